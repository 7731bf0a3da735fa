package coderunner

import cr "arena/sim/coderunner"

// maxTour bounds how many golds a tour plans ahead (the exact search over
// their orders costs maxTour² · 2^maxTour steps).
const maxTour = 8

// noRoute is the cost of a leg between golds with no route between them.
const noRoute = 400

// tour knows every gold cell of the map (gold comes back where it was:
// rule text "Gold Collection and Respawn") and the dig-aware turns from
// each to each on the map with every hole closed, so a runner can weigh a
// gold by the golds beyond it: the next gold is the first of the shortest
// tour through a chain of nearby golds rather than merely the nearest.
type tour struct {
	golds []int        // gold cells, in the order found
	index [cells]int16 // position in golds plus one, 0 for none
	dist  [][]int16    // dist[i][j]: turns from golds[i] to golds[j], -1 none
	// Scratch for pick.
	cands []tourCand
	f     [1 << maxTour][maxTour]int16
}

// tourCand is a gold the runner may go for: its index in golds and the
// turn (from now) the runner would collect it.
type tourCand struct{ gold, arrive int }

// update adds gold cells not seen before and, when there are any, measures
// the distances again on the closed world w (walking moves in g).
func (t *tour) update(s *cr.State, g *graph, w *[cells]cr.Cell, ds *digSearch) {
	grown := false
	for i, c := range s.Cells {
		if c == cr.Gold && t.index[i] == 0 {
			t.golds = append(t.golds, i)
			t.index[i] = int16(len(t.golds))
			grown = true
		}
	}
	if !grown {
		return
	}
	t.dist = t.dist[:0]
	for _, a := range t.golds {
		ds.run(g, w, a, 0, nil, nil)
		row := make([]int16, len(t.golds))
		for j, c := range t.golds {
			row[j] = ds.cdist[c]
		}
		t.dist = append(t.dist, row)
	}
}

// leg is the cost of going from gold i to gold j.
func (t *tour) leg(i, j int) int {
	if d := t.dist[i][j]; d >= 0 {
		return int(d)
	}
	return noRoute
}

