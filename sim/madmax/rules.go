package madmax

import "arena/sim"

// Dir is a move direction (row delta, column delta).
type Dir struct{ DR, DC int }

// The nine directions of Rules §1.1 (a row change of −1, 0 or 1 and a
// column change of 0, 1 or 2), named as in the original.
var (
	Up       = Dir{-1, 1}
	Default  = Dir{0, 1}
	Down     = Dir{1, 1}
	SlowUp   = Dir{-1, 0}
	Slow     = Dir{0, 0}
	SlowDown = Dir{1, 0}
	FastUp   = Dir{-1, 2}
	Fast     = Dir{0, 2}
	FastDown = Dir{1, 2}
)

// AllDirs lists the directions in the original Demo player's order.
var AllDirs = [9]Dir{Up, Default, Down, SlowUp, Slow, SlowDown, FastUp, Fast, FastDown}

// DirOK reports whether d is one of the nine directions.
func DirOK(d Dir) bool {
	return d.DR >= -1 && d.DR <= 1 && d.DC >= 0 && d.DC <= 2
}

// Swept lists the cells a move visits, relative to the start, in the
// original's order (dir2all); the last one is the destination. Rules §1.2:
// diagonal moves also pass the cell beside the car and the cell ahead; a
// two-column move passes the cell in between. SLOW visits nothing. The
// slice is shared: callers must not modify it.
func Swept(d Dir) []Dir {
	if !DirOK(d) {
		return nil
	}
	return swept[d.DR+1][d.DC]
}

func sweptOf(d Dir) []Dir {
	switch d {
	case Down, Up:
		return []Dir{{0, 1}, {d.DR, 0}, d}
	case Fast:
		return []Dir{{0, 1}, {0, 2}}
	case FastDown, FastUp:
		return []Dir{{0, 1}, {d.DR, 0}, {d.DR, 1}, {0, 2}, d}
	case Slow:
		return nil
	}
	return []Dir{d}
}

var swept = func() (t [3][3][]Dir) {
	for _, d := range AllDirs {
		t[d.DR+1][d.DC] = sweptOf(d)
	}
	return
}()

// Advance plays one round: state r becomes state r+1 (reference §1.3, the
// original's Board::next). asked holds each player's instructions in the
// order given. It returns what happened.
func (s *State) Advance(asked [4][]Instr) []sim.Event {
	var evs []sim.Event
	// One array holds this round's instructions as asked, then as done:
	// the history and s.Asked share the asked copies (neither is ever
	// written in place), and each player's done instructions are appended
	// in one run, so a round costs one allocation, not a dozen.
	total := 0
	for p := range 4 {
		total += len(asked[p])
	}
	buf := make([]Instr, 0, 2*total)
	var kept [4][]Instr
	for p := range 4 {
		n := len(buf)
		if len(asked[p]) > 0 { // nil when empty, as a copy by append gives
			buf = append(buf, asked[p]...)
			kept[p] = buf[n:len(buf):len(buf)]
		}
	}
	prev := s.hist
	if s.hist != nil {
		s.hist = &history{prev: s.hist, asked: kept}
	}
	s.Round++
	start := s.RNG // S: the game stream before the round's draws

	// Rules §1.3 step 1: missiles already shot move first.
	evs = s.moveAllMissiles(evs)

	// Rules §1.3 step 2: a random order among the players (reference §1.4).
	perm := s.RNG.Perm4()

	// Rules §1.3 step 3: each player's instructions in its order; in the
	// original each player's idle cars default-move right after its list.
	commanded := make([]bool, len(s.Cars))
	s.Asked = kept
	for _, p := range perm {
		done := len(buf)
		for _, in := range asked[p] {
			// Rules §1.3: invalid instructions are ignored; only the
			// first instruction that applies to a car counts.
			if !s.CarOK(in.Car) || s.PlayerOf(in.Car) != p || (in.Type != 'm' && in.Type != 's') ||
				commanded[in.Car] || !DirOK(Dir{in.DR, in.DC}) {
				continue
			}
			if !s.Cars[in.Car].Alive {
				continue
			}
			var ok bool
			if in.Type == 'm' {
				ok, evs = s.moveCar(in.Car, Dir{in.DR, in.DC}, evs)
			} else {
				ok, evs = s.shoot(in.Car, evs)
			}
			if ok {
				commanded[in.Car] = true
				buf = append(buf, in) // within buf's capacity: kept stays put
			}
		}
		s.Done[p] = nil
		if len(buf) > done {
			s.Done[p] = buf[done:len(buf):len(buf)]
		}
		// Rules §1.1: by default a car moves one column forward.
		first := p * s.Params.CarsPerPlayer
		for c := first; c < first+s.Params.CarsPerPlayer; c++ {
			if !commanded[c] && s.Cars[c].Alive {
				_, evs = s.moveCar(c, Default, evs)
			}
		}
	}

	// Rules §1.3 step 4: every live car burns one unit of gas; at 0 it dies.
	for i := range s.Cars {
		c := &s.Cars[i]
		if c.Alive {
			c.Gas--
			if c.Gas <= 0 {
				evs = s.event(evs, KindOutOfGas, s.PlayerOf(i), c.Row, c.Col, CarDetail{Car: i, Missile: -1})
				evs = s.kill(i, KillDetail{Car: i, Cause: CauseGas, By: -1}, evs)
			}
		}
	}

	// Rules §1.3 step 5: dead cars regenerate, then bonuses reappear. In
	// the original both draw from a copy of the game stream taken before
	// the player order was drawn (reference §1.4 step 3).
	place := start
	for i := range s.Cars {
		c := &s.Cars[i]
		if c.Alive {
			continue
		}
		if c.Time > 0 {
			c.Time--
			continue
		}
		evs = s.regenerate(i, &place, evs)
	}
	s.placeBonuses(&place)

	// Reference §1.4 step 4: the game stream moves on five draws a round.
	s.RNG = start
	for range 5 {
		s.RNG.Next()
	}
	if s.live != nil {
		s.live.round(s, prev)
	}
	return evs
}

