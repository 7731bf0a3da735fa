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
	type shot struct {
		o      order
		victim WormRef
		hit    bool
		detail ShotDetail
	}
	var firedBuf [Players]shot
	fired := firedBuf[:0]
	for _, o := range orders {
		if !o.valid || o.cmd.Kind != Shoot {
			continue
		}
		w := s.Worms[s.Find(o.worm)]
		hi, res, ex, ey := s.Trace(w.X, w.Y, o.cmd.Dir, s.Rules.WeaponRange)
		sh := shot{o: o, detail: ShotDetail{Worm: o.worm, Dir: o.cmd.Dir, FromX: w.X, FromY: w.Y, ToX: ex, ToY: ey, Result: res}}
		if hi >= 0 {
			sh.hit, sh.victim = true, s.Worms[hi].Ref()
			sh.detail.Hit, sh.detail.Damage = sh.victim, s.Rules.WeaponDamage
		}
		fired = append(fired, sh)
	}
	for _, sh := range fired {
		if !s.quiet {
			evs = append(evs, ev(tick, KindShot, sh.o.p, sh.detail.FromX, sh.detail.FromY, sh.detail))
		}
		if !sh.hit {
			// Rule text "Scoring": a missed attack gives 2 points.
			evs = s.score(evs, tick, sh.o.p, sh.detail.ToX, sh.detail.ToY, s.Rules.ScoreMiss, "miss")
			continue
		}
		v := &s.Worms[s.Find(sh.victim)]
		v.HP -= s.Rules.WeaponDamage
		friendly := v.Player == sh.o.p
		kill := v.HP <= 0
		if !s.quiet {
			evs = append(evs, ev(tick, KindHit, v.Player, v.X, v.Y, HitDetail{
				Victim: sh.victim, Shooter: sh.o.worm, Damage: s.Rules.WeaponDamage, HP: v.HP, Friendly: friendly, Kill: kill,
			}))
		}
		// Rule text "Scoring": shooting any worm unconscious 40, an enemy
		// 20, one of your own -20.
		switch {
		case kill:
			evs = s.score(evs, tick, sh.o.p, v.X, v.Y, s.Rules.ScoreKill, "kill")
		case friendly:
			evs = s.score(evs, tick, sh.o.p, v.X, v.Y, s.Rules.ScoreFriendly, "friendly fire")
		default:
			evs = s.score(evs, tick, sh.o.p, v.X, v.Y, s.Rules.ScoreHit, "hit")
		}
	}
	if !s.Rules.LingerDead {
		evs = s.removeDead(evs, tick, "shot")
	}
	return evs
}
