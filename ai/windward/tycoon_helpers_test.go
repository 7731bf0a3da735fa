package windward

import (
	"slices"
	"testing"

	"arena/sim/windward"
)

// scene is a round on the built-in city arranged by hand for a test: seats
// 0 and 1 are bots (0 is the one under test), every CEO has left play and
// every car is empty with no path, no cards and full coffee, until the
// test places what it needs.
func scene(t *testing.T) *windward.State {
	t.Helper()
	m, err := windward.ParseASCII("downtown", windward.DefaultCity)
	if err != nil {
		t.Fatal(err)
	}
	s, err := windward.NewSession([]*windward.Map{m}, windward.DefaultRules(), "", 7, []string{"T", "R"}, 1)
	if err != nil {
		t.Fatal(err)
	}
	for k := range s.CEOs {
		s.CEOs[k] = windward.Passenger{Lobby: -1, Car: -1, Destination: k, Done: true, TripStart: k, DroppedBy: -1, DroppedAt: -1}
	}
	for j := range s.Cars {
		c := &s.Cars[j]
		c.Path, c.PickUp, c.Passenger, c.Coffee = nil, nil, -1, 3
		c.Deck, c.Hand = nil, nil
	}
	return s
}

// wait puts CEO k in company comp's lobby, bound for company dest.
func wait(s *windward.State, k, comp, dest int) {
	s.CEOs[k] = windward.Passenger{Lobby: comp, Car: -1, Destination: dest, TripStart: comp, DroppedBy: -1, DroppedAt: -1}
}

// ride puts CEO k in car j, picked up at company from and bound for dest.
func ride(s *windward.State, k, j, from, dest int) {
	s.CEOs[k] = windward.Passenger{Lobby: -1, Car: j, Destination: dest, TripStart: from, DroppedBy: -1, DroppedAt: -1}
	s.Cars[j].Passenger = k
}

// park puts car j in the middle of road tile at, driving heading d.
func park(s *windward.State, j int, at windward.Pt, d windward.Dir) {
	c := &s.Cars[j]
	c.Tile, c.Prev, c.In, c.Out, c.Step = at, at, d, d, 12
}

// approach parks car j on the road tile next to a stop, heading into it,
// and gives it the path there.
func approach(s *windward.State, j int, stop windward.Pt) {
	for d := windward.North; d <= windward.West; d++ {
		if s.Map.CanMove(stop, d) {
			park(s, j, stop.Add(d), d.Reverse())
			s.Cars[j].Path = []windward.Pt{stop}
			return
		}
	}
}

// driveTo gives car j a path to a stop, as a bot would.
func driveTo(s *windward.State, j int, stop windward.Pt) {
	s.Cars[j].Path = route(s, j, stop)
}

// byDistance lists the companies by driving distance from tile from,
// nearest first (ties in company order).
func byDistance(s *windward.State, from windward.Pt) []int {
	comps := make([]int, windward.NumCompanies)
	for k := range comps {
		comps[k] = k
	}
	slices.SortStableFunc(comps, func(a, b int) int {
		return s.Dist(from, s.Companies[a].At) - s.Dist(from, s.Companies[b].At)
	})
	return comps
}

// road is a straight east-west tile on the built-in city's top edge road.
var road = windward.Pt{X: 9, Y: 1}
