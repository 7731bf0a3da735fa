package coderunner

import (
	"math/bits"

	cr "arena/sim/coderunner"
)

// The terrain: the map as it is with every hole closed and no gold (gold
// does not change where anyone can go). Holes last 25 turns and gold comes
// back where it was (rule text "Brick Destruction and Restoration", "Gold
// Collection and Respawn"), so the terrain stays the same for the whole
// game and whatever is measured on it is measured once: the turns from
// every cell to every gold, the cells a runner can climb back from, the
// places it can die on purpose. A turn then looks distances up instead of
// searching, and searches the map as it is only when a hole lies on its way
// (see route.go).

// nodes of the terrain's move graph: a runner on each cell, then a runner
// inside a hole it dug in each Brick cell.
const nodes = 2 * cells

// unreached marks a node with no way to the goal.
const unreached = 0xffff

// digCost is the turns of a dig route from the cell it is dug from to the
// inside of its hole: the dig, the step onto the hole, the fall into it
// (rule text "Destroying Brick Cells", "Falling").
const digCost = 3

// terrain is the closed map, its move graph with dig routes, and tables
// measured on it, some of them as they are first needed.
type terrain struct {
	cells [cells]cr.Cell // Brick, Ladder or Empty
	// The move graph, forward and reversed, in compressed rows: the edges
	// of node u are edges[start[u]:start[u+1]]. A walking move or a fall
	// costs one turn, a dig route from its cell to the inside of its hole
	// digCost (the cooldown is left out: routes rarely dig twice within
	// ten turns, and the first move is chosen on the real map).
	fwdStart, revStart [nodes + 1]int32
	fwd, rev           []tedge
	// walk lists where each walking move (walkMoves) takes a runner from
	// each cell, falls included, as graph.next does on the live map.
	walk [cells][5]int16
	// toGold[i] holds the turns from each node to gold cell golds[i];
	// goldIndex maps a cell to its index plus one.
	golds     []int
	goldIndex [cells]int16
	toGold    [][nodes]uint16
	// reach counts the cells reachable from each cell by walking (digs
	// only ever lead down), 0 unknown; dieAt caches canDie: 0 unknown, 1
	// yes, 2 no.
	reach [cells]int16
	dieAt [cells]int8
	// Scratch for the searches.
	queue  []int32
	bucket [digCost + 1][]int32
}

// tedge is an edge of the move graph: the node it leads to and its turns.
type tedge struct {
	to   int32
	cost int32
}

// closedOf returns the terrain cells of a live map: holes closed, gold
// gone.
func closedOf(live *[cells]cr.Cell) [cells]cr.Cell {
	w := *live
	for i, c := range w {
		switch c {
		case cr.Removed:
			w[i] = cr.Brick
		case cr.Gold:
			w[i] = cr.Empty
		}
	}
	return w
}

// at reads a terrain cell; off the map is Brick (reference §1.4).
func (t *terrain) at(r, c int) cr.Cell {
	if r < 0 || r >= rows || c < 0 || c >= cols {
		return cr.Brick
	}
	return t.cells[r*cols+c]
}

// build measures the terrain of the live map s from scratch.
func (t *terrain) build(s *cr.State) {
	t.cells = closedOf(&s.Cells)
	t.golds = t.golds[:0]
	t.goldIndex = [cells]int16{}
	t.toGold = t.toGold[:0]
	t.reach = [cells]int16{}
	t.dieAt = [cells]int8{}
	t.fwd = t.fwd[:0]
	var deg [nodes + 1]int32
	for u := 0; u < nodes; u++ {
		t.fwdStart[u] = int32(len(t.fwd))
		t.fwd = t.edgesFrom(u, t.fwd)
		for _, e := range t.fwd[t.fwdStart[u]:] {
			deg[e.to]++
		}
	}
	t.fwdStart[nodes] = int32(len(t.fwd))
	// Reverse: count, then place.
	var pos [nodes]int32
	n := int32(0)
	for v := 0; v < nodes; v++ {
		t.revStart[v] = n
		pos[v] = n
		n += deg[v]
	}
	t.revStart[nodes] = n
	if cap(t.rev) < int(n) {
		t.rev = make([]tedge, n)
	}
	t.rev = t.rev[:n]
	for u := 0; u < nodes; u++ {
		for _, e := range t.fwd[t.fwdStart[u]:t.fwdStart[u+1]] {
			t.rev[pos[e.to]] = tedge{int32(u), e.cost}
			pos[e.to]++
		}
	}
	for c := 0; c < cells; c++ {
		r, col := c/cols, c%cols
		for k, m := range walkMoves {
			nr, nc := t.step(r, col, m)
			t.walk[c][k] = int16(nr*cols + nc)
		}
	}
}

