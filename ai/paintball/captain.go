package paintball

import (
	"arena/sim"
	pb "arena/sim/paintball"
)

// Captain plays a coordinated team. Each round it first gives every child
// that has a clear shot at a visible enemy its best launch, then sends the
// others to pick up what they need (paintballs, a shield, an adapter, a
// launcher), to plant flags when they are rich in paintballs, or towards
// the enemy, never two children to one space and never into a line of
// fire. Children that wait within sight of an enemy crouch or defend.
type Captain struct {
	mem       [pb.Size * pb.Size]pb.Cell // the field as last seen
	lastEnemy [pb.PerTeam]pb.Point
	seenAt    [pb.PerTeam]int
	motion    [pb.PerTeam]pb.Point // each enemy's last observed move, for leading
	known     bool
	scratch   [numGoals][]pb.Point   // reused backing arrays for turn.sources
	ring      []pb.Point             // reused backing array for enemy rings
	cache     [16]*cachedMap         // distance maps kept while their sources and obstacles stay
	rounds    int                    // Act calls so far, to stamp the maps used in a round
	queue     [padded * padded]int32 // bfs's queue
}

// cachedMap is a distance map with the key of what it was computed from.
type cachedMap struct {
	key  uint64
	used int // the Act call that last used it
	d    distMap
}

// NewCaptain returns a captain. It draws no random numbers, so the seed is
// unused.
func NewCaptain(seed uint64) *Captain { return &Captain{} }

// turn is the captain's working state for one round.
type turn struct {
	s          *pb.State
	team       int
	vis        [pb.Size * pb.Size]bool
	enemies    []int // visible enemy children
	dest       [pb.Size * pb.Size]bool
	claimed    [pb.Size * pb.Size]bool
	itemMaps   [numGoals]*distMap
	enemyCache []enemyRing
	sources    [numGoals][]pb.Point // remembered items by goal
	obstacle   uint64               // hash of the obstacle layout (flags change it)
	open       *open                // obstacle-free spaces, built when a search needs it
	captain    *Captain
	ownFlags   []pb.Point
}

// Act implements ai.Bot.
func (b *Captain) Act(st sim.State, p sim.PlayerID) sim.Action {
	s := state(st)
	if s == nil {
		return idle
	}
	b.rounds++
	t := &turn{s: s, team: int(p), vis: s.VisibleMask(int(p)), captain: b, obstacle: 14695981039346656037}
	for g := range t.sources {
		t.sources[g] = b.scratch[g][:0]
	}
	defer func() { b.scratch = t.sources }()
	for i, c := range s.Cells[:] {
		x, y := i%pb.Size, i/pb.Size
		if !b.known || t.vis[i] {
			b.mem[i] = c
		}
		if c.Kind.Obstacle() {
			t.obstacle = (t.obstacle ^ uint64(i)) * 1099511628211
		}
		if g := goalOf(b.mem[i].Kind); g >= 0 {
			t.sources[g] = append(t.sources[g], pb.Point{X: x, Y: y})
		}
		if c.Kind == pb.FlagOf(t.team) {
			t.ownFlags = append(t.ownFlags, pb.Point{X: x, Y: y})
		}
	}
	b.known = true
	for j := 0; j < pb.PerTeam; j++ {
		e := (1-t.team)*pb.PerTeam + j
		k := s.Kids[e]
		if t.vis[pb.Index(k.X, k.Y)] {
			t.enemies = append(t.enemies, e)
			b.motion[j] = pb.Point{}
			if b.seenAt[j] == s.Round-1 && s.Round > 0 {
				b.motion[j] = pb.Point{X: k.X - b.lastEnemy[j].X, Y: k.Y - b.lastEnemy[j].Y}
			}
			b.lastEnemy[j], b.seenAt[j] = k.Pos(), s.Round
		} else if b.seenAt[j] == 0 && s.Round == 0 {
			b.lastEnemy[j] = k.Pos() // the start squares are public (Rules §5.6.1)
		}
	}
	var a pb.Action
	var done [pb.PerTeam]bool
	// Children keep their spaces unless they move: reserve them now.
	for i := 0; i < pb.PerTeam; i++ {
		k := s.Kids[t.team*pb.PerTeam+i]
		t.dest[pb.Index(k.X, k.Y)] = true
	}
	for i := 0; i < pb.PerTeam; i++ {
		k := s.Kids[t.team*pb.PerTeam+i]
		if c, ok := t.shot(k); ok {
			a[i], done[i] = c, true
			continue
		}
		ready := k
		ready.Crouched, ready.Defending = false, false
		if _, ok := t.shot(ready); ok {
			// One round to get ready; shoot next round.
			switch {
			case k.Crouched:
				a[i], done[i] = pb.Command{Op: pb.OpStand}, true
			case k.Defending:
				a[i], done[i] = pb.Command{Op: pb.OpUndefend}, true
			}
		}
	}
	t.transfers(&a, &done)
	for i := 0; i < pb.PerTeam; i++ {
		if !done[i] {
			a[i] = t.plan(t.team*pb.PerTeam + i)
		}
	}
	return a
}

