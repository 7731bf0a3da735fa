//go:build gui

package app

import (
	"testing"
	"time"

	"arena/app/control"
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

// TestDefaultMapLabel: the start screen says what each game plays on with
// no map chosen, in words that fit the map button (220 pixels).
func TestDefaultMapLabel(t *testing.T) {
	for _, c := range []struct{ game, want string }{
		{"coderunner", "shipped map picked by seed"},
		{"windward", "built-in city (downtown)"},
		{"worms", "new map made from the seed"},
		{"madmax", "new map made from the seed"},
		{"paintball", "new map made from the seed"},
	} {
		got := defaultMapLabel(c.game)
		if got != c.want || textW(got) > 210 {
			t.Errorf("%s: %q (%d px), want %q within 210 px", c.game, got, textW(got), c.want)
		}
	}
}

// TestHeadlineKeepsClearOfTheStatus: the headline never runs into the
// status on the right ("…of 60turn 9 / 300"), at any window width.
func TestHeadlineKeepsClearOfTheStatus(t *testing.T) {
	left := "ARENA  Madmax  seed 7  map generated"
	head := "Round 9 / 300  cols 55-59, 0-1 of 60"
	right := "turn 9 / 300   speed 1000   PLAYING"
	rw, _ := render.Small.Measure(right)
	for _, w := range []float64{1920, 1280, 1024, 800, 640} {
		rightX := w - rw - 8
		x0, x1 := headlineSpan(head, left, (w-340)/2, rightX)
		shown := fitWidth(head, x1-x0)
		hw, _ := render.Small.Measure(shown)
		if x0+hw > rightX-headlineGap+0.5 {
			t.Errorf("width %v: headline %q ends at %.0f, past %.0f", w, shown, x0+hw, rightX-headlineGap)
		}
		if w >= 1024 && shown != head {
			t.Errorf("width %v: headline cut to %q", w, shown)
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
