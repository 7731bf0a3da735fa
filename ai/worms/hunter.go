package worms

import (
	"slices"

	"arena/sim"
	"arena/sim/worms"
)

// Hunter is the strong built-in. Each round, for its active worm, it:
//
//  1. shoots if some direction's first worm in range is an enemy (lowest
//     health first), so it never shoots a friend; standing in the line of
//     fire of the enemy's active worm always means a shot back is open, so
//     trading beats fleeing;
//  2. otherwise heads, digging where needed, for the nearest cell from which
//     a clear shot at an enemy exists (or for a health pack when hurt),
//     dodging: among steps of about the same value it takes one the enemy's
//     active worm (the only worm that can shoot this round) cannot shoot
//     into, since moves resolve before shots.
type Hunter struct {
	box   sandbox
	cands []worms.Command
	path  pathSearch
	goals []int      // firingCells' and plan's goal cells, reused
	walls []int      // firingCells' scratch: the other worms' cells
	last  hunterPlan // for Plan (plan.go)
}

// NewHunter returns a Hunter. It has no randomness; seed is ignored.
func NewHunter(seed uint64) *Hunter { return &Hunter{} }

const unreachable = 1 << 30

// Act picks the command: the planner's choice unless a playout of the
// next rounds shows another command of the active worm doing better.
func (h *Hunter) Act(st sim.State, p sim.PlayerID) sim.Action {
	base := h.plan(st, p)
	s := state(st)
	if s == nil {
		return base
	}
	wi := s.ActiveWorm(int(p))
	if wi < 0 {
		return base
	}
	bc := base.(worms.Command)
	// The enemy's first reply is quick's on this very state whatever we
	// play, so it is worked out once, not once per playout.
	reply := quick(s, 1-int(p))
	best, bestV := bc, h.playout(s, int(p), bc, reply)
	h.cands = candidates(s, wi, h.cands[:0])
	for _, c := range h.cands {
		if c == bc {
			continue
		}
		if v := h.playout(s, int(p), c, reply); v > bestV {
			best, bestV = c, v
		}
	}
	h.note(s, int(p), best)
	return best
}

// plan is the planner's choice (see Hunter).
func (h *Hunter) plan(st sim.State, p sim.PlayerID) sim.Action {
	s := state(st)
	if s == nil {
		return worms.DoNothing()
	}
	me, foe := int(p), 1-int(p)
	wi := s.ActiveWorm(me)
	if wi < 0 {
		return worms.DoNothing()
	}
	w := s.Worms[wi]
	r := s.Rules.WeaponRange

	// 1. Shoot an enemy if one is first in line.
	bestDir, bestHP := worms.Direction(0), unreachable
	lines := enemyLines(s, w)
	for d := worms.N; d <= worms.NW; d++ {
		if lines&(1<<d) == 0 {
			continue
		}
		hi, _, _, _ := s.Trace(w.X, w.Y, d, r)
		if hi >= 0 && s.Worms[hi].Player == foe && s.Worms[hi].HP < bestHP {
			bestDir, bestHP = d, s.Worms[hi].HP
		}
	}
	if bestHP < unreachable {
		return worms.ShootAt(bestDir)
	}

	// Dodging pays only while the enemy has other worms: its last worm is
	// active every round, and every cell we could shoot it from is a cell
	// it can shoot into, so shying away from its lines would only stall.
	threat, foes := -1, 0
	for _, e := range s.Worms {
		if e.Player == foe {
			foes++
		}
	}
	if ei := s.ActiveWorm(foe); ei >= 0 && foes > 1 {
		threat = ei
	}
	exposed := func(x, y int) bool {
		return threat >= 0 && h.inLine(s, s.Worms[threat], x, y, wi)
	}

	// 2. Where to go: a health pack when hurt and one is near, else a
	// firing position.
	var dist around
	pack := false
	if w.HP <= s.Rules.WormHP-40 && len(s.Packs) > 0 {
		goals := h.goals[:0]
		for _, pk := range s.Packs {
			goals = append(goals, pk.Y*s.Size+pk.X)
		}
		h.goals = goals
		dist = h.distances(s, goals, wi)
		pack = dist.at(0, 0) <= 12
	}
	if !pack {
		dist = h.distances(s, h.firingCells(s, foe, wi), wi)
	}

	// Choose the neighbour that gets closest; break ties toward cells out of
	// the enemy's line of fire.
	here := dist.at(0, 0)
	type step struct {
		x, y, cost int
		dirt, safe bool
	}
	var best step
	found := false
	better := func(a, b *step) bool {
		if !found {
			return true
		}
		if a.safe != b.safe && abs(a.cost-b.cost) <= 1 {
			return a.safe
		}
		return a.cost < b.cost
	}
	for d := worms.N; d <= worms.NW; d++ {
		dx, dy := d.Delta()
		x, y := w.X+dx, w.Y+dy
		c := s.At(x, y)
		if c == worms.DeepSpace || s.WormAt(x, y) >= 0 {
			continue
		}
		di := dist.at(dx, dy)
		if di >= unreachable {
			continue
		}
		st := step{x: x, y: y, cost: di + cellCost(c), dirt: c == worms.Dirt}
		// A dig leaves the worm where it is, so its safety is here's.
		st.safe = !exposed(x, y)
		if st.dirt {
			st.safe = !exposed(w.X, w.Y)
		}
		if better(&st, &best) {
			best, found = st, true
		}
	}

	if !found || (here == 0 && here <= best.cost) {
		// At a firing position whose shot is not open yet (the enemy moved),
		// or boxed in: dig toward the nearest enemy if possible.
		return h.fallback(s, w, foe)
	}
	if best.dirt {
		return worms.DigAt(best.x, best.y)
	}
	return worms.MoveTo(best.x, best.y)
}

