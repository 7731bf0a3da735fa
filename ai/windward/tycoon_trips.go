package windward

import (
	"arena/sim/windward"
)

// Planning weights.
const (
	// raceValue is a delivery's worth beyond its points: the first car to
	// eight deliveries ends the round for everybody and earns 2 more, so a
	// quick one-point trip can beat a slow two-point one.
	raceValue = 1.0
	// winnerBonus is what the eighth delivery adds (rule text: "The player
	// who delivered 8 passengers receives an additional 2 points").
	winnerBonus = 2.0
	// servingTicks is a coffee serving's worth in ticks: a restock detour
	// shared by the three transits it pays for. A plan that restocks early
	// is credited for the servings it buys; a transit card costs one more.
	servingTicks = 120
	// keepBonus makes the bot keep its current plan unless another is
	// clearly better, so it does not swing between two passengers.
	keepBonus = 1.15
	// partialCredit is the most a trip in progress adds when the round
	// ends (rule text: the percentage complete times 0.5).
	partialCredit = 0.5
)

// trip is one candidate for an empty car: drive to a coffee store first
// (store ≥ 0) or not, pick up passenger k and deliver it; rate is its
// worth over the look-ahead (this trip and the best one after it).
type trip struct {
	k, store int
	rate     float64
}

// leg is the running account of a plan: expected points, the car's clock,
// the coffee credit (ticks saved later by servings bought now) and its
// coffee.
type leg struct {
	gain   float64
	credit float64
	ck     clock
	coffee int
	at     windward.Pt
	done   int // deliveries made this round
}

// storeStop drives to store st and restocks, crediting the servings bought
// that the car will still drink this round (one per delivery it needs to
// reach eight; coffee left when the round ends is worth nothing).
func (w *world) storeStop(l *leg, st int, tiles int) {
	l.ck.drive(tiles)
	l.ck.stop(false)
	if useful := min(3, 8-l.done) - l.coffee; useful > 0 {
		l.credit += float64(servingTicks * useful)
	}
	l.coffee = 3
	l.at = w.s.Stores[st].At
}

// deliver takes passenger k from its lobby (reached by `tiles` of driving,
// or already there when chained) to its destination, and books the
// expected gain: the chance it is still there, its points and the race
// value, the winner's bonus for the eighth delivery, and the expected wait
// when an enemy may block the drop-off. Past the round's expected end
// (horizon) only the partial credit counts.
func (w *world) deliver(l *leg, k, tiles int, chained bool, horizon int) bool {
	s := w.s
	q := &s.CEOs[k]
	lobby, dest := s.Companies[q.Lobby].At, s.Companies[q.Destination].At
	d2 := dist(s, lobby, dest)
	if tiles >= unreachable || d2 >= unreachable || l.coffee <= 0 {
		return false
	}
	if !chained {
		l.ck.drive(tiles)
		l.ck.stop(false)
	}
	tPick := l.ck.t
	avail := w.survival(k, tPick)
	l.ck.drive(d2)
	l.ck.stop(true)
	wait := w.blockedOdds(k, q.Destination, l.ck.t) * lobbyWait
	l.ck.t += int(wait)
	l.coffee--
	l.at = dest
	pts := float64(windward.CEOPoints[k])
	if l.done == 7 {
		pts += winnerBonus
	}
	switch {
	case horizon < unreachable && l.ck.t > horizon:
		// The round ends on the way: only the share of the trip done counts.
		if f := float64(horizon-tPick) / float64(max(l.ck.t-tPick, 1)); f > 0 {
			l.gain += avail * partialCredit * min(f, 1)
		}
	case horizon < unreachable:
		l.gain += avail * pts
	default:
		l.gain += avail * (pts + raceValue)
	}
	// The rival's wait at a blocked drop-off is worth about its rate times
	// the enemy's stay: freeing it costs, causing it earns (if this car
	// gets there first).
	if w.freesRival[k] {
		l.gain -= avail * rivalRate * lobbyWait
	}
	if w.blocksRival[k] && w.rival >= 0 && l.ck.t < w.arrive[w.rival] {
		l.gain += avail * rivalRate * lobbyWait / 2
	}
	l.done++
	return true
}

