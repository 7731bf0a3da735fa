package coderunner

import cr "arena/sim/coderunner"

// Safety by exact simulation. The enemies follow fixed rules (rule text
// "Enemy Behavior") from their patrol programs, which the original
// protocol sends every player at the start (reference §3), and from what
// they have seen since, so a player that replays every turn knows their
// chase state exactly (the 3rd-placed 2013 program did). The digger runs
// the engine itself a few turns ahead: a move is safe when, for some way
// on, the runner is still alive and free safeDepth turns later; when no
// move is, it takes the one that keeps it alive longest.

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
	st  [safeDepth + 1]cr.State
	opp [safeDepth]cr.Move // the opponent's predicted moves
	// em holds the enemies' moves decided on st[d]: the enemies decide
	// before the runners' moves count, so st[d] is decided once and every
	// move tried from it resolves on a copy.
	em    [safeDepth][]cr.Move
	seen  map[int32]int8 // turn, cell and cooldown: the turns lived from there
	p     int
	nodes int
}

// copyInto copies src into dst for the look-ahead, reusing dst's slices
// (the engine grows an enemy's chase stack and path in place, so no two
// states may share them; the patrol programs never change and are shared).
// An enemy's path is left empty: deciding rewrites it before anything
// reads it, and the look-ahead reads none.
func copyInto(dst, src *cr.State) {
	es, tm := dst.Enemies, dst.Timers
	*dst = *src
	if cap(es) < len(src.Enemies) {
		es = make([]cr.Enemy, len(src.Enemies))
	}
	es = es[:len(src.Enemies)]
	for i := range src.Enemies {
		st, pa := es[i].Stack[:0], es[i].Path[:0]
		e := &es[i]
		*e = src.Enemies[i]
		if len(e.Stack) > 0 {
			st = append(st, e.Stack...)
		}
		e.Stack, e.Path = st, pa
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
// a line the safety check counts as safe. Only a neighbour counts: a line
// ending with an enemy two cells off leaves the runner a move yet, so it is
// not counted a turn short (with two, the check vetoed more moves, and
// digger won fewer games against the 2013 programs: the README's Strength
// section gives the records both ways).
const leafGap = 1

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

// lives returns how many turns, up to safeDepth, the runner of seat p can
// stay alive after playing m now, safeDepth meaning a line on which it is
// alive and free at the horizon.
func (sf *safety) lives(s *cr.State, p int, m cr.Move) int {
	if sf.seen == nil {
		sf.seen = make(map[int32]int8)
	}
	clear(sf.seen)
	sf.p, sf.nodes = p, 0
	copyInto(&sf.st[0], s)
	sf.st[0].SetQuiet(true) // only the outcome counts: no events (copies stay quiet)
	sf.em[0] = sf.st[0].Decide(sf.em[0][:0])
	return sf.survive(0, m)
}

// survive plays m from the state d turns ahead and returns the turns the
// runner lives from there on its best way on.
func (sf *safety) survive(d int, m cr.Move) int {
	sf.nodes++
	if sf.nodes > safeNodes {
		return safeDepth // out of budget: no proof of doom
	}
	cur, next := &sf.st[d], &sf.st[d+1]
	copyInto(next, cur)
	var mv [2]cr.Move
	mv[sf.p], mv[1-sf.p] = m, sf.opp[d]
	next.Resolve(mv, sf.em[d])
	ru := &next.Runners[sf.p]
	if !ru.Alive {
		return d
	}
	if next.Over() {
		return safeDepth
	}
	if d+1 == safeDepth {
		// A pit holds the runner until its brick closes: such a line does
		// not count as a way out. A free enemy this close at the horizon
		// has it all but caught: the line counts as one turn short.
		switch {
		case inPit(next, ru.Row, ru.Col):
			return d
		case enemyWithin(next, sf.p, leafGap):
			return safeDepth - 1
		}
		return safeDepth
	}
	key := int32(((d+1)*cells+ru.Row*cols+ru.Col)*16 + min(ru.Cooldown, 15))
	if v, ok := sf.seen[key]; ok {
		return int(v) // explored from here already
	}
	tr, tc := next.Target(ru.Row, ru.Col, cr.None, false)
	falling := tr != ru.Row || tc != ru.Col
	best := d + 1
	sf.em[d+1] = next.Decide(sf.em[d+1][:0])
	for _, m2 := range safeMoves {
		if !validMove(next, sf.p, m2, falling) {
			continue
		}
		if v := sf.survive(d+1, m2); v > best {
			best = v
			if best == safeDepth {
				break
			}
		}
	}
	sf.seen[key] = int8(best)
	return best
}

// inPit reports whether a runner at (r, c) is in a hole with Brick on both
// sides and below: it cannot leave before the brick closes on it.
func inPit(s *cr.State, r, c int) bool {
	return s.At(r, c) == cr.Removed && s.At(r, c-1) == cr.Brick && s.At(r, c+1) == cr.Brick && s.At(r+1, c) == cr.Brick
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

// vetoesBeforeAway is how many turns in a row the planned move may be
// vetoed before safeAct puts keeping away from the enemies (standing still
// first) before progress towards the target. Three since leafGap is one:
// with it, three won more games against the 2013 programs than two (the
// README's Strength section gives the records).
const vetoesBeforeAway = 3

// safeAct keeps move m when the runner can live on after it; otherwise it
// takes the move after which it can, the one that gets it soonest to its
// target first (then the one onto the cell enemies reach last; after
// vetoesBeforeAway vetoes in a row, the other way round); when every move
// is doomed, the one that keeps it alive longest.
func (b *Digger) safeAct(s *cr.State, p int, m cr.Move) cr.Move {
	me := &s.Runners[p]
	if !me.Alive || !enemyNear(s, p) {
		return m
	}
	b.predictOppMoves(s, p)
	bestLife := b.safe.lives(s, p, m)
	if bestLife == safeDepth || (bestLife == safeDepth-1 && b.why == "trap") {
		// A trap is worth an enemy near at the horizon.
		return m
	}
	b.computeThreat(s)
	tr, tc := s.Target(me.Row, me.Col, cr.None, false)
	falling := tr != me.Row || tc != me.Col
	var tab *[nodes]uint16
	if b.planned && b.target >= 0 {
		if i := b.tour.index[b.target]; i > 0 {
			tab = &b.t.toGold[b.tour.tab[i-1]]
		}
	}
	// The planned move first; then, at equal life, a move that does not
	// drop into a pocket, the one that gets soonest to the target, the one
	// onto the cell enemies reach last.
	best, bestCost, bestT := m, 0, 0
	bestOut := true
	for _, a := range safeMoves {
		if a == m || !validMove(s, p, a, falling) {
			continue
		}
		r, c := s.Target(me.Row, me.Col, a, false)
		n := b.nodeOf(s, r*cols+c)
		cost := 1
		if a == cr.DigLeft || a == cr.DigRight {
			_, hr, hc := s.CanDig(p, a)
			r, c = me.Row, me.Col
			n = cells + hr*cols + hc
			cost = digCost
		}
		out := r*cols+c == b.here || b.escapes(r*cols+c)
		if tab != nil {
			cost += int(tab[n])
		}
		t := int(b.threat[r*cols+c])
		if a == cr.None {
			t = 1 << 14 // standing still first: the enemy may pass by
		}
		life := b.safe.lives(s, p, a)
		if !out && !b.canDie(b.t.landing(r*cols+c)) && s.Turn+endgame < s.Rules.Turns {
			// A pocket the runner can neither climb out of nor die in
			// holds it for the rest of the game: worse than dying now.
			life = -1
		}
		better := life > bestLife
		if life == bestLife && a != m {
			switch {
			case out != bestOut:
				better = out
			case life < safeDepth:
			case b.vetoRun >= vetoesBeforeAway && t != bestT:
				// Vetoed turn after turn, the runner backed away along a
				// ladder row in front of an enemy, or dithered at the foot
				// of a ladder one came down, rather than let it pass.
				better = t > bestT
			case cost != bestCost:
				better = cost < bestCost
			default:
				better = t > bestT
			}
		}
		if better {
			best, bestLife, bestCost, bestT, bestOut = a, life, cost, t, out
		}
	}
	return best
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
	for d, k := 0, len(b.oppPath)-1; d < safeDepth && k >= 0; d, k = d+1, k-1 {
		y := b.oppPath[k]
		m, ok := cr.None, y == x
		if y == x && k > 0 {
			// Standing still on a route: it digs towards its next cell.
			if z := b.oppPath[k-1]; z == x-1 {
				m = cr.DigLeft
			} else if z == x+1 {
				m = cr.DigRight
			}
		}
		for j, wm := range walkMoves {
			if !ok && int(b.t.walk[x][j]) == y {
				m, ok = wm, true
			}
		}
		if !ok {
			return
		}
		b.safe.opp[d] = m
		x = y
	}
}
