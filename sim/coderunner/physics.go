package coderunner

// emptyLike is the reference's class of cells a character can fall through
// or stand in: Empty, Gold and Removed_Brick (reference §1.4).
func emptyLike(c Cell) bool { return c == Empty || c == Gold || c == Removed }

// Falling reports whether a character at (r, c) falls this turn, ignoring
// trapped enemies: rule text "Falling": not on a Ladder and not above Brick,
// Ladder or the bottom edge. A hole with an enemy in it is handled by Target.
func (s *State) Falling(r, c int) bool {
	return emptyLike(s.At(r, c)) && emptyLike(s.At(r+1, c))
}

// rawTarget is the movement function of reference §1.4 rules 2–7. With fall
// false it skips rule 2 (used to re-check a move over a trapped enemy).
func (s *State) rawTarget(r, c int, m Move, fall bool) (int, int) {
	here := s.At(r, c)
	below := s.At(r+1, c)
	if fall && emptyLike(here) && emptyLike(below) {
		// Rule text "Falling": one cell each turn, whatever the move.
		return r + 1, c
	}
	switch m {
	case Top:
		// Rule text runner rules 2–4: only from a Ladder, never off the
		// map or into Brick (off-map cells count as Brick).
		if here == Ladder && s.At(r-1, c) != Brick {
			return r - 1, c
		}
	case Bottom:
		// Runner rules 4–5: down from a ladder or from above a ladder,
		// never into Brick.
		if (here == Ladder || emptyLike(here)) && (below == Ladder || emptyLike(below)) {
			return r + 1, c
		}
	case Left:
		// Runner rules 2, 3 and 6: sideways unless the side cell is Brick
		// or off the map.
		if s.At(r, c-1) != Brick {
			return r, c - 1
		}
	case Right:
		if s.At(r, c+1) != Brick {
			return r, c + 1
		}
	}
	return r, c
}

// Target is where a character at (r, c) ends this turn with move m, on the
// start-of-turn world (reference §1.4). isEnemy selects the enemy rules.
func (s *State) Target(r, c int, m Move, isEnemy bool) (int, int) {
	if isEnemy && s.At(r, c) == Removed {
		// Enemy rule 4: once in a hole it cannot move until the brick is
		// restored.
		return r, c
	}
	tr, tc := s.rawTarget(r, c, m, true)
	if (tr != r || tc != c) && s.At(tr, tc) == Removed && s.enemyAt(tr, tc) {
		// Rule text "Falling": nobody falls into a hole holding an enemy,
		// they walk across its head; runner rule 3 and enemy rule 3: no
		// move down into it. Sideways into it stays allowed (reference
		// §1.4 rule 8 and §2).
		nr, nc := s.rawTarget(r, c, m, false)
		if nr == tr && nc == tc && m == Bottom {
			return r, c
		}
		return nr, nc
	}
	return tr, tc
}

// CanDig reports whether runner p's dig move m is valid on the current
// world (rule text "Destroying Brick Cells" 1–6, reference §1.5), and the
// target cell.
func (s *State) CanDig(p int, m Move) (ok bool, tr, tc int) {
	ru := &s.Runners[p]
	dc := -1
	if m == DigRight {
		dc = 1
	} else if m != DigLeft {
		return false, 0, 0
	}
	r, c := ru.Row, ru.Col
	switch {
	case !ru.Alive: // condition 1
		return false, 0, 0
	case ru.Cooldown > 0: // condition 2
		return false, 0, 0
	case r >= Rows-1: // condition 3
		return false, 0, 0
	case emptyLike(s.At(r, c)) && emptyLike(s.At(r+1, c)):
		// Condition 4: on a ladder or above Brick or Ladder; an enemy
		// trapped below is no support for digging (reference §1.5).
		return false, 0, 0
	case !emptyLike(s.At(r, c+dc)): // condition 5: side cell not Brick or Ladder
		return false, 0, 0
	case s.At(r+1, c+dc) != Brick: // condition 6
		return false, 0, 0
	}
	return true, r + 1, c + dc
}

// aiSolid and aiEmpty are the enemy planner's view of a cell: it treats
// Removed_Brick as Brick (rule text "Pursuit Mode").
func aiSolid(c Cell) bool { return c == Brick || c == Removed }
func aiEmpty(c Cell) bool { return c == Empty || c == Gold }

// aiTarget is the movement function as the enemy planner sees it
// (reference §1.6): holes count as Brick, so it never plans through one.
func (s *State) aiTarget(r, c int, m Move) (int, int) {
	here := s.At(r, c)
	below := s.At(r+1, c)
	if aiEmpty(here) && aiEmpty(below) {
		return r + 1, c
	}
	switch m {
	case Top:
		if here == Ladder && !aiSolid(s.At(r-1, c)) {
			return r - 1, c
		}
	case Bottom:
		if (here == Ladder || aiEmpty(here)) && (below == Ladder || aiEmpty(below)) {
			return r + 1, c
		}
	case Left:
		if !aiSolid(s.At(r, c-1)) {
			return r, c - 1
		}
	case Right:
		if !aiSolid(s.At(r, c+1)) {
			return r, c + 1
		}
	}
	return r, c
}

// reversible reports whether the planner may step from (r, c) with m: the
// move takes it exactly one cell that way and the reverse move brings it
// back, so the step uses no falling (rule text "Pursuit Mode").
func (s *State) reversible(r, c int, m Move) (int, int, bool) {
	dr, dc := m.Delta()
	nr, nc := r+dr, c+dc
	if nr < 0 || nr >= Rows || nc < 0 || nc >= Cols {
		return 0, 0, false
	}
	if tr, tc := s.aiTarget(r, c, m); tr != nr || tc != nc {
		return 0, 0, false
	}
	if br, bc := s.aiTarget(nr, nc, m.Reverse()); br != r || bc != c {
		return 0, 0, false
	}
	return nr, nc, true
}
