package worms

import "arena/sim/worms"

// Path search: how many rounds a worm needs to reach the nearest goal cell,
// digging through dirt (2 rounds a cell) and walking air (1), never
// through deep space or other worms. Every caller (the hunter's planner,
// the sparring bots' stepDown) reads it only at the worm's own cell and its
// eight neighbours, so the search is an A* from the goals toward the worm
// that stops as soon as those nine cells are final: it settles a fraction
// of the cells a full Dijkstra would, and its array is stamped with a
// generation instead of being cleared for each search.

// around holds a search's result for the worm's cell and its neighbours:
// index (dy+1)*3 + dx+1 for the cell at offset (dx, dy).
type around [9]int

// at returns the distance of the cell at offset (dx, dy) from the worm
// (each in -1..1): unreachable when no goal can be reached from it, or
// when a worm cannot enter it (off the map, deep space, another worm).
func (a *around) at(dx, dy int) int { return a[(dy+1)*3+dx+1] }

// pathSearch holds the search's arrays, reused from call to call, and
// the current search's constants (fields, so that the loop that expands a
// cell is a small function whose values fit in registers).
type pathSearch struct {
	// mark[i] is gen<<32 | the cost found so far for cell i; a cell
	// whose upper half is not the current generation is unreached. Other
	// worms' cells are marked at cost 0 so that no step enters them.
	mark []uint64
	gen  uint64
	// goals holds the goal cells by estimated total cost; ring the cells
	// reached since, by estimated total cost modulo 8: a step raises the
	// estimated total by at most 4 (see estimate), so eight buckets hold
	// every cell queued beyond the goals. Each keeps its backing array.
	goals  [][]node
	ring   [8][]node
	queued int // cells in the ring

	cells  []worms.Cell
	size   int
	base   uint64 // gen << 32
	wx, wy int    // the worm's cell
	off    [8]int // index offset of each direction's neighbour
	walls  []int  // other worms' cells
}

// node is a queue entry: a cell and its coordinates (no division to
// recover them).
type node struct {
	i    int32
	x, y int16
}

// distances returns the number of rounds a worm at each cell around self
// needs to reach one of the goal cells. self's own cell is passable.
func (h *Hunter) distances(s *worms.State, goals []int, self int) around {
	return h.path.run(s, goals, self, false)
}

// distancesTo is distances toward goals that may be occupied by worms (an
// enemy's own cell): those goal cells count as reachable.
func (h *Hunter) distancesTo(s *worms.State, goals []int, self int) around {
	return h.path.run(s, goals, self, true)
}

// stepDX and stepDY are the eight directions' unit steps (worms.Direction
// order), as local arrays for inner loops.
var stepDX, stepDY = func() (dx, dy [8]int) {
	for d := worms.N; d <= worms.NW; d++ {
		dx[d], dy[d] = d.Delta()
	}
	return
}()

// run is the search; with open, goal cells count even when a worm stands
// on them.
//
// Cells leave the queue by cost so far plus estimate (see estimate). The
// estimate is consistent, so a cell's cost is final when it leaves the
// queue, and the nine wanted cells (estimate 0) are exact once each has
// left it.
func (ps *pathSearch) run(s *worms.State, goals []int, self int, open bool) around {
	ps.start(s, self)
	mark, size, wx, wy := ps.mark, ps.size, ps.wx, ps.wy
	for f := range ps.goals {
		ps.goals[f] = ps.goals[f][:0]
	}
	for _, g := range goals {
		if !open && (ps.cells[g] == worms.DeepSpace || ps.wall(g)) {
			continue
		}
		if mark[g] != ps.base {
			mark[g] = ps.base
			x, y := g%size, g/size
			f := estimate(x-wx, y-wy, ps.cells[g])
			for len(ps.goals) <= f {
				ps.goals = append(ps.goals, nil)
			}
			ps.goals[f] = append(ps.goals[f], node{int32(g), int16(x), int16(y)})
		}
	}
	for _, c := range ps.walls {
		mark[c] = ps.base
	}
	// want has bit (dy+1)*3+dx+1 for each wanted cell not final yet: the
	// worm's cell and its neighbours that a worm can enter.
	var want uint16
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			if ps.enterable(wx+dx, wy+dy) {
				want |= 1 << ((dy+1)*3 + dx + 1)
			}
		}
	}
	ps.queued = 0
	for f := 0; want != 0 && (ps.queued > 0 || f < len(ps.goals)); f++ {
		b := f & 7
		ps.queued -= len(ps.ring[b]) // they all leave the ring now
		if f < len(ps.goals) {
			ps.ring[b] = append(ps.ring[b], ps.goals[f]...)
		}
		// Cells whose estimate drops by their cost join bucket f while it
		// drains: read it afresh each time.
		for k := 0; k < len(ps.ring[b]) && want != 0; k++ {
			e := ps.ring[b][k]
			i, x, y := int(e.i), int(e.x), int(e.y)
			d := int(uint32(mark[i]))
			est := estimate(x-wx, y-wy, ps.cells[i])
			if d+est != f {
				continue // reached again more cheaply since
			}
			if est == 0 {
				want &^= 1 << ((y-wy+1)*3 + x - wx + 1)
			}
			// Stepping from a neighbour into i costs i's cost.
			ps.expand(i, x, y, d+cellCost(ps.cells[i]), f)
		}
		ps.ring[b] = ps.ring[b][:0]
	}
	for b := range ps.ring {
		ps.ring[b] = ps.ring[b][:0]
	}
	var a around
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			k := (dy+1)*3 + dx + 1
			a[k] = unreachable
			if x, y := wx+dx, wy+dy; ps.enterable(x, y) && mark[y*size+x]>>32 == ps.gen {
				a[k] = int(uint32(mark[y*size+x]))
			}
		}
	}
	return a
}

