package worms

import (
	"fmt"
	"math/rand/v2"

	"arena/sim"
)

// order is one player's command for this round after validation.
type order struct {
	p      int
	worm   WormRef
	wi     int // the worm's index in Worms at validation (see at)
	cmd    Command
	valid  bool
	reason string // why an invalid command is invalid
	noCmd  bool   // the original runner's "No Command" (classic fault)
}

// Step plays one round. actions is indexed by player; a nil entry means
// "nothing". Under classic, a player whose reply faulted (see Fault) plays
// the original runner's "No Command" instead. The error is only ever an
// engine or caller bug (an action that is not a Command).
func (s *State) Step(actions []sim.Action) ([]sim.Event, error) {
	if s.Over {
		return nil, nil
	}
	var cmds [Players]Command
	for p := 0; p < Players && p < len(actions); p++ {
		switch a := actions[p].(type) {
		case nil:
		case Command:
			cmds[p] = a
		case *Command:
			if a != nil {
				cmds[p] = *a
			}
		default:
			return nil, fmt.Errorf("worms: player %d: action %T is not a worms.Command", p, actions[p])
		}
	}
	return s.Apply(cmds), nil
}

// Apply plays one round with one command per player (rule text "Game
// mechanics"): every command is validated against the start-of-round map,
// then moves, digs and shots resolve in that order, then the active worms
// rotate and the end of the game is checked.
func (s *State) Apply(cmds [Players]Command) []sim.Event {
	if s.Over {
		return nil
	}
	return s.apply(cmds)
}

// Simulate plays one round exactly as Apply does (the same state after it,
// the play RNG drawn alike) but builds no events: for a bot's look-ahead on
// its own copy of the state. The round a look-ahead plays most often takes
// a fast path (simple.go).
func (s *State) Simulate(cmds [Players]Command) {
	if s.Over {
		return
	}
	s.quiet = true
	if !s.simpleRound(cmds) {
		s.apply(cmds)
	}
	s.quiet = false
}

func (s *State) apply(cmds [Players]Command) []sim.Event {
	tick := s.Round
	var evs []sim.Event

	// Validation against the start-of-round map (reference §1.3 step 1),
	// which is what makes "a worm cannot move into a cell that another worm
	// is digging open in this round" hold (rule text "Game mechanics").
	// The arrays keep the round's working lists off the heap.
	// Each order is filled where it lies (an order is a dozen words).
	var orderBuf [Players]order
	n := 0
	for p := 0; p < Players; p++ {
		// Alive, cheaply when the active worm itself is conscious.
		wi := s.ActiveWorm(p)
		if wi < 0 || s.lost(p) || (s.Worms[wi].HP <= 0 && !s.Alive(p)) {
			continue
		}
		o := &orderBuf[n]
		n++
		o.p, o.worm, o.wi, o.cmd = p, s.Worms[wi].Ref(), wi, cmds[p]
		if s.NoCommand[p] || s.Status[p] == sim.Crashed {
			o.noCmd = true
			o.reason = "no command (the bot's reply was late or unreadable)"
			if s.Status[p] == sim.Crashed {
				o.reason = "no command (the bot crashed)"
			}
			s.NoCommand[p] = false
		} else {
			o.valid, o.reason = s.validate(&s.Worms[wi], o.cmd)
		}
	}
	orders := orderBuf[:n]

	// "nothing" and invalid commands (rule text "Scoring": nothing 0,
	// invalid -4); both extend the do-nothing streak (reference §1.3 step 3).
	for k := range orders {
		o := &orders[k]
		if o.valid && o.cmd.Kind != Nothing {
			s.Idle[o.p] = 0
			continue
		}
		s.Idle[o.p]++
		w := &s.Worms[s.at(o)]
		if o.valid {
			s.Scores[o.p] += s.Rules.ScoreNothing
			if s.quiet {
				continue
			}
			evs = append(evs, ev(tick, KindNothing, o.p, w.X, w.Y, NothingDetail{Worm: o.worm, Idle: s.Idle[o.p]}))
			continue
		}
		if s.quiet {
			s.Scores[o.p] += s.Rules.ScoreInvalid
			continue
		}
		text := o.cmd.String()
		if o.noCmd {
			text = "No Command"
		}
		evs = append(evs, ev(tick, KindInvalid, o.p, w.X, w.Y, InvalidDetail{Worm: o.worm, Command: text, Reason: o.reason}))
		evs = s.score(evs, tick, o.p, w.X, w.Y, s.Rules.ScoreInvalid, "invalid")
	}

	evs = s.moves(evs, tick, orders)
	evs = s.digs(evs, tick, orders)
	evs = s.shots(evs, tick, orders)
	evs = s.endRound(evs, tick)
	return evs
}

