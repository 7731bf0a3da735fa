package session

import (
	"fmt"

	"arena/ai/match"
	"arena/sim"
	"arena/sim/replay"
	"arena/sim/scenario"
)

// Scenario is the scenario of the cursor's position: every input that led
// there (the steps before it, the edits and faults recorded at it) and the
// extra edits, which are checked on a copy of the current state first.
// The session itself is left as it is.
func (s *Session) Scenario(extra ...string) (*scenario.Scenario, error) {
	s.fresh(true)
	if d := s.tl.Diverged(); d != nil && d.Index < s.pos {
		return nil, fmt.Errorf("this engine does not reproduce the replay from tick %d on (%v), before position %d", d.Tick, d, s.pos)
	}
	steps, tail := s.tl.Record()
	ops := tail
	if s.pos < len(steps) {
		ops = append([]replay.Op(nil), steps[s.pos].Pre...)
	}
	end := s.frame.State.Clone()
	for _, e := range extra {
		ed, ok := end.(sim.Editor)
		if !ok {
			return nil, fmt.Errorf("%s has no edits", s.meta.Game)
		}
		if err := ed.ApplyEdit(e); err != nil {
			return nil, err
		}
		ops = append(ops, replay.Op{Edit: e})
	}
	return scenario.FromTimeline(s.header, steps[:s.pos], ops, end), nil
}

// FromScenario makes a session of a scenario: its history is the recorded
// part of the timeline, the cursor is at the scenario's position (its edits
// applied), and Next plays on from there with players, one spec per seat.
// name labels the session (Meta.Replay).
func FromScenario(sc *scenario.Scenario, name string, players []string, opt match.Options) (*Session, error) {
	pl, err := sc.Play()
	if err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	if len(players) != len(sc.Players) {
		return nil, fmt.Errorf("%s: the scenario has %d seats, %d players given", name, len(sc.Players), len(players))
	}
	pl.Replay.Name = name
	s, err := FromReplay(pl.Replay)
	if err != nil {
		return nil, err
	}
	s.opt = opt
	s.meta.Replay = name + " (scenario)"
	if pl.Changed {
		s.meta.Replay += " (saved by another engine version: the state here differs from the one saved)"
	}
	for i, spec := range players {
		if err := s.SetPlayer(i, spec); err != nil {
			return nil, err
		}
	}
	if _, err := s.Seek(s.Len()); err != nil {
		return nil, err
	}
	start, err := s.cut(s.Len())
	if err != nil {
		return nil, err
	}
	if err := s.resume(start.Clone()); err != nil {
		return nil, err
	}
	s.frame = &Frame{Tick: s.pos, State: start, End: s.pos, Players: s.viewsAt(s.pos)}
	return s, nil
}
