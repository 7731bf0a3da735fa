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
	sig   [cells]byte
	valid bool
	next  [cells][5]int16
}

func (g *graph) update(s *cr.State) {
	var sig [cells]byte
	for i, c := range s.Cells {
		if c == cr.Gold {
			c = cr.Empty
		}
		sig[i] = byte(c)
	}
	for i := range s.Enemies {
		e := &s.Enemies[i]
		if e.Alive && s.At(e.Row, e.Col) == cr.Removed {
			sig[e.Row*cols+e.Col] = 'X'
		}
	}
	if g.valid && sig == g.sig {
		return
	}
	g.sig, g.valid = sig, true
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			for k, m := range walkMoves {
				tr, tc := s.Target(r, c, m, false)
				g.next[r*cols+c][k] = int16(tr*cols + tc)
			}
		}
	}
}

// search is a breadth-first search from one cell over the runner's moves.
type search struct {
	dist  [cells]int16 // -1 unreached
	first [cells]cr.Move
	queue [cells]int16
}

// run searches from start; allow, when set, vetoes entering cell n at time t.
func (sr *search) run(g *graph, start int, allow func(n, t int) bool) {
	for i := range sr.dist {
		sr.dist[i] = -1
	}
	sr.dist[start] = 0
	sr.first[start] = cr.None
	head, tail := 0, 1
	sr.queue[0] = int16(start)
	for head < tail {
		a := int(sr.queue[head])
		head++
		d := int(sr.dist[a])
		for k, m := range walkMoves {
			n := int(g.next[a][k])
			if n == a || sr.dist[n] >= 0 {
				continue
			}
			if allow != nil && !allow(n, d+1) {
				continue
			}
			sr.dist[n] = int16(d + 1)
			if a == start {
				sr.first[n] = m
			} else {
				sr.first[n] = sr.first[a]
			}
			sr.queue[tail] = int16(n)
			tail++
		}
	}
}
