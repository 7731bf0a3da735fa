package app

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/render"
	"arena/sim"
	"arena/sim/session"
)

// drawMarkers draws the timeline's markers in t, tx mapping a tick to a
// screen x. Markers are grouped by kind, one lane per kind in the order
// the kinds first appear (a game with deaths and flags gets two thin
// rows), and a fault spans the whole height in red. Markers that fall on
// the same pixel column of a lane merge into one mark, so a long match
// draws at most one mark per pixel and lane however many events it had.
func drawMarkers(dst *ebiten.Image, t image.Rectangle, tx func(tick int) float64, markers []Marker) {
	type mark struct {
		x    int
		lane int
		p    sim.PlayerID
	}
	lanes := map[sim.EventKind]int{}
	for _, m := range markers {
		if _, ok := lanes[m.Kind]; !ok && m.Kind != sim.KindFault && m.Kind != session.KindFork {
			lanes[m.Kind] = len(lanes)
		}
	}
	n := max(1, len(lanes))
	lh := float64(t.Dy()) / float64(n)
	seen := map[mark]bool{}
	for _, m := range markers {
		x := int(tx(m.Tick))
		lane := -1
		if m.Kind != sim.KindFault {
			lane = lanes[m.Kind]
		}
		k := mark{x, lane, m.Player}
		if seen[k] {
			continue
		}
		seen[k] = true
		if lane < 0 {
			render.Rect(dst, float64(x)-1, float64(t.Min.Y), 3, float64(t.Dy()), render.Danger)
			continue
		}
		if m.Kind == session.KindFork {
			// A fork with a new player: full height, above the bar too.
			render.Rect(dst, float64(x)-3, float64(t.Min.Y-8), 7, 4, render.Good)
			render.Rect(dst, float64(x)-1, float64(t.Min.Y), 3, float64(t.Dy()), render.Good)
			continue
		}
		render.Rect(dst, float64(x)-1, float64(t.Min.Y)+float64(lane)*lh, 3, max(2, lh-1), render.PlayerColor(m.Player))
	}
}
