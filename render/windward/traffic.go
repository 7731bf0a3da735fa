package windward

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/render"
	ws "arena/sim/windward"
)

// drawCity draws the static layer, choosing the half-size copy when the
// view is zoomed out far enough that it would be shrunk anyway.
func (r *Renderer) drawCity(dst *ebiten.Image, v render.View, st *ws.State) {
	c := r.cities.get(st.Map)
	img, ppu := c.full, float64(PPU)
	if v.Camera.Zoom < PPU*0.7 {
		img, ppu = c.half, PPU/2
	}
	var op ebiten.DrawImageOptions
	op.GeoM = render.WorldGeoM(v.Camera, 0, 0, ppu)
	if v.Camera.Zoom < ppu {
		op.Filter = ebiten.FilterLinear
	} else {
		// Opaque texels one to one or larger: copying gives the blend's
		// pixels without reading them back (render.DrawGround). Smoothed,
		// the edge pixels are partly outside the image and must blend.
		op.Filter = ebiten.FilterNearest
		op.Blend = ebiten.BlendCopy
	}
	dst.DrawImage(img, &op)
}

// worldRect fills a rectangle given in world tiles.
func worldRect(dst *ebiten.Image, cam render.Camera, x0, y0, x1, y1 float64, c color.Color) {
	sx0, sy0 := cam.ToScreen(x0, y0)
	sx1, sy1 := cam.ToScreen(x1, y1)
	render.Rect(dst, sx0, sy0, sx1-sx0, sy1-sy0, c)
}

// openSide is the side a stop's bay opens to the road.
func openSide(t ws.Tile) ws.Dir {
	for d := ws.North; d <= ws.West; d++ {
		if t.Open(d) {
			return d
		}
	}
	return ws.South
}

// hqTiles are the building squares beside company k's bus stop: its
// headquarters, tinted in its colour.
func hqTiles(st *ws.State, k int) []ws.Pt {
	p := st.Companies[k].At
	var out []ws.Pt
	for d := ws.North; d <= ws.West; d++ {
		if q := p.Add(d); st.Map.At(q).Type == ws.Company {
			out = append(out, q)
		}
	}
	return out
}

// drawCompanies tints each company's headquarters and paints its logo on
// its bay and on its roofs (under the cars); with labels it draws only the
// stops' name plates placed this frame (over the cars), so the roofs are
// not painted again over what was drawn between (light names, cars).
func (r *Renderer) drawCompanies(dst *ebiten.Image, v render.View, st *ws.State, labels bool) {
	cam := v.Camera
	z := cam.Zoom
	if labels {
		r.drawPlates(dst, z)
		return
	}
	for k := range st.Companies {
		p := st.Companies[k].At
		col := companyColors[k]
		for _, q := range hqTiles(st, k) {
			x0, y0, x1, y1 := roofRect(st.Map, q)
			worldRect(dst, cam, x0/PPU, y0/PPU, x1/PPU, y1/PPU, render.Fade(col, 0.5))
			if z >= 20 {
				cx, cy := cam.ToScreen(float64(q.X)+0.5, float64(q.Y)+0.5)
				s := 0.42 * z
				drawImageAt(dst, r.sp.logo[k], cx-s/2, cy-s/2, s, s, nil)
			}
		}
		// The logo painted on the bay, half a tile wide (reference §5).
		s := math.Max(0.5*z, 9)
		cx, cy := cam.ToScreen(float64(p.X)+0.5, float64(p.Y)+0.5)
		drawImageAt(dst, r.sp.logo[k], cx-s/2, cy-s/2, s, s, nil)
	}
}

// drawPlates draws the stops' name plates placed this frame (stopLabels).
func (r *Renderer) drawPlates(dst *ebiten.Image, z float64) {
	if z < 22 {
		return
	}
	for _, l := range r.plates {
		render.Rect(dst, l.x, l.y, l.w, l.h, color.RGBA{16, 18, 28, 200})
		render.Rect(dst, l.x, l.y+l.h-1, l.w, 1, l.col)
		render.Text(dst, l.name, l.x+3, l.y+2, render.Small, render.TextColor)
	}
}

