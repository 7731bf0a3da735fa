package paintball

import (
	"math"

	"arena/render"
	pb "arena/sim/paintball"
)

// look is what one frame derives from the view: the states, whether the
// last turn is being played out, the fog and the masks of what each team
// sees. It is built fresh for every Draw.
type look struct {
	v       render.View
	st      *pb.State
	animate bool // Prev is the round before Cur: play the last turn out over Alpha
	alpha   float64
	fog     string
	viewer  int // the team whose view hides the rest, or -1
	vis     [2][pb.Size * pb.Size]bool
	dom     [pb.Size * pb.Size]int8
	sel     int // the selected child, or -1
}

func newLook(v render.View, st *pb.State) *look {
	l := &look{v: v, st: st, alpha: math.Max(0, math.Min(1, v.Alpha)), fog: v.Settings["fog"], viewer: -1, sel: selectedChild(v.Selection)}
	if prev := state(v.Prev); prev != nil && prev.Round == st.Round-1 {
		l.animate = true
	}
	switch l.fog {
	case FogRed:
		l.viewer = 0
	case FogBlue:
		l.viewer = 1
	case FogAll, FogBoth:
	default:
		l.fog = FogAll
	}
	// The masks come from a scratch state holding only the field and the
	// children: the domain cache they fill lives in the scratch copy, so
	// drawing never writes to the frame's state, which other goroutines
	// may read.
	scratch := pb.State{Cells: st.Cells, Kids: st.Kids}
	l.dom = scratch.DomainMask()
	l.vis[0] = scratch.VisibleMask(0)
	l.vis[1] = scratch.VisibleMask(1)
	if l.sel >= 0 && !l.showsChild(l.sel) {
		l.sel = -1 // a child in the fog shows nothing, not even its range
	}
	return l
}

// noDomain is a field with no domain, for the "both" fog, whose hatching
// would clash with the domain's stripes (the domain keeps its outline).
var noDomain = func() (m [pb.Size * pb.Size]int8) {
	for i := range m {
		m[i] = -1
	}
	return m
}()

// groundDomain is the domain the ground image stripes.
func (l *look) groundDomain() *[pb.Size * pb.Size]int8 {
	if l.fog == FogBoth {
		return &noDomain
	}
	return &l.dom
}

// shows reports whether the fog lets the viewer see space p.
func (l *look) shows(p pb.Point) bool {
	if l.viewer < 0 {
		return true
	}
	return p.OnField() && l.vis[l.viewer][pb.Index(p.X, p.Y)]
}

// showsChild reports whether child i is drawn: always for its own team,
// else when the viewer sees its space (Rules §5.6.1: an opponent out of
// sight is '*').
func (l *look) showsChild(i int) bool {
	return l.viewer < 0 || l.st.Kids[i].Team == l.viewer || l.shows(l.st.Kids[i].Pos())
}

// trail is child i's steps of the last turn when they end where it stands
// (an edit after the turn leaves them stale), else nil.
func (l *look) trail(i int) []pb.TrailStep {
	tr := l.st.Trails[i]
	k := l.st.Kids[i]
	if len(tr) < 2 || tr[len(tr)-1].X != k.X || tr[len(tr)-1].Y != k.Y {
		return nil
	}
	return tr
}

// childPos is where to draw child i (field coordinates, continuous): its
// space, or during the played-out turn a glide along its steps, each step
// t of n taken over the time from the previous step to t/n (Rules §5.4.1).
// hop is 0–1 within a step, for a little bounce.
func (l *look) childPos(i int) (fx, fy, hop float64) {
	k := l.st.Kids[i]
	fx, fy = float64(k.X), float64(k.Y)
	tr := l.trail(i)
	if !l.animate || tr == nil || l.alpha >= 1 {
		return fx, fy, 0
	}
	prev := tr[0]
	for _, s := range tr[1:] {
		if l.alpha < s.T {
			f := (l.alpha - prev.T) / math.Max(1e-9, s.T-prev.T)
			f = math.Max(0, math.Min(1, f))
			return float64(prev.X) + float64(s.X-prev.X)*f, float64(prev.Y) + float64(s.Y-prev.Y)*f, f
		}
		prev = s
	}
	return fx, fy, 0
}

// posAt is child i's space at time t of the last turn: children step
// before balls at the same instant, so a step at t counts.
func (l *look) posAt(i int, t float64) pb.Point {
	tr := l.st.Trails[i]
	if len(tr) == 0 {
		return l.st.Kids[i].Pos()
	}
	p := pb.Point{X: tr[0].X, Y: tr[0].Y}
	for _, s := range tr[1:] {
		if s.T <= t+1e-9 {
			p = pb.Point{X: s.X, Y: s.Y}
		}
	}
	return p
}