// pick returns the first gold (index into cands) of the shortest tour
// through a chain of candidates: the soonest one, then repeatedly the gold
// nearest the last one chained (as the 3rd-placed 2013 program chose its
// tours), ordered by an exact search over the chain's orders.
func (t *tour) pick(cands []tourCand) int {
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
	used := make([]bool, len(cands))
	used[first] = true
	n := 1
	for n < k {
		last, next := cands[chain[n-1]].gold, -1
		for j, c := range cands {
			if !used[j] && t.dist[last][c.gold] >= 0 && (next < 0 || t.dist[last][c.gold] < t.dist[last][cands[next].gold]) {
				next = j
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
					best = min(best, t.leg(cands[chain[i]].gold, cands[chain[j]].gold)+int(t.f[rest][j]))
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
func (b *Digger) plan(s *cr.State, p, here int) (cr.Move, bool) {
	me, opp := &s.Runners[p], &s.Runners[1-p]
	b.tour.update(s, &b.closed, &b.closedCells, &b.dopp)
	b.dme.run(&b.g, &s.Cells, here, me.Cooldown, &b.limit, &b.holeEnd)
	if opp.Alive {
		b.dopp.run(&b.g, &s.Cells, opp.Row*cols+opp.Col, opp.Cooldown, nil, nil)
	}
	b.predictOpp(s, opp)
	late := s.Turn+endgame >= s.Rules.Turns
	// A drop the runner cannot climb back from (rule text "Falling": no
	// way up but ladders) shuts it in a pocket of the map. Gold there is
	// worth the trip when no other gold is: once the pocket is bare, the
	// runner dies there on purpose and comes back at its spawn cell (see
	// suicide), as the 3rd-placed 2013 program did; a pocket it cannot
	// die in would hold it for good.
	cands, pocket := b.tour.cands[:0], b.pocket[:0]
	present := false // a candidate gold lies there now
	later := b.later[:0]
	soonest, soonestT := -1, 0 // the gold the runner may collect first, whoever else comes
	second, secondD := -1, 0
	for gi, c := range b.tour.golds {
		d := int(b.dme.cdist[c])
		if d <= 0 {
			continue
		}
		wait := 0
		if s.Cells[c] != cr.Gold {
			// Gold that is back by the time the runner gets there.
			wait = b.goldBack[c] - s.Turn
			if s.Cells[c] != cr.Empty || wait <= 0 {
				continue
			}
		}
		if a := max(d, wait); (soonest < 0 || a < soonestT) && b.escapes(b.landing(c)) {
			soonest, soonestT = c, a
		}
		if wait > d+goldEarly {
			continue
		}
		arrive := max(d, wait)
		if opp.Alive {
			if od := int(b.oppAt[gi]); od >= 0 && od < arrive {
				// Left to the opponent, who gets there first.
				if wait == 0 && (second < 0 || d < secondD) && b.escapes(b.landing(c)) {
					second, secondD = c, d
				}
				continue
			}
		}
		// A drop the runner cannot climb back from (rule text "Falling":
		// no way up but ladders) shuts it in a pocket of the map for good,
		// which matters less and less as the game ends.
		if c == b.target {
			arrive = max(arrive-2, 0) // keep a goal rather than dither
		}
		if !late && !b.escapes(b.landing(c)) {
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
	b.later = later
	b.tour.cands, b.pocket = cands, pocket
	best := -1
	if i := b.tour.pick(cands); i >= 0 {
		best = b.tour.golds[cands[i].gold]
	}
	if best < 0 {
		// Unvisited cells are worth a point each (not a hole or the Brick
		// of one a dig route passes).
		bestD := 0
		for i := range s.Cells {
			if d := int(b.dme.cdist[i]); d > 0 && !s.Visited[i] && (s.Cells[i] == cr.Empty || s.Cells[i] == cr.Ladder) && (best < 0 || d < bestD) && b.escapes(b.landing(i)) {
				best, bestD = i, d
			}
		}
	}
	if best < 0 && b.inPocket(s, p) {
		b.target = -1
		b.dying = true
		return b.suicide(s, p)
	}
	if best < 0 {
		best = second
	}
	if best < 0 {
		// Nothing better to do than be where gold comes back first.
		best = soonest
	}
	b.target = best
	if best < 0 {
		return cr.None, false
	}
	return b.dme.cfirst[best], true
}

// oppChain is how many golds ahead the opponent's collecting is predicted.
const oppChain = 4

// predictOpp predicts the golds the opponent collects next and when:
// the first of its best tour (as tour.pick would choose for it), then
// repeatedly the gold nearest the last one. oppAt holds, per gold index,
// the predicted turn from now, or -1 for golds it is not expected to take
// soon: only those are left to it.
func (b *Digger) predictOpp(s *cr.State, opp *cr.Runner) {
	n := len(b.tour.golds)
	b.oppAt = b.oppAt[:0]
	for range n {
		b.oppAt = append(b.oppAt, -1)
	}
	if !opp.Alive {
		return
	}
	// back is when gold index gi exists again (0 now), -1 not due.
	back := func(gi int) int {
		c := b.tour.golds[gi]
		if s.Cells[c] == cr.Gold {
			return 0
		}
		if s.Cells[c] != cr.Empty || b.goldBack[c] <= s.Turn {
			return -1
		}
		return b.goldBack[c] - s.Turn
	}
	cands := b.oppCands[:0]
	for gi, c := range b.tour.golds {
		d := int(b.dopp.cdist[c])
		w := back(gi)
		if d <= 0 || w < 0 || w > d+2 {
			continue
		}
		cands = append(cands, tourCand{gi, max(d, w)})
	}
	b.oppCands = cands
	i := b.tour.pick(cands)
	if i < 0 {
		return
	}
	cur, t := cands[i].gold, cands[i].arrive
	b.oppAt[cur] = int16(t)
	for k := 1; k < oppChain; k++ {
		best, bestT := -1, 0
		for gi := range b.tour.golds {
			if b.oppAt[gi] >= 0 {
				continue
			}
			w := back(gi)
			d := b.tour.dist[cur][gi]
			if w < 0 || d < 0 || w > t+int(d)+2 {
				continue
			}
			if arr := max(t+int(d), w); best < 0 || arr < bestT {
				best, bestT = gi, arr
			}
		}
		if best < 0 {
			return
		}
		cur, t = best, bestT
		b.oppAt[cur] = int16(t)
	}
}

// inPocket reports whether the runner cannot get back to its spawn cell
// once the holes are closed: a pocket it can leave only by dying.
func (b *Digger) inPocket(s *cr.State, p int) bool {
	me := &s.Runners[p]
	b.esc.run(&b.closed, me.Row*cols+me.Col, nil, nil)
	return b.esc.dist[me.SpawnRow*cols+me.SpawnCol] < 0
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

// canDie reports whether the runner, once at cell c, can still get itself
// killed (see suicide): some cell it can reach from there with the holes
// closed lets it dig a brick that has something solid below. It is cached
// per cell: the world with every hole closed does not change.
func (b *Digger) canDie(c int) bool {
	if b.dieKnown[c] == 0 {
		b.dieKnown[c] = 2
		b.esc.run(&b.closed, c, nil, nil)
		w := &b.closedCells
		at := func(r, c int) cr.Cell {
			if r < 0 || r >= rows || c < 0 || c >= cols {
				return cr.Brick
			}
			return w[r*cols+c]
		}
		for _, n := range b.esc.queue[:b.esc.n] {
			r, col := int(n)/cols, int(n)%cols
			if r >= rows-1 || int(b.closed.next[n][0]) != int(n) {
				continue // the bottom row, or falling
			}
			for _, dir := range []int{-1, 1} {
				if emptyLike(at(r, col+dir)) && at(r+1, col+dir) == cr.Brick && !emptyLike(at(r+2, col+dir)) {
					b.dieKnown[c] = 1
				}
			}
		}
		// Searches elsewhere rely on reach: it must not see this run.
	}
	return b.dieKnown[c] == 1
}

// goldEarly is how many turns before a collected gold comes back the
// runner may arrive and wait for it: waiting by gold soon due beats
// wandering (the 3rd-placed 2013 program waited so when nothing else was
// left).
const goldEarly = 40
