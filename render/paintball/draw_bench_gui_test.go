//go:build gui

package paintball

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/ai"
	aipaintball "arena/ai/paintball"
	"arena/render"
	"arena/render/guitest"
	"arena/sim"
	pb "arena/sim/paintball"
)

// BenchmarkDraw draws a mid-game scene between the default built-ins, as
// the window shows it at 1280×800 (the map area beside the sidebar), the
// tick interpolated anew each frame; "overlays" adds the grid and the
// debug overlay. It runs under Xvfb (xvfb-run -a go test -tags gui -run '^$'
// -bench Draw), the time including the software rasteriser's work.
func BenchmarkDraw(b *testing.B) {
	if len(ai.Bots(pb.ID)) == 0 {
		aipaintball.Register()
	}
	g, err := pb.Game{}.New(sim.Config{Seed: 7})
	if err != nil {
		b.Fatal(err)
	}
	prev, evs := guitest.Play(b, pb.ID, g, []string{"captain", "captain"}, 60)
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

// TestTimelineMarkersAreSparse plays a whole game between two captains and
// checks that the marked kinds (Info().Markers) fall on few ticks, so the
// timeline shows turning points, not a solid bar of hits (issue #20).
func TestTimelineMarkersAreSparse(t *testing.T) {
	if len(ai.Bots(pb.ID)) == 0 {
		aipaintball.Register()
	}
	g, err := pb.Game{}.New(sim.Config{Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	marked := map[sim.EventKind]bool{}
	for _, k := range (pb.Game{}).Info().Markers {
		marked[k] = true
	}
	ticks, withMark := 0, 0
	for range 1000 {
		if _, over := g.Outcome(); over {
			break
		}
		_, evs := guitest.Play(t, pb.ID, g, []string{"captain", "captain"}, 1)
		ticks++
		for _, e := range evs {
			if marked[e.Kind] {
				withMark++
				break
			}
		}
	}
	if ticks == 0 || withMark*5 > ticks {
		t.Errorf("%d of %d ticks carry a timeline marker", withMark, ticks)
	}
}
