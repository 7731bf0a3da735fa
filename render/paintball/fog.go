package paintball

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/render"
	pb "arena/sim/paintball"
)

// Fog colours: the night over what a team cannot see, lighter over what
// neither team sees in the "both" view.
var (
	fogDark   = color.RGBA{8, 12, 28, 165}
	seenNone  = color.RGBA{8, 12, 28, 135}
	fogBorder = color.RGBA{200, 210, 255, 120}
)

// hatchTile is one space of a team's sight in the "both" view: thin
// diagonal lines in its colour, "/" for Red and "\" for Blue, so spaces
// both teams see are cross-hatched in both colours. Lines rather than a
// tint keep the colours true on the green field (red over green would read
// brown), in the spirit of the original viewer's light red, light blue
// and purple (Rules §4.3).
func hatchTile(team int) *image.RGBA {
	im := image.NewRGBA(image.Rect(0, 0, PPU, PPU))
	c := render.Fade(render.Shade(teamColor(team), 1.15), 0.8)
	for y := 0; y < PPU; y++ {
		for x := 0; x < PPU; x++ {
			d := x + y
			if team == 1 {
				d = x - y + PPU
			}
			if d%6 == 0 {
				im.SetRGBA(x, y, c)
			}
		}
	}
	return im
}

// fogColor is the wash over space i under the current fog.
func (l *look) fogColor(i int) color.RGBA {
	switch l.fog {
	case FogRed, FogBlue:
		if !l.vis[l.viewer][i] {
			return fogDark
		}
	case FogBoth:
		if !l.vis[0][i] && !l.vis[1][i] {
			return seenNone
		}
	}
	return color.RGBA{}
}

// drawFog shades the field by what the fog setting's teams see (Rules
// §5.5.1: a team's field domain and every space less than 8 from one of its
// children), one pixel per space scaled up, and outlines the edge of each
// team's sight; the "both" view hatches each team's sight in its colour.
// What a team cannot see was already left out by the other layers (items,
// flags, enemy children, their balls and paint); trees and walls stay
// under the fog, since every player saw the whole field at turn 0 (Rules
// §5.6.1) and they never move.
func (r *Renderer) drawFog(dst *ebiten.Image, l *look) {
	if l.fog == FogAll {
		return
	}
	cam := l.v.Camera
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
	render.DrawWorld(dst, r.fog, cam, 0, 0, 1, nil)
	lw := max(1.0, cam.Zoom/14)
	for team := 0; team < 2; team++ {
		if l.viewer >= 0 && team != l.viewer {
			continue
		}
		vis := &l.vis[team]
		border := fogBorder
		if l.fog == FogBoth {
			border = render.Fade(render.Shade(teamColor(team), 1.2), 0.9)
			for i, seen := range vis {
				if seen {
					wx, wy := pb.SpaceToWorld(pb.Point{X: i % pb.Size, Y: i / pb.Size})
					render.DrawWorld(dst, r.sp.hatch[team], cam, wx, wy, PPU, nil)
				}
			}
		}
		drawOutline(dst, cam, func(p pb.Point) bool { return vis[pb.Index(p.X, p.Y)] }, lw, border)
	}
}
