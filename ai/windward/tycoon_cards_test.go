package windward

import (
	"testing"

	"arena/sim/windward"
)

func TestRival(t *testing.T) {
	s := scene(t)
	if got := newWorld(s, 0).rival; got != 1 {
		t.Errorf("rival = %d, want the other bot seat 1", got)
	}
	// A seat filler with more points is still less of a threat than a bot.
	s.Cars[5].Points = 9000
	if got := newWorld(s, 0).rival; got != 1 {
		t.Errorf("rival = %d, want seat 1", got)
	}
}

func TestStopTarget(t *testing.T) {
	for _, tc := range []struct {
		name  string
		setup func(s *windward.State, comps []int)
		want  int
	}{
		{"the rival at full speed on the road with a passenger", func(s *windward.State, comps []int) {
			ride(s, 0, 1, comps[6], comps[11])
		}, 1},
		{"not an empty rival (two tycoons would stop each other at the start)", func(s *windward.State, comps []int) {}, -1},
		{"not on a bus stop", func(s *windward.State, comps []int) {
			park(s, 1, s.Companies[comps[4]].At, windward.North)
		}, -1},
		{"not within 3 tiles of its destination", func(s *windward.State, comps []int) {
			ride(s, 0, 1, comps[6], comps[0])
		}, -1},
		{"not when already flat", func(s *windward.State, comps []int) { s.Cars[1].Flat = 50 }, -1},
		{"not while it crawls at quarter speed", func(s *windward.State, comps []int) {
			s.Cars[1].Quarter, s.Cars[1].QuarterT = true, 1000
		}, -1},
		{"a car about to make its eighth delivery", func(s *windward.State, comps []int) {
			park(s, 7, windward.Pt{X: 25, Y: 10}, windward.North)
			s.Cars[7].Delivered = []int{1, 2, 3, 4, 5, 6, 8}
			ride(s, 0, 7, comps[11], comps[0])
		}, 7},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := scene(t)
			park(s, 1, road, windward.East)
			comps := byDistance(s, road)
			tc.setup(s, comps)
			w := newWorld(s, 0)
			if got := w.stopTarget(w.rival); got != tc.want {
				t.Errorf("stopTarget = %d, want %d", got, tc.want)
			}
		})
	}
}

func TestChangeTarget(t *testing.T) {
	for _, tc := range []struct {
		name  string
		setup func(s *windward.State, comps []int)
		want  int
	}{
		{"the rival with no passenger", func(s *windward.State, comps []int) {}, -1},
		{"the rival a few tiles from its destination", func(s *windward.State, comps []int) {
			p, d, comp := fewTilesFrom(s)
			park(s, 1, p, d)
			ride(s, 0, 1, comps[9], comp)
		}, 1},
		{"not within 3 tiles (the card would be refused)", func(s *windward.State, comps []int) {
			ride(s, 0, 1, comps[9], comps[0])
		}, -1},
		{"itself when an enemy blocks its own drop-off", func(s *windward.State, comps []int) {
			park(s, 0, windward.Pt{X: 1, Y: 18}, windward.North)
			ride(s, 2, 0, comps[3], comps[11])
			s.CEOs[2].Enemies = []int{3}
			wait(s, 3, comps[11], comps[10])
		}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := scene(t)
			park(s, 0, windward.Pt{X: 25, Y: 10}, windward.North)
			park(s, 1, road, windward.East)
			comps := byDistance(s, road)
			tc.setup(s, comps)
			w := newWorld(s, 0)
			if got := w.changeTarget(w.rival); got != tc.want {
				t.Errorf("changeTarget = %d, want %d", got, tc.want)
			}
		})
	}
}

// fewTilesFrom finds a straight road tile and heading from which a company
// is at most 5 tiles' drive but more than 3 tiles away as the crow flies
// (where CHANGE_DESTINATION still takes).
func fewTilesFrom(s *windward.State) (windward.Pt, windward.Dir, int) {
	for y := 0; y < s.Map.H; y++ {
		for x := 0; x < s.Map.W; x++ {
			p := windward.Pt{X: x, Y: y}
			if !s.Map.At(p).IsStraight() {
				continue
			}
			for d := windward.North; d <= windward.West; d++ {
				if !s.Map.CanMove(p, d) {
					continue
				}
				for k := range s.Companies {
					at := s.Companies[k].At
					if n := s.Dist(p.Add(d), at); n >= 0 && n < 5 && windward.Manhattan(p, at) > 3 {
						return p, d, k
					}
				}
			}
		}
	}
	panic("no such tile")
}