// falls reports whether a runner on terrain cell (r, c) falls (rule text
// "Falling": not on a Ladder and not above Brick, a Ladder or the edge).
func (t *terrain) falls(r, c int) bool {
	return emptyLike(t.at(r, c)) && emptyLike(t.at(r+1, c))
}

// step is where a walking move takes a runner on the terrain: the
// movement rules of reference §1.4 (sim/coderunner rawTarget) on a map
// with no holes.
func (t *terrain) step(r, c int, m cr.Move) (int, int) {
	if t.falls(r, c) {
		return r + 1, c
	}
	here, below := t.at(r, c), t.at(r+1, c)
	switch m {
	case cr.Top:
		if here == cr.Ladder && t.at(r-1, c) != cr.Brick {
			return r - 1, c
		}
	case cr.Bottom:
		if (here == cr.Ladder || emptyLike(here)) && (below == cr.Ladder || emptyLike(below)) {
			return r + 1, c
		}
	case cr.Left:
		if t.at(r, c-1) != cr.Brick {
			return r, c - 1
		}
	case cr.Right:
		if t.at(r, c+1) != cr.Brick {
			return r, c + 1
		}
	}
	return r, c
}

// edgesFrom appends the edges of node u.
func (t *terrain) edgesFrom(u int, out []tedge) []tedge {
	if u >= cells {
		if t.cells[u-cells] != cr.Brick {
			return out // no hole can be dug there
		}
		// Inside a hole dug in Brick cell h: on through whatever is empty
		// below, else out sideways or down a ladder (a pit has no edge).
		h := u - cells
		r, c := h/cols, h%cols
		below := t.at(r+1, c)
		if emptyLike(below) {
			return append(out, tedge{int32(h + cols), 1})
		}
		for _, d := range [2]int{-1, 1} {
			if t.at(r, c+d) != cr.Brick {
				out = append(out, tedge{int32(h + d), 1})
			}
		}
		if below == cr.Ladder {
			out = append(out, tedge{int32(h + cols), 1})
		}
		return out
	}
	r, c := u/cols, u%cols
	if t.cells[u] == cr.Brick {
		return out
	}
	if t.falls(r, c) {
		return append(out, tedge{int32(u + cols), 1})
	}
	first := len(out)
	for _, m := range walkMoves[1:] {
		nr, nc := t.step(r, c, m)
		n := int32(nr*cols + nc)
		if int(n) == u {
			continue
		}
		dup := false
		for _, e := range out[first:] {
			dup = dup || e.to == n
		}
		if !dup {
			out = append(out, tedge{n, 1})
		}
	}
	// Dig routes (rule text "Destroying Brick Cells", reference §1.5):
	// not from the bottom row, an empty side cell over Brick.
	if r < rows-1 {
		for _, d := range [2]int{-1, 1} {
			if emptyLike(t.at(r, c+d)) && t.at(r+1, c+d) == cr.Brick {
				out = append(out, tedge{int32(cells + u + cols + d), digCost})
			}
		}
	}
	return out
}

// gold returns the table of turns to gold cell g from every node, measuring
// it the first time.
func (t *terrain) gold(g int) *[nodes]uint16 {
	if i := t.goldIndex[g]; i > 0 {
		return &t.toGold[i-1]
	}
	t.golds = append(t.golds, g)
	t.goldIndex[g] = int16(len(t.golds))
	t.toGold = append(t.toGold, [nodes]uint16{})
	tab := &t.toGold[len(t.toGold)-1]
	t.search(g, t.revStart[:], t.rev, tab)
	return tab
}

