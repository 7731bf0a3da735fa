package paintball

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/render"
	pb "arena/sim/paintball"
)

// Effect lifetimes in seconds of wall-clock time, so effects read the same
// at any playback speed.
const (
	burstLife = 0.55
	popLife   = 1.1
)

// heightScale is how far up (in spaces) one unit of height is drawn: a
// ball at the launch height of 9 flies 0.6 spaces above its shadow.
const heightScale = 0.067

// ballVisible reports whether the viewer sees ball j now: its own team's
// always, the other team's over spaces it sees.
func (l *look) ballVisible(j int, fx, fy float64) bool {
	if l.viewer < 0 || l.st.Flights[j].Team == l.viewer {
		return true
	}
	return l.shows(pb.Point{X: int(math.Round(fx)), Y: int(math.Round(fy))})
}

// drawBallShadows draws the shadow of every ball in the air on the ground
// below it, smaller and fainter the higher the ball flies.
func (r *Renderer) drawBallShadows(dst *ebiten.Image, l *look) {
	if !l.animate {
		return
	}
	cam := l.v.Camera
	for j := range l.st.Flights {
		fx, fy, h, ok := l.ballAt(j, l.alpha)
		if !ok || !l.ballVisible(j, fx, fy) {
			continue
		}
		wx, wy := worldOf(fx, fy)
		sx, sy := cam.ToScreen(wx, wy+0.25)
		s := 1 - h/pb.LaunchHeight*0.3
		drawEllipse(dst, r.sp, sx, sy, cam.Zoom*0.22*s, cam.Zoom*0.1*s, color.RGBA{0, 0, 0, uint8(90 + 50*(1-h/pb.LaunchHeight))})
	}
}

// drawBalls animates the balls launched this turn along their lines over
// the interpolation (moves and launches happen together, Rules §5.4): each
// is drawn above its shadow at its height (9 for the first half of its
// flight, then dropping linearly, Rules §5.4.2), bigger when higher, with a
// short streak behind it.
func (r *Renderer) drawBalls(dst *ebiten.Image, l *look) {
	if !l.animate {
		return
	}
	cam := l.v.Camera
	for j, f := range l.st.Flights {
		if l.alpha < 0.1 && l.showsChild(f.Child) {
			// The muzzle flash.
			wx, wy := center(f.From)
			sx, sy := cam.ToScreen(wx+0.3*sign(f.To.X-f.From.X), wy-0.05)
			a := 1 - l.alpha/0.1
			render.Circle(dst, sx, sy, cam.Zoom*0.22, render.Fade(color.RGBA{255, 240, 170, 255}, a))
		}
		fx, fy, h, ok := l.ballAt(j, l.alpha)
		if !ok || !l.ballVisible(j, fx, fy) {
			continue
		}
		tc := teamColor(f.Team)
		wx, wy := worldOf(fx, fy)
		sx, sy := cam.ToScreen(wx, wy+0.25-h*heightScale)
		if t0 := l.alpha - 0.06; t0 > 0 {
			px, py, ph, _ := l.ballAt(j, t0)
			if px != 0 || py != 0 {
				qx, qy := worldOf(px, py)
				tx, ty := cam.ToScreen(qx, qy+0.25-ph*heightScale)
				render.Line(dst, tx, ty, sx, sy, math.Max(1.5, cam.Zoom*0.14), render.Fade(render.Shade(tc, 1.2), 0.45))
			}
		}
		rad := cam.Zoom * (0.15 + h*0.009)
		var op ebiten.DrawImageOptions
		op.GeoM.Scale(2*rad/8, 2*rad/8)
		op.GeoM.Translate(sx-rad, sy-rad)
		op.Filter = ebiten.FilterLinear
		op.ColorScale.ScaleWithColor(render.Shade(tc, 1.1))
		dst.DrawImage(r.sp.ball, &op)
	}
}

func sign(v int) float64 {
	switch {
	case v > 0:
		return 1
	case v < 0:
		return -1
	}
	return 0
}

