package coderunner

import "sync"

// Move preferences of rule text "Pursuit Mode": enemies from the left half
// prefer Top, Right, Bottom, Left; from the right half Top, Left, Bottom,
// Right.
var (
	prefLeft  = [4]Move{Top, Right, Bottom, Left}
	prefRight = [4]Move{Top, Left, Bottom, Right}
)

func (e *Enemy) prefs() *[4]Move {
	if e.RightSide() {
		return &prefRight
	}
	return &prefLeft
}

func prefRank(p *[4]Move, m Move) int {
	for i, x := range p {
		if x == m {
			return i
		}
	}
	return len(p)
}

// Radius returns the enemy's chase radius for runner p (rule text "Pursuit
// Mode": 5 without a master, 4 for the master and 8 for the other runner).
func (s *State) Radius(e *Enemy, p int) int {
	switch e.Master {
	case -1:
		return s.Rules.ChaseRadius
	case p:
		return s.Rules.MasterRadius
	}
	return s.Rules.OtherRadius
}

// bfs is the planner's breadth-first search over reversible steps. Its
// zero value is ready: dist holds a path length plus one, 0 for a cell not
// reached, and each search clears only the cells the last one reached.
type bfs struct {
	dist   [Rows * Cols]int16 // path length + 1; 0 = unreached
	via    [Rows * Cols]Move  // last move into the cell
	parent [Rows * Cols]int16
	queue  [Rows * Cols]int16
	n      int // queue[:n] are the cells the last search reached
}

// bfsPool holds searches between turns: most turns no enemy searches,
// and a fresh one is 3 kB to clear.
var bfsPool = sync.Pool{New: func() any { return new(bfs) }}

// at returns the length of the shortest path the last search found to
// cell i, -1 when it did not reach it.
func (b *bfs) at(i int16) int { return int(b.dist[i]) - 1 }

// search fills b from (r, c) up to depth limit, expanding neighbours in the
// preference order so the first path found to a cell is the preferred one
// among the shortest (rule text "Pursuit Mode", reference §1.6). When goals
// lists cells (-1 for none), it stops as soon as it has reached them all:
// a cell's path is final once found, so the answer for them is the full
// search's; with no goal it searches the whole radius.
func (s *State) search(b *bfs, r, c int, pref *[4]Move, limit int, goals [2]int16) {
	s.syncRev()
	for _, i := range b.queue[:b.n] {
		b.dist[i] = 0
	}
	left := 0
	for _, g := range goals {
		if g >= 0 {
			left++
		}
	}
	all := left == 0
	start := int16(r*Cols + c)
	b.dist[start] = 1
	b.parent[start] = -1
	head, tail := 0, 0
	b.queue[tail] = start
	tail++
	for _, g := range goals {
		if g == start {
			left--
		}
	}
	for head < tail && (all || left > 0) {
		a := b.queue[head]
		head++
		d := b.dist[a]
		if int(d) > limit {
			continue
		}
		bits := s.rev[a]
		for _, m := range pref {
			if bits&(1<<m) == 0 {
				continue
			}
			n := a + stepDelta[m]
			if b.dist[n] > 0 {
				continue
			}
			b.dist[n] = d + 1
			b.via[n] = m
			b.parent[n] = a
			b.queue[tail] = n
			tail++
			for _, g := range goals {
				if g == n {
					left--
				}
			}
		}
	}
	b.n = tail
}

// stepDelta is the change of cell index of each walking move.
var stepDelta = [...]int16{Left: -1, Right: 1, Top: -Cols, Bottom: Cols}

// path returns the moves from the search start to cell i.
func (b *bfs) path(i int16, buf []Move) []Move {
	n := b.at(i)
	if n <= 0 {
		return buf[:0]
	}
	if cap(buf) < n {
		buf = make([]Move, n)
	}
	buf = buf[:n]
	for k := n - 1; k >= 0; k-- {
		buf[k] = b.via[i]
		i = b.parent[i]
	}
	return buf
}

