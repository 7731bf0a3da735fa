package worms

import (
	"math/bits"

	"arena/sim/worms"
)

// Look-ahead: hunter tries each of its active worm's useful commands and
// plays the next rounds out with a fast model of both sides (see quick),
// using the engine itself (worms.State.Simulate: Apply without building
// events), so the order of moves, digs
// and shots, collisions, the rotation of active worms and the classic rules
// are exactly the game's. The command whose playout leaves the best health
// balance wins; the planner's own choice breaks ties, so the look-ahead only
// overrides it where the next rounds show a real gain.

// horizon is how many rounds each playout lasts: two full rotations of
// three worms, so every worm of both sides acts twice.
const horizon = 6

// sandbox holds the playout state's buffers, reused across playouts.
type sandbox struct {
	s     worms.State
	cells []worms.Cell
	worms []worms.Worm
	packs []worms.Pack
}

// load copies src into the sandbox (the play RNG too, so collisions in the
// playout flip the same coins as the real round would).
func (b *sandbox) load(src *worms.State) *worms.State {
	b.s = *src
	b.cells = append(b.cells[:0], src.Cells...)
	b.worms = append(b.worms[:0], src.Worms...)
	b.packs = append(b.packs[:0], src.Packs...)
	b.s.Cells, b.s.Worms, b.s.Packs = b.cells, b.worms, b.packs
	return &b.s
}

// candidates lists the active worm's commands worth trying: every valid
// move and dig, and every shot whose first worm hit is an enemy.
func candidates(s *worms.State, wi int, out []worms.Command) []worms.Command {
	w := s.Worms[wi]
	lines := enemyLines(s, w)
	for d := worms.N; d <= worms.NW; d++ {
		dx, dy := d.Delta()
		x, y := w.X+dx, w.Y+dy
		switch s.At(x, y) {
		case worms.Air:
			if s.WormAt(x, y) < 0 {
				out = append(out, worms.MoveTo(x, y))
			}
		case worms.Dirt:
			out = append(out, worms.DigAt(x, y))
		}
		if lines&(1<<d) == 0 {
			continue
		}
		if hi, _, _, _ := s.Trace(w.X, w.Y, d, s.Rules.WeaponRange); hi >= 0 && s.Worms[hi].Player != w.Player {
			out = append(out, worms.ShootAt(d))
		}
	}
	return out
}

// dirOf is the direction of the unit step (dx, dy), which must not be
// (0, 0).
func dirOf(dx, dy int) worms.Direction {
	return dirTable[(dy+1)*3+dx+1]
}

// dirTable maps (dy+1)*3 + dx+1 to the direction of that step.
var dirTable = func() (t [9]worms.Direction) {
	for d := worms.N; d <= worms.NW; d++ {
		dx, dy := d.Delta()
		t[(dy+1)*3+dx+1] = d
	}
	return t
}()

// quick is the playout policy for either side: shoot the weakest enemy
// first in a line, else step (or dig) toward the nearest enemy by
// Chebyshev distance, preferring air to dirt; a harmless shot when boxed
// in. It is what a greedy opponent does, without the path search.
func quick(s *worms.State, p int) worms.Command {
	wi := s.ActiveWorm(p)
	if wi < 0 {
		return worms.DoNothing()
	}
	if c, ok := quickShot(s, wi); ok {
		return c
	}
	return quickStep(s, wi)
}

// quickShot is shootAlong's choice for worm wi without a Trace per line:
// the weakest enemy that a shot along its line would hit first (lowest
// health, then the earliest direction, as shootAlong's scan in direction
// order).
func quickShot(s *worms.State, wi int) (worms.Command, bool) {
	w := &s.Worms[wi]
	wx, wy, p := w.X, w.Y, w.Player
	// The farthest cell in range along a straight line and along a
	// diagonal (Trace: k²·(dx²+dy²) < (range+1)²).
	r := s.Rules.WeaponRange
	straight, diagonal := r, reach(r)
	bestDir, bestHP := worms.Direction(0), unreachable
	for i := range s.Worms {
		e := &s.Worms[i]
		if e.Player == p || e.HP > bestHP {
			continue
		}
		dx, dy := e.X-wx, e.Y-wy
		adx, ady := abs(dx), abs(dy)
		k, lim := adx, diagonal
		switch {
		case adx == 0:
			k, lim = ady, straight
		case ady == 0:
			lim = straight
		case adx != ady:
			continue
		}
		if k == 0 || k > lim {
			continue
		}
		d := dirOf(sign(dx), sign(dy))
		if (e.HP == bestHP && d > bestDir) || !clearTo(s, wx, wy, d, k) {
			continue
		}
		bestDir, bestHP = d, e.HP
	}
	return worms.ShootAt(bestDir), bestHP < unreachable
}

