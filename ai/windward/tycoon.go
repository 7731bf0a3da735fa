package windward

import (
	"cmp"
	"slices"

	"arena/sim"
	"arena/sim/windward"
)

// Tycoon is the strong built-in. It picks the trip with the most points per
// tile driven (pick-up leg plus delivery leg), skips passengers whose
// destination holds an enemy or that a closer empty car is already going
// for, tops up coffee when a store is close, keeps its plan unless a
// clearly better one appears, and plays cards: everybody else to quarter
// speed at once, STOP_CAR and CHANGE_DESTINATION on the strongest carrying
// rival, MOVE_PASSENGER on an enemy blocking its own drop-off, and the
// 1.2× cards on trips they match.
type Tycoon struct {
	want int // CEO it is going for, -1 when none
}

// NewTycoon returns a Tycoon bot (it uses no randomness).
func NewTycoon(seed uint64) *Tycoon { return &Tycoon{want: -1} }

// overheadTiles stands for the time lost stopping at two bus stops.
const overheadTiles = 6

const (
	raceWeight          = 1.0  // a delivery's worth beyond its points
	enemyFactor         = 0.35 // an enemy waits at the destination
	rivalFactor         = 0.3  // a closer empty car is heading for the passenger
	quarterTicksPerTile = 60   // ticks per tile at quarter speed, for MULT_DELIVERY_QUARTER_SPEED
)

// tripValue is points per tile for carrying CEO k from its lobby.
func (b *Tycoon) tripValue(s *windward.State, i, k int) float64 {
	c := &s.Cars[i]
	q := &s.CEOs[k]
	if q.Done || q.Car >= 0 || q.Lobby < 0 || delivered(c, k) {
		return 0
	}
	lobby := s.Companies[q.Lobby].At
	if lobby == c.Tile && c.Step > windward.UnitsPerTile {
		return 0 // just stopped there: going round the block costs too much
	}
	dest := s.Companies[q.Destination].At
	d1 := distFrom(s, i, lobby)
	d2 := s.Dist(lobby, dest)
	if d2 < 0 || d1 >= 1<<20 {
		return 0
	}
	// Points count, and so does the delivery itself: the first car to eight
	// ends the round for everybody.
	// Look one trip further: the best follow-up from the destination
	// makes a trip to a busy part of town worth more than a dead end.
	gain := float64(windward.CEOPoints[k]) + raceWeight
	cost := float64(d1 + d2 + overheadTiles)
	v := gain / cost
	for k2 := range s.CEOs {
		q2 := &s.CEOs[k2]
		if k2 == k || q2.Done || q2.Car >= 0 || q2.Lobby < 0 || delivered(c, k2) {
			continue
		}
		d3 := s.Dist(dest, s.Companies[q2.Lobby].At)
		d4 := s.Dist(s.Companies[q2.Lobby].At, s.Companies[q2.Destination].At)
		if d3 < 0 || d4 < 0 {
			continue
		}
		g2 := float64(windward.CEOPoints[k2]) + raceWeight
		if v2 := (gain + g2) / (cost + float64(d3+d4+overheadTiles)); v2 > v {
			v = v2
		}
	}
	if lobbyHasEnemy(s, k, q.Destination) {
		v *= enemyFactor
	}
	// A rival with no passenger that is closer and already heading there
	// will most likely take it first.
	for j := range s.Cars {
		o := &s.Cars[j]
		if j == i || o.Passenger >= 0 || !headingTo(o, lobby) {
			continue
		}
		if s.Dist(o.NextTile(), lobby) < d1 {
			v *= rivalFactor
		}
	}
	if k == b.want {
		v *= 1.25 // hysteresis: keep the plan unless clearly beaten
	}
	return v
}