// kill marks a car dead where it stands and starts its regeneration
// countdown (Rules §1.2; number_rounds_to_regenerate).
func (s *State) kill(i int, d KillDetail, evs []sim.Event) []sim.Event {
	c := &s.Cars[i]
	s.set(c.Row, c.Col, Cell{Empty, -1})
	c.Alive = false
	c.Time = s.Params.RegenRounds
	return s.event(evs, KindKill, s.PlayerOf(i), c.Row, c.Col, d)
}

// removeMissile deletes missile index mi and empties its cell.
func (s *State) removeMissile(mi int) {
	m := s.Miss[mi]
	s.set(m.Row, m.Col, Cell{Empty, -1})
	s.Miss = append(s.Miss[:mi], s.Miss[mi+1:]...)
}

// moveAllMissiles moves every missile two columns (Rules §1.1). The
// original queues them by id and sends one to the back of the queue while a
// missile sits one or two cells ahead of it, so missiles never meet.
func (s *State) moveAllMissiles(evs []sim.Event) []sim.Event {
	q := make([]int, 0, len(s.Miss))
	for _, m := range s.Miss {
		q = append(q, m.ID)
	}
	stuck := 0
	for len(q) > 0 && stuck <= len(q) {
		id := q[0]
		q = q[1:]
		mi := s.MissileByID(id)
		m := s.Miss[mi]
		if s.At(m.Row, m.Col+1).Kind == MissileCell || s.At(m.Row, m.Col+2).Kind == MissileCell {
			q = append(q, id)
			// A ring of missiles round the whole cylinder would make the
			// original loop forever; here they stay where they are.
			stuck++
			continue
		}
		stuck = 0
		evs = s.flyMissile(mi, evs)
	}
	return evs
}

