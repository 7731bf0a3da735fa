//go:build gui

package drawbench

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/render"
	"arena/render/guitest"
	"arena/sim"
)

// Run plays st with the built-in bots named (guitest.Play, ticks ticks; the
// game's bots must be registered), then benchmarks r drawing the scene as
// the window shows it at 1280×800 (the 1000×730 map area beside the
// sidebar), the tick interpolated anew each frame: "plain", and "overlays"
// with the grid, the debug overlay and the commands. It runs under Xvfb
// (xvfb-run -a go test -tags gui -run '^$' -bench Draw), the time including
// the software rasteriser's work.
func Run(b *testing.B, r render.Renderer, game string, st sim.State, bots []string, ticks int) {
	prev, evs := guitest.Play(b, game, st, bots, ticks)
	const w, h = 1000, 730
	cam := render.Camera{W: w, H: h}
	bw, bh := r.Bounds(st)
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
				r.Draw(dst, render.View{Prev: prev, Cur: st, Alpha: float64(i&7) / 8, Camera: cam, Overlays: c.ov, Events: tev, Time: float64(i) / 60})
			})
		})
	}
}
