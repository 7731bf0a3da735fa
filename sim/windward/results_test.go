package windward

import (
	"fmt"
	"testing"
)

// Issue 17: each round reports its traffic health (ticks, unsticks,
// longest hold, deliveries) in the rounds JSON and the window's summary.
func TestRoundTrafficHealth(t *testing.T) {
	s := newGame(t, "", 1, 5)
	for k := 0; k < maxRoundTicks && !s.Over; k++ {
		if _, err := s.Step(nil); err != nil {
			t.Fatal(err)
		}
	}
	if len(s.History) != 1 {
		t.Fatalf("%d rounds finished", len(s.History))
	}
	r := s.History[0]
	if r.Deliveries < 8 || r.LongestHold <= 0 || r.Unsticks < 0 {
		t.Fatalf("round %+v", r)
	}
	js := s.Session().Rounds[0]
	if js.Unsticks != r.Unsticks || js.LongestHold != r.LongestHold || js.Deliveries != r.Deliveries {
		t.Fatalf("JSON %+v differs from %+v", js, r)
	}
	want := fmt.Sprintf("round 1 %s: %d ticks, %d unsticks, longest hold %d, %d deliveries", r.Map, r.Ticks, r.Unsticks, r.LongestHold, r.Deliveries)
	if got := s.SummaryLines(); len(got) != 1 || got[0] != want {
		t.Fatalf("summary %q, want %q", got, want)
	}
}
