package windward

import (
	"slices"
	"testing"
)

// TestFillerDecide: the seat filler answers each status the way the
// original built-in AI does (Server/game_ai/PlayerAI.cs, AiWorker.MainLoop:
// the first switch picks the destination and the pick-up list, the second
// is the "coffee store override"; GameStatus(powerup) re-plans after
// RELOCATE_ALL_CARS or a CHANGE_DESTINATION played on it).
func TestFillerDecide(t *testing.T) {
	const ms, hp = 0, 1 // companies at (2,0) and (4,0); the store is at (3,4)
	me := func(st string) Msg { return Msg{To: -1, About: 0, Status: st} }
	store := Pt{3, 4}
	for _, tc := range []struct {
		name   string
		setup  func(s *State)
		msgs   []Msg
		ok     bool
		dest   Pt    // when ok (X -1: any stop but the passenger's destination)
		pickup []int // the list sent; nil sends none (the server keeps its own)
	}{
		{"NO_PATH carrying: the passenger's destination, no list", func(s *State) {
			ride(s, 0, 3, hp, ms)
			waiting(s, 4, hp, ms)
		}, []Msg{me("NO_PATH")}, true, Pt{2, 0}, nil},
		{"NO_PATH empty: pickup[0]'s lobby, the list sent", func(s *State) {
			waiting(s, 4, hp, ms)
		}, []Msg{me("NO_PATH")}, true, Pt{4, 0}, []int{4}},
		{"PASSENGER_NO_ACTION empty: as NO_PATH", func(s *State) {
			waiting(s, 4, hp, ms)
		}, []Msg{me("PASSENGER_NO_ACTION")}, true, Pt{4, 0}, []int{4}},
		{"delivered: the list re-sent without those it delivered", func(s *State) {
			waiting(s, 4, hp, ms)
			waiting(s, 5, ms, hp)
			s.Cars[0].Delivered = []int{5}
		}, []Msg{me("PASSENGER_DELIVERED")}, true, Pt{4, 0}, []int{4}},
		{"delivered out of coffee: a store, no list", func(s *State) {
			waiting(s, 4, hp, ms)
			s.Cars[0].Coffee = 0
		}, []Msg{me("PASSENGER_DELIVERED")}, true, store, nil},
		{"abandoned out of coffee: a store, no list", func(s *State) {
			waiting(s, 4, hp, ms)
			s.Cars[0].Coffee = 0
		}, []Msg{me("PASSENGER_ABANDONED")}, true, store, nil},
		{"delivered and picked up, out of coffee: a store though carrying", func(s *State) {
			ride(s, 0, 3, hp, ms)
			waiting(s, 4, hp, ms)
			s.Cars[0].Coffee = 0
		}, []Msg{me("PASSENGER_DELIVERED_AND_PICKED_UP")}, true, store, nil},
		{"picked up: the destination, the list re-sent", func(s *State) {
			ride(s, 0, 3, hp, ms)
			waiting(s, 4, hp, ms)
		}, []Msg{me("PASSENGER_PICKED_UP")}, true, Pt{2, 0}, []int{4}},
		{"picked up with nobody else waiting: no orders", func(s *State) {
			ride(s, 0, 3, hp, ms)
		}, []Msg{me("PASSENGER_PICKED_UP")}, false, Pt{}, nil},
		{"refused by an enemy: another company", func(s *State) {
			ride(s, 0, 3, hp, ms)
		}, []Msg{me("PASSENGER_REFUSED_ENEMY")}, true, Pt{-1, 0}, nil},
		{"refused for want of coffee: a store, no list", func(s *State) {
			waiting(s, 4, hp, ms)
			s.Cars[0].Coffee = 0
		}, []Msg{me("PASSENGER_REFUSED_NO_COFFEE")}, true, store, nil},
		{"delivered, pick-up refused: a store", func(s *State) {
			waiting(s, 4, hp, ms)
		}, []Msg{me("PASSENGER_DELIVERED_AND_PICK_UP_REFUSED")}, true, store, nil},
		{"restocked: pickup[0], the list sent", func(s *State) {
			waiting(s, 4, ms, hp)
		}, []Msg{me("COFFEE_STORE_CAR_RESTOCKED")}, true, Pt{2, 0}, []int{4}},
		{"pickup[0] in the stop it stands in: heads there all the same", func(s *State) {
			put(s, 0, 2, 0, South, 12)
			waiting(s, 4, ms, hp)
		}, []Msg{me("PASSENGER_DELIVERED")}, true, Pt{2, 0}, []int{4}},
		{"a status about another car: ignored", func(s *State) {
			waiting(s, 4, hp, ms)
		}, []Msg{{To: -1, About: 1, Status: "PASSENGER_DELIVERED"}}, false, Pt{}, nil},
		{"the periodic UPDATE: cards only", func(s *State) {
			waiting(s, 4, hp, ms)
		}, []Msg{me("UPDATE")}, false, Pt{}, nil},
		{"CHANGE_DESTINATION played on it: re-plans", func(s *State) {
			ride(s, 0, 3, ms, hp)
		}, []Msg{{To: -1, About: 2, Status: "POWER_UP_PLAYED", Power: true,
			Card: CardInst{Kind: ChangeDestination, Target: 0, Set: true}}}, true, Pt{4, 0}, nil},
		{"CHANGE_DESTINATION played on another car: ignored", func(s *State) {
			ride(s, 0, 3, ms, hp)
		}, []Msg{{To: -1, About: 2, Status: "POWER_UP_PLAYED", Power: true,
			Card: CardInst{Kind: ChangeDestination, Target: 1, Set: true}}}, false, Pt{}, nil},
		{"RELOCATE_ALL_CARS by anyone: re-plans", func(s *State) {
			ride(s, 0, 3, ms, hp)
		}, []Msg{{To: -1, About: 2, Status: "POWER_UP_PLAYED", Power: true,
			Card: CardInst{Kind: RelocateAllCars, Target: -1, Set: true}}}, true, Pt{4, 0}, nil},
		{"statuses folded into one order: the list kept, the last destination", func(s *State) {
			waiting(s, 4, hp, ms)
		}, []Msg{me("PASSENGER_DELIVERED"), me("PASSENGER_REFUSED_NO_COFFEE")}, true, store, []int{4}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := testCity(t, ClassicRules(), stopsCity)
			s.Players = 0
			put(s, 0, 3, 1, West, 12)
			s.Cars[0].Filler = true
			tc.setup(s)
			s.Msgs = tc.msgs
			dest, pickup, ok := s.fillerDecide(0)
			if ok != tc.ok {
				t.Fatalf("ok = %v, want %v (dest %v)", ok, tc.ok, dest)
			}
			if !ok {
				return
			}
			if tc.dest.X == -1 {
				if dest == s.Companies[s.CEOs[s.Cars[0].Passenger].Destination].At {
					t.Errorf("dest %v is the passenger's destination", dest)
				}
			} else if dest != tc.dest {
				t.Errorf("dest %v, want %v", dest, tc.dest)
			}
			if !slices.Equal(pickup, tc.pickup) {
				t.Errorf("pick-up list %v, want %v", pickup, tc.pickup)
			}
		})
	}
}

