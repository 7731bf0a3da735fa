package windward

import (
	"slices"

	"arena/sim"
)

// CardOrder is one DRAW, DISCARD or PLAY order. Company and Passenger name a
// multiplier card's subject; Player (a seat) and Passenger also carry the
// target of STOP_CAR, CHANGE_DESTINATION and MOVE_PASSENGER. -1 = none.
type CardOrder struct {
	Action     string // DRAW, DISCARD or PLAY
	Card       Card
	Company    int
	Passenger  int
	Player     int
	PlayerName string // a target named on the wire, resolved when applied
}

// CardDetail is the Detail of card events.
type CardDetail struct {
	Card   string
	Target string
	Status string
}

// cardTarget names what a card applies to (a company or a CEO), "" when
// nothing, for messages.
func (s *State) cardTarget(ci CardInst) string {
	switch {
	case ci.Company >= 0 && int(ci.Company) < len(CompanyNames):
		return CompanyNames[ci.Company]
	case ci.Passenger >= 0 && int(ci.Passenger) < len(CEONames):
		return CEONames[ci.Passenger]
	}
	return ""
}

// targeted cards take their target from the order, and any card of the kind
// matches (reference §3.3).
func (c Card) targeted() bool {
	return c == StopCar || c == ChangeDestination || c == MovePassenger
}

func (o CardOrder) matches(ci CardInst) bool {
	if ci.Kind != o.Card {
		return false
	}
	switch o.Card {
	case MultDeliverAtCompany:
		return int(ci.Company) == o.Company
	case MultDeliveringPassenger:
		return int(ci.Passenger) == o.Passenger
	}
	return true
}

func findCard(cards []CardInst, o CardOrder) int {
	return slices.IndexFunc(cards, o.matches)
}

// cardOrder applies one hand action for seat i (rule text, "Power-Up
// Orders"; reference §1.7).
func (s *State) cardOrder(i int, o CardOrder) {
	c := &s.Cars[i]
	switch o.Action {
	case "DRAW":
		if s.Rules.DrawDuplicates {
			if h := findCard(c.Hand, o); h >= 0 {
				s.drawAgain(i, h)
				return
			}
		}
		k := findCard(c.Deck, o)
		if k < 0 {
			return
		}
		if len(c.Hand) >= s.HandLimit(i) {
			s.send(Msg{To: i, About: i, Status: "POWER_UP_DRAW_TOO_MANY", Power: true, Card: c.Deck[k]})
			return
		}
		ci := c.Deck[k]
		c.Deck = slices.Delete(slices.Clone(c.Deck), k, k+1)
		// Rule text: a card drawn at score 0 is playable at once; otherwise
		// only after the next stop at a company or coffee store.
		ci.OK = abs(s.Score(i)) < 10
		c.Hand = append(slices.Clone(c.Hand), ci)
	case "DISCARD":
		if k := findCard(c.Hand, o); k >= 0 {
			c.Hand = slices.Delete(slices.Clone(c.Hand), k, k+1)
		}
	case "PLAY":
		k := findCard(c.Hand, o)
		if k < 0 {
			s.send(Msg{To: i, About: i, Status: "POWER_UP_PLAY_NOT_EXIST", Power: true,
				Card: CardInst{Kind: o.Card, Company: int8(o.Company), Passenger: int8(o.Passenger), Target: -1, Set: true}})
			return
		}
		ci := c.Hand[k]
		if !ci.OK {
			s.send(Msg{To: i, About: i, Status: "POWER_UP_PLAY_NOT_READY", Power: true, Card: ci})
			return
		}
		c.Hand = slices.Delete(slices.Clone(c.Hand), k, k+1)
		ci.Set = true
		switch o.Card {
		case StopCar, ChangeDestination:
			ci.Target = int8(o.Player)
		case MovePassenger:
			ci.Target = int8(o.Passenger)
		}
		if ci.Kind.IsTransit() {
			// Rule text: a transit card becomes the next-stop card; a
			// second one replaces (discards) the first.
			c.NextStop = ci
		} else {
			// The immediate card is processed next tick; a second one
			// before then replaces the first.
			c.Immediate = ci
		}
	}
}

// drawAgain is classic's DRAW of the card at Hand[h], already in seat i's
// hand (Rules.DrawDuplicates; reference §3.3): the server found the card
// in the hand before the deck and, within the hand limit, added that same
// card again (Engine.cs PlayerPowerups: PowerUpsDeck.Remove is a no-op,
// PowerUpsDrawn.Add adds a second reference). The copies are one object
// there, so the playability the draw sets (|score| < 0.01) is every
// copy's.
func (s *State) drawAgain(i, h int) {
	c := &s.Cars[i]
	ci := c.Hand[h]
	if len(c.Hand) >= s.HandLimit(i) {
		s.send(Msg{To: i, About: i, Status: "POWER_UP_DRAW_TOO_MANY", Power: true, Card: ci})
		return
	}
	ok := abs(s.Score(i)) < 10
	c.Hand = append(slices.Clone(c.Hand), ci)
	for k := range c.Hand {
		if sameCard(c.Hand[k], ci) {
			c.Hand[k].OK = ok
		}
	}
}

