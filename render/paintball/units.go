package paintball

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/render"
	pb "arena/sim/paintball"
)

// drawChild draws child i: its shadow, the shield on its back, the body
// standing or crouched, its launcher, paint from hits, the raised shield
// when defending, and marks (selection, a canceled command's question mark,
// its number when zoomed in).
func (r *Renderer) drawChild(dst *ebiten.Image, l *look, i int) {
	cam := l.v.Camera
	k := l.st.Kids[i]
	fx, fy, hop := l.childPos(i)
	wx, wy := worldOf(fx, fy)
	wx, wy = wx-0.5, wy-0.5 // top-left of the sprite's space
	lift := math.Sin(hop*math.Pi) * 0.12
	left := l.facingLeft(i)
	crouch := 0
	if k.Crouched {
		crouch = 1
	}
	face := 0
	if left {
		face = 1
	}
	// The shadow stays on the ground while the child hops.
	sx, sy := cam.ToScreen(wx+0.5, wy+0.95)
	w := 0.38
	if k.Crouched {
		w = 0.45
	}
	drawEllipse(dst, r.sp, sx, sy, cam.Zoom*w, cam.Zoom*0.12, color.RGBA{0, 0, 0, 80})
	if i == l.sel {
		pulse := 0.6 + 0.4*math.Sin(l.v.Time*7)
		drawRing(dst, sx, sy, cam.Zoom*0.5, cam.Zoom*0.2, math.Max(2, cam.Zoom/10), render.Fade(render.Accent, pulse))
	}
	top := wy - lift
	// Where the hands are, in sprite pixels, for the launcher and shields.
	handY := 8.0
	if k.Crouched {
		handY = 11
	}
	if k.Shield && !k.Defending {
		bx := 0.0
		if left {
			bx = 11
		}
		render.DrawWorld(dst, r.sp.back[face], cam, wx+bx/PPU, top+(handY-2)/PPU, PPU, nil)
	}
	if k.Defending {
		// A faint glow behind: the shield stops enemy balls and all
		// splatter (Rules §5.3.5).
		cx, cy := cam.ToScreen(wx+0.5, wy+0.55)
		pulse := 0.5 + 0.5*math.Sin(l.v.Time*4+float64(i))
		drawEllipse(dst, r.sp, cx, cy, cam.Zoom*0.58, cam.Zoom*0.52, render.Fade(color.RGBA{170, 220, 255, 255}, 0.25+0.12*pulse))
	}
	render.DrawWorld(dst, r.sp.child[k.Team][crouch][face], cam, wx, top, PPU, nil)
	r.drawPaint(dst, l, i, wx, top, k.Crouched, left)
	if k.Launcher != pb.NoLauncher && !k.Defending {
		im, gw := r.sp.basic[face], 8.0
		if k.Launcher == pb.Rapid {
			im, gw = r.sp.rapid[face], 11
		}
		gx := 8.0
		if left {
			gx = 8 - gw
		}
		render.DrawWorld(dst, im, cam, wx+gx/PPU, top+(handY-1)/PPU, PPU, nil)
	}
	if k.Defending {
		if k.Launcher != pb.NoLauncher {
			// The launcher hangs at the side while the shield is up.
			im := r.sp.basic[1-face]
			if k.Launcher == pb.Rapid {
				im = r.sp.rapid[1-face]
			}
			gx := 0.0
			if left {
				gx = 8
			}
			render.DrawWorld(dst, im, cam, wx+gx/PPU, top+(handY+2)/PPU, PPU, nil)
		}
		bx := 8.0
		if left {
			bx = 0
		}
		render.DrawWorld(dst, r.sp.front[face], cam, wx+bx/PPU, top+(handY-4)/PPU, PPU, nil)
	}
	if l.st.Canceled[i] != "" {
		r.drawQuestion(dst, l, wx+0.5, top)
	}
	if cam.Zoom >= 26 {
		tx, ty := cam.ToScreen(wx, top)
		render.TextShadow(dst, strconv.Itoa(i), tx-2, ty-4, render.Small, render.Shade(teamColor(k.Team), 1.25))
	}
}