// flyMissile moves missile index mi two columns, visiting the cell in
// between first (Rules §1.2). Whatever it meets is destroyed with it: a
// tyre or bonus with no points, a car with kill points for the shooter's
// player if the car is another player's.
func (s *State) flyMissile(mi int, evs []sim.Event) []sim.Event {
	m := s.Miss[mi]
	for dc := 1; dc <= 2; dc++ {
		c := s.at(m.Row, m.Col+dc)
		switch c.Kind {
		case WaterBonus, GasBonus, MissileBonus, Tyre, MissileCell:
			// A missile in the way only happens for a fresh shot (see
			// shoot); the original aborts there, we destroy both.
			hit := c.Kind
			if hit == MissileCell {
				if oi := s.MissileByID(int(c.ID)); oi >= 0 {
					s.removeMissile(oi)
					if oi < mi {
						mi--
					}
				}
			}
			evs = s.event(evs, KindExplosion, s.PlayerOf(m.Car), m.Row, m.Col+dc, ExplosionDetail{Missile: m.ID, Car: m.Car, Hit: hit})
			s.removeMissile(mi)
			s.set(m.Row, m.Col+dc, Cell{Empty, -1})
			return evs
		case CarCell:
			victim := int(c.ID)
			pts := 0
			if s.PlayerOf(m.Car) != s.PlayerOf(victim) {
				pts = s.Params.KillPoints
				s.Score[s.PlayerOf(m.Car)] += pts
			}
			evs = s.event(evs, KindExplosion, s.PlayerOf(m.Car), m.Row, m.Col+dc, ExplosionDetail{Missile: m.ID, Car: m.Car, Hit: CarCell})
			evs = s.kill(victim, KillDetail{Car: victim, Cause: CauseMissile, By: m.Car, Points: pts}, evs)
			s.removeMissile(mi)
			return evs
		}
	}
	s.set(m.Row, m.Col, Cell{Empty, -1})
	m.Col = s.Norm(m.Col + 2)
	s.Miss[mi] = m
	s.set(m.Row, m.Col, Cell{MissileCell, int32(m.ID)})
	return evs
}

// moveCar moves car i in direction d, visiting the swept cells in order
// (Rules §1.2): bonuses on the way are collected, and a tyre, car or
// missile ends the move with the car dead in that cell. A destination
// outside the next round's window makes the move fail (Rules §1.1).
func (s *State) moveCar(i int, d Dir, evs []sim.Event) (bool, []sim.Event) {
	k := &s.Cars[i]
	p := s.PlayerOf(i)
	if !s.InWindow(k.Row+d.DR, k.Col+d.DC, s.Round) {
		return false, evs
	}
	for _, v := range swept[d.DR+1][d.DC] {
		r, col := k.Row+v.DR, k.Col+v.DC
		c := s.at(r, col)
		switch c.Kind {
		case WaterBonus:
			s.Score[p] += s.Params.WaterPoints
			s.set(r, col, Cell{Empty, -1})
			evs = s.event(evs, KindWater, p, r, col, CarDetail{Car: i, Missile: -1})
		case GasBonus:
			k.Gas += s.Params.BonusGas
			s.set(r, col, Cell{Empty, -1})
			evs = s.event(evs, KindGas, p, r, col, CarDetail{Car: i, Missile: -1})
		case MissileBonus:
			k.Missiles += s.Params.BonusMissiles
			s.set(r, col, Cell{Empty, -1})
			evs = s.event(evs, KindMissile, p, r, col, CarDetail{Car: i, Missile: -1})
		case Tyre:
			s.set(r, col, Cell{Empty, -1})
			s.relocate(i, r, col)
			return true, s.kill(i, KillDetail{Car: i, Cause: CauseTyre, By: -1}, evs)
		case CarCell:
			other := int(c.ID)
			s.relocate(i, r, col)
			evs = s.kill(i, KillDetail{Car: i, Cause: CauseCar, By: other}, evs)
			o := &s.Cars[other]
			// Both cars now share the cell; kill the other without
			// touching the cell again (it is already empty).
			o.Alive = false
			o.Time = s.Params.RegenRounds
			return true, s.event(evs, KindKill, s.PlayerOf(other), o.Row, o.Col, KillDetail{Car: other, Cause: CauseCar, By: i})
		case MissileCell:
			mi := s.MissileByID(int(c.ID))
			m := s.Miss[mi]
			pts := 0
			// Reference §1.3 step 4: driving into another player's
			// missile still scores for the missile's owner.
			if s.PlayerOf(m.Car) != p {
				pts = s.Params.KillPoints
				s.Score[s.PlayerOf(m.Car)] += pts
			}
			s.removeMissile(mi)
			s.relocate(i, r, col)
			evs = s.event(evs, KindExplosion, s.PlayerOf(m.Car), r, col, ExplosionDetail{Missile: m.ID, Car: m.Car, Hit: CarCell})
			return true, s.kill(i, KillDetail{Car: i, Cause: CauseMissile, By: m.Car, Points: pts}, evs)
		}
	}
	if d != Slow {
		s.relocate(i, k.Row+d.DR, k.Col+d.DC)
	}
	return true, evs
}

