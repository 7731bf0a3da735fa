package windward

import (
	"slices"

	"arena/sim"
)

// Spacing and look-ahead distances in map units.
const (
	carGap       = 22  // centre to centre: one car length (12) plus the gap (rule text: "1 car length between cars")
	signClear    = 42  // rule text: "no car within 42 map units of the intersection"
	oncomingSpan = 114 // reference §1.8: left turns wait for an oncoming car within 114 steps
	stopLook     = 3   // path tiles looked through for a stop the car must not follow another into
	frontReach   = 6   // the front bumper is 6 units ahead of the centre
	// lookAhead is how far along its own future a car looks for another
	// car's tail (reference §1.8: 18 steps; Engine.cs MoveLimo: centre to
	// front plus one car length).
	lookAhead = 18
	// tailSteps is how many positions behind a car's centre its tail
	// covers (Limo.cs NUM_TAIL = 7).
	tailSteps = 7
	// quarterUnits is the side of a quarter tile, the collision cell
	// (reference §1.1: "quarter tile = 12×12 units, used for car spacing").
	quarterUnits = UnitsPerTile / 2
)

// allowedExits lists the headings a car entering tile p heading in may
// leave by: a dead end forces a U-turn; elsewhere a U-turn is never chosen
// at random (reference §1.8).
func (s *State) allowedExits(p Pt, in Dir) []Dir {
	t := s.Map.At(p)
	if t.Exits() == 1 {
		return []Dir{in.Reverse()}
	}
	var out []Dir
	for _, d := range [3]Dir{in, in.Right(), in.Left()} {
		if s.Map.CanMove(p, d) {
			out = append(out, d)
		}
	}
	if len(out) == 0 {
		out = append(out, in.Reverse())
	}
	return out
}

// chooseExitFree picks an exit ignoring the path: straight on if possible.
func (s *State) chooseExitFree(i int, p Pt, in Dir) Dir {
	return s.allowedExits(p, in)[0]
}

// enterTile consumes the path on entering c.Tile and locks the exit (rule
// text: "once a car is moving through a tile it is locked until it exits").
// It reports whether the car has no usable path (a NO_PATH status is due).
func (s *State) enterTile(i int) (noPath bool) {
	c := &s.Cars[i]
	m := s.Map
	t := m.At(c.Tile)
	if k := indexOf(c.Path, c.Tile); k >= 0 {
		c.Path = c.Path[k+1:]
	}
	if len(c.Path) > 0 {
		d, adj := c.Tile.DirTo(c.Path[0])
		if adj && m.CanMove(c.Tile, d) {
			if d == c.In.Reverse() && t.Exits() > 1 && !t.IsStraight() && !s.Rules.UTurnAnywhere {
				// Rule text, "Vehicle paths" 2: U-turns only on entering a
				// straight tile, so carry on and come back from there.
				f := s.allowedExits(c.Tile, c.In)[0]
				c.Path = append([]Pt{c.Tile.Add(f), c.Tile}, c.Path...)
				c.Out = f
				return false
			}
			c.Out = d
			return false
		}
		// Rule text, "Vehicle paths" 5: a discontinuous or illegal step
		// discards the rest of the path.
		c.Path = nil
	}
	// Rule text, "Vehicle paths" 3: with no path the car moves randomly.
	ex := s.allowedExits(c.Tile, c.In)
	c.Out = ex[s.rand().IntN(len(ex))]
	return true
}

// backTile is the tile under the car's rear bumper, frontReach units behind
// its centre: the tile it came from while it is still entering this one.
func (c *Car) backTile() Pt {
	if c.Step < frontReach {
		return c.Tile.Add(c.In.Reverse())
	}
	return c.Tile
}

// frontTile is the tile under the car's front bumper, frontReach units
// ahead of its centre along its movement.
func (c *Car) frontTile() Pt {
	if moveLen(c.In, turnOf(c.In, c.Out))-c.Step < frontReach {
		return c.NextTile()
	}
	return c.Tile
}