// sameCard reports whether two hand entries are the same card of a deck
// (a deck holds one card of each kind and subject).
func sameCard(a, b CardInst) bool {
	return a.Kind == b.Kind && a.Company == b.Company && a.Passenger == b.Passenger
}

// transitBonus is the extra milli-points of the active transit card for
// delivering passenger p at company comp (rule text: ×1.5 for
// MULT_DELIVERY_QUARTER_SPEED, ×1.2 for the other two when they match).
func (s *State) transitBonus(i, p, comp int) int {
	t := s.Cars[i].Transit
	if !t.Set {
		return 0
	}
	pts := CEOPoints[p] * 1000
	switch t.Kind {
	case MultDeliveryQuarterSpeed:
		return pts / 2
	case MultDeliverAtCompany:
		if int(t.Company) == comp {
			return pts / 5
		}
	case MultDeliveringPassenger:
		if int(t.Passenger) == p {
			return pts / 5
		}
	}
	return 0
}

// applyNextStop turns the next-stop card into the transit card at a pick-up
// (reference §1.5 step 4).
func (s *State) applyNextStop(i int, evs *[]sim.Event) {
	c := &s.Cars[i]
	ns := c.NextStop
	if !ns.Set {
		return
	}
	if c.Coffee <= 1 {
		// Rule text: the card needs two coffees aboard; it stays pending.
		s.send(Msg{To: i, About: i, Status: "POWER_UP_ILLEGAL_TO_PLAY", Power: true, Card: ns})
		return
	}
	c.NextStop = CardInst{}
	p := c.Passenger
	mismatch := (ns.Kind == MultDeliverAtCompany && int(ns.Company) != s.CEOs[p].Destination) ||
		(ns.Kind == MultDeliveringPassenger && int(ns.Passenger) != p)
	if mismatch && !s.Rules.MismatchDoublesCoffee {
		// Reference §1.5: the server rejects a mismatched card at pick-up.
		s.send(Msg{To: i, About: i, Status: "POWER_UP_ILLEGAL_TO_PLAY", Power: true, Card: ns})
		return
	}
	c.Transit = ns
	if ns.Kind == MultDeliveryQuarterSpeed {
		c.Quarter = true
	}
	s.send(Msg{To: -1, About: i, Status: "POWER_UP_PLAYED", Power: true, Card: ns})
	*evs = append(*evs, s.event(KindCardPlayed, i, CardDetail{Card: ns.Kind.String(), Status: "POWER_UP_PLAYED"}))
}

// enforceHandLimit discards random cards while the hand is over the limit
// (rule text: "a card will be randomly discarded from your hand").
func (s *State) enforceHandLimit(i int) {
	c := &s.Cars[i]
	lim := s.HandLimit(i)
	for len(c.Hand) > lim {
		k := s.rand().IntN(len(c.Hand))
		gone := c.Hand[k]
		c.Hand = slices.Delete(slices.Clone(c.Hand), k, k+1)
		if len(c.Hand) <= lim {
			s.send(Msg{To: i, About: i, Status: "POWER_UP_HAND_TOO_MANY", Power: true, Card: gone})
		}
	}
}

// nearDestination reports a car carrying a passenger within 3 tiles of its
// destination (rule text, CHANGE_DESTINATION and STOP_CAR), measured from
// the car's front as the original does (reference §1.7).
func (s *State) nearDestination(i int) bool {
	c := &s.Cars[i]
	if c.Passenger < 0 {
		return false
	}
	return Manhattan(c.frontTile(), s.Companies[s.CEOs[c.Passenger].Destination].At) <= 3
}

// atStop reports a car whose front or back is on a bus stop or coffee stop
// (rule text, STOP_CAR: "in a coffee stop, bus stop"; reference §1.7: the
// original looks at both ends of the car).
func (s *State) atStop(i int) bool {
	c := &s.Cars[i]
	for _, p := range [2]Pt{c.frontTile(), c.backTile()} {
		if tt := s.Map.At(p).Type; tt == BusStop || tt == CoffeeStop {
			return true
		}
	}
	return false
}

// randomCompany draws a company not in except.
func (s *State) randomCompany(except ...int) int {
	var opts []int
	for k := range NumCompanies {
		if !slices.Contains(except, k) {
			opts = append(opts, k)
		}
	}
	return opts[s.rand().IntN(len(opts))]
}

