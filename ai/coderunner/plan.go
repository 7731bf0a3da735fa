package coderunner

import (
	"arena/ai"
	"arena/sim/debugdraw"
)

var _ ai.Planner = (*Digger)(nil)

// Plan draws the digger's plan: a line from its runner to the target cell
// it chose this turn, a mark on the target and a label (world coordinates:
// column X, row Y, one unit per cell, centres at +0.5). A turn decided by a
// trap dig, an ambush or a flight draws nothing.
func (b *Digger) Plan(c *debugdraw.Canvas) {
	if !b.planned || b.target < 0 || b.target >= cells {
		return
	}
	centre := func(i int) (float64, float64) { return float64(i%cols) + 0.5, float64(i/cols) + 0.5 }
	hx, hy := centre(b.here)
	tx, ty := centre(b.target)
	c.Line(hx, hy, tx, ty, "yellow")
	c.Mark(float64(b.target%cols), float64(b.target/cols), "yellow")
	c.Text(tx, ty-1, "digger: target")
}
