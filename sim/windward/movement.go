package windward

import "arena/sim"

// Spacing and look-ahead distances in map units.
const (
	carGap       = 22  // centre to centre: one car length (12) plus the gap (rule text: "1 car length between cars")
	laneWidth    = 8   // lateral tolerance of "the same lane"
	signClear    = 42  // rule text: "no car within 42 map units of the intersection"
	oncomingSpan = 114 // reference §1.8: left turns wait for an oncoming car within 114 steps
	frontReach   = 6   // the front bumper is 6 units ahead of the centre
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
			if d == c.In.Reverse() && t.Exits() > 1 && !t.IsStraight() {
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

// heading quantises a car's angle to a compass heading.
func (c *Car) heading() Dir { return Dir(((c.Angle + 45) / 90) % 4) }

// passable reports whether car i may drive through car j: j is stopped by a
// card, or at quarter speed while i is not, and i will be past j before j
// recovers (rule text, movement 9).
func (s *State) passable(i, j int) bool {
	a, b := &s.Cars[i], &s.Cars[j]
	// Clearing means covering two car gaps at i's best speed on a straight.
	need := 2 * carGap * speedStraight / max(s.maxSpeedOf(i), 1)
	if b.Flat > need {
		return true
	}
	if !b.Quarter || a.Quarter {
		return false
	}
	return b.QuarterT > need || (b.Transit.Set && b.Transit.Kind == MultDeliveryQuarterSpeed)
}

// blockedByCar returns another car within one car length ahead in i's lane,
// or -1.
func (s *State) blockedByCar(i int) int {
	c := &s.Cars[i]
	h := c.heading()
	hx, hy := h.DX(), h.DY()
	for j := range s.Cars {
		if j == i {
			continue
		}
		o := &s.Cars[j]
		dx, dy := o.X-c.X, o.Y-c.Y
		fwd := dx*hx + dy*hy
		if fwd <= 0 || fwd > carGap {
			continue
		}
		if abs(dx*hy-dy*hx) > laneWidth || s.passable(i, j) {
			continue
		}
		return j
	}
	return -1
}

// occupied reports a car other than i in crossing n, with its tail in it, or
// cleared to enter it.
func (s *State) occupied(i int, n Pt) bool {
	ni := s.tileIndex(n)
	for j := range s.Cars {
		o := &s.Cars[j]
		if j == i || o.Flat > 0 {
			continue
		}
		if o.Tile == n || o.Cleared == ni || (o.Prev == n && o.Step < 2*frontReach) {
			return true
		}
	}
	return false
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
func (s *State) mayEnter(i int, n Pt) bool {
	c := &s.Cars[i]
	t := s.Map.At(n)
	h := c.Out
	occ := s.occupied(i, n)
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
				return false
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
			return false
		}
		if occ {
			return false
		}
		for j := range s.Cars {
			if j == i {
				continue
			}
			if d, ok := s.approaching(j, n, signClear); ok && t.StopSigns&(1<<d.Reverse()) == 0 {
				return false
			}
		}
	}
	if tr, ok := s.plannedTurn(i, n); ok && (tr == LeftTurn || tr == UTurn) {
		// Movement 7: a left turn yields to oncoming cars and waits until
		// the crossing is clear; of two opposing left turns the first to
		// arrive goes.
		if occ {
			return false
		}
		for j := range s.Cars {
			if j == i {
				continue
			}
			d, ok := s.approaching(j, n, oncomingSpan)
			if !ok || d != h.Reverse() {
				continue
			}
			o := &s.Cars[j]
			if ot, ok2 := s.plannedTurn(j, n); ok2 && (ot == LeftTurn || ot == UTurn) && o.Speed == 0 &&
				o.WaitSince >= 0 && (c.WaitSince < 0 || o.WaitSince > c.WaitSince || (o.WaitSince == c.WaitSince && j > i)) {
				continue
			}
			return false
		}
	}
	return true
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
func (s *State) tryStep(i int, evs *[]sim.Event) (moved, stopped bool) {
	c := &s.Cars[i]
	L := moveLen(c.In, turnOf(c.In, c.Out))
	n := c.NextTile()
	if ni := s.tileIndex(n); L-c.Step <= frontReach && c.Cleared != ni && s.Map.At(n).IsCrossing() {
		if !s.mayEnter(i, n) {
			c.BlockedBy = -1
			if c.WaitSince < 0 {
				c.WaitSince = s.T
			}
			return false, false
		}
		c.Cleared = ni
	}
	if j := s.blockedByCar(i); j >= 0 {
		c.BlockedBy = j
		return false, false
	}
	return true, s.advance(i, evs)
}

// moveCars runs the movement phase of a tick (reference §1.4 step 3.6–3.7):
// accelerate, then spend each car's whole steps in passes over the cars in
// seat order, so a car held by one that has not moved yet is retried.
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
	var movedAny [NumPlayers]bool
	for pass := 0; pass < 3; pass++ {
		for i := range s.Cars {
			for steps[i] > 0 {
				moved, stopped := s.tryStep(i, evs)
				if !moved {
					break
				}
				s.Cars[i].Blocked, s.Cars[i].BlockedBy, s.Cars[i].Jam = 0, -1, 0
				movedAny[i] = true
				steps[i]--
				if stopped {
					steps[i] = 0
				}
			}
		}
	}
	for i := range s.Cars {
		c := &s.Cars[i]
		if steps[i] > 0 {
			// Rule text, movement 2: cars stop instantly.
			c.Speed, c.Accrued = 0, 0
			c.Blocked++
		}
		if !movedAny[i] && s.inJam(i) {
			c.Jam++
		} else {
			c.Jam = 0
		}
		if c.Blocked < s.Rules.UnstickAfter && (s.Rules.JamTicks == 0 || c.Jam < s.Rules.JamTicks) {
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
