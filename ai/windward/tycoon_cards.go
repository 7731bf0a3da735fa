package windward

import (
	"arena/sim/windward"
)

// Card play (rule text, "Power-Up Orders"; reference §1.7). Immediate
// cards take effect on the next tick and a second one sent before then
// replaces the first, so Tycoon sends at most one per tick. Transit cards
// (the three MULT_*) wait as the next-stop card for the next pick-up.
const (
	// stopWhenQuarter: STOP_CAR is kept while the rival's quarter-speed
	// time exceeds this, since both timers run down together and a flat
	// tyre on a car crawling anyway costs it a quarter as much.
	stopWhenQuarter = 300
	// changeGainTiles is how many tiles CHANGE_DESTINATION must cost the
	// rival on average (a random new destination against the few tiles it
	// has left) before Tycoon plays it.
	changeGainTiles = 10
	// relocateGainTicks is how much RELOCATE_ALL_CARS must win in ticks
	// (ours saved plus the rival's lost).
	relocateGainTicks = 600
	// multBonus is the share a 1.2× card adds to a delivery.
	multBonus = 0.2
)

// cards adds card orders: at most one immediate card, at most one transit
// card, then discards and draws to keep the hand at the size the score
// will allow.
func (b *Tycoon) cards(w *world, o *windward.Orders, h int) {
	if co, ok := w.immediateCard(); ok {
		o.Cards = append(o.Cards, co)
	}
	if ci, ok := b.transitCard(w, o, h); ok {
		o.Cards = append(o.Cards, windward.CardOrder{Action: "PLAY", Card: ci.Kind, Company: int(ci.Company),
			Passenger: int(ci.Passenger), Player: -1})
	}
	b.manageHand(w, o)
}

// immediateOrder is the order in which immediate cards are considered when
// several would be worth playing: clearing its own drop-off first, then
// the cards that cost the rival most.
var immediateOrder = []windward.Card{windward.MovePassenger, windward.StopCar, windward.AllOtherCarsQuarterSpeed,
	windward.ChangeDestination, windward.RelocateAllCars, windward.RelocateAllPassengers}

// immediateCard picks the one immediate card to play now, if any, with
// its target. None while an earlier one waits for the next tick.
func (w *world) immediateCard() (windward.CardOrder, bool) {
	s := w.s
	c := &s.Cars[w.me]
	if c.Immediate.Set {
		return windward.CardOrder{}, false
	}
	rival := w.rival
	for _, kind := range immediateOrder {
		playable := false
		for _, ci := range c.Hand {
			playable = playable || (ci.Kind == kind && ci.OK)
		}
		if !playable {
			continue
		}
		co := windward.CardOrder{Action: "PLAY", Card: kind, Company: -1, Passenger: -1, Player: -1}
		ok := false
		switch kind {
		case windward.MovePassenger:
			co.Passenger = w.moveTarget()
			ok = co.Passenger >= 0
		case windward.StopCar:
			co.Player = w.stopTarget(rival)
			ok = co.Player >= 0
		case windward.AllOtherCarsQuarterSpeed:
			// Not while the rival's tyre is flat: its quarter-speed time
			// would run down while it stands still.
			ok = rival < 0 || s.Cars[rival].Flat == 0
		case windward.ChangeDestination:
			co.Player = w.changeTarget(rival)
			ok = co.Player >= 0
		case windward.RelocateAllCars:
			ok = w.relocateCarsGain(rival) >= relocateGainTicks
		case windward.RelocateAllPassengers:
			ok = w.relocatePassengersPays(rival)
		}
		if ok {
			return co, true
		}
	}
	return windward.CardOrder{}, false
}

// findRival is the other player most worth slowing down: another bot seat
// before a seat filler (the fillers are the original's weak built-in AI),
// then the highest session total. -1 when there is nobody.
func (w *world) findRival() int {
	s := w.s
	best, bs := -1, int64(-1)
	for j := range s.Cars {
		if j == w.me {
			continue
		}
		sc := s.Total(j)
		if !s.Cars[j].Filler {
			sc += 1 << 40
		}
		if sc > bs {
			best, bs = j, sc
		}
	}
	return best
}

// stoppable reports whether STOP_CAR would take on car j: not on a bus or
// coffee stop and not carrying a passenger within 3 tiles of its
// destination (rule text, STOP_CAR).
func stoppable(s *windward.State, j int) bool {
	c := &s.Cars[j]
	if t := s.Map.At(c.Tile).Type; t == windward.BusStop || t == windward.CoffeeStop {
		return false
	}
	return c.Passenger < 0 || windward.Manhattan(c.Tile, s.Companies[s.CEOs[c.Passenger].Destination].At) > 3
}

// stopTarget is the car to play STOP_CAR on, or -1: the rival when the
// card takes and costs it the most (carrying a passenger, full speed, no
// flat tyre yet), or any car about to end the round with its eighth
// delivery.
func (w *world) stopTarget(rival int) int {
	s := w.s
	for j := range s.Cars {
		if c := &s.Cars[j]; j != w.me && len(c.Delivered) >= 7 && c.Passenger >= 0 && c.Flat == 0 && stoppable(s, j) {
			return j
		}
	}
	if rival < 0 || !stoppable(s, rival) {
		return -1
	}
	if c := &s.Cars[rival]; c.Flat > 0 || c.Passenger < 0 || (c.Quarter && c.QuarterT > stopWhenQuarter) {
		// Only a rival carrying a passenger: the flat tyre then delays a
		// delivery and leaves the CEO in a car others can outrun. An
		// empty rival loses only driving time, and two tycoons that stop
		// each other at the start stand still for 1,800 ticks while the
		// seat fillers take the first passengers.
		return -1
	}
	return rival
}

