package worms

import "arena/sim"

// Trace follows a shot from (x, y) in direction d (rule text "Shoot"): cell
// by cell while the cell is on the map and the floor of its Euclidean
// distance from the shooter is at most rangeMax. Dirt and deep space block
// it; the first worm in its path is hit, friend or foe. It returns the index
// in Worms of the worm hit (or -1), the result and the cell where the shot
// ended.
func (s *State) Trace(x, y int, d Direction, rangeMax int) (hit int, result string, ex, ey int) {
	dx, dy := d.Delta()
	ex, ey = x, y
	lim := (rangeMax + 1) * (rangeMax + 1)
	unit := dx*dx + dy*dy
	for k := 1; ; k++ {
		cx, cy := x+k*dx, y+k*dy
		// floor(sqrt(d²)) <= R exactly when d² < (R+1)², in integers.
		if !s.In(cx, cy) || k*k*unit >= lim {
			return -1, ShotMissed, ex, ey
		}
		ex, ey = cx, cy
		if s.Cells[cy*s.Size+cx] != Air { // on the map: At without its test
			return -1, ShotBlocked, ex, ey
		}
		if wi := s.WormAt(cx, cy); wi >= 0 {
			return wi, ShotHit, ex, ey
		}
	}
}

// shots resolves the shooting phase (rule text "Shoot", "Game mechanics"
// 3). Both players' shots are traced against the worms as they stand when
// the phase starts, so they are simultaneous; damage is then applied in
// player order.
func (s *State) shots(evs []sim.Event, tick int, orders []order) []sim.Event {
	// A shot keeps only what its events and damage need: the round's
	// look-ahead copies (Simulate) build no ShotDetail at all.
	type shot struct {
		k            int // index in orders
		fromX, fromY int
		toX, toY     int
		result       string
		victim       int // index in Worms (none leaves the list in this phase), or -1
	}
	var firedBuf [Players]shot
	n := 0
	for k := range orders {
		o := &orders[k]
		if !o.valid || o.cmd.Kind != Shoot {
			continue
		}
		w := &s.Worms[s.at(o)]
		hi, res, ex, ey := s.Trace(w.X, w.Y, o.cmd.Dir, s.Rules.WeaponRange)
		firedBuf[n] = shot{k: k, fromX: w.X, fromY: w.Y, toX: ex, toY: ey, result: res, victim: hi}
		n++
	}
	for f := range n {
		sh := &firedBuf[f]
		o := &orders[sh.k]
		if !s.quiet {
			d := ShotDetail{Worm: o.worm, Dir: o.cmd.Dir, FromX: sh.fromX, FromY: sh.fromY, ToX: sh.toX, ToY: sh.toY, Result: sh.result}
			if sh.victim >= 0 {
				d.Hit, d.Damage = s.Worms[sh.victim].Ref(), s.Rules.WeaponDamage
			}
			evs = append(evs, ev(tick, KindShot, o.p, sh.fromX, sh.fromY, d))
		}
		if sh.victim < 0 {
			// Rule text "Scoring": a missed attack gives 2 points.
			evs = s.score(evs, tick, o.p, sh.toX, sh.toY, s.Rules.ScoreMiss, "miss")
			continue
		}
		v := &s.Worms[sh.victim]
		v.HP -= s.Rules.WeaponDamage
		friendly := v.Player == o.p
		kill := v.HP <= 0
		if !s.quiet {
			evs = append(evs, ev(tick, KindHit, v.Player, v.X, v.Y, HitDetail{
				Victim: v.Ref(), Shooter: o.worm, Damage: s.Rules.WeaponDamage, HP: v.HP, Friendly: friendly, Kill: kill,
			}))
		}
		// Rule text "Scoring": shooting any worm unconscious 40, an enemy
		// 20, one of your own -20.
		switch {
		case kill:
			evs = s.score(evs, tick, o.p, v.X, v.Y, s.Rules.ScoreKill, "kill")
		case friendly:
			evs = s.score(evs, tick, o.p, v.X, v.Y, s.Rules.ScoreFriendly, "friendly fire")
		default:
			evs = s.score(evs, tick, o.p, v.X, v.Y, s.Rules.ScoreHit, "hit")
		}
	}
	if !s.Rules.LingerDead {
		evs = s.removeDead(evs, tick, "shot")
	}
	return evs
}
