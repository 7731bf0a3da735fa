package coderunner

import (
	"fmt"
	"image/color"
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/render"
	"arena/sim"
	cr "arena/sim/coderunner"
)

// Effect lifetimes in seconds of wall-clock time, so effects read the same
// at any playback speed.
const (
	digLife    = 0.7
	zapLife    = 0.18
	closeLife  = 0.45
	sparkLife  = 0.7
	trapLife   = 1.6
	burstLife  = 0.9
	ringLife   = 0.6
	numberLife = 1.1
)

// burst throws n particles out of (x, y) under gravity: debris, sparks.
func (r *Renderer) burst(dst *ebiten.Image, v render.View, e render.TimedEvent, salt uint64, n int, life, speed, gravity float64, cols []color.RGBA) {
	if e.Age > life {
		return
	}
	rng := render.EventRand(e.Event, salt)
	t := e.Age
	z := v.Camera.Zoom
	for i := 0; i < n; i++ {
		a := rng.Float64() * 2 * math.Pi
		sp := speed * (0.4 + 0.6*rng.Float64())
		vx, vy := math.Cos(a)*sp, math.Sin(a)*sp-speed*0.6
		x := e.X + vx*t
		y := e.Y + vy*t + gravity*t*t
		sx, sy := v.Camera.ToScreen(x, y)
		size := math.Max(2, z/(6+4*rng.Float64()))
		render.Particle(dst, sx, sy, size, cols[i%len(cols)], 1-t/life)
	}
}

func (r *Renderer) ring(dst *ebiten.Image, v render.View, x, y, age, life, r0, r1 float64, c color.RGBA) {
	if age > life {
		return
	}
	k := age / life
	sx, sy := v.Camera.ToScreen(x, y)
	render.Ring(dst, sx, sy, v.Camera.Zoom*(r0+(r1-r0)*k), math.Max(1.5, v.Camera.Zoom/12), render.Fade(c, 1-k))
}

var (
	goldColor  = color.RGBA{255, 214, 64, 255}
	goldLight  = color.RGBA{255, 246, 180, 255}
	smokeColor = color.RGBA{150, 144, 160, 255}
)

