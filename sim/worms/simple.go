package worms

import "arena/sim"

// The simple round: Simulate's fast path for the round a bot's look-ahead
// plays most often. Both players are in the game with a conscious active
// worm and a valid command other than "nothing"; no two worms contest a
// cell, no worm stands on a health pack after the moves, and no shot takes
// a worm to 0 health. Such a round needs none of apply's general
// machinery (orders, collisions and their coin, pickups, removal of the
// fallen, re-rotation): moves, digs and shots resolve in that order
// exactly as apply resolves them, then both active worms rotate. Any other
// round goes to apply, so this path only ever chooses not to run; the
// round it plays leaves the state apply would leave
// (TestSimpleRoundMatchesApply plays rounds both ways).

// simpleRound plays cmds if the round is simple and reports whether it
// did; when it did not, the state is as it was.
func (s *State) simpleRound(cmds [Players]Command) bool {
	for p := range Players {
		if s.Status[p] != sim.Active || s.NoCommand[p] || s.Active[p] == 0 {
			return false
		}
	}
	// One pass finds both active worms (ActiveWorm: the first with the
	// id) and checks that no fallen worm still lies on the map (classic).
	wi := [Players]int{-1, -1}
	for i := range s.Worms {
		w := &s.Worms[i]
		if w.HP <= 0 {
			return false
		}
		if w.Player >= 0 && w.Player < Players && w.ID == s.Active[w.Player] && wi[w.Player] < 0 {
			wi[w.Player] = i
		}
	}
	if wi[0] < 0 || wi[1] < 0 {
		return false
	}
	for p, c := range cmds {
		if !s.validSimple(&s.Worms[wi[p]], c) {
			return false
		}
	}
	a, b := cmds[0], cmds[1]
	if a.Kind == Move && b.Kind == Move && a.X == b.X && a.Y == b.Y {
		return false // a collision
	}

	// Moves, then digs (reference §1.3 step 2: commands run sorted by
	// type), undone below if the round turns out not to be simple.
	var from [Players][2]int
	for p, c := range cmds {
		w := &s.Worms[wi[p]]
		from[p] = [2]int{w.X, w.Y}
		switch c.Kind {
		case Move:
			w.X, w.Y = c.X, c.Y
		case Dig:
			s.Set(c.X, c.Y, Air)
		}
	}
	undo := func() {
		for p, c := range cmds {
			w := &s.Worms[wi[p]]
			w.X, w.Y = from[p][0], from[p][1]
			if c.Kind == Dig {
				s.Set(c.X, c.Y, Dirt)
			}
		}
	}
	if len(s.Packs) > 0 && s.onPack(cmds, wi) {
		undo()
		return false // a pickup
	}
	// Both shots are traced before either hits (apply's shots): the first
	// occupied cell in range is hit, friend or foe (reference §1.4 shoot).
	var victim [Players]int
	for p, c := range cmds {
		victim[p] = -1
		if c.Kind == Shoot {
			w := &s.Worms[wi[p]]
			victim[p], _, _, _ = s.Trace(w.X, w.Y, c.Dir, s.Rules.WeaponRange)
		}
	}
	for p, v := range victim {
		if v < 0 {
			continue
		}
		damage := s.Rules.WeaponDamage
		if victim[1-p] == v {
			damage *= 2
		}
		if s.Worms[v].HP <= damage {
			undo()
			return false // a kill
		}
	}

	// The round is simple: score it and finish it as apply does. A valid
	// command resets the do-nothing streak (reference §1.3 step 3); move
	// +5, dig +7, a shot +2 when it misses, −20 on an own worm, +20 on
	// an enemy (§1.4; no shot kills here, so never the +40).
	for p, c := range cmds {
		s.Idle[p] = 0
		switch c.Kind {
		case Move:
			s.Scores[p] += s.Rules.ScoreMove
		case Dig:
			s.Scores[p] += s.Rules.ScoreDig
		case Shoot:
			v := victim[p]
			switch {
			case v < 0:
				s.Scores[p] += s.Rules.ScoreMiss
			case s.Worms[v].Player == p:
				s.Scores[p] += s.Rules.ScoreFriendly
			default:
				s.Scores[p] += s.Rules.ScoreHit
			}
		}
	}
	for _, v := range victim {
		if v >= 0 {
			s.Worms[v].HP -= s.Rules.WeaponDamage
		}
	}
	// Rotation (advance, reference §1.3 step 4): every worm is conscious, so each player's next
	// worm is its first worm after the active one in list order, else its
	// first worm.
	for p := range Players {
		next := -1
		for i := wi[p] + 1; i < len(s.Worms) && next < 0; i++ {
			if s.Worms[i].Player == p {
				next = i
			}
		}
		for i := 0; i <= wi[p] && next < 0; i++ {
			if s.Worms[i].Player == p {
				next = i
			}
		}
		s.Active[p] = s.Worms[next].ID
	}
	s.Round++
	// Both players still have a conscious worm, so only the round limit
	// can end the game (reference §1.6; checkEnd, quiet: it builds no
	// event). No pack was taken (§1.3 step 5) and no worm fell (step 6).
	if s.Round > s.Rules.MaxRounds {
		s.checkEnd(nil, s.Round-1)
	}
	return true
}

// onPack reports whether, after the moves, a worm that a round of these
// rules would give a pack stands on one: a worm that moved, and under
// PackAtRoundEnd any worm.
func (s *State) onPack(cmds [Players]Command, wi [Players]int) bool {
	if s.Rules.PackAtRoundEnd {
		for i := range s.Worms {
			if w := &s.Worms[i]; s.PackAt(w.X, w.Y) >= 0 {
				return true
			}
		}
		return false
	}
	for p, c := range cmds {
		if w := &s.Worms[wi[p]]; c.Kind == Move && s.PackAt(w.X, w.Y) >= 0 {
			return true
		}
	}
	return false
}

// validSimple reports whether c is a valid command for w other than
// "nothing" (validate's rules, reference §1.4: a move to an unoccupied AIR
// cell and a dig of a DIRT cell within the move and dig ranges, on the
// map; a shot in any of the eight directions).
func (s *State) validSimple(w *Worm, c Command) bool {
	switch c.Kind {
	case Move:
		d := cheb(w.X, w.Y, c.X, c.Y)
		return s.In(c.X, c.Y) && d > 0 && d <= s.Rules.MoveRange && s.Cells[c.Y*s.Size+c.X] == Air && s.WormAt(c.X, c.Y) < 0
	case Dig:
		d := cheb(w.X, w.Y, c.X, c.Y)
		return s.In(c.X, c.Y) && d > 0 && d <= s.Rules.DigRange && s.Cells[c.Y*s.Size+c.X] == Dirt
	case Shoot:
		return c.Dir <= NW
	}
	return false
}
