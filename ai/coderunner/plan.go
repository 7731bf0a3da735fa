package coderunner

import (
	"arena/ai"
	"arena/sim/debugdraw"
)

var _ ai.Planner = (*Digger)(nil)

// Plan draws the digger's route: from its runner to the target cell it
// chose this turn, along the search's first steps, and marks the target
// (world coordinates: column X, row Y, one unit per cell, centres at
// +0.5). A turn decided by a trap dig or an ambush draws nothing.
func (b *Digger) Plan(c *debugdraw.Canvas) {
	if !b.planned || b.target < 0 || b.mine.dist[b.target] <= 0 {
		return
	}
	centre := func(i int) (float64, float64) { return float64(i%cols) + 0.5, float64(i/cols) + 0.5 }
	x, y := centre(b.target)
	c.Mark(float64(b.target%cols), float64(b.target/cols), "yellow")
	// The route back from the target; parent links end at the start
	// cell, and the bound keeps a bad link from looping.
	for i, n := b.target, 0; n < cells && b.mine.dist[i] > 0; n++ {
		p := int(b.mine.parent[i])
		if p < 0 || p >= cells {
			break
		}
		px, py := centre(p)
		c.Line(px, py, x, y, "yellow")
		i, x, y = p, px, py
	}
	tx, ty := centre(b.target)
	c.Text(tx, ty-1, "digger: target")
}
