package windward

import (
	"math"

	"arena/sim/windward"
)

// The travel model, in ticks. Tycoon ranks trips by points per tick, so it
// needs times rather than tile counts: a stop costs as much as several
// tiles, quarter speed makes a leg four times as long and a flat tyre adds
// its countdown. The figures were measured over seeded sessions on the
// shipped cities with the built-ins and seat fillers.
const (
	// tileTicks is the average time to cross a tile at full speed: 24 ticks
	// on a straight, more in turns, at lights, at stop signs and behind
	// other cars (trips of about 19 tiles took about 36 ticks a tile).
	tileTicks = 36
	// stopTicks is the time a bus or coffee stop costs: half a U-turn in,
	// the stop, the restart at speed 1 and the other half out.
	stopTicks = 100
	// lobbyWait is how long a passenger waits in a lobby before some car
	// picks it up (about 2,400 ticks on average). An enemy waiting at a
	// destination blocks a drop-off for about that long.
	lobbyWait = 2400
	// unseenPickup is the time scale of pick-ups by cars not yet driving to
	// a lobby: a passenger nobody is heading for still tends to be gone
	// after a few thousand ticks.
	unseenPickup = 6000
)

// clock follows one car's time along a plan: ticks from now, and how much
// of that time the car will still be at quarter speed.
type clock struct {
	t       int // ticks from now
	quarter int // quarter-speed ticks left at t
	slow    bool
	// slow keeps the car at quarter speed to the end of the current leg,
	// as a MULT_DELIVERY_QUARTER_SPEED transit does until the drop-off.
}

// clockOf starts a clock for car c: a flat tyre first (both timers run
// down together, so quarter-speed time spent flat is lost), then whatever
// quarter-speed time is left.
func clockOf(c *windward.Car) clock {
	k := clock{t: c.Flat}
	if c.Quarter {
		k.quarter = max(c.QuarterT-c.Flat, 0)
		k.slow = c.Transit.Set && c.Transit.Kind == windward.MultDeliveryQuarterSpeed
	}
	return k
}

// drive advances the clock by n tiles of driving.
func (k *clock) drive(n int) {
	full := n * tileTicks
	switch {
	case k.slow:
		k.t += 4 * full
		k.quarter = max(k.quarter-4*full, 0)
	case k.quarter >= 4*full:
		k.t += 4 * full
		k.quarter -= 4 * full
	default:
		// The quarter-speed part covers a quarter of its duration.
		k.t += k.quarter + full - k.quarter/4
		k.quarter = 0
	}
}

// stop advances the clock by one stop; a drop-off ends a slow transit.
func (k *clock) stop(dropOff bool) {
	if k.slow {
		k.t += 4 * stopTicks
	} else {
		k.t += stopTicks
	}
	k.quarter = max(k.quarter-stopTicks, 0)
	if dropOff {
		k.slow = false
	}
}

// unreachable stands for a stop that cannot be reached.
const unreachable = 1 << 20

// boundFor returns the stop car j is driving to, read from the end of its
// path (paths end at a stop or one tile back out of it). A wire client
// would guess the same from the car's heading and the status messages.
func boundFor(s *windward.State, j int) (windward.Pt, bool) {
	p := s.Cars[j].Path
	for k := len(p) - 1; k >= 0 && k >= len(p)-2; k-- {
		if t := s.Map.At(p[k]).Type; t == windward.BusStop || t == windward.CoffeeStop {
			return p[k], true
		}
	}
	return windward.Pt{}, false
}

// tilesFrom is the driving distance in tiles from car j's position to a
// stop: 0 while it is pulling into that stop, else the rest of its tile
// plus the way from the next one.
func tilesFrom(s *windward.State, j int, stop windward.Pt) int {
	c := &s.Cars[j]
	if pullingInto(c, stop) {
		return 0
	}
	d := s.Dist(c.NextTile(), stop)
	if d < 0 {
		return unreachable
	}
	return d + 1
}

// pullingInto reports whether car c is in the tile of a stop before the
// stop event half way round it: it stops there whatever path it has.
func pullingInto(c *windward.Car, stop windward.Pt) bool {
	return c.Tile == stop && c.Step < windward.UnitsPerTile && c.Out == c.In.Reverse()
}

// dist is the driving distance between two stops, unreachable when none.
func dist(s *windward.State, a, b windward.Pt) int {
	if a == b {
		return 0
	}
	d := s.Dist(a, b)
	if d < 0 {
		return unreachable
	}
	return d
}

// etaOf is when car j reaches a stop, or unreachable.
func etaOf(s *windward.State, j int, stop windward.Pt) int {
	n := tilesFrom(s, j, stop)
	if n >= unreachable {
		return unreachable
	}
	k := clockOf(&s.Cars[j])
	k.drive(n)
	return k.t
}

// world is what one decision knows beyond the state: for every lobby the
// passengers waiting there and when other cars able to take one will
// arrive, and when each carrying car will reach its drop-off. It is built
// once per Act so that ranking trips stays cheap.
type world struct {
	s       *windward.State
	me      int
	waiting [windward.NumCompanies]int
	takers  [windward.NumCompanies][]int // arrival ticks, ascending
	arrive  [windward.NumPlayers]int     // carrying cars' arrival at the destination
	rival   int                          // the other player most worth slowing down
	// freesRival marks the one enemy blocking the rival's drop-off (taking
	// it would free the rival); blocksRival marks the enemies of the
	// rival's passenger bound for its destination (delivering one there
	// first blocks the rival).
	freesRival, blocksRival [windward.NumCompanies]bool
	// takerBuf backs takers (at most one arrival per other car), and
	// tripBuf what trips returns: a Tycoon reuses its world every turn.
	takerBuf [windward.NumCompanies][windward.NumPlayers]int
	tripBuf  []trip
}

