package session

import (
	"context"
	"errors"
	"fmt"
	"math"

	"arena/ai"
	"arena/ai/match"
	"arena/sim"
	"arena/sim/replay"
)

// Next moves the cursor one position forward: it replays a recorded
// position when the cursor is behind the end, else plays a new tick through
// the runner (starting one from the end of an opened replay when every seat
// can play on). It returns ErrEnded at the end of a finished match.
func (s *Session) Next(ctx context.Context) (*Frame, error) {
	s.fresh(false)
	prev := s.frame.State
	if s.pos < s.tl.Len() {
		v, err := s.tl.Seek(s.pos + 1)
		if err != nil {
			return s.frame, err
		}
		return s.publishView(v, prev), nil
	}
	if s.done {
		return s.frame, ErrEnded
	}
	if s.runner == nil {
		if _, over := s.frame.State.Outcome(); over || !s.CanPlayOn() {
			s.done = true
			return s.frame, ErrEnded
		}
		if err := s.resume(s.frame.State.Clone()); err != nil {
			return s.frame, err
		}
	}
	mf, err := s.runner.Tick(ctx)
	if err != nil {
		return s.frame, err
	}
	if mf.Tick == s.frame.Tick && mf.Done && s.frame.Done {
		return s.frame, ErrEnded
	}
	return s.runnerFrame(mf, prev, true), nil
}

// Skim is Next for a position the viewer will not show (a window playing
// faster than it draws shows one tick in many): at the end of a live
// match the runner plays the tick without copying its state
// (match.Runner.Skim), and the frame returned has the tick's events,
// players and outcome but no State. The players, logs and markers are
// recorded as Next records them. Current, and every other method, first
// makes the frame of the state reached (fresh); Next after skimmed ticks
// gives its frame the same Prev as after played ones. Elsewhere (a
// recorded position, no runner, the end) Skim is Next.
func (s *Session) Skim(ctx context.Context) (*Frame, error) {
	if s.runner == nil || s.done || s.pos < s.tl.Len() {
		return s.Next(ctx)
	}
	mf, err := s.runner.Skim(ctx)
	if err != nil {
		return s.Current(), err
	}
	if mf.State != nil {
		// The final frame, which shares the final state: shown as Next
		// shows it.
		prev := s.prevState()
		s.stale = false
		return s.runnerFrame(mf, prev, true), nil
	}
	f := s.runnerFrame(mf, nil, true)
	s.stale = true
	return f, nil
}

// Seek moves the cursor to any recorded position (clamped to 0..Len).
func (s *Session) Seek(pos int) (*Frame, error) {
	s.fresh(true)
	pos = max(0, min(pos, s.tl.Len()))
	if pos == s.pos {
		return s.frame, nil
	}
	if pos == s.tl.Len() && s.runner != nil {
		return s.runnerFrame(s.runner.Frame(), nil, false), nil
	}
	var prev sim.State
	if pos == s.pos+1 {
		prev = s.frame.State
	}
	v, err := s.tl.Seek(pos)
	if err != nil {
		return s.frame, err
	}
	return s.publishView(v, prev), nil
}

// Edit applies an edit (the text the game's sim.Editor accepts) at the
// cursor. At the end of a running match it goes to the runner, which
// records it; anywhere else (the past, a replay, a finished match) the
// timeline forks at the cursor and the seats' players play on from the
// edited state.
func (s *Session) Edit(text string) (*Frame, error) {
	s.fresh(true)
	pos := s.pos
	if pos == s.tl.Len() && s.runner != nil && !s.done {
		if err := s.runner.Edit(text); err != nil {
			return s.frame, err
		}
		return s.runnerFrame(s.runner.Frame(), nil, false), nil
	}
	if !s.CanPlayOn() {
		return s.frame, errors.New("editing here forks the match, and only built-in players can play on from a fork; press End to edit the live match")
	}
	trial, ok := s.frame.State.Clone().(sim.Editor)
	if !ok {
		return s.frame, fmt.Errorf("%s has no edits", s.meta.Game)
	}
	if err := trial.ApplyEdit(text); err != nil {
		return s.frame, err
	}
	start, err := s.cut(pos)
	if err != nil {
		return s.frame, err
	}
	if err := start.(sim.Editor).ApplyEdit(text); err != nil {
		return s.frame, err
	}
	s.tl.RecordOp(replay.Op{Edit: text})
	if err := s.resume(start.Clone()); err != nil {
		return s.frame, err
	}
	ev := sim.Event{Tick: start.Tick(), Kind: sim.KindEdit, Player: -1, Detail: text}
	s.frame = &Frame{Tick: pos, State: start, Events: []sim.Event{ev}, End: pos, Players: s.viewsAt(pos)}
	return s.frame, nil
}

