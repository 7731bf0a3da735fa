package windward

import (
	"arena/sim/windward"
)

// pointsPerTick is about what Tycoon earns per tick (a delivery of 1.4
// points plus the race value every 1,500 ticks or so); it prices the time
// and coffee a transit card costs against the points it adds.
const pointsPerTick = 0.0016

// transitCard picks the transit card to set for the next pick-up, if any:
// a 1.2× card that matches the passenger (or its destination) when the
// points beat the extra serving it drinks, or MULT_DELIVERY_QUARTER_SPEED
// when half the trip's points beat the time lost at quarter speed (nearly
// nothing when other players' cards keep the car slow anyway). The card
// needs two servings aboard at the pick-up, and a card already set is
// never replaced (that would discard it).
func (b *Tycoon) transitCard(w *world, o *windward.Orders, h int) (windward.CardInst, bool) {
	s := w.s
	c := &s.Cars[w.me]
	if c.NextStop.Set || len(o.PickUp) == 0 {
		return windward.CardInst{}, false
	}
	k := o.PickUp[0]
	if !eligible(s, w.me, k) {
		return windward.CardInst{}, false
	}
	q := &s.CEOs[k]
	lobby, dest := s.Companies[q.Lobby].At, s.Companies[q.Destination].At
	// The car's clock and coffee at the pick-up.
	ck := clockOf(c)
	coffee := c.Coffee
	if p := c.Passenger; p >= 0 {
		ck.drive(tilesFrom(s, w.me, lobby))
		ck.stop(true)
		coffee--
		if c.Transit.Set {
			coffee--
		}
	} else if b.store >= 0 {
		ck.drive(tilesFrom(s, w.me, s.Stores[b.store].At) + dist(s, s.Stores[b.store].At, lobby))
		ck.stop(false)
		coffee = 3
	} else {
		ck.drive(tilesFrom(s, w.me, lobby))
	}
	ck.stop(false)
	if coffee < 2 {
		return windward.CardInst{}, false
	}
	pts := float64(windward.CEOPoints[k])
	// The serving a card drinks costs only if it brings the next restock
	// forward: with coffee to spare for the deliveries left in the round
	// (or the round about to end) it is free; if it adds a restock, it
	// costs a whole detour.
	serving := 0.0
	if left := 8 - len(c.Delivered) - 1; h >= unreachable && restocks(coffee-2, left) > restocks(coffee-1, left) {
		serving = restockTicks * pointsPerTick
	}
	d2 := dist(s, lobby, dest)
	fast, slow := ck, ck
	fast.drive(d2)
	slow.slow = true
	slow.drive(d2)
	best, bv := windward.CardInst{}, 0.0
	for _, ci := range c.Hand {
		if !ci.OK {
			continue
		}
		v := 0.0
		switch ci.Kind {
		case windward.MultDeliveringPassenger:
			if int(ci.Passenger) == k {
				v = multBonus*pts - serving
			}
		case windward.MultDeliverAtCompany:
			if int(ci.Company) == q.Destination {
				v = multBonus*pts - serving
			}
		case windward.MultDeliveryQuarterSpeed:
			if h >= unreachable || slow.t <= h {
				v = 0.5*pts - serving - float64(slow.t-fast.t)*pointsPerTick
			}
		}
		if v > bv {
			best, bv = ci, v
		}
	}
	return best, bv > 0
}

// restockTicks is what a restock detour costs: three servings' worth.
const restockTicks = 3 * servingTicks

// restocks is how many restocks a car with `coffee` servings needs to make
// n more deliveries (three servings each).
func restocks(coffee, n int) int {
	return (max(n-coffee, 0) + 2) / 3
}

// keepValue ranks cards for drawing and for discarding: the cards that
// slow the rival down first, the multipliers last.
func keepValue(ci windward.CardInst) int {
	switch ci.Kind {
	case windward.StopCar:
		return 10
	case windward.AllOtherCarsQuarterSpeed:
		return 9
	case windward.ChangeDestination:
		return 8
	case windward.MovePassenger:
		return 7
	case windward.MultDeliveryQuarterSpeed:
		return 5
	case windward.RelocateAllCars:
		return 4
	case windward.RelocateAllPassengers:
		return 3
	}
	return 2
}

// handLimitAt is the hand limit at a score in milli-points (rule text: <
// 0.5 → 4, < 6 → 3, < 8.5 → 2, else 1).
func handLimitAt(score int) int {
	switch {
	case score < 500:
		return 4
	case score < 6000:
		return 3
	case score < 8500:
		return 2
	}
	return 1
}

// manageHand discards and draws so the hand fits the limit the score will
// soon allow (a passenger aboard counts as delivered): when the score
// crosses a threshold the game discards a random card, so Tycoon drops its
// least useful ones first. It draws the most useful cards from the deck
// up to that limit.
func (b *Tycoon) manageHand(w *world, o *windward.Orders) {
	s := w.s
	c := &s.Cars[w.me]
	soon := s.Score(w.me)
	if p := c.Passenger; p >= 0 {
		soon = c.Points + 1000*windward.CEOPoints[p]
	}
	limit := handLimitAt(soon)
	var hand []windward.CardInst
	for _, ci := range c.Hand {
		played := false
		for _, co := range o.Cards {
			if co.Action == "PLAY" && co.Card == ci.Kind && (co.Card != windward.MultDeliverAtCompany || co.Company == int(ci.Company)) &&
				(co.Card != windward.MultDeliveringPassenger || co.Passenger == int(ci.Passenger)) {
				played = true
			}
		}
		if !played {
			hand = append(hand, ci)
		}
	}
	for len(hand) > limit {
		worst := 0
		for i, ci := range hand {
			if keepValue(ci) < keepValue(hand[worst]) {
				worst = i
			}
		}
		ci := hand[worst]
		o.Cards = append(o.Cards, windward.CardOrder{Action: "DISCARD", Card: ci.Kind, Company: int(ci.Company),
			Passenger: int(ci.Passenger), Player: -1})
		hand = append(hand[:worst:worst], hand[worst+1:]...)
	}
	// Draw the best cards of the deck, best first.
	deck := append([]windward.CardInst(nil), c.Deck...)
	for len(hand) < limit && len(deck) > 0 {
		best := 0
		for i, ci := range deck {
			if keepValue(ci) > keepValue(deck[best]) {
				best = i
			}
		}
		ci := deck[best]
		o.Cards = append(o.Cards, windward.CardOrder{Action: "DRAW", Card: ci.Kind, Company: int(ci.Company),
			Passenger: int(ci.Passenger), Player: -1})
		hand = append(hand, ci)
		deck = append(deck[:best:best], deck[best+1:]...)
	}
}
