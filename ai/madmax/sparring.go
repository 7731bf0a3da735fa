package madmax

import (
	"arena/sim"
	"arena/sim/madmax"
)

// Sparring bots: greedy players of the kind a contestant writes first, kept
// as built-ins so raider is measured against more than the original's
// random Demo (issue 18). Both judge their cars' nine moves on the board as
// the next round sees it, missiles moved first (Rules §1.3), and never take
// a move that dies on the way (Rules §1.2) when another exists.

// Collector drives each car to the move that sweeps the most valuable
// bonuses this round: water for points, gas when the tank runs low,
// missiles a little; otherwise straight ahead.
type Collector struct{}

// Act plays one round for player p.
func (Collector) Act(st sim.State, p sim.PlayerID) sim.Action {
	s, ok := st.(*madmax.State)
	if !ok {
		return &madmax.Orders{}
	}
	return greedyOrders(s, int(p), false)
}

// Shooter fires whenever an enemy car stands ahead in its row within
// missile reach (a missile flies two columns a round, Rules §1.1) with
// nothing in between, and otherwise drives like Collector but toward the
// row of the nearest enemy car ahead.
type Shooter struct{}

// Act plays one round for player p.
func (Shooter) Act(st sim.State, p sim.PlayerID) sim.Action {
	s, ok := st.(*madmax.State)
	if !ok {
		return &madmax.Orders{}
	}
	return greedyOrders(s, int(p), true)
}

// reach is how many columns ahead the shooter fires at.
const reach = 8

func greedyOrders(s *madmax.State, me int, hunt bool) *madmax.Orders {
	o := &madmax.Orders{}
	next := s.AfterMissiles()
	k := s.Params.CarsPerPlayer
	for cid := me * k; cid < (me+1)*k; cid++ {
		car := s.Cars[cid]
		if !car.Alive {
			continue
		}
		if hunt && car.Missiles > 0 && enemyAhead(s, me, car) >= 0 {
			o.Add(madmax.Shoot(cid))
			continue
		}
		target := -1
		if hunt {
			target = nearestEnemyRow(s, me, car)
		}
		best, bestV := madmax.Default, -1<<30
		for _, m := range next.Moves(cid) {
			if !m.InWindow {
				continue
			}
			v := 0
			for i, q := range m.Path {
				if m.Dies >= 0 && i >= m.Dies {
					v -= 100000
					break
				}
				if !next.InUniverse(q.Row) {
					continue
				}
				switch next.At(q.Row, q.Col).Kind {
				case madmax.WaterBonus:
					v += 100 * s.Params.WaterPoints
				case madmax.GasBonus:
					if car.Gas < 25 {
						v += 2000
					} else {
						v += 50
					}
				case madmax.MissileBonus:
					v += 100
				}
			}
			if target >= 0 {
				v -= 10 * abs(m.To.Row-target)
			}
			// Ties: the faster move, which sees more of the road.
			v += m.Dir.DC
			if v > bestV {
				best, bestV = m.Dir, v
			}
		}
		o.Add(madmax.Move(cid, best))
	}
	return o
}

// enemyAhead returns the id of an enemy car in car's row within reach
// columns ahead with only empty cells or bonuses between, or -1.
func enemyAhead(s *madmax.State, me int, car madmax.Car) int {
	for dc := 1; dc <= reach; dc++ {
		c := s.At(car.Row, car.Col+dc)
		switch c.Kind {
		case madmax.CarCell:
			if s.PlayerOf(int(c.ID)) != me {
				return int(c.ID)
			}
			return -1
		case madmax.Tyre, madmax.MissileCell:
			return -1
		}
		if c.Kind.IsBonus() {
			// A missile explodes on a bonus (Rules §1.1).
			return -1
		}
	}
	return -1
}

// nearestEnemyRow returns the row of the nearest live enemy car ahead
// within the window width, or -1.
func nearestEnemyRow(s *madmax.State, me int, car madmax.Car) int {
	row, best := -1, 1<<30
	for _, e := range s.Cars {
		if !e.Alive || s.PlayerOf(e.ID) == me {
			continue
		}
		dc := s.Norm(e.Col - car.Col)
		if dc == 0 || dc > s.Params.WinCols {
			continue
		}
		if d := dc + 2*abs(e.Row-car.Row); d < best {
			row, best = e.Row, d
		}
	}
	return row
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