// Fork cuts the timeline at pos, dropping every position after it, and
// makes the seats' players (see SetPlayer) ready to play on from there:
// the cursor moves to pos and Next plays the next tick.
func (s *Session) Fork(pos int) (*Frame, error) {
	s.fresh(true)
	if pos < 0 || pos > s.tl.Len() {
		return s.frame, fmt.Errorf("fork at %d: out of range 0..%d", pos, s.tl.Len())
	}
	if !s.CanPlayOn() {
		return s.frame, errors.New("only built-in players, or players given with SetPlayer, can play on from a fork")
	}
	start, err := s.cut(pos)
	if err != nil {
		return s.frame, err
	}
	if err := s.resume(start.Clone()); err != nil {
		return s.frame, err
	}
	s.frame = &Frame{Tick: pos, State: start, End: pos, Players: s.viewsAt(pos)}
	return s.frame, nil
}

// SetPlayer makes seat (0-based) play with spec ("builtin:NAME",
// "proc:COMMAND", …) from the next fork on. The replay saved afterwards
// names the new agent for the seat.
func (s *Session) SetPlayer(seat int, spec string) error {
	if seat < 0 || seat >= len(s.seats) {
		return fmt.Errorf("seat %d: the match has seats 1..%d", seat+1, len(s.seats))
	}
	// Making the agent checks the spec (a known built-in, a command line)
	// without starting anything.
	a, err := match.NewAgentWith(s.game.Info().ID, spec, 0, match.AgentOptions{Registry: s.reg})
	if err != nil {
		return fmt.Errorf("seat %d: %v", seat+1, err)
	}
	a.Close()
	s.seats[seat], s.set[seat] = spec, true
	return nil
}

// CanPlayOn reports whether every seat has a player to continue a fork
// with: a built-in, or a spec given with SetPlayer.
func (s *Session) CanPlayOn() bool {
	for i, spec := range s.seats {
		sp, err := ai.ParseSpec(spec)
		if !s.set[i] && (err != nil || sp.Kind != "builtin") {
			return false
		}
	}
	return len(s.seats) > 0
}

// Stop ends the running match where it is (the original server's Stop):
// the runner closes its agents, and the timeline keeps what was played.
func (s *Session) Stop() error {
	s.fresh(true)
	if s.runner == nil || s.done {
		return errors.New("nothing to stop: no live match is running")
	}
	s.closeRunner(s.tl.Len())
	s.done = true
	return nil
}

// cut stops any runner, drops every position after pos and returns the
// state there; views, logs and markers after it go too.
func (s *Session) cut(pos int) (sim.State, error) {
	s.closeRunner(pos)
	v, err := s.tl.Fork(pos)
	if err != nil {
		return nil, err
	}
	s.forked, s.done = true, false
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
	s.pos = pos
	return v.State, nil
}

// closeRunner closes the running runner, if any, keeping the stderr logs
// of its ticks before position cut for saving.
func (s *Session) closeRunner(cut int) {
	before := math.MaxInt
	if cut < s.tl.Len() {
		before = s.tl.TickAt(cut)
	}
	if s.runner != nil {
		s.runner.Close()
		s.stderr = append(s.stderr, s.runner.StderrLogs()...)
		s.insp.keep(math.MaxInt)
		s.runner, s.agents = nil, nil
		clear(s.avatars)
	}
	s.insp.keep(before)
	keep := s.stderr[:0]
	for _, l := range s.stderr {
		if l.T < before {
			keep = append(keep, l)
		}
	}
	s.stderr = keep
}

// resume starts a runner that plays on from start, the state at the
// timeline's end, with the seats' players.
func (s *Session) resume(start sim.State) error {
	agents, err := match.NewAgentsWith(s.game.Info().ID, s.seats, s.header.Seed, match.AgentOptions{Registry: s.reg})
	if err != nil {
		return err
	}
	cfg := s.tl.Config()
	cfg.Players = make([]string, len(s.seats))
	for i := range s.seats {
		if !s.set[i] && i < len(s.header.Players) {
			cfg.Players[i] = s.header.Players[i].Name
		}
	}
	opt := s.opt
	opt.Replay, opt.Agents = nil, append([]string(nil), s.seats...)
	opt.Inspect, opt.Viewer = true, true
	r, err := match.Resume(s.game, cfg, agents, opt, s.tl, start)
	if err != nil {
		closeAgents(agents)
		return err
	}
	s.insp.setLive(r)
	names := r.Config().Players
	for i, spec := range s.seats {
		if i < len(s.header.Players) {
			s.header.Players[i] = replay.Player{Name: names[i], Agent: spec}
		}
		if i < len(s.meta.Players) {
			s.meta.Players[i].Name, s.meta.Players[i].Agent = names[i], spec
		}
	}
	s.runner, s.agents, s.forked = r, agents, true
	return nil
}
