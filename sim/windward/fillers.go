package windward

import "slices"

// fillerThink drives a built-in seat filler (reference §1.9): the pick-up
// list is every free passenger it has not delivered, in random order; it
// drives to the first one's lobby, then to the destination; after an enemy
// refused the drop-off it tries a random other company, and with no coffee
// it drives to a random coffee store (Server/game_ai/PlayerAI.cs: it
// changes course on the stop's status, never before it arrives). It re-plans only when its path has run out, so it costs
// little per tick.
func (s *State) fillerThink(i int) {
	c := &s.Cars[i]
	if n := len(c.Path); n > 0 {
		// PlayerAI.cs re-plans on a NO_PATH, which the server also sends
		// it when CHANGE_DESTINATION or RELOCATE_ALL_CARS hits it: a path
		// that no longer leads to its passenger's destination is dropped.
		if c.Passenger < 0 {
			return
		}
		dest := s.CEOs[c.Passenger].Destination
		if c.AI.Target >= 0 {
			dest = c.AI.Target
		}
		at := s.Companies[dest].At
		if c.Path[n-1] == at || (n >= 2 && c.Path[n-2] == at) || c.Tile == at {
			return
		}
	}
	r := s.rand()
	var target Pt
	switch {
	case c.Passenger >= 0:
		// PlayerAI.cs: drive to the passenger's destination whoever waits
		// there; only a refusal at the stop (PASSENGER_REFUSED_ENEMY) sends
		// it to a random other company, chosen in arrive (c.AI.Target).
		dest := s.CEOs[c.Passenger].Destination
		if c.AI.Target >= 0 {
			dest = c.AI.Target
		}
		target = s.Companies[dest].At
	case c.Coffee <= 0 && len(s.Stores) > 0:
		target = s.Stores[r.IntN(len(s.Stores))].At
	default:
		var free []int
		for p := range s.CEOs {
			ps := &s.CEOs[p]
			if !ps.Done && ps.Car < 0 && ps.Lobby >= 0 && !slices.Contains(c.Delivered, p) {
				free = append(free, p)
			}
		}
		if len(free) == 0 {
			return
		}
		r.Shuffle(len(free), func(a, b int) { free[a], free[b] = free[b], free[a] })
		c.PickUp = free
		target = s.Companies[s.CEOs[free[0]].Lobby].At
		if target == c.Tile && len(free) > 1 {
			target = s.Companies[s.CEOs[free[1]].Lobby].At
		}
	}
	path := s.PathTo(c.NextTile(), target)
	if len(path) >= 2 {
		// Reference §1.9: A* plus one step back out of the stop.
		path = append(path, path[len(path)-2])
	}
	if len(path) > 0 {
		c.Path = path
	}
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
