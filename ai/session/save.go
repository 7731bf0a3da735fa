package session

import (
	"fmt"
	"io"
	"math"
	"sort"

	"arena/sim"
	"arena/sim/replay"
)

// Logs returns player p's log entries up to position pos, the newest n.
// It may be called from any goroutine.
func (s *Session) Logs(p, pos, n int) []LogEntry {
	s.logMu.Lock()
	defer s.logMu.Unlock()
	var keys []int
	for k := range s.logs {
		if k <= pos {
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

// Save writes the whole timeline to path as a replay file.
func (s *Session) Save(path string) error {
	s.fresh(true)
	w, err := replay.Create(path, s.header)
	if err != nil {
		return err
	}
	return s.write(w)
}

// Encode writes the whole timeline to out as a gzipped replay stream.
func (s *Session) Encode(out io.Writer) error {
	s.fresh(true)
	w, err := replay.NewWriter(out, s.header)
	if err != nil {
		return err
	}
	return s.write(w)
}

// write writes the timeline's steps, edits and faults, the bots' stderr,
// a snapshot wherever the timeline keeps one, and the result line when the
// match is over at its end; then it closes w.
func (s *Session) write(w *replay.Writer) error {
	logs, err := s.stderrLogs()
	if err != nil {
		w.Close()
		return err
	}
	wires, draws := s.inspectedLines()
	wi, di := 0, 0
	// putInspected writes the wire and draw lines of ticks up to t.
	putInspected := func(t int) {
		for ; wi < len(wires) && wires[wi].T <= t; wi++ {
			w.Wire(wires[wi])
		}
		for ; di < len(draws) && draws[di].T <= t; di++ {
			w.Draw(draws[di])
		}
	}
	steps, tail := s.tl.Record()
	if s.snap0 {
		if st, ok := s.tl.Snapshot(0); ok {
			w.Snap(st.Tick(), st)
		}
	}
	li := 0
	for i, st := range steps {
		for ; li < len(logs) && logs[li].T <= st.T; li++ {
			w.Log(logs[li])
		}
		putInspected(st.T)
		writeOps(w, st.T, st.Pre)
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
		if snap, ok := s.tl.Snapshot(i + 1); ok {
			w.Snap(snap.Tick(), snap)
		}
	}
	for ; li < len(logs); li++ {
		w.Log(logs[li])
	}
	putInspected(math.MaxInt)
	end, err := s.endState()
	if err != nil {
		w.Close()
		return err
	}
	writeOps(w, end.Tick(), tail)
	if res, ok := s.result(end); ok {
		w.Result(res)
	}
	return w.Close()
}

func writeOps(w *replay.Writer, t int, ops []replay.Op) {
	for _, op := range ops {
		if op.Fault != nil {
			w.Log(*op.Fault)
		} else {
			w.Edit(t, op.Edit)
		}
	}
}

// stderrLogs are the bots' stderr lines to save, in tick order.
func (s *Session) stderrLogs() ([]replay.Log, error) {
	logs := append([]replay.Log(nil), s.stderr...)
	if s.runner != nil {
		logs = append(logs, s.runner.StderrLogs()...)
	}
	return logs, nil
}

// endState is the state at the timeline's end, with its ops applied.
func (s *Session) endState() (sim.State, error) {
	if s.pos == s.tl.Len() {
		return s.frame.State, nil
	}
	v, err := s.tl.Seek(s.tl.Len())
	if err != nil {
		return nil, err
	}
	// Put the timeline back where the viewer is, so that stepping on
	// stays cheap.
	s.tl.Seek(s.pos)
	return v.State, nil
}

// result is the result line for a match over at end.
func (s *Session) result(end sim.State) (replay.Result, bool) {
	out, ok := end.Outcome()
	if !ok {
		return replay.Result{}, false
	}
	if s.runner != nil {
		if r, ok := s.runner.Result(); ok {
			return replay.Result{Outcome: r.Outcome, Turns: r.Turns, Hash: replay.HashString(r.Hash), Players: r.Players}, true
		}
	}
	res := replay.Result{Outcome: out, Turns: end.Tick(), Hash: replay.HashString(end.Hash())}
	for i, p := range s.viewsAt(s.tl.Len()) {
		pr := replay.PlayerResult{Name: p.Name, Agent: p.Agent, Status: p.Status, Reason: p.Reason}
		if i < len(out.Scores) {
			pr.Score = out.Scores[i]
		}
		if i < len(out.Ranks) {
			pr.Rank = out.Ranks[i]
		}
		res.Players = append(res.Players, pr)
	}
	return res, true
}