// at returns the index in Worms of o's worm: the index it had at
// validation while no worm has left the list since, else found anew.
func (s *State) at(o *order) int {
	if o.wi < len(s.Worms) && s.Worms[o.wi].Player == o.worm.Player && s.Worms[o.wi].ID == o.worm.ID {
		return o.wi
	}
	return s.Find(o.worm)
}

// validate judges a command against the current (start-of-round) map.
func (s *State) validate(w *Worm, c Command) (bool, string) {
	switch c.Kind {
	case Move:
		// Rule text "Move": adjacent (diagonals too) air, not occupied.
		if !s.In(c.X, c.Y) {
			return false, fmt.Sprintf("move target %d %d is off the map", c.X, c.Y)
		}
		if d := cheb(w.X, w.Y, c.X, c.Y); d == 0 || d > s.Rules.MoveRange {
			return false, fmt.Sprintf("move target %d %d is not adjacent to worm %s at %d %d", c.X, c.Y, w.Ref(), w.X, w.Y)
		}
		if t := s.At(c.X, c.Y); t != Air {
			return false, fmt.Sprintf("cannot move into %s at %d %d", t, c.X, c.Y)
		}
		if o := s.WormAt(c.X, c.Y); o >= 0 {
			return false, fmt.Sprintf("cell %d %d is occupied by worm %s", c.X, c.Y, s.Worms[o].Ref())
		}
	case Dig:
		// Rule text "Dig": adjacent (diagonals too) dirt.
		if !s.In(c.X, c.Y) {
			return false, fmt.Sprintf("dig target %d %d is off the map", c.X, c.Y)
		}
		if d := cheb(w.X, w.Y, c.X, c.Y); d == 0 || d > s.Rules.DigRange {
			return false, fmt.Sprintf("dig target %d %d is not adjacent to worm %s at %d %d", c.X, c.Y, w.Ref(), w.X, w.Y)
		}
		if t := s.At(c.X, c.Y); t != Dirt {
			return false, fmt.Sprintf("cannot dig %s at %d %d", t, c.X, c.Y)
		}
	case Shoot:
		if c.Dir > NW {
			return false, "unknown direction"
		}
	}
	return true, ""
}

func cheb(x0, y0, x1, y1 int) int { return max(abs(x1-x0), abs(y1-y0)) }

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

func (s *State) score(evs []sim.Event, tick, p, x, y, delta int, why string) []sim.Event {
	s.Scores[p] += delta
	if delta == 0 || s.quiet {
		return evs // small enough to inline: a look-ahead round only adds
	}
	return s.scoreEvent(evs, tick, p, x, y, delta, why)
}

func (s *State) scoreEvent(evs []sim.Event, tick, p, x, y, delta int, why string) []sim.Event {
	return append(evs, ev(tick, KindScore, p, x, y, ScoreDetail{Delta: delta, Points: s.Scores[p], Reason: why}))
}

// moves resolves the movement phase (rule text "Move", "Game mechanics" 1).
func (s *State) moves(evs []sim.Event, tick int, orders []order) []sim.Event {
	type moved struct {
		ref          WormRef
		wi           int // no worm leaves the list before the pickups
		fromX, fromY int
	}
	var doneBuf [Players]moved
	nd := 0
	for k := range orders {
		o := &orders[k]
		if !o.valid || o.cmd.Kind != Move {
			continue
		}
		wi := s.at(o)
		w := &s.Worms[wi]
		fx, fy := w.X, w.Y
		if oi := s.WormAt(o.cmd.X, o.cmd.Y); oi >= 0 {
			// The cell was free at validation, so its occupant moved in this
			// round: a collision. Rule text "Move": both worms take damage
			// and swap places or stay, with equal probability.
			var first moved
			for _, m := range doneBuf[:nd] {
				if m.ref == s.Worms[oi].Ref() {
					first = m
				}
			}
			a, b := &s.Worms[oi], w
			a.HP -= s.Rules.CollisionDamage
			b.HP -= s.Rules.CollisionDamage
			var swap bool
			if s.Rules.OriginalRNG {
				// The original pushes back on true, swaps on false.
				swap = !s.xw.nextBoolean()
			} else {
				swap = rand.New(&s.rng).IntN(2) == 1
			}
			if swap {
				a.X, a.Y = fx, fy
				b.X, b.Y = first.fromX, first.fromY
			} else {
				a.X, a.Y = first.fromX, first.fromY
				b.X, b.Y = fx, fy
			}
			if !s.quiet {
				evs = append(evs, ev(tick, KindCollision, o.p, o.cmd.X, o.cmd.Y, CollisionDetail{
					A: a.Ref(), B: b.Ref(), TargetX: o.cmd.X, TargetY: o.cmd.Y, Swapped: swap,
					Damage: s.Rules.CollisionDamage, AX: a.X, AY: a.Y, BX: b.X, BY: b.Y,
				}))
			}
		} else {
			w.X, w.Y = o.cmd.X, o.cmd.Y
			if !s.quiet {
				evs = append(evs, ev(tick, KindMove, o.p, w.X, w.Y, MoveDetail{Worm: o.worm, FromX: fx, FromY: fy, ToX: w.X, ToY: w.Y}))
			}
		}
		doneBuf[nd] = moved{o.worm, wi, fx, fy}
		nd++
		// Rule text "Scoring": moving gives 5 points, collision or not
		// (reference §1.4).
		evs = s.score(evs, tick, o.p, o.cmd.X, o.cmd.Y, s.Rules.ScoreMove, "move")
	}
	if !s.Rules.PackAtRoundEnd {
		// Rule text "The Map": powerups are picked up when a worm moves onto
		// a cell.
		for m := range nd {
			evs = s.pickup(evs, tick, doneBuf[m].wi)
		}
	}
	if !s.Rules.LingerDead {
		evs = s.removeDead(evs, tick, "collision")
	}
	return evs
}

