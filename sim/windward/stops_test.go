package windward

import (
	"testing"

	"arena/sim"
)

// Two company stops (Microsoft at 2,0 and Hewlett-Packard at 4,0) and a
// coffee store (3,4) on a loop.
const stopsCity = `
..B.B..
.#####.
.#...#.
.#####.
...C...
`

// driveTo sends car 0 from (3,1) westward into the stop above (2,1) and
// returns the events until it has left the stop again.
func driveToMicrosoft(t *testing.T, s *State) []sim.Event {
	t.Helper()
	put(s, 0, 3, 1, West, 0, Pt{2, 1}, Pt{2, 0}, Pt{2, 1})
	return stepN(t, s, 250)
}

func TestBusStop(t *testing.T) {
	const ms, hp = 0, 1
	cases := []struct {
		name    string
		rule    string
		setup   func(s *State)
		check   func(t *testing.T, s *State, evs []sim.Event)
		wantEvs map[sim.EventKind]int
	}{
		{"pick-up from the list", "rule text: a passenger in the pick-up list embarks",
			func(s *State) { waiting(s, 3, ms, hp); s.Cars[0].PickUp = []int{3} },
			func(t *testing.T, s *State, _ []sim.Event) {
				if s.Cars[0].Passenger != 3 || s.CEOs[3].Car != 0 || s.CEOs[3].TripStart != ms {
					t.Fatalf("not picked up: car %+v", s.Cars[0].Passenger)
				}
			}, map[sim.EventKind]int{KindPickup: 1}},
		{"not on the list", "rule text: only passengers in the pick-up list embark",
			func(s *State) { waiting(s, 3, ms, hp) },
			func(t *testing.T, s *State, _ []sim.Event) {
				if s.Cars[0].Passenger != -1 {
					t.Fatal("picked up a passenger not on the list")
				}
			}, map[sim.EventKind]int{KindPickup: 0}},
		{"delivery", "rule text: 1–3 points per delivery; coffee −1 per transit",
			func(s *State) { ride(s, 0, 6, hp, ms) },
			func(t *testing.T, s *State, _ []sim.Event) {
				c := &s.Cars[0]
				if c.Points != 3000 || c.Coffee != 2 || len(c.Delivered) != 1 || c.Passenger != -1 {
					t.Fatalf("points %d coffee %d delivered %v", c.Points, c.Coffee, c.Delivered)
				}
			}, map[sim.EventKind]int{KindDelivery: 1}},
		{"enemy waiting", "rule text: a CEO refuses to disembark where an enemy waits",
			func(s *State) {
				ride(s, 0, 3, hp, ms)
				s.CEOs[3].Enemies = []int{4}
				waiting(s, 4, ms, hp)
			},
			func(t *testing.T, s *State, _ []sim.Event) {
				if s.Cars[0].Passenger != 3 || s.Cars[0].Coffee != 3 {
					t.Fatal("the passenger got out beside an enemy")
				}
			}, map[sim.EventKind]int{KindRefusal: 1, KindDelivery: 0}},
		{"enemy check is one-way", "rule text: the waiting CEO's enemies do not matter",
			func(s *State) {
				ride(s, 0, 3, hp, ms)
				waiting(s, 4, ms, hp)
				s.CEOs[4].Enemies = []int{3}
			},
			nil, map[sim.EventKind]int{KindDelivery: 1}},
		{"no coffee", "rule text: after three transits the car must restock",
			func(s *State) { waiting(s, 3, ms, hp); s.Cars[0].PickUp = []int{3}; s.Cars[0].Coffee = 0 },
			func(t *testing.T, s *State, _ []sim.Event) {
				if s.Cars[0].Passenger != -1 {
					t.Fatal("picked up with no coffee")
				}
			}, map[sim.EventKind]int{KindRefusal: 1}},
		{"abandon", "rule text: dropping elsewhere is a transit with no points, and not re-picked there",
			func(s *State) { ride(s, 0, 3, hp, 5); s.Cars[0].PickUp = []int{3} },
			func(t *testing.T, s *State, _ []sim.Event) {
				c := &s.Cars[0]
				if c.Passenger != -1 || c.Points != 0 || c.Coffee != 2 || s.CEOs[3].Lobby != ms {
					t.Fatalf("passenger %d points %d coffee %d", c.Passenger, c.Points, c.Coffee)
				}
			}, map[sim.EventKind]int{KindAbandon: 1, KindPickup: 0}},
		{"delivered once per car", "rule text: a passenger delivered you may not pick up again",
			func(s *State) { waiting(s, 3, ms, hp); s.Cars[0].PickUp = []int{3}; s.Cars[0].Delivered = []int{3} },
			nil, map[sim.EventKind]int{KindPickup: 0}},
		{"transit card doubles coffee", "rule text: playing a multiplier card doubles coffee use",
			func(s *State) {
				ride(s, 0, 3, hp, ms)
				s.Cars[0].Transit = CardInst{Kind: MultDeliverAtCompany, Company: ms, Passenger: -1, Target: -1, Set: true}
			},
			func(t *testing.T, s *State, _ []sim.Event) {
				if c := &s.Cars[0]; c.Coffee != 1 || c.Points != 1200 {
					t.Fatalf("coffee %d points %d, want 1 and 1200", c.Coffee, c.Points)
				}
			}, map[sim.EventKind]int{KindDelivery: 1}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := testCity(t, DefaultRules(), stopsCity)
			tc.setup(s)
			evs := driveToMicrosoft(t, s)
			for k, n := range tc.wantEvs {
				if got := countKind(evs, k); got != n {
					t.Errorf("%s: %d %s events, want %d\n%#v", tc.rule, got, k, n, s)
				}
			}
			if tc.check != nil {
				tc.check(t, s, evs)
			}
		})
	}
}

