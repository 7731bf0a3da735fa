package coderunner

import (
	"arena/sim"
	cr "arena/sim/coderunner"
)

// Horizons of the digger's planning, in turns.
const (
	threatHorizon = 8 // enemies farther away than this (in turns) are ignored
	safeHorizon   = 2 // beyond this many turns a route ignores enemies
)

// Digger is the strong built-in: safe gold routes, enemy and opponent
// traps, exploration.
type Digger struct {
	g      graph
	mine   search
	theirs search
	threat [cells]int16 // earliest turn an enemy may stand on each cell
	bucket [threatHorizon + 2][]int16
	limit  [cells]int16 // route veto for search.run
	// Positions seen last turn, to tell which way characters are heading
	// and which enemies moved (an enemy moves every second turn).
	prevEnemies []int
	prevOpp     int
	// planned says this turn's move follows the route to target, which
	// Plan (plan.go) then draws.
	planned bool
	// here is the runner's cell this turn (where Plan's line starts).
	here int
	// target is the cell chosen last turn; keeping it unless something
	// clearly better turns up stops the runner dithering between two goals.
	target int
	// oppNext is the cell the opponent is expected to reach this turn and
	// oppPath its expected route (from its goal back to its next cell).
	oppNext int
	oppPath []int
	// dme and dopp are dig-aware searches from the runner and from the
	// opponent (see digSearch); tour holds the gold cells and their
	// distances from each other (see tour).
	dme, dopp digSearch
	tour      tour
	// oppAt is, per gold of tour, the turn from now the opponent is
	// predicted to collect it, -1 none (see predictOpp).
	oppAt    []int16
	oppCands []tourCand
	// pocket holds the golds in pockets plan may go for; dieKnown caches
	// canDie per cell: 0 unknown, 1 yes, 2 no.
	pocket   []tourCand
	dieKnown [cells]int8
	// later holds the golds the runner would wait for, the last resort.
	later []tourCand
	// closed is the world with every hole restored, esc a search on it:
	// a cell is a way out only if the runner can still get around the
	// map from it once the holes it passed are bricks again.
	closed      graph
	closedCells [cells]cr.Cell
	esc         search
	reach       [cells]int16 // cells reachable in closed from each cell, -1 unknown
	reachHere   int
	// goldBack is the turn each collected gold comes back (rule text
	// "Gold Collection and Respawn": 150 turns), 0 when none is due; it is
	// learnt from the cells seen, as a process bot would (prevCells).
	// waited counts the turns spent lying in wait (see maxWait).
	waited    int
	goldBack  [cells]int
	holeSince [cells]int // the turn each hole was first seen
	// holeEnd is, per hole, the last turn from now a route may be in it.
	holeEnd   [cells]int16
	prevCells [cells]cr.Cell
	seen      bool
	// safe checks moves by running the engine ahead; dying says this
	// turn's move is a planned death the check must not veto.
	safe  safety
	dying bool
}

// NewDigger returns a digger bot.
func NewDigger() *Digger { return &Digger{prevOpp: -1, target: -1} }

// Act picks a trap dig when one is ready, else the first move of the best
// safe route, and plays it unless the engine, run a few turns ahead, shows
// it doomed (see safety).
func (b *Digger) Act(st sim.State, p sim.PlayerID) sim.Action {
	s := state(st)
	b.planned, b.dying = false, false
	if s == nil {
		return cr.None
	}
	m := b.decide(s, int(p))
	if b.dying {
		return m // dying on purpose (see suicide)
	}
	return b.safeAct(s, int(p), m)
}