func (r *Renderer) drawEffects(dst *ebiten.Image, v render.View, st *cr.State) {
	// Pop-ups are laid out together once all are known (render.Pops).
	defer r.pops.Draw(dst)
	cam := v.Camera
	z := cam.Zoom
	fault := newestFaults(v.Events)
	for i, e := range v.Events {
		switch d := e.Detail.(type) {
		case cr.DigDetail:
			r.burst(dst, v, e, 1, 14, digLife, 3.2, 9, []color.RGBA{brickBase, brickLight, brickDark, brickMortar})
			if e.Age < zapLife && e.Player >= 0 && e.Player < 2 {
				// The digging tool's flash, from the runner's hand to the
				// brick below beside it.
				dc := 1.0
				if d.Move == cr.DigLeft {
					dc = -1
				}
				hx, hy := cam.ToScreen(e.X-dc*0.15, e.Y-0.45)
				bx, by := cam.ToScreen(e.X, e.Y)
				k := 1 - e.Age/zapLife
				tc := teamColor(int(e.Player))
				render.Line(dst, hx, hy, bx, by, math.Max(2, z/6), render.Fade(tc, 0.5*k))
				render.Line(dst, hx, hy, bx, by, math.Max(1, z/14), render.Fade(color.RGBA{255, 255, 255, 255}, k))
			}
		case cr.BrickDetail:
			if e.Age < closeLife {
				k := 1 - e.Age/closeLife
				sx, sy := cam.ToScreen(float64(d.Col), float64(d.Row))
				render.Rect(dst, sx, sy, z, z, render.Fade(color.RGBA{255, 236, 200, 255}, 0.7*k))
			}
			r.burst(dst, v, render.TimedEvent{Event: withPos(e.Event, e.X, e.Y-0.5), Age: e.Age}, 2, 8, closeLife, 1.6, 2, []color.RGBA{smokeColor, {190, 184, 196, 255}})
		case cr.GoldDetail:
			if e.Kind == cr.KindGoldRespawn {
				r.ring(dst, v, e.X, e.Y+0.15, e.Age, ringLife, 0.1, 0.7, goldLight)
				r.sparkles(dst, v, e, 6, 0.55, sparkLife)
				continue
			}
			r.sparkles(dst, v, e, 8, 0.9, sparkLife)
			r.burst(dst, v, e, 3, 10, sparkLife, 2.4, 3, []color.RGBA{goldColor, goldLight})
		case cr.EnemyDetail:
			if e.Kind == cr.KindEnemyTrapped {
				r.dizzy(dst, v, e)
				continue
			}
			mc := masterColor(d.Master)
			r.burst(dst, v, e, 4, 16, burstLife, 2.6, 2, []color.RGBA{smokeColor, mc, {90, 86, 100, 255}})
			r.ring(dst, v, e.X, e.Y, e.Age, ringLife, 0.2, 1.1, mc)
		case cr.KillDetail:
			if e.Player < 0 || e.Player > 1 {
				continue
			}
			tc := teamColor(int(e.Player))
			r.burst(dst, v, e, 5, 22, burstLife, 3.4, 5, []color.RGBA{tc, render.Shade(tc, 0.6), {255, 255, 255, 255}, skin})
			r.ring(dst, v, e.X, e.Y, e.Age, ringLife, 0.2, 1.4, color.RGBA{255, 255, 255, 255})
			word := "caught!"
			if d.Cause == cr.CauseBrick {
				word = "crushed!"
			}
			r.floatText(dst, v, e, word, tc, 0)
		case cr.RespawnDetail:
			c := masterColor(-1)
			if d.Enemy < 0 && e.Player >= 0 && e.Player < 2 {
				c = teamColor(int(e.Player))
			}
			r.ring(dst, v, e.X, e.Y, e.Age, ringLife, 0.9, 0.15, c)
			r.ring(dst, v, e.X, e.Y, e.Age-0.12, ringLife, 0.9, 0.15, c)
			r.sparkles(dst, v, e, 5, 0.6, sparkLife)
		case cr.ScoreDetail:
			if e.Player < 0 || e.Player > 1 {
				continue
			}
			// Two scores from one event cell (both diggers) split sideways.
			r.floatText(dst, v, e, fmt.Sprintf("+%d", d.Points), render.Mix(teamColor(int(e.Player)), color.RGBA{255, 255, 255, 255}, 0.3), float64(e.Player)*0.5-0.25)
		case sim.FaultDetail:
			// One marker per runner, the newest fault's, held over its
			// head: a bot that faults every turn would otherwise stack a
			// rising "?!" per turn into a column above the map.
			if p := int(e.Player); p >= 0 && p < 2 && fault[p] == i && st.Runners[p].Alive {
				r.faultMark(dst, v, &st.Runners[p], e.Age)
			}
		case string:
			if e.Kind != sim.KindEdit {
				continue
			}
			if row, c, ok := editCell(d); ok {
				r.ring(dst, v, float64(c)+0.5, float64(row)+0.5, e.Age, 0.8, 0.3, 1.2, color.RGBA{120, 200, 255, 255})
			}
		}
	}
}

// newestFaults finds, for each runner, the index in evs of its newest
// fault event, -1 when it has none.
func newestFaults(evs []render.TimedEvent) [2]int {
	out := [2]int{-1, -1}
	for i, e := range evs {
		if _, ok := e.Detail.(sim.FaultDetail); ok && e.Player >= 0 && e.Player < 2 {
			out[e.Player] = i
		}
	}
	return out
}