// passable reports whether car i may drive through car j: j has a flat
// tyre, or is at quarter speed while i is not, and i will be past j before
// j recovers (rule text, movement 9; Engine.cs MoveLimo: steps to reach the
// leader plus steps to be a tail's length ahead, against the flat-tyre or
// quarter-speed timer). Under the rule text a car slowed by its own
// MULT_DELIVERY_QUARTER_SPEED card stays slow until its drop-off, so it is
// always passed; the original counts only the timer (Rules.PassTransitSlowed).
func (s *State) passable(i, j int) bool {
	a, b := &s.Cars[i], &s.Cars[j]
	if b.Flat <= 0 && (!b.Quarter || a.Quarter) {
		return false
	}
	mi := s.maxSpeedOf(i)
	diff := mi
	if b.Flat <= 0 {
		diff = mi - s.maxSpeedOf(j)
	}
	if diff <= 0 {
		return false
	}
	toLeader := abs(a.X-b.X) + abs(a.Y-b.Y)
	toPass := 2*tailSteps*100/diff + 1 // Engine.cs: NUM_TAIL·2 / (speed difference) + 1
	need := (toLeader+toPass)*6 + 1
	if b.Flat > 0 {
		return need < b.Flat
	}
	if s.Rules.PassTransitSlowed && b.Transit.Set && b.Transit.Kind == MultDeliveryQuarterSpeed {
		return true
	}
	return need < b.QuarterT
}

// rightOfWay decides which of two cars holding each other goes first: a
// car in a U-turn or a left turn before one going straight or right, else
// the lower seat.
func (s *State) rightOfWay(i, j int) bool {
	turning := func(k int) bool {
		t := turnOf(s.Cars[k].In, s.Cars[k].Out)
		return t == UTurn || t == LeftTurn
	}
	if ti, tj := turning(i), turning(j); ti != tj {
		return ti
	}
	return i < j
}

// cell is a quarter tile, the unit of collision (reference §1.1).
type cell struct{ X, Y int }

func cellOf(x, y int) cell {
	return cell{floorDiv(x, quarterUnits), floorDiv(y, quarterUnits)}
}

