package windward

import (
	"arena/ai"
	"arena/sim/debugdraw"
	"arena/sim/windward"
)

var _ ai.Planner = (*Tycoon)(nil)

// tycoonPlan is the trip Act chose, kept for Plan.
type tycoonPlan struct {
	ok       bool
	carrying bool
	from, to windward.Pt
	path     []windward.Pt
}

// note remembers this turn's trip: the car's tile, the target tile and
// the route it sent (none when it keeps its current one).
func (b *Tycoon) note(c *windward.Car, target windward.Pt, ok bool, path []windward.Pt) {
	b.plan = tycoonPlan{ok: ok, carrying: c.Passenger >= 0, from: c.Tile, to: target,
		path: append(b.plan.path[:0], path...)}
}

// Plan draws the tycoon's chosen trip: the route it sent (or a straight
// line when it keeps driving its current one) and the target tile, in map
// tiles (centres at +0.5).
func (b *Tycoon) Plan(c *debugdraw.Canvas) {
	p := b.plan
	if !p.ok {
		return
	}
	col, what := "green", "tycoon: pick up"
	if p.carrying {
		col, what = "orange", "tycoon: deliver"
	}
	x, y := float64(p.from.X)+0.5, float64(p.from.Y)+0.5
	if len(p.path) == 0 {
		c.Line(x, y, float64(p.to.X)+0.5, float64(p.to.Y)+0.5, col)
	}
	for _, t := range p.path {
		nx, ny := float64(t.X)+0.5, float64(t.Y)+0.5
		c.Line(x, y, nx, ny, col)
		x, y = nx, ny
	}
	c.Mark(float64(p.to.X), float64(p.to.Y), col)
	c.Text(float64(p.to.X)+0.5, float64(p.to.Y)-0.5, what)
}