// ride puts CEO k in car i, picked up at company from, heading to dest.
func ride(s *State, i, k, from, dest int) {
	s.CEOs[k] = Passenger{Lobby: -1, Car: i, Destination: dest, Route: []int{from}, TripStart: from, DroppedBy: -1, DroppedAt: -1}
	s.Cars[i].Passenger = k
}

// Rule text, coffee: a coffee store restocks to three, never with a passenger aboard.
func TestCoffeeStore(t *testing.T) {
	for _, carrying := range []bool{false, true} {
		s := testCity(t, DefaultRules(), stopsCity)
		s.Cars[0].Coffee = 1
		if carrying {
			ride(s, 0, 3, 0, 1)
		}
		put(s, 0, 4, 3, West, 0, Pt{3, 3}, Pt{3, 4}, Pt{3, 3})
		evs := stepN(t, s, 250)
		want := 3
		if carrying {
			want = 1
		}
		if s.Cars[0].Coffee != want {
			t.Errorf("carrying %v: coffee %d, want %d\n%#v", carrying, s.Cars[0].Coffee, want, s)
		}
		if carrying != (countKind(evs, KindRefusal) == 1) {
			t.Errorf("carrying %v: events %v", carrying, evs)
		}
	}
}

// Rule text, scoring: a trip in progress earns 0.5 × the share of the
// Manhattan distance covered, nothing when farther than the pick-up stop.
func TestPartialCredit(t *testing.T) {
	s := testCity(t, DefaultRules(), stopsCity)
	ride(s, 0, 3, 1, 0) // from HP (4,0) to Microsoft (2,0): D = 2
	for _, tc := range []struct {
		at   Pt
		want int
	}{{Pt{4, 0}, 0}, {Pt{3, 1}, 0}, {Pt{2, 1}, 250}, {Pt{2, 0}, 500}, {Pt{5, 3}, 0}} {
		s.Cars[0].Tile = tc.at
		if got := s.Score(0); got != tc.want {
			t.Errorf("at %v: score %d, want %d", tc.at, got, tc.want)
		}
	}
}

// Rule text: the round ends when a car has delivered eight; it gets 2 more points.
func TestRoundEndsAtEight(t *testing.T) {
	s := testCity(t, DefaultRules(), stopsCity)
	s.Cars[2].Delivered = []int{0, 1, 2, 3, 4, 5, 7, 8}
	s.Cars[2].Points = 8000
	evs := stepN(t, s, 1)
	if !s.Over || countKind(evs, KindRoundEnd) != 1 {
		t.Fatal("the round did not end")
	}
	if got := s.Cars[2].Session[0]; got != 10000 {
		t.Fatalf("winner scored %d, want 10000", got)
	}
}

// Rule text, hand limit by score: < 0.5 → 4, < 6 → 3, < 8.5 → 2, else 1.
func TestHandLimit(t *testing.T) {
	s := testCity(t, DefaultRules(), stopsCity)
	for _, tc := range []struct{ pts, want int }{{0, 4}, {499, 4}, {500, 3}, {5999, 3}, {6000, 2}, {8499, 2}, {8500, 1}} {
		s.Cars[0].Points = tc.pts
		if got := s.HandLimit(0); got != tc.want {
			t.Errorf("score %d: limit %d, want %d", tc.pts, got, tc.want)
		}
	}
}
