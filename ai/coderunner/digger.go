package coderunner

import (
	"arena/sim"
	cr "arena/sim/coderunner"
)

// Digger is the strong built-in: gold routes measured on the terrain,
// traps for enemies and the opponent, and every move checked by running
// the engine ahead when an enemy is near.
type Digger struct {
	t     terrain
	built bool
	// Memory of the game, as a process bot keeps it from what it is sent:
	// the cells and positions seen last turn, when each collected gold
	// comes back (rule text "Gold Collection and Respawn": the engine's
	// timer turn, 0 none), when each hole was first seen.
	seen        bool
	prevCells   [cells]cr.Cell
	goldBack    [cells]int
	holeSince   [cells]int
	prevEnemies []int
	prevOpp     int
	// This turn: the runner's cell and node, the opponent's node (-1
	// dead), how far the runner gets around the map from here.
	here, meNode, oppNode int
	reachHere             int
	// target is the cell chosen last turn; keeping it unless something
	// clearly better turns up stops the runner dithering between goals.
	target int
	// planned says this turn's move follows the route to target (Plan
	// draws it); dying says it is a planned death the safety check must
	// not veto; why names what decided the move and vetoed says the safety
	// check took another (Plan writes both).
	planned, dying, vetoed bool
	why                    string
	// vetoRun counts the turns in a row the safety check took another
	// move (see safeAct).
	vetoRun int
	// oppNext is the cell the opponent is expected to reach this turn and
	// oppPath its expected route (from its goal back to its next cell).
	oppNext int
	oppPath []int
	// waited counts the turns spent lying in wait (see maxWait).
	waited int
	tour   tour
	// respawn is the turns a collected gold is gone (rule text "Gold
	// Collection and Respawn").
	respawn int
	// threat is the earliest turn a free enemy may stand on each cell
	// (threatKnown says it is this turn's).
	threat      [cells]int16
	threatKnown bool
	bucket      [threatHorizon + 2][]int16
	safe        safety
	route       router
	// fromMe holds the turns from the runner to every node when a turn
	// needs more than the golds' (fromMeKnown says it is this turn's).
	fromMe      [nodes]uint16
	fromMeKnown bool
}

// threatHorizon bounds the threat map, in turns.
const threatHorizon = 8

// NewDigger returns a digger bot.
func NewDigger() *Digger { return &Digger{prevOpp: -1, target: -1} }

// Act picks a trap dig when one is ready, else the first move of the best
// route, and plays it unless the engine, run a few turns ahead, shows it
// doomed (see safety).
func (b *Digger) Act(st sim.State, p sim.PlayerID) sim.Action {
	s := state(st)
	b.planned, b.dying, b.vetoed, b.why = false, false, false, ""
	if s == nil {
		return cr.None
	}
	m := b.decide(s, int(p))
	if b.dying {
		return m // dying on purpose (see suicide)
	}
	a := b.safeAct(s, int(p), m)
	b.vetoed = a != m
	if b.vetoed {
		b.vetoRun++
	} else {
		b.vetoRun = 0
	}
	return a
}

// nodeOf is the terrain node of a runner on live cell c: inside a hole when
// the cell is a hole in the terrain's Brick.
func (b *Digger) nodeOf(s *cr.State, c int) int {
	if s.Cells[c] == cr.Removed && b.t.cells[c] == cr.Brick {
		return cells + c
	}
	return c
}

// decide picks the move before the safety check.
func (b *Digger) decide(s *cr.State, p int) cr.Move {
	defer b.remember(s, p)
	if !b.built || closedOf(&s.Cells) != b.t.cells {
		// The first turn, or the map was edited: measure it again.
		b.t.build(s)
		b.tour.reset()
		b.built = true
	}
	b.learn(s)
	b.respawn = s.Rules.GoldRespawn
	b.threatKnown, b.fromMeKnown = false, false
	me := &s.Runners[p]
	if !me.Alive {
		return cr.None
	}
	b.here = me.Row*cols + me.Col
	b.meNode = b.nodeOf(s, b.here)
	b.reachHere = b.reachFrom(b.here)
	opp := &s.Runners[1-p]
	b.oppNode = -1
	if opp.Alive {
		b.oppNode = b.nodeOf(s, opp.Row*cols+opp.Col)
	}
	b.updateTour(s)
	b.predictOpp(s)
	if m, ok := b.trapDig(s, p); ok {
		b.why = "trap"
		return m
	}
	if opp.Alive && b.oppNext >= 0 && b.waited < maxWait {
		if d, m, ok := b.ambush(s, p); ok {
			b.why = "ambush"
			if d == b.here {
				b.waited++
				return cr.None // wait for the opponent to step over the brick
			}
			return m
		}
	}
	if b.waited > 0 {
		// An opponent that does not come is no reason to idle away the game:
		// after maxWait turns of waiting the ambush rests until the runner has
		// gone about its business as long.
		b.waited = (b.waited + 1) % (2 * maxWait)
	}
	if m, ok := b.plan(s, p); ok {
		b.planned = b.target >= 0
		return m
	}
	b.why = "flee"
	return b.flee(s, p)
}