// Act plans the trip and the cards.
func (b *Tycoon) Act(st sim.State, p sim.PlayerID) sim.Action {
	s := state(st)
	if s == nil {
		return nil
	}
	i := int(p)
	c := &s.Cars[i]
	o := &windward.Orders{}
	var target windward.Pt
	switch {
	case c.Passenger >= 0:
		b.want = -1
		dest := s.CEOs[c.Passenger].Destination
		target = s.Companies[dest].At
		// Line up the next ride at the destination itself: the drop-off
		// and a pick-up happen in the same stop, with no detour.
		o.PickUp = b.chainAt(s, i, dest)
	case c.Coffee <= 0:
		target, _ = nearestStore(s, i)
	default:
		best, bv := -1, 0.0
		for k := range s.CEOs {
			if v := b.tripValue(s, i, k); v > bv {
				best, bv = k, v
			}
		}
		if store, d := nearestStore(s, i); c.Coffee == 1 && store.X >= 0 && d <= 4 {
			target = store // a cheap top-up before the last serving runs out
			break
		}
		if best < 0 {
			return b.cards(s, i, o, -1)
		}
		b.want = best
		lobby := s.CEOs[best].Lobby
		target = s.Companies[lobby].At
		o.PickUp = []int{best}
		for k := range s.CEOs { // fall-backs waiting at the same stop
			if q := &s.CEOs[k]; k != best && q.Lobby == lobby && q.Car < 0 && !q.Done && !delivered(c, k) &&
				!lobbyHasEnemy(s, k, q.Destination) {
				o.PickUp = append(o.PickUp, k)
			}
		}
	}
	if target.X >= 0 && !headingTo(c, target) {
		o.Path = route(s, i, target)
	}
	return b.cards(s, i, o, b.want)
}

// cards adds at most one play (the server needs a tick between plays) and
// any useful draws.
func (b *Tycoon) cards(s *windward.State, i int, o *windward.Orders, want int) sim.Action {
	c := &s.Cars[i]
	if c.Immediate.Set {
		return finish(o)
	}
	play := func(ci windward.CardInst, player, passenger int) {
		co := windward.CardOrder{Action: "PLAY", Card: ci.Kind, Company: int(ci.Company), Passenger: int(ci.Passenger), Player: player}
		if passenger >= 0 {
			co.Passenger = passenger
		}
		o.Cards = append(o.Cards, co)
	}
	played := false
	for _, ci := range c.Hand {
		if !ci.OK || played {
			continue
		}
		switch ci.Kind {
		case windward.AllOtherCarsQuarterSpeed:
			play(ci, -1, -1)
			played = true
		case windward.StopCar, windward.ChangeDestination:
			if j := b.rival(s, i, ci.Kind == windward.ChangeDestination); j >= 0 {
				play(ci, j, -1)
				played = true
			}
		case windward.MovePassenger:
			if c.Passenger >= 0 {
				dest := s.CEOs[c.Passenger].Destination
				for _, e := range s.CEOs[c.Passenger].Enemies {
					if q := &s.CEOs[e]; q.Lobby == dest && q.Car < 0 && !q.Done {
						play(ci, -1, e)
						played = true
						break
					}
				}
			}
			if !played {
				// Otherwise spoil the pick-up a close rival is driving to.
				if k := b.rivalTarget(s, i, want); k >= 0 {
					play(ci, -1, k)
					played = true
				}
			}
		case windward.MultDeliveryQuarterSpeed:
			// ×1.5 for a trip at quarter speed is nearly free when other
			// players' cards keep the car slow for the whole trip anyway.
			if want >= 0 && c.Passenger < 0 && c.Coffee >= 2 && !c.NextStop.Set && c.Quarter {
				q := &s.CEOs[want]
				trip := s.Dist(s.Companies[q.Lobby].At, s.Companies[q.Destination].At) + distFrom(s, i, s.Companies[q.Lobby].At)
				if c.QuarterT > quarterTicksPerTile*trip {
					play(ci, -1, -1)
					played = true
				}
			}
		case windward.MultDeliverAtCompany, windward.MultDeliveringPassenger:
			if want >= 0 && c.Passenger < 0 && c.Coffee >= 2 && !c.NextStop.Set &&
				((ci.Kind == windward.MultDeliveringPassenger && int(ci.Passenger) == want) ||
					(ci.Kind == windward.MultDeliverAtCompany && int(ci.Company) == s.CEOs[want].Destination)) {
				play(ci, -1, -1)
				played = true
			}
		}
	}
	// Draw the useful cards up to the hand limit.
	room := s.HandLimit(i) - len(c.Hand)
	for _, pref := range []windward.Card{windward.AllOtherCarsQuarterSpeed, windward.MultDeliveryQuarterSpeed, windward.StopCar,
		windward.ChangeDestination, windward.MovePassenger, windward.MultDeliverAtCompany, windward.MultDeliveringPassenger} {
		for _, ci := range c.Deck {
			if room <= 0 {
				break
			}
			if ci.Kind == pref {
				o.Cards = append(o.Cards, windward.CardOrder{Action: "DRAW", Card: ci.Kind, Company: int(ci.Company),
					Passenger: int(ci.Passenger), Player: -1})
				room--
				if pref == windward.AllOtherCarsQuarterSpeed || pref == windward.StopCar || pref == windward.MultDeliveryQuarterSpeed ||
					pref == windward.ChangeDestination || pref == windward.MovePassenger {
					break // one card of each untargeted kind exists
				}
			}
		}
	}
	return finish(o)
}