// rateOf is a plan's worth: points per tick, or, when the round is about
// to end, the points it expects to have by then.
func rateOf(l leg, horizon int) float64 {
	if horizon < unreachable {
		return l.gain
	}
	return l.gain / max(float64(l.ck.t)-l.credit, 1)
}

// bestNext extends a plan with the best trip after it, starting at company
// comp (the last drop-off): a passenger waiting there is taken in the same
// stop; any other needs the drive to its lobby, and a coffee store first
// when the car has no serving left. It returns the extended plan with the
// best rate, or the plan with a modest continuation when nothing better
// follows.
func (w *world) bestNext(l leg, comp, skip, horizon int) leg {
	s := w.s
	if l.done >= 8 || (horizon < unreachable && l.ck.t >= horizon) {
		return l // the round is over by then
	}
	// Carrying on at a modest rate is always possible, so a poor follow-up
	// (a passenger likely gone, a blocked destination) does not drag the
	// plan down; a good one lifts it.
	best, br := l, rateOf(l, horizon)
	if horizon >= unreachable {
		best.gain += tailRate * tailTicks
		best.ck.t += tailTicks
		br = rateOf(best, horizon)
	}
	for k := range s.CEOs {
		if k == skip || !eligible(s, w.me, k) {
			continue
		}
		lobby := s.CEOs[k].Lobby
		at := s.Companies[lobby].At
		n := l
		switch {
		case l.coffee > 0 && lobby == comp:
			if !w.deliver(&n, k, 0, true, horizon) {
				continue
			}
		case l.coffee > 0:
			if !w.deliver(&n, k, dist(s, l.at, at), false, horizon) {
				continue
			}
		default:
			st, d := w.storeBetween(l.at, at)
			if st < 0 {
				continue
			}
			w.storeStop(&n, st, d)
			if !w.deliver(&n, k, dist(s, s.Stores[st].At, at), false, horizon) {
				continue
			}
		}
		if r := rateOf(n, horizon); r > br {
			best, br = n, r
		}
	}
	return best
}

// storeBetween is the store with the shortest way from a to b through it,
// and the distance from a to that store.
func (w *world) storeBetween(a, b windward.Pt) (int, int) {
	best, bd, first := -1, unreachable, 0
	for i, st := range w.s.Stores {
		d1 := dist(w.s, a, st.At)
		if d := d1 + dist(w.s, st.At, b); d < bd {
			best, bd, first = i, d, d1
		}
	}
	return best, first
}

// start is the plan of car me as it is now.
func (w *world) start() leg {
	c := &w.s.Cars[w.me]
	return leg{ck: clockOf(c), coffee: c.Coffee, at: c.Tile, done: len(c.Delivered)}
}

// trips ranks every trip the empty car can start now, best first: each
// waiting passenger it has not delivered, driven to directly or through
// the coffee store on the shortest way there (when the car has no serving
// left, or as an early top-up), valued with the best trip that would
// follow it.
//
// The slice is w's, overwritten by the next call.
func (w *world) trips(horizon int) []trip {
	s := w.s
	out := w.tripBuf[:0]
	defer func() { w.tripBuf = out[:0] }()
	for k := range s.CEOs {
		if !eligible(s, w.me, k) {
			continue
		}
		lobby := s.Companies[s.CEOs[k].Lobby].At
		consider := func(st int) {
			l := w.start()
			if st >= 0 {
				w.storeStop(&l, st, tilesFrom(s, w.me, s.Stores[st].At))
				if !w.deliver(&l, k, dist(s, s.Stores[st].At, lobby), false, horizon) {
					return
				}
			} else if !w.deliver(&l, k, tilesFrom(s, w.me, lobby), false, horizon) {
				return
			}
			l = w.bestNext(l, s.CEOs[k].Destination, k, horizon)
			out = append(out, trip{k: k, store: st, rate: rateOf(l, horizon)})
		}
		if w.s.Cars[w.me].Coffee > 0 {
			consider(-1)
		}
		if w.s.Cars[w.me].Coffee < 3 {
			// The store on the shortest way to the lobby.
			if st, _ := w.storeBetween(w.s.Cars[w.me].NextTile(), lobby); st >= 0 {
				consider(st)
			}
		}
	}
	sortTrips(out)
	return out
}

