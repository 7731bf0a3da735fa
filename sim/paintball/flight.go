package paintball

import (
	"cmp"
	"fmt"
	"math/rand/v2"
	"slices"
	"sync"

	"arena/sim"
)

// EndKind is how a ball's flight ended.
type EndKind uint8

// Ends of a flight.
const (
	EndGround   EndKind = iota // reached its target at height 0 (Rules §5.3.4)
	EndOut                     // left the field
	EndChild                   // hit a child directly
	EndShield                  // stopped by a defending child's shield
	EndObstacle                // hit an obstacle and burst
)

// BallStep is a ball's position after one step of its flight: the space,
// its height and the time (0–1) within the turn.
type BallStep struct {
	X, Y   int
	Height float64
	T      float64
}

// Flight is one ball of the last turn, from launch to its end.
type Flight struct {
	Team, Child int
	From, To    Point
	Steps       []BallStep // the spaces the ball reached, the last being where it ended
	End         EndKind
	Victim      int // the child hit or blocking, -1 if none
}

// numInstants is the number of distinct instants t/n (1 ≤ t ≤ n ≤ 24) at
// which a move (n ≤ 3) or a ball (n ≤ 24) can step.
const numInstants = 180

// timeRanks returns the table whose [n][t] is the rank of the instant t/n
// among them: equal fractions share a rank, so steps at one instant happen
// together. It is built on first use, not when a program that never plays
// Paintball starts.
var timeRanks = sync.OnceValue(func() *[MaxRange + 1][MaxRange + 1]int16 {
	r := instantRanks()
	return &r
})

func instantRanks() (r [MaxRange + 1][MaxRange + 1]int16) {
	type frac struct{ t, n int }
	var all []frac
	for n := 1; n <= MaxRange; n++ {
		for t := 1; t <= n; t++ {
			all = append(all, frac{t, n})
		}
	}
	// Exact comparison of t1/n1 and t2/n2 by cross-multiplying.
	slices.SortFunc(all, func(a, b frac) int { return cmp.Compare(a.t*b.n, b.t*a.n) })
	rank := 0
	for i, f := range all {
		if i > 0 && f.t*all[i-1].n != all[i-1].t*f.n {
			rank++
		}
		r[f.n][f.t] = int16(rank)
	}
	if rank+1 != numInstants {
		panic(fmt.Sprintf("paintball: %d instants, want %d", rank+1, numInstants))
	}
	return r
}

// schedPool recycles the step schedules of rounds too busy for
// moveAndLaunch's stack array.
var schedPool = sync.Pool{New: func() any { return new([]stepEvent) }}

type stepEvent struct {
	time int64 // the instant's rank (timeRanks)
	ball bool  // children step before balls at the same instant
	idx  int   // child index or ball index
	t    int   // step number
}

type mover struct {
	child  int
	from   Point
	target Point
	n      int
	done   bool
}

type ball struct {
	flight   int // index in State.Flights
	from, to Point
	n        int
	dir      Point
	done     bool
}

// turnCtx carries what one turn accumulates.
type turnCtx struct {
	evs     []sim.Event
	painted [2]bool
}

func (s *State) emit(tc *turnCtx, kind sim.EventKind, team int, p Point, detail any) {
	tc.evs = append(tc.evs, sim.Event{Tick: s.Round, Kind: kind, Player: sim.PlayerID(team), X: float64(p.X), Y: float64(p.Y), Detail: detail})
}