// changeTarget is the seat to play CHANGE_DESTINATION on, or -1. On
// itself, when an enemy blocks its own destination and a random other
// company is on average sooner than the expected wait. On the rival, when
// the rival has only a few tiles left to its destination, so a random new
// one costs it many on average (the card is refused within 3 tiles).
func (w *world) changeTarget(rival int) int {
	s := w.s
	if c := &s.Cars[w.me]; c.Passenger >= 0 {
		dest := s.CEOs[c.Passenger].Destination
		at := s.Companies[dest].At
		if windward.Manhattan(c.Tile, at) > 3 && len(enemiesAt(s, c.Passenger, dest)) > 0 {
			k := clockOf(c)
			k.drive(tilesFrom(s, w.me, at))
			stay := float64(k.t) + w.blockedOdds(c.Passenger, dest, k.t)*lobbyWait
			if w.avgTicksToOthers(w.me, dest) < stay {
				return w.me
			}
		}
	}
	if rival < 0 {
		return -1
	}
	c := &s.Cars[rival]
	if c.Passenger < 0 {
		return -1
	}
	dest := s.CEOs[c.Passenger].Destination
	if windward.Manhattan(c.Tile, s.Companies[dest].At) <= 3 {
		return -1 // refused this close (the card would come back)
	}
	left := tilesFrom(s, rival, s.Companies[dest].At)
	if len(c.Delivered) >= 7 || w.avgTilesToOthers(rival, dest)-float64(left) >= changeGainTiles {
		return rival
	}
	return -1
}

// avgTilesToOthers is car j's average driving distance to the companies
// other than comp (where CHANGE_DESTINATION may send its passenger).
func (w *world) avgTilesToOthers(j, comp int) float64 {
	s := w.s
	sum, n := 0, 0
	for k := range s.Companies {
		if k == comp {
			continue
		}
		if d := tilesFrom(s, j, s.Companies[k].At); d < unreachable {
			sum += d
			n++
		}
	}
	if n == 0 {
		return 0
	}
	return float64(sum) / float64(n)
}

// avgTicksToOthers is the average time for car j to deliver its passenger
// at a random company other than comp, counting enemies waiting there.
func (w *world) avgTicksToOthers(j, comp int) float64 {
	s := w.s
	p := s.Cars[j].Passenger
	sum, n := 0.0, 0
	for k := range s.Companies {
		if k == comp {
			continue
		}
		d := tilesFrom(s, j, s.Companies[k].At)
		if d >= unreachable {
			continue
		}
		ck := clockOf(&s.Cars[j])
		ck.drive(d)
		sum += float64(ck.t) + w.blockedOdds(p, k, ck.t)*lobbyWait
		n++
	}
	if n == 0 {
		return unreachable
	}
	return sum / float64(n)
}

// moveTarget is the passenger to play MOVE_PASSENGER on, or -1: the one
// enemy that blocks its own drop-off, when it is the only one there, so
// moving it frees the stop. Blocked drop-offs come up about twice a round
// and cost a wait of thousands of ticks, so the card is kept for them
// rather than spent on spoiling a rival's pick-up (which measured worse:
// the rival just takes the next passenger near by).
func (w *world) moveTarget() int {
	s := w.s
	if c := &s.Cars[w.me]; c.Passenger >= 0 {
		if es := enemiesAt(s, c.Passenger, s.CEOs[c.Passenger].Destination); len(es) == 1 {
			return es[0]
		}
	}
	return -1
}

// relocateCarsGain estimates, in ticks, what RELOCATE_ALL_CARS wins: every
// car lands on a random straight road at least 4 tiles from its target,
// so the car far from its target gains and the one close to it loses.
func (w *world) relocateCarsGain(rival int) float64 {
	s := w.s
	if rival < 0 {
		return 0
	}
	gain := 0.0
	for _, j := range []int{w.me, rival} {
		to, ok := boundFor(s, j)
		if !ok {
			return 0
		}
		left := tilesFrom(s, j, to)
		avg := w.avgFromRoads(to)
		if left >= unreachable || avg <= 0 {
			return 0
		}
		per := float64(tileTicks)
		if c := &s.Cars[j]; c.Quarter {
			per *= 4
		}
		if j == w.me {
			gain += (float64(left) - avg) * per
		} else {
			gain += (avg - float64(left)) * per
		}
	}
	return gain
}

// avgFromRoads is the average driving distance to stop `to` from the
// straight road tiles at least 4 tiles away from it, where
// RELOCATE_ALL_CARS may put a car.
func (w *world) avgFromRoads(to windward.Pt) float64 {
	s := w.s
	sum, n := 0, 0
	for y := 0; y < s.Map.H; y++ {
		for x := 0; x < s.Map.W; x++ {
			p := windward.Pt{X: x, Y: y}
			if !s.Map.At(p).IsStraight() || windward.Manhattan(p, to) < 4 {
				continue
			}
			if d := s.Dist(p, to); d >= 0 {
				sum += d
				n++
			}
		}
	}
	if n == 0 {
		return 0
	}
	return float64(sum) / float64(n)
}

// relocatePassengersPays reports whether RELOCATE_ALL_PASSENGERS is worth
// playing: the rival is about to pick someone up (within 3 tiles of the
// lobby) while this car carries a passenger, so the shuffle costs the rival
// its trip to the lobby and costs this car nothing it holds.
func (w *world) relocatePassengersPays(rival int) bool {
	s := w.s
	if rival < 0 || s.Cars[w.me].Passenger < 0 || s.Cars[rival].Passenger >= 0 || s.Cars[rival].Flat > 0 {
		return false
	}
	to, ok := boundFor(s, rival)
	return ok && companyAt(s, to) >= 0 && tilesFrom(s, rival, to) <= 3
}
