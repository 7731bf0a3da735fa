package worms

import (
	"fmt"

	"arena/sim"
)

// endRound finishes a round: disqualification for idling, active worm
// rotation, health packs and removal of unconscious worms (classic), the
// round counter and the end of the game (reference §1.3 steps 3–6, §1.6).
func (s *State) endRound(evs []sim.Event, tick int) []sim.Event {
	// Reference §1.1: the 13th consecutive nothing or invalid command
	// disqualifies (classic only; the rule text has no such rule).
	for p := 0; p < Players; p++ {
		if s.Rules.MaxIdle > 0 && s.Idle[p] > s.Rules.MaxIdle && s.Status[p] != sim.Disqualified {
			s.Status[p] = sim.Disqualified
			s.Reason[p] = fmt.Sprintf("%d consecutive rounds without a valid command", s.Idle[p])
			if !s.quiet {
				evs = append(evs, sim.Event{Tick: tick, Kind: KindFault, Player: sim.PlayerID(p), X: -1, Y: -1,
					Detail: sim.FaultDetail{Status: sim.Disqualified, Reason: s.Reason[p]}})
			}
		}
	}
	// Reference §1.3 step 4: every living player's next worm becomes
	// active (rule text "The commands": the engine picks the active worm).
	// A player is living when it has not lost and has a conscious worm,
	// which is what rotate looks for.
	var rotated [Players]bool
	for p := 0; p < Players; p++ {
		if !s.lost(p) {
			rotated[p] = s.advance(p)
		}
	}
	if s.Rules.PackAtRoundEnd {
		// Reference §1.3 step 5: any worm standing on a pack takes it.
		for wi := 0; wi < len(s.Worms) && len(s.Packs) > 0; wi++ {
			evs = s.pickup(evs, tick, wi)
		}
	}
	// Reference §1.3 step 6: a disqualified player's worms leave the map.
	if s.Status[0] == sim.Disqualified || s.Status[1] == sim.Disqualified {
		kept := s.Worms[:0]
		for _, w := range s.Worms {
			if s.Status[w.Player] != sim.Disqualified {
				kept = append(kept, w)
				continue
			}
			s.Fallen = append(s.Fallen, w)
			if !s.quiet {
				evs = append(evs, ev(tick, KindDeath, w.Player, w.X, w.Y, DeathDetail{Worm: w.Ref(), Cause: "disqualified"}))
			}
		}
		s.Worms = kept
	}
	evs = s.removeDead(evs, tick, "")
	// A worm rotate just made active is conscious and its player is not
	// disqualified, so it is still there; another player's active worm
	// may be gone.
	for p := 0; p < Players; p++ {
		if !rotated[p] && s.Find(WormRef{p, s.Active[p]}) < 0 {
			s.rotate(p)
		}
	}
	s.Round++
	return s.checkEnd(evs, tick)
}

// rotate advances player p's active worm: the next conscious worm after the
// current one in id order, wrapping; the first conscious worm when the
// current one is gone (reference §1.3 step 4).
func (s *State) rotate(p int) {
	if !s.advance(p) {
		s.Active[p] = 0
	}
}

// advance is rotate for a player with a conscious worm; it reports
// whether p has one, and leaves Active alone when not.
func (s *State) advance(p int) bool {
	// One pass over p's conscious worms in list order: the one after the
	// current, else (the current was last, or is gone) the first.
	first, any, found := 0, false, false
	for i := range s.Worms {
		w := &s.Worms[i]
		if w.Player != p || w.HP <= 0 {
			continue
		}
		if found {
			s.Active[p] = w.ID
			return true
		}
		if !any {
			first, any = w.ID, true
		}
		found = w.ID == s.Active[p]
	}
	if any {
		s.Active[p] = first
	}
	return any
}

// checkEnd ends the game after the last round or once at most one player
// has conscious worms (rule text "Scoring", "Victory Conditions").
func (s *State) checkEnd(evs []sim.Event, tick int) []sim.Event {
	// Inlined: most rounds both players play on.
	if c := s.conscious(); c[0] && c[1] && !s.lost(0) && !s.lost(1) && s.Round <= s.Rules.MaxRounds {
		return evs
	}
	return s.finish(evs, tick)
}