// moveAndLaunch runs phase 6 (Rules §5.4): moves and launches happen
// concurrently, each entity stepping along its linear path at times t/n of
// the turn (Rules §5.4.1). At one instant children step first, all at once,
// then balls, in launch order.
func (s *State) moveAndLaunch(tc *turnCtx, movers []mover, balls []ball) {
	total := 0
	for _, m := range movers {
		total += m.n
	}
	steps := 0
	for _, b := range balls {
		steps += b.n
	}
	// One array holds every flight's steps; each flight gets its own
	// capped window of it.
	all := make([]BallStep, steps)
	off := 0
	for _, b := range balls {
		s.Flights[b.flight].Steps = all[off : off : off+b.n]
		off += b.n
	}
	// Order the steps by instant with a stable counting sort over the
	// ranks of t/n: movers were listed before balls and each by index, and
	// an entity steps at most once per instant, so within an instant the
	// children come first and everything keeps its launch order.
	if total+steps == 0 {
		return
	}
	// Most rounds fit a fixed array on the stack; a busier round borrows
	// a buffer from schedPool (the schedule is scratch, dropped when the
	// round's steps have run): no allocation either way once warm.
	var small [128]stepEvent
	var buf []stepEvent
	if 2*(total+steps) <= len(small) {
		buf = small[:2*(total+steps)]
	} else {
		bp := schedPool.Get().(*[]stepEvent)
		if cap(*bp) < 2*(total+steps) {
			*bp = make([]stepEvent, 2*(total+steps))
		}
		buf = (*bp)[:2*(total+steps)]
		defer schedPool.Put(bp)
	}
	sched := buf[: 0 : total+steps]
	timeRank := timeRanks()
	for i, m := range movers {
		s.Trails[m.child] = append(s.Trails[m.child], TrailStep{X: s.Kids[m.child].X, Y: s.Kids[m.child].Y})
		for t := 1; t <= m.n; t++ {
			sched = append(sched, stepEvent{time: int64(timeRank[m.n][t]), idx: i, t: t})
		}
	}
	for i, b := range balls {
		for t := 1; t <= b.n; t++ {
			sched = append(sched, stepEvent{time: int64(timeRank[b.n][t]), ball: true, idx: i, t: t})
		}
	}
	var start [numInstants + 1]int
	for _, e := range sched {
		start[e.time+1]++
	}
	for r := 1; r <= numInstants; r++ {
		start[r] += start[r-1]
	}
	sorted := buf[total+steps:]
	for _, e := range sched {
		sorted[start[e.time]] = e
		start[e.time]++
	}
	sched = sorted
	// At one instant each child steps at most once.
	var groupBuf [Children]stepEvent
	group := groupBuf[:0]
	for i := 0; i < len(sched); {
		j := i
		for j < len(sched) && sched[j].time == sched[i].time && !sched[j].ball {
			j++
		}
		if j > i {
			group = append(group[:0], sched[i:j]...)
			s.stepChildren(movers, group)
			i = j
			continue
		}
		e := sched[i]
		s.stepBall(tc, &balls[e.idx], e.t)
		i++
	}
}

// stepChildren moves the children stepping at one instant, simultaneously
// (Rules §5.3.2, §5.4.1). A step is blocked by the field edge, an obstacle,
// a child staying put, a swap with another child, or another child stepping
// into the same space; a blocked child stays in the space before the
// obstacle for the rest of the turn.
func (s *State) stepChildren(movers []mover, group []stepEvent) {
	var csBuf [Children]cand // a child steps at most once per instant
	cs := csBuf[:0]
	for _, e := range group {
		m := &movers[e.idx]
		if m.done {
			continue
		}
		to := PathPoint(m.from, m.target, e.t, m.n)
		c := cand{m: e.idx, from: s.Kids[m.child].Pos(), to: to}
		c.blocked = !to.OnField() || s.At(to.X, to.Y).Kind.Obstacle()
		cs = append(cs, c)
	}
	// Two children stepping into one space both stop.
	var clash [Children]bool
	for i := range cs {
		for j := range cs {
			if j != i && !cs[i].blocked && !cs[j].blocked && cs[j].to == cs[i].to {
				clash[i] = true
			}
		}
	}
	for i := range cs {
		cs[i].blocked = cs[i].blocked || clash[i]
	}
	// A step into an occupied space needs its occupant to step out (and
	// not into the mover's space); each stop can stop others, so repeat.
	for changed := true; changed; {
		changed = false
		for i := range cs {
			if cs[i].blocked {
				continue
			}
			if o := s.ChildAt(cs[i].to); o >= 0 && !s.leaves(cs, o, cs[i].from) {
				cs[i].blocked, changed = true, true
			}
		}
	}
	for _, c := range cs {
		m := &movers[c.m]
		if c.blocked {
			m.done = true
			continue
		}
		s.Kids[m.child].X, s.Kids[m.child].Y = c.to.X, c.to.Y
	}
	for _, c := range cs {
		if !c.blocked {
			ch := movers[c.m].child
			s.Trails[ch] = append(s.Trails[ch], TrailStep{X: c.to.X, Y: c.to.Y, T: float64(group[0].t) / float64(movers[group[0].idx].n)})
		}
	}
}

// cand is one child's step at an instant.
type cand struct {
	m       int
	from    Point
	to      Point
	blocked bool
}

// leaves reports whether child o steps out of its space at this instant
// into a space other than from (a swap is blocked).
func (s *State) leaves(cs []cand, o int, from Point) bool {
	for _, c := range cs {
		if c.from == s.Kids[o].Pos() {
			return !c.blocked && c.to != from
		}
	}
	return false
}

