package coderunner

import cr "arena/sim/coderunner"

// maxTour bounds how many golds a tour plans ahead (the exact search over
// their orders costs maxTour² · 2^maxTour steps).
const maxTour = 8

// noRoute is the cost of a leg between golds with no route between them.
const noRoute = 400

// tour knows the gold cells seen so far (gold comes back where it was: rule
// text "Gold Collection and Respawn") and the terrain's turns between them,
// so a runner can weigh a gold by the golds beyond it: the next gold is the
// first of the shortest tour through a chain of nearby golds rather than
// merely the nearest.
type tour struct {
	golds []int        // gold cells, in the order found
	tab   []int        // per gold, its table's index in the terrain
	index [cells]int16 // position in golds plus one, 0 for none
	// Per turn: when each gold is there (turns from now, -1 not due) and
	// the turns to it from the runner and from the opponent (-1 none).
	back, mine, theirs []int
	// ok says, per gold, that it lies outside pockets (see escapes).
	ok []bool
	// oppAt is, per gold, the turn from now the opponent is predicted to
	// collect it, -1 none (see predictOpp).
	oppAt []int16
	// Scratch.
	cands, oppCands, pocket, later []tourCand
	f                              [1 << maxTour][maxTour]int16
	used                           []bool
}

// tourCand is a gold the runner may go for: its index in golds and the
// turn (from now) the runner would collect it.
type tourCand struct{ gold, arrive int }

// reset forgets the golds (the terrain was measured again).
func (t *tour) reset() {
	t.golds = t.golds[:0]
	t.tab = t.tab[:0]
	t.index = [cells]int16{}
}

// update adds gold cells not seen before, and measures when each gold is
// there and how far the runner and the opponent are from it.
func (b *Digger) updateTour(s *cr.State) {
	t := &b.tour
	for i, c := range s.Cells {
		if c == cr.Gold && t.index[i] == 0 {
			t.golds = append(t.golds, i)
			b.t.gold(i)
			t.tab = append(t.tab, int(b.t.goldIndex[i])-1)
			t.index[i] = int16(len(t.golds))
		}
	}
	n := len(t.golds)
	t.back, t.mine, t.theirs = resize(t.back, n), resize(t.mine, n), resize(t.theirs, n)
	if cap(t.ok) < n {
		t.ok = make([]bool, n)
	}
	t.ok = t.ok[:n]
	for gi, c := range t.golds {
		tab := &b.t.toGold[t.tab[gi]]
		t.back[gi] = b.goldDue(s, c)
		t.ok[gi] = b.escapes(c)
		t.mine[gi] = turnsOrNone(tab[b.meNode])
		t.theirs[gi] = -1
		if b.oppNode >= 0 {
			t.theirs[gi] = turnsOrNone(tab[b.oppNode])
		}
	}
}

// goldDue is how many moves from now a runner must make at the least to
// collect the gold of cell c: 0 when it is there, -1 when it is not due
// (rule text "Gold Collection and Respawn": the engine brings it back while
// its timer's turn is played, before gold is collected, so a runner
// arriving by its move in that turn collects it).
func (b *Digger) goldDue(s *cr.State, c int) int {
	switch {
	case s.Cells[c] == cr.Gold:
		return 0
	case s.Cells[c] == cr.Empty && b.goldBack[c] >= s.Turn:
		return b.goldBack[c] - s.Turn + 1
	}
	return -1
}

func turnsOrNone(d uint16) int {
	if d == unreached {
		return -1
	}
	return int(d)
}

func resize(x []int, n int) []int {
	if cap(x) < n {
		return make([]int, n)
	}
	return x[:n]
}

// leg is the terrain's turns from gold i to gold j.
func (b *Digger) leg(i, j int) int {
	if d := b.t.toGold[b.tour.tab[j]][b.tour.golds[i]]; d != unreached {
		return int(d)
	}
	return noRoute
}

