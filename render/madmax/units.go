package madmax

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/render"
	"arena/sim"
	mm "arena/sim/madmax"
)

// frame is one drawn frame: the states, how far the move from prev to st
// has got, and the events of the round that led to st, by missile id, so
// a missile can be drawn flying from its launch or into what it hit.
type frame struct {
	st, prev *mm.State
	alpha    float64
	time     float64
	launch   map[int]sim.Event // missile id → its launch in this round
	boom     map[int]sim.Event // missile id → its explosion in this round
}

func newFrame(v render.View, st, prev *mm.State) *frame {
	f := &frame{st: st, prev: prev, alpha: clamp01(v.Alpha), time: v.Time}
	if prev == nil {
		f.alpha = 1
	}
	for _, e := range v.Events {
		if e.Tick != st.Round || prev == nil {
			continue
		}
		switch d := e.Detail.(type) {
		case mm.CarDetail:
			if e.Kind == mm.KindLaunch {
				if f.launch == nil {
					f.launch = map[int]sim.Event{}
				}
				f.launch[d.Missile] = e.Event
			}
		case mm.ExplosionDetail:
			if f.boom == nil {
				f.boom = map[int]sim.Event{}
			}
			f.boom[d.Missile] = e.Event
		}
	}
	return f
}

// carLook is how a car is drawn this frame.
type carLook struct {
	x, y    float64 // top-left, universe coordinates (x unrolled near the car's column)
	angle   float64 // heading, radians; 0 is straight ahead (right)
	opacity float64
	shown   bool
}

// heading turns a move into the car's angle: straight ahead for the
// default and fast moves, tilted into a lane change, never backwards
// (Rules §1.1: the column only ever grows).
func heading(dr, dc int) float64 {
	if dr == 0 {
		return 0
	}
	return math.Atan2(float64(dr), float64(max(dc, 1))) * 0.8
}

// colDelta is the column change from a to b the short way round.
func colDelta(a, b, cols int) int {
	d := ((b-a)%cols + cols) % cols
	if d > cols/2 {
		d -= cols
	}
	return d
}

// car returns how car id is drawn: sliding from its cell in the previous
// round to its cell now; fading in when it has just regenerated; driving
// to the cell where it died during the first half of the move, then gone
// (the explosion takes over), as the original viewer did (reference §5).
func (f *frame) car(id int) carLook {
	c := f.st.Cars[id]
	cols := float64(f.st.Params.Cols)
	if f.prev == nil {
		return carLook{x: float64(c.Col), y: float64(c.Row), opacity: 1, shown: c.Alive}
	}
	p := f.prev.Cars[id]
	switch {
	case c.Alive && p.Alive:
		dc := colDelta(p.Col, c.Col, f.st.Params.Cols)
		return carLook{
			x: lerpCol(float64(p.Col), float64(c.Col), f.alpha, cols), y: float64(p.Row) + float64(c.Row-p.Row)*f.alpha,
			angle: heading(c.Row-p.Row, dc), opacity: 1, shown: true,
		}
	case c.Alive:
		return carLook{x: float64(c.Col), y: float64(c.Row), opacity: f.alpha, shown: true}
	case p.Alive:
		t := f.alpha / 0.5
		if t >= 1 {
			return carLook{}
		}
		dc := colDelta(p.Col, c.Col, f.st.Params.Cols)
		return carLook{
			x: lerpCol(float64(p.Col), float64(c.Col), t, cols), y: float64(p.Row) + float64(c.Row-p.Row)*t,
			angle: heading(c.Row-p.Row, dc), opacity: 1, shown: true,
		}
	}
	return carLook{}
}

// itemImage is the sprite of a tyre or bonus cell, nil for other kinds.
func (r *Renderer) itemImage(k mm.Kind, row, col int) *ebiten.Image {
	switch k {
	case mm.Tyre:
		return r.sp.tyre[render.PointHash(row, col, 11)&1]
	case mm.WaterBonus:
		return r.sp.water
	case mm.GasBonus:
		return r.sp.gas
	case mm.MissileBonus:
		return r.sp.crate
	}
	return nil
}

// drawCells draws tyres and bonuses (Rules §1: they never move). What a
// car or missile took or destroyed this round fades out in the first half
// of the move; bonuses placed this round grow in (Rules §1.2).
func (r *Renderer) drawCells(dst *ebiten.Image, g *geo, f *frame) {
	st, prev := f.st, f.prev
	rows := st.Params.Rows
	for c := int(math.Floor(g.x0)); c < int(math.Ceil(g.x1)); c++ {
		col := st.Norm(c)
		for row := range rows {
			k := st.At(row, col).Kind
			size := 1.0
			if prev != nil {
				if pk := prev.At(row, col).Kind; pk != k {
					if img := r.itemImage(pk, row, col); img != nil && f.alpha < 0.5 {
						var cs ebiten.ColorScale
						cs.ScaleAlpha(float32(1 - f.alpha/0.5))
						g.sprite(dst, img, float64(c), float64(row), 1, 0, &cs)
					}
					size = 0.4 + 0.6*f.alpha
				}
			}
			img := r.itemImage(k, row, col)
			if img == nil {
				continue
			}
			var cs ebiten.ColorScale
			y := float64(row)
			ph := float64(render.PointHash(row, col, 12)%628) / 100
			switch k {
			case mm.WaterBonus:
				// A slow bob, each drop at its own phase (cosmetic).
				y += math.Sin(f.time*2.4+ph) * 0.05
			case mm.GasBonus:
				// The can glints now and then, as the original animated it.
				if gl := math.Mod(f.time*0.8+ph, 2.4); gl < 0.25 {
					b := float32(1 + 0.5*math.Sin(gl/0.25*math.Pi))
					cs.Scale(b, b, b, 1)
				}
			}
			off := (1 - size) / 2
			g.sprite(dst, img, float64(c)+off, y+off, size, 0, &cs)
		}
	}
}

