package coderunner

import (
	"arena/ai"
	"arena/sim/debugdraw"
)

var _ ai.Planner = (*Digger)(nil)

// Plan draws the digger's plan (world coordinates: column X, row Y, one
// unit per cell, centres at +0.5): a line from its runner to the target
// cell it chose this turn and a mark on it, a red mark on the gold it
// expects the opponent to collect first, and a label naming what decided
// the move ("gold", "explore", "wait", "trap", "ambush", "flee", ...),
// with "(safety)" when the engine look-ahead vetoed it.
func (b *Digger) Plan(c *debugdraw.Canvas) {
	centre := func(i int) (float64, float64) { return float64(i%cols) + 0.5, float64(i/cols) + 0.5 }
	if first := b.oppFirst(); first >= 0 {
		c.Mark(float64(first%cols), float64(first/cols), "red")
	}
	if b.why == "" {
		return
	}
	hx, hy := centre(b.here)
	label := "digger: " + b.why
	if b.vetoed {
		label += " (safety)"
	}
	if b.planned && b.target >= 0 && b.target < cells {
		tx, ty := centre(b.target)
		c.Line(hx, hy, tx, ty, "yellow")
		c.Mark(float64(b.target%cols), float64(b.target/cols), "yellow")
		c.Text(tx, ty-1, label)
		return
	}
	c.Text(hx, hy-1, label)
}

// oppFirst is the gold cell the opponent is expected to collect first, -1
// none.
func (b *Digger) oppFirst() int {
	best, bestT := -1, 0
	for gi, t := range b.tour.oppAt {
		if t >= 0 && (best < 0 || int(t) < bestT) {
			best, bestT = b.tour.golds[gi], int(t)
		}
	}
	return best
}
