//go:build gui

package drawbench

import (
	"image"
	"math"
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

// CheckGround checks r's Ground (render.Renderer): the world rectangle it
// names must come out of Draw opaque, since the app paints no background
// under it and the window keeps the last frame's pixels. It plays st as
// Run does and draws the scene into a transparent image fitted, zoomed
// out (a smoothed, halved image in some games) and zoomed in off centre,
// then looks at every pixel of the ground (a pixel in from its edges
// where it is smoothed, as the app leaves it out): the ground is also
// copied rather than blended (render.DrawGround), which equals blending
// only over opaque pixels.
func CheckGround(t *testing.T, r render.Renderer, game string, st sim.State, bots []string, ticks int) {
	t.Helper()
	prev, evs := guitest.Play(t, game, st, bots, ticks)
	x0, y0, x1, y1, ok := r.Ground(st)
	if !ok {
		t.Fatal("Ground: none")
	}
	var tev []render.TimedEvent
	for _, e := range evs {
		tev = append(tev, render.TimedEvent{Event: e, Age: 0.1})
	}
	const w, h = 1000, 730
	bw, bh := r.Bounds(st)
	for _, c := range []struct {
		name       string
		zoom, panX float64
		// edges: the ground's edge pixels are opaque too (copied
		// nearest texels); smoothed when zoomed out, they blend.
		edges bool
	}{{"fitted", 1, 0, true}, {"zoomed out", 0.45, 0, false}, {"zoomed in", 2.5, bw / 4, true}} {
		cam := render.Camera{W: w, H: h}
		cam.Fit(bw, bh, 16)
		cam.Zoom *= c.zoom
		cam.X += c.panX
		img := guitest.Shot(w, h, func(dst *ebiten.Image) {
			r.Draw(dst, render.View{Prev: prev, Cur: st, Alpha: 0.5, Camera: cam, Events: tev, Time: 1})
		})
		sx0, sy0 := cam.ToScreen(x0, y0)
		sx1, sy1 := cam.ToScreen(x1, y1)
		// The pixels whose centres the ground covers, or those a pixel in
		// from its edges, as the app leaves them out.
		g := image.Rect(int(math.Ceil(sx0-0.5)), int(math.Ceil(sy0-0.5)), int(math.Ceil(sx1-0.5)), int(math.Ceil(sy1-0.5)))
		if !c.edges {
			g = image.Rect(int(math.Ceil(sx0))+1, int(math.Ceil(sy0))+1, int(math.Floor(sx1))-1, int(math.Floor(sy1))-1)
		}
		g = g.Intersect(image.Rect(0, 0, w, h))
		if g.Dx() < 50 || g.Dy() < 50 {
			t.Fatalf("%s: the ground %v is too small to check", c.name, g)
		}
		for y := g.Min.Y; y < g.Max.Y; y++ {
			for x := g.Min.X; x < g.Max.X; x++ {
				if a := img.RGBAAt(x, y).A; a != 255 {
					t.Fatalf("%s: pixel (%d,%d) of the ground %v has alpha %d", c.name, x, y, g, a)
				}
			}
		}
	}
}