// transfers pairs a child rich in paintballs with a nearby teammate that
// has run short: the first drops paintballs on a space next to both and the
// second picks them up in the same round (drops come before pickups, Rules
// §5.4).
func (t *turn) transfers(a *pb.Action, done *[pb.PerTeam]bool) {
	s := t.s
	base := t.team * pb.PerTeam
	for i := 0; i < pb.PerTeam; i++ {
		for j := 0; j < pb.PerTeam; j++ {
			ki, kj := s.Kids[base+i], s.Kids[base+j]
			if i == j || done[i] || done[j] || ki.Balls < 50 || kj.Balls >= 10 || kj.Launcher == pb.NoLauncher {
				continue
			}
			for dy := -1; dy <= 1; dy++ {
				for dx := -1; dx <= 1; dx++ {
					c := pb.Point{X: ki.X + dx, Y: ki.Y + dy}
					if done[i] || !c.OnField() || !pb.Adjacent(ki.Pos(), c) || !pb.Adjacent(kj.Pos(), c) || t.claimed[pb.Index(c.X, c.Y)] {
						continue
					}
					if k := s.At(c.X, c.Y).Kind; k != pb.Empty && k != pb.Balls {
						continue
					}
					n := min(30, ki.Balls-20)
					t.claimed[pb.Index(c.X, c.Y)] = true
					a[i] = pb.Command{Op: pb.OpDrop, X: c.X, Y: c.Y, Item: pb.DropBalls, N: n}
					a[j] = pb.Command{Op: pb.OpPickup, X: c.X, Y: c.Y}
					done[i], done[j] = true, true
				}
			}
		}
	}
}

