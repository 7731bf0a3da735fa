package render

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/sim"
	"arena/sim/debugdraw"
)

// DrawDebugShapes draws bots' debug drawing (sim/debugdraw) over the map
// through cam: every game's world coordinates go through the same camera
// the renderer uses, so one function serves all five. Shapes are in the
// state's coordinates; the renderer r maps them into its view first
// (ViewPoint: Madmax's scrolling window lays the world out otherwise; nil:
// no mapping), on state s. Marks fill the
// world unit cell holding their point; lines and rings keep a constant
// screen width; texts sit on a dark backing so they read on any map. Each
// shape is outlined in its seat's colour (player) so two bots' plans can be
// told apart.
func DrawDebugShapes(dst *ebiten.Image, cam Camera, r Renderer, st sim.State, player sim.PlayerID, shapes []debugdraw.Shape) {
	toScreen := func(x, y float64) (float64, float64) {
		if r != nil {
			x, y = r.ViewPoint(st, x, y)
		}
		return cam.ToScreen(x, y)
	}
	seat := PlayerColor(player)
	for _, s := range shapes {
		c := s.RGBA()
		x1, y1 := toScreen(s.X1, s.Y1)
		switch s.Kind {
		case debugdraw.Line:
			x2, y2 := toScreen(s.X2, s.Y2)
			Line(dst, x1, y1, x2, y2, 2, c)
		case debugdraw.Circle:
			// The radius is measured along the row, so a projection
			// that scales the world scales the ring too.
			ex, ey := toScreen(s.X1+s.R, s.Y1)
			Ring(dst, x1, y1, math.Hypot(ex-x1, ey-y1), 2, c)
		case debugdraw.Mark:
			fx, fy := toScreen(math.Floor(s.X1), math.Floor(s.Y1))
			gx, gy := toScreen(math.Floor(s.X1)+1, math.Floor(s.Y1)+1)
			w, h := math.Abs(gx-fx), math.Abs(gy-fy)
			fx, fy = min(fx, gx), min(fy, gy)
			fill := c
			fill.A = c.A / 3
			Rect(dst, fx, fy, w, h, fill)
			Frame(dst, fx, fy, w, h, 2, c)
		case debugdraw.Text:
			// Bots label the units the renderer names too, and two bots
			// often label one spot: the text moves down or up a line
			// until it covers no other label, or is left out (the
			// inspector lists every shape).
			w, h := Small.Measure(s.Text)
			var cands [][2]float64
			for k := range 9 {
				d := float64((k+1)/2) * (h + 5)
				if k%2 == 0 {
					d = -d
				}
				cands = append(cands, [2]float64{x1 - 2, y1 - 2 + d})
			}
			bx, by, ok := FreeText(w+4, h+4, cands...)
			if !ok {
				continue
			}
			x1, y1 = bx+2, by+2
			Rect(dst, x1-2, y1-2, w+4, h+4, color.RGBA{0, 0, 0, 0xb0})
			Rect(dst, x1-2, y1-2, 2, h+4, seat)
			Text(dst, s.Text, x1, y1, Small, color.White)
		}
	}
}