// reach is the farthest diagonal step k with a shot in range r:
// 2k² < (r+1)², from a table for the ranges games use.
func reach(r int) int {
	if r >= 0 && r < len(reachTable) {
		return reachTable[r]
	}
	return diagonalReach(r)
}

var reachTable = func() (t [16]int) {
	for r := range t {
		t[r] = diagonalReach(r)
	}
	return t
}()

func diagonalReach(r int) int {
	k := 0
	for 2*(k+1)*(k+1) < (r+1)*(r+1) {
		k++
	}
	return k
}

// clearTo reports whether a shot from (x, y) along d reaches the cell k
// steps away: every cell up to it, that one included, is air (Trace
// stops at anything else) and no worm stands before it.
func clearTo(s *worms.State, x, y int, d worms.Direction, k int) bool {
	dx, dy := d.Delta()
	for j := 1; j <= k; j++ {
		if s.Cells[(y+j*dy)*s.Size+x+j*dx] != worms.Air {
			return false
		}
	}
	for i := range s.Worms {
		o := &s.Worms[i]
		ox, oy := o.X-x, o.Y-y
		if j := max(abs(ox), abs(oy)); j > 0 && j < k && ox == j*dx && oy == j*dy {
			return false
		}
	}
	return true
}

// quickStep is quick's move: toward the nearest enemy (the first in list
// order at the least Chebyshev distance), onto air before dirt, only to a
// cell closer to it; a harmless shot when no such cell is free.
//
// Every step changes the distance by at most one, so the cells closer to
// the enemy are all one closer: the first free air cell among them in
// direction order is the step, else the first dirt cell is the dig (as a
// scan of all eight with air costing 2·distance and dirt one more).
func quickStep(s *worms.State, wi int) worms.Command {
	w := &s.Worms[wi]
	wx, wy, p := w.X, w.Y, w.Player
	tx, ty, td := 0, 0, unreachable
	var occupied uint8 // neighbouring cells that hold a worm, by direction
	for i := range s.Worms {
		e := &s.Worms[i]
		dx, dy := e.X-wx, e.Y-wy
		k := max(abs(dx), abs(dy))
		if k == 1 {
			occupied |= 1 << dirOf(dx, dy)
		}
		if e.Player != p && k < td {
			tx, ty, td = e.X, e.Y, k
		}
	}
	if td == unreachable {
		return worms.DoNothing()
	}
	dirs := towardDirs[closer(tx-wx, td)][closer(ty-wy, td)] &^ occupied
	dig := -1
	for dirs != 0 {
		d := bits.TrailingZeros8(dirs)
		dirs &= dirs - 1
		x, y := wx+stepDX[d], wy+stepDY[d]
		switch s.At(x, y) {
		case worms.Air:
			return worms.MoveTo(x, y)
		case worms.Dirt:
			if dig < 0 {
				dig = d
			}
		}
	}
	if dig >= 0 {
		return worms.DigAt(wx+stepDX[dig], wy+stepDY[dig])
	}
	return safeShot(s, *w).(worms.Command)
}

// closer is the set of unit steps e (bit e+1, e in -1..1) along one axis
// that leave the offset v less than td away.
func closer(v, td int) int {
	m := 0
	if abs(v+1) < td {
		m |= 1
	}
	if abs(v) < td {
		m |= 2
	}
	if abs(v-1) < td {
		m |= 4
	}
	return m
}

// towardDirs[mx][my] is the set of directions (bit d) whose step (dx, dy)
// has bit dx+1 in mx and bit dy+1 in my.
var towardDirs = func() (t [8][8]uint8) {
	for mx := range t {
		for my := range t[mx] {
			for d := worms.N; d <= worms.NW; d++ {
				dx, dy := d.Delta()
				if mx&(1<<(dx+1)) != 0 && my&(1<<(dy+1)) != 0 {
					t[mx][my] |= 1 << d
				}
			}
		}
	}
	return t
}()

// playout plays first for player me and reply (the model's reply on s,
// quick(s, 1-me)) for the enemy, then horizon-1 rounds of quick for both,
// and returns the value for me: the health balance, with a decisive bonus
// for a finished game.
func (h *Hunter) playout(s *worms.State, me int, first, reply worms.Command) int {
	t := h.box.load(s)
	var cmds [worms.Players]worms.Command
	for r := 0; r < horizon && !t.Over; r++ {
		if r == 0 {
			cmds[me], cmds[1-me] = first, reply
		} else {
			cmds[me], cmds[1-me] = quick(t, me), quick(t, 1-me)
		}
		t.Simulate(cmds)
	}
	v := 0
	for _, w := range t.Worms {
		hp := max(w.HP, 0)
		if w.Player == me {
			v += hp
		} else {
			v -= hp
		}
	}
	if t.Over {
		switch {
		case t.Alive(me) && !t.Alive(1-me):
			v += 10000
		case !t.Alive(me) && t.Alive(1-me):
			v -= 10000
		}
	}
	return v
}
