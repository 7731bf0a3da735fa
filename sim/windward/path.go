package windward

import "sync"

// buildTopo derives the lookups and distance tables of a map.
func buildTopo(m *Map, lightAt []Pt, s *State) *topo {
	n := m.W * m.H
	t := &topo{m: m, lightIdx: make([]int16, n), stopIdx: make([]int8, n), slot: make([]int16, n)}
	for i := range t.lightIdx {
		t.lightIdx[i], t.stopIdx[i], t.slot[i] = -1, -1, -1
	}
	for i, p := range lightAt {
		t.lightIdx[p.Y*m.W+p.X] = int16(i)
	}
	if s != nil {
		for i, c := range s.Companies {
			if m.In(c.At) && c.Name != "" {
				t.stopIdx[c.At.Y*m.W+c.At.X] = int8(i)
			}
		}
		for i, st := range s.Stores {
			t.stopIdx[st.At.Y*m.W+st.At.X] = int8(-(i + 2))
		}
	}
	for y := 0; y < m.H; y++ {
		for x := 0; x < m.W; x++ {
			if tt := m.Tiles[y*m.W+x].Type; tt == BusStop || tt == CoffeeStop {
				t.slot[y*m.W+x] = int16(len(t.targets))
				t.targets = append(t.targets, Pt{x, y})
			}
		}
	}
	t.dist = make([][]int32, len(t.targets))
	q := make([]Pt, 0, n) // one queue for every search
	for k, p := range t.targets {
		t.dist[k] = bfsInto(m, p, make([]int32, n), q)
	}
	return t
}

// bfsInto fills d (len W*H) with the tile distance from every tile to goal
// (roads are two-way, so distances from goal are distances to it), -1
// where unreachable, and returns it. q is the queue's storage: every tile
// is queued at most once, so a queue of W*H never grows.
func bfsInto(m *Map, goal Pt, d []int32, q []Pt) []int32 {
	for i := range d {
		d[i] = -1
	}
	if cap(q) < m.W*m.H {
		q = make([]Pt, 0, m.W*m.H)
	}
	d[goal.Y*m.W+goal.X] = 0
	q = append(q[:0], goal)
	for head := 0; head < len(q); head++ {
		p := q[head]
		for dir := North; dir <= West; dir++ {
			if !m.CanMove(p, dir) {
				continue
			}
			r := p.Add(dir)
			if d[r.Y*m.W+r.X] < 0 {
				d[r.Y*m.W+r.X] = d[p.Y*m.W+p.X] + 1
				q = append(q, r)
			}
		}
	}
	return d
}

// bfsScratch is ShortestPath's distance table and queue, reused: a
// headless round relocates cars thousands of times, and fresh tables were a
// fifth of the memory a round allocates (issue #16).
type bfsScratch struct {
	d []int32
	q []Pt
}

var bfsPool = sync.Pool{New: func() any { return new(bfsScratch) }}

// Dist returns the driving distance in tiles from a tile to a bus stop or
// coffee stop, or -1.
func (s *State) Dist(from, stop Pt) int {
	t := s.topo
	if !s.Map.In(from) || !s.Map.In(stop) {
		return -1
	}
	k := t.slot[stop.Y*s.Map.W+stop.X]
	if k < 0 {
		return len(ShortestPath(s.Map, from, stop)) - 1
	}
	return int(t.dist[k][from.Y*s.Map.W+from.X])
}

// PathTo returns a shortest tile path from a tile to a stop, both included
// (nil when unreachable). For stops it walks the shared distance table.
func (s *State) PathTo(from, stop Pt) []Pt {
	t := s.topo
	if !s.Map.In(from) || !s.Map.In(stop) {
		return nil
	}
	k := t.slot[stop.Y*s.Map.W+stop.X]
	if k < 0 {
		return ShortestPath(s.Map, from, stop)
	}
	d := t.dist[k]
	w := s.Map.W
	if d[from.Y*w+from.X] < 0 {
		return nil
	}
	path := []Pt{from}
	p := from
	for p != stop {
		best := Pt{-1, -1}
		for dir := North; dir <= West; dir++ {
			if q := p.Add(dir); s.Map.CanMove(p, dir) && d[q.Y*w+q.X] == d[p.Y*w+p.X]-1 {
				best = q
				break
			}
		}
		if best.X < 0 {
			return nil
		}
		path = append(path, best)
		p = best
	}
	return path
}

// ShortestPath returns a shortest tile path from a to b (both included), nil
// when b cannot be reached.
func ShortestPath(m *Map, a, b Pt) []Pt {
	if !m.In(a) || !m.In(b) {
		return nil
	}
	sc := bfsPool.Get().(*bfsScratch)
	defer bfsPool.Put(sc)
	if cap(sc.d) < m.W*m.H {
		sc.d, sc.q = make([]int32, m.W*m.H), make([]Pt, 0, m.W*m.H)
	}
	d := bfsInto(m, b, sc.d[:m.W*m.H], sc.q)
	sc.d = d
	if d[a.Y*m.W+a.X] < 0 {
		return nil
	}
	path := []Pt{a}
	p := a
	for p != b {
		for dir := North; dir <= West; dir++ {
			if q := p.Add(dir); m.CanMove(p, dir) && d[q.Y*m.W+q.X] == d[p.Y*m.W+p.X]-1 {
				p = q
				break
			}
		}
		path = append(path, p)
	}
	return path
}

func indexOf(path []Pt, p Pt) int {
	for i, q := range path {
		if q == p {
			return i
		}
	}
	return -1
}

// mergePath installs a new path for car i following the joining rules (rule
// text, "Vehicle paths" 4; reference §3.3): the car's next tile in the new
// path, else its current tile (forcing a U-turn), else the new path's first
// tile on the old path, else — classic only — a shortest join from the next
// tile. It reports whether the path could not be used as sent.
func (s *State) mergePath(i int, np []Pt) (noPath bool) {
	c := &s.Cars[i]
	next := c.NextTile()
	if k := indexOf(np, next); k >= 0 {
		c.Path = append([]Pt(nil), np[k:]...)
		return false
	}
	if k := indexOf(np, c.Tile); k >= 0 {
		c.Path = append([]Pt{next}, np[k:]...)
		return false
	}
	for j, q := range c.Path {
		if k := indexOf(np, q); k >= 0 {
			c.Path = append(append([]Pt(nil), c.Path[:j]...), np[k:]...)
			return false
		}
	}
	if s.Ruleset == "classic" {
		// Reference §3.3 step 4: the server joins with A* and says NO_PATH.
		if join := ShortestPath(s.Map, next, np[0]); join != nil {
			c.Path = append(join, np[1:]...)
		}
	}
	// Rule text: "the engine will post a message ... could not use your new
	// path. It will then continue on the old path."
	return true
}
