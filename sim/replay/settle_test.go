package replay_test

import (
	"reflect"
	"strconv"
	"testing"

	"arena/ai/aitest/fakegame"
	"arena/sim"
	"arena/sim/replay"
)

// TestRecordSettlesLiveSteps records a live timeline with edits and faults
// (ops) before some steps, reads it with Record midway, forks it off a
// snapshot boundary and plays on: every step Record returns has the hash
// of the state the live match reached after it and its actions' text,
// which RecordStep left for Record to work out.
func TestRecordSettlesLiveSteps(t *testing.T) {
	var g fakegame.Game
	cfg := sim.Config{Seed: 7, Players: []string{"A", "B"}, Params: map[string]string{"ticks": "300"}}
	s, err := g.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	tl := replay.NewLive(g, cfg, s)
	var want []replay.Step // the live hash and text of every step
	play := func(n int) {
		for range n {
			tick := s.Tick()
			switch tick % 37 {
			case 5:
				s.(sim.Editor).ApplyEdit("set 1 " + strconv.Itoa(tick))
				tl.RecordOp(replay.Op{Edit: "set 1 " + strconv.Itoa(tick)})
			case 11:
				l := replay.Log{T: tick, P: 0, Status: sim.Timeout, Reason: "late"}
				s.(sim.Penalizer).Fault(0, l.Status, l.Reason)
				tl.RecordOp(replay.Op{Fault: &l})
			}
			acts := []sim.Action{fakegame.Add(tick % 10), nil}
			if tick%3 != 0 {
				acts[1] = fakegame.Add(tick * 7 % 10)
			}
			if _, err := s.Step(acts); err != nil {
				t.Fatal(err)
			}
			tl.RecordStep(tick, acts, s)
			want = append(want, replay.Step{T: tick, Actions: replay.Canonical(acts), Hash: s.Hash()})
		}
	}
	check := func(when string) {
		t.Helper()
		steps, _ := tl.Record()
		if len(steps) != len(want) {
			t.Fatalf("%s: %d steps, want %d", when, len(steps), len(want))
		}
		for i, st := range steps {
			if st.T != want[i].T || st.Hash != want[i].Hash || !reflect.DeepEqual(st.Actions, want[i].Actions) {
				t.Fatalf("%s: step %d is tick %d, hash %x, actions %v; live: %d, %x, %v", when, i, st.T, st.Hash, st.Actions, want[i].T, want[i].Hash, want[i].Actions)
			}
		}
	}
	play(100)
	check("after 100 steps")
	play(61)
	check("after 161 steps")
	v, err := tl.Fork(150)
	if err != nil {
		t.Fatal(err)
	}
	s, want = v.State, want[:150]
	s.(sim.Editor).ApplyEdit("set 0 5")
	tl.RecordOp(replay.Op{Edit: "set 0 5"})
	play(70)
	check("after a fork at 150 and 70 steps more")
}