// relocate moves a live car's cell to (row, col).
func (s *State) relocate(i, row, col int) {
	k := &s.Cars[i]
	s.set(k.Row, k.Col, Cell{Empty, -1})
	k.Row, k.Col = row, s.Norm(col)
	s.set(k.Row, k.Col, Cell{CarCell, int32(i)})
}

// shoot fires a missile from car i if it has one (Rules §1.1): the missile
// flies two columns at once from the car's cell, then the car moves by
// default.
func (s *State) shoot(i int, evs []sim.Event) (bool, []sim.Event) {
	k := &s.Cars[i]
	if k.Missiles <= 0 {
		return false, evs
	}
	k.Missiles--
	id := s.NextMID
	for s.MissileByID(id) >= 0 { // ids of missiles loaded from a .cnf
		id++
	}
	s.NextMID = id + 1
	m := Missile{ID: id, Car: i, Row: k.Row, Col: k.Col}
	mi := len(s.Miss)
	for mi > 0 && s.Miss[mi-1].ID > id {
		mi--
	}
	s.Miss = append(s.Miss, Missile{})
	copy(s.Miss[mi+1:], s.Miss[mi:])
	s.Miss[mi] = m
	evs = s.event(evs, KindLaunch, s.PlayerOf(i), k.Row, k.Col, CarDetail{Car: i, Missile: id})
	evs = s.flyMissile(mi, evs)
	// The missile left the car's cell (or died in it); the car is still there.
	s.set(k.Row, k.Col, Cell{CarCell, int32(i)})
	_, evs = s.moveCar(i, Default, evs)
	return true, evs
}

// randomFree draws up to 20 positions, row then column, in rows 0…Rows−1
// and columns lo…hi, and returns the first that is empty and whose 5×5
// square holds none of the kinds in bad (the original's
// random_empty_position and is_free; rows outside the board are ignored and
// columns wrap).
func (s *State) randomFree(g *RNG, lo, hi int, bad func(Kind) bool) (int, int, bool) {
	for range 20 {
		r := g.Uniform(0, s.Params.Rows-1)
		c := s.Norm(g.Uniform(lo, hi))
		if s.At(r, c).Kind != Empty {
			continue
		}
		free := true
		for i := r - 2; i <= r+2 && free; i++ {
			if !s.InUniverse(i) {
				continue
			}
			for j := c - 2; j <= c+2; j++ {
				if bad(s.At(i, j).Kind) {
					free = false
					break
				}
			}
		}
		if free {
			return r, c, true
		}
	}
	return 0, 0, false
}

// regenerate brings a dead car back on a random safe cell of the window
// with full gas and its missiles (Rules §1.2); when no cell is found in 20
// draws it stays dead and tries again next round.
func (s *State) regenerate(i int, g *RNG, evs []sim.Event) []sim.Event {
	r, c, ok := s.randomFree(g, s.Round, s.Round+s.Params.WinCols-1, func(k Kind) bool {
		return k == MissileCell || k == CarCell || k == Tyre
	})
	if !ok {
		return evs
	}
	k := &s.Cars[i]
	k.Row, k.Col, k.Alive, k.Time, k.Gas = r, c, true, 0, s.Params.InitialGas
	s.set(r, c, Cell{CarCell, int32(i)})
	return s.event(evs, KindRegen, s.PlayerOf(i), r, c, CarDetail{Car: i, Missile: -1})
}

// placeBonuses tops the universe up to the parameter counts, missile
// bonuses first, then water, then gas, each on a random cell outside the
// window whose 5×5 square holds no car or missile (Rules §1.2; reference
// §1.3 step 8). A type stops at its first failure.
func (s *State) placeBonuses(g *RNG) {
	n := s.counts
	want := [3]int{s.Params.MissileBonuses - n[MissileBonus], s.Params.WaterBonuses - n[WaterBonus], s.Params.GasBonuses - n[GasBonus]}
	kinds := [3]Kind{MissileBonus, WaterBonus, GasBonus}
	lo, hi := s.Round+s.Params.WinCols, s.Round+s.Params.Cols-1
	bad := func(k Kind) bool { return k == MissileCell || k == CarCell }
	for t, k := range kinds {
		for ; want[t] > 0; want[t]-- {
			r, c, ok := s.randomFree(g, lo, hi, bad)
			if !ok {
				break
			}
			s.set(r, c, Cell{k, -1})
		}
	}
}
