//go:build gui

package hud

import (
	"image"
	"strings"
	"testing"

	"arena/ai/session"
	"arena/app/ui"
	"arena/sim"
)

// TestHeaderShortens lays the header out from the minimum window to 4K
// with long titles and headlines: the pieces never overlap, stay inside
// the bar, and the status is always there.
func TestHeaderShortens(t *testing.T) {
	h := Header{
		Title:    "ARENA  Madmax (EDA-JOC)  seed 123456789",
		Details:  []string{"map big-desert-with-a-long-name", "rules classic", "replay /home/user/replays/madmax-20261125-123456789.arena.jsonl.gz"},
		Headline: "round 9 of 60   columns 30-6 of 60   gas 22 → 52   Ωμέγα Дракон leads",
		Status:   "turn 9 / 300   speed 10/s   PLAYING (waiting for a bot)",
		Short:    "t9/300  10/s  PLAYING (wait)",
	}
	for _, w := range []int{1024, 1100, 1366, 1920, 3840} {
		ps := h.Place(w, (w-300)/2)
		if ps[len(ps)-1].Text != h.Status && ps[len(ps)-1].Text != h.Short {
			t.Errorf("%d: status %q", w, ps[len(ps)-1].Text)
		}
		for i, p := range ps {
			r := image.Rect(p.X, 0, p.X+ui.TextW(p.Text), 13)
			if r.Min.X < 0 || r.Max.X > w {
				t.Errorf("%d: %q at %v leaves the bar", w, p.Text, r)
			}
			for _, q := range ps[i+1:] {
				if r.Overlaps(image.Rect(q.X, 0, q.X+ui.TextW(q.Text), 13)) {
					t.Errorf("%d: %q overlaps %q", w, p.Text, q.Text)
				}
			}
		}
		if w >= 1920 && !strings.Contains(ps[0].Text, "rules classic") {
			t.Errorf("%d: a wide bar dropped the details: %q", w, ps[0].Text)
		}
	}
}

func TestTimeline(t *testing.T) {
	r := image.Rect(10, 0, 1010, 18)
	tl := Timeline{Tick: 50, End: 100, Span: 200}
	cases := []struct{ x, want int }{{10, 0}, {510, 100}, {1010, 100}, {260, 50}, {-50, 0}}
	for _, c := range cases {
		if got := tl.TickAt(r, c.x); got != c.want {
			t.Errorf("TickAt(%d) = %d, want %d", c.x, got, c.want)
		}
	}
	// Markers on every tick of a long match group into at most one mark
	// per pixel column, lane and player; each kind gets its own lane, and
	// a fault is never hidden by its neighbours.
	tl.Span = 20000
	for i := 0; i < 20000; i++ {
		tl.Markers = append(tl.Markers, session.Marker{Tick: i, Kind: "hit", Player: sim.PlayerID(i % 2)})
	}
	tl.Markers = append(tl.Markers, session.Marker{Tick: 300, Kind: "flag"}, session.Marker{Tick: 10001, Kind: sim.KindFault})
	marks, lanes := tl.Marks(r)
	if lanes != 2 {
		t.Errorf("%d lanes, want 2 (hit, flag)", lanes)
	}
	if len(marks) > 2*(r.Dx()+1)+2 {
		t.Errorf("%d marks for %d px", len(marks), r.Dx())
	}
	found := false
	for _, m := range marks {
		found = found || (m.Kind == sim.KindFault && m.Lane == -1)
		if m.Kind == "flag" && m.Lane != 1 {
			t.Errorf("flag in lane %d, want 1", m.Lane)
		}
	}
	if !found {
		t.Error("the fault marker was hidden by its neighbours")
	}
}

func TestToastsStack(t *testing.T) {
	var ts Toasts
	for i := 0; i < 9; i++ {
		ts.Add(strings.Repeat("x", i*20), float64(i))
	}
	if len(ts) != MaxToasts {
		t.Fatalf("%d toasts kept", len(ts))
	}
	area := image.Rect(0, 26, 700, 500)
	boxes := ts.Boxes(area, 8, 9)
	for i, b := range boxes {
		if !b.Box.In(area) {
			t.Errorf("toast %v outside %v", b.Box, area)
		}
		for _, o := range boxes[i+1:] {
			if b.Box.Overlaps(o.Box) {
				t.Errorf("toasts %v and %v overlap", b.Box, o.Box)
			}
		}
	}
	if !ts.Live(9) || ts.Live(100) {
		t.Error("Live is wrong")
	}
}