// pick returns the first gold (index into cands) of the shortest tour
// through a chain of candidates: the soonest one, then repeatedly the gold
// nearest the last one chained (as the 3rd-placed 2013 program chose its
// tours), ordered by an exact search over the chain's orders.
func (b *Digger) pick(cands []tourCand) int {
	t := &b.tour
	if len(cands) == 0 {
		return -1
	}
	first := 0
	for i, c := range cands {
		if c.arrive < cands[first].arrive {
			first = i
		}
	}
	// Longer trips are worth planning further ahead.
	k := min(maxTour, max(4, (cands[first].arrive*2+4)/5), len(cands))
	chain := [maxTour]int{first}
	if cap(t.used) < len(cands) {
		t.used = make([]bool, len(cands))
	}
	used := t.used[:len(cands)]
	clear(used)
	used[first] = true
	n := 1
	for n < k {
		last, next, nextD := cands[chain[n-1]].gold, -1, 0
		for j, c := range cands {
			if used[j] {
				continue
			}
			if d := b.leg(last, c.gold); d < noRoute && (next < 0 || d < nextD) {
				next, nextD = j, d
			}
		}
		if next < 0 {
			break
		}
		chain[n], used[next] = next, true
		n++
	}
	// f[mask][i]: the shortest path from chain gold i through every gold
	// of mask (i among them).
	full := 1<<n - 1
	for mask := 1; mask <= full; mask++ {
		for i := 0; i < n; i++ {
			if mask&(1<<i) == 0 {
				continue
			}
			rest := mask &^ (1 << i)
			if rest == 0 {
				t.f[mask][i] = 0
				continue
			}
			best := 1 << 14
			for j := 0; j < n; j++ {
				if rest&(1<<j) != 0 {
					best = min(best, b.leg(cands[chain[i]].gold, cands[chain[j]].gold)+int(t.f[rest][j]))
				}
			}
			t.f[mask][i] = int16(min(best, 1<<14))
		}
	}
	best, bestCost := -1, 0
	for i := 0; i < n; i++ {
		if cost := cands[chain[i]].arrive + int(t.f[full][i]); best < 0 || cost < bestCost {
			best, bestCost = chain[i], cost
		}
	}
	return best
}

// plan heads for the first gold of the best tour among the golds the
// runner can collect before its opponent, else the nearest unvisited cell
// (first-visit points), else the nearest gold anyway rather than drift. It
// reports false when nothing is reachable.
func (b *Digger) plan(s *cr.State, p int) (cr.Move, bool) {
	t := &b.tour
	opp := &s.Runners[1-p]
	late := s.Turn+endgame >= s.Rules.Turns
	// A drop the runner cannot climb back from (rule text "Falling": no
	// way up but ladders) shuts it in a pocket of the map. Gold there is
	// worth the trip when no other gold is: once the pocket is bare, the
	// runner dies there on purpose and comes back at its spawn cell (see
	// suicide), as the 3rd-placed 2013 program did; a pocket it cannot
	// die in would hold it for good.
	cands, pocket, later := t.cands[:0], t.pocket[:0], t.later[:0]
	present := false           // a candidate gold lies there now
	soonest, soonestT := -1, 0 // the gold the runner may collect first, whoever else comes
	second, secondD := -1, 0
	for gi, c := range t.golds {
		d, wait := t.mine[gi], t.back[gi]
		if d < 0 || wait < 0 || (d == 0 && wait == 0) {
			continue // out of reach, not due, or collected by now
		}
		arrive := max(d, wait)
		if (soonest < 0 || arrive < soonestT) && b.escapes(c) {
			soonest, soonestT = c, arrive
		}
		if wait > d+goldEarly {
			continue
		}
		if opp.Alive {
			if od := int(t.oppAt[gi]); od >= 0 && (od < arrive || od == arrive && c != b.target) {
				// Left to the opponent, who gets there first: or at the
				// same time, when both collect it and neither gains on the
				// other (rule text "Gold Collection": both score), unless
				// the runner is on its way there already (as the guess of
				// the opponent's goal changed, the runner turned back and
				// forth between two golds and reached neither).
				if wait == 0 && (second < 0 || d < secondD) && b.escapes(c) {
					second, secondD = c, d
				}
				continue
			}
		}
		if c == b.target {
			arrive = max(arrive-2, 0) // keep a goal rather than dither
		}
		if !late && !b.escapes(c) {
			if b.canDie(c) {
				pocket = append(pocket, tourCand{gi, arrive})
			}
			continue
		}
		if wait > d+2 {
			later = append(later, tourCand{gi, arrive})
			continue
		}
		cands = append(cands, tourCand{gi, arrive})
		present = present || wait == 0
	}
	if !present {
		// Only gold yet to come back outside: the pocket's is worth more,
		// then gold the runner would wait for.
		cands = append(cands, pocket...)
		if len(cands) == 0 {
			cands = append(cands, later...)
		}
	}
	t.cands, t.pocket, t.later = cands, pocket, later
	// The best tour's first gold, unless a hole on the live map cuts the
	// way there: then the next best.
	for range 3 {
		i := b.pick(cands)
		if i < 0 {
			break
		}
		c := t.golds[cands[i].gold]
		if m, ok := b.moveTo(s, p, c, &b.t.toGold[t.tab[cands[i].gold]], true); ok {
			b.target, b.why = c, "gold"
			return m, true
		}
		cands[i] = cands[len(cands)-1]
		cands = cands[:len(cands)-1]
	}
	best := b.explore(s)
	b.why = "explore"
	if b.inPocket(s, p) && (best < 0 || int(b.fromMe[best]) > pocketVisit) {
		// A bare pocket: a first-visit point a turn is worth little beside
		// the gold the runner misses while shut in (on map01 it walked the
		// pocket's row, and fled its enemy, for 60 turns before it dug).
		if m, ok := b.suicide(s, p); ok {
			b.target = -1
			b.dying = true
			b.why = "suicide"
			return m, true
		}
	}
	if best < 0 {
		best = second
		b.why = "contest"
	}
	if best < 0 {
		// Nothing better to do than be where gold comes back first.
		best = soonest
		b.why = "wait"
	}
	b.target = best
	if best < 0 {
		return cr.None, false
	}
	var tab *[nodes]uint16
	if t.index[best] > 0 {
		tab = &b.t.toGold[t.tab[t.index[best]-1]]
	}
	return b.moveTo(s, p, best, tab, true)
}

