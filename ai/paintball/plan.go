package paintball

import (
	"fmt"

	"arena/ai"
	"arena/sim/debugdraw"
)

var _ ai.Planner = (*Captain)(nil)

// Plan draws what the captain remembers of the enemy children it cannot
// see now: a gray mark on each one's last seen cell with the round it was
// seen, and the move it was leading there (world coordinates: X across,
// Y down, one unit per cell). Children never seen are not drawn.
func (b *Captain) Plan(c *debugdraw.Canvas) {
	for j, at := range b.lastEnemy {
		if b.seenAt[j] == 0 && at.X == 0 && at.Y == 0 {
			continue
		}
		x, y := float64(at.X), float64(at.Y)
		c.Mark(x, y, "#8d99ae80")
		if m := b.motion[j]; m.X != 0 || m.Y != 0 {
			c.Line(x+0.5, y+0.5, x+0.5+float64(m.X), y+0.5+float64(m.Y), "gray")
		}
		c.Text(x+0.5, y-0.5, fmt.Sprintf("enemy %d seen round %d", j, b.seenAt[j]))
	}
}
