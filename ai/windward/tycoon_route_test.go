package windward

import (
	"slices"
	"testing"

	"arena/sim/windward"
)

// forkCity has two routes of nine tiles from the T at 1,3 (entered heading
// east) to the coffee stop at 7,1, with the same turns: north first, or
// east first. The northern one crosses 4,1 from the west, where a stop
// sign stands; the eastern one enters that T from the south, unsigned.
const forkCity = `
........
.###s##C
.#..#...
#####...
`

func TestFastRoute(t *testing.T) {
	m, err := windward.ParseASCII("fork", forkCity)
	if err != nil {
		t.Fatal(err)
	}
	pt := func(x, y int) windward.Pt { return windward.Pt{X: x, Y: y} }
	for _, tc := range []struct {
		name string
		from windward.Pt
		in   windward.Dir
		want []windward.Pt
	}{
		{"around the stop sign", pt(1, 3), windward.East,
			[]windward.Pt{pt(1, 3), pt(2, 3), pt(3, 3), pt(4, 3), pt(4, 2), pt(4, 1), pt(5, 1), pt(6, 1), pt(7, 1)}},
		{"a U-turn on a straight road", pt(6, 1), windward.West, []windward.Pt{pt(6, 1), pt(7, 1)}},
		// No U-turn at the T: on to the next straight tile and back.
		{"no U-turn at a crossing", pt(4, 1), windward.West,
			[]windward.Pt{pt(4, 1), pt(3, 1), pt(4, 1), pt(5, 1), pt(6, 1), pt(7, 1)}},
		{"already there", pt(7, 1), windward.East, []windward.Pt{pt(7, 1)}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := fastRoute(m, tc.from, tc.in, pt(7, 1)); !slices.Equal(got, tc.want) {
				t.Errorf("route %v, want %v", got, tc.want)
			}
		})
	}
}

// routeCost is the cost of driving a path entered heading in, by the
// router's own measure; -1 when the path makes a U-turn the engine would
// not allow.
func routeCost(m *windward.Map, path []windward.Pt, in windward.Dir) int {
	cost, d := 0, in
	for k := 0; k+1 < len(path); k++ {
		e, _ := path[k].DirTo(path[k+1])
		if t := m.At(path[k]); e == d.Reverse() && !t.IsStraight() && t.Exits() > 1 {
			return -1
		}
		cost += crossCost(d, e) + entryCost(m.At(path[k+1]), e)
		d = e
	}
	return cost
}

// TestFastRouteCity checks every route on the built-in city from a sample
// of roads to every stop: a drivable path from the start to the stop that
// passes no other stop and costs no more than the shortest path by tiles.
func TestFastRouteCity(t *testing.T) {
	m, err := windward.ParseASCII("downtown", windward.DefaultCity)
	if err != nil {
		t.Fatal(err)
	}
	stops := append(m.Find(windward.BusStop), m.Find(windward.CoffeeStop)...)
	n := 0
	for y := 0; y < m.H; y += 3 {
		for x := 0; x < m.W; x++ {
			from := windward.Pt{X: x, Y: y}
			if m.At(from).Type != windward.Road {
				continue
			}
			for in := windward.North; in <= windward.West; in++ {
				if !m.At(from).Open(in.Reverse()) {
					continue // no way to enter heading in
				}
				for _, stop := range stops {
					path := fastRoute(m, from, in, stop)
					if len(path) == 0 || path[0] != from || path[len(path)-1] != stop {
						t.Fatalf("%v heading %s to %v: route %v", from, in, stop, path)
					}
					for k := 0; k+1 < len(path); k++ {
						d, ok := path[k].DirTo(path[k+1])
						if !ok || !m.CanMove(path[k], d) {
							t.Fatalf("%v to %v: step %v → %v cannot be driven", from, stop, path[k], path[k+1])
						}
						if tt := m.At(path[k+1]).Type; k+2 < len(path) && (tt == windward.BusStop || tt == windward.CoffeeStop) {
							t.Fatalf("%v to %v: route passes the stop at %v", from, stop, path[k+1])
						}
					}
					c := routeCost(m, path, in)
					if c < 0 {
						t.Fatalf("%v heading %s to %v: route %v makes a U-turn off a straight road", from, in, stop, path)
					}
					if sp := windward.ShortestPath(m, from, stop); routeCost(m, sp, in) >= 0 && c > routeCost(m, sp, in) {
						t.Errorf("%v heading %s to %v: route costs %d, the shortest path %d", from, in, stop, c, routeCost(m, sp, in))
					}
					n++
				}
			}
		}
	}
	if n == 0 {
		t.Fatal("no route checked")
	}
}
