//go:build gui

package app

import (
	"testing"
	"time"

	"arena/app/control"
	"arena/app/ui"
	"arena/app/ui/hud"
	"arena/render"
)

// TestFrameStatsAverages feeds frames on an injected clock: 30 frames in
// half a second, 10 ticks a frame and a seek back, 2 ms Draw and 1 ms
// Update each.
func TestFrameStatsAverages(t *testing.T) {
	var s frameStats
	tick := 0
	for i := 1; i <= 30; i++ {
		s.upd += time.Millisecond
		tick += 10
		if i == 15 {
			tick = 3 // a seek back is not play
		}
		s.drew(2*time.Millisecond, tick, float64(i)/60)
	}
	// 29 forward steps of 10 ticks after the first frame, less the seek.
	if s.fps != 60 || s.tps != 28*10*2 || s.drawMs != 2 || s.updMs != 1 {
		t.Errorf("fps %.1f, ticks/s %.1f, Draw %.2f ms, Update %.2f ms", s.fps, s.tps, s.drawMs, s.updMs)
	}
}

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