// decide runs one enemy's AI for turn t on the start-of-turn world and
// returns its move (reference §1.6).
func (s *State) decide(e *Enemy, t int, b **bfs) Move {
	e.Chasing = -1
	e.Path = e.Path[:0]
	if !e.Alive {
		return None
	}
	if aiEmpty(s.At(e.Row, e.Col)) && aiEmpty(s.At(e.Row+1, e.Col)) {
		// A falling enemy consumes one program instruction per turn, so
		// falls written as Bottom steps keep the circuit in step (rule text
		// "Patrol Mode Program"; reference §1.6 step 2: in any mode).
		e.LastActed = t
		return e.nextInstruction()
	}
	if e.LastActed >= t-1 {
		// Rule text "Movement": an enemy that moved at turn t moves
		// again at t+2.
		return None
	}
	e.LastActed = t
	if m, ok := s.chase(e, b); ok {
		e.Stack = append(e.Stack, m)
		return m
	}
	if n := len(e.Stack); n > 0 {
		// Rule text "Pursuit Mode": with no runner in range, undo the
		// chase moves one by one to get back to the circuit.
		m := e.Stack[n-1]
		e.Stack = e.Stack[:n-1]
		return m.Reverse()
	}
	return e.nextInstruction()
}

func (e *Enemy) nextInstruction() Move {
	if len(e.Program) == 0 {
		return None
	}
	if e.PC >= len(e.Program) {
		e.PC = 0
	}
	m := e.Program[e.PC]
	e.PC = (e.PC + 1) % len(e.Program)
	return m
}

// chase picks the pursuit move, if a live runner is within its chase
// radius along a reversible path (rule text "Pursuit Mode"): the nearer
// runner wins; on a tie the first move earlier in the preference order
// wins; red is considered first.
func (s *State) chase(e *Enemy, bp **bfs) (Move, bool) {
	// A path is never shorter than the rows plus columns between its ends,
	// so only a runner that near can be within its radius: the search
	// runs only for those, and stops once it has reached them.
	goals, limit := [2]int16{-1, -1}, 0
	for p := 0; p < 2; p++ {
		ru := &s.Runners[p]
		if rad := s.Radius(e, p); ru.Alive && absInt(ru.Row-e.Row)+absInt(ru.Col-e.Col) <= rad {
			goals[p], limit = int16(ru.Row*Cols+ru.Col), max(limit, rad)
		}
	}
	if goals[0] < 0 && goals[1] < 0 {
		return None, false
	}
	if *bp == nil {
		*bp = bfsPool.Get().(*bfs)
	}
	b := *bp
	pref := e.prefs()
	s.search(b, e.Row, e.Col, pref, limit, goals)
	best, bestDist := -1, 0
	var bestMove Move
	for p := 0; p < 2; p++ {
		i := goals[p]
		if i < 0 {
			continue
		}
		d := b.at(i)
		if d < 0 || d > s.Radius(e, p) {
			continue
		}
		var first Move
		if d > 0 {
			j := i
			for b.parent[j] != int16(e.Row*Cols+e.Col) {
				j = b.parent[j]
			}
			first = b.via[j]
		}
		if best < 0 || d < bestDist || (d == bestDist && prefRank(pref, first) < prefRank(pref, bestMove)) {
			best, bestDist, bestMove = p, d, first
		}
	}
	if best < 0 || bestDist == 0 {
		// A runner on the enemy's own cell gives no chase move
		// (reference §1.6).
		return None, false
	}
	e.Chasing = best
	e.Path = b.path(goals[best], e.Path)
	return bestMove, true
}

func absInt(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// syncRev brings the planner's cache up to date with Cells: patched around
// the cells changed since, or built whole.
func (s *State) syncRev() {
	if !s.revOK {
		s.buildRev()
		return
	}
	for _, i := range s.stale[:s.nStale] {
		s.patchRev(int(i)/Cols, int(i)%Cols)
	}
	s.nStale = 0
}

// buildRev fills the planner's cache of reversible moves for every cell.
func (s *State) buildRev() {
	for r := 0; r < Rows; r++ {
		for c := 0; c < Cols; c++ {
			s.rev[r*Cols+c] = s.revBits(r, c)
		}
	}
	s.revOK, s.nStale = true, 0
}

// patchRev refreshes the cache around a changed cell. A step from a to b
// and back reads a, b and their neighbours, so only cells within two steps
// of the change can be affected.
func (s *State) patchRev(r0, c0 int) {
	for r := r0 - 2; r <= r0+2; r++ {
		for c := c0 - 2; c <= c0+2; c++ {
			if r >= 0 && r < Rows && c >= 0 && c < Cols {
				s.rev[r*Cols+c] = s.revBits(r, c)
			}
		}
	}
}

func (s *State) revBits(r, c int) uint8 {
	var bits uint8
	for _, m := range [4]Move{Left, Right, Top, Bottom} {
		if _, _, ok := s.reversible(r, c, m); ok {
			bits |= 1 << m
		}
	}
	return bits
}
