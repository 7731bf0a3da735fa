//go:build gui

package app

import (
	"testing"

	"arena/app/control"
	"arena/app/ui"
	"arena/app/ui/hud"
	"arena/render"
)

// TestHeadlineKeepsClearOfTheStatus: the headline never runs into the
// status on the right ("…of 60turn 9 / 300"), at any window width, and is
// whole from the smallest window up (the header is hud.Header).
func TestHeadlineKeepsClearOfTheStatus(t *testing.T) {
	h := hud.Header{Title: "ARENA  Madmax  seed 7", Details: []string{"map generated"},
		Headline: "Round 9 / 300  cols 55-59, 0-1 of 60",
		Status:   "turn 9 / 300   speed 1000   PLAYING", Short: "t9/300  1000  PLAYING"}
	for _, w := range []int{1920, 1280, 1024, 800, 640} {
		ps := h.Place(w, (w-340)/2)
		var head, status *hud.Placed
		for i := range ps {
			switch ps[i].Col {
			case render.Accent:
				head = &ps[i]
			}
		}
		status = &ps[len(ps)-1]
		if head == nil {
			if w >= 1024 {
				t.Errorf("width %d: no headline", w)
			}
			continue
		}
		if end := head.X + ui.TextW(head.Text); end > status.X-16 {
			t.Errorf("width %d: headline %q ends at %d, status starts at %d", w, head.Text, end, status.X)
		}
		if w >= 1024 && head.Text != h.Headline {
			t.Errorf("width %d: headline cut to %q", w, head.Text)
		}
	}
}

// TestLogPaneKeepsTheMapInView: opening the log pane (L) refits a map the
// user has not moved, so its top row stays under the header, not behind
// it, and the whole map shows above the pane.
func TestLogPaneKeepsTheMapInView(t *testing.T) {
	a := startApp(t, 0, nil)
	waitFrames(3)
	inView := func() (ok bool, top, bot, areaTop, areaBot float64) {
		onLoop(func() {
			m := a.layout().mapArea
			w, h := a.rend.Bounds(a.frame.State)
			_, top = a.cam.ToScreen(0, 0)
			_, bot = a.cam.ToScreen(w, h)
			areaTop, areaBot = float64(m.Min.Y), float64(m.Max.Y)
		})
		return top >= areaTop && bot <= areaBot, top, bot, areaTop, areaBot
	}
	if ok, top, bot, at, ab := inView(); !ok {
		t.Fatalf("before L: map %.0f-%.0f, area %.0f-%.0f", top, bot, at, ab)
	}
	onLoop(func() { a.PressKeys(control.Mods{}, "L") })
	waitFrames(3)
	if ok, top, bot, at, ab := inView(); !ok {
		t.Errorf("with the log pane: map %.0f-%.0f, area %.0f-%.0f", top, bot, at, ab)
	}
}