// pickup gives worm wi the health pack under it, if any (rule text "The
// Map": a health pack restores 10 health; no cap, reference §1.3 step 5).
func (s *State) pickup(evs []sim.Event, tick, wi int) []sim.Event {
	if len(s.Packs) == 0 {
		return evs // inlined: most rounds have no pack left
	}
	return s.takePack(evs, tick, wi)
}

func (s *State) takePack(evs []sim.Event, tick, wi int) []sim.Event {
	w := &s.Worms[wi]
	pi := s.PackAt(w.X, w.Y)
	if pi < 0 {
		return evs
	}
	pk := s.Packs[pi]
	s.Packs = append(s.Packs[:pi], s.Packs[pi+1:]...)
	w.HP += s.Rules.PackHeal
	if s.quiet {
		return evs
	}
	return append(evs, ev(tick, KindPickup, w.Player, w.X, w.Y, PickupDetail{Worm: w.Ref(), Pack: pk.ID, X: pk.X, Y: pk.Y, Heal: s.Rules.PackHeal, HP: w.HP}))
}

// removeDead takes every worm at 0 HP or less off the map (rule text
// "Shoot": it falls unconscious and is removed from the map). An empty
// cause is worked out from the round's events.
func (s *State) removeDead(evs []sim.Event, tick int, cause string) []sim.Event {
	// Inlined: most rounds nobody is down and nothing is copied.
	for i := range s.Worms {
		if s.Worms[i].HP <= 0 {
			return s.bury(evs, tick, cause)
		}
	}
	return evs
}

func (s *State) bury(evs []sim.Event, tick int, cause string) []sim.Event {
	kept := s.Worms[:0]
	for _, w := range s.Worms {
		if w.HP > 0 {
			kept = append(kept, w)
			continue
		}
		s.Fallen = append(s.Fallen, w)
		if s.quiet {
			continue
		}
		why := cause
		if why == "" {
			why = deathCause(evs, w.Ref())
		}
		evs = append(evs, ev(tick, KindDeath, w.Player, w.X, w.Y, DeathDetail{Worm: w.Ref(), Cause: why}))
	}
	s.Worms = kept
	return evs
}

// digs resolves the digging phase (rule text "Dig", "Game mechanics" 2).
// Two worms may dig the same cell; both score (reference §1.4).
func (s *State) digs(evs []sim.Event, tick int, orders []order) []sim.Event {
	for k := range orders {
		o := &orders[k]
		if !o.valid || o.cmd.Kind != Dig {
			continue
		}
		s.Set(o.cmd.X, o.cmd.Y, Air)
		if !s.quiet {
			evs = append(evs, ev(tick, KindDig, o.p, o.cmd.X, o.cmd.Y, DigDetail{Worm: o.worm, X: o.cmd.X, Y: o.cmd.Y}))
		}
		evs = s.score(evs, tick, o.p, o.cmd.X, o.cmd.Y, s.Rules.ScoreDig, "dig")
	}
	return evs
}

// deathCause says what felled worm r this round: a shot if one hit it,
// otherwise a collision.
func deathCause(evs []sim.Event, r WormRef) string {
	for _, e := range evs {
		if h, ok := e.Detail.(HitDetail); ok && h.Victim == r {
			return "shot"
		}
	}
	return "collision"
}