// start begins a search on s toward worm self: a new generation of marks
// (the array cleared only when the generation wraps) and the search's
// constants.
func (ps *pathSearch) start(s *worms.State, self int) {
	n := s.Size * s.Size
	if len(ps.mark) != n {
		ps.mark = make([]uint64, n)
		ps.gen = 0
	}
	ps.gen++
	if ps.gen == 1<<32 { // wrapped: old stamps could match again
		clear(ps.mark)
		ps.gen = 1
	}
	ps.base = ps.gen << 32
	ps.cells, ps.size = s.Cells, s.Size
	ps.wx, ps.wy = s.Worms[self].X, s.Worms[self].Y
	for d := range ps.off {
		ps.off[d] = stepDY[d]*s.Size + stepDX[d]
	}
	ps.walls = ps.walls[:0]
	for wi := range s.Worms {
		if w := &s.Worms[wi]; wi != self {
			ps.walls = append(ps.walls, w.Y*s.Size+w.X)
		}
	}
}

// expand reaches the neighbours of cell i (at x, y) at cost nd where that
// is cheaper than before, queueing each by its estimated total cost (the
// bucket of f, being drained, or a later one). One test, "reached this
// generation at a cost <= nd", also covers other worms' cells (marked at
// 0).
func (ps *pathSearch) expand(i, x, y, nd, f int) {
	mark, base, cells := ps.mark, ps.base, ps.cells
	if x > 0 && y > 0 && x < ps.size-1 && y < ps.size-1 {
		// Inside the border every neighbour is on the map.
		for dir, o := range &ps.off {
			ni := i + o
			if mark[ni]-base <= uint64(nd) || cells[ni] == worms.DeepSpace {
				continue
			}
			mark[ni] = base | uint64(nd)
			ps.push(ni, x+stepDX[dir], y+stepDY[dir], nd, f)
		}
		return
	}
	for dir, o := range &ps.off {
		nx, ny := x+stepDX[dir], y+stepDY[dir]
		if !onMap(nx, ny, ps.size) {
			continue
		}
		ni := i + o
		if mark[ni]-base <= uint64(nd) || cells[ni] == worms.DeepSpace {
			continue
		}
		mark[ni] = base | uint64(nd)
		ps.push(ni, nx, ny, nd, f)
	}
}

// push queues cell i at (x, y), reached at cost nd while bucket f drains,
// by its estimated total cost.
func (ps *pathSearch) push(i, x, y, nd, f int) {
	nf := nd + estimate(x-ps.wx, y-ps.wy, ps.cells[i])
	if nf != f {
		ps.queued++
	}
	ps.ring[nf&7] = append(ps.ring[nf&7], node{int32(i), int16(x), int16(y)})
}

// wall reports whether another worm than the searching one stands on cell
// i.
func (ps *pathSearch) wall(i int) bool {
	for _, c := range ps.walls {
		if c == i {
			return true
		}
	}
	return false
}

// enterable reports whether the searching worm could stand on (x, y): on
// the map, not deep space, no other worm there.
func (ps *pathSearch) enterable(x, y int) bool {
	return onMap(x, y, ps.size) && ps.cells[y*ps.size+x] != worms.DeepSpace && !ps.wall(y*ps.size+x)
}

// estimate is a lower bound on the cost between a cell at offset (dx, dy)
// from the worm, of type c, and the nine wanted cells: 0 for those, else
// the cell's own cost (a path from a wanted cell enters it) and at least
// one for each cell entered before it, k-2 of them at Chebyshev distance
// k. It is consistent (it falls by at most the cost of the step that
// leaves a cell: the search's edge from a cell to its neighbour costs the
// cell's own cost), and it rises along a step by at most 4 (from a
// wanted cell into dirt two away) or 3 (otherwise).
func estimate(dx, dy int, c worms.Cell) int {
	k := max(abs(dx), abs(dy))
	if k <= 1 {
		return 0
	}
	return cellCost(c) + k - 2
}

// onMap reports whether (x, y) lies on a size×size map.
func onMap(x, y, size int) bool { return x >= 0 && y >= 0 && x < size && y < size }
