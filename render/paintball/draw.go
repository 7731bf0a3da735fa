package paintball

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/render"
	pb "arena/sim/paintball"
)

// Draw draws the field, domain, splats, items, flags, children, balls in
// flight, the fog of war and the overlays.
func (r *Renderer) Draw(dst *ebiten.Image, v render.View) {
	st := state(v.Cur)
	if st == nil {
		return
	}
	r.ensure()
	l := newLook(v, st)
	r.mem.observe(l)
	r.noteLandings(l)
	cam := v.Camera
	render.DrawGround(dst, r.field.image(st, l.groundDomain()), cam, PPU)
	x0, y0 := cam.ToScreen(0, 0)
	x1, y1 := cam.ToScreen(pb.Size, pb.Size)
	render.Frame(dst, x0-3, y0-3, x1-x0+6, y1-y0+6, 3, color.RGBA{226, 222, 200, 255})
	render.Frame(dst, x0-5, y0-5, x1-x0+10, y1-y0+10, 2, color.RGBA{40, 36, 30, 255})

	r.drawDomain(dst, l)
	r.drawSplats(dst, l)
	r.drawItems(dst, l)
	if v.Overlays.Debug {
		r.drawGroundOverlays(dst, l)
	}
	r.drawBallShadows(dst, l)
	r.drawStanding(dst, l)
	r.drawBalls(dst, l)
	r.drawBursts(dst, l)
	r.drawFog(dst, l)
	if sel := v.Selection; sel != nil && sel.Kind == "cell" {
		if p, ok := pb.WorldToSpace(sel.X, sel.Y); ok {
			wx, wy := pb.SpaceToWorld(p)
			sx, sy := cam.ToScreen(wx, wy)
			pulse := 0.6 + 0.4*math.Sin(v.Time*8)
			render.Frame(dst, sx-2, sy-2, cam.Zoom+4, cam.Zoom+4, 2, render.Fade(render.Accent, pulse))
		}
	}
	if v.Overlays.Debug {
		r.drawDebug(dst, l)
	}
	if v.Overlays.Grid {
		r.drawGrid(dst, l)
	}
	r.drawPopups(dst, l)
	if v.Overlays.Commands {
		r.drawCommands(dst, l)
	}
	if v.Overlays.Hover && v.Overlays.MouseIn {
		r.drawHover(dst, l)
	}
	r.drawFogLabel(dst, l)
}

// drawDomain outlines each team's field domain (Rules §5.5.1); the ground
// image carries its stripes.
func (r *Renderer) drawDomain(dst *ebiten.Image, l *look) {
	cam := l.v.Camera
	lw := math.Max(1.5, cam.Zoom/10)
	owner := func(x, y int) int8 {
		if x < 0 || y < 0 || x >= pb.Size || y >= pb.Size {
			return -1
		}
		return l.dom[pb.Index(x, y)]
	}
	for y := 0; y < pb.Size; y++ {
		for x := 0; x < pb.Size; x++ {
			o := owner(x, y)
			if o < 0 {
				continue
			}
			c := render.Fade(teamColor(int(o)), 0.85)
			wx, wy := pb.SpaceToWorld(pb.Point{X: x, Y: y})
			sx, sy := cam.ToScreen(wx, wy)
			z := cam.Zoom
			// Field y+1 is the space above as drawn.
			if owner(x, y+1) != o {
				render.Rect(dst, sx, sy, z, lw, c)
			}
			if owner(x, y-1) != o {
				render.Rect(dst, sx, sy+z-lw, z, lw, c)
			}
			if owner(x-1, y) != o {
				render.Rect(dst, sx, sy, lw, z, c)
			}
			if owner(x+1, y) != o {
				render.Rect(dst, sx+z-lw, sy, lw, z, c)
			}
		}
	}
}

// drawSplats paints the splats of the last rounds, fading with age.
func (r *Renderer) drawSplats(dst *ebiten.Image, l *look) {
	for age := splatRounds - 1; age >= 0; age-- {
		round := l.st.Round - age
		marks := r.mem.splats[round]
		for _, m := range marks {
			if !l.shows(m.p) {
				continue
			}
			// This turn's splats appear when their ball lands.
			if age == 0 && l.animate && !r.splatLanded(l, m) {
				continue
			}
			a := 0.9
			if age > splatRounds/2 {
				a *= 1 - float64(age-splatRounds/2)/float64(splatRounds/2)
			}
			h := render.PointHash(m.p.X, m.p.Y, round)
			img := r.sp.splat[h%uint32(len(r.sp.splat))]
			if m.small {
				img = r.sp.drips[h%uint32(len(r.sp.drips))]
			}
			cx, cy := center(m.p)
			var op ebiten.DrawImageOptions
			op.GeoM.Translate(-12, -12)
			op.GeoM.Rotate(float64(h>>8%4) * math.Pi / 2)
			if m.small {
				a *= 0.8
			}
			op.GeoM.Scale(l.v.Camera.Zoom/PPU, l.v.Camera.Zoom/PPU)
			sx, sy := l.v.Camera.ToScreen(cx, cy)
			op.GeoM.Translate(sx, sy)
			op.Filter = ebiten.FilterNearest
			op.ColorScale.ScaleWithColor(render.Shade(teamColor(m.team), 0.92))
			op.ColorScale.ScaleAlpha(float32(a))
			dst.DrawImage(img, &op)
		}
	}
}