// rival picks the car worth hurting: the other car closest to ending the
// round (most deliveries, then score). STOP_CAR works on any car away from
// stops and not within 3 tiles of its destination; CHANGE_DESTINATION needs
// a passenger, and is only worth it far from the destination.
func (b *Tycoon) rival(s *windward.State, i int, change bool) int {
	best, bs := -1, -1
	for j := range s.Cars {
		o := &s.Cars[j]
		if j == i || o.Flat > 0 {
			continue
		}
		if o.Passenger >= 0 {
			dest := s.Companies[s.CEOs[o.Passenger].Destination].At
			d := windward.Manhattan(o.Tile, dest)
			if d <= 3 || (change && d < 8) {
				continue
			}
		} else if change {
			continue
		}
		if t := s.Map.At(o.Tile).Type; t == windward.BusStop || t == windward.CoffeeStop {
			continue
		}
		// The other players' cars are the real competition; the seat
		// fillers are the original's weak built-in AI.
		sc := 10000*len(o.Delivered) + s.Score(j)
		if !o.Filler {
			sc += 1 << 20
		}
		if sc > bs {
			best, bs = j, sc
		}
	}
	return best
}

// chainAt lists the CEOs waiting at company comp worth taking next, best
// first (points per tile of their trip).
func (b *Tycoon) chainAt(s *windward.State, i, comp int) []int {
	c := &s.Cars[i]
	type cand struct {
		k int
		v float64
	}
	var cs []cand
	from := s.Companies[comp].At
	for k := range s.CEOs {
		q := &s.CEOs[k]
		if k == c.Passenger || q.Done || q.Car >= 0 || q.Lobby != comp || delivered(c, k) {
			continue
		}
		d := s.Dist(from, s.Companies[q.Destination].At)
		if d < 0 {
			continue
		}
		v := (float64(windward.CEOPoints[k]) + raceWeight) / float64(d+overheadTiles)
		if lobbyHasEnemy(s, k, q.Destination) {
			v *= enemyFactor
		}
		cs = append(cs, cand{k, v})
	}
	slices.SortStableFunc(cs, func(a, b cand) int { return cmp.Compare(b.v, a.v) })
	var out []int
	for _, x := range cs {
		out = append(out, x.k)
	}
	return out
}

// rivalTarget is the waiting CEO that another player's car (not a seat
// filler) with no passenger is about to pick up, when it is not the one we
// want ourselves.
func (b *Tycoon) rivalTarget(s *windward.State, i, want int) int {
	for j := range s.Cars {
		o := &s.Cars[j]
		if j == i || o.Filler || o.Passenger >= 0 || len(o.PickUp) == 0 {
			continue
		}
		k := o.PickUp[0]
		q := &s.CEOs[k]
		if k == want || q.Car >= 0 || q.Done || q.Lobby < 0 {
			continue
		}
		if d := s.Dist(o.NextTile(), s.Companies[q.Lobby].At); d >= 0 && d <= 6 {
			return k
		}
	}
	return -1
}

func finish(o *windward.Orders) sim.Action {
	if o.Path == nil && o.PickUp == nil && len(o.Cards) == 0 {
		return nil
	}
	return o
}
