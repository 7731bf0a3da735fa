package windward

import (
	"testing"

	"arena/sim"
)

func give(s *State, i int, c Card, ok bool) {
	s.Cars[i].Hand = append(s.Cars[i].Hand, CardInst{Kind: c, Company: -1, Passenger: -1, Target: -1, OK: ok})
}

func TestCards(t *testing.T) {
	cases := []struct {
		name  string
		rule  string
		setup func(s *State)
		order CardOrder
		check func(t *testing.T, s *State)
	}{
		{"stop car", "rule text: STOP_CAR stops the car for 30 seconds",
			func(s *State) { give(s, 0, StopCar, true); put(s, 1, 3, 3, East, 0) },
			CardOrder{Action: "PLAY", Card: StopCar, Player: 1},
			func(t *testing.T, s *State) {
				if s.Cars[1].Flat != s.Rules.EffectTicks-1 || len(s.Cars[0].Hand) != 0 {
					t.Fatalf("flat %d hand %v", s.Cars[1].Flat, s.Cars[0].Hand)
				}
			}},
		{"stop car near destination", "rule text: no effect within 3 squares of the destination; back to the hand",
			func(s *State) { give(s, 0, StopCar, true); put(s, 1, 3, 1, East, 0); ride(s, 1, 3, 1, 0) },
			CardOrder{Action: "PLAY", Card: StopCar, Player: 1},
			func(t *testing.T, s *State) {
				if s.Cars[1].Flat != 0 || len(s.Cars[0].Hand) != 1 {
					t.Fatalf("flat %d hand %v", s.Cars[1].Flat, s.Cars[0].Hand)
				}
			}},
		{"not ready", "rule text: a card drawn with a score above 0 waits for a stop",
			func(s *State) { give(s, 0, StopCar, false) },
			CardOrder{Action: "PLAY", Card: StopCar, Player: 1},
			func(t *testing.T, s *State) {
				if len(s.Cars[0].Hand) != 1 || s.Msgs[0].Status != "POWER_UP_PLAY_NOT_READY" {
					t.Fatalf("hand %v msgs %v", s.Cars[0].Hand, s.Msgs)
				}
			}},
		{"all others quarter speed", "rule text: all other cars at ¼ speed for 30 s, cumulative",
			func(s *State) {
				give(s, 0, AllOtherCarsQuarterSpeed, true)
				s.Cars[2].QuarterT = 100
				s.Cars[2].Quarter = true
			},
			CardOrder{Action: "PLAY", Card: AllOtherCarsQuarterSpeed},
			func(t *testing.T, s *State) {
				if s.Cars[0].Quarter || !s.Cars[1].Quarter || s.Cars[2].QuarterT != 100+s.Rules.EffectTicks-1 {
					t.Fatalf("quarter %v %v %d", s.Cars[0].Quarter, s.Cars[1].Quarter, s.Cars[2].QuarterT)
				}
			}},
		{"change destination", "rule text: the target's passenger gets another destination",
			func(s *State) { give(s, 0, ChangeDestination, true); put(s, 1, 1, 3, East, 0); ride(s, 1, 3, 1, 5) },
			CardOrder{Action: "PLAY", Card: ChangeDestination, Player: 1},
			func(t *testing.T, s *State) {
				if d := s.CEOs[3].Destination; d == 5 || !containsInt(s.CEOs[3].Route, 5) {
					t.Fatalf("destination %d route %v", d, s.CEOs[3].Route)
				}
			}},
		{"change destination, no passenger", "rule text: no passenger → no effect, discarded",
			func(s *State) { give(s, 0, ChangeDestination, true); put(s, 1, 1, 3, East, 0) },
			CardOrder{Action: "PLAY", Card: ChangeDestination, Player: 1},
			func(t *testing.T, s *State) {
				if len(s.Cars[0].Hand) != 0 {
					t.Fatal("card not discarded")
				}
			}},
		{"move passenger", "rule text: a waiting passenger moves to a company other than its destination",
			func(s *State) { give(s, 0, MovePassenger, true); waiting(s, 3, 0, 1) },
			CardOrder{Action: "PLAY", Card: MovePassenger, Passenger: 3},
			func(t *testing.T, s *State) {
				if l := s.CEOs[3].Lobby; l == 0 || l == 1 || l < 0 {
					t.Fatalf("lobby %d", l)
				}
			}},
		{"transit card is next-stop", "rule text: a transit card waits for the next bus stop",
			func(s *State) { give(s, 0, MultDeliveryQuarterSpeed, true) },
			CardOrder{Action: "PLAY", Card: MultDeliveryQuarterSpeed},
			func(t *testing.T, s *State) {
				if !s.Cars[0].NextStop.Set || s.Cars[0].NextStop.Kind != MultDeliveryQuarterSpeed {
					t.Fatal("not the next-stop card")
				}
			}},
		{"draw over the limit", "rule text: the hand holds at most the limit",
			func(s *State) {
				s.Cars[0].Deck = []CardInst{{Kind: StopCar, Company: -1, Passenger: -1, Target: -1}}
				s.Cars[0].Points = 9000
				give(s, 0, MovePassenger, true)
			},
			CardOrder{Action: "DRAW", Card: StopCar},
			func(t *testing.T, s *State) {
				if len(s.Cars[0].Hand) != 1 || len(s.Cars[0].Deck) != 1 {
					t.Fatal("drew over the limit")
				}
			}},
		{"draw at zero is playable", "rule text: at a score of 0 a drawn card is playable at once",
			func(s *State) { s.Cars[0].Deck = []CardInst{{Kind: StopCar, Company: -1, Passenger: -1, Target: -1}} },
			CardOrder{Action: "DRAW", Card: StopCar},
			func(t *testing.T, s *State) {
				if len(s.Cars[0].Hand) != 1 || !s.Cars[0].Hand[0].OK {
					t.Fatal("not playable")
				}
			}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := testCity(t, DefaultRules(), stopsCity)
			s.Cars[0].Flat = 0
			s.Cars[0].Tile = Pt{-50, -50}
			tc.setup(s)
			if tc.order.Company == 0 && tc.order.Card != MultDeliverAtCompany {
				tc.order.Company = -1
			}
			if tc.order.Passenger == 0 {
				tc.order.Passenger = -1
			}
			if tc.order.Player == 0 {
				tc.order.Player = -1
			}
			acts := make([]simAction, NumPlayers)
			acts[0] = &Orders{Cards: []CardOrder{tc.order}}
			if _, err := s.Step(toActions(acts)); err != nil {
				t.Fatal(err)
			}
			tc.check(t, s)
		})
	}
}