// faultMark draws "?!" just over a faulting runner's head, inside the map
// (below the runner when it stands on the top row), fading with age.
func (r *Renderer) faultMark(dst *ebiten.Image, v render.View, ru *cr.Runner, age float64) {
	if age > numberLife {
		return
	}
	y := float64(ru.Row) - 0.45
	if ru.Row == 0 {
		y = 1.45
	}
	x, sy := v.Camera.ToScreen(float64(ru.Col)+0.5, y)
	face := render.Small
	if v.Camera.Zoom >= 28 {
		face = render.Large
	}
	r.pops.Add("?!", x, sy, face, color.RGBA{255, 100, 220, 255}, color.RGBA{16, 10, 20, 255}, render.PopFade(age/numberLife, 0.6))
}

func withPos(ev sim.Event, x, y float64) sim.Event {
	ev.X, ev.Y = x, y
	return ev
}

// editCell finds the cell an edit names (sim/coderunner edit grammar).
func editCell(text string) (row, col int, ok bool) {
	f := strings.Fields(text)
	i := 1
	switch {
	case len(f) == 4 && (f[0] == "runner" || f[0] == "enemy"):
		i = 2
	case len(f) >= 3 && (f[0] == "cell" || f[0] == "gold"):
		i = 1
	default:
		return 0, 0, false
	}
	r, err1 := strconv.Atoi(f[i])
	c, err2 := strconv.Atoi(f[i+1])
	return r, c, err1 == nil && err2 == nil
}

// sparkles pops n star sprites around an event, spreading out to radius
// rad cells.
func (r *Renderer) sparkles(dst *ebiten.Image, v render.View, e render.TimedEvent, n int, rad, life float64) {
	if e.Age > life || e.Age < 0 {
		return
	}
	rng := render.EventRand(e.Event, 6)
	k := e.Age / life
	for i := 0; i < n; i++ {
		a := rng.Float64() * 2 * math.Pi
		d := rad * (0.3 + 0.7*rng.Float64()) * math.Sqrt(k)
		x, y := e.X+math.Cos(a)*d, e.Y+math.Sin(a)*d-0.2*k
		s := math.Sin(math.Min(1, k*1.3+rng.Float64()*0.2) * math.Pi)
		if s <= 0 {
			continue
		}
		var cs ebiten.ColorScale
		cs.ScaleAlpha(float32(s))
		size := 7.0 / PPU * (0.5 + 0.6*s)
		render.DrawWorld(dst, r.sp.spark, v.Camera, x-size/2, y-size/2, 7/size, &cs)
	}
}

// dizzy circles little stars over a freshly trapped enemy's head.
func (r *Renderer) dizzy(dst *ebiten.Image, v render.View, e render.TimedEvent) {
	if e.Age > trapLife {
		return
	}
	fade := 1.0
	if e.Age > trapLife-0.4 {
		fade = (trapLife - e.Age) / 0.4
	}
	for k := 0; k < 3; k++ {
		a := e.Age*7 + float64(k)*2*math.Pi/3
		x, y := e.X+math.Cos(a)*0.32, e.Y-0.55+math.Sin(a)*0.1
		sx, sy := v.Camera.ToScreen(x, y)
		render.Particle(dst, sx, sy, math.Max(2, v.Camera.Zoom/8), color.RGBA{255, 240, 120, 255}, fade)
	}
	if e.Age < 0.5 {
		sx, sy := v.Camera.ToScreen(e.X, e.Y-1.0-e.Age)
		render.TextCentered(dst, "!", sx, sy, render.Large, render.Fade(color.RGBA{255, 230, 90, 255}, 1-e.Age/0.5))
	}
}

// floatText draws a number or word rising from the event's cell; dx
// shifts it sideways (cells), so two at one place stay apart.
func (r *Renderer) floatText(dst *ebiten.Image, v render.View, e render.TimedEvent, s string, c color.RGBA, dx float64) {
	if e.Age > numberLife {
		return
	}
	t := e.Age / numberLife
	x, y := v.Camera.ToScreen(e.X+dx, e.Y-0.9-1.2*t)
	face := render.Small
	if v.Camera.Zoom >= 28 {
		face = render.Large
	}
	r.pops.Add(s, x, y, face, c, color.RGBA{16, 10, 20, 255}, render.PopFade(t, 0.6))
}
