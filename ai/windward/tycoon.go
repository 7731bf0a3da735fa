package windward

import (
	"arena/sim"
	"arena/sim/windward"
)

// Tycoon is the strong built-in. It ranks trips by expected points per
// tick over a two-trip look-ahead (tycoon_trips.go) using a travel model
// that counts stops, quarter speed and flat tyres, the chance that another
// car takes the passenger first and the chance that an enemy blocks the
// drop-off (tycoon_model.go); it plans coffee stops into its trips, takes
// the next passenger in the same stop as a drop-off, leaves a passenger
// whose destination stays blocked at a better company, counts the partial
// credit when another car is about to end the round, drives the quickest
// way rather than the fewest tiles (tycoon_route.go) and plays its cards
// against the strongest other player (tycoon_cards.go, tycoon_hand.go).
//
// It reads only what a client of the original server could know or infer
// (positions, passengers, destinations, enemies, coffee, scores, cards in
// play), plus where each other car is driving, read from the end of its
// path where a client would have to guess it from the car's heading.
type Tycoon struct {
	round int // the round the memory below belongs to
	want  int // the passenger it is driving to pick up, -1 when none
	store int // the coffee store it visits first, -1 when none
	// dropAt is the company where it abandons passenger dropFor because
	// an enemy blocks the destination, -1 when none.
	dropAt, dropFor int
	plan            tycoonPlan // this turn's trip, for Plan (plan.go)
	// scratch is the work memory of one Act, kept between turns so that a
	// turn allocates little beyond the orders it returns.
	scratch *tycoonScratch
}

type tycoonScratch struct {
	w  world
	rt router
}

// NewTycoon returns a Tycoon bot. It draws no random numbers: its choices
// depend on the state alone.
func NewTycoon(seed uint64) *Tycoon { return &Tycoon{round: -1} }

// abandonMargin: leaving a passenger short of a blocked destination must
// promise this much more than waiting for the enemy to go.
const abandonMargin = 1.2

// Act plans the next stop, the pick-up list and the cards.
func (b *Tycoon) Act(st sim.State, p sim.PlayerID) sim.Action {
	s := state(st)
	if s == nil {
		return nil
	}
	i := int(p)
	if s.Round != b.round {
		*b = Tycoon{round: s.Round, want: -1, store: -1, dropAt: -1, dropFor: -1, scratch: b.scratch}
	}
	if b.scratch == nil {
		b.scratch = &tycoonScratch{}
	}
	c := &s.Cars[i]
	w := &b.scratch.w
	w.survey(s, i)
	h := w.horizon()
	o := &windward.Orders{}
	var target windward.Pt
	var ok bool
	if c.Passenger >= 0 {
		target, o.PickUp = b.carry(w, h)
		ok = true
	} else {
		b.dropAt = -1
		target, o.PickUp, ok = b.hunt(w, h)
	}
	if ok && !headingTo(c, target) && !pullingInto(c, target) {
		o.Path = tycoonRoute(&b.scratch.rt, s, i, target)
	}
	b.note(c, target, ok, o.Path)
	b.cards(w, o, h)
	w.s = nil // a read-only bot keeps nothing of the state
	return finish(o)
}

// horizon is when the round is expected to end because another car makes
// its eighth delivery: one with seven carrying a passenger that can get
// out at its destination ends it on arrival. It is unreachable when no end
// is in sight.
func (w *world) horizon() int {
	s := w.s
	h := unreachable
	for j := range s.Cars {
		c := &s.Cars[j]
		if j == w.me || len(c.Delivered) < 7 || c.Passenger < 0 {
			continue
		}
		if len(enemiesAt(s, c.Passenger, s.CEOs[c.Passenger].Destination)) == 0 {
			h = min(h, w.arrive[j])
		}
	}
	return h
}

// hunt picks the trip for an empty car and returns its first stop and the
// pick-up list: the chosen passenger, then others waiting in the same
// lobby whose trips are nearly as good, in case it is gone.
func (b *Tycoon) hunt(w *world, h int) (windward.Pt, []int, bool) {
	s := w.s
	ts := w.trips(h)
	if len(ts) == 0 {
		b.want, b.store = -1, -1
		if s.Cars[w.me].Coffee < 3 {
			if at, _ := nearestStore(s, w.me); at.X >= 0 {
				return at, nil, true
			}
		}
		return windward.Pt{}, nil, false
	}
	best := ts[0]
	for _, t := range ts {
		if t.k == b.want {
			if t.rate*keepBonus > best.rate {
				best = t
			}
			break
		}
	}
	b.want, b.store = best.k, best.store
	lobby := s.CEOs[best.k].Lobby
	pick := []int{best.k}
	for _, t := range ts {
		if s.CEOs[t.k].Lobby == lobby && t.rate >= fallbackShare*best.rate && !containsInt(pick, t.k) {
			pick = append(pick, t.k)
		}
	}
	if best.store >= 0 {
		return s.Stores[best.store].At, pick, true
	}
	return s.Companies[lobby].At, pick, true
}

// fallbackShare: another passenger in the chosen lobby is worth taking
// instead when its trip is at least this share of the chosen one.
const fallbackShare = 0.5

// carry drives the passenger aboard to its destination and lines up the
// next passenger there. When an enemy waits at the destination it weighs
// the expected wait against leaving the passenger at another company
// where it may get out (no points, but the car is free again and the
// passenger can be carried on later).
func (b *Tycoon) carry(w *world, h int) (windward.Pt, []int) {
	s := w.s
	c := &s.Cars[w.me]
	p := c.Passenger
	if b.dropFor != p {
		b.dropAt, b.dropFor = -1, p
	}
	dest := s.CEOs[p].Destination
	drop := dest
	base := w.dropPlan(dest, h)
	if h >= unreachable && len(enemiesAt(s, p, dest)) > 0 {
		cont := rateOf(w.bestNext(base, dest, -1, h), h)
		if b.dropAt >= 0 {
			cont /= keepBonus // stay with the decision already taken
		}
		for comp := range s.Companies {
			if comp == dest || len(enemiesAt(s, p, comp)) > 0 {
				continue
			}
			alt := w.dropPlan(comp, h)
			if r := rateOf(w.bestNext(alt, comp, -1, h), h); r > abandonMargin*cont {
				cont, drop, base = r/abandonMargin, comp, alt
			}
		}
	}
	if drop == dest {
		b.dropAt = -1
	} else {
		b.dropAt = drop
	}
	pick := w.chainAt(base, drop, h)
	if len(pick) == 0 {
		// An empty list would keep the old one; the passenger aboard can
		// never be picked up at the drop-off, so it clears the list.
		pick = []int{p}
	}
	return s.Companies[drop].At, pick
}

// dropPlan is the plan up to dropping the passenger aboard at company
// comp, with the expected wait if an enemy may block it there.
func (w *world) dropPlan(comp, h int) leg {
	s := w.s
	p := s.Cars[w.me].Passenger
	at := s.Companies[comp].At
	tiles := tilesFrom(s, w.me, at)
	k := clockOf(&s.Cars[w.me])
	k.drive(tiles)
	wait := w.blockedOdds(p, comp, k.t) * lobbyWait
	return w.afterDrop(comp, tiles, wait, h)
}

// finish returns the orders, or nil when there is nothing to send.
func finish(o *windward.Orders) sim.Action {
	if o.Path == nil && o.PickUp == nil && len(o.Cards) == 0 {
		return nil
	}
	return o
}

func containsInt(xs []int, x int) bool {
	for _, v := range xs {
		if v == x {
			return true
		}
	}
	return false
}