// drawPaint splashes the colour of the teams that painted child i in the
// last rounds over its clothes, the three latest hits, fading with the
// rounds.
func (r *Renderer) drawPaint(dst *ebiten.Image, l *look, i int, wx, top float64, crouched, left bool) {
	round := l.st.Round
	shown := 0
	for age := 0; age < paintRounds && shown < 3; age++ {
		for n, m := range r.mem.paint[round-age] {
			if m.child != i || shown == 3 {
				continue
			}
			if age == 0 && l.animate && !r.paintLanded(l, i) {
				continue
			}
			shown++
			a := 1.0
			if age > paintRounds*2/3 {
				a = 1 - float64(age-paintRounds*2/3)/float64(paintRounds/3)
			}
			c := render.Fade(render.Shade(teamColor(m.team), 1.05), a)
			seed := render.PointHash(i, round-age, n)
			// Blobs of a few sprite pixels on the body.
			y0, y1 := 4, 14
			if crouched {
				y0, y1 = 9, 15
			}
			for b := 0; b < 3; b++ {
				h := render.PointHash(int(seed), b, 3)
				px := 5 + int(h%6)
				py := y0 + int((h>>8)%uint32(y1-y0))
				if left {
					px = PPU - 1 - px
				}
				pw := 2.0
				if b == 0 {
					pw = 3
				}
				drawPixels(dst, l.v.Camera, wx+float64(px)/PPU, top+float64(py)/PPU, pw, 2, c)
			}
		}
	}
}

// paintLanded reports whether a ball of this turn that painted child i has
// landed by the current alpha.
func (r *Renderer) paintLanded(l *look, i int) bool {
	for j, f := range l.st.Flights {
		if l.alpha < flightEnd(f) {
			continue
		}
		for _, v := range l.painted(j) {
			if v == i {
				return true
			}
		}
	}
	return false
}

// drawQuestion is the original viewer's question mark over a child whose
// command was canceled (Rules §4.3).
func (r *Renderer) drawQuestion(dst *ebiten.Image, l *look, wx, top float64) {
	cam := l.v.Camera
	bob := math.Sin(l.v.Time*5) * 0.06
	sx, sy := cam.ToScreen(wx, top-0.3+bob)
	rad := math.Max(6, cam.Zoom*0.28)
	render.Circle(dst, sx, sy, rad+1.5, outline)
	render.Circle(dst, sx, sy, rad, color.RGBA{255, 240, 120, 255})
	face := render.Small
	if rad >= 12 {
		face = render.Large
	}
	tw, th := face.Measure("?")
	render.Text(dst, "?", sx-tw/2+float64(face)*0.5, sy-th/2, face, color.RGBA{60, 40, 10, 255})
}

// drawPixels fills a block of w×h sprite pixels at a world point.
func drawPixels(dst *ebiten.Image, cam render.Camera, wx, wy, w, h float64, c color.RGBA) {
	var op ebiten.DrawImageOptions
	op.GeoM.Scale(w, h)
	op.GeoM.Concat(render.WorldGeoM(cam, wx, wy, PPU))
	op.ColorScale.ScaleWithColor(c)
	dst.DrawImage(render.Pixel(), &op)
}

// drawEllipse fills a screen ellipse (shadows) with the drop image scaled.
func drawEllipse(dst *ebiten.Image, sp *sprites, cx, cy, rx, ry float64, c color.RGBA) {
	var op ebiten.DrawImageOptions
	b := sp.drop.Bounds()
	op.GeoM.Scale(2*rx/float64(b.Dx()), 2*ry/float64(b.Dy()))
	op.GeoM.Translate(cx-rx, cy-ry)
	op.Filter = ebiten.FilterLinear
	op.ColorScale.ScaleWithColor(c)
	dst.DrawImage(sp.drop, &op)
}

// drawRing strokes a screen ellipse.
func drawRing(dst *ebiten.Image, cx, cy, rx, ry, w float64, c color.Color) {
	const n = 28
	for s := 0; s < n; s++ {
		a0, a1 := float64(s)/n*2*math.Pi, float64(s+1)/n*2*math.Pi
		render.Line(dst, cx+rx*math.Cos(a0), cy+ry*math.Sin(a0), cx+rx*math.Cos(a1), cy+ry*math.Sin(a1), w, c)
	}
}
