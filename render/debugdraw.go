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
// the renderer uses, so one function serves all five. Marks fill the
// world unit cell holding their point; lines and rings keep a constant
// screen width; texts sit on a dark backing so they read on any map. Each
// shape is outlined in its seat's colour (player) so two bots' plans can be
// told apart.
func DrawDebugShapes(dst *ebiten.Image, cam Camera, player sim.PlayerID, shapes []debugdraw.Shape) {
	z := cam.Zoom
	if z <= 0 {
		z = 1
	}
	seat := PlayerColor(player)
	for _, s := range shapes {
		c := s.RGBA()
		x1, y1 := cam.ToScreen(s.X1, s.Y1)
		switch s.Kind {
		case debugdraw.Line:
			x2, y2 := cam.ToScreen(s.X2, s.Y2)
			Line(dst, x1, y1, x2, y2, 2, c)
		case debugdraw.Circle:
			Ring(dst, x1, y1, s.R*z, 2, c)
		case debugdraw.Mark:
			fx, fy := cam.ToScreen(math.Floor(s.X1), math.Floor(s.Y1))
			fill := c
			fill.A = c.A / 3
			Rect(dst, fx, fy, z, z, fill)
			Frame(dst, fx, fy, z, z, 2, c)
		case debugdraw.Text:
			w, h := Small.Measure(s.Text)
			Rect(dst, x1-2, y1-2, w+4, h+4, color.RGBA{0, 0, 0, 0xb0})
			Rect(dst, x1-2, y1-2, 2, h+4, seat)
			Text(dst, s.Text, x1, y1, Small, color.White)
		}
	}
}