// noteLandings starts the burst and the pop-up of every ball of this turn
// that lands by the current alpha, once: paint where it burst or hit,
// sparks where a shield stopped it, and the points it scored. Balls that
// land on one space in one frame share a burst and add up their points.
func (r *Renderer) noteLandings(l *look) {
	if !l.animate {
		return
	}
	type key struct {
		p     pb.Point
		team  int
		block bool
	}
	var order []key
	sum := map[key]int{}
	bursts := map[key]bool{}
	for j, f := range l.st.Flights {
		if l.alpha < flightEnd(f) || f.End == pb.EndOut || !r.mem.lands(l.st.Round, j) {
			continue
		}
		p := l.flightStop(j)
		seed := uint64(l.st.Round)*131 + uint64(j)
		bk := key{p, f.Team, f.End == pb.EndShield}
		if !bursts[bk] {
			bursts[bk] = true
			e := effect{kind: effBurst, p: p, c: render.Shade(teamColor(f.Team), 1.1), born: l.v.Time, seed: seed}
			if bk.block {
				e.kind, e.c = effSparks, color.RGBA{230, 246, 255, 255}
			}
			r.mem.effects = append(r.mem.effects, e)
		}
		if pts, team, ok := l.points(j); ok {
			k := key{p, team, bk.block}
			if _, seen := sum[k]; !seen {
				order = append(order, k)
			}
			sum[k] += pts
		}
	}
	for n, k := range order {
		r.popup(effect{kind: effPopup, p: k.p, pts: sum[k], team: k.team, block: k.block, born: l.v.Time, seed: uint64(l.st.Round)*131 + uint64(n)})
	}
}

// mergeAge is how young a pop-up on the same space must be to take more
// points instead of a new pop-up starting over it: a barrage on one child
// counts up in one number rather than stacking unreadable ones.
const mergeAge = 0.5

func (r *Renderer) popup(e effect) {
	for i := range r.mem.effects {
		o := &r.mem.effects[i]
		if o.kind == effPopup && o.p == e.p && o.team == e.team && o.block == e.block && e.born-o.born < mergeAge {
			o.pts += e.pts
			return
		}
	}
	r.mem.effects = append(r.mem.effects, e)
}

// drawBursts throws paint where a ball burst or hit, and sparks where a
// shield stopped one.
func (r *Renderer) drawBursts(dst *ebiten.Image, l *look) {
	cam := l.v.Camera
	for _, e := range r.mem.effects {
		age := l.v.Time - e.born
		if e.kind == effPopup || age < 0 || age > burstLife || !l.shows(e.p) {
			continue
		}
		t := age / burstLife
		cx, cy := center(e.p)
		sx, sy := cam.ToScreen(cx, cy)
		render.Ring(dst, sx, sy, cam.Zoom*(0.2+0.7*t), math.Max(1.5, cam.Zoom/12), render.Fade(e.c, 1-t))
		var ev render.TimedEvent
		ev.Tick, ev.X, ev.Y = int(e.seed), float64(e.p.X), float64(e.p.Y)
		rng := render.EventRand(ev.Event, e.seed)
		n := 12
		if e.kind == effSparks {
			n = 8
		}
		for i := 0; i < n; i++ {
			a := rng.Float64() * 2 * math.Pi
			sp := (0.4 + rng.Float64()) * 1.3
			// Drops fly out and fall: a little gravity, in spaces per s².
			dx := math.Cos(a) * sp * age
			dy := math.Sin(a)*sp*age*0.6 - 1.8*age + 5*age*age
			if e.kind == effSparks {
				dy = math.Sin(a) * sp * age
			}
			px, py := cam.ToScreen(cx+dx, cy-0.3+dy)
			size := math.Max(2, cam.Zoom*0.11*(1-t*0.5))
			var op ebiten.DrawImageOptions
			b := r.sp.drop.Bounds()
			op.GeoM.Scale(size/float64(b.Dx()), size/float64(b.Dy()))
			op.GeoM.Translate(px-size/2, py-size/2)
			op.ColorScale.ScaleWithColor(render.Fade(e.c, 1-t*t))
			dst.DrawImage(r.sp.drop, &op)
		}
	}
}

