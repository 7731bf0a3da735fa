package madmax

import (
	"fmt"
	"image/color"
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/render"
	"arena/sim"
	mm "arena/sim/madmax"
)

// Effect lifetimes in seconds of wall-clock time (TimedEvent.Age), so
// effects read the same at any playback speed. Collisions happen halfway
// through a move (reference §5: the original shows the explosion at
// mid-round), so they wait a moment before they start.
const (
	boomDelay  = 0.08
	boomLife   = 0.75
	textLife   = 0.9
	wreckLife  = 3.5
	flashLife  = 0.25
	regenLife  = 0.8
	editLife   = 0.9
	splashLife = 0.5

	maxEffectRounds = 3
)

// drawEffects draws the short-lived effects of recent events at their
// universe positions (every copy that shows).
func (r *Renderer) drawEffects(dst *ebiten.Image, g *geo, v render.View) {
	// Pop-ups are laid out together once all are known (render.Pops).
	defer r.pops.Draw(dst)
	for _, e := range v.Events {
		// At high speed a round's effects are soon out of date; older
		// than a few rounds they only clutter the road.
		if g.st.Round-e.Tick > maxEffectRounds {
			continue
		}
		g.copies(e.X, 2, func(x float64) {
			r.effect(dst, g, v, e, x, e.Y)
		})
	}
}

func (r *Renderer) effect(dst *ebiten.Image, g *geo, v render.View, e render.TimedEvent, x, y float64) {
	z := g.zoom
	cx, cy := g.screen(x, y)
	switch d := e.Detail.(type) {
	case mm.ExplosionDetail:
		r.explosion(dst, g, e, cx, cy, d.Hit == mm.CarCell)
	case mm.KillDetail:
		switch d.Cause {
		case mm.CauseGas:
			r.floatText(dst, g, e, x, y, "NO GAS", color.RGBA{255, 170, 60, 255})
		case mm.CauseCar:
			// Both cars of a crash report it; one explosion will do.
			if d.Car < d.By {
				r.explosion(dst, g, e, cx, cy, true)
				r.floatText(dst, g, e, x, y, "CRASH", color.RGBA{255, 230, 90, 255})
			}
		case mm.CauseTyre:
			r.explosion(dst, g, e, cx, cy, true)
		case mm.CauseMissile:
			if d.Points > 0 && d.By >= 0 && g.st.CarOK(d.By) {
				r.floatText(dst, g, e, x, y, fmt.Sprintf("+%d", d.Points), render.PlayerColor(sim.PlayerID(g.st.PlayerOf(d.By))))
			}
		}
	case mm.CarDetail:
		switch e.Kind {
		case mm.KindLaunch:
			if e.Age < flashLife {
				t := e.Age / flashLife
				fx, fy := g.screen(x+0.9, y)
				render.Circle(dst, fx, fy, z*(0.35-0.2*t), render.Fade(color.RGBA{255, 236, 150, 255}, 1-t))
				render.Circle(dst, fx-z*0.3*t, fy, z*0.3*(0.5+t), render.Fade(color.RGBA{200, 190, 180, 255}, 0.5*(1-t)))
			}
		case mm.KindWater:
			r.splash(dst, g, e, cx, cy, color.RGBA{120, 200, 255, 255})
			r.floatText(dst, g, e, x, y, fmt.Sprintf("+%d", g.st.Params.WaterPoints), color.RGBA{120, 200, 255, 255})
		case mm.KindGas:
			r.splash(dst, g, e, cx, cy, color.RGBA{255, 150, 80, 255})
			r.floatText(dst, g, e, x, y, fmt.Sprintf("+%d gas", g.st.Params.BonusGas), color.RGBA{255, 170, 90, 255})
		case mm.KindMissile:
			r.splash(dst, g, e, cx, cy, color.RGBA{230, 220, 120, 255})
			r.floatText(dst, g, e, x, y, fmt.Sprintf("+%d missiles", g.st.Params.BonusMissiles), color.RGBA{236, 220, 120, 255})
		case mm.KindRegen:
			if e.Age < regenLife {
				t := e.Age / regenLife
				pc := render.PlayerColor(e.Player)
				render.Ring(dst, cx, cy, z*(1.6-1.1*t), math.Max(2, z/8), render.Fade(pc, 1-t))
				render.Ring(dst, cx, cy, z*(0.4+0.8*t), math.Max(1, z/14), render.Fade(color.RGBA{255, 255, 255, 255}, 1-t))
			}
		}
	case string:
		if e.Kind != sim.KindEdit || e.Age > editLife {
			return
		}
		// The edit's cell: "… at ROW COL", or the car it names.
		row, col, ok := editCell(g.st, d)
		if !ok {
			return
		}
		g.copies(float64(col), 1, func(ex float64) {
			sx, sy := g.screen(ex+0.5, float64(row)+0.5)
			t := e.Age / editLife
			render.Ring(dst, sx, sy, z*(0.5+0.8*t), math.Max(2, z/10), render.Fade(color.RGBA{120, 200, 255, 255}, 1-t))
		})
	}
}

// editCell finds the cell an edit text is about (sim/madmax's edit
// grammar): the "at ROW COL" it ends with, else the car it names.
func editCell(st *mm.State, text string) (row, col int, ok bool) {
	f := strings.Fields(text)
	if n := len(f); n >= 3 && f[n-3] == "at" {
		r, err1 := strconv.Atoi(f[n-2])
		c, err2 := strconv.Atoi(f[n-1])
		return r, st.Norm(c), err1 == nil && err2 == nil
	}
	if len(f) >= 2 && f[0] == "car" {
		if id, err := strconv.Atoi(f[1]); err == nil && st.CarOK(id) {
			return st.Cars[id].Row, st.Cars[id].Col, true
		}
	}
	return 0, 0, false
}