func floorDiv(a, b int) int {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

// nextExit is the heading a car entering tile n heading in will leave by,
// as far as can be foreseen: toward the path's tile after n when Path[k] is
// n, else straight on, else the only way on (a bend or a dead end). ok is
// false at the base of a T with no path (Engine.cs PrepareToMove:
// GetStraightNext returns NONE and the future ends).
func (s *State) nextExit(i, k int, n Pt, in Dir) (Dir, bool) {
	c := &s.Cars[i]
	if k+1 < len(c.Path) && c.Path[k] == n {
		if d, adj := n.DirTo(c.Path[k+1]); adj && s.Map.CanMove(n, d) {
			return d, true
		}
	}
	t := s.Map.At(n)
	if t.Exits() == 1 {
		return in.Reverse(), true
	}
	if s.Map.CanMove(n, in) {
		return in, true
	}
	if t.Exits() == 2 {
		for _, d := range [2]Dir{in.Right(), in.Left()} {
			if s.Map.CanMove(n, d) {
				return d, true
			}
		}
	}
	return 0, false
}

// future appends to buf the quarter tiles car i's centre will cover in its
// next lookAhead steps, starting with the one it is in (Engine.cs
// PrepareToMove and MoveLimo: the future walked for 18 steps). The future
// ends at the entry of a stop-sign crossing, as the original's does.
func (s *State) future(i, look int, buf []cell) []cell {
	c := &s.Cars[i]
	add := func(x, y int) {
		q := cellOf(x, y)
		if len(buf) == 0 || buf[len(buf)-1] != q {
			buf = append(buf, q)
		}
	}
	add(c.X, c.Y)
	tile, in, out, step, k := c.Tile, c.In, c.Out, c.Step, 0
	mv := movements()[in][turnOf(in, out)]
	for n := 0; n < look; n++ {
		if step+1 >= len(mv) {
			nt := tile.Add(out)
			if !s.Map.In(nt) || s.Map.At(nt).StopSigns&(1<<out.Reverse()) != 0 {
				break
			}
			ex, ok := s.nextExit(i, k, nt, out)
			if !ok {
				break
			}
			tile, in, out, step, k = nt, out, ex, 0, k+1
			mv = movements()[in][turnOf(in, out)]
		}
		step++
		p := mv[step]
		add(tile.X*UnitsPerTile+int(p.X), tile.Y*UnitsPerTile+int(p.Y))
	}
	return buf
}

// tail appends to buf the quarter tiles of car j's last tailSteps
// positions behind its centre (Limo.cs TailQuarter). Before the entry of
// its tile the car is taken to have come along its lane.
func (s *State) tail(j int, buf []cell) []cell {
	c := &s.Cars[j]
	mv := movements()[c.In][turnOf(c.In, c.Out)]
	for k := 1; k <= tailSteps; k++ {
		var x, y int
		if st := c.Step - k; st >= 0 {
			p := mv[st]
			x, y = c.Tile.X*UnitsPerTile+int(p.X), c.Tile.Y*UnitsPerTile+int(p.Y)
		} else {
			lane := movements()[c.In][Straight]
			p := lane[len(lane)-1+st]
			from := c.Tile.Add(c.In.Reverse())
			x, y = from.X*UnitsPerTile+int(p.X), from.Y*UnitsPerTile+int(p.Y)
		}
		q := cellOf(x, y)
		if len(buf) == 0 || buf[len(buf)-1] != q {
			buf = append(buf, q)
		}
	}
	return buf
}

// blockedByCar returns a car whose tail lies in car i's future, or -1
// (reference §1.8 spacing; Engine.cs MoveLimo: "see if we hit anyone's tail
// with our future", quarter tiles for collision detection). Cars in
// opposite lanes drive in different quarter tiles, so they never hold each
// other, on straights or in bends.
func (s *State) blockedByCar(i int) int {
	c := &s.Cars[i]
	var fb, tb [2 * lookAhead]cell
	fut := s.future(i, lookAhead, fb[:0])
	reach := lookAhead + tailSteps + UnitsPerTile
	for j := range s.Cars {
		if j == i {
			continue
		}
		o := &s.Cars[j]
		if abs(o.X-c.X) > reach || abs(o.Y-c.Y) > reach {
			continue
		}
		tl := s.tail(j, tb[:0])
		hit := false
		for _, q := range fut {
			for _, t := range tl {
				if q == t {
					hit = true
					break
				}
			}
			if hit {
				break
			}
		}
		if !hit || s.passable(i, j) {
			continue
		}
		if o.BlockedBy == i && s.rightOfWay(i, j) {
			// Two cars that hold each other (a U-turn meeting an oncoming
			// car, a left turn across one): the one already turning goes
			// on and the other waits for it, so the pair never waits for
			// the unstick push (rule text, movement 8 is the last resort).
			continue
		}
		return j
	}
	return -1
}

// occupied reports a car other than i in crossing n, with its tail in it, or
// cleared to enter it and not held back by a car (a car waiting behind
// another keeps no claim on the crossing, else the two claims can hold each
// other until the unstick).
func (s *State) occupied(i int, n Pt) int {
	ni := s.tileIndex(n)
	for j := range s.Cars {
		o := &s.Cars[j]
		if j == i || o.Flat > 0 {
			continue
		}
		if o.Tile == n || (o.Cleared == ni && o.BlockedBy < 0) || (o.Prev == n && o.Step < tailSteps) {
			return j
		}
	}
	return -1
}

// approaching reports whether car j will enter n within span map units, and
// from which side.
func (s *State) approaching(j int, n Pt, span int) (Dir, bool) {
	o := &s.Cars[j]
	if o.Tile == n || o.Flat > 0 {
		return 0, false
	}
	cx, cy := n.X*UnitsPerTile+12, n.Y*UnitsPerTile+12
	dist := abs(o.X-cx) + abs(o.Y-cy) - 12
	if dist > span {
		return 0, false
	}
	prev := o.Tile
	if o.NextTile() == n {
		return o.Out, true
	}
	for k, q := range o.Path {
		if k > span/UnitsPerTile+1 {
			break
		}
		if q == n {
			if d, ok := prev.DirTo(q); ok {
				return d, true
			}
			return 0, false
		}
		prev = q
	}
	return 0, false
}

// plannedTurn is the turn car i will make in crossing n, from its path.
func (s *State) plannedTurn(i int, n Pt) (Turn, bool) {
	c := &s.Cars[i]
	if len(c.Path) >= 2 && c.Path[0] == n {
		if d, ok := n.DirTo(c.Path[1]); ok {
			return turnOf(c.Out, d), true
		}
	}
	return Straight, false
}

// mayEnter decides whether car i's front may enter crossing n now
// (rule text, movement 4–7; reference §1.8).
func (s *State) mayEnter(i int, n Pt) (ok bool, by int) {
	c := &s.Cars[i]
	t := s.Map.At(n)
	h := c.Out
	occBy := s.occupied(i, n)
	occ := occBy >= 0
	if li := s.topo.lightIdx[s.tileIndex(n)]; li >= 0 {
		l := &s.Lights[li]
		if !l.GreenFor(h) {
			if occ {
				// Movement 4: the car stops and the other direction turns yellow.
				if *l == NSGreen {
					*l = NSYellow
				} else if *l == EWGreen {
					*l = EWYellow
				}
				return false, occBy
			}
			// Movement 4: with nobody inside, the light turns green for it.
			if h == North || h == South {
				*l = NSGreen
			} else {
				*l = EWGreen
			}
		}
	}
	if t.StopSigns&(1<<h.Reverse()) != 0 {
		// Movement 5: a full stop first, even if everything is clear.
		if !c.SignStop {
			c.SignStop = true
			c.Speed = 0
			return false, -1
		}
		// It goes when nobody is in the crossing and no car on a road
		// without a sign will enter it within 42 units (reference §1.8).
		if occ {
			return false, occBy
		}
		for j := range s.Cars {
			if j == i || s.waitsFor(j, i) {
				continue
			}
			if d, ok := s.approaching(j, n, signClear); ok && t.StopSigns&(1<<d.Reverse()) == 0 {
				return false, j
			}
		}
	}
	if tr, ok := s.plannedTurn(i, n); ok && (tr == LeftTurn || tr == UTurn) {
		// Movement 7: a left turn yields to oncoming cars and waits until
		// the crossing is clear; of two opposing left turns the first to
		// arrive goes.
		for j := range s.Cars {
			if j == i {
				continue
			}
			o := &s.Cars[j]
			if o.stopped() && o.frontTile() != n {
				// Engine.cs MoveLimo: "if they're stopped, not an issue"
				// unless the stopped car's front is in the crossing.
				continue
			}
			if o.Tile == n && !s.passable(i, j) {
				// Engine.cs MoveLimo: any car whose centre is in the
				// crossing, from any side, holds a turn across it. A car
				// whose tail alone is still there (it has driven on) or
				// that is only cleared to enter from the side does not:
				// "side traffic is ignored" (reference §1.8). A car with a
				// flat tyre that i will be past before it recovers is
				// driven through (rule text, movement 9).
				return false, j
			}
			d, ok := s.approaching(j, n, oncomingSpan)
			if !ok || d != h.Reverse() || s.waitsFor(j, i) {
				continue
			}
			if ot, ok2 := s.plannedTurn(j, n); ok2 && (ot == LeftTurn || ot == UTurn) && !s.firstAt(j, i) {
				// Rule text, movement 7: of two opposing left turns the
				// one at the crossing first turns and the other waits.
				continue
			}
			return false, j
		}
	}
	if by := s.stopTaken(i, n); by >= 0 {
		return false, by
	}
	return true, -1
}

// stopTaken returns a car that has the bus or coffee stop car i's path
// leads into from tile n (a crossing, or the road before the stop) before
// it, or -1: one in the stop, or one on the road between heading in. A stop
// is a dead end that holds one car on its U-turn loop: a car that followed
// another in would stand in the crossing or across the lane the first
// leaves by, and the two would hold each other until the unstick (rule
// text, movement 8: cars "jammed up if several are trying to get in 1 bus
// stop at the same time"). Windwardopolis drivers are safe ones (rule text,
// movement 1 and 6): the second waits outside until the stop is free.
func (s *State) stopTaken(i int, n Pt) int {
	c := &s.Cars[i]
	if !s.Rules.WaitForStop || len(c.Path) < 2 || c.Path[0] != n {
		return -1
	}
	for k := 1; k < len(c.Path) && k <= stopLook; k++ {
		t := s.Map.At(c.Path[k])
		if t.IsCrossing() {
			return -1 // that crossing's own entry decides
		}
		if t.Type != BusStop && t.Type != CoffeeStop {
			continue
		}
		stop := c.Path[k]
		if stop == c.Tile || slices.Contains(c.Path[1:k], c.Tile) {
			// The stop it is leaving and turns back into, or one its path
			// comes back to through the tile it stands on: it is in the
			// lane the stop's car leaves by, so waiting for that car would
			// hold it in the stop.
			return -1
		}
		for j := range s.Cars {
			o := &s.Cars[j]
			if j == i || o.Flat > 0 {
				continue
			}
			if o.Tile == stop {
				return j
			}
			for m := 0; m < k; m++ {
				// A car turning straight back into the stop it has just
				// left (a bot circling the stop to wait there) would
				// starve the one waiting for it, so it does not count.
				if o.Tile == c.Path[m] && o.NextTile() == c.Path[m+1] && o.Prev != stop {
					return j
				}
			}
		}
		return -1
	}
	return -1
}

// waitsFor reports whether car j stands at the edge of a crossing waiting,
// directly or through the cars it waits for, for car i: it will not come in
// before i has gone, so i need not yield to it (else they wait on each other
// until the unstick).
func (s *State) waitsFor(j, i int) bool {
	if s.Cars[j].WaitSince < 0 {
		return false
	}
	for k, b := 0, s.Cars[j].BlockedBy; k < NumPlayers && b >= 0; k++ {
		if b == i {
			return true
		}
		b = s.Cars[b].BlockedBy
	}
	return false
}

// stopped reports whether a car stood still on the last tick (or has a
// flat tyre): the original's IsStopped. Speed cannot tell, since every car
// has already accelerated for this tick when others look at it.
func (c *Car) stopped() bool { return c.Flat > 0 || c.Held > 0 }

// firstAt reports whether car j has waited at its crossing since before car
// i did (ties go to the lower seat): a car not yet waiting is not first.
func (s *State) firstAt(j, i int) bool {
	wj, wi := s.Cars[j].WaitSince, s.Cars[i].WaitSince
	switch {
	case wj < 0:
		return false
	case wi < 0:
		return true
	}
	return wj < wi || (wj == wi && j < i)
}

// advance moves car i one unit step, entering the next tile at the edge and
// firing the stop event half way round a bus or coffee stop. It reports
// whether the car stopped at a stop.
func (s *State) advance(i int, evs *[]sim.Event) (stopped bool) {
	c := &s.Cars[i]
	c.Step++
	if c.Step >= moveLen(c.In, turnOf(c.In, c.Out)) {
		c.Prev = c.Tile
		c.Tile = c.NextTile()
		c.In = c.Out
		c.Step = 0
		c.SignStop = false
		c.WaitSince = -1
		if c.Cleared == s.tileIndex(c.Tile) {
			c.Cleared = -1
		}
		if s.enterTile(i) {
			s.send(Msg{To: i, About: i, Status: "NO_PATH"})
		}
		// Reference §1.8: entering a slower movement clips the speed at once.
		if mx := s.maxSpeedOf(i); c.Speed > mx {
			c.Speed = mx
		}
	}
	s.updatePos(i)
	if c.Step == UnitsPerTile && turnOf(c.In, c.Out) == UTurn {
		if tt := s.Map.At(c.Tile).Type; tt == BusStop || tt == CoffeeStop {
			s.arrive(i, evs)
			c.Speed, c.Accrued = speedRestart, 0
			return true
		}
	}
	return false
}

func (s *State) maxSpeedOf(i int) int {
	c := &s.Cars[i]
	mx := maxSpeed(turnOf(c.In, c.Out))
	if c.Quarter {
		mx /= 4 // rule text: "reduced to ¼ the normal speed"
	}
	return mx
}

// tryStep moves car i one step if nothing holds it back.
func (s *State) tryStep(i int, evs *[]sim.Event) (moved, stopped, atCrossing bool) {
	c := &s.Cars[i]
	L := moveLen(c.In, turnOf(c.In, c.Out))
	n := c.NextTile()
	if ni := s.tileIndex(n); L-c.Step <= frontReach && c.Cleared != ni {
		ok, by := true, -1
		switch {
		case s.Map.At(n).IsCrossing():
			ok, by = s.mayEnter(i, n)
		case !s.Map.At(c.Tile).IsCrossing():
			// The road before a stop: the car queues in its lane rather
			// than follow another into the stop (or U-turn into it across
			// the lane of one going in). Never inside a crossing, which it
			// would block.
			by = s.stopTaken(i, n)
			ok = by < 0
		}
		if !ok {
			// The car it waits for at the crossing, if any: waiting while
			// that car moves on is waiting one's turn, not being stuck.
			c.BlockedBy = by
			if c.WaitSince < 0 {
				c.WaitSince = s.T
			}
			return false, false, true
		}
		c.Cleared = ni
	}
	if j := s.blockedByCar(i); j >= 0 {
		c.BlockedBy = j
		return false, false, false
	}
	return true, s.advance(i, evs), false
}

// moveCars runs the movement phase of a tick (reference §1.4 step 3.6–3.7):
// accelerate, then spend each car's whole steps in up to players + 1 passes
// over the cars in seat order, so a car held by one that has not moved yet
// is retried; the passes end early once a pass moves nobody (Engine.cs
// Tick: "we run till none can move"). Only then does a held car slow down.
func (s *State) moveCars(evs *[]sim.Event) {
	var steps [NumPlayers]int
	for i := range s.Cars {
		c := &s.Cars[i]
		if c.Flat > 0 {
			c.Speed = 0
			continue
		}
		// Rule text, movement 3: cars speed up by a fixed amount per tick.
		c.Speed = min(c.Speed+s.Rules.Accel, s.maxSpeedOf(i))
		c.Accrued += c.Speed
		steps[i] = c.Accrued / speedStraight
		c.Accrued %= speedStraight
	}
	var movedAny, atCrossing [NumPlayers]bool
	for pass := 0; pass <= NumPlayers; pass++ {
		progress := false
		for i := range s.Cars {
			for steps[i] > 0 {
				moved, stopped, cross := s.tryStep(i, evs)
				atCrossing[i] = cross
				if !moved {
					break
				}
				progress = true
				s.Cars[i].Blocked, s.Cars[i].BlockedBy, s.Cars[i].Jam = 0, -1, 0
				movedAny[i] = true
				steps[i]--
				if stopped {
					steps[i] = 0
				}
			}
		}
		if !progress {
			break
		}
	}
	for i := range s.Cars {
		c := &s.Cars[i]
		if steps[i] > 0 {
			if c.BlockedBy >= 0 && !atCrossing[i] && s.Rules.BlockDecel > 0 {
				// Reference §1.1, §1.8 (classic): a car held by another
				// slows by 0.1 per blocked check instead of stopping.
				c.Speed = max(c.Speed-s.Rules.BlockDecel, 0)
			} else {
				// Rule text, movement 2: cars stop instantly.
				c.Speed, c.Accrued = 0, 0
			}
			// A car held behind a car that moved this tick is queueing,
			// not stuck: its count toward the unstick (movement 8) starts
			// again. Behind a car that is itself held it waits its turn:
			// only the head of a queue, or a car in a cycle of cars holding
			// each other, counts, so a queue is never pushed through the
			// car ahead of it.
			switch b := c.BlockedBy; {
			case s.Rules.CountEveryBlock:
				// Classic: every blocked check counts (reference §1.8;
				// Engine.cs MoveLimo, NumTurnsStopped), whoever holds it.
				c.Blocked++
			case b >= 0 && movedAny[b]:
				c.Blocked = 0
			case b >= 0 && (s.Cars[b].Blocked > 0 || s.Cars[b].WaitSince >= 0) && !s.inJam(i):
				// Behind a car that is held, or that waits its turn at a
				// crossing or a taken stop: it queues, and only the head
				// (or a cycle) is ever pushed.
			case b >= 0 && c.Speed > speedRestart && !s.inJam(i):
				// Classic: still slowing down behind it, not yet stuck.
			default:
				c.Blocked++
			}
		}
		if movedAny[i] || c.Flat > 0 {
			c.Held = 0
		} else {
			c.Held++
			s.Traffic.LongestHold = max(s.Traffic.LongestHold, c.Held)
		}
		if !movedAny[i] && s.inJam(i) {
			c.Jam++
		} else {
			c.Jam = 0
		}
		// A car that has stood still for 50 times the unstick count in
		// ticks is freed whatever it waits for: waiting its turn must not
		// become waiting for ever.
		// (Classic has no such limit: every blocked check counts.)
		if c.Blocked < s.Rules.UnstickAfter && (s.Rules.JamTicks == 0 || c.Jam < s.Rules.JamTicks) &&
			(s.Rules.CountEveryBlock || c.Held < 50*s.Rules.UnstickAfter) {
			continue
		}
		// Rule text, movement 8: a stuck car is moved even if it ends up on
		// top of another.
		c.Blocked, c.Jam, c.BlockedBy = 0, 0, -1
		c.Cleared = -1
		for k := 0; k < 6; k++ {
			if s.advance(i, evs) {
				break
			}
		}
		c.Held = 0
		s.Traffic.Unsticks++
		*evs = append(*evs, sim.Event{Tick: s.T, Kind: KindUnstick, Player: sim.PlayerID(i),
			X: float64(c.X) / UnitsPerTile, Y: float64(c.Y) / UnitsPerTile})
	}
}

// inJam reports whether car i waits behind a chain of cars that leads back
// to itself (cars blocking each other, rule text movement 8).
func (s *State) inJam(i int) bool {
	j := s.Cars[i].BlockedBy
	for k := 0; k < NumPlayers && j >= 0; k++ {
		if j == i {
			return true
		}
		j = s.Cars[j].BlockedBy
	}
	return false
}
