package coderunner

import cr "arena/sim/coderunner"

// Safety by exact simulation. The enemies follow fixed rules (rule text
// "Enemy Behavior") from their patrol programs, which the original
// protocol sends every player at the start (reference §3), and from what
// they have seen since, so a player that replays every turn knows their
// chase state exactly (the 3rd-placed 2013 program did). The digger runs
// the engine itself a few turns ahead: a move is doomed when, whatever the
// runner does next, an enemy catches it or a brick closes on it within
// safeDepth turns.

// safeDepth is how many turns ahead a move is checked, and safeNodes
// bounds the turns simulated per check (a check that runs out of them
// counts the move as safe).
const (
	safeDepth = 8
	safeNodes = 1500
)

// safeMoves are the moves the check tries, in order.
var safeMoves = [7]cr.Move{cr.None, cr.Left, cr.Right, cr.Top, cr.Bottom, cr.DigLeft, cr.DigRight}

// safety holds the scratch states of the check, one per turn ahead.
type safety struct {
	st    [safeDepth + 1]cr.State
	opp   [safeDepth]cr.Move // the opponent's predicted moves
	seen  map[int32]struct{} // turn, cell and cooldown of runs already failed
	p     int
	nodes int
}

// copyInto copies src into dst, reusing dst's slices (the engine grows an
// enemy's chase stack and path in place, so no two states may share them;
// the patrol programs never change and are shared).
func copyInto(dst, src *cr.State) {
	es, tm := dst.Enemies, dst.Timers
	*dst = *src
	if cap(es) < len(src.Enemies) {
		es = make([]cr.Enemy, len(src.Enemies))
	}
	es = es[:len(src.Enemies)]
	for i := range src.Enemies {
		st, pa := es[i].Stack[:0], es[i].Path[:0]
		es[i] = src.Enemies[i]
		es[i].Stack = append(st, src.Enemies[i].Stack...)
		es[i].Path = append(pa, src.Enemies[i].Path...)
	}
	dst.Enemies = es
	dst.Timers = append(tm[:0], src.Timers...)
}

// enemyNear reports whether a free enemy is close enough to matter within
// safeDepth turns (an enemy walks a cell every second turn and falls one
// every turn).
func enemyNear(s *cr.State, p int) bool {
	me := &s.Runners[p]
	for i := range s.Enemies {
		e := &s.Enemies[i]
		if !e.Alive || s.At(e.Row, e.Col) == cr.Removed {
			continue
		}
		if abs(e.Row-me.Row)+abs(e.Col-me.Col) <= safeDepth+2 {
			return true
		}
	}
	return false
}

// leafGap is how near (rows plus columns) a free enemy may be at the end of
// a line the safety check counts as safe.
const leafGap = 2

