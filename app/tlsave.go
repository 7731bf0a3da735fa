package app

import (
	"errors"
	"fmt"
	"sort"

	"arena/sim"
	"arena/sim/replay"
)

// Edit applies an edit at the cursor. At the live end of a match it goes
// to the runner, which records it; anywhere else (the past, a replay, a
// match already played on) the timeline forks at the cursor and the
// seats' built-ins play on from the edited state.
func (s *tlSource) Edit(text string) (*Frame, error) {
	pos := s.pos
	if pos == s.tl.Len() && s.runner != nil && !s.done {
		if err := s.runner.Edit(text); err != nil {
			return s.frame, err
		}
		f := s.runnerFrame(s.runner.Frame(), nil, false)
		return f, nil
	}
	if !s.canPlayOn() {
		return s.frame, errors.New("editing here forks the match, and only built-in players can play on from a fork; press End to edit the live match")
	}
	trial, ok := s.frame.State.Clone().(sim.Editor)
	if !ok {
		return s.frame, fmt.Errorf("%s has no edits", s.meta.Game)
	}
	if err := trial.ApplyEdit(text); err != nil {
		return s.frame, err
	}
	if s.runner != nil {
		// The runner cannot rewind: it stops, and the steps it recorded up
		// to the fork stay in the save record.
		s.runner.Close()
		s.runner = nil
		s.prefix = pos
		s.extra = nil
	} else if pos < s.prefix {
		s.prefix, s.extra = pos, nil
	} else {
		s.extra = s.extra[:pos-s.prefix]
	}
	if pos < s.tl.Len() {
		s.pending = nil
	}
	v, err := s.tl.Fork(pos)
	if err != nil {
		return s.frame, err
	}
	live := v.State
	if err := live.(sim.Editor).ApplyEdit(text); err != nil {
		return s.frame, err
	}
	op := replay.Op{Edit: text}
	s.tl.RecordOp(op)
	s.pending = append(s.pending, op)
	s.live, s.done = live, false
	for k := range s.views {
		if k > pos {
			delete(s.views, k)
		}
	}
	s.logMu.Lock()
	for k := range s.logs {
		if k > pos {
			delete(s.logs, k)
		}
	}
	s.logMu.Unlock()
	keep := s.markers[:0]
	for _, m := range s.markers {
		if m.Tick <= pos {
			keep = append(keep, m)
		}
	}
	s.markers = keep
	ev := sim.Event{Tick: live.Tick(), Kind: sim.KindEdit, Player: -1, Detail: text}
	s.pos = pos
	s.frame = &Frame{Tick: pos, State: live.Clone(), Events: []sim.Event{ev}, End: pos, Players: s.viewsAt(pos)}
	return s.frame, nil
}

// Logs returns player p's log entries up to tick, the newest n.
func (s *tlSource) Logs(p, tick, n int) []LogEntry {
	s.logMu.Lock()
	defer s.logMu.Unlock()
	var keys []int
	for k := range s.logs {
		if k <= tick {
			keys = append(keys, k)
		}
	}
	sort.Ints(keys)
	var out []LogEntry
	for _, k := range keys {
		for _, e := range s.logs[k] {
			if e.Player == p {
				out = append(out, e)
			}
		}
	}
	if len(out) > n {
		out = out[len(out)-n:]
	}
	return out
}

// record returns the steps and logs to save: the runner's or the opened
// file's prefix, then what was played on.
func (s *tlSource) record() ([]replay.Step, []replay.Log, error) {
	base, logs := s.base, s.baseLog
	if s.recPath != "" {
		if s.runner != nil {
			// The runner flushes its stream about once a second; the
			// last ticks must be in the file before it is read back.
			if err := s.runner.Flush(); err != nil {
				return nil, nil, err
			}
		}
		rp, err := replay.Open(s.recPath)
		if err != nil {
			return nil, nil, err
		}
		base, logs = rp.Steps, rp.Logs
		if s.runner != nil {
			s.prefix = len(base) // live: everything flushed so far
		}
	}
	n := min(s.prefix, len(base))
	steps := append(append([]replay.Step(nil), base[:n]...), s.extra...)
	return steps, logs, nil
}

// Save writes the whole timeline as a replay file.
func (s *tlSource) Save(path string) error {
	steps, logs, err := s.record()
	if err != nil {
		return err
	}
	w, err := replay.Create(path, s.header)
	if err != nil {
		return err
	}
	li := 0
	for i, st := range steps {
		for ; li < len(logs) && logs[li].T <= st.T; li++ {
			if !logs[li].IsFault() {
				w.Log(logs[li])
			}
		}
		for _, op := range st.Pre {
			if op.Fault != nil {
				w.Log(*op.Fault)
			} else {
				w.Edit(st.T, op.Edit)
			}
		}
		acts := make([]sim.Action, len(st.Actions))
		for p, a := range st.Actions {
			if a == nil {
				continue
			}
			if acts[p], err = s.game.ParseAction(sim.PlayerID(p), *a); err != nil {
				w.Close()
				return fmt.Errorf("tick %d: %v", st.T, err)
			}
		}
		w.Tick(st.T, acts, st.Hash)
		if (i+1)%replay.SnapEvery == 0 && i+1 <= s.tl.Len() {
			if v, err := s.tl.Seek(i + 1); err == nil {
				w.Snap(v.State.Tick(), v.State)
			}
		}
	}
	for _, op := range s.pending {
		t := s.frame.State.Tick()
		if op.Fault != nil {
			w.Log(*op.Fault)
		} else {
			w.Edit(t, op.Edit)
		}
	}
	if out, ok := s.frame.State.Outcome(); ok && s.pos == s.tl.Len() {
		res := replay.Result{Outcome: out, Turns: s.frame.State.Tick(), Hash: replay.HashString(s.frame.State.Hash())}
		for i, p := range s.frame.Players {
			pr := replay.PlayerResult{Name: p.Name, Agent: p.Agent, Status: p.Status, Reason: p.Reason}
			if i < len(out.Scores) {
				pr.Score = out.Scores[i]
			}
			if i < len(out.Ranks) {
				pr.Rank = out.Ranks[i]
			}
			res.Players = append(res.Players, pr)
		}
		w.Result(res)
	}
	// Put the timeline back where the viewer is.
	if s.pos <= s.tl.Len() {
		s.tl.Seek(s.pos)
	}
	return w.Close()
}
