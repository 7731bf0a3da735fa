package app

import (
	"context"
	"errors"
	"fmt"
	"sort"

	"arena/ai"
	"arena/sim"
)

// snapEvery is how often the local source keeps a snapshot for seeking
// (ARCHITECTURE.md §6: every 64 ticks).
const snapEvery = 64

// localSource plays a match in process with built-in bots, recording
// actions and edits so any played tick can be revisited: Seek restores the
// nearest snapshot at or before the tick and re-simulates. It is the
// fallback when no match.Runner is wired, and the source GUI tests use.
type localSource struct {
	meta    Meta
	game    sim.Game
	bots    []ai.Bot
	snaps   map[int]sim.State
	actions [][]sim.Action       // actions[t] took tick t to t+1
	edits   map[int][]string     // applied at tick t before its step
	logs    [][]LogEntry         // logs[t][p]
	events  map[int][]sim.Event  // events produced by the step into tick t
	status  map[int][]PlayerView // player views at tick t
	markers []Marker
	cur     sim.State
	frame   *Frame
	end     int
	done    bool
}

// newLocalSource starts a match of game with built-in bots named by specs
// ("builtin:NAME" or "NAME").
func newLocalSource(game sim.Game, cfg sim.Config, specs []string) (*localSource, error) {
	st, err := game.New(cfg)
	if err != nil {
		return nil, err
	}
	ls := &localSource{
		game:   game,
		snaps:  map[int]sim.State{},
		edits:  map[int][]string{},
		events: map[int][]sim.Event{},
		status: map[int][]PlayerView{},
		cur:    st,
	}
	info := game.Info()
	ls.meta = Meta{Game: info.ID, Title: info.Title, Seed: cfg.Seed, Map: cfg.Map, Ruleset: cfg.Ruleset}
	for i, spec := range specs {
		sp, err := ai.ParseSpec(spec)
		if err != nil {
			return nil, err
		}
		if sp.Kind != "builtin" {
			return nil, fmt.Errorf("player %d: %s bots need the match runner", i+1, sp.Kind)
		}
		bi, err := ai.LookupBot(info.ID, sp.Arg)
		if err != nil {
			return nil, err
		}
		ls.bots = append(ls.bots, bi.New(cfg.Seed+uint64(i)*7919))
		name := sp.Arg
		if i < len(cfg.Players) && cfg.Players[i] != "" {
			name = cfg.Players[i]
		}
		ls.meta.Players = append(ls.meta.Players, PlayerView{Name: name, Agent: sp.String(), Status: sim.Active})
	}
	ls.snaps[0] = st.Clone()
	ls.status[0] = append([]PlayerView(nil), ls.meta.Players...)
	ls.publish(nil, nil)
	return ls, nil
}

func (ls *localSource) Meta() Meta      { return ls.meta }
func (ls *localSource) Current() *Frame { return ls.frame }
func (ls *localSource) Close() error    { return nil }

func (ls *localSource) Markers() []Marker { return append([]Marker(nil), ls.markers...) }

func (ls *localSource) publish(prev sim.State, evs []sim.Event) *Frame {
	t := ls.cur.Tick()
	f := &Frame{Tick: t, State: ls.cur.Clone(), Events: evs, End: ls.end}
	if prev != nil {
		f.Prev = prev
	}
	f.Players = ls.status[t]
	if f.Players == nil {
		f.Players = ls.meta.Players
	}
	if out, ok := ls.cur.Outcome(); ok && t == ls.end {
		f.Done = true
		f.Outcome = &out
	}
	ls.frame = f
	return f
}