// TestFillerOrders: the order is A* from the car's tile plus one step back
// out of the stop (PlayerAI.cs CalculatePathPlus1; a path to the stop the
// car stands in is that one tile, SimpleAStar "start == end"), and an empty
// pick-up list leaves the car's list alone (Engine.cs PlayerOrders:
// "if (pickUp.Count <= 0) return").
func TestFillerOrders(t *testing.T) {
	s := testCity(t, ClassicRules(), stopsCity)
	s.Players = 0
	put(s, 0, 3, 1, West, 12)
	s.Cars[0].Filler = true
	waiting(s, 4, 1, 0)
	s.Msgs = []Msg{{To: -1, About: 0, Status: "NO_PATH"}}
	o := s.fillerOrders(0)
	if o == nil {
		t.Fatal("no orders")
	}
	n := len(o.Path)
	if o.Path[0] != (Pt{3, 1}) || n < 3 || o.Path[n-2] != (Pt{4, 0}) || o.Path[n-1] != o.Path[n-3] {
		t.Errorf("path %v: want from (3,1) into the stop (4,0) and one step back out", o.Path)
	}

	put(s, 0, 4, 0, South, 12)
	s.Cars[0].PickUp = []int{4}
	s.Msgs = []Msg{{To: -1, About: 0, Status: "PASSENGER_REFUSED_NO_COFFEE"}}
	s.Cars[0].Coffee = 0
	o = s.fillerOrders(0)
	s.apply(0, o)
	if !slices.Equal(s.Cars[0].PickUp, []int{4}) {
		t.Errorf("pick-up list %v after an order with none: want [4] kept", s.Cars[0].PickUp)
	}
	s.Cars[0].Coffee = 3
	s.Msgs = []Msg{{To: -1, About: 0, Status: "PASSENGER_DELIVERED"}}
	if o = s.fillerOrders(0); len(o.Path) != 1 || o.Path[0] != (Pt{4, 0}) {
		t.Errorf("path %v to the stop it stands in: want just [4,0]", o.Path)
	}
}