// pocketVisit is how near (turns) an unvisited cell must be for a runner
// in a pocket with no gold left to take its first-visit point before it
// dies to come back at its spawn cell.
const pocketVisit = 2

// explore returns the nearest unvisited cell worth its first-visit point
// (not a hole, not in a pocket), -1 none.
func (b *Digger) explore(s *cr.State) int {
	b.measureFromMe()
	best, bestD := -1, 0
	for i := range s.Cells {
		d := b.fromMe[i]
		if d == unreached || d == 0 || s.Visited[i] || (s.Cells[i] != cr.Empty && s.Cells[i] != cr.Ladder) {
			continue
		}
		if (best < 0 || int(d) < bestD) && b.escapes(i) {
			best, bestD = i, int(d)
		}
	}
	return best
}

// predictOpp predicts the gold the opponent collects next and when: the
// first of its best tour, as pick would choose for it. oppAt holds, per
// gold index, the predicted turn from now, or -1: that gold only is left to
// the opponent (predicting further golds of its tour left the runner too
// little to go for, and those guesses were mostly wrong). It also predicts
// the opponent's route there (oppPath, oppNext).
func (b *Digger) predictOpp(s *cr.State) {
	t := &b.tour
	n := len(t.golds)
	t.oppAt = t.oppAt[:0]
	for range n {
		t.oppAt = append(t.oppAt, -1)
	}
	b.oppNext = -1
	b.oppPath = b.oppPath[:0]
	if b.oppNode < 0 {
		return
	}
	cands := t.oppCands[:0]
	for gi := range t.golds {
		d, w := t.theirs[gi], t.back[gi]
		if d <= 0 || w < 0 || w > d+2 {
			continue
		}
		cands = append(cands, tourCand{gi, max(d, w)})
	}
	t.oppCands = cands
	i := b.pick(cands)
	if i < 0 {
		return
	}
	first := cands[i].gold
	t.oppAt[first] = int16(cands[i].arrive)
	b.tracePath(b.oppNode, &b.t.toGold[t.tab[first]])
}

