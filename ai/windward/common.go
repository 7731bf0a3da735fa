package windward

import (
	"arena/sim/windward"
)

// route plans a path from the car's next tile to a stop, plus one step back
// out of it so the car does not wander after the stop (as the original's
// built-in AI does).
func route(s *windward.State, i int, stop windward.Pt) []windward.Pt {
	c := &s.Cars[i]
	path := s.PathTo(c.NextTile(), stop)
	if len(path) >= 2 {
		path = append(path, path[len(path)-2])
	}
	return path
}

// distFrom is the driving distance from car i to a stop (a large number when
// unreachable).
func distFrom(s *windward.State, i int, stop windward.Pt) int {
	d := s.Dist(s.Cars[i].NextTile(), stop)
	if d < 0 {
		return 1 << 20
	}
	return d + 1
}

// delivered reports whether car c delivered passenger p this round (it
// may not carry that passenger again).
func delivered(c *windward.Car, p int) bool {
	for _, d := range c.Delivered {
		if d == p {
			return true
		}
	}
	return false
}

// nearestStore is the closest coffee store to car i.
func nearestStore(s *windward.State, i int) (windward.Pt, int) {
	best, bd := windward.Pt{X: -1, Y: -1}, 1<<30
	for _, st := range s.Stores {
		if d := distFrom(s, i, st.At); d < bd {
			best, bd = st.At, d
		}
	}
	return best, bd
}

// headingTo reports whether the car already follows a path ending at stop
// (or one step back out of it).
func headingTo(c *windward.Car, stop windward.Pt) bool {
	n := len(c.Path)
	return (n >= 1 && c.Path[n-1] == stop) || (n >= 2 && c.Path[n-2] == stop)
}