// playImmediate processes seat i's immediate card (reference §1.7).
func (s *State) playImmediate(i int, evs *[]sim.Event) {
	c := &s.Cars[i]
	ci := c.Immediate
	if !ci.Set {
		return
	}
	c.Immediate = CardInst{}
	refuse := func(status string, back bool) {
		if back {
			ci.Set = false
			c.Hand = append(slices.Clone(c.Hand), ci)
		}
		s.send(Msg{To: i, About: i, Status: status, Power: true, Card: ci})
	}
	target := ""
	switch ci.Kind {
	case AllOtherCarsQuarterSpeed:
		// Rule text: all other cars at ¼ speed for 30 seconds, cumulative.
		for j := range s.Cars {
			if j != i {
				s.Cars[j].Quarter = true
				s.Cars[j].QuarterT += s.Rules.EffectTicks
			}
		}
	case StopCar:
		j := int(ci.Target)
		if j < 0 || j >= NumPlayers {
			refuse("POWER_UP_ILLEGAL_TO_PLAY", false)
			return
		}
		if s.nearDestination(j) || s.atStop(j) {
			// Rule text: no effect near the destination or at a stop; the
			// card returns to the hand.
			refuse("POWER_UP_ILLEGAL_TO_PLAY", true)
			return
		}
		if s.Rules.StopCarStacks {
			s.Cars[j].Flat += s.Rules.EffectTicks
		} else {
			s.Cars[j].Flat = s.Rules.EffectTicks
		}
		s.Cars[j].Speed = 0
		target = s.Cars[j].Name
		*evs = append(*evs, s.event(KindCarStopped, j, CardDetail{Card: ci.Kind.String(), Target: target}))
	case ChangeDestination:
		j := int(ci.Target)
		if j < 0 || j >= NumPlayers || s.Cars[j].Passenger < 0 {
			refuse("POWER_UP_ILLEGAL_TO_PLAY", false)
			return
		}
		if s.nearDestination(j) {
			refuse("POWER_UP_ILLEGAL_TO_PLAY", true)
			return
		}
		ps := &s.CEOs[s.Cars[j].Passenger]
		old := ps.Destination
		nd := s.randomCompany(old)
		ps.Route = append(slices.DeleteFunc(slices.Clone(ps.Route), func(x int) bool { return x == nd }), old)
		ps.Destination = nd
		target = s.Cars[j].Name
	case MovePassenger:
		p := int(ci.Target)
		if p < 0 || p >= NumCompanies || s.CEOs[p].Car >= 0 || s.CEOs[p].Done {
			refuse("POWER_UP_ILLEGAL_TO_PLAY", false)
			return
		}
		s.CEOs[p].Lobby = s.randomCompany(s.CEOs[p].Lobby, s.CEOs[p].Destination)
		target = CEONames[p]
	case RelocateAllPassengers:
		own := c.Passenger
		for p := range s.CEOs {
			ps := &s.CEOs[p]
			if ps.Car >= 0 || ps.Done {
				continue
			}
			if own >= 0 && ps.Lobby == s.CEOs[own].Destination && slices.Contains(s.CEOs[own].Enemies, p) {
				continue // rule text: enemies at your passenger's destination stay
			}
			ps.Lobby = s.randomCompany(ps.Lobby, ps.Destination)
		}
	case RelocateAllCars:
		s.relocateAllCars()
	default:
		return
	}
	s.send(Msg{To: -1, About: i, Status: "POWER_UP_PLAYED", Power: true, Card: ci})
	*evs = append(*evs, s.event(KindCardPlayed, i, CardDetail{Card: ci.Kind.String(), Target: target, Status: "POWER_UP_PLAYED"}))
}

// relocateAllCars puts every car on a random free straight road at least 4
// tiles from its target and plans a fresh path there (reference §1.7).
func (s *State) relocateAllCars() {
	var roads []Pt
	for y := 0; y < s.Map.H; y++ {
		for x := 0; x < s.Map.W; x++ {
			if s.Map.Tiles[y*s.Map.W+x].IsStraight() {
				roads = append(roads, Pt{x, y})
			}
		}
	}
	used := map[Pt]bool{}
	opts := make([]Pt, 0, len(roads)) // reused car after car
	for i := range s.Cars {
		c := &s.Cars[i]
		target := Pt{-1, -1}
		if len(c.Path) > 0 {
			target = c.Path[len(c.Path)-1]
		} else if c.Passenger >= 0 {
			target = s.Companies[s.CEOs[c.Passenger].Destination].At
		}
		opts = opts[:0]
		for _, p := range roads {
			if !used[p] && (target.X < 0 || Manhattan(p, target) >= 4) {
				opts = append(opts, p)
			}
		}
		if len(opts) == 0 {
			continue
		}
		p := opts[s.rand().IntN(len(opts))]
		used[p] = true
		var d Dir
		var path []Pt
		if target.X >= 0 {
			path = s.PathTo(p, target)
		}
		if len(path) >= 2 {
			d, _ = p.DirTo(path[1])
		} else if s.Map.At(p).Dir == NorthSouth {
			d = [2]Dir{North, South}[s.rand().IntN(2)]
		} else {
			d = [2]Dir{East, West}[s.rand().IntN(2)]
		}
		c.Path = nil
		s.placeCar(i, p, d, 0)
		if len(path) >= 2 {
			c.Path = path[1:]
		}
	}
}
