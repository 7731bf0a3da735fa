package windward

import (
	"strings"
	"testing"
)

// Rule text, power-ups; reference §1.7, §5 (Play card): an edit the rules
// refuse is an error naming the reason and changes nothing; a card that
// does not exist is refused too.
func TestPlayCardEditRefused(t *testing.T) {
	for _, tc := range []struct {
		name, edit, why string
		setup           func(s *State)
	}{
		{"stop car at a bus stop", "card 0 PLAY STOP_CAR 1", "bus stop",
			func(s *State) { put(s, 1, 2, 1, South, 3) }},
		{"stop car near the destination", "card 0 PLAY STOP_CAR 1", "within 3 squares",
			func(s *State) { put(s, 1, 3, 1, West, 12); ride(s, 1, 3, 5, 0) }},
		{"change destination without a passenger", "card 0 PLAY CHANGE_DESTINATION 1", "no passenger",
			func(s *State) { put(s, 1, 5, 2, South, 12) }},
		{"move a passenger in a car", "card 0 PLAY MOVE_PASSENGER Larry_Page", "in car 1",
			func(s *State) { put(s, 1, 5, 2, South, 12); ride(s, 1, CEOIndex("Larry Page"), 5, 0) }},
		{"no MULT_DELIVERING_PASSENGER for a 3-point CEO", "card 0 PLAY MULT_DELIVERING_PASSENGER Shirley_Clawson", "no MULT_DELIVERING_PASSENGER card",
			func(s *State) {}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := testCity(t, DefaultRules(), stopsCity)
			tc.setup(s)
			before := s.Hash()
			err := s.ApplyEdit(tc.edit)
			if err == nil || !strings.Contains(err.Error(), tc.why) {
				t.Fatalf("edit %q: error %v, want one naming %q", tc.edit, err, tc.why)
			}
			if s.Hash() != before {
				t.Fatal("a refused edit changed the state")
			}
		})
	}
}

// Reference §5: "connected clients see every edit in their next status":
// a card played by an edit is announced (POWER_UP_PLAYED) in the messages
// of the next tick, which the runner hands to the bots.
func TestPlayCardEditReachesClients(t *testing.T) {
	s := testCity(t, DefaultRules(), stopsCity)
	put(s, 1, 5, 2, South, 12)
	s.Players = 2
	if err := s.ApplyEdit("card 0 PLAY STOP_CAR 1"); err != nil {
		t.Fatal(err)
	}
	stepN(t, s, 1)
	if s.Cars[1].Flat == 0 {
		t.Fatal("the card did not take effect")
	}
	for seat := 0; seat < 2; seat++ {
		found := false
		for _, m := range s.MessagesFor(seat) {
			if m.Power && m.Status == "POWER_UP_PLAYED" && m.Card.Kind == StopCar {
				found = true
			}
		}
		if !found {
			t.Errorf("seat %d has no POWER_UP_PLAYED after the edit: %+v", seat, s.MessagesFor(seat))
		}
	}
}

// The original's Play Card form listed only valid targets: the menu leaves
// out a car STOP_CAR cannot stop and a CEO MOVE_PASSENGER cannot move.
func TestPlayCardMenuValidTargets(t *testing.T) {
	s := testCity(t, DefaultRules(), stopsCity)
	put(s, 0, 5, 2, South, 12)
	put(s, 1, 2, 1, South, 3) // back on a bus stop
	put(s, 2, 4, 3, West, 12)
	ride(s, 2, CEOIndex("Larry Page"), 5, 0)
	waiting(s, CEOIndex("Tim Cook"), 0, 1)
	opts := s.carEdits(0)
	has := func(group, label string) bool {
		for _, o := range opts {
			if o.Group == group && strings.HasPrefix(o.Label, label) {
				return true
			}
		}
		return false
	}
	if has("Play card/STOP_CAR", s.carLabel(1)) {
		t.Error("STOP_CAR offers a car at a bus stop")
	}
	if !has("Play card/STOP_CAR", s.carLabel(0)) {
		t.Error("STOP_CAR does not offer a car on the road")
	}
	if has("Play card/CHANGE_DESTINATION", s.carLabel(1)) || !has("Play card/CHANGE_DESTINATION", s.carLabel(2)) {
		t.Error("CHANGE_DESTINATION should offer only cars with a passenger")
	}
	if has("Play card/MOVE_PASSENGER", "Larry Page") || !has("Play card/MOVE_PASSENGER", "Tim Cook") {
		t.Error("MOVE_PASSENGER should offer only waiting CEOs")
	}
	if has("Play card/MULT_DELIVERING_PASSENGER", "Shirley Clawson") {
		t.Error("a MULT_DELIVERING_PASSENGER card for a 3-point CEO does not exist")
	}
}

// Rule text, Move Car: the car keeps "the destination the car is presently
// headed to", here a coffee store, even with a passenger aboard.
func TestMoveCarKeepsDestination(t *testing.T) {
	s := testCity(t, DefaultRules(), stopsCity)
	put(s, 0, 5, 2, South, 12)
	ride(s, 0, 3, 5, 1)
	store := s.Stores[0].At
	if err := s.ApplyEdit("car 0 dest " + token(s.Stores[0].Name)); err != nil {
		t.Fatal(err)
	}
	if err := s.ApplyEdit("car 0 at 2 3 EAST"); err != nil {
		t.Fatal(err)
	}
	p := s.Cars[0].Path
	if n := len(p); n < 2 || p[n-2] != store {
		t.Fatalf("path after the move %v, want it to lead to the coffee store at %v", p, store)
	}
}