// drawPopups floats the points each ball scored when it landed, and the
// points and pickups of recent events.
func (r *Renderer) drawPopups(dst *ebiten.Image, l *look) {
	// Pop-ups are laid out together once all are known (render.Pops).
	defer r.pops.Draw(dst)
	for _, e := range r.mem.effects {
		if e.kind != effPopup || !l.shows(e.p) {
			continue
		}
		text := fmt.Sprintf("%+d", e.pts)
		if e.block {
			text = "BLOCK " + text
		}
		cx, cy := center(e.p)
		r.floatText(dst, l, cx, cy, l.v.Time-e.born, text, pointsColor(e.pts, e.team), e.seed)
	}
	for _, e := range l.v.Events {
		// At high speed a second of events spans many rounds: only the
		// last few rounds' notes are shown.
		if e.Tick < l.st.Round-4 || e.Tick >= l.st.Round {
			continue
		}
		cx, cy := worldOf(e.X, e.Y)
		if !l.shows(pb.Point{X: int(e.X), Y: int(e.Y)}) {
			continue
		}
		switch d := e.Detail.(type) {
		case pb.ItemDetail:
			switch {
			case e.Kind == pb.KindFlag:
				r.floatText(dst, l, cx, cy, e.Age, fmt.Sprintf("flag %+d", pb.PointsPlant), pointsColor(1, int(e.Player)), 7)
			case e.Kind == pb.KindPickup && d.Item == pb.Balls:
				r.smallText(dst, l, cx, cy, e.Age, fmt.Sprintf("+%d", d.Count))
			case e.Kind == pb.KindPickup:
				r.smallText(dst, l, cx, cy, e.Age, "+"+itemNames[d.Item])
			}
		case pb.BonusDetail:
			if d.Team >= 0 && d.Points != 0 {
				r.floatText(dst, l, cx, cy, e.Age, fmt.Sprintf("bonus %+d", d.Points), pointsColor(1, d.Team), 9)
			}
		}
	}
}

// itemNames are short names for pick-up notes.
var itemNames = map[pb.Kind]string{pb.Shield: "shield", pb.Adapter: "adapter", pb.BasicLauncher: "launcher", pb.RapidLauncher: "rapid"}

// smallText is a quiet note (a pick-up) rising from a world point.
func (r *Renderer) smallText(dst *ebiten.Image, l *look, wx, wy, age float64, s string) {
	if age < 0 || age > popLife {
		return
	}
	t := age / popLife
	x, y := l.v.Camera.ToScreen(wx, wy-0.6-0.8*ease(t))
	w, _ := render.Small.Measure(s)
	render.TextShadow(dst, s, x-w/2, y-6, render.Small, render.Fade(color.RGBA{255, 240, 170, 255}, 1-t*t))
}

func pointsColor(pts, team int) color.RGBA {
	if pts < 0 {
		return color.RGBA{255, 170, 60, 255}
	}
	return render.Shade(teamColor(team), 1.3)
}

// floatText draws a word or number rising from a world point.
func (r *Renderer) floatText(dst *ebiten.Image, l *look, wx, wy, age float64, s string, c color.RGBA, salt uint64) {
	if age < 0 || age > popLife {
		return
	}
	t := age / popLife
	// A little sideways jitter keeps pop-ups of one spot apart.
	jit := (float64(render.PointHash(int(wx*16), int(wy*16), int(salt))%1000)/1000 - 0.5) * 0.5
	x, y := l.v.Camera.ToScreen(wx+jit, wy-0.7-1.2*ease(t))
	face := render.Small
	if l.v.Camera.Zoom >= 44 {
		face = render.Large
	}
	r.pops.Add(s, x, y, face, c, color.RGBA{20, 10, 16, 255}, render.PopFade(t, 0.65))
}