// TestPendingCardEvent: a transit card played now says so with one
// KindCardPending event (it takes effect at the next pick-up, reference
// §1.5), not again on later ticks.
func TestPendingCardEvent(t *testing.T) {
	s := testCity(t, DefaultRules(), stopsCity)
	s.Cars[0].Flat = 0
	s.Cars[0].Tile = Pt{-50, -50}
	give(s, 0, MultDeliveryQuarterSpeed, true)
	pending := func(evs []sim.Event) int {
		n := 0
		for _, e := range evs {
			if e.Kind == KindCardPending && e.Player == 0 {
				if d, ok := e.Detail.(CardDetail); !ok || d.Card != MultDeliveryQuarterSpeed.String() {
					t.Errorf("pending event detail %+v", e.Detail)
				}
				n++
			}
		}
		return n
	}
	acts := make([]simAction, NumPlayers)
	acts[0] = &Orders{Cards: []CardOrder{{Action: "PLAY", Card: MultDeliveryQuarterSpeed, Player: -1, Company: -1, Passenger: -1}}}
	evs, err := s.Step(toActions(acts))
	if err != nil {
		t.Fatal(err)
	}
	if n := pending(evs); n != 1 {
		t.Errorf("%d pending events on the tick the card was played", n)
	}
	if evs, err = s.Step(toActions(make([]simAction, NumPlayers))); err != nil {
		t.Fatal(err)
	}
	if n := pending(evs); n != 0 {
		t.Errorf("%d pending events on the next tick", n)
	}
}
