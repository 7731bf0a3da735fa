package windward

import "slices"

// fillerOrders is the seat filler's decision on the statuses about it
// from the last tick (s.Msgs before Step clears them), made the way the
// original built-in AI makes it (Server/game_ai/PlayerAI.cs, AiWorker
// MainLoop): its worker folds every queued status into one order, a
// destination and a pick-up list, and sends A* from the car's tile plus one
// step back out of the stop (CalculatePathPlus1). It reacts to statuses
// only, never to the map between them, and returns nil when no status
// called for new orders (the periodic UPDATE only plays cards, see
// fillerCards).
func (s *State) fillerOrders(i int) *Orders {
	dest, pickup, ok := s.fillerDecide(i)
	if !ok {
		return nil
	}
	path := s.PathTo(s.Cars[i].Tile, dest)
	if len(path) > 1 {
		// CalculatePathPlus1: "add in leaving the bus stop so it has
		// orders while we get the message saying it got there".
		path = append(path, path[len(path)-2])
	}
	// An empty pick-up list leaves the server's list as it was
	// (Engine.cs PlayerOrders: "if (pickUp.Count <= 0) return").
	return &Orders{Path: path, PickUp: pickup}
}

// fillerDecide folds the statuses about seat filler i into the stop it
// heads for and the pick-up list it sends (PlayerAI.cs MainLoop's two
// switches, rule by rule); ok is false when no status called for orders.
func (s *State) fillerDecide(i int) (dest Pt, pickup []int, ok bool) {
	c := &s.Cars[i]
	hasDest := false
	r := s.rand()
	passDest := func() (Pt, bool) {
		if c.Passenger < 0 {
			return Pt{}, false
		}
		return s.Companies[s.CEOs[c.Passenger].Destination].At, true
	}
	toFirstPickup := func() {
		// PlayerAI.cs: the list is re-sent and the car heads for
		// pickup[0]'s lobby, even when that is the stop it stands in.
		pickup = s.fillerPickups(i)
		if len(pickup) > 0 {
			dest, hasDest = s.Companies[s.CEOs[pickup[0]].Lobby].At, true
		}
	}
	toStore := func() {
		if len(s.Stores) > 0 {
			dest, hasDest = s.Stores[r.IntN(len(s.Stores))].At, true
		}
	}
	for _, m := range s.Msgs {
		status := m.Status
		if m.Power {
			// PlayerAI.cs GameStatus(powerup): the path is redone after
			// RELOCATE_ALL_CARS, or a CHANGE_DESTINATION played on it.
			if m.To != -1 && m.To != i || status != "POWER_UP_PLAYED" ||
				!(m.Card.Kind == RelocateAllCars || (m.Card.Kind == ChangeDestination && int(m.Card.Target) == i)) {
				continue
			}
			status = "NO_PATH"
		} else if m.About != i || (m.To != -1 && m.To != i) {
			continue // PlayerAI.cs: "only care if for me"
		}
		switch status {
		case "NO_PATH", "PASSENGER_NO_ACTION":
			if d, ok := passDest(); ok {
				dest, hasDest = d, true
			} else {
				toFirstPickup()
			}
		case "PASSENGER_DELIVERED", "PASSENGER_ABANDONED":
			toFirstPickup()
		case "PASSENGER_REFUSED_ENEMY":
			// A random company whose stop is not the passenger's destination.
			var opts []int
			pd, _ := passDest()
			for k := range s.Companies {
				if s.Companies[k].At != pd {
					opts = append(opts, k)
				}
			}
			if len(opts) > 0 {
				dest, hasDest = s.Companies[opts[r.IntN(len(opts))]].At, true
			}
		case "PASSENGER_DELIVERED_AND_PICKED_UP", "PASSENGER_PICKED_UP":
			// The list is re-sent; with nobody left to pick up the worker
			// sends nothing and the car keeps its path.
			if pickup = s.fillerPickups(i); len(pickup) > 0 {
				if d, ok := passDest(); ok {
					dest, hasDest = d, true
				}
			}
		}
		// PlayerAI.cs, "coffee store override".
		switch status {
		case "PASSENGER_DELIVERED_AND_PICKED_UP", "PASSENGER_DELIVERED", "PASSENGER_ABANDONED":
			if c.Coffee <= 0 {
				toStore()
				pickup = nil
			}
		case "PASSENGER_REFUSED_NO_COFFEE", "PASSENGER_DELIVERED_AND_PICK_UP_REFUSED":
			toStore()
		case "COFFEE_STORE_CAR_RESTOCKED":
			toFirstPickup()
		}
	}
	return dest, pickup, hasDest
}

