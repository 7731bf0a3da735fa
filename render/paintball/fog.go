package paintball

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/render"
	pb "arena/sim/paintball"
)

// Fog colours: the night over what a team cannot see, and the original
// viewer's shading of what each team sees (Rules §4.3: light red, light
// blue, purple where both see).
var (
	fogDark   = color.RGBA{8, 12, 28, 165}
	seenRed   = color.RGBA{255, 110, 110, 56}
	seenBlue  = color.RGBA{110, 150, 255, 56}
	seenBoth  = color.RGBA{200, 110, 255, 60}
	seenNone  = color.RGBA{8, 12, 28, 120}
	fogBorder = color.RGBA{200, 210, 255, 120}
)

// fogColor is the tint of space i under the current fog.
func (l *look) fogColor(i int) color.RGBA {
	switch l.fog {
	case FogRed, FogBlue:
		if l.vis[l.viewer][i] {
			return color.RGBA{}
		}
		return fogDark
	case FogBoth:
		r, b := l.vis[0][i], l.vis[1][i]
		switch {
		case r && b:
			return seenBoth
		case r:
			return seenRed
		case b:
			return seenBlue
		}
		return seenNone
	}
	return color.RGBA{}
}

// drawFog shades the field by what the fog setting's team sees (Rules
// §5.5.1: its field domain and every space less than 8 from one of its
// children), one pixel per space scaled up, and outlines the edge of a
// single team's sight. What a team cannot see was already left out by the
// other layers (items, enemy children, their balls).
func (r *Renderer) drawFog(dst *ebiten.Image, l *look) {
	if l.fog == FogAll {
		return
	}
	pix := make([]byte, 4*pb.Size*pb.Size)
	for y := 0; y < pb.Size; y++ {
		for x := 0; x < pb.Size; x++ {
			c := l.fogColor(pb.Index(x, y))
			wx, wy := pb.SpaceToWorld(pb.Point{X: x, Y: y})
			o := (int(wy)*pb.Size + int(wx)) * 4
			// WritePixels takes premultiplied alpha.
			a := float64(c.A) / 255
			pix[o], pix[o+1], pix[o+2], pix[o+3] = uint8(float64(c.R)*a), uint8(float64(c.G)*a), uint8(float64(c.B)*a), c.A
		}
	}
	r.fog.WritePixels(pix)
	render.DrawWorld(dst, r.fog, l.v.Camera, 0, 0, 1, nil)
	if l.viewer < 0 {
		return
	}
	cam := l.v.Camera
	lw := max(1.0, cam.Zoom/14)
	seen := func(x, y int) bool {
		return x >= 0 && y >= 0 && x < pb.Size && y < pb.Size && l.vis[l.viewer][pb.Index(x, y)]
	}
	for y := 0; y < pb.Size; y++ {
		for x := 0; x < pb.Size; x++ {
			if !seen(x, y) {
				continue
			}
			wx, wy := pb.SpaceToWorld(pb.Point{X: x, Y: y})
			sx, sy := cam.ToScreen(wx, wy)
			z := cam.Zoom
			if y+1 < pb.Size && !seen(x, y+1) {
				render.Rect(dst, sx, sy, z, lw, fogBorder)
			}
			if y > 0 && !seen(x, y-1) {
				render.Rect(dst, sx, sy+z-lw, z, lw, fogBorder)
			}
			if x > 0 && !seen(x-1, y) {
				render.Rect(dst, sx, sy, lw, z, fogBorder)
			}
			if x+1 < pb.Size && !seen(x+1, y) {
				render.Rect(dst, sx+z-lw, sy, lw, z, fogBorder)
			}
		}
	}
}