// maxWait is how many turns the runner lies in wait for the opponent.
const maxWait = 12

// endgame is how many turns before the end the runner may drop into a
// pocket it cannot leave.
const endgame = 120

// reachFrom counts the cells a runner on live cell c gets to by walking
// once the holes are closed: from inside a hole, those its way out leads
// to (none from a pit).
func (b *Digger) reachFrom(c int) int {
	if b.t.cells[c] != cr.Brick {
		return b.t.reachOf(c)
	}
	best := 0
	r, col := c/cols, c%cols
	for _, d := range [2]int{-1, 1} {
		if b.t.at(r, col+d) != cr.Brick {
			best = max(best, b.t.reachOf(c+d))
		}
	}
	if r+1 < rows && b.t.at(r+1, col) != cr.Brick {
		best = max(best, b.t.reachOf(c+cols))
	}
	return best
}

// escapes reports whether terrain cell i is no pocket: from where a runner
// there comes to rest it still reaches about as much of the map as from
// where it stands.
func (b *Digger) escapes(i int) bool {
	return 2*b.t.reachOf(b.t.landing(i)) >= b.reachHere
}

// computeThreat spreads every free enemy's reach over the terrain (enemies
// plan as if holes were Brick, rule text "Pursuit Mode"): one turn per
// fall, two per step since an enemy moves every second turn (the first step
// may come at once). It runs once a turn, when first needed.
func (b *Digger) computeThreat(s *cr.State) {
	if b.threatKnown {
		return
	}
	b.threatKnown = true
	const far = 1 << 14
	for i := range b.threat {
		b.threat[i] = far
	}
	buckets := &b.bucket
	for t := range buckets {
		buckets[t] = buckets[t][:0]
	}
	for i := range s.Enemies {
		e := &s.Enemies[i]
		if !e.Alive {
			continue
		}
		c := e.Row*cols + e.Col
		b.threat[c] = 0
		if s.Cells[c] == cr.Removed {
			continue // trapped: it stays until the brick closes on it
		}
		buckets[0] = append(buckets[0], int16(c))
	}
	for t := 0; t <= threatHorizon; t++ {
		for _, a := range buckets[t] {
			if int(b.threat[a]) < t {
				continue
			}
			falls := int(b.t.walk[a][0]) != int(a)
			for k := range walkMoves {
				n := int(b.t.walk[a][k])
				if n == int(a) {
					continue
				}
				cost := 2
				if falls || t == 0 {
					cost = 1
				}
				nt := t + cost
				if nt > threatHorizon || int(b.threat[n]) <= nt {
					continue
				}
				b.threat[n] = int16(nt)
				buckets[nt] = append(buckets[nt], int16(n))
			}
		}
	}
}

// trapDig digs a hole in front of an approaching enemy (it falls in and
// dies when the brick closes, +20) or under an opponent standing beside the
// runner on a floor it cannot walk out of (+300).
func (b *Digger) trapDig(s *cr.State, p int) (cr.Move, bool) {
	me := &s.Runners[p]
	for _, dir := range []int{-1, 1} {
		m := cr.DigLeft
		if dir > 0 {
			m = cr.DigRight
		}
		ok, tr, tc := s.CanDig(p, m)
		if !ok {
			continue
		}
		// Moves apply before digs, so the opponent must end this turn on
		// the side cell: standing there still, coming from two cells away
		// towards us, or heading there.
		opp := &s.Runners[1-p]
		side := me.Row*cols + me.Col + dir
		if opp.Alive && closedHole(s, tr, tc) {
			oc := opp.Row*cols + opp.Col
			d := (opp.Col - me.Col) * dir
			same := opp.Row == me.Row
			if b.oppNext == side || (same && d == 1 && b.prevOpp == oc) || (same && d == 2 && b.prevOpp == oc+dir) {
				return m, true
			}
		}
		for i := range s.Enemies {
			e := &s.Enemies[i]
			if !e.Alive || e.Row != me.Row || s.At(e.Row, e.Col) == cr.Removed {
				continue
			}
			d := (e.Col - me.Col) * dir
			if d < 1 || d > 3 || !clearBetween(s, me.Row, me.Col, e.Col) {
				continue
			}
			moved := i < len(b.prevEnemies) && b.prevEnemies[i] != e.Row*cols+e.Col
			approaching := i < len(b.prevEnemies) && b.prevEnemies[i] == e.Row*cols+e.Col+dir
			if (d == 1 && moved) || (d >= 2 && (approaching || d == 2)) {
				return m, true
			}
		}
	}
	return cr.None, false
}

