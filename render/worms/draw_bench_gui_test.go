//go:build gui

package worms

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/ai"
	aiworms "arena/ai/worms"
	"arena/render"
	"arena/render/guitest"
	"arena/sim"
	ws "arena/sim/worms"
)

// BenchmarkDraw draws a mid-game scene between the default built-ins, as
// the window shows it at 1280×800 (the map area beside the sidebar), the
// tick interpolated anew each frame; "overlays" adds the grid and the
// debug overlay. It runs under Xvfb (xvfb-run -a go test -tags gui -run '^$'
// -bench Draw), the time including the software rasteriser's work.
func BenchmarkDraw(b *testing.B) {
	if len(ai.Bots(ws.ID)) == 0 {
		aiworms.Register()
	}
	g, err := ws.Game{}.New(sim.Config{Seed: 7})
	if err != nil {
		b.Fatal(err)
	}
	prev, evs := guitest.Play(b, ws.ID, g, []string{"hunter", "hunter"}, 120)
	r := New()
	const w, h = 1000, 730
	cam := render.Camera{W: w, H: h}
	bw, bh := r.Bounds(g)
	cam.Fit(bw, bh, 16)
	var tev []render.TimedEvent
	for _, e := range evs {
		tev = append(tev, render.TimedEvent{Event: e, Age: 0.1})
	}
	for _, c := range []struct {
		name string
		ov   render.Overlays
	}{{"plain", render.Overlays{}}, {"overlays", render.Overlays{Grid: true, Debug: true, Commands: true}}} {
		b.Run(c.name, func(b *testing.B) {
			guitest.BenchDraw(b, w, h, func(dst *ebiten.Image, i int) {
				r.Draw(dst, render.View{Prev: prev, Cur: g, Alpha: float64(i&7) / 8, Camera: cam, Overlays: c.ov, Events: tev, Time: float64(i) / 60})
			})
		})
	}
}
