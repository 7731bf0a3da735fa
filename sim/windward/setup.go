package windward

import (
	"fmt"
	"slices"

	"arena/sim"
)

// NewSession starts a session of rounds on maps (one map is drawn per
// round without replacement, reference §1.3 step 1). players is the number
// of seats held by bots; the other seats up to ten are built-in fillers
// (rule text: "There are 9 other cars").
func NewSession(maps []*Map, rules Rules, ruleset string, seed uint64, names []string, rounds int) (*State, error) {
	if len(maps) == 0 {
		return nil, fmt.Errorf("windward: no map")
	}
	if len(names) > NumPlayers {
		return nil, fmt.Errorf("windward: %d players; at most %d", len(names), NumPlayers)
	}
	for _, m := range maps {
		if err := m.Validate(true); err != nil {
			return nil, fmt.Errorf("map %s: %v", m.Name, err)
		}
	}
	if rounds < 1 {
		rounds = 1
	}
	s := &State{Rules: rules, Ruleset: ruleset, Maps: maps, Rounds: rounds, Players: len(names), Winner: -1,
		RNG: sim.NewPCG(seed, sim.StreamPlay)}
	for i := range s.Cars {
		c := &s.Cars[i]
		if i < len(names) {
			c.Name = names[i]
		} else {
			c.Name, c.Filler = PlayerAINames[i-len(names)], true
		}
	}
	s.startRound()
	return s, nil
}

// startRound sets up the next round in the original's order (reference §1.3).
func (s *State) startRound() {
	r := s.rand()
	if len(s.MapOrder) == 0 {
		s.MapOrder = r.Perm(len(s.Maps))
	}
	s.Map = s.Maps[s.MapOrder[0]]
	s.MapOrder = s.MapOrder[1:]
	m := s.Map
	s.RoundTick = 0
	s.Traffic = Traffic{}
	s.NextStatus = s.T
	s.Msgs = nil
	s.Winner = -1

	// Step 2: every player is reset.
	for i := range s.Cars {
		c := &s.Cars[i]
		old := *c
		*c = Car{Name: c.Name, Filler: c.Filler, Session: c.Session, Passenger: -1, Coffee: 3, Cleared: -1, BlockedBy: -1, WaitSince: -1}
		if s.Rules.CarryOver && s.Round > 0 {
			// Reference §1.3 step 2: the server does not clear these.
			c.Quarter, c.Flat, c.Transit = old.Quarter, old.Flat, old.Transit
		}
	}
	// Step 3: cars on shuffled start positions, mid-tile, in their lane.
	starts := m.Starts()
	r.Shuffle(len(starts), func(a, b int) { starts[a], starts[b] = starts[b], starts[a] })
	for i := range s.Cars {
		p := starts[i%len(starts)]
		d := Dir(m.At(p).Start - 1)
		s.placeCar(i, p, d, 12)
	}
	// Step 6: companies on shuffled bus stops; extra stops stay unnamed.
	stops := m.Find(BusStop)
	r.Shuffle(len(stops), func(a, b int) { stops[a], stops[b] = stops[b], stops[a] })
	for i := range s.Companies {
		s.Companies[i] = Stop{Name: CompanyNames[i], At: stops[i]}
	}
	// Step 7: coffee stores named in shuffle order.
	cs := m.Find(CoffeeStop)
	r.Shuffle(len(cs), func(a, b int) { cs[a], cs[b] = cs[b], cs[a] })
	s.Stores = s.Stores[:0]
	for i, p := range cs {
		s.Stores = append(s.Stores, Stop{Name: StoreNames[min(i, len(StoreNames)-1)], At: p})
	}
	// Lights start in the map's state.
	s.Lights, s.LightAt = nil, nil
	for y := 0; y < m.H; y++ {
		for x := 0; x < m.W; x++ {
			if t := m.Tiles[y*m.W+x]; t.HasLight {
				s.Lights = append(s.Lights, t.Light)
				s.LightAt = append(s.LightAt, Pt{x, y})
			}
		}
	}
	// Steps 4 and 5: routes and enemies.
	for i := range s.CEOs {
		others := make([]int, 0, NumCompanies-1)
		for c := range NumCompanies {
			if c != i {
				others = append(others, c)
			}
		}
		r.Shuffle(len(others), func(a, b int) { others[a], others[b] = others[b], others[a] })
		s.CEOs[i] = Passenger{Lobby: i, Car: -1, Destination: others[0], Route: others[1:], TripStart: i,
			DroppedBy: -1, DroppedAt: -1}
	}
	var lists [6][]int
	for k := range lists {
		lists[k] = r.Perm(NumCompanies)
	}
	for i := range s.CEOs {
		// Rule text: enemies in rand.Next(points, points+3), so 1–3 for a
		// 1-point CEO and 3–5 for Shirley; six shuffled lists supply them.
		n := CEOPoints[i] + r.IntN(3)
		var en []int
		for k := range lists {
			if len(en) >= n {
				break
			}
			for j, e := range lists[k] {
				if e != i && !slices.Contains(en, e) {
					en = append(en, e)
					lists[k] = slices.Delete(lists[k], j, j+1)
					break
				}
			}
		}
		slices.SortFunc(en, func(a, b int) int { return cmpString(CEONames[a], CEONames[b]) })
		s.CEOs[i].Enemies = en
	}
	// Step 8: decks.
	var mult []CardInst
	for c := range NumCompanies {
		if CEOPoints[c] == 1 {
			mult = append(mult, CardInst{Kind: MultDeliveringPassenger, Company: -1, Passenger: int8(c), Target: -1})
		}
	}
	for c := range NumCompanies {
		mult = append(mult, CardInst{Kind: MultDeliverAtCompany, Company: int8(c), Passenger: -1, Target: -1})
	}
	for i := range s.Cars {
		perm := r.Perm(len(mult))
		var deck []CardInst
		for _, k := range perm[:min(s.Rules.MultCardsDealt, len(mult))] {
			deck = append(deck, mult[k])
		}
		for k := Card(0); k < MultDeliveringPassenger; k++ {
			deck = append(deck, CardInst{Kind: k, Company: -1, Passenger: -1, Target: -1})
		}
		s.Cars[i].Deck = deck
	}
	s.topo = buildTopo(m, s.LightAt, s)
}

func cmpString(a, b string) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// placeCar puts car i on tile p heading d, step units into the tile, and
// recomputes its map-unit position. A car placed on a dead end turns round.
func (s *State) placeCar(i int, p Pt, d Dir, step int) {
	c := &s.Cars[i]
	c.Tile, c.Prev, c.In, c.Step, c.Accrued, c.Speed = p, p, d, step, 0, 0
	c.Cleared, c.SignStop, c.Blocked, c.BlockedBy, c.Jam = -1, false, 0, -1, 0
	c.Out = s.chooseExitFree(i, p, d)
	if c.Step > moveLen(c.In, turnOf(c.In, c.Out)) {
		c.Step = 0
	}
	s.updatePos(i)
}

// updatePos recomputes a car's centre and angle from its movement.
func (s *State) updatePos(i int) {
	c := &s.Cars[i]
	mv := movements()[c.In][turnOf(c.In, c.Out)]
	pt := mv[min(c.Step, len(mv)-1)]
	c.X = c.Tile.X*UnitsPerTile + int(pt.X)
	c.Y = c.Tile.Y*UnitsPerTile + int(pt.Y)
	c.Angle = int(pt.A)
}