// drawCars draws every car that shows this frame, with its gas gauge and,
// as the original did, a ring round a car with no missiles left and a
// blink when its gas runs low (reference §5).
func (r *Renderer) drawCars(dst *ebiten.Image, g *geo, f *frame) {
	for id, c := range f.st.Cars {
		lk := f.car(id)
		if !lk.shown {
			continue
		}
		p := f.st.PlayerOf(id)
		img := r.sp.car[p%4][id%2]
		pc := render.PlayerColor(sim.PlayerID(p))
		var cs ebiten.ColorScale
		op := lk.opacity
		if c.Alive && c.Gas <= 20 && math.Mod(f.time*3, 1) < 0.4 {
			op *= 0.45
		}
		cs.ScaleAlpha(float32(op))
		g.copies(lk.x, 1, func(x float64) {
			cx, cy := g.screen(x+0.5, lk.y+0.5)
			if c.Alive && c.Missiles == 0 {
				render.Ring(dst, cx, cy, g.zoom*0.62, math.Max(1, g.zoom/14), render.Fade(pc, 0.7*lk.opacity))
			}
			g.sprite(dst, img, x, lk.y, 1, lk.angle, &cs)
			if !c.Alive || g.zoom < 12 {
				return
			}
			// The gas gauge under the car.
			frac := float64(c.Gas) / float64(max(f.st.Params.InitialGas, 1))
			bx, by := g.screen(x+0.12, lk.y+0.94)
			bw, bh := 0.76*g.zoom, math.Max(2, math.Round(g.zoom/11))
			render.Rect(dst, bx-1, by-1, bw+2, bh+2, color.RGBA{0, 0, 0, 200})
			render.Rect(dst, bx, by, bw*math.Min(1, frac), bh, render.HealthColor(frac))
			if g.zoom >= 30 {
				render.TextShadow(dst, fmt.Sprint(id), cx-3, cy-g.zoom*0.5-12, render.Small, pc)
			}
		})
	}
}

// missileX is where missile m is drawn this frame: two columns a round
// (Rules §1.1), from the shooter's cell for a missile launched this round.
func (f *frame) missileX(m mm.Missile) float64 {
	cols := float64(f.st.Params.Cols)
	if f.prev != nil {
		if i := f.prev.MissileByID(m.ID); i >= 0 {
			return lerpCol(float64(f.prev.Miss[i].Col), float64(m.Col), f.alpha, cols)
		}
		if e, ok := f.launch[m.ID]; ok {
			return lerpCol(e.X-0.5, float64(m.Col), f.alpha, cols)
		}
	}
	return float64(m.Col)
}

// drawMissiles draws the missiles in flight, and those that hit something
// this round flying into it during the first half of the move.
func (r *Renderer) drawMissiles(dst *ebiten.Image, g *geo, f *frame) {
	for _, m := range f.st.Miss {
		r.drawMissile(dst, g, f, f.missileX(m), float64(m.Row), f.st.PlayerOf(m.Car), m.ID)
	}
	if f.prev == nil || f.alpha >= 0.5 {
		return
	}
	for _, m := range f.prev.Miss {
		if f.st.MissileByID(m.ID) >= 0 {
			continue
		}
		if e, ok := f.boom[m.ID]; ok {
			x := lerpCol(float64(m.Col), e.X-0.5, f.alpha/0.5, float64(f.st.Params.Cols))
			r.drawMissile(dst, g, f, x, float64(m.Row), f.st.PlayerOf(m.Car), m.ID)
		}
	}
}

func (r *Renderer) drawMissile(dst *ebiten.Image, g *geo, f *frame, x, y float64, p, id int) {
	g.copies(x, 1, func(x float64) {
		// The exhaust flame flickers (cosmetic) and leaves a smoke trail.
		fl := 0.5 + 0.5*math.Sin(f.time*40+float64(id)*1.7)
		for i := 1; i <= 4; i++ {
			sx, sy := g.screen(x+0.12-float64(i)*0.22, y+0.5+0.04*math.Sin(f.time*9+float64(i+id)))
			render.Circle(dst, sx, sy, g.zoom*(0.05+0.025*float64(i)), render.Fade(color.RGBA{150, 144, 136, 255}, 0.5-0.1*float64(i)))
		}
		sx, sy := g.screen(x+0.12, y+0.5)
		render.Circle(dst, sx, sy, g.zoom*(0.1+0.05*fl), color.RGBA{255, 150, 40, 220})
		render.Circle(dst, sx+g.zoom*0.03, sy, g.zoom*(0.05+0.03*fl), color.RGBA{255, 240, 170, 255})
		g.sprite(dst, r.sp.missile[p%4], x, y, 1, 0, nil)
	})
}
