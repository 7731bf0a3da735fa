//go:build gui

package app

import (
	"testing"
	"time"

	"arena/app/control"
	"arena/sim/windward"
)

// TestRefitWhenTheWorldChanges plays a two-round Windwardopolis session
// (a round per city) and moves between the rounds zoomed in: whenever the
// world's size differs from the one fitted, the camera is fitted again,
// so the new city is framed instead of cut off under the old zoom.
func TestRefitWhenTheWorldChanges(t *testing.T) {
	a := startApp(t, 0, func(o *Options) {
		o.Match = MatchSpec{Game: windward.ID, Seed: 3, Players: []string{"builtin:tycoon", "builtin:sample"}, Params: map[string]string{"rounds": "2"}}
	})
	onLoop(func() { a.setSpeed(control.Full) })
	waitFor(t, "the end of the session", 4*time.Minute, func(a *App) bool { return a.frame.Done && a.frame.Tick == a.frame.End })
	var end int
	var w2, h2 float64
	onLoop(func() {
		a.ctl.SetPlaying(false)
		end = a.frame.End
		w2, h2 = a.rend.Bounds(a.frame.State)
	})
	onLoop(func() { a.ctl.Seek(0) })
	waitFor(t, "round one", 20*time.Second, func(a *App) bool { return a.frame.Tick == 0 })
	var w1, h1 float64
	onLoop(func() {
		w1, h1 = a.rend.Bounds(a.frame.State)
		for i := 0; i < 4; i++ {
			a.Do(control.ZoomIn)
		}
	})
	if w1 == w2 && h1 == h2 {
		t.Skipf("both rounds' cities are %vx%v: nothing to refit", w1, h1)
	}
	var zoomed float64
	onLoop(func() { zoomed = a.cam.Zoom })
	onLoop(func() { a.ctl.Seek(end) })
	waitFor(t, "round two", 20*time.Second, func(a *App) bool { return a.frame.Tick == end })
	waitFrames(2)
	onLoop(func() {
		if a.cam.WorldW != w2 || a.cam.WorldH != h2 {
			t.Errorf("fitted to %vx%v, the city is %vx%v", a.cam.WorldW, a.cam.WorldH, w2, h2)
		}
		x0, y0, x1, y1 := a.cam.Visible()
		if x0 > 0 || y0 > 0 || x1 < w2 || y1 < h2 || a.cam.Zoom == zoomed {
			t.Errorf("after the switch the view is %v,%v-%v,%v at zoom %v (was %v) for a %vx%v city", x0, y0, x1, y1, a.cam.Zoom, zoomed, w2, h2)
		}
	})
}
