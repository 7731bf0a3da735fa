package windward

import (
	"slices"

	"arena/sim"
)

// Event kinds emitted by Step and ApplyEdit.
const (
	KindPickup     sim.EventKind = "windward.pickup"
	KindDelivery   sim.EventKind = "windward.delivery"
	KindAbandon    sim.EventKind = "windward.abandon"
	KindRefusal    sim.EventKind = "windward.refusal"
	KindCoffee     sim.EventKind = "windward.coffee"
	KindCardPlayed sim.EventKind = "windward.card_played"
	// KindCardPending: a transit card was played and waits for the car's
	// next pick-up (reference §1.5), where KindCardPlayed follows.
	KindCardPending sim.EventKind = "windward.card_pending"
	KindCarStopped  sim.EventKind = "windward.car_stopped"
	KindUnstick     sim.EventKind = "windward.unstick"
	KindRoundEnd    sim.EventKind = "windward.round_end"
)

// EventKinds lists every kind the game emits.
var EventKinds = []sim.EventKind{KindPickup, KindDelivery, KindAbandon, KindRefusal, KindCoffee,
	KindCardPlayed, KindCardPending, KindCarStopped, KindUnstick, KindRoundEnd, sim.KindFault, sim.KindEdit}

// StopDetail is the Detail of pick-up, delivery, abandon, refusal and coffee
// events.
type StopDetail struct {
	Stop      string // company or store name
	Passenger string // CEO, when one is involved
	Status    string // the wire status
	Points    int    // milli-points earned, for deliveries
}

func (s *State) send(m Msg) { s.Msgs = append(s.Msgs, m) }

func (s *State) event(kind sim.EventKind, i int, d any) sim.Event {
	c := &s.Cars[i]
	return sim.Event{Tick: s.T, Kind: kind, Player: sim.PlayerID(i),
		X: float64(c.X) / UnitsPerTile, Y: float64(c.Y) / UnitsPerTile, Detail: d}
}

// lobbyHasEnemy reports whether an enemy of passenger p waits at company c
// (rule text: "A CEO refuses to disembark the limo at a bus stop that one of
// their enemies is at"; the check is one-way).
func (s *State) lobbyHasEnemy(p, c int) bool {
	for _, e := range s.CEOs[p].Enemies {
		if s.CEOs[e].Lobby == c && s.CEOs[e].Car < 0 && !s.CEOs[e].Done {
			return true
		}
	}
	return false
}

