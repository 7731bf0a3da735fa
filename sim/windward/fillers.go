package windward

import "slices"

// fillerThink drives a built-in seat filler (reference §1.9): the pick-up
// list is every free passenger it has not delivered, in random order; it
// drives to the first one's lobby, then to the destination; after a refusal
// it tries a random other company, and with no coffee it drives to a random
// coffee store. It re-plans only when its path has run out, so it costs
// little per tick.
func (s *State) fillerThink(i int) {
	c := &s.Cars[i]
	if len(c.Path) > 0 {
		return
	}
	r := s.rand()
	var target Pt
	switch {
	case c.Passenger >= 0:
		dest := s.CEOs[c.Passenger].Destination
		if c.Tile == s.Companies[dest].At || s.lobbyHasEnemy(c.Passenger, dest) {
			dest = s.randomCompany(dest)
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