// closedHole reports whether a runner falling into a hole at (r, c) stays
// there: bricks on both sides and something solid below.
func closedHole(s *cr.State, r, c int) bool {
	return s.At(r, c-1) == cr.Brick && s.At(r, c+1) == cr.Brick && s.At(r+1, c) != cr.Empty && s.At(r+1, c) != cr.Gold
}

// clearBetween reports whether a row has no Brick between two columns.
func clearBetween(s *cr.State, r, c1, c2 int) bool {
	if c1 > c2 {
		c1, c2 = c2, c1
	}
	for c := c1 + 1; c < c2; c++ {
		if s.At(r, c) == cr.Brick {
			return false
		}
	}
	return true
}

// flee takes the move to the neighbouring cell enemies reach last, never
// into a hole, a pocket or a drop into a hole.
func (b *Digger) flee(s *cr.State, p int) cr.Move {
	b.computeThreat(s)
	me := &s.Runners[p]
	best, bestT := cr.None, -1
	for _, m := range walkMoves {
		r, c := s.Target(me.Row, me.Col, m, false)
		n := r*cols + c
		if n != b.here && (s.Cells[n] == cr.Removed || !b.escapes(n) || s.At(r+1, c) == cr.Removed) {
			continue
		}
		if n == b.here && s.Cells[n] == cr.Removed && b.holeLeft(s, n) <= 1 {
			continue // the hole closes on the runner
		}
		if t := int(b.threat[n]); t > bestT {
			best, bestT = m, t
		}
	}
	return best
}

// holeLeft is how many turns the hole at live cell c stays open, counted
// from the turn it was first seen (reference §1.3: a hole first seen in
// state t is Brick again in state t+25).
func (b *Digger) holeLeft(s *cr.State, c int) int {
	return b.holeSince[c] + s.Rules.BrickRestore - s.Turn
}

// learn notes, from the cells seen, when gold that vanished since last turn
// comes back and when each hole opened.
func (b *Digger) learn(s *cr.State) {
	if b.seen {
		for i, c := range s.Cells {
			old := b.prevCells[i]
			if old == c {
				continue
			}
			if old == cr.Gold {
				b.goldBack[i] = s.Turn - 1 + s.Rules.GoldRespawn
			}
			if c == cr.Removed {
				b.holeSince[i] = s.Turn
			}
		}
		for i, c := range s.Cells {
			if c == cr.Gold {
				b.goldBack[i] = 0
			}
		}
	}
	b.prevCells, b.seen = s.Cells, true
}

func (b *Digger) remember(s *cr.State, p int) {
	b.prevEnemies = b.prevEnemies[:0]
	for i := range s.Enemies {
		e := &s.Enemies[i]
		b.prevEnemies = append(b.prevEnemies, e.Row*cols+e.Col)
	}
	o := &s.Runners[1-p]
	b.prevOpp = o.Row*cols + o.Col
}

// ambushHorizon bounds how far ahead an ambush is planned, in turns.
const ambushHorizon = 12

// ambush finds a cell beside the opponent's expected route from which a dig
// drops it into a hole it cannot leave (+300 when the brick closes), and
// that the runner reaches in time. It returns that cell and the first move
// there.
func (b *Digger) ambush(s *cr.State, p int) (int, cr.Move, bool) {
	me := &s.Runners[p]
	n := len(b.oppPath)
	if n == 0 {
		return -1, cr.None, false
	}
	best, bestT := -1, 1<<30
	for i, x := range b.oppPath {
		k := n - i // the opponent ends turn k (from now) on x
		if k < 1 || k > ambushHorizon {
			continue
		}
		xr, xc := x/cols, x%cols
		if c := s.At(xr, xc); (c != cr.Empty && c != cr.Gold) || s.At(xr+1, xc) != cr.Brick || !closedHole(s, xr+1, xc) {
			continue
		}
		for _, dir := range []int{-1, 1} {
			dc := xc - dir
			if dc < 0 || dc >= cols {
				continue
			}
			d := xr*cols + dc
			if abs(d/cols-me.Row)+abs(d%cols-me.Col) > k {
				continue // too far to be there in time
			}
			b.measureFromMe()
			t := int(b.fromMe[d])
			// Be there when turn k starts, able to dig, and standing.
			if t == unreached || t > k-1 || me.Cooldown > k-1 || int(b.t.walk[d][0]) != d || !b.escapes(d) || s.Cells[d] == cr.Removed {
				continue
			}
			if t < bestT {
				best, bestT = d, t
			}
		}
	}
	if best < 0 {
		return -1, cr.None, false
	}
	if best == b.here {
		return best, cr.None, true
	}
	m, ok := b.moveTo(s, p, best, nil, false)
	return best, m, ok
}

// measureFromMe fills fromMe with the terrain's turns from the runner's
// node, once a turn.
func (b *Digger) measureFromMe() {
	if !b.fromMeKnown {
		b.t.from(b.meNode, &b.fromMe)
		b.fromMeKnown = true
	}
}
