package windward

import (
	"math"
	"sync"
)

// Turn is how a car crosses a tile: (exit − entry) mod 4.
type Turn uint8

// The four ways through a tile.
const (
	Straight Turn = iota
	RightTurn
	UTurn
	LeftTurn
)

// turnOf returns the turn from heading in to heading out.
func turnOf(in, out Dir) Turn { return Turn((out - in) & 3) }

// movePoint is one unit step of a tile movement: the car centre in map units
// relative to the tile's top-left corner, and its wire angle.
type movePoint struct{ X, Y, A int16 }

// movements[in][turn] is the fixed list of unit steps through a tile,
// index 0 at the entry edge and the last at the exit edge (reference §1.8:
// straight 24 steps; right turn 12 steps on a radius-6 arc; left turn 34
// steps, 6 straight, a radius-12 arc, 6 straight; U-turn 48 steps, 12 in, a
// radius-6 semicircle, 12 out). Cars drive on the right: a northbound car
// keeps x = 18, southbound 6, eastbound y = 18, westbound 6 (reference §1.3).
// The table is built on first use, not when a program that never plays
// Windwardopolis starts.
var movements = sync.OnceValue(func() *[4][4][]movePoint {
	m := buildMovements()
	return &m
})

// moveLen is the number of steps of a movement (its table holds one more
// point, the exit edge).
func moveLen(in Dir, t Turn) int { return len(movements()[in][t]) - 1 }

// maxSpeed of a movement: 6 on straights, 3 in turns (rule text, "The
// maximum is 6 map units/turn on straight-aways and 3 map units/turn in
// curves").
func maxSpeed(t Turn) int {
	if t == Straight {
		return speedStraight
	}
	return speedCurve
}

func buildMovements() [4][4][]movePoint {
	type fp struct{ x, y float64 }
	var base [4][]fp
	for s := 0; s <= 24; s++ {
		base[Straight] = append(base[Straight], fp{18, float64(24 - s)})
	}
	for s := 0; s <= 12; s++ {
		th := math.Pi + math.Pi/2*float64(s)/12
		base[RightTurn] = append(base[RightTurn], fp{24 + 6*math.Cos(th), 24 + 6*math.Sin(th)})
	}
	for s := 0; s < 6; s++ {
		base[LeftTurn] = append(base[LeftTurn], fp{18, float64(24 - s)})
	}
	for s := 0; s < 22; s++ {
		th := -math.Pi / 2 * float64(s) / 22
		base[LeftTurn] = append(base[LeftTurn], fp{6 + 12*math.Cos(th), 18 + 12*math.Sin(th)})
	}
	for s := 0; s <= 6; s++ {
		base[LeftTurn] = append(base[LeftTurn], fp{float64(6 - s), 6})
	}
	for s := 0; s < 12; s++ {
		base[UTurn] = append(base[UTurn], fp{18, float64(24 - s)})
	}
	for s := 0; s < 24; s++ {
		th := -math.Pi * float64(s) / 24
		base[UTurn] = append(base[UTurn], fp{12 + 6*math.Cos(th), 12 + 6*math.Sin(th)})
	}
	for s := 0; s <= 12; s++ {
		base[UTurn] = append(base[UTurn], fp{6, float64(12 + s)})
	}
	var out [4][4][]movePoint
	for t := Turn(0); t < 4; t++ {
		pts := base[t]
		north := make([]movePoint, len(pts))
		for i, p := range pts {
			q := p
			if i+1 < len(pts) {
				q = pts[i+1]
			} else if i > 0 {
				p = pts[i-1]
			}
			dx, dy := q.x-p.x, q.y-p.y
			// Wire angle: 0 north, 90 east (atan2 of east, north).
			a := int(math.Round(math.Atan2(dx, -dy)*180/math.Pi+360)) % 360
			north[i] = movePoint{int16(math.Round(pts[i].x)), int16(math.Round(pts[i].y)), int16(a)}
		}
		out[North][t] = north
		for in := East; in <= West; in++ {
			prev := out[in-1][t]
			cur := make([]movePoint, len(prev))
			for i, p := range prev {
				// Rotate 90° clockwise about the tile centre.
				cur[i] = movePoint{24 - p.Y, p.X, (p.A + 90) % 360}
			}
			out[in][t] = cur
		}
	}
	return out
}
