package windward

import "testing"

// A road running west to a bus stop (company 0, Microsoft) at its end.
const westStop = `
B.......
########
`

// Reference §1.7 (Engine.cs ProcessPowerup): STOP_CAR and
// CHANGE_DESTINATION judge "within 3 squares of its destination" from the
// car's front, and STOP_CAR is refused, the card back in the hand, when the
// car's front or back is on a bus or coffee stop (rule text, card 6).
func TestCardsJudgeByFront(t *testing.T) {
	for _, tc := range []struct {
		name     string
		city     string
		card     Card
		setup    func(s *State)
		refused  bool
		backHand bool
	}{
		{"stop car, centre 4 away, front 3", westStop, StopCar,
			func(s *State) { put(s, 1, 3, 1, West, 20); ride(s, 1, 3, 5, 0) }, true, true},
		{"stop car, front 4 away", westStop, StopCar,
			func(s *State) { put(s, 1, 4, 1, West, 2); ride(s, 1, 3, 5, 0) }, false, false},
		{"change destination, front 3 away", westStop, ChangeDestination,
			func(s *State) { put(s, 1, 3, 1, West, 20); ride(s, 1, 3, 5, 0) }, true, true},
		{"stop car, back still on the bus stop", stopsCity, StopCar,
			func(s *State) { put(s, 1, 2, 1, South, 3) }, true, true},
		{"stop car, clear of the stop", stopsCity, StopCar,
			func(s *State) { put(s, 1, 2, 1, South, 10) }, false, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := testCity(t, DefaultRules(), tc.city)
			s.Cars[0].Flat = 0
			s.Cars[0].Tile = Pt{-50, -50}
			s.Rules.Accel = 0 // nobody moves: the card is judged where the cars were put
			give(s, 0, tc.card, true)
			tc.setup(s)
			dest := -1
			if s.Cars[1].Passenger >= 0 {
				dest = s.CEOs[s.Cars[1].Passenger].Destination
			}
			acts := make([]simAction, NumPlayers)
			acts[0] = &Orders{Cards: []CardOrder{{Action: "PLAY", Card: tc.card, Player: 1, Company: -1, Passenger: -1}}}
			if _, err := s.Step(toActions(acts)); err != nil {
				t.Fatal(err)
			}
			if _, err := s.Step(nil); err != nil {
				t.Fatal(err)
			}
			applied := s.Cars[1].Flat > 0
			if tc.card == ChangeDestination {
				applied = s.CEOs[s.Cars[1].Passenger].Destination != dest
			}
			if applied == tc.refused {
				t.Fatalf("applied %v, want refused %v (flat %d)", applied, tc.refused, s.Cars[1].Flat)
			}
			if got := len(s.Cars[0].Hand) == 1; got != tc.backHand {
				t.Fatalf("card back in hand %v, want %v", got, tc.backHand)
			}
		})
	}
}

// Reference §1.5 (classic): a CEO leaves play when the destination taken
// from its route was the last entry; the rule text plays that last leg.
func TestCEOLeavesWhenRouteRunsOut(t *testing.T) {
	for _, tc := range []struct {
		name     string
		rules    Rules
		wantDone bool
	}{{"rule text", DefaultRules(), false}, {"classic", ClassicRules(), true}} {
		t.Run(tc.name, func(t *testing.T) {
			s := testCity(t, tc.rules, stopsCity)
			ride(s, 0, 6, 1, 0) // route holds one company after Microsoft
			driveToMicrosoft(t, s)
			p := &s.CEOs[6]
			if len(s.Cars[0].Delivered) != 1 {
				t.Fatalf("not delivered: %+v", s.Cars[0])
			}
			if p.Done != tc.wantDone {
				t.Fatalf("done %v, want %v (destination %d route %v)", p.Done, tc.wantDone, p.Destination, p.Route)
			}
		})
	}
}
