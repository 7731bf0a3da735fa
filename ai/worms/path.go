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

// pathSearch holds the search's arrays, reused from call to call.
type pathSearch struct {
	// mark[i] is gen<<32 | the cost found so far for cell i; a cell
	// whose upper half is not the current generation is unreached. Other
	// worms' cells are marked at cost 0 so that no step enters them.
	mark []uint64
	gen  uint64
	// goals holds the goal cells by estimated total cost; ring the cells
	// reached since, by estimated total cost modulo 4: a step raises the
	// estimate by at most 3 (a dig costs 2, the estimate grows by 1), so
	// four buckets hold every cell queued beyond the goals. Each keeps its
	// backing array.
	goals [][]node
	ring  [4][]node
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
// The estimate of a cell's remaining cost is its Chebyshev distance to the
// worm less one (every step costs at least 1, and the nine cells wanted
// are within one step of the worm). It is consistent, so a cell's cost is
// final when it leaves the queue, and the nine wanted cells (estimate 0)
// are exact once each has left it.
func (ps *pathSearch) run(s *worms.State, goals []int, self int, open bool) around {
	size := s.Size
	n := size * size
	if len(ps.mark) != n {
		ps.mark = make([]uint64, n)
		ps.gen = 0
	}
	ps.gen++
	if ps.gen == 1<<32 { // wrapped: old stamps could match again
		clear(ps.mark)
		ps.gen = 1
	}
	base := ps.gen << 32
	mark, cells := ps.mark, s.Cells
	wx, wy := s.Worms[self].X, s.Worms[self].Y
	for f := range ps.goals {
		ps.goals[f] = ps.goals[f][:0]
	}
	for _, g := range goals {
		if !open && (cells[g] == worms.DeepSpace || occupied(s, g, self)) {
			continue
		}
		if mark[g] != base {
			mark[g] = base
			x, y := g%size, g/size
			f := max(abs(x-wx), abs(y-wy), 1) - 1
			for len(ps.goals) <= f {
				ps.goals = append(ps.goals, nil)
			}
			ps.goals[f] = append(ps.goals[f], node{int32(g), int16(x), int16(y)})
		}
	}
	for wi := range s.Worms {
		if w := &s.Worms[wi]; wi != self {
			mark[w.Y*size+w.X] = base
		}
	}
	// want has bit (dy+1)*3+dx+1 for each wanted cell not final yet: the
	// worm's cell and its neighbours that a worm can enter.
	var want uint16
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			if enterable(s, wx+dx, wy+dy, self) {
				want |= 1 << ((dy+1)*3 + dx + 1)
			}
		}
	}
	var off [8]int
	for d := range off {
		off[d] = stepDY[d]*size + stepDX[d]
	}
	queued := 0 // cells in the ring
	for f := 0; want != 0 && (queued > 0 || f < len(ps.goals)); f++ {
		q := ps.ring[f&3]
		queued -= len(q) // they all leave the ring now
		if f < len(ps.goals) {
			q = append(q, ps.goals[f]...)
		}
		// Cells whose estimate drops by their cost join bucket f while it
		// drains.
		for k := 0; k < len(q) && want != 0; k++ {
			e := q[k]
			i, x, y := int(e.i), int(e.x), int(e.y)
			d := int(uint32(mark[i]))
			est := max(abs(x-wx), abs(y-wy), 1) - 1
			if d+est != f {
				continue // reached again more cheaply since
			}
			if est == 0 {
				want &^= 1 << ((y-wy+1)*3 + x - wx + 1)
			}
			// Stepping from a neighbour into i costs i's cost.
			nd := d + cellCost(cells[i])
			inside := x > 0 && y > 0 && x < size-1 && y < size-1
			for dir, o := range off {
				nx, ny := x+stepDX[dir], y+stepDY[dir]
				if !inside && (nx < 0 || ny < 0 || nx >= size || ny >= size) {
					continue
				}
				// One test for "reached this generation at a cost <= nd",
				// which covers other worms' cells (marked at 0).
				ni := i + o
				if mark[ni]-base <= uint64(nd) || cells[ni] == worms.DeepSpace {
					continue
				}
				mark[ni] = base | uint64(nd)
				nf := nd + max(abs(nx-wx), abs(ny-wy), 1) - 1
				if nf == f {
					q = append(q, node{int32(ni), int16(nx), int16(ny)})
					continue
				}
				ps.ring[nf&3] = append(ps.ring[nf&3], node{int32(ni), int16(nx), int16(ny)})
				queued++
			}
		}
		ps.ring[f&3] = q[:0]
	}
	for b := range ps.ring {
		ps.ring[b] = ps.ring[b][:0]
	}
	var a around
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			k := (dy+1)*3 + dx + 1
			a[k] = unreachable
			if x, y := wx+dx, wy+dy; enterable(s, x, y, self) && mark[y*size+x]>>32 == ps.gen {
				a[k] = int(uint32(mark[y*size+x]))
			}
		}
	}
	return a
}

// occupied reports whether a worm other than self stands on cell i.
func occupied(s *worms.State, i, self int) bool {
	for wi := range s.Worms {
		if w := &s.Worms[wi]; wi != self && w.Y*s.Size+w.X == i {
			return true
		}
	}
	return false
}

// enterable reports whether worm self could stand on (x, y): on the map,
// not deep space, no other worm there.
func enterable(s *worms.State, x, y, self int) bool {
	return s.In(x, y) && s.Cells[y*s.Size+x] != worms.DeepSpace && !occupied(s, y*s.Size+x, self)
}