// plate is a stop's name plate as placed on screen.
type plate struct {
	name       string
	col        color.RGBA
	x, y, w, h float64
}

// stopLabels are the name plates of the companies and coffee stores, each
// just behind its bay, away from the road, else a line further or nearer
// when a neighbour's plate is there (a store beside a company), else left
// out; none below the zoom where they fit. Draw blocks them in the
// frame's Placer first, so the cars' labels keep clear of them.
func (r *Renderer) stopLabels(v render.View, st *ws.State) []plate {
	if v.Camera.Zoom < 22 {
		return nil
	}
	var out []plate
	var pl render.Placer
	add := func(p ws.Pt, name string, col color.RGBA) {
		back := openSide(st.Map.At(p)).Reverse()
		wx, wy := float64(p.X)+0.5+float64(back.DX())*0.55, float64(p.Y)+0.5+float64(back.DY())*0.55
		sx, sy := v.Camera.ToScreen(wx, wy)
		w, h := render.Small.Measure(name)
		x, y := sx-w/2-3, sy-h/2-2
		d := h + 5
		if x, y, ok := pl.Place(w+6, h+4, [2]float64{x, y}, [2]float64{x, y - d}, [2]float64{x, y + d}, [2]float64{x, y - 2*d}, [2]float64{x, y + 2*d}); ok {
			out = append(out, plate{name, col, x, y, w + 6, h + 4})
		}
	}
	for k := range st.Companies {
		add(st.Companies[k].At, ws.CompanyNames[k], companyColors[k])
	}
	for _, s := range st.Stores {
		add(s.At, s.Name, color.RGBA{200, 150, 100, 255})
	}
	return out
}

// lightColor is what a light shows to a car heading h.
func lightColor(l ws.Light, h ws.Dir) color.RGBA {
	ns := h == ws.North || h == ws.South
	switch {
	case l.GreenFor(h):
		return color.RGBA{60, 230, 90, 255}
	case (l == ws.NSYellow && ns) || (l == ws.EWYellow && !ns):
		return color.RGBA{250, 200, 40, 255}
	}
	return color.RGBA{240, 50, 44, 255}
}

// drawLights draws a signal head at the right-hand corner of every entry
// of every light-controlled crossing, lit in its current state.
func (r *Renderer) drawLights(dst *ebiten.Image, v render.View, st *ws.State) {
	cam := v.Camera
	z := cam.Zoom
	for li, p := range st.LightAt {
		if li >= len(st.Lights) {
			break
		}
		l := st.Lights[li]
		t := st.Map.At(p)
		for d := ws.North; d <= ws.West; d++ {
			if !t.Open(d) {
				continue
			}
			h := d.Reverse()
			px, py := rightCorner(p, d)
			wx, wy := px/PPU, py/PPU
			// Just outside the road on the corner, like a stop sign.
			wx += float64(h.Right().DX())*0.1 - float64(h.DX())*0.1
			wy += float64(h.Right().DY())*0.1 - float64(h.DY())*0.1
			sx, sy := cam.ToScreen(wx, wy)
			lit := lightColor(l, h)
			if z < 14 {
				render.Circle(dst, sx, sy, math.Max(2, z*0.12), lit)
				continue
			}
			// A housing with three lamps, turned to face the traffic.
			u := z / 48
			bw, bh := 7*u, 18*u
			ang := float64(h.Angle()) * math.Pi / 180
			ax, ay := math.Sin(ang), -math.Cos(ang) // along the car's heading
			render.Circle(dst, sx+2*u, sy+2*u, bh*0.55, color.RGBA{0, 0, 0, 60})
			bar(dst, sx, sy, ax, ay, bw, bh, color.RGBA{24, 24, 28, 255})
			for k, lamp := range [3]color.RGBA{{240, 50, 44, 255}, {250, 200, 40, 255}, {60, 230, 90, 255}} {
				on := lamp == lit
				c := render.Fade(lamp, 0.22)
				if on {
					c = lamp
				}
				// Red is furthest from the car, green nearest.
				off := (float64(k) - 1) * bh * 0.31
				lx, ly := sx-ax*off, sy-ay*off
				if on {
					render.Circle(dst, lx, ly, bw*0.75, render.Fade(lamp, 0.3))
				}
				render.Circle(dst, lx, ly, bw*0.34, c)
			}
		}
	}
}

