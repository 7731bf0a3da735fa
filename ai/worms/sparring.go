package worms

import (
	"arena/sim"
	"arena/sim/worms"
)

// Sparring bots: simple greedy players written from the rule text alone,
// kept as built-ins so that hunter's strength is measured against real play
// rather than against sample's random commands (issue 18). Each is a few
// dozen lines of the kind a contestant writes on the first day.

// Greedy shoots the weakest enemy that is first in one of its eight lines
// (rule text "Shoot": the first worm in range is hit), else steps or digs
// along a shortest path (dirt costs a dig and a move) toward the nearest
// enemy.
type Greedy struct{ path Hunter }

// NewGreedy returns a Greedy bot. It has no randomness; seed is ignored.
func NewGreedy(seed uint64) *Greedy { return &Greedy{} }

// Act picks the command.
func (g *Greedy) Act(st sim.State, p sim.PlayerID) sim.Action {
	s, wi := activeOf(st, p)
	if wi < 0 {
		return worms.DoNothing()
	}
	if c, ok := shootWeakest(s, wi, -1); ok {
		return c
	}
	var goals []int
	for _, e := range s.Worms {
		if e.Player != s.Worms[wi].Player {
			goals = append(goals, e.Y*s.Size+e.X)
		}
	}
	return stepDown(s, wi, g.path.distancesTo(s, goals, wi))
}

// Focus fires at one target, the weakest enemy on the map (lowest health,
// then lowest id), with every worm: it shoots the target when it is first
// in a line, any enemy first in a line otherwise, and walks toward the
// target.
type Focus struct{ path Hunter }

// NewFocus returns a Focus bot. It has no randomness; seed is ignored.
func NewFocus(seed uint64) *Focus { return &Focus{} }

// Act picks the command.
func (f *Focus) Act(st sim.State, p sim.PlayerID) sim.Action {
	s, wi := activeOf(st, p)
	if wi < 0 {
		return worms.DoNothing()
	}
	target := -1
	for i, e := range s.Worms {
		if e.Player != s.Worms[wi].Player && (target < 0 || e.HP < s.Worms[target].HP) {
			target = i
		}
	}
	if c, ok := shootWeakest(s, wi, target); ok {
		return c
	}
	if c, ok := shootWeakest(s, wi, -1); ok {
		return c
	}
	if target < 0 {
		return worms.DoNothing()
	}
	t := s.Worms[target]
	return stepDown(s, wi, f.path.distancesTo(s, []int{t.Y*s.Size + t.X}, wi))
}

// Kiter keeps its distance: it shoots the weakest enemy first in a line;
// otherwise, with an enemy two cells away or closer, it steps to the free
// neighbouring cell farthest from the enemies; otherwise it walks toward
// the nearest cell with a clear shot at an enemy.
type Kiter struct{ path Hunter }

// NewKiter returns a Kiter bot. It has no randomness; seed is ignored.
func NewKiter(seed uint64) *Kiter { return &Kiter{} }

// Act picks the command.
func (k *Kiter) Act(st sim.State, p sim.PlayerID) sim.Action {
	s, wi := activeOf(st, p)
	if wi < 0 {
		return worms.DoNothing()
	}
	if c, ok := shootWeakest(s, wi, -1); ok {
		return c
	}
	w := s.Worms[wi]
	near := func(x, y int) int {
		d := unreachable
		for _, e := range s.Worms {
			if e.Player != w.Player {
				d = min(d, max(abs(e.X-x), abs(e.Y-y)))
			}
		}
		return d
	}
	if near(w.X, w.Y) <= 2 {
		bx, by, bd := -1, -1, near(w.X, w.Y)
		for d := worms.N; d <= worms.NW; d++ {
			dx, dy := d.Delta()
			x, y := w.X+dx, w.Y+dy
			if s.At(x, y) == worms.Air && s.WormAt(x, y) < 0 && near(x, y) > bd {
				bx, by, bd = x, y, near(x, y)
			}
		}
		if bx >= 0 {
			return worms.MoveTo(bx, by)
		}
	}
	return stepDown(s, wi, k.path.distancesTo(s, k.path.firingCells(s, 1-w.Player, wi), wi))
}

// activeOf returns the state and the index of p's active worm (or -1).
func activeOf(st sim.State, p sim.PlayerID) (*worms.State, int) {
	s := state(st)
	if s == nil {
		return nil, -1
	}
	return s, s.ActiveWorm(int(p))
}

// shootWeakest returns a shot at the weakest enemy first in one of worm
// wi's lines; with only >= 0, only a shot at that worm.
func shootWeakest(s *worms.State, wi, only int) (worms.Command, bool) {
	return shootAlong(s, s.Worms[wi], enemyLines(s, s.Worms[wi]), only)
}

// shootAlong is shootWeakest for worm w given its enemyLines.
func shootAlong(s *worms.State, w worms.Worm, lines uint8, only int) (worms.Command, bool) {
	bestDir, bestHP := worms.Direction(0), unreachable
	for d := worms.N; d <= worms.NW; d++ {
		if lines&(1<<d) == 0 {
			continue
		}
		hi, _, _, _ := s.Trace(w.X, w.Y, d, s.Rules.WeaponRange)
		if hi < 0 || s.Worms[hi].Player == w.Player || (only >= 0 && hi != only) {
			continue
		}
		if s.Worms[hi].HP < bestHP {
			bestDir, bestHP = d, s.Worms[hi].HP
		}
	}
	return worms.ShootAt(bestDir), bestHP < unreachable
}

// enemyLines is the set (bit d for direction d) of w's eight lines on
// which an enemy stands within weapon range: only there can a shot's first
// worm hit be an enemy, so the other lines need no trace.
func enemyLines(s *worms.State, w worms.Worm) uint8 {
	var set uint8
	lim := (s.Rules.WeaponRange + 1) * (s.Rules.WeaponRange + 1)
	for _, e := range s.Worms {
		if e.Player == w.Player {
			continue
		}
		dx, dy := e.X-w.X, e.Y-w.Y
		if (dx == 0 && dy == 0) || (dx != 0 && dy != 0 && abs(dx) != abs(dy)) {
			continue
		}
		k := max(abs(dx), abs(dy))
		ux, uy := sign(dx), sign(dy)
		if k*k*(ux*ux+uy*uy) >= lim {
			continue
		}
		for d := worms.N; d <= worms.NW; d++ {
			if ddx, ddy := d.Delta(); ddx == ux && ddy == uy {
				set |= 1 << d
			}
		}
	}
	return set
}

// stepDown moves or digs to the neighbour with the lowest distance, or
// shoots harmlessly when no neighbour improves (a miss scores 2, and under
// classic it keeps the do-nothing streak at zero).
func stepDown(s *worms.State, wi int, dist around) sim.Action {
	w := s.Worms[wi]
	bx, by, bd := -1, -1, dist.at(0, 0)
	for d := worms.N; d <= worms.NW; d++ {
		dx, dy := d.Delta()
		x, y := w.X+dx, w.Y+dy
		c := s.At(x, y)
		if c == worms.DeepSpace || s.WormAt(x, y) >= 0 {
			continue
		}
		if v := dist.at(dx, dy); v < bd {
			bx, by, bd = x, y, v
		}
	}
	switch {
	case bx < 0:
		return safeShot(s, w)
	case s.At(bx, by) == worms.Dirt:
		return worms.DigAt(bx, by)
	}
	return worms.MoveTo(bx, by)
}
