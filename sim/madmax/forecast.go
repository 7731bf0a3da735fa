package madmax

// This file holds read-only forecasts for viewers and bots: where a car's
// moves would take it and where a missile is heading. They never change
// the state they are called on and never draw from its generator.

// Pos is a position of the universe (Rules §1: row i, column j); Col is
// always in 0 … Cols−1.
type Pos struct{ Row, Col int }

// Course is one of a car's nine moves as it would play out on the board it
// was computed on.
type Course struct {
	Dir Dir
	// To is the destination.
	To Pos
	// Path is the cells the move passes through in the order the engine
	// visits them (Swept), the destination last; empty for SLOW.
	Path []Pos
	// InWindow reports whether the destination lies in the next round's
	// window; if not, the engine ignores the instruction and the car moves
	// by default instead (Rules §1.1).
	InWindow bool
	// Dies is the index in Path of the first tyre, car or missile, where
	// the car would die (Rules §1.2), or −1 when the way is clear.
	Dies int
	// Bonuses counts the bonuses the car would collect on the way, before
	// it dies if it does.
	Bonuses int
}

// Moves lists car id's nine moves in AllDirs order, judged against the
// board as it stands: other cars and missiles are where s has them. Use
// AfterMissiles first to judge them the way the next round will, since
// missiles move before any car does (Rules §1.3). A dead car has no moves.
func (s *State) Moves(id int) []Course {
	if !s.CarOK(id) || !s.Cars[id].Alive {
		return nil
	}
	k := s.Cars[id]
	out := make([]Course, 0, len(AllDirs))
	for _, d := range AllDirs {
		m := Course{Dir: d, To: Pos{k.Row + d.DR, s.Norm(k.Col + d.DC)}, Dies: -1}
		// The engine checks the destination against the window of the
		// round it is playing, Round+1 (reference §1.3 step 3).
		m.InWindow = s.InWindow(k.Row+d.DR, k.Col+d.DC, s.Round+1)
		for _, v := range Swept(d) {
			p := Pos{k.Row + v.DR, s.Norm(k.Col + v.DC)}
			m.Path = append(m.Path, p)
			if m.Dies >= 0 || !s.InUniverse(p.Row) {
				continue
			}
			switch s.At(p.Row, p.Col).Kind {
			case Tyre, CarCell, MissileCell:
				m.Dies = len(m.Path) - 1
			case WaterBonus, GasBonus, MissileBonus:
				m.Bonuses++
			}
		}
		out = append(out, m)
	}
	return out
}

// AfterMissiles returns a copy of s with every missile moved as the first
// phase of the next round moves them (Rules §1.3: missiles already shot
// move first), so what they destroy is gone and what they hit is dead.
// s itself is not changed; the copy keeps s's round number, so its Moves
// still judge destinations against the next round's window.
func (s *State) AfterMissiles() *State {
	c := s.Copy()
	c.hist = nil
	c.moveAllMissiles(nil)
	return c
}

// MissilePath forecasts missile id for the given number of rounds on a
// board that stays as it is: the cells it passes, two a round (Rules
// §1.1), up to and including the first tyre, bonus or car it would hit,
// when hit is true. Missiles ahead are passed over, since missiles wait
// for each other and never collide (reference §1.3 step 1).
func (s *State) MissilePath(id, rounds int) (path []Pos, hit bool) {
	mi := s.MissileByID(id)
	if mi < 0 {
		return nil, false
	}
	m := s.Miss[mi]
	for dc := 1; dc <= 2*rounds && dc < s.Params.Cols; dc++ {
		p := Pos{m.Row, s.Norm(m.Col + dc)}
		path = append(path, p)
		switch s.At(p.Row, p.Col).Kind {
		case Tyre, CarCell, WaterBonus, GasBonus, MissileBonus:
			return path, true
		}
	}
	return path, false
}