// facing tells whether child i looks left: the way it moved or launched
// this turn, else toward the nearest opponent, so children face the fight.
func (l *look) facingLeft(i int) bool {
	k := l.st.Kids[i]
	if tr := l.trail(i); tr != nil {
		if dx := tr[len(tr)-1].X - tr[0].X; dx != 0 {
			return dx < 0
		}
	}
	for _, f := range l.st.Flights {
		if f.Child == i && f.To.X != f.From.X {
			return f.To.X < f.From.X
		}
	}
	best, dx := math.MaxInt, 0
	for j, o := range l.st.Kids {
		if o.Team == k.Team || !l.showsChild(j) {
			continue
		}
		if d := pb.Dist2(k.Pos(), o.Pos()); d < best {
			best, dx = d, o.X-k.X
		}
	}
	if dx == 0 {
		return k.Team == 1
	}
	return dx < 0
}

// flightEnd is the time (0–1 of the turn) a ball of the last turn ends.
func flightEnd(f pb.Flight) float64 {
	if len(f.Steps) == 0 {
		return 0
	}
	return f.Steps[len(f.Steps)-1].T
}

// ballAt is where ball j of the last turn is at time t: field position on
// its straight line, height (Rules §5.4.2, Figure 6) and whether it is
// still in the air.
func (l *look) ballAt(j int, t float64) (fx, fy, h float64, flying bool) {
	f := l.st.Flights[j]
	end := flightEnd(f)
	if len(f.Steps) == 0 || t >= end {
		return 0, 0, 0, false
	}
	fx = float64(f.From.X) + float64(f.To.X-f.From.X)*t
	fy = float64(f.From.Y) + float64(f.To.Y-f.From.Y)*t
	h = pb.LaunchHeight
	if t > 0.5 {
		h = 2 * pb.LaunchHeight * (1 - t)
	}
	return fx, fy, h, true
}

// flightStop is the space where ball j ended.
func (l *look) flightStop(j int) pb.Point {
	f := l.st.Flights[j]
	if len(f.Steps) == 0 {
		return f.From
	}
	s := f.Steps[len(f.Steps)-1]
	return pb.Point{X: s.X, Y: s.Y}
}

// painted lists the children ball j painted: the child it hit directly
// unless a shield stopped it, or the opposing children its burst
// splattered, judged where they stood when it burst (the engine's rule,
// sim/paintball doc §2 and §4).
func (l *look) painted(j int) []int {
	f := l.st.Flights[j]
	switch f.End {
	case pb.EndChild:
		if f.Victim >= 0 {
			return []int{f.Victim}
		}
		return nil
	case pb.EndObstacle, pb.EndGround:
	default:
		return nil
	}
	p := l.flightStop(j)
	t := flightEnd(f)
	kind := pb.Empty
	if p.OnField() {
		kind = l.st.At(p.X, p.Y).Kind
	}
	dir := pb.Direction(f.From, f.To)
	var out []int
	for i, k := range l.st.Kids {
		if k.Team == f.Team {
			continue
		}
		at := l.posAt(i, t)
		if !pb.Adjacent(p, at) {
			continue
		}
		k.X, k.Y = at.X, at.Y
		if f.End == pb.EndObstacle && kind.Obstacle() {
			if pb.SafeFromSplatter(k, p, kind, dir) {
				continue
			}
		} else if k.Defending {
			continue
		}
		out = append(out, i)
	}
	return out
}

// points is what ball j scored when it landed, for the pop-up, and for
// whom (the launcher's team, or the defender's for a shield block).
func (l *look) points(j int) (pts, team int, ok bool) {
	f := l.st.Flights[j]
	switch f.End {
	case pb.EndChild:
		if f.Victim < 0 {
			return 0, 0, false
		}
		if l.st.Kids[f.Victim].Team == f.Team {
			return pb.PointsFriendly, f.Team, true
		}
		if pb.Bursts(len(f.Steps), pb.Steps(f.From, f.To)) {
			return pb.PointsBurstHit, f.Team, true
		}
		return pb.PointsHit, f.Team, true
	case pb.EndShield:
		if f.Victim < 0 {
			return 0, 0, false
		}
		return pb.PointsDefence, l.st.Kids[f.Victim].Team, true
	case pb.EndObstacle, pb.EndGround:
		if n := len(l.painted(j)); n > 0 {
			return pb.PointsSplatter * n, f.Team, true
		}
	}
	return 0, 0, false
}