// decide picks the move before the safety check.
func (b *Digger) decide(s *cr.State, p int) cr.Move {
	defer b.remember(s, p)
	me := &s.Runners[p]
	if !me.Alive {
		return cr.None
	}
	b.g.update(s)
	b.learnGold(s)
	b.computeThreat(s)
	opp := &s.Runners[1-p]
	b.oppNext = -1
	b.oppPath = b.oppPath[:0]
	if opp.Alive {
		// Guess the opponent's next cell: the first step towards its
		// nearest gold, the commonest plan.
		oc := opp.Row*cols + opp.Col
		b.theirs.run(&b.g, oc, nil, nil)
		if near := b.theirs.nearest(func(n int) bool { return s.Cells[n] == cr.Gold }); near >= 0 {
			b.oppNext = int(b.g.next[oc][b.theirs.first[near]])
			b.oppPath = b.oppPath[:0]
			for c := near; c != oc; c = int(b.theirs.parent[c]) {
				b.oppPath = append(b.oppPath, c)
			}
		}
	}
	here := me.Row*cols + me.Col
	b.closeHoles(s, here)
	if m, ok := b.trapDig(s, p); ok {
		return m
	}
	// Keep out of enemies' reach, and out of holes that close before the
	// runner is out again (reference §1.3: a hole first seen in state t is
	// Brick again in state t+25 and kills whoever is in it); a hole that
	// stays open a while, such as the runner's own that a dig route drops
	// through, may be passed.
	for i, c := range s.Cells {
		b.limit[i] = b.threat[i]
		b.holeEnd[i] = 0
		if c == cr.Removed {
			end := b.holeSince[i] + s.Rules.BrickRestore - 3 - s.Turn
			// A pit (Brick below and on both sides) holds the runner
			// until it closes.
			r, col := i/cols, i%cols
			pit := s.At(r+1, col) == cr.Brick && s.At(r, col-1) == cr.Brick && s.At(r, col+1) == cr.Brick
			// A hole holding an enemy kills whoever walks in (reference
			// §2: moving sideways into it is allowed).
			if end <= 0 || pit || b.threat[i] == 0 {
				b.limit[i] = -1
			} else {
				b.holeEnd[i] = int16(end)
			}
		}
	}
	b.mine.run(&b.g, here, &b.limit, nil)
	if opp.Alive && b.oppNext >= 0 && b.waited < maxWait {
		if d, ok := b.ambush(s, p); ok {
			if d == here {
				b.waited++
				return cr.None // wait for the opponent to step over the brick
			}
			return b.mine.first[d]
		}
	}
	if b.waited > 0 {
		// An opponent that does not come is no reason to idle away the game:
		// after maxWait turns of waiting the ambush rests until the runner has
		// gone about its business as long.
		b.waited = (b.waited + 1) % (2 * maxWait)
	}
	if m, ok := b.plan(s, int(p), here); ok {
		b.planned, b.here = true, here
		return m
	}
	return b.flee(s, here)
}

// maxWait is how many turns the runner lies in wait for the opponent.
const maxWait = 12

// endgame is how many turns before the end the runner may drop into a
// pocket it cannot leave.
const endgame = 120

// closeHoles builds the world with every hole restored (once per turn).
func (b *Digger) closeHoles(s *cr.State, here int) {
	w := *s
	w.Timers = nil
	w.Enemies = nil
	for i, c := range w.Cells {
		if c == cr.Removed {
			w.Cells[i] = cr.Brick
		}
	}
	b.closed.update(&w)
	b.closedCells = w.Cells
	for i := range b.reach {
		b.reach[i] = -1
	}
	b.reachHere = b.reachOf(here)
}

// reachOf counts the cells reachable from i once the holes are closed.
func (b *Digger) reachOf(i int) int {
	if b.reach[i] < 0 {
		b.esc.run(&b.closed, i, nil, nil)
		b.reach[i] = int16(b.esc.n)
	}
	return int(b.reach[i])
}

// escapes reports whether cell i is no pit: from it the runner still
// reaches about as much of the map as from where it stands.
func (b *Digger) escapes(i int) bool {
	return 2*b.reachOf(i) >= b.reachHere
}