// explosion draws a fireball with smoke and flying debris; big for a car.
func (r *Renderer) explosion(dst *ebiten.Image, g *geo, e render.TimedEvent, cx, cy float64, big bool) {
	age := e.Age - boomDelay
	if age < 0 || age > boomLife {
		return
	}
	z := g.zoom
	t := age / boomLife
	size := 0.75
	if big {
		size = 1.15
	}
	rng := render.EventRand(e.Event, 1)
	// Smoke billows up and out.
	for range 7 {
		a := rng.Float64() * 2 * math.Pi
		d := z * size * (0.2 + 0.7*t) * (0.5 + rng.Float64()*0.5)
		sx, sy := cx+math.Cos(a)*d, cy+math.Sin(a)*d-z*0.6*t
		render.Circle(dst, sx, sy, z*size*(0.18+0.3*t), render.Fade(color.RGBA{70, 62, 58, 255}, 0.55*(1-t)))
	}
	// The fireball: white heat inside orange, shrinking as it cools.
	if t < 0.6 {
		u := t / 0.6
		render.Circle(dst, cx, cy, z*size*(0.3+0.45*u), render.Fade(color.RGBA{240, 90, 30, 255}, 1-u*0.7))
		render.Circle(dst, cx, cy, z*size*(0.22+0.25*u)*(1-u*0.6), render.Fade(color.RGBA{255, 200, 70, 255}, 1-u*0.5))
		render.Circle(dst, cx, cy, z*size*0.16*(1-u), render.Fade(color.RGBA{255, 250, 220, 255}, 1-u))
	}
	if t < 0.25 {
		render.Ring(dst, cx, cy, z*size*(0.4+2.4*t), math.Max(1.5, z/10), render.Fade(color.RGBA{255, 240, 200, 255}, 1-t/0.25))
	}
	for i := range 12 {
		a := rng.Float64() * 2 * math.Pi
		sp := (0.6 + rng.Float64()) * z * size * 1.8
		c := color.RGBA{255, 180, 60, 255}
		if i%3 == 0 {
			c = color.RGBA{60, 54, 50, 255} // metal
		}
		render.Particle(dst, cx+math.Cos(a)*sp*t, cy+math.Sin(a)*sp*t+z*0.8*t*t, math.Max(2, z/9), c, 1-t)
	}
}

// splash draws a pickup's burst of droplets or sparks.
func (r *Renderer) splash(dst *ebiten.Image, g *geo, e render.TimedEvent, cx, cy float64, c color.RGBA) {
	age := e.Age - boomDelay
	if age < 0 || age > splashLife {
		return
	}
	t := age / splashLife
	rng := render.EventRand(e.Event, 2)
	for range 10 {
		a := rng.Float64() * 2 * math.Pi
		rr := g.zoom * (0.2 + 0.9*t) * (0.6 + 0.4*rng.Float64())
		render.Particle(dst, cx+math.Cos(a)*rr, cy+math.Sin(a)*rr, math.Max(2, g.zoom/10), c, 1-t)
	}
}

// floatText draws a score or word rising from a cell. Points read big
// when there is room; words ("+30 gas") stay small, so a busy round does
// not bury the road in text.
func (r *Renderer) floatText(dst *ebiten.Image, g *geo, e render.TimedEvent, x, y float64, s string, c color.RGBA) {
	age := e.Age - boomDelay
	if age < 0 || age > textLife {
		return
	}
	t := age / textLife
	jit := (render.EventRand(e.Event, 9).Float64() - 0.5) * 0.6
	sx, sy := g.screen(x+jit, y-0.7-1.2*t)
	face := render.Small
	if g.zoom >= 20 && !strings.Contains(s, " ") {
		face = render.Large
	}
	r.pops.Add(s, sx, sy, face, c, color.RGBA{20, 12, 10, 255}, render.PopFade(t, 0.6))
}

// drawWrecks leaves a burnt-out car smoking for a while where a car died
// in a crash or under a missile (not for an empty tank: it just stops).
func (r *Renderer) drawWrecks(dst *ebiten.Image, g *geo, v render.View) {
	for _, e := range v.Events {
		d, ok := e.Detail.(mm.KillDetail)
		if !ok || d.Cause == mm.CauseGas || e.Age < boomDelay+0.1 || e.Age > wreckLife || !g.st.CarOK(d.Car) || g.st.Round-e.Tick > 10 {
			continue
		}
		t := (e.Age - boomDelay - 0.1) / (wreckLife - boomDelay - 0.1)
		var cs ebiten.ColorScale
		if t > 0.7 {
			cs.ScaleAlpha(float32(1 - (t-0.7)/0.3))
		}
		img := r.sp.wreck[d.Car%2]
		rng := render.EventRand(e.Event, 4)
		ang := (rng.Float64() - 0.5) * 0.8
		g.copies(e.X-0.5, 1, func(x float64) {
			g.sprite(dst, img, x, e.Y-0.5, 1, ang, &cs)
			// Smoke rises and drifts back, the way the road moves.
			for i := range 4 {
				ph := math.Mod(e.Age*0.9+float64(i)*0.25, 1)
				sx, sy := g.screen(x+0.5-ph*0.6, e.Y-0.1-ph*1.1)
				render.Circle(dst, sx, sy, g.zoom*(0.1+0.18*ph), render.Fade(color.RGBA{60, 56, 54, 255}, 0.45*(1-ph)*(1-t)))
			}
		})
	}
}