// search fills dist with the turns from src over the graph given (the
// reversed graph gives the turns to src), by Dial's algorithm: edges cost
// one turn or digCost.
func (t *terrain) search(src int, start []int32, edges []tedge, dist *[nodes]uint16) {
	for i := range dist {
		dist[i] = unreached
	}
	dist[src] = 0
	for i := range t.bucket {
		t.bucket[i] = t.bucket[i][:0]
	}
	t.bucket[0] = append(t.bucket[0], int32(src))
	pending := 1
	for d := 0; pending > 0; d++ {
		b := &t.bucket[d%len(t.bucket)]
		for k := 0; k < len(*b); k++ {
			u := (*b)[k]
			pending--
			if int(dist[u]) != d {
				continue // reached sooner since
			}
			for _, e := range edges[start[u]:start[u+1]] {
				nd := d + int(e.cost)
				if int(dist[e.to]) <= nd {
					continue
				}
				dist[e.to] = uint16(nd)
				nb := &t.bucket[nd%len(t.bucket)]
				*nb = append(*nb, e.to)
				pending++
			}
		}
		*b = (*b)[:0]
	}
}

// from fills dist with the turns from node src to every node (tests and
// the tour's legs use it; a turn uses the gold tables).
func (t *terrain) from(src int, dist *[nodes]uint16) {
	t.search(src, t.fwdStart[:], t.fwd, dist)
}

// reachOf counts the cells reachable from cell c by walking and falling.
func (t *terrain) reachOf(c int) int {
	if t.reach[c] == 0 {
		t.reachAll()
	}
	return int(t.reach[c])
}

// reachAll fills reach for every cell at once (a search from each cell
// cost as much as a game's thinking). Cells that reach each other, a
// strongly connected component found by Tarjan's algorithm, reach the same
// cells: their own and whatever the components they lead to reach, which
// the algorithm finishes first.
func (t *terrain) reachAll() {
	type set [(cells + 63) / 64]uint64
	var (
		index, low [cells]int16 // 0 = not yet visited
		comp       [cells]int16 // -1 while its component is open
		on         [cells]bool
		stack      []int16
		sets       []set
		next       int16 = 1
	)
	var visit func(c int)
	visit = func(c int) {
		index[c], low[c] = next, next
		next++
		comp[c] = -1
		stack = append(stack, int16(c))
		on[c] = true
		for _, n := range t.walk[c] {
			switch {
			case index[n] == 0:
				visit(int(n))
				low[c] = min(low[c], low[n])
			case on[n]:
				low[c] = min(low[c], index[n])
			}
		}
		if low[c] != index[c] {
			return
		}
		k := int16(len(sets))
		var s set
		i := len(stack)
		for {
			i--
			m := stack[i]
			on[m] = false
			comp[m] = k
			s[m/64] |= 1 << (m % 64)
			if int(m) == c {
				break
			}
		}
		members := stack[i:]
		for _, m := range members {
			for _, n := range t.walk[m] {
				if comp[n] != k {
					for w := range s {
						s[w] |= sets[comp[n]][w]
					}
				}
			}
		}
		count := 0
		for _, w := range s {
			count += bits.OnesCount64(w)
		}
		for _, m := range members {
			t.reach[m] = int16(count)
		}
		sets = append(sets, s)
		stack = stack[:i]
	}
	for c := range cells {
		if index[c] == 0 {
			visit(c)
		}
	}
}

// walks reports whether a runner on cell a gets to cell b by walking and
// falling.
func (t *terrain) walks(a, b int) bool {
	var seen [cells]bool
	q := append(t.queue[:0], int32(a))
	seen[a] = true
	for h := 0; h < len(q); h++ {
		if int(q[h]) == b {
			t.queue = q
			return true
		}
		for _, n := range t.walk[q[h]] {
			if !seen[n] {
				seen[n] = true
				q = append(q, int32(n))
			}
		}
	}
	t.queue = q
	return false
}

// landing is where a runner on terrain cell c comes to rest if it stops
// moving: c itself, or the end of its fall.
func (t *terrain) landing(c int) int {
	for range rows {
		n := int(t.walk[c][0])
		if n == c {
			break
		}
		c = n
	}
	return c
}