// enemyWithin reports whether a free enemy stands within gap (rows plus
// columns) of the runner of seat p.
func enemyWithin(s *cr.State, p, gap int) bool {
	me := &s.Runners[p]
	for i := range s.Enemies {
		e := &s.Enemies[i]
		if e.Alive && s.At(e.Row, e.Col) != cr.Removed && abs(e.Row-me.Row)+abs(e.Col-me.Col) <= gap {
			return true
		}
	}
	return false
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// doomed reports whether the runner of seat p dies within safeDepth turns
// whatever it does after playing m now.
func (sf *safety) doomed(s *cr.State, p int, m cr.Move) bool {
	if sf.seen == nil {
		sf.seen = make(map[int32]struct{})
	}
	clear(sf.seen)
	sf.p, sf.nodes = p, 0
	copyInto(&sf.st[0], s)
	return !sf.survives(0, m)
}

// survives plays m from the state d turns ahead and reports whether some
// way on keeps the runner alive to the horizon.
func (sf *safety) survives(d int, m cr.Move) bool {
	sf.nodes++
	if sf.nodes > safeNodes {
		return true // out of budget: no proof of doom
	}
	cur, next := &sf.st[d], &sf.st[d+1]
	copyInto(next, cur)
	var mv [2]cr.Move
	mv[sf.p], mv[1-sf.p] = m, sf.opp[d]
	next.Apply(mv)
	ru := &next.Runners[sf.p]
	if !ru.Alive {
		return false
	}
	if next.Over() {
		return true
	}
	if d+1 == safeDepth {
		// A free enemy this close at the horizon has the runner all but
		// caught: such a line does not count as a way out.
		return !enemyWithin(next, sf.p, leafGap)
	}
	key := int32(((d+1)*cells+ru.Row*cols+ru.Col)*16 + min(ru.Cooldown, 15))
	if _, ok := sf.seen[key]; ok {
		return false // explored from here already, without success
	}
	sf.seen[key] = struct{}{}
	tr, tc := next.Target(ru.Row, ru.Col, cr.None, false)
	falling := tr != ru.Row || tc != ru.Col
	for _, m2 := range safeMoves {
		if !validMove(next, sf.p, m2, falling) {
			continue
		}
		if sf.survives(d+1, m2) {
			return true
		}
	}
	return false
}

// validMove reports whether m does something for the runner of seat p
// (a falling runner's move does not matter, so only None is tried).
func validMove(s *cr.State, p int, m cr.Move, falling bool) bool {
	if m == cr.None {
		return true
	}
	if falling {
		return false
	}
	ru := &s.Runners[p]
	if m == cr.DigLeft || m == cr.DigRight {
		ok, _, _ := s.CanDig(p, m)
		return ok
	}
	r, c := s.Target(ru.Row, ru.Col, m, false)
	return r != ru.Row || c != ru.Col
}

// safeAct vetoes a doomed move m: it takes instead the first move that is
// not doomed, trying first those onto the cells enemies reach last (all
// doomed: m stands).
func (b *Digger) safeAct(s *cr.State, p int, m cr.Move) cr.Move {
	me := &s.Runners[p]
	if !me.Alive || !enemyNear(s, p) {
		return m
	}
	b.predictOppMoves(s, p)
	if !b.safe.doomed(s, p, m) {
		return m
	}
	tr, tc := s.Target(me.Row, me.Col, cr.None, false)
	falling := tr != me.Row || tc != me.Col
	type alt struct {
		m cr.Move
		t int16
	}
	var alts [len(safeMoves)]alt
	n := 0
	for _, a := range safeMoves {
		if a == m || !validMove(s, p, a, falling) {
			continue
		}
		r, c := s.Target(me.Row, me.Col, a, false)
		if a == cr.DigLeft || a == cr.DigRight {
			r, c = me.Row, me.Col
		}
		if !b.escapes(b.landing(r*cols + c)) {
			continue // a drop into a pocket is no way out
		}
		t := b.threat[r*cols+c]
		if a == cr.None {
			t = 1 << 14 // standing still first: the enemy may pass by
		}
		i := n
		for i > 0 && alts[i-1].t < t {
			alts[i] = alts[i-1]
			i--
		}
		alts[i] = alt{a, t}
		n++
	}
	for _, a := range alts[:n] {
		if !b.safe.doomed(s, p, a.m) {
			return a.m
		}
	}
	return m
}

// predictOppMoves turns the opponent's expected route (oppPath) into its
// moves for the safety check; past its end, or where the route is not one
// move on, it stands still.
func (b *Digger) predictOppMoves(s *cr.State, p int) {
	for i := range b.safe.opp {
		b.safe.opp[i] = cr.None
	}
	o := &s.Runners[1-p]
	if !o.Alive {
		return
	}
	x := o.Row*cols + o.Col
	// The gold the opponent is predicted to take first (predictOpp), when
	// it walks there, is a better guess than its nearest.
	first, firstT := -1, 0
	for gi, t := range b.oppAt {
		if t >= 0 && (first < 0 || int(t) < firstT) {
			first, firstT = b.tour.golds[gi], int(t)
		}
	}
	if first >= 0 && b.theirs.dist[first] > 0 {
		b.oppPath = b.oppPath[:0]
		for c := first; c != x; c = int(b.theirs.parent[c]) {
			b.oppPath = append(b.oppPath, c)
		}
	}
	for d, k := 0, len(b.oppPath)-1; d < safeDepth && k >= 0; d, k = d+1, k-1 {
		y := b.oppPath[k]
		found := false
		for j, m := range walkMoves {
			if int(b.g.next[x][j]) == y {
				b.safe.opp[d], found = m, true
				break
			}
		}
		if !found {
			return
		}
		x = y
	}
}

// landing is where a runner on cell c comes to rest if it stops moving:
// c itself, or the end of its fall.
func (b *Digger) landing(c int) int {
	for range rows {
		n := int(b.g.next[c][0])
		if n == c {
			break
		}
		c = n
	}
	return c
}