// newWorld surveys the state for seat me.
func newWorld(s *windward.State, me int) *world {
	w := &world{}
	w.survey(s, me)
	return w
}

// survey makes w the world of seat me in s, reusing w's buffers.
func (w *world) survey(s *windward.State, me int) {
	w.s, w.me, w.waiting, w.arrive, w.rival = s, me, [windward.NumCompanies]int{}, [windward.NumPlayers]int{}, 0
	w.freesRival, w.blocksRival = [windward.NumCompanies]bool{}, [windward.NumCompanies]bool{}
	for k := range w.takers {
		w.takers[k] = w.takerBuf[k][:0]
	}
	for k := range s.CEOs {
		if q := &s.CEOs[k]; q.Lobby >= 0 && q.Car < 0 && !q.Done {
			w.waiting[q.Lobby]++
		}
	}
	for j := range s.Cars {
		o := &s.Cars[j]
		w.arrive[j] = unreachable
		if o.Passenger >= 0 {
			w.arrive[j] = etaOf(s, j, s.Companies[s.CEOs[o.Passenger].Destination].At)
		}
		if j == me {
			continue
		}
		to, ok := boundFor(s, j)
		if !ok {
			continue
		}
		comp := companyAt(s, to)
		coffee := o.Coffee
		if o.Passenger >= 0 {
			coffee-- // the drop-off comes first
		}
		if comp < 0 || coffee <= 0 {
			continue
		}
		w.takers[comp] = insertSorted(w.takers[comp], etaOf(s, j, to))
	}
	w.rival = w.findRival()
	if r := w.rival; r >= 0 && s.Cars[r].Passenger >= 0 {
		p := s.Cars[r].Passenger
		dest := s.CEOs[p].Destination
		if es := enemiesAt(s, p, dest); len(es) == 1 {
			w.freesRival[es[0]] = true
		}
		for _, e := range s.CEOs[p].Enemies {
			if q := &s.CEOs[e]; q.Destination == dest && q.Car < 0 && !q.Done {
				w.blocksRival[e] = true
			}
		}
	}
}

func insertSorted(xs []int, x int) []int {
	i := len(xs)
	xs = append(xs, x)
	for i > 0 && xs[i-1] > x {
		xs[i] = xs[i-1]
		i--
	}
	xs[i] = x
	return xs
}

// companyAt is the company whose bus stop is at p, or -1.
func companyAt(s *windward.State, p windward.Pt) int {
	for k := range s.Companies {
		if s.Companies[k].At == p {
			return k
		}
	}
	return -1
}

// survival is the chance that passenger q, waiting in a lobby now, is
// still there t ticks from now. Each car driving to that lobby and able to
// take someone arriving before t takes one of the m waiting passengers
// (so n such cars leave (m−n)/m of the chance), and cars not yet on their
// way take some more as time passes.
func (w *world) survival(q, t int) float64 {
	ps := &w.s.CEOs[q]
	if ps.Car >= 0 || ps.Done || ps.Lobby < 0 {
		return 0
	}
	m := w.waiting[ps.Lobby]
	n := 0
	for _, tj := range w.takers[ps.Lobby] {
		if tj >= t {
			break
		}
		n++
	}
	if n >= m {
		return 0
	}
	return float64(m-n) / float64(m) * math.Exp(-float64(t)/unseenPickup)
}

// blockedOdds is the chance that passenger k cannot get out at company
// comp when the car arrives t ticks from now: an enemy of k waits there
// and has not been picked up by then, or another car carrying an enemy to
// that company drops it there first (enemies ride-sharing).
func (w *world) blockedOdds(k, comp, t int) float64 {
	free := 1.0
	for _, e := range w.s.CEOs[k].Enemies {
		q := &w.s.CEOs[e]
		switch {
		case q.Done:
		case q.Car < 0 && q.Lobby == comp:
			free *= 1 - w.survival(e, t)
		case q.Car >= 0 && q.Car != w.me && q.Destination == comp:
			if tj := w.arrive[q.Car]; tj < t {
				free *= 1 - math.Exp(-float64(t-tj)/lobbyWait)
			}
		}
	}
	return 1 - free
}

// enemiesAt lists the enemies of passenger k waiting at company comp now.
func enemiesAt(s *windward.State, k, comp int) []int {
	var out []int
	for _, e := range s.CEOs[k].Enemies {
		if q := &s.CEOs[e]; q.Lobby == comp && q.Car < 0 && !q.Done {
			out = append(out, e)
		}
	}
	return out
}

// eligible reports whether car i may pick up passenger k now: waiting in a
// lobby and not yet delivered by i this round.
func eligible(s *windward.State, i, k int) bool {
	q := &s.CEOs[k]
	return !q.Done && q.Car < 0 && q.Lobby >= 0 && !delivered(&s.Cars[i], k)
}