// fillerPickups is PlayerAI.cs AllPickups: every passenger waiting in a
// lobby that car i has not delivered this round, in random order.
func (s *State) fillerPickups(i int) []int {
	c := &s.Cars[i]
	var free []int
	for p := range s.CEOs {
		ps := &s.CEOs[p]
		if !ps.Done && ps.Car < 0 && ps.Lobby >= 0 && p != c.Passenger && !slices.Contains(c.Delivered, p) {
			free = append(free, p)
		}
	}
	r := s.rand()
	r.Shuffle(len(free), func(a, b int) { free[a], free[b] = free[b], free[a] })
	return free
}

// fillerCardEvery is the seat fillers' card cadence in ticks.
const fillerCardEvery = 97

// fillerCards plays the seat filler's cards like the original built-in AI
// (reference §1.9): on its periodic status, 47 times in 50 it does nothing
// while it holds cards; otherwise it draws up to the hand limit, or plays
// its first playable card (1 time in 10 it discards it instead), with
// random targets (STOP_CAR and CHANGE_DESTINATION only at cars carrying a
// passenger).
func (s *State) fillerCards(i int) {
	c := &s.Cars[i]
	// The original AI decides on its periodic status, every 97 ticks on the
	// server; it keeps that pace under both rulesets so that the rule
	// text's faster status does not make the fillers play cards six times
	// as often.
	if (s.RoundTick+7*i)%fillerCardEvery != 0 || c.Immediate.Set {
		return
	}
	r := s.rand()
	if len(c.Hand) > 0 && r.IntN(50) < 47 {
		return
	}
	if n := s.HandLimit(i) - len(c.Hand); n > 0 && len(c.Deck) > 0 {
		for ; n > 0 && len(c.Deck) > 0; n-- {
			ci := c.Deck[r.IntN(len(c.Deck))]
			s.cardOrder(i, CardOrder{Action: "DRAW", Card: ci.Kind, Company: int(ci.Company), Passenger: int(ci.Passenger), Player: -1})
		}
		return
	}
	for _, ci := range c.Hand {
		if !ci.OK {
			continue
		}
		o := CardOrder{Action: "PLAY", Card: ci.Kind, Company: int(ci.Company), Passenger: int(ci.Passenger), Player: -1}
		if r.IntN(10) == 0 {
			o.Action = "DISCARD"
		}
		switch ci.Kind {
		case StopCar, ChangeDestination:
			var targets []int
			for j := range s.Cars {
				if j != i && s.Cars[j].Passenger >= 0 {
					targets = append(targets, j)
				}
			}
			if len(targets) == 0 {
				continue
			}
			o.Player = targets[r.IntN(len(targets))]
		case MovePassenger:
			var waiting []int
			for k := range s.CEOs {
				if s.CEOs[k].Car < 0 && !s.CEOs[k].Done && s.CEOs[k].Lobby >= 0 {
					waiting = append(waiting, k)
				}
			}
			if len(waiting) == 0 {
				continue
			}
			o.Passenger = waiting[r.IntN(len(waiting))]
		}
		s.cardOrder(i, o)
		return
	}
}
