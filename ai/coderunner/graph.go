package coderunner

import cr "arena/sim/coderunner"

const (
	rows  = cr.Rows
	cols  = cr.Cols
	cells = rows * cols
)

// walkMoves are the moves a runner can walk with, in the order searches try
// them (None first, since standing still may be a fall).
var walkMoves = [5]cr.Move{cr.None, cr.Left, cr.Right, cr.Top, cr.Bottom}

// graph caches where each walking move takes a runner from each cell. It
// depends only on the terrain (holes change it, gold does not) and on which
// holes hold an enemy, so it is rebuilt only when those change.
type graph struct {
	cells   [cells]cr.Cell // the cells last seen
	trapped [8]int16       // holes holding an enemy last seen (up to 8)
	sig     [cells]byte
	valid   bool
	full    bool // the trapped list was full: sig may have missed an enemy
	next    [cells][5]int16
	// adj lists the distinct cells one move away (self-loops dropped),
	// with the first move reaching each, so searches touch real edges only.
	adj  [cells][5]int16
	adjM [cells][5]cr.Move
	deg  [cells]uint8
}

func (g *graph) update(s *cr.State) {
	// Fast path: nothing changed since last turn (a plain array compare).
	trapped := [8]int16{-1, -1, -1, -1, -1, -1, -1, -1}
	nt := 0
	for i := range s.Enemies {
		e := &s.Enemies[i]
		if e.Alive && s.At(e.Row, e.Col) == cr.Removed && nt < len(trapped) {
			trapped[nt] = int16(e.Row*cols + e.Col)
			nt++
		}
	}
	if g.valid && s.Cells == g.cells && trapped == g.trapped {
		return
	}
	g.cells, g.trapped = s.Cells, trapped
	var sig [cells]byte
	for i, c := range s.Cells {
		if c == cr.Gold {
			c = cr.Empty
		}
		sig[i] = byte(c)
	}
	for _, t := range trapped[:nt] {
		sig[t] = 'X'
	}
	if g.valid && sig == g.sig {
		return
	}
	// A cell's moves read only the cell, its four neighbours and whether a
	// neighbouring hole holds an enemy, all of which sig records: only the
	// cells next to a change are recomputed. When the trapped list is
	// full, sig may miss an enemy, so everything is.
	full := !g.valid || g.full || nt == len(trapped)
	old := g.sig
	g.sig, g.valid, g.full = sig, true, nt == len(trapped)
	for i := range cells {
		if full {
			g.cell(s, i)
			continue
		}
		if sig[i] == old[i] {
			continue
		}
		g.cell(s, i)
		r, c := i/cols, i%cols
		// The cells changed are few: a neighbour recomputed twice is harmless.
		if c > 0 {
			g.cell(s, i-1)
		}
		if c < cols-1 {
			g.cell(s, i+1)
		}
		if r > 0 {
			g.cell(s, i-cols)
		}
		if r < rows-1 {
			g.cell(s, i+cols)
		}
	}
}

// cell computes the moves from cell i.
func (g *graph) cell(s *cr.State, i int) {
	r, c := i/cols, i%cols
	g.deg[i] = 0
	for k, m := range walkMoves {
		tr, tc := s.Target(r, c, m, false)
		n := int16(tr*cols + tc)
		g.next[i][k] = n
		if int(n) == i {
			continue
		}
		dup := false
		for j := 0; j < int(g.deg[i]); j++ {
			dup = dup || g.adj[i][j] == n
		}
		if !dup {
			g.adj[i][g.deg[i]], g.adjM[i][g.deg[i]] = n, m
			g.deg[i]++
		}
	}
}

// search is a breadth-first search from one cell over the runner's moves.
type search struct {
	dist   [cells]int16 // -1 unreached
	first  [cells]cr.Move
	parent [cells]int16
	queue  [cells]int16
	n      int // cells reached, in queue order
}

// run searches from start and returns the first cell stop likes (or -1;
// stop may be nil). limit, when set, vetoes cells: a negative entry always,
// otherwise entering cell n at time t <= safeHorizon only while t is below
// it.
func (sr *search) run(g *graph, start int, limit *[cells]int16, stop func(n int) bool) int {
	for i := range sr.dist {
		sr.dist[i] = -1
	}
	sr.dist[start] = 0
	sr.first[start] = cr.None
	head, tail := 0, 1
	sr.queue[0] = int16(start)
	sr.n = 1
	for head < tail {
		a := int(sr.queue[head])
		head++
		t := sr.dist[a] + 1
		for j := 0; j < int(g.deg[a]); j++ {
			n := g.adj[a][j]
			if sr.dist[n] >= 0 {
				continue
			}
			if limit != nil {
				if lim := limit[n]; lim < 0 || (t <= safeHorizon && t >= lim) {
					continue
				}
			}
			sr.dist[n] = t
			sr.parent[n] = int16(a)
			if a == start {
				sr.first[n] = g.adjM[a][j]
			} else {
				sr.first[n] = sr.first[a]
			}
			if stop != nil && stop(int(n)) {
				return int(n)
			}
			sr.queue[tail] = n
			tail++
		}
	}
	sr.n = tail
	return -1
}
