package worms

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/render"
	ws "arena/sim/worms"
)

// Effect lifetimes in seconds of wall-clock time, so effects read the same
// at any playback speed.
const (
	shotLife   = 0.45
	numberLife = 0.9
	debrisLife = 0.8
	graveLife  = 4.0
	sparkLife  = 0.35
)

func (r *Renderer) drawEffects(dst *ebiten.Image, v render.View) {
	// Pop-ups are laid out together once all are known (render.Pops).
	defer r.pops.Draw(dst)
	cam := v.Camera
	z := cam.Zoom
	for _, e := range v.Events {
		switch d := e.Detail.(type) {
		case ws.ShotDetail:
			if e.Age > shotLife {
				continue
			}
			fx, fy := float64(d.FromX)+0.5, float64(d.FromY)+0.5
			tx, ty := float64(d.ToX)+0.5, float64(d.ToY)+0.5
			// The bullet reaches its end in the first quarter of the life,
			// then the trail fades.
			travel := math.Min(1, e.Age/(shotLife*0.25))
			fade := 1 - math.Max(0, (e.Age-shotLife*0.25)/(shotLife*0.75))
			hx, hy := fx+(tx-fx)*travel, fy+(ty-fy)*travel
			sx0, sy0 := cam.ToScreen(fx, fy)
			sx1, sy1 := cam.ToScreen(hx, hy)
			w := math.Max(1.5, z/7)
			render.Line(dst, sx0, sy0, sx1, sy1, w*2.2, render.Fade(color.RGBA{255, 140, 40, 255}, 0.35*fade))
			render.Line(dst, sx0, sy0, sx1, sy1, w, render.Fade(color.RGBA{255, 244, 170, 255}, fade))
			if e.Age < 0.08 {
				// The flash sits at the muzzle, just outside the shooter.
				dx, dy := d.Dir.Delta()
				mx, my := cam.ToScreen(fx+float64(dx)*0.55, fy+float64(dy)*0.55)
				render.Circle(dst, mx, my, z*0.22, render.Fade(color.RGBA{255, 230, 120, 255}, 0.8))
			}
			if travel >= 1 {
				age := e.Age - shotLife*0.25
				ex, ey := cam.ToScreen(tx, ty)
				c := color.RGBA{200, 190, 170, 255} // dust on a blocked or spent shot
				if d.Result == ws.ShotHit {
					c = color.RGBA{255, 120, 60, 255}
				}
				rng := render.EventRand(e.Event, 1)
				for i := 0; i < 10; i++ {
					a := rng.Float64() * 2 * math.Pi
					sp := (0.3 + rng.Float64()) * z * 2.2
					t := age / (shotLife * 0.75)
					render.Particle(dst, ex+math.Cos(a)*sp*t, ey+math.Sin(a)*sp*t, math.Max(2, z/8), c, 1-t)
				}
			}
		case ws.HitDetail:
			c := color.RGBA{255, 80, 70, 255}
			if d.Friendly {
				c = color.RGBA{255, 170, 60, 255}
			}
			r.floatText(dst, v, e, fmt.Sprintf("-%d", d.Damage), c)
		case ws.PickupDetail:
			r.floatText(dst, v, e, fmt.Sprintf("+%d", d.Heal), color.RGBA{120, 255, 130, 255})
			if e.Age < 0.6 {
				rng := render.EventRand(e.Event, 2)
				cx, cy := cam.ToScreen(e.X, e.Y)
				for i := 0; i < 8; i++ {
					a := rng.Float64() * 2 * math.Pi
					rr := z * (0.3 + 0.7*e.Age/0.6)
					render.Particle(dst, cx+math.Cos(a)*rr, cy+math.Sin(a)*rr, math.Max(2, z/10), color.RGBA{200, 255, 200, 255}, 1-e.Age/0.6)
				}
			}
		case ws.DigDetail:
			if e.Age > debrisLife {
				continue
			}
			rng := render.EventRand(e.Event, 3)
			t := e.Age
			for i := 0; i < 14; i++ {
				vx := (rng.Float64()*2 - 1) * 2.2
				vy := -1.5 - rng.Float64()*2
				x := e.X + (rng.Float64()-0.5)*0.6 + vx*t
				y := e.Y + (rng.Float64()-0.5)*0.6 + vy*t + 6*t*t // gravity, cells/s²
				sx, sy := cam.ToScreen(x, y)
				c := color.RGBA{138, 90, 54, 255}
				if i%3 == 0 {
					c = color.RGBA{96, 178, 70, 255}
				} else if i%3 == 1 {
					c = color.RGBA{92, 58, 34, 255}
				}
				render.Particle(dst, sx, sy, math.Max(2, z/6), c, 1-t/debrisLife)
			}
		case ws.CollisionDetail:
			r.floatText(dst, v, e, "BONK!", color.RGBA{255, 230, 90, 255})
		case ws.DeathDetail:
			if e.Age < 0.6 {
				cx, cy := cam.ToScreen(e.X, e.Y)
				render.Ring(dst, cx, cy, z*(0.3+1.5*e.Age/0.6), math.Max(2, z/8), render.Fade(color.RGBA{255, 255, 255, 255}, 1-e.Age/0.6))
			}
			r.floatText(dst, v, e, "KO", color.RGBA{255, 255, 255, 255})
		case ws.InvalidDetail:
			r.floatText(dst, v, e, "?!", color.RGBA{255, 100, 220, 255})
		case ws.EditDetail:
			if e.Age < 0.8 {
				cx, cy := cam.ToScreen(e.X, e.Y)
				render.Ring(dst, cx, cy, z*(0.4+e.Age), math.Max(2, z/10), render.Fade(color.RGBA{120, 200, 255, 255}, 1-e.Age/0.8))
			}
		}
	}
}

// floatText draws a number or word rising from the event's cell.
func (r *Renderer) floatText(dst *ebiten.Image, v render.View, e render.TimedEvent, s string, c color.RGBA) {
	if e.Age > numberLife {
		return
	}
	t := e.Age / numberLife
	// A little sideways jitter per event keeps rapid hits from stacking
	// into one unreadable blot.
	jit := (render.EventRand(e.Event, 9).Float64() - 0.5) * 0.9
	x, y := v.Camera.ToScreen(e.X+jit, e.Y-1.2-1.6*t)
	face := render.Small
	if v.Camera.Zoom >= 10 {
		face = render.Large
	}
	r.pops.Add(s, x, y, face, c, color.RGBA{20, 10, 16, 255}, render.PopFade(t, 0.6))
}

// drawGraves shows a tombstone for a while where a worm fell.
func (r *Renderer) drawGraves(dst *ebiten.Image, v render.View) {
	for _, e := range v.Events {
		if _, ok := e.Detail.(ws.DeathDetail); !ok || e.Age > graveLife {
			continue
		}
		var cs ebiten.ColorScale
		if e.Age > graveLife-1 {
			cs.ScaleAlpha(float32(graveLife - e.Age))
		}
		// It pops up out of the ground in the first fifth of a second.
		rise := math.Max(0, 1-e.Age/0.2) * 0.5
		render.DrawWorld(dst, r.sp.grave, v.Camera, e.X-0.5, e.Y-0.5+rise, PPU, &cs)
	}
}