// tracePath fills oppPath with the opponent's route on the terrain from
// node n to the goal of tab, from its end back to its first cell, a cell a
// turn (a dig route's turns are its cell, the cell beside and the hole).
func (b *Digger) tracePath(n int, tab *[nodes]uint16) {
	var fwd [64]int
	k := 0
	for k < len(fwd) {
		d := tab[n]
		if d == 0 || d == unreached {
			break
		}
		next, cost := -1, 0
		for _, e := range b.t.fwd[b.t.fwdStart[n]:b.t.fwdStart[n+1]] {
			if tab[e.to] != unreached && int(tab[e.to])+int(e.cost) == int(d) {
				next, cost = int(e.to), int(e.cost)
				break
			}
		}
		if next < 0 {
			break
		}
		if cost == digCost && k+2 < len(fwd) {
			h := next - cells
			fwd[k] = n          // the dig
			fwd[k+1] = h - cols // the step onto the hole
			k += 2
		}
		c := next
		if c >= cells {
			c -= cells
		}
		fwd[k] = c
		k++
		n = next
	}
	for i := k - 1; i >= 0; i-- {
		b.oppPath = append(b.oppPath, fwd[i])
	}
	if k > 0 {
		b.oppNext = fwd[0]
	}
}

// inPocket reports whether the runner cannot get back to its spawn cell
// once the holes are closed: a pocket it can leave only by dying.
func (b *Digger) inPocket(s *cr.State, p int) bool {
	me := &s.Runners[p]
	return !b.t.walks(b.here, me.SpawnRow*cols+me.SpawnCol)
}

// suicide gets the runner killed in a hole of its own: it digs a brick
// with something solid below, steps over it, falls in and waits for the
// brick to close (rule text "Runner killed when caught": it respawns at
// its spawn cell 50 turns later; dying in one's own hole scores nobody).
func (b *Digger) suicide(s *cr.State, p int) (cr.Move, bool) {
	me := &s.Runners[p]
	r, c := me.Row, me.Col
	if s.At(r, c) == cr.Removed {
		return cr.None, true // in the hole: wait for it to close
	}
	for _, dir := range []int{-1, 1} {
		m := cr.Left
		if dir > 0 {
			m = cr.Right
		}
		if emptyLike(s.At(r, c+dir)) && s.At(r, c+dir) != cr.Removed && s.At(r+1, c+dir) == cr.Removed && !emptyLike(s.At(r+2, c+dir)) {
			return m, true
		}
	}
	for _, m := range []cr.Move{cr.DigLeft, cr.DigRight} {
		if ok, tr, tc := s.CanDig(p, m); ok && !emptyLike(s.At(tr+1, tc)) {
			return m, true
		}
	}
	if me.Cooldown > 0 {
		return cr.None, true
	}
	return cr.None, false
}

// canDie reports whether a runner at terrain cell c can still get itself
// killed (see suicide): some cell it can walk to lets it dig a brick that
// has something solid below. It is measured once per cell.
func (b *Digger) canDie(c int) bool {
	t := &b.t
	if t.dieAt[c] == 0 {
		t.dieAt[c] = 2
		var seen [cells]bool
		q := append(t.queue[:0], int32(c))
		seen[c] = true
		for h := 0; h < len(q); h++ {
			n := int(q[h])
			for _, x := range t.walk[n] {
				if !seen[x] {
					seen[x] = true
					q = append(q, int32(x))
				}
			}
			r, col := n/cols, n%cols
			if r >= rows-1 || int(t.walk[n][0]) != n {
				continue // the bottom row, or falling
			}
			for _, dir := range []int{-1, 1} {
				if emptyLike(t.at(r, col+dir)) && t.at(r+1, col+dir) == cr.Brick && !emptyLike(t.at(r+2, col+dir)) {
					t.dieAt[c] = 1
				}
			}
		}
		t.queue = q
	}
	return t.dieAt[c] == 1
}

// goldEarly is how many turns before a collected gold comes back the
// runner may arrive and wait for it: waiting by gold soon due beats
// wandering (the 3rd-placed 2013 program waited so when nothing else was
// left).
const goldEarly = 40