// bar fills a rectangle of width w and length l centred at (cx, cy) whose
// length runs along the unit vector (ax, ay).
func bar(dst *ebiten.Image, cx, cy, ax, ay, w, l float64, c color.Color) {
	hx, hy := ax*l/2, ay*l/2
	render.Line(dst, cx-hx, cy-hy, cx+hx, cy+hy, w, c)
}

// drawWaiting draws the CEOs waiting in each lobby, in a row at the back of
// their company's bay, facing the road.
func (r *Renderer) drawWaiting(dst *ebiten.Image, v render.View, st *ws.State) {
	cam := v.Camera
	var at [ws.NumCompanies][]int
	for k := range st.CEOs {
		ps := &st.CEOs[k]
		if ps.Car < 0 && !ps.Done && ps.Lobby >= 0 {
			at[ps.Lobby] = append(at[ps.Lobby], k)
		}
	}
	for c, ks := range at {
		if len(ks) == 0 {
			continue
		}
		p := st.Companies[c].At
		o := openSide(st.Map.At(p))
		back := o.Reverse()
		side := back.Right()
		per := 4
		for n, k := range ks {
			row, col := n/per, n%per
			inRow := min(per, len(ks)-row*per)
			off := (float64(col) - float64(inRow-1)/2) * 0.21
			depth := 0.4 - float64(row)*0.2
			wx := float64(p.X) + 0.5 + float64(back.DX())*depth + float64(side.DX())*off
			wy := float64(p.Y) + 0.5 + float64(back.DY())*depth + float64(side.DY())*off
			sx, sy := cam.ToScreen(wx, wy)
			size := math.Max(0.2*cam.Zoom, 5)
			// A slow sway so the lobby looks alive (cosmetic only).
			sway := math.Sin(v.Time*2+float64(k)) * 0.04 * cam.Zoom
			drawRotated(dst, r.sp.person[k], sx+sway*float64(side.DX()), sy+sway*float64(side.DY()), size, float64(o.Angle()), nil)
		}
	}
}

// carPose is where to draw car i: interpolated between the previous and
// current tick, except across a jump (relocation, a move edit, a new round).
func carPose(prev, cur *ws.State, i int, alpha float64) (x, y, ang float64) {
	c := &cur.Cars[i]
	x, y, ang = float64(c.X)/ws.UnitsPerTile, float64(c.Y)/ws.UnitsPerTile, float64(c.Angle)
	if prev == nil || prev.Round != cur.Round || alpha >= 1 {
		return
	}
	p := &prev.Cars[i]
	px, py := float64(p.X)/ws.UnitsPerTile, float64(p.Y)/ws.UnitsPerTile
	if math.Hypot(x-px, y-py) > 1.2 {
		return
	}
	a := math.Max(0, alpha)
	d := math.Mod(ang-float64(p.Angle)+540, 360) - 180
	return px + (x-px)*a, py + (y-py)*a, float64(p.Angle) + d*a
}

// carScreenLen is a car's length on screen: true to scale, but never so
// small that the cars vanish when the whole city is shown.
func carScreenLen(z float64) float64 { return math.Max(carLenTile*z, 13) }

