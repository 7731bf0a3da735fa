package windward

import (
	"arena/sim"
	"arena/sim/windward"
)

// Sample is the plain built-in: it takes the nearest waiting passenger,
// drives the shortest path to the destination, restocks coffee when it runs
// out and never plays a card.
type Sample struct{}

// NewSample returns a Sample bot (it uses no randomness).
func NewSample(seed uint64) *Sample { return &Sample{} }

// Act plans the next trip when it has none.
func (b *Sample) Act(st sim.State, p sim.PlayerID) sim.Action {
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
		target = s.Companies[s.CEOs[c.Passenger].Destination].At
	case c.Coffee <= 0:
		target, _ = nearestStore(s, i)
	default:
		best, bd := -1, 1<<30
		for k := range s.CEOs {
			q := &s.CEOs[k]
			if q.Done || q.Car >= 0 || q.Lobby < 0 || delivered(c, k) {
				continue
			}
			stop := s.Companies[q.Lobby].At
			if stop == c.Tile && c.Step > windward.UnitsPerTile {
				continue // just stopped there
			}
			if d := distFrom(s, i, stop); d < bd {
				best, bd = k, d
			}
		}
		if best < 0 {
			return nil
		}
		target = s.Companies[s.CEOs[best].Lobby].At
		o.PickUp = []int{best}
	}
	if target.X < 0 {
		return nil
	}
	if !headingTo(c, target) {
		o.Path = route(s, i, target)
	}
	if o.Path == nil && o.PickUp == nil {
		return nil
	}
	return o
}
