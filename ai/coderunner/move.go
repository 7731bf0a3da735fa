package coderunner

import cr "arena/sim/coderunner"

// Moving along a route. The terrain knows the turns from every node to a
// goal; the first move is chosen on the live map (each move the runner can
// make now, then the terrain's turns from where it leads), and the route
// beyond is followed on the terrain while nothing on the live map differs
// from it: a hole under the way (the runner would drop into it) or a hole
// the route would dig already open. Then, and only then, the route is
// searched on the live map (digSearch, which knows every hole, how long it
// stays open, and the cooldown).

// routeCheck is how many turns of a route are checked against the live map
// (a hole is open 25 turns at most).
const routeCheck = 25

// router holds the scratch of the moves' searches.
type router struct {
	g     graph
	ds    digSearch
	limit [cells]int16
	end   [cells]int16
	to    [nodes]uint16
	// fallbacks counts the turns a live search was needed (tests and
	// figures read it).
	fallbacks int
}

// moveTo returns the first move towards cell goal: tab, when set, holds
// the terrain's turns to goal from every node (a gold's table); otherwise
// they are measured here. live asks for the live map to be searched when
// the route crosses a hole. It reports false when the goal is out of reach.
func (b *Digger) moveTo(s *cr.State, p, goal int, tab *[nodes]uint16, live bool) (cr.Move, bool) {
	if tab == nil {
		b.t.search(goal, b.t.revStart[:], b.t.rev, &b.route.to)
		tab = &b.route.to
	}
	m, next, ok := b.firstMove(s, p, tab)
	if !ok {
		return cr.None, false
	}
	if live && !b.clearRoute(s, next, tab) {
		// The live map differs on the way: its own route, or none.
		return b.liveMove(s, p, goal)
	}
	return m, true
}

// firstMove picks the move now after which the terrain's turns to the goal
// are fewest, walking before digging on a tie, and returns it with the node
// it leads to (a dig: the inside of its hole).
func (b *Digger) firstMove(s *cr.State, p int, tab *[nodes]uint16) (cr.Move, int, bool) {
	me := &s.Runners[p]
	best, bestNode, bestCost := cr.None, -1, unreached+digCost
	for _, m := range walkMoves {
		r, c := s.Target(me.Row, me.Col, m, false)
		if f := landingLive(s, r*cols+c); inPit(s, f/cols, f%cols) && f != b.here {
			continue // a drop into a pit: its brick closes on the runner
		}
		n := b.nodeOf(s, r*cols+c)
		if d := int(tab[n]); d != unreached && 1+d < bestCost {
			best, bestNode, bestCost = m, n, 1+d
		}
	}
	for _, m := range [2]cr.Move{cr.DigLeft, cr.DigRight} {
		ok, hr, hc := s.CanDig(p, m)
		if !ok {
			continue
		}
		h := cells + hr*cols + hc
		if d := int(tab[h]); d != unreached && digCost+d < bestCost {
			best, bestNode, bestCost = m, h, digCost+d
		}
	}
	if bestNode < 0 || tab[b.meNode] == 0 {
		return cr.None, b.meNode, bestNode >= 0
	}
	return best, bestNode, true
}

// clearRoute follows the terrain's route to the goal from node n and
// reports whether the live map agrees with the terrain along it.
func (b *Digger) clearRoute(s *cr.State, n int, tab *[nodes]uint16) bool {
	start := int(tab[n])
	for range routeCheck {
		d := tab[n]
		if d == 0 || d == unreached {
			return true
		}
		onEnemy := false
		if n < cells {
			r, c := n/cols, n%cols
			// The runner is on n after the first move and the turns of the
			// route since: a hole below that is Brick again by then is no
			// matter (the live search would take it for open all along, and
			// once sent a runner down the far side of the map for a hole
			// closing six turns later).
			at := 1 + start - int(d)
			if below := s.At(r+1, c); below == cr.Removed && b.holeLeft(s, n+cols) >= at {
				if !trappedAt(s, r+1, c) {
					return false // the route walks over a hole still open then
				}
				onEnemy = true
			}
			if s.Cells[n] == cr.Removed {
				return false
			}
		} else if s.Cells[n-cells] != cr.Brick {
			return false // the hole the route digs is open already
		}
		next := -1
		for _, e := range b.t.fwd[b.t.fwdStart[n]:b.t.fwdStart[n+1]] {
			if tab[e.to] != unreached && int(tab[e.to])+int(e.cost) == int(d) {
				next = int(e.to)
				break
			}
		}
		if next < 0 {
			return true
		}
		if onEnemy && next >= cells {
			// The route digs from n, where the runner stands on an enemy
			// trapped in a hole: no support for a dig (reference §1.5), so
			// the runner would wait there until the hole closes (it once
			// stood 25 turns over one on map02).
			return false
		}
		n = next
	}
	return true
}

// trappedAt reports whether a live enemy sits in the hole at (r, c): the
// runner walks across its head (rule text "Falling").
func trappedAt(s *cr.State, r, c int) bool {
	for i := range s.Enemies {
		e := &s.Enemies[i]
		if e.Alive && e.Row == r && e.Col == c {
			return true
		}
	}
	return false
}

// liveMove searches dig routes on the live map (every hole as it is, the
// cooldown counted) and returns the first move to goal. It keeps out of
// holes that close before the runner is out again and of pits, and never
// walks into a hole holding an enemy.
func (b *Digger) liveMove(s *cr.State, p, goal int) (cr.Move, bool) {
	rt := &b.route
	rt.fallbacks++
	rt.g.update(s)
	for i, c := range s.Cells {
		rt.limit[i] = 1 << 14
		rt.end[i] = 0
		if c != cr.Removed {
			continue
		}
		end := b.holeLeft(s, i) - 3
		r, col := i/cols, i%cols
		pit := s.At(r+1, col) == cr.Brick && s.At(r, col-1) == cr.Brick && s.At(r, col+1) == cr.Brick
		if end <= 0 || pit || trappedAt(s, r, col) {
			rt.limit[i] = -1
		} else {
			rt.end[i] = int16(end)
		}
	}
	me := &s.Runners[p]
	if !rt.ds.reaches(&rt.g, &s.Cells, b.here, goal, &rt.limit) {
		// No way there even without the dig search's timing: it would
		// explore every state to find none.
		return cr.None, false
	}
	rt.ds.stop = goal + 1 // only goal's answer is read
	rt.ds.run(&rt.g, &s.Cells, b.here, me.Cooldown, &rt.limit, &rt.end)
	if rt.ds.cdist[goal] <= 0 {
		return cr.None, false
	}
	return rt.ds.cfirst[goal], true
}

// landingLive is where a runner on live cell c comes to rest if it stops
// moving.
func landingLive(s *cr.State, c int) int {
	for range rows {
		r, col := s.Target(c/cols, c%cols, cr.None, false)
		n := r*cols + col
		if n == c {
			break
		}
		c = n
	}
	return c
}

// safeHorizon is how many turns ahead a search's limit (the earliest turn
// something may be on a cell) vetoes a cell; beyond, only a negative limit
// does (a cell never to be entered).
const safeHorizon = 2