// shot finds k's best launch at a visible enemy: the ball must meet that
// enemy first on a static trace (so never a teammate or a tree first) and
// no teammate may be moving onto its path.
func (t *turn) shot(k pb.Child) (pb.Command, bool) {
	if k.Crouched || k.Defending || k.Launcher == pb.NoLauncher || k.Balls == 0 {
		return pb.Command{}, false
	}
	me := k.Pos()
	best, bestScore := pb.Point{}, 0
	for _, e := range t.enemies {
		ek := t.s.Kids[e]
		if ek.Defending {
			continue // a shield block gives them 17
		}
		v := pb.Point{X: ek.X - me.X, Y: ek.Y - me.Y}
		d2 := v.X*v.X + v.Y*v.Y
		// A ball aimed at m times the enemy's distance passes exactly
		// through it at time 1/m: in the first half (a burst) when m ≥ 2,
		// before it can take a step when m ≥ 4. Against an enemy that moved
		// last round the slower shots are worth less than leading it.
		worth := [7]int{0, 14, 20, 24, 30, 30, 30}
		mv := t.captain.motion[e%pb.PerTeam]
		moving := mv != (pb.Point{})
		if moving {
			worth = [7]int{0, 10, 12, 15, 30, 30, 30}
		}
		for m := 6; m >= 1; m-- {
			if m*m*d2 > pb.MaxRange*pb.MaxRange || (m > 1 && ek.Crouched) {
				continue
			}
			to := pb.Point{X: me.X + m*v.X, Y: me.Y + m*v.Y}
			score := worth[m]*4 - d2/8
			if score <= bestScore {
				continue
			}
			end, victim, steps := t.s.BallMeets(me, to)
			if end != pb.EndChild || victim != e || t.crossesTeammate(me, to, steps) {
				continue
			}
			best, bestScore = to, score
		}
		// Lead a moving enemy: land where it would be after the same move
		// again, at the end of the turn, when it arrives (a hit) or next to
		// it (a splatter).
		if lead := (pb.Point{X: ek.X + mv.X, Y: ek.Y + mv.Y}); moving && lead.OnField() && pb.InLaunchRange(me, lead) {
			score := 18*4 - pb.Dist2(me, lead)/8
			if score > bestScore && !t.s.At(lead.X, lead.Y).Kind.Obstacle() {
				end, _, steps := t.s.BallMeets(me, lead)
				if end == pb.EndGround && !t.crossesTeammate(me, lead, steps+1) && !t.nearTeammate(lead) {
					best, bestScore = lead, score
				}
			}
		}
	}
	if bestScore == 0 {
		return pb.Command{}, false
	}
	// A rapid-fire launcher sends all three at the same target: balls on
	// one path at one instant all hit.
	return pb.Command{Op: pb.OpLaunch, X: best.X, Y: best.Y}, true
}

// crossesTeammate reports whether the first steps of a flight from a to b
// pass a space a teammate is moving onto this round.
func (t *turn) crossesTeammate(a, b pb.Point, steps int) bool {
	n := pb.Steps(a, b)
	for i := 1; i < steps; i++ {
		p := pb.PathPoint(a, b, i, n)
		if p.OnField() && t.dest[pb.Index(p.X, p.Y)] && t.s.ChildAt(p) < 0 {
			return true
		}
	}
	return false
}

// nearTeammate reports whether a ball landing at p could hit a teammate
// there or beside it (a teammate is never splattered, but one may step
// into p).
func (t *turn) nearTeammate(p pb.Point) bool {
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			q := pb.Point{X: p.X + dx, Y: p.Y + dy}
			if q.OnField() && t.dest[pb.Index(q.X, q.Y)] {
				return true
			}
		}
	}
	return false
}

// useful reports whether child k can use an item of kind c.
func useful(k pb.Child, c pb.Cell) bool {
	switch c.Kind {
	case pb.Balls:
		return k.Balls < 90
	case pb.Shield:
		return !k.Shield
	case pb.Adapter:
		return k.Launcher == pb.Basic
	case pb.BasicLauncher, pb.RapidLauncher:
		return k.Launcher == pb.NoLauncher
	}
	return false
}

// plan picks a command for child i, which has no shot this round.
func (t *turn) plan(i int) pb.Command {
	s := t.s
	k := s.Kids[i]
	me := k.Pos()
	// Pick up something useful next to the child.
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			p := pb.Point{X: me.X + dx, Y: me.Y + dy}
			if (dx == 0 && dy == 0) || !p.OnField() || t.claimed[pb.Index(p.X, p.Y)] {
				continue
			}
			// After a clash over a pickup, retry only every other round
			// (red on even rounds, blue on odd ones), so two captains
			// contesting a space do not cancel each other for ever.
			if s.Canceled[i] != "" && (s.Round+t.team)%2 == 1 {
				continue
			}
			if c := s.At(p.X, p.Y); useful(k, c) {
				t.claimed[pb.Index(p.X, p.Y)] = true
				return pb.Command{Op: pb.OpPickup, X: p.X, Y: p.Y}
			}
		}
	}
	if k.Defending && (len(t.enemies) == 0 || t.nearestEnemy(me) > pb.MaxRange*pb.MaxRange) {
		return pb.Command{Op: pb.OpUndefend}
	}
	if k.Crouched {
		if len(t.enemies) > 0 && t.nearestEnemy(me) < 100 {
			return t.wait(k)
		}
		return pb.Command{Op: pb.OpStand}
	}
	if c, ok := t.plant(k); ok {
		return c
	}
	goal := t.goal(k)
	if goal == nil {
		return t.wait(k)
	}
	best, bestD := me, 4*goal.at(me)-t.cover(me)
	limit := pb.MoveLimit(k)
	for dy := -limit; dy <= limit; dy++ {
		for dx := -limit; dx <= limit; dx++ {
			p := pb.Point{X: me.X + dx, Y: me.Y + dy}
			if !p.OnField() || !pb.CanMoveTo(k, p) || t.dest[pb.Index(p.X, p.Y)] {
				continue
			}
			if d := 4*goal.at(p) - t.cover(p); d < bestD && pathClear(s, k, p, &t.dest) {
				best, bestD = p, d
			}
		}
	}
	if best == me {
		return t.wait(k)
	}
	t.dest[pb.Index(me.X, me.Y)] = false
	t.dest[pb.Index(best.X, best.Y)] = true
	return pb.Command{Op: pb.OpMove, X: best.X, Y: best.Y}
}