// splatLanded reports whether a ball of this turn that burst at m has
// landed by the current alpha.
func (r *Renderer) splatLanded(l *look, m splatMark) bool {
	for j, f := range l.st.Flights {
		if f.Team == m.team && l.flightStop(j) == m.p && l.alpha >= flightEnd(f) {
			return true
		}
	}
	return false
}

// drawItems draws what lies on the field: paintball stacks with their
// counts, shields, adapters and launchers, each with a glint now and then.
func (r *Renderer) drawItems(dst *ebiten.Image, l *look) {
	cam := l.v.Camera
	r.counts = r.counts[:0]
	for y := pb.Size - 1; y >= 0; y-- {
		for x := 0; x < pb.Size; x++ {
			c := l.st.At(x, y)
			if !c.Kind.Item() {
				continue
			}
			p := pb.Point{X: x, Y: y}
			if !l.shows(p) {
				continue
			}
			wx, wy := pb.SpaceToWorld(p)
			var im *ebiten.Image
			switch c.Kind {
			case pb.Balls:
				switch {
				case c.N <= 5:
					im = r.sp.stacks[0]
				case c.N <= 15:
					im = r.sp.stacks[1]
				default:
					im = r.sp.stacks[2]
				}
			default:
				im = r.sp.items[c.Token()[0]]
			}
			render.DrawWorld(dst, im, cam, wx, wy, PPU, nil)
			// The count sits in the space's bottom-right corner, and only
			// when it fits inside the space, so neighbours' counts never
			// overprint each other.
			if s := fmt.Sprint(c.N); c.Kind == pb.Balls && cam.Zoom >= 18 {
				tw, th := render.Small.Measure(s)
				if tw+3 <= cam.Zoom && th+2 <= cam.Zoom {
					sx, sy := cam.ToScreen(wx+1, wy+1)
					render.TextShadow(dst, s, sx-tw-2, sy-th-1, render.Small, color.RGBA{255, 250, 220, 255})
					r.counts = append(r.counts, image.Rect(int(sx-tw-2), int(sy-th-1), int(sx-1), int(sy)))
				}
			}
			// A glint once every few seconds, at a moment of its own.
			ph := math.Mod(l.v.Time+float64(render.PointHash(x, y, 5)%97)/10, 4.2)
			if ph < 0.35 && c.Kind != pb.Balls {
				s := math.Sin(ph / 0.35 * math.Pi)
				gx, gy := cam.ToScreen(wx+0.62, wy+0.38)
				z := cam.Zoom / PPU
				render.Rect(dst, gx-2*z*s, gy-z/2, 4*z*s, z, color.RGBA{255, 255, 255, 230})
				render.Rect(dst, gx-z/2, gy-2*z*s, z, 4*z*s, color.RGBA{255, 255, 255, 230})
			}
		}
	}
}

// drawStanding draws everything that stands up from the field, from the
// top row down so nearer things overlap farther ones: flags and children.
func (r *Renderer) drawStanding(dst *ebiten.Image, l *look) {
	type thing struct {
		y    float64
		draw func()
	}
	var things []thing
	for y := pb.Size - 1; y >= 0; y-- {
		for x := 0; x < pb.Size; x++ {
			k := l.st.At(x, y).Kind
			if k != pb.RedFlag && k != pb.BlueFlag {
				continue
			}
			p := pb.Point{X: x, Y: y}
			if !l.shows(p) {
				continue
			}
			team := 0
			if k == pb.BlueFlag {
				team = 1
			}
			wx, wy := pb.SpaceToWorld(p)
			things = append(things, thing{wy, func() { r.drawFlag(dst, l, wx, wy, team) }})
		}
	}
	for i := range l.st.Kids {
		if !l.showsChild(i) {
			continue
		}
		_, fy, _ := l.childPos(i)
		_, wy := worldOf(0, fy)
		things = append(things, thing{wy, func() { r.drawChild(dst, l, i) }})
	}
	slices.SortStableFunc(things, func(a, b thing) int {
		switch {
		case a.y < b.y:
			return -1
		case a.y > b.y:
			return 1
		}
		return 0
	})
	for _, t := range things {
		t.draw()
	}
}

// drawFlag draws a planted flag waving in the wind, with its shadow.
func (r *Renderer) drawFlag(dst *ebiten.Image, l *look, wx, wy float64, team int) {
	cam := l.v.Camera
	sx, sy := cam.ToScreen(wx+0.55, wy+0.92)
	render.Circle(dst, sx, sy, cam.Zoom*0.3, color.RGBA{0, 0, 0, 70})
	frame := int(math.Mod(l.v.Time*3+wx*0.7+wy*0.3, 2))
	render.DrawWorld(dst, r.sp.flag[team][frame], cam, wx+0.15, wy-0.05, PPU, nil)
}

// drawFogLabel names the view when the fog hides or shades something.
func (r *Renderer) drawFogLabel(dst *ebiten.Image, l *look) {
	var s string
	var c color.RGBA
	switch l.fog {
	case FogRed, FogBlue:
		s, c = teamNames[l.viewer]+" team's view", teamColor(l.viewer)
	case FogBoth:
		s, c = "What each team sees", render.TextColor
	default:
		return
	}
	b := dst.Bounds()
	render.TextShadow(dst, s, float64(b.Min.X)+10, float64(b.Min.Y)+8, render.Small, c)
}