func (s *State) finish(evs []sim.Event, tick int) []sim.Event {
	living := 0
	for p, c := range s.conscious() {
		if c && !s.lost(p) { // Alive, for both players in one pass
			living++
		}
	}
	switch {
	case living <= 1:
		s.end(fmt.Sprintf("%d player(s) left with conscious worms after round %d", living, s.Round-1))
	case s.Round > s.Rules.MaxRounds:
		s.end(fmt.Sprintf("round limit of %d reached", s.Rules.MaxRounds))
	default:
		return evs
	}
	if s.quiet {
		return evs
	}
	o, _ := s.Outcome()
	return append(evs, sim.Event{Tick: tick, Kind: KindEnd, Player: -1, X: -1, Y: -1,
		Detail: EndDetail{Reason: o.Reason, Ranks: o.Ranks, Totals: o.Scores}})
}

func (s *State) end(reason string) {
	s.Over = true
	s.EndReason = reason
	s.EndRound = s.Round
}

// tier orders players before scores: a player that lost by fault (under the
// rule text) is last, a player without conscious worms is below one with
// them (rule text "Victory Conditions", reference §1.6).
func (s *State) tier(p int) int {
	switch {
	case s.lost(p) && s.Rules.FaultLoses:
		return 0
	case s.Alive(p):
		return 2
	}
	return 1
}

// Outcome ranks the players once the game is over: tier first (see tier),
// then total score (rule text "Scoring": scores only decide ties); equal
// totals in the same tier share the rank, as do two players who both lost by
// fault.
func (s *State) Outcome() (sim.Outcome, bool) {
	if !s.Over {
		return sim.Outcome{}, false
	}
	o := sim.Outcome{Scores: make([]int64, Players), Ranks: make([]int, Players)}
	for p := 0; p < Players; p++ {
		o.Scores[p] = int64(s.Total(p))
	}
	better := func(a, b int) bool {
		ta, tb := s.tier(a), s.tier(b)
		if ta != tb {
			return ta > tb
		}
		return ta != 0 && o.Scores[a] > o.Scores[b]
	}
	for p := 0; p < Players; p++ {
		o.Ranks[p] = 1
		for q := 0; q < Players; q++ {
			if better(q, p) {
				o.Ranks[p]++
			}
		}
	}
	o.Reason = s.EndReason
	for p := 0; p < Players; p++ {
		if s.Reason[p] != "" && s.lost(p) {
			o.Reason += fmt.Sprintf("; player %d %s: %s", p, s.Status[p], s.Reason[p])
		}
	}
	return o, true
}

// Fault applies a bot fault reported by the runner (sim.Penalizer). Under
// the rule text ("Lose Conditions") no output in time, invalid output or a
// crash loses the game at once. Under classic (reference §2, §3.1) a late or
// unreadable reply becomes the runner's "No Command" for this round (invalid:
// -4 and one more toward the 13-round streak); a crashed bot sends nothing
// again, so every later round is "No Command" too. DISQUALIFIED always ends
// the player's game.
func (s *State) Fault(p sim.PlayerID, status sim.Status, reason string) []sim.Event {
	pi := int(p)
	if pi < 0 || pi >= Players {
		return nil
	}
	// Both players may fault in the round that ends the game: the second
	// fault still counts, so both lose.
	if s.Over && !(s.EndRound == s.Round && s.Rules.FaultLoses && (s.lost(0) || s.lost(1))) {
		return nil
	}
	x, y := -1.0, -1.0
	if wi := s.ActiveWorm(pi); wi >= 0 {
		x, y = float64(s.Worms[wi].X)+0.5, float64(s.Worms[wi].Y)+0.5
	}
	evs := []sim.Event{{Tick: s.Tick(), Kind: KindFault, Player: p, X: x, Y: y, Detail: sim.FaultDetail{Status: status, Reason: reason}}}
	if s.Rules.FaultLoses || status == sim.Disqualified {
		if s.lost(pi) {
			return evs
		}
		s.Status[pi] = status
		s.Reason[pi] = reason
		if !s.Over {
			s.end(fmt.Sprintf("player %d lost: %s", pi, status))
		}
		o, _ := s.Outcome()
		return append(evs, sim.Event{Tick: s.Tick(), Kind: KindEnd, Player: -1, X: -1, Y: -1,
			Detail: EndDetail{Reason: o.Reason, Ranks: o.Ranks, Totals: o.Scores}})
	}
	if status == sim.Crashed {
		s.Status[pi] = sim.Crashed
		s.Reason[pi] = reason
		return evs
	}
	s.NoCommand[pi] = true
	return evs
}