// computeThreat spreads every free enemy's reach over the runner's
// movement graph: one turn per fall, two per step since an enemy moves
// every second turn (the first step may come at once).
func (b *Digger) computeThreat(s *cr.State) {
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
			falls := int(b.g.next[a][0]) != int(a)
			for k := range walkMoves {
				n := int(b.g.next[a][k])
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
		// towards us, or heading there for its nearest gold.
		opp := &s.Runners[1-p]
		if opp.Alive && opp.Row == me.Row && b.closedHole(s, tr, tc) {
			oc := opp.Row*cols + opp.Col
			d := (opp.Col - me.Col) * dir
			side := me.Row*cols + me.Col + dir
			if (d == 1 && b.prevOpp == oc) || (d == 2 && b.prevOpp == oc+dir) || b.oppNext == side {
				return m, true
			}
		}
		for i := range s.Enemies {
			e := &s.Enemies[i]
			if !e.Alive || e.Row != me.Row || s.At(e.Row, e.Col) == cr.Removed {
				continue
			}
			d := (e.Col - me.Col) * dir
			if d < 1 || d > 3 || !b.clearBetween(s, me.Row, me.Col, e.Col) {
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
func (b *Digger) closedHole(s *cr.State, r, c int) bool {
	return s.At(r, c-1) == cr.Brick && s.At(r, c+1) == cr.Brick && s.At(r+1, c) != cr.Empty && s.At(r+1, c) != cr.Gold
}

// clearBetween reports whether a row has no Brick between two columns.
func (b *Digger) clearBetween(s *cr.State, r, c1, c2 int) bool {
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

// flee takes the move to the neighbouring cell enemies reach last.
func (b *Digger) flee(s *cr.State, here int) cr.Move {
	best, bestT := cr.None, -1
	for k, m := range walkMoves {
		n := int(b.g.next[here][k])
		if n != here && (s.Cells[n] == cr.Removed || !b.escapes(b.landing(n)) || b.limit[b.g.next[n][0]] < 0) {
			continue // a hole, a pocket, or a drop into a hole
		}
		if n == here && s.Cells[n] == cr.Removed && b.holeEnd[n] <= 1 {
			continue // the hole closes on the runner
		}
		if t := int(b.threat[n]); t > bestT {
			best, bestT = m, t
		}
	}
	return best
}

// learnGold notes when gold that vanished since last turn comes back.
func (b *Digger) learnGold(s *cr.State) {
	if b.seen {
		for i, c := range s.Cells {
			if b.prevCells[i] == cr.Gold && c != cr.Gold {
				b.goldBack[i] = s.Turn - 1 + s.Rules.GoldRespawn
			}
			if c == cr.Gold {
				b.goldBack[i] = 0
			}
			if c == cr.Removed && b.prevCells[i] != cr.Removed {
				b.holeSince[i] = s.Turn
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
// that the runner reaches in time. It returns that cell.
func (b *Digger) ambush(s *cr.State, p int) (int, bool) {
	me := &s.Runners[p]
	n := len(b.oppPath)
	best, bestT := -1, 1<<30
	for i, x := range b.oppPath {
		k := n - i // the opponent ends turn k (from now) on x
		if k < 1 || k > ambushHorizon {
			continue
		}
		xr, xc := x/cols, x%cols
		if c := s.At(xr, xc); (c != cr.Empty && c != cr.Gold) || s.At(xr+1, xc) != cr.Brick || !b.closedHole(s, xr+1, xc) {
			continue
		}
		for _, dir := range []int{-1, 1} {
			dc := xc - dir
			if dc < 0 || dc >= cols {
				continue
			}
			d := xr*cols + dc
			t := int(b.mine.dist[d])
			// Be there when turn k starts, able to dig, and standing.
			if t < 0 || t > k-1 || me.Cooldown > k-1 || int(b.g.next[d][0]) != d || !b.escapes(d) {
				continue
			}
			if t < bestT {
				best, bestT = d, t
			}
		}
	}
	return best, best >= 0
}