// cover is how well an obstacle shields p from the nearest visible enemy:
// 3 behind a tree or high wall on the enemy's side, 1 behind a low wall, 0
// in the open.
func (t *turn) cover(p pb.Point) int32 {
	if len(t.enemies) == 0 {
		return 0
	}
	e, best := pb.Point{}, 1<<30
	for _, i := range t.enemies {
		if d := pb.Dist2(p, t.s.Kids[i].Pos()); d < best {
			e, best = t.s.Kids[i].Pos(), d
		}
	}
	if best > pb.MaxRange*pb.MaxRange {
		return 0
	}
	d := pb.Direction(p, e)
	q := pb.Point{X: p.X + d.X, Y: p.Y + d.Y}
	if !q.OnField() {
		return 0
	}
	switch h := t.s.At(q.X, q.Y).Kind.Height(); {
	case h >= 7:
		return 3
	case h > 0:
		return 1
	}
	return 0
}

// wait is what a child with nothing to do does: defend with a shield or
// crouch when an enemy is close, else idle.
func (t *turn) wait(k pb.Child) pb.Command {
	if len(t.enemies) == 0 || t.nearestEnemy(k.Pos()) > pb.MaxRange*pb.MaxRange {
		return pb.Command{Op: pb.OpIdle}
	}
	if k.Shield && !k.Defending {
		return pb.Command{Op: pb.OpDefend}
	}
	if !k.Shield && !k.Crouched {
		return pb.Command{Op: pb.OpCrouch}
	}
	return pb.Command{Op: pb.OpIdle}
}

func (t *turn) nearestEnemy(p pb.Point) int {
	best := 1 << 30
	for _, e := range t.enemies {
		best = min(best, pb.Dist2(p, t.s.Kids[e].Pos()))
	}
	return best
}

// plant puts a flag beside a child rich in paintballs that stands away from
// the team's other flags, for 12 points and field domain.
func (t *turn) plant(k pb.Child) (pb.Command, bool) {
	if k.Balls < 80 || len(t.ownFlags) >= 4 {
		return pb.Command{}, false
	}
	me := k.Pos()
	for _, f := range t.ownFlags {
		if pb.Dist2(f, me) < 12*12 {
			return pb.Command{}, false
		}
	}
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			p := pb.Point{X: me.X + dx, Y: me.Y + dy}
			if (dx == 0 && dy == 0) || !p.OnField() || t.dest[pb.Index(p.X, p.Y)] || t.claimed[pb.Index(p.X, p.Y)] {
				continue
			}
			if t.s.At(p.X, p.Y).Kind == pb.Empty && t.s.ChildAt(p) < 0 {
				t.claimed[pb.Index(p.X, p.Y)] = true
				t.ownFlags = append(t.ownFlags, p)
				return pb.Command{Op: pb.OpPlant, X: p.X, Y: p.Y}, true
			}
		}
	}
	return pb.Command{}, false
}
