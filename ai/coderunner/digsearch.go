package coderunner

import cr "arena/sim/coderunner"

// Dig-aware routes. A runner standing on Brick or a Ladder may dig the brick
// below a side cell (rule text "Destroying Brick Cells"), step onto the
// side cell, fall into the hole and on through whatever is empty below
// (rule text "Falling"): often the quickest way down. The dig costs a turn
// and a cooldown of cdMax turns (reference §1.1: a dig in turn t may be
// followed by another in turn t+10), so a route's state is its cell, the
// turns left of the cooldown, and where its own fresh hole lies.

// Hole states of a dig route: no hole of its own nearby, a hole below the
// left or right neighbour, a hole right below (the runner falls next turn),
// or the runner inside its hole.
const (
	flNone = iota
	flLeft
	flBelow
	flRight
	flIn
	flStates
)

// cdMax is the cooldown a dig route carries in the state after a dig:
// reference §1.3 shows 9 in state t+1 after a dig in turn t.
const cdMax = 9

const digStates = cells * (cdMax + 1) * flStates

func digState(c, cd, fl int) int { return (c*(cdMax+1)+cd)*flStates + fl }

// digSearch is a breadth-first search over dig routes from one cell. Per
// cell it keeps the earliest arrival, in any state, and the first move of
// a route arriving then.
type digSearch struct {
	dist  [digStates]int16
	first [digStates]cr.Move
	queue [digStates]int32
	cdist [cells]int16 // earliest arrival per cell, -1 unreached
	// minCd is the lowest cooldown a route without a hole of its own has
	// reached each cell with: a later route with no lower cooldown can do
	// nothing it cannot, so it is dropped (this keeps the search near one
	// state per cell).
	minCd  [cells]int8
	cfirst [cells]cr.Move
	n      int          // queue[:n] are the states the last run reached
	ready  bool         // dist is -1 outside queue[:n]
	seen   [cells]uint8 // reaches: how each cell was reached
	cells  [2 * cells]int16
	// stop, when not 0, is one more than the one cell whose answer the
	// caller reads: the run stops once it has reached that cell (arrivals
	// come in time order, so its cdist and cfirst are final then).
	stop int
}

// run searches from cell start with the dig cooldown cd, on the world
// cells whose walking moves g holds. limit vetoes as in search.run: a
// negative entry always, otherwise being on cell n at time t <=
// safeHorizon only while t is below it. holeEnd, when set, bounds the
// time t a route may be on a cell when positive.
func (ds *digSearch) run(g *graph, w *[cells]cr.Cell, start, cd int, limit, holeEnd *[cells]int16) {
	// Only the states the last run reached need clearing: dist is 20k
	// entries, of which a run reaches a few hundred.
	if !ds.ready {
		for i := range ds.dist {
			ds.dist[i] = -1
		}
		ds.ready = true
	}
	for _, st := range ds.queue[:ds.n] {
		ds.dist[st] = -1
	}
	for i := range ds.cdist {
		ds.cdist[i] = -1
		ds.minCd[i] = cdMax + 1
	}
	cd = min(max(cd, 0), cdMax)
	s0 := digState(start, cd, flNone)
	ds.dist[s0] = 0
	ds.first[s0] = cr.None
	ds.cdist[start] = 0
	ds.minCd[start] = int8(cd)
	ds.cfirst[start] = cr.None
	ds.queue[0] = int32(s0)
	head, tail := 0, 1
	at := func(r, c int) cr.Cell {
		if r < 0 || r >= rows || c < 0 || c >= cols {
			return cr.Brick // off-map cells count as Brick (reference §1.4)
		}
		return w[r*cols+c]
	}
	// strict marks falls and the moves out of a hole with Brick below:
	// the runner cannot dodge there, so an enemy that may come is avoided
	// however far ahead.
	push := func(from, n, ncd, fl int, m cr.Move, t int16, strict bool) {
		if limit != nil {
			if lim := limit[n]; lim < 0 || ((strict || t <= safeHorizon) && t >= lim) {
				return
			}
		}
		if holeEnd != nil && holeEnd[n] > 0 && t > holeEnd[n] {
			return
		}
		if fl == flNone {
			if int(ds.minCd[n]) <= ncd {
				return
			}
			ds.minCd[n] = int8(ncd)
		}
		st := digState(n, ncd, fl)
		if ds.dist[st] >= 0 {
			return
		}
		ds.dist[st] = t
		if from == s0 {
			ds.first[st] = m
		} else {
			ds.first[st] = ds.first[from]
		}
		if ds.cdist[n] < 0 {
			ds.cdist[n] = t
			ds.cfirst[n] = ds.first[st]
		}
		ds.queue[tail] = int32(st)
		tail++
	}
	for head < tail && (ds.stop == 0 || ds.cdist[ds.stop-1] < 0) {
		st := int(ds.queue[head])
		head++
		fl := st % flStates
		cd := (st / flStates) % (cdMax + 1)
		c := st / flStates / (cdMax + 1)
		t := ds.dist[st] + 1
		ncd := max(cd-1, 0)
		r, col := c/cols, c%cols
		switch fl {
		case flBelow:
			// Standing over its own hole: the runner drops into it.
			push(st, c+cols, ncd, flIn, cr.None, t, false)
			continue
		case flIn:
			// In its own hole (Brick on the map it reads): on through
			// whatever is empty below, else out sideways or down a ladder.
			below := at(r+1, col)
			switch {
			case below == cr.Empty || below == cr.Gold || below == cr.Removed:
				push(st, c+cols, ncd, flNone, cr.None, t, false)
			default:
				if at(r, col-1) != cr.Brick {
					push(st, c-1, ncd, flNone, cr.Left, t, true)
				}
				if at(r, col+1) != cr.Brick {
					push(st, c+1, ncd, flNone, cr.Right, t, true)
				}
				if below == cr.Ladder {
					push(st, c+cols, ncd, flNone, cr.Bottom, t, true)
				}
			}
			continue
		}
		falling := int(g.next[c][0]) != c
		for k, m := range walkMoves {
			n := int(g.next[c][k])
			if n == c {
				continue
			}
			nfl := flNone
			if (fl == flLeft && m == cr.Left) || (fl == flRight && m == cr.Right) {
				nfl = flBelow
			}
			push(st, n, ncd, nfl, m, t, falling || (w[c] == cr.Removed && !emptyLike(at(r+1, col))))
		}
		if falling {
			continue
		}
		if cd > 0 {
			push(st, c, ncd, fl, cr.None, t, false) // wait for the cooldown
			continue
		}
		// Dig validity (rule text "Destroying Brick Cells", reference §1.5):
		// supported, not on the bottom row, an empty side cell over Brick.
		// Standing on an enemy trapped in a hole is not standing on
		// anything the rules count as support.
		if r >= rows-1 || (emptyLike(w[c]) && emptyLike(at(r+1, col))) {
			continue
		}
		for _, dir := range []int{-1, 1} {
			side := at(r, col+dir)
			if (side != cr.Empty && side != cr.Gold) || at(r+1, col+dir) != cr.Brick {
				continue
			}
			m, nfl := cr.DigLeft, flLeft
			if dir > 0 {
				m, nfl = cr.DigRight, flRight
			}
			push(st, c, cdMax, nfl, m, t, false)
		}
	}
	ds.n = tail
}