// stepBall advances one ball to step t and resolves what it meets there
// (Rules §5.3.4, §5.4.2): the field edge, a child, an obstacle or, at the
// end of its flight, the ground.
func (s *State) stepBall(tc *turnCtx, b *ball, t int) {
	if b.done {
		return
	}
	f := &s.Flights[b.flight]
	p := PathPoint(b.from, b.to, t, b.n)
	f.Steps = append(f.Steps, BallStep{X: p.X, Y: p.Y, Height: BallHeight(t, b.n), T: float64(t) / float64(b.n)})
	if !p.OnField() {
		b.done, f.End = true, EndOut
		return
	}
	shooter := s.Kids[f.Child]
	if v := s.ChildAt(p); v >= 0 && ballReaches(t, b.n, s.Kids[v].Height()) {
		b.done, f.Victim = true, v
		s.directHit(tc, f, v, Bursts(t, b.n))
		return
	}
	if k := s.At(p.X, p.Y).Kind; k.Obstacle() && ballReaches(t, b.n, k.Height()) {
		// Rules §5.4.2: a ball that hits an obstacle in the first half of
		// its flight always bursts; Rules §5.2: a ball bursting on
		// something solid may splatter a nearby child. We let every
		// obstacle hit burst (package documentation).
		b.done, f.End = true, EndObstacle
		var hit []int
		for i, c := range s.Kids[:] {
			if c.Team != shooter.Team && Adjacent(p, c.Pos()) && !SafeFromSplatter(c, p, k, b.dir) {
				hit = append(hit, i)
			}
		}
		s.splatter(tc, f, p, k, hit)
		return
	}
	if t == b.n {
		// Rules §5.3.4: a ball reaching height 0 hits the ground and
		// splatters opposing children in the eight spaces around, unless
		// they defend.
		b.done, f.End = true, EndGround
		var hit []int
		for i, c := range s.Kids[:] {
			if c.Team != shooter.Team && Adjacent(p, c.Pos()) && !c.Defending {
				hit = append(hit, i)
			}
		}
		s.splatter(tc, f, p, Empty, hit)
	}
}

func (s *State) splatter(tc *turnCtx, f *Flight, p Point, on Kind, hit []int) {
	pts := PointsSplatter * len(hit)
	s.Score[f.Team] += int64(pts)
	for _, v := range hit {
		tc.painted[s.Kids[v].Team] = true
	}
	s.Splats = append(s.Splats, Splat{X: p.X, Y: p.Y, Team: f.Team})
	s.emit(tc, KindSplat, f.Team, p, SplatDetail{Child: f.Child, On: on, Splattered: hit, Points: pts})
}

// directHit scores a ball hitting child v (Rules §5.2, §5.3.4, §5.3.5,
// §5.4.2).
func (s *State) directHit(tc *turnCtx, f *Flight, v int, burst bool) {
	victim := &s.Kids[v]
	d := HitDetail{Child: f.Child, Target: v, Burst: burst, Friendly: victim.Team == f.Team}
	at := victim.Pos()
	if victim.Defending && !d.Friendly {
		// Rules §5.3.5: the shield deflects an enemy ball; a miss for the
		// launcher, a successful defence (17) for the defender.
		f.End = EndShield
		d.Blocked, d.Points = true, PointsDefence
		s.Score[victim.Team] += PointsDefence
		s.emit(tc, KindShieldBlock, victim.Team, at, d)
		return
	}
	f.End = EndChild
	switch {
	case d.Friendly:
		d.Points = PointsFriendly // Rules §5.2: hits own team, burst or not
	case burst:
		d.Points = PointsBurstHit
	default:
		d.Points = PointsHit
	}
	s.Score[f.Team] += int64(d.Points)
	if d.Points > 0 || d.Friendly {
		tc.painted[victim.Team] = true
	}
	// Rules §5.3.4: the child hit drops 5 paintballs on a random adjacent
	// space that is empty or already holds paintballs.
	if n := min(DropOnHit, victim.Balls); n > 0 {
		var spots []Point
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				p := Point{at.X + dx, at.Y + dy}
				if (dx != 0 || dy != 0) && p.OnField() {
					if k := s.At(p.X, p.Y).Kind; k == Empty || k == Balls {
						spots = append(spots, p)
					}
				}
			}
		}
		if len(spots) > 0 {
			p := spots[rand.New(&s.rng).IntN(len(spots))]
			c := &s.Cells[Index(p.X, p.Y)]
			c.Kind, c.N = Balls, c.N+n
			victim.Balls -= n
			d.Dropped, d.DropAt = n, p
		}
	}
	s.emit(tc, KindHit, f.Team, at, d)
}
