package worms

import (
	"fmt"

	"arena/ai"
	"arena/sim/debugdraw"
	"arena/sim/worms"
)

var _ ai.Planner = (*Hunter)(nil)

// hunterPlan is what Act decided, kept for Plan: the active worm, the
// enemy worm it hunts (the nearest) and the command.
type hunterPlan struct {
	ok           bool
	x, y, tx, ty int
	rng          int
	cmd          worms.Command
}

// note remembers the plan of the turn just decided; it costs a scan of
// the worms, nothing is drawn until Plan.
func (h *Hunter) note(s *worms.State, me int, cmd worms.Command) {
	h.last.ok = false
	wi := s.ActiveWorm(me)
	if wi < 0 {
		return
	}
	w := s.Worms[wi]
	best := unreachable
	for _, e := range s.Worms {
		if e.Player == me || e.HP <= 0 {
			continue
		}
		if d := max(abs(e.X-w.X), abs(e.Y-w.Y)); d < best {
			best, h.last.tx, h.last.ty = d, e.X, e.Y
		}
	}
	h.last.ok = best < unreachable
	h.last.x, h.last.y, h.last.rng, h.last.cmd = w.X, w.Y, s.Rules.WeaponRange, cmd
}

// Plan draws the hunter's target: its weapon range around the active worm,
// a line to the enemy worm it hunts, that worm's cell, and the command
// (world coordinates: one unit per cell, centres at +0.5).
func (h *Hunter) Plan(c *debugdraw.Canvas) {
	p := h.last
	if !p.ok {
		return
	}
	cx, cy := float64(p.x)+0.5, float64(p.y)+0.5
	c.Circle(cx, cy, float64(p.rng), "cyan")
	c.Line(cx, cy, float64(p.tx)+0.5, float64(p.ty)+0.5, "red")
	c.Mark(float64(p.tx), float64(p.ty), "red")
	c.Text(cx, cy-1, fmt.Sprintf("hunter: %s", p.cmd))
}