func TestMoveTarget(t *testing.T) {
	s := scene(t)
	park(s, 0, road, windward.East)
	comps := byDistance(s, road)
	ride(s, 0, 0, comps[5], comps[2])
	s.CEOs[0].Enemies = []int{1, 2}
	if got := newWorld(s, 0).moveTarget(); got != -1 {
		t.Errorf("moveTarget with a free drop-off = %d", got)
	}
	wait(s, 1, comps[2], comps[3])
	if got := newWorld(s, 0).moveTarget(); got != 1 {
		t.Errorf("moveTarget = %d, want the enemy 1", got)
	}
	// Two enemies: moving one would not free the stop.
	wait(s, 2, comps[2], comps[3])
	if got := newWorld(s, 0).moveTarget(); got != -1 {
		t.Errorf("moveTarget with two enemies = %d, want -1", got)
	}
}

func TestTransitCard(t *testing.T) {
	company := func(c int) windward.CardInst {
		return windward.CardInst{Kind: windward.MultDeliverAtCompany, Company: int8(c), Passenger: -1, Target: -1, OK: true}
	}
	for _, tc := range []struct {
		name   string
		setup  func(s *windward.State, comps []int)
		played bool
		ceo    int // the passenger to pick up: 6 (Shirley Clawson, 3 points) when 0
	}{
		{"a 1.2× card for the destination", func(s *windward.State, comps []int) {
			s.Cars[0].Hand = []windward.CardInst{company(comps[1])}
		}, true, 0},
		{"not for another company", func(s *windward.State, comps []int) {
			s.Cars[0].Hand = []windward.CardInst{company(comps[2])}
		}, false, 0},
		{"not with one serving aboard", func(s *windward.State, comps []int) {
			s.Cars[0].Hand = []windward.CardInst{company(comps[1])}
			s.Cars[0].Coffee = 1
		}, false, 0},
		{"not before it may be played", func(s *windward.State, comps []int) {
			ci := company(comps[1])
			ci.OK = false
			s.Cars[0].Hand = []windward.CardInst{ci}
		}, false, 0},
		{"not over a card already set", func(s *windward.State, comps []int) {
			s.Cars[0].Hand = []windward.CardInst{company(comps[1])}
			s.Cars[0].NextStop = windward.CardInst{Kind: windward.MultDeliveryQuarterSpeed, Set: true}
		}, false, 0},
		{"a 1-point passenger: not when its serving forces one more restock", func(s *windward.State, comps []int) {
			s.Cars[0].Hand = []windward.CardInst{company(comps[1])}
			s.Cars[0].Coffee = 2
		}, false, 3},
		{"a 1-point passenger when coffee is to spare", func(s *windward.State, comps []int) {
			s.Cars[0].Hand = []windward.CardInst{company(comps[1])}
			s.Cars[0].Delivered = []int{0, 1, 2, 4, 5, 7}
		}, true, 3},
		{"quarter speed when the car is slow for the whole trip anyway", func(s *windward.State, comps []int) {
			s.Cars[0].Hand = []windward.CardInst{{Kind: windward.MultDeliveryQuarterSpeed, Company: -1, Passenger: -1, OK: true}}
			s.Cars[0].Quarter, s.Cars[0].QuarterT = true, 20000
		}, true, 0},
		{"not quarter speed at full speed", func(s *windward.State, comps []int) {
			s.Cars[0].Hand = []windward.CardInst{{Kind: windward.MultDeliveryQuarterSpeed, Company: -1, Passenger: -1, OK: true}}
		}, false, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := scene(t)
			park(s, 0, road, windward.East)
			comps := byDistance(s, road)
			if tc.ceo == 0 {
				tc.ceo = 6
			}
			wait(s, tc.ceo, comps[0], comps[1])
			tc.setup(s, comps)
			o := &windward.Orders{PickUp: []int{tc.ceo}}
			_, ok := (&Tycoon{store: -1}).transitCard(newWorld(s, 0), o, unreachable)
			if ok != tc.played {
				t.Errorf("played = %v, want %v", ok, tc.played)
			}
		})
	}
}