// arrive handles car i reaching the middle of a bus stop or coffee stop
// (reference §1.5).
func (s *State) arrive(i int, evs *[]sim.Event) {
	c := &s.Cars[i]
	k := int(s.topo.stopIdx[s.tileIndex(c.Tile)])
	if k == -1 {
		return // a bus stop without a company does nothing (reference §1.5)
	}
	// Step 1: stopping at a company or store makes the hand playable (rule
	// text: "the card cannot be played until you stop at a company or coffee store").
	for h := range c.Hand {
		c.Hand[h].OK = true
	}
	if k <= -2 {
		store := s.Stores[-k-2].Name
		if c.Passenger >= 0 {
			// Rule text: "You cannot restock with a passenger in the car."
			s.send(Msg{To: i, About: i, Status: "COFFEE_STORE_NO_STOCK_UP"})
			*evs = append(*evs, s.event(KindRefusal, i, StopDetail{Stop: store, Status: "COFFEE_STORE_NO_STOCK_UP"}))
			return
		}
		c.Coffee = 3
		s.send(Msg{To: -1, About: i, Status: "COFFEE_STORE_CAR_RESTOCKED"})
		*evs = append(*evs, s.event(KindCoffee, i, StopDetail{Stop: store, Status: "COFFEE_STORE_CAR_RESTOCKED"}))
		s.NextStatus = s.T + s.Rules.StatusEvery
		return
	}
	comp := k
	status := "PASSENGER_NO_ACTION"
	dropped, abandoned := false, -1
	if p := c.Passenger; p >= 0 {
		ps := &s.CEOs[p]
		if s.lobbyHasEnemy(p, comp) {
			status = "PASSENGER_REFUSED_ENEMY"
			*evs = append(*evs, s.event(KindRefusal, i, StopDetail{Stop: CompanyNames[comp], Passenger: CEONames[p], Status: status}))
		} else {
			// The passenger drinks a coffee per transit (rule text, coffee).
			c.Coffee--
			c.Passenger = -1
			ps.Car, ps.Lobby = -1, comp
			dropped = true
			if comp == ps.Destination {
				pts := CEOPoints[p] * 1000
				pts += s.transitBonus(i, p, comp)
				c.Points += pts
				c.Delivered = append(c.Delivered, p)
				ps.Deliveries++
				ps.DroppedBy, ps.DroppedAt = -1, -1
				if len(ps.Route) == 0 {
					// Rule text: a CEO who has visited all 12 offices can
					// no longer be transported.
					ps.Done, ps.Lobby = true, -1
				} else {
					ps.Destination, ps.Route = ps.Route[0], ps.Route[1:]
					if s.Rules.LeaveWhenRouteEmpties && len(ps.Route) == 0 {
						// Reference §1.5 (classic): the route ran out, so the
						// CEO leaves play; its last leg never happens.
						ps.Done, ps.Lobby = true, -1
					}
				}
				status = "PASSENGER_DELIVERED"
				*evs = append(*evs, s.event(KindDelivery, i, StopDetail{Stop: CompanyNames[comp], Passenger: CEONames[p], Status: status, Points: pts}))
			} else {
				// Rule text: abandoning elsewhere is a transit with no points.
				ps.DroppedBy, ps.DroppedAt = i, comp
				abandoned = p
				status = "PASSENGER_ABANDONED"
				*evs = append(*evs, s.event(KindAbandon, i, StopDetail{Stop: CompanyNames[comp], Passenger: CEONames[p], Status: status}))
			}
			if c.Transit.Set {
				// Rule text: a transit card doubles the coffee drunk.
				c.Coffee--
				if c.Transit.Kind == MultDeliveryQuarterSpeed && c.QuarterT <= 0 {
					c.Quarter = false
				}
				c.Transit = CardInst{}
			}
			c.Coffee = max(c.Coffee, 0)
		}
	}
	if c.Passenger < 0 {
		for idx, p := range c.PickUp {
			ps := &s.CEOs[p]
			if ps.Lobby != comp || ps.Car >= 0 || ps.Done || slices.Contains(c.Delivered, p) || p == abandoned {
				continue
			}
			if c.Coffee <= 0 {
				// Rule text: after three transits the car must restock.
				if dropped {
					status = "PASSENGER_DELIVERED_AND_PICK_UP_REFUSED"
				} else {
					status = "PASSENGER_REFUSED_NO_COFFEE"
				}
				*evs = append(*evs, s.event(KindRefusal, i, StopDetail{Stop: CompanyNames[comp], Passenger: CEONames[p], Status: status}))
				break
			}
			c.PickUp = slices.Delete(slices.Clone(c.PickUp), idx, idx+1)
			c.Passenger = p
			ps.Car, ps.Lobby, ps.TripStart = i, -1, comp
			if dropped {
				status = "PASSENGER_DELIVERED_AND_PICKED_UP"
			} else {
				status = "PASSENGER_PICKED_UP"
			}
			*evs = append(*evs, s.event(KindPickup, i, StopDetail{Stop: CompanyNames[comp], Passenger: CEONames[p], Status: status}))
			s.applyNextStop(i, evs)
			break
		}
	}
	s.enforceHandLimit(i)
	s.send(Msg{To: -1, About: i, Status: status})
	s.NextStatus = s.T + s.Rules.StatusEvery
}