// drawCars draws every car with its shadow, its passenger and badges for
// flat tyres and quarter speed.
func (r *Renderer) drawCars(dst *ebiten.Image, v render.View, st, prev *ws.State, labels bool) {
	cam := v.Camera
	z := cam.Zoom
	for i := range st.Cars {
		c := &st.Cars[i]
		x, y, ang := carPose(prev, st, i, v.Alpha)
		sx, sy := cam.ToScreen(x, y)
		l := carScreenLen(z)
		var shadow ebiten.ColorScale
		shadow.Scale(0, 0, 0, 0.35)
		drawRotated(dst, r.sp.car[i], sx+l*0.08, sy+l*0.1, l, ang, &shadow)
		drawRotated(dst, r.sp.car[i], sx, sy, l, ang, nil)
		rad := ang * math.Pi / 180
		fx, fy := math.Sin(rad), -math.Cos(rad)
		if c.Passenger >= 0 {
			// The passenger rides in the back, seen through the roof.
			px, py := sx-fx*l*0.16, sy-fy*l*0.16
			pr := math.Max(l*0.13, 2.2)
			render.Circle(dst, px, py, pr+1, outlineCol)
			render.Circle(dst, px, py, pr, companyColors[c.Passenger])
			if z >= 40 {
				render.Circle(dst, px, py, pr*0.45, color.RGBA{232, 184, 150, 255})
			}
		}
		if c.Flat > 0 {
			render.Ring(dst, sx, sy, l*0.6, math.Max(1.5, l/12), render.Fade(color.RGBA{240, 60, 50, 255}, 0.7+0.3*math.Sin(v.Time*6)))
		}
		if c.Quarter {
			render.Ring(dst, sx, sy, l*0.68, math.Max(1, l/18), color.RGBA{120, 200, 255, 200})
		}
		if labels && z >= 18 {
			// The number tag above the car, else below or beside it, and
			// at high zoom the team and passenger under it: wherever
			// they keep clear of the stops' plates and of other labels
			// (r.place); a label with no room is left out.
			n := fmt.Sprint(i)
			tw, _ := render.Small.Measure(n)
			bw, bh := tw+4, 13.0
			if bx, by, ok := r.place.Place(bw, bh, [2]float64{sx - bw/2, sy - l*0.5 - 15}, [2]float64{sx - bw/2, sy + l*0.5 + 2},
				[2]float64{sx + l*0.5 + 2, sy - bh/2}, [2]float64{sx - l*0.5 - 2 - bw, sy - bh/2}); ok {
				render.Rect(dst, bx, by, bw, bh, render.Fade(CarColor(i), 0.9))
				render.Text(dst, n, bx+2, by, render.Small, textOn(CarColor(i)))
			}
			if z >= 80 {
				name := c.Name
				if c.Passenger >= 0 {
					name += " + " + ws.CEONames[c.Passenger]
				}
				nw, nh := render.Small.Measure(name)
				if nx, ny, ok := r.place.Place(nw, nh, [2]float64{sx - nw/2, sy + l*0.5 + 10 - nh/2}, [2]float64{sx - nw/2, sy - l*0.5 - 17 - nh}); ok {
					render.Text(dst, name, nx, ny, render.Small, render.TextColor)
				}
			}
		}
	}
}

// textOn picks black or white text for a background colour.
func textOn(c color.RGBA) color.RGBA {
	if int(c.R)*3+int(c.G)*6+int(c.B) > 1500 {
		return color.RGBA{12, 12, 16, 255}
	}
	return color.RGBA{250, 250, 250, 255}
}

// drawStarts marks the start squares with arrows before a round begins
// (reference §5: "start arrows before the game").
func (r *Renderer) drawStarts(dst *ebiten.Image, v render.View, st *ws.State) {
	if st.RoundTick != 0 {
		return
	}
	cam := v.Camera
	for _, p := range st.Map.Starts() {
		d := ws.Dir(st.Map.At(p).Start - 1)
		ang := float64(d.Angle()) * math.Pi / 180
		ax, ay := math.Sin(ang), -math.Cos(ang)
		// On the right-hand lane of the heading.
		rx, ry := -ay, ax
		cx, cy := cam.ToScreen(float64(p.X)+0.5+rx*0.25, float64(p.Y)+0.5+ry*0.25)
		s := cam.Zoom * 0.16
		c := color.RGBA{255, 255, 255, 150}
		render.Line(dst, cx-ax*s*1.6, cy-ay*s*1.6, cx+ax*s*1.2, cy+ay*s*1.2, math.Max(1.5, s*0.45), c)
		render.Line(dst, cx+ax*s*1.4, cy+ay*s*1.4, cx+ax*s*0.2+rx*s, cy+ay*s*0.2+ry*s, math.Max(1.5, s*0.45), c)
		render.Line(dst, cx+ax*s*1.4, cy+ay*s*1.4, cx+ax*s*0.2-rx*s, cy+ay*s*0.2-ry*s, math.Max(1.5, s*0.45), c)
	}
}