// sortTrips orders trips by rate, best first; ties keep the CEO order so
// the choice never depends on anything but the state.
func sortTrips(ts []trip) {
	for i := 1; i < len(ts); i++ {
		for j := i; j > 0 && ts[j].rate > ts[j-1].rate; j-- {
			ts[j], ts[j-1] = ts[j-1], ts[j]
		}
	}
}

// afterDrop is the plan of a carrying car up to its drop-off at company
// comp, `tiles` from now, after the expected wait there. Dropping the
// passenger at its destination books its points (and the race value, or
// the winner's bonus); anywhere else it earns nothing.
func (w *world) afterDrop(comp, tiles int, wait float64, horizon int) leg {
	s := w.s
	c := &s.Cars[w.me]
	l := w.start()
	l.ck.drive(tiles)
	l.ck.stop(true)
	l.ck.t += int(wait)
	if p := c.Passenger; p >= 0 && s.CEOs[p].Destination == comp {
		pts := float64(windward.CEOPoints[p])
		if l.done == 7 {
			pts += winnerBonus
		}
		switch {
		case horizon < unreachable && l.ck.t > horizon:
			l.gain += partialCredit
		case horizon < unreachable:
			l.gain += pts
		default:
			l.gain += pts + raceValue
		}
		l.done++
	}
	l.coffee = c.Coffee - 1
	if c.Transit.Set {
		l.coffee-- // a transit card doubles the coffee drunk
	}
	l.coffee = max(l.coffee, 0)
	l.at = w.s.Companies[comp].At
	return l
}

// chainAt lists the passengers waiting at company comp worth taking in
// the same stop as the drop-off there, best first: those whose trip (and
// the one after) beats driving off to the best trip elsewhere. base is the
// plan up to that drop-off.
func (w *world) chainAt(base leg, comp, horizon int) []int {
	s := w.s
	if base.coffee <= 0 || base.done >= 8 {
		return nil
	}
	// The best plan that does not start here.
	alt := -1.0
	for k := range s.CEOs {
		if !eligible(s, w.me, k) || s.CEOs[k].Lobby == comp {
			continue
		}
		n := base
		if w.deliver(&n, k, dist(s, base.at, s.Companies[s.CEOs[k].Lobby].At), false, horizon) {
			n = w.bestNext(n, s.CEOs[k].Destination, k, horizon)
			alt = max(alt, rateOf(n, horizon))
		}
	}
	var ts []trip
	for k := range s.CEOs {
		if !eligible(s, w.me, k) || s.CEOs[k].Lobby != comp {
			continue
		}
		n := base
		if !w.deliver(&n, k, 0, true, horizon) {
			continue
		}
		n = w.bestNext(n, s.CEOs[k].Destination, k, horizon)
		if r := rateOf(n, horizon); r >= chainMargin*alt {
			ts = append(ts, trip{k: k, store: -1, rate: r})
		}
	}
	sortTrips(ts)
	out := make([]int, len(ts))
	for i, t := range ts {
		out[i] = t.k
	}
	return out
}

// rivalRate is about what the rival earns per tick, to price the time it
// loses waiting at a blocked drop-off.
const rivalRate = 0.0005

// tailRate and tailTicks are the fall-back continuation of a plan: a
// typical trip's time at half the usual rate.
const (
	tailRate  = pointsPerTick / 2
	tailTicks = 1500
)

// chainMargin: a passenger at the drop-off is taken when its plan is at
// least this share of the best plan elsewhere (taking it saves a stop the
// estimate cannot see in full).
const chainMargin = 0.9