// Next plays or replays one tick.
func (ls *localSource) Next(ctx context.Context) (*Frame, error) {
	t := ls.cur.Tick()
	if t < ls.end {
		prev := ls.cur.Clone()
		evs, err := ls.cur.Step(ls.actions[t])
		if err != nil {
			return ls.frame, err
		}
		ls.applyEdits(t + 1)
		return ls.publish(prev, evs), nil
	}
	if _, over := ls.cur.Outcome(); over {
		return ls.frame, ErrEnded
	}
	acts := make([]sim.Action, len(ls.bots))
	views := append([]PlayerView(nil), ls.status[t]...)
	if views == nil {
		views = append([]PlayerView(nil), ls.meta.Players...)
	}
	logs := make([]LogEntry, len(ls.bots))
	for _, p := range ls.cur.Pending() {
		if int(p) >= len(ls.bots) {
			continue
		}
		turn := ai.Turn{Tick: t, Player: p, State: ls.cur.Clone()}
		rep, err := ai.NewBuiltin(ls.bots[p]).Ask(ctx, turn)
		le := LogEntry{Tick: t, Player: int(p), Elapsed: rep.Elapsed, Status: sim.Active}
		if err != nil {
			f := ai.AsFault(err)
			le.Status, le.Reason = f.Status, f.Reason
			views[p].Status, views[p].Reason = f.Status, f.Reason
			if pen, ok := ls.cur.(sim.Penalizer); ok {
				ls.events[t+1] = append(ls.events[t+1], pen.Fault(p, f.Status, f.Reason)...)
			}
		} else if rep.Action != nil {
			acts[p] = rep.Action
			le.Command = rep.Action.String()
		}
		views[p].LastCommand, views[p].Elapsed = le.Command, le.Elapsed
		logs[p] = le
	}
	prev := ls.cur.Clone()
	evs, err := ls.cur.Step(acts)
	if err != nil {
		return ls.frame, fmt.Errorf("engine error at tick %d: %w", t, err)
	}
	evs = append(ls.events[t+1], evs...)
	ls.actions = append(ls.actions[:t], acts)
	ls.logs = append(ls.logs[:t], logs)
	ls.end = t + 1
	ls.events[t+1] = evs
	if _, over := ls.cur.Outcome(); over {
		for i := range views {
			if views[i].Status == sim.Active {
				views[i].Status = sim.Done
			}
		}
	}
	ls.status[t+1] = views
	for _, e := range evs {
		if isMarker(e.Kind) {
			ls.markers = append(ls.markers, Marker{Tick: t + 1, Kind: e.Kind, Player: e.Player})
		}
	}
	if (t+1)%snapEvery == 0 {
		ls.snaps[t+1] = ls.cur.Clone()
	}
	return ls.publish(prev, evs), nil
}

func (ls *localSource) applyEdits(t int) {
	ed, ok := ls.cur.(sim.Editor)
	if !ok {
		return
	}
	for _, text := range ls.edits[t] {
		// Recorded edits applied once already; a failure now would be an
		// engine bug and is ignored rather than breaking the replay.
		_ = ed.ApplyEdit(text)
	}
}

// Seek restores the nearest snapshot and re-simulates to tick.
func (ls *localSource) Seek(tick int) (*Frame, error) {
	tick = max(0, min(tick, ls.end))
	if tick == ls.cur.Tick() {
		return ls.frame, nil
	}
	if tick == ls.cur.Tick()+1 {
		return ls.Next(context.Background())
	}
	base := -1
	for t := range ls.snaps {
		if t <= tick && t > base {
			base = t
		}
	}
	if base < 0 {
		return ls.frame, errors.New("no snapshot")
	}
	ls.cur = ls.snaps[base].Clone()
	ls.applyEdits(base)
	var prev sim.State
	for t := base; t < tick; t++ {
		if t == tick-1 {
			prev = ls.cur.Clone()
		}
		if _, err := ls.cur.Step(ls.actions[t]); err != nil {
			return ls.frame, err
		}
		ls.applyEdits(t + 1)
	}
	return ls.publish(prev, ls.events[tick]), nil
}

// Edit applies text at the cursor and forks the timeline there.
func (ls *localSource) Edit(text string) (*Frame, error) {
	ed, ok := ls.cur.(sim.Editor)
	if !ok {
		return ls.frame, errors.New("this game has no edits")
	}
	t := ls.cur.Tick()
	trial := ls.cur.Clone().(sim.Editor)
	if err := trial.ApplyEdit(text); err != nil {
		return ls.frame, err
	}
	if t < ls.end {
		ls.fork(t)
	}
	if err := ed.ApplyEdit(text); err != nil {
		return ls.frame, err
	}
	ls.edits[t] = append(ls.edits[t], text)
	ls.done = false
	ev := sim.Event{Tick: t, Kind: sim.KindEdit, Player: -1}
	return ls.publish(nil, []sim.Event{ev}), nil
}

// fork drops everything recorded after tick t.
func (ls *localSource) fork(t int) {
	ls.actions = ls.actions[:t]
	ls.logs = ls.logs[:t]
	for k := range ls.snaps {
		if k > t {
			delete(ls.snaps, k)
		}
	}
	for k := range ls.edits {
		if k > t {
			delete(ls.edits, k)
		}
	}
	for k := range ls.events {
		if k > t {
			delete(ls.events, k)
		}
	}
	for k := range ls.status {
		if k > t {
			delete(ls.status, k)
		}
	}
	keep := ls.markers[:0]
	for _, m := range ls.markers {
		if m.Tick <= t {
			keep = append(keep, m)
		}
	}
	ls.markers = keep
	ls.end = t
}

func (ls *localSource) Logs(p, tick, n int) []LogEntry {
	var out []LogEntry
	for t := min(tick, len(ls.logs)) - 1; t >= 0 && len(out) < n; t-- {
		if p < len(ls.logs[t]) {
			out = append(out, ls.logs[t][p])
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Tick < out[j].Tick })
	return out
}

func (ls *localSource) Save(path string) error {
	return errors.New("saving replays needs sim/replay, which this build does not have yet")
}
