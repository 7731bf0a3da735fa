package windward

import (
	"container/heap"

	"arena/sim/windward"
)

// Route costs in ticks. Tiles are not equal: a car crosses a straight tile
// in 24 ticks at full speed, but turns are driven at half speed (right 12
// steps, left 34, U-turn 48, so 24, 68 and 96 ticks) and the car needs a
// few more ticks to get back up to speed; a stop sign means a full stop and
// a restart from speed 0, a light may be red. Among the many equally short
// ways across a grid, the quickest avoids left turns and stop signs.
const (
	costStraight = 24
	costRight    = 24 + 8
	costLeft     = 68 + 8
	costUTurn    = 96 + 8
	costStopSign = 45
	costLight    = 15
)

// crossCost is the time to cross a tile entering heading in and leaving
// heading out.
func crossCost(in, out windward.Dir) int {
	switch out {
	case in:
		return costStraight
	case in.Right():
		return costRight
	case in.Left():
		return costLeft
	}
	return costUTurn
}

// entryCost is the delay on entering tile t heading h: a stop sign on the
// side the car comes from, or a light.
func entryCost(t windward.Tile, h windward.Dir) int {
	c := 0
	if t.StopSigns&(1<<h.Reverse()) != 0 {
		c += costStopSign
	}
	if t.HasLight {
		c += costLight
	}
	return c
}

// fastRoute returns the quickest path by the costs above from tile from,
// entered heading in, to a stop (both included), or nil when there is
// none. It never passes through another stop (the car would stop there)
// and makes U-turns only where the engine allows them: on straight roads
// and at dead ends.
func fastRoute(m *windward.Map, from windward.Pt, in windward.Dir, stop windward.Pt) []windward.Pt {
	if !m.In(from) || !m.In(stop) {
		return nil
	}
	if from == stop {
		return []windward.Pt{from}
	}
	n := m.W * m.H * 4
	best := make([]int32, n)
	prev := make([]int32, n)
	for i := range best {
		best[i], prev[i] = -1, -1
	}
	idx := func(p windward.Pt, d windward.Dir) int32 { return int32((p.Y*m.W+p.X)*4 + int(d)) }
	q := &routeQueue{}
	s0 := idx(from, in)
	best[s0] = 0
	heap.Push(q, routeItem{s0, 0})
	for q.Len() > 0 {
		it := heap.Pop(q).(routeItem)
		if it.cost > best[it.state] {
			continue
		}
		cell, d := int(it.state)/4, windward.Dir(it.state%4)
		p := windward.Pt{X: cell % m.W, Y: cell / m.W}
		if p == stop {
			return unwind(m, prev, it.state)
		}
		t := m.At(p)
		if tt := t.Type; (tt == windward.BusStop || tt == windward.CoffeeStop) && p != from {
			continue // another stop: the car would stop there
		}
		for e := windward.North; e <= windward.West; e++ {
			if !m.CanMove(p, e) {
				continue
			}
			if e == d.Reverse() && !t.IsStraight() && t.Exits() > 1 {
				continue
			}
			r := p.Add(e)
			c := it.cost + int32(crossCost(d, e)+entryCost(m.At(r), e))
			s := idx(r, e)
			if best[s] < 0 || c < best[s] {
				best[s], prev[s] = c, it.state
				heap.Push(q, routeItem{s, c})
			}
		}
	}
	return nil
}

// unwind rebuilds the tiles of a route ending in state s.
func unwind(m *windward.Map, prev []int32, s int32) []windward.Pt {
	var rev []windward.Pt
	for ; s >= 0; s = prev[s] {
		cell := int(s) / 4
		rev = append(rev, windward.Pt{X: cell % m.W, Y: cell / m.W})
	}
	out := make([]windward.Pt, len(rev))
	for i, p := range rev {
		out[len(rev)-1-i] = p
	}
	return out
}

// tycoonRoute plans car i's quickest path to a stop from the tile it is
// heading into, plus one step back out of the stop (as route does).
func tycoonRoute(s *windward.State, i int, stop windward.Pt) []windward.Pt {
	c := &s.Cars[i]
	path := fastRoute(s.Map, c.NextTile(), c.Out, stop)
	if path == nil {
		return route(s, i, stop)
	}
	if len(path) >= 2 {
		path = append(path, path[len(path)-2])
	}
	return path
}

type routeItem struct {
	state int32
	cost  int32
}

// routeQueue is a min-heap of route states by cost; ties go to the lower
// state index so routes never depend on anything but the map.
type routeQueue []routeItem

func (q routeQueue) Len() int { return len(q) }
func (q routeQueue) Less(i, j int) bool {
	if q[i].cost != q[j].cost {
		return q[i].cost < q[j].cost
	}
	return q[i].state < q[j].state
}
func (q routeQueue) Swap(i, j int) { q[i], q[j] = q[j], q[i] }
func (q *routeQueue) Push(x any)   { *q = append(*q, x.(routeItem)) }
func (q *routeQueue) Pop() any {
	old := *q
	it := old[len(old)-1]
	*q = old[:len(old)-1]
	return it
}