// fallback digs the first dirt cell toward the nearest enemy, or does
// nothing.
func (h *Hunter) fallback(s *worms.State, w worms.Worm, foe int) sim.Action {
	bx, by, bd := 0, 0, unreachable
	for _, e := range s.Worms {
		if e.Player != foe {
			continue
		}
		if d := max(abs(e.X-w.X), abs(e.Y-w.Y)); d < bd {
			bx, by, bd = e.X, e.Y, d
		}
	}
	if bd < unreachable {
		x, y := w.X+sign(bx-w.X), w.Y+sign(by-w.Y)
		if s.At(x, y) == worms.Dirt {
			return worms.DigAt(x, y)
		}
		if s.At(x, y) == worms.Air && s.WormAt(x, y) < 0 {
			return worms.MoveTo(x, y)
		}
	}
	return safeShot(s, w)
}

// safeShot fires where no friend can be hit: a miss scores 2 where
// "nothing" scores 0, and it keeps the do-nothing streak (classic
// disqualification) at zero.
func safeShot(s *worms.State, w worms.Worm) sim.Action {
	for d := worms.N; d <= worms.NW; d++ {
		if hi, _, _, _ := s.Trace(w.X, w.Y, d, s.Rules.WeaponRange); hi < 0 || s.Worms[hi].Player != w.Player {
			return worms.ShootAt(d)
		}
	}
	return worms.DoNothing()
}

// inLine reports whether a worm at e could hit a worm standing at (x, y)
// this round: (x, y) lies on one of e's eight lines within range, with only
// air between (the worm self, which is moving away, does not block).
func (h *Hunter) inLine(s *worms.State, e worms.Worm, x, y, self int) bool {
	dx, dy := x-e.X, y-e.Y
	if dx == 0 && dy == 0 {
		return false
	}
	if dx != 0 && dy != 0 && abs(dx) != abs(dy) {
		return false
	}
	k := max(abs(dx), abs(dy))
	ux, uy := sign(dx), sign(dy)
	r := s.Rules.WeaponRange
	if k*k*(ux*ux+uy*uy) >= (r+1)*(r+1) {
		return false
	}
	for i := 1; i < k; i++ {
		cx, cy := e.X+i*ux, e.Y+i*uy
		if s.At(cx, cy) != worms.Air {
			return false
		}
		if wi := s.WormAt(cx, cy); wi >= 0 && wi != self {
			return false
		}
	}
	return true
}

// firingCells lists the cells from which a worm would have a clear shot at
// an enemy: on one of the enemy's eight lines within range, with only air
// between. The cell itself may be dirt (dig, then step in).
// The slice is scratch, valid until the next call.
func (h *Hunter) firingCells(s *worms.State, foe, self int) []int {
	// The other worms' cells, where a line of fire stops.
	h.walls = h.walls[:0]
	for wi := range s.Worms {
		if w := &s.Worms[wi]; wi != self {
			h.walls = append(h.walls, w.Y*s.Size+w.X)
		}
	}
	out := h.goals[:0]
	r := s.Rules.WeaponRange
	for wi := range s.Worms {
		e := &s.Worms[wi]
		if e.Player != foe {
			continue
		}
		for d := range stepDX {
			dx, dy := stepDX[d], stepDY[d]
			for k := 1; k*k*(dx*dx+dy*dy) < (r+1)*(r+1); k++ {
				x, y := e.X+k*dx, e.Y+k*dy
				c := s.At(x, y)
				if c == worms.DeepSpace || slices.Contains(h.walls, y*s.Size+x) {
					break
				}
				out = append(out, y*s.Size+x)
				if c == worms.Dirt {
					break
				}
			}
		}
	}
	h.goals = out
	return out
}

func cellCost(c worms.Cell) int {
	if c == worms.Dirt {
		return 2 // dig, then move
	}
	return 1
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

func sign(v int) int {
	switch {
	case v > 0:
		return 1
	case v < 0:
		return -1
	}
	return 0
}
