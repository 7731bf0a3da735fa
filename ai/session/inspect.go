package session

import (
	"sort"
	"sync"

	"arena/ai/match"
	"arena/sim"
	"arena/sim/replay"
)

// inspected holds the protocol inspector's wire lines and the bots' debug
// drawing of a session: those of the opened file and of finished runners,
// plus the running runner's (match.Runner.Inspected). Its methods may be
// called from any goroutine.
type inspected struct {
	mu    sync.Mutex
	wires []replay.Wire
	draws []replay.Draw
	live  *match.Runner
}

// setLive makes r the runner whose records are read along with the kept
// ones (nil: none).
func (in *inspected) setLive(r *match.Runner) {
	in.mu.Lock()
	in.live = r
	in.mu.Unlock()
}

// keep moves the live runner's records into the kept ones and drops every
// record of tick before or later, as a cut does.
func (in *inspected) keep(before int) {
	in.mu.Lock()
	defer in.mu.Unlock()
	if in.live != nil {
		w, d := in.live.Inspected()
		in.wires = append(in.wires, w...)
		in.draws = append(in.draws, d...)
		in.live = nil
	}
	ws := in.wires[:0]
	for _, w := range in.wires {
		if w.T < before {
			ws = append(ws, w)
		}
	}
	in.wires = ws
	ds := in.draws[:0]
	for _, d := range in.draws {
		if d.T < before {
			ds = append(ds, d)
		}
	}
	in.draws = ds
}

// all returns every record, kept and live.
func (in *inspected) all() ([]replay.Wire, []replay.Draw) {
	in.mu.Lock()
	defer in.mu.Unlock()
	ws, ds := in.wires[:len(in.wires):len(in.wires)], in.draws[:len(in.draws):len(in.draws)]
	if in.live != nil {
		w, d := in.live.Inspected()
		ws = append(ws, w...)
		ds = append(ds, d...)
	}
	return ws, ds
}

// Wire returns seat p's wire line for the turn played on tick, and the
// start message line a fresh process needs before it (nil when the game
// sends none), for the protocol inspector. Both are nil when nothing was
// recorded: a built-in without a turn that tick, or a replay saved
// before wire lines existed. It may be called from any goroutine.
func (s *Session) Wire(p, tick int) (turn, hello *replay.Wire) {
	ws, _ := s.insp.all()
	rp := replay.Replay{Wires: ws}
	return rp.WireAt(tick, sim.PlayerID(p))
}

// HasWires reports whether any wire line was recorded (a replay saved
// before they existed has none).
func (s *Session) HasWires() bool {
	ws, _ := s.insp.all()
	return len(ws) > 0
}

// Draws returns the bots' debug drawing recorded for tick, every seat's.
// It may be called from any goroutine.
func (s *Session) Draws(tick int) []replay.Draw {
	_, ds := s.insp.all()
	var out []replay.Draw
	for _, d := range ds {
		if d.T == tick {
			out = append(out, d)
		}
	}
	return out
}

// inspectedLines are the wire and draw lines to save, in tick order.
func (s *Session) inspectedLines() ([]replay.Wire, []replay.Draw) {
	ws, ds := s.insp.all()
	ws, ds = append([]replay.Wire(nil), ws...), append([]replay.Draw(nil), ds...)
	sort.SliceStable(ws, func(i, j int) bool { return ws[i].T < ws[j].T })
	sort.SliceStable(ds, func(i, j int) bool { return ds[i].T < ds[j].T })
	return ws, ds
}