// emptyLike is the reference's class of cells one falls through (§1.4).
func emptyLike(c cr.Cell) bool { return c == cr.Empty || c == cr.Gold || c == cr.Removed }

// reaches reports whether a dig route from cell start could reach cell goal
// at all: a search over cells alone, each walked on or in a hole, with
// every move the dig search may take and none of its checks of time (the
// limit's timed entries, holeEnd, cooldowns), only its cells never to be
// entered (a negative limit). It reaches a superset of the dig search's
// cells, so when it misses goal, so would the dig search; it is far
// cheaper than a dig search that explores every state to find that out.
func (ds *digSearch) reaches(g *graph, w *[cells]cr.Cell, start, goal int, limit *[cells]int16) bool {
	// seen[c] bit 0: walked on c; bit 1: in a hole at c.
	seen := &ds.seen
	*seen = [cells]uint8{}
	q := ds.cells[:0]
	push := func(n int, mode uint8) {
		if seen[n]&mode != 0 || (limit != nil && limit[n] < 0) {
			return
		}
		seen[n] |= mode
		q = append(q, int16(n)<<1|int16(mode>>1))
	}
	at := func(r, c int) cr.Cell {
		if r < 0 || r >= rows || c < 0 || c >= cols {
			return cr.Brick
		}
		return w[r*cols+c]
	}
	seen[start] = 1
	q = append(q, int16(start)<<1)
	for head := 0; head < len(q); head++ {
		c, hole := int(q[head]>>1), q[head]&1 != 0
		if c == goal {
			return true
		}
		r, col := c/cols, c%cols
		if hole {
			below := at(r+1, col)
			if emptyLike(below) || below == cr.Ladder {
				push(c+cols, 1)
			}
			if !emptyLike(below) {
				if at(r, col-1) != cr.Brick {
					push(c-1, 1)
				}
				if at(r, col+1) != cr.Brick {
					push(c+1, 1)
				}
			}
			continue
		}
		for k := range walkMoves {
			if n := int(g.next[c][k]); n != c {
				push(n, 1)
			}
		}
		if r+1 < rows {
			push(c+cols, 2) // a drop into a hole it dug below
		}
	}
	return false
}
