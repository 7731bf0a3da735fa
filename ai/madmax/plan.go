package madmax

import (
	"strconv"

	"arena/ai"
	"arena/sim/debugdraw"
)

var _ ai.Planner = (*Raider)(nil)

// raiderPlan keeps each car's planned route of the round in one reused
// array, so remembering it costs no allocation once warm.
type raiderPlan struct {
	cars  []int // car id of each route
	start []pos // where each route starts
	ends  []int // each route's end in pts
	pts   []pos
}

func (p *raiderPlan) reset() {
	p.cars, p.start, p.ends, p.pts = p.cars[:0], p.start[:0], p.ends[:0], p.pts[:0]
}

func (p *raiderPlan) add(cid int, from pos, path []pos) {
	p.cars = append(p.cars, cid)
	p.start = append(p.start, from)
	p.pts = append(p.pts, path...)
	p.ends = append(p.ends, len(p.pts))
}

// Plan draws each live car's planned route over the coming rounds, from
// the car through the cells the raider means it to pass, and marks where it
// ends (state coordinates: X the universe column, Y the row; the window's
// drawing follows the scrolling road).
func (b *Raider) Plan(c *debugdraw.Canvas) {
	p := &b.plan
	from := 0
	for i, cid := range p.cars {
		x, y := float64(p.start[i].c)+0.5, float64(p.start[i].r)+0.5
		for _, q := range p.pts[from:p.ends[i]] {
			nx, ny := float64(q.c)+0.5, float64(q.r)+0.5
			c.Line(x, y, nx, ny, "purple")
			x, y = nx, ny
		}
		c.Mark(x-0.5, y-0.5, "purple")
		c.Text(float64(p.start[i].c)+0.5, float64(p.start[i].r)-0.5, "raider car "+strconv.Itoa(cid))
		from = p.ends[i]
	}
}
