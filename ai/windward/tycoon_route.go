package windward

import (
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

// router holds fastRoute's work arrays. A Tycoon keeps one between turns
// so that planning a route allocates only the route it returns.
type router struct {
	best, prev []int32
	q          routeQueue
}

// fastRoute returns the quickest path by the costs above from tile from,
// entered heading in, to a stop (both included), or nil when there is
// none. It never passes through another stop (the car would stop there)
// and makes U-turns only where the engine allows them: on straight roads
// and at dead ends.
func fastRoute(m *windward.Map, from windward.Pt, in windward.Dir, stop windward.Pt) []windward.Pt {
	var r router
	return r.fastRoute(m, from, in, stop)
}

// fastRoute is the package's fastRoute on r's arrays. The path it returns
// has room for one more tile (tycoonRoute's step back out of the stop).
func (r *router) fastRoute(m *windward.Map, from windward.Pt, in windward.Dir, stop windward.Pt) []windward.Pt {
	if !m.In(from) || !m.In(stop) {
		return nil
	}
	if from == stop {
		return []windward.Pt{from}
	}
	n := m.W * m.H * 4
	if len(r.best) < n {
		r.best, r.prev = make([]int32, n), make([]int32, n)
	}
	best, prev := r.best[:n], r.prev[:n]
	for i := range best {
		best[i], prev[i] = -1, -1
	}
	idx := func(p windward.Pt, d windward.Dir) int32 { return int32((p.Y*m.W+p.X)*4 + int(d)) }
	q := r.q[:0]
	defer func() { r.q = q[:0] }()
	s0 := idx(from, in)
	best[s0] = 0
	q.push(routeItem{s0, 0})
	for len(q) > 0 {
		it := q.pop()
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
				q.push(routeItem{s, c})
			}
		}
	}
	return nil
}

// unwind rebuilds the tiles of a route ending in state s, in one slice
// with room for one more tile.
func unwind(m *windward.Map, prev []int32, s int32) []windward.Pt {
	k := 0
	for t := s; t >= 0; t = prev[t] {
		k++
	}
	out := make([]windward.Pt, k, k+1)
	for ; s >= 0; s = prev[s] {
		k--
		cell := int(s) / 4
		out[k] = windward.Pt{X: cell % m.W, Y: cell / m.W}
	}
	return out
}

// tycoonRoute plans car i's quickest path to a stop from the tile it is
// heading into, plus one step back out of the stop (as route does).
func tycoonRoute(r *router, s *windward.State, i int, stop windward.Pt) []windward.Pt {
	c := &s.Cars[i]
	path := r.fastRoute(s.Map, c.NextTile(), c.Out, stop)
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
// state index so routes never depend on anything but the map. The order is
// total (a state is queued again only at a lower cost), so the order of
// pops is the same for any correct heap; this one is container/heap's
// algorithm without boxing every item in an interface.
type routeQueue []routeItem

func (q routeQueue) less(i, j int) bool {
	if q[i].cost != q[j].cost {
		return q[i].cost < q[j].cost
	}
	return q[i].state < q[j].state
}

func (q *routeQueue) push(x routeItem) {
	*q = append(*q, x)
	h := *q
	for j := len(h) - 1; j > 0; {
		i := (j - 1) / 2
		if !h.less(j, i) {
			break
		}
		h[i], h[j] = h[j], h[i]
		j = i
	}
}

func (q *routeQueue) pop() routeItem {
	h := *q
	n := len(h) - 1
	h[0], h[n] = h[n], h[0]
	for i := 0; ; {
		j := 2*i + 1
		if j >= n {
			break
		}
		if j2 := j + 1; j2 < n && h.less(j2, j) {
			j = j2
		}
		if !h.less(j, i) {
			break
		}
		h[i], h[j] = h[j], h[i]
		i = j
	}
	it := h[n]
	*q = h[:n]
	return it
}