func TestManageHand(t *testing.T) {
	card := func(k windward.Card) windward.CardInst {
		return windward.CardInst{Kind: k, Company: -1, Passenger: -1, Target: -1, OK: true}
	}
	mult := windward.CardInst{Kind: windward.MultDeliverAtCompany, Company: 3, Passenger: -1, Target: -1}
	s := scene(t)
	c := &s.Cars[0]
	c.Deck = []windward.CardInst{mult, card(windward.RelocateAllCars), card(windward.StopCar), card(windward.MovePassenger),
		card(windward.AllOtherCarsQuarterSpeed), card(windward.ChangeDestination)}
	o := &windward.Orders{}
	(&Tycoon{}).manageHand(newWorld(s, 0), o)
	want := []windward.Card{windward.StopCar, windward.AllOtherCarsQuarterSpeed, windward.ChangeDestination, windward.MovePassenger}
	if len(o.Cards) != len(want) {
		t.Fatalf("orders %v, want four draws", o)
	}
	for i, co := range o.Cards {
		if co.Action != "DRAW" || co.Card != want[i] {
			t.Errorf("order %d = %s %s, want DRAW %s", i, co.Action, co.Card, want[i])
		}
	}
	// Carrying a passenger worth 1 point: the hand will shrink to 3 on
	// delivery, so the least useful card goes now rather than a random one.
	c.Hand = []windward.CardInst{card(windward.StopCar), mult, card(windward.MovePassenger), card(windward.ChangeDestination)}
	c.Deck = nil
	comps := byDistance(s, road)
	ride(s, 0, 0, comps[1], comps[2])
	o = &windward.Orders{}
	(&Tycoon{}).manageHand(newWorld(s, 0), o)
	if len(o.Cards) != 1 || o.Cards[0].Action != "DISCARD" || o.Cards[0].Card != windward.MultDeliverAtCompany {
		t.Errorf("orders %v, want one DISCARD of the multiplier", o)
	}
}

func TestRestocks(t *testing.T) {
	for _, tc := range []struct{ coffee, n, want int }{
		{3, 3, 0}, {3, 4, 1}, {0, 1, 1}, {1, 7, 2}, {2, 7, 2}, {0, 7, 3}, {3, 0, 0}, {-1, 2, 1},
	} {
		if got := restocks(tc.coffee, tc.n); got != tc.want {
			t.Errorf("restocks(%d, %d) = %d, want %d", tc.coffee, tc.n, got, tc.want)
		}
	}
}

func TestHandLimitAt(t *testing.T) {
	for _, tc := range []struct{ score, want int }{
		{0, 4}, {499, 4}, {500, 3}, {5999, 3}, {6000, 2}, {8499, 2}, {8500, 1}, {20000, 1},
	} {
		if got := handLimitAt(tc.score); got != tc.want {
			t.Errorf("handLimitAt(%d) = %d, want %d", tc.score, got, tc.want)
		}
	}
}

func TestImmediateCard(t *testing.T) {
	card := func(k windward.Card) windward.CardInst {
		return windward.CardInst{Kind: k, Company: -1, Passenger: -1, Target: -1, OK: true}
	}
	s := scene(t)
	park(s, 0, windward.Pt{X: 1, Y: 18}, windward.North)
	park(s, 1, road, windward.East)
	comps := byDistance(s, road)
	// Its drop-off is blocked by one enemy: MOVE_PASSENGER clears it for
	// sure, so it goes before a random CHANGE_DESTINATION on itself.
	ride(s, 2, 0, comps[3], comps[11])
	s.CEOs[2].Enemies = []int{3}
	wait(s, 3, comps[11], comps[10])
	c := &s.Cars[0]
	c.Hand = []windward.CardInst{card(windward.ChangeDestination), card(windward.MovePassenger)}
	co, ok := newWorld(s, 0).immediateCard()
	if !ok || co.Card != windward.MovePassenger || co.Passenger != 3 {
		t.Fatalf("played %+v %v, want MOVE_PASSENGER on the enemy", co, ok)
	}
	// A card drawn since the last stop cannot be played yet.
	c.Hand = []windward.CardInst{card(windward.StopCar)}
	c.Hand[0].OK = false
	if co, ok := newWorld(s, 0).immediateCard(); ok {
		t.Fatalf("played %+v before it was playable", co)
	}
	// One immediate card a tick: a second would replace the first.
	c.Hand[0].OK = true
	c.Immediate = windward.CardInst{Kind: windward.AllOtherCarsQuarterSpeed, Set: true}
	if co, ok := newWorld(s, 0).immediateCard(); ok {
		t.Fatalf("played %+v with a card still waiting", co)
	}
	c.Immediate = windward.CardInst{}
	ride(s, 4, 1, comps[5], comps[9])
	if co, ok := newWorld(s, 0).immediateCard(); !ok || co.Card != windward.StopCar || co.Player != 1 {
		t.Fatalf("played %+v %v, want STOP_CAR on the rival", co, ok)
	}
}
