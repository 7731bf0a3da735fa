package app

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"arena/ai"
	"arena/maps"
	"arena/sim"
	"arena/sim/match"
	"arena/sim/replay"
)

// tlSource is the source of both live matches and opened replays. History
// lives in a replay.Timeline (a snapshot every 64 ticks, so any played
// tick can be revisited); new ticks come from a match.Runner (live bots,
// limits, faults), or, after an edit in the past or at the end of a
// replay, from the seats' built-in bots, which continue the forked
// timeline ("playing on").
type tlSource struct {
	meta   Meta
	game   sim.Game
	marks  []sim.EventKind // kinds marked on the timeline (isMarker)
	header replay.Header
	tl     *replay.Timeline

	runner  *match.Runner
	recPath string // the runner's streamed replay, read back when saving
	prefix  int    // steps of the save record that come from recPath or base
	base    []replay.Step
	baseLog []replay.Log
	extra   []replay.Step // steps played on after a fork
	pending []replay.Op   // ops before the next played-on step

	bots []ai.Bot // built-ins for playing on; nil entries for other seats
	live sim.State
	// agents are the live match's agents, asked for the avatars their
	// clients sent; avatars caches the decoded pictures by seat.
	agents  []ai.Agent
	avatars map[int]image.Image

	pos     int
	frame   *Frame
	views   map[int][]PlayerView
	logs    map[int][]LogEntry
	markers []Marker
	done    bool
	outcome *sim.Outcome
	tails   map[int]string        // each bot's stderr tail at the last frame
	final   []replay.PlayerResult // an opened replay's result line
	// logMu guards logs: the worker writes them, the log pane reads them
	// from the UI thread.
	logMu sync.Mutex
}

// newRunnerSource starts a live match through match.Runner.
func newRunnerSource(m MatchSpec) (*tlSource, error) {
	g, err := sim.Lookup(m.Game)
	if err != nil {
		return nil, err
	}
	cfg := sim.Config{Ruleset: m.Ruleset, Seed: m.Seed}
	if len(m.Names) == len(m.Players) {
		cfg.Players = m.Names
	}
	if cfg.Map, cfg.MapData, err = match.ResolveMap(g, m.Map); err != nil {
		return nil, err
	}
	if cfg.Seed == 0 {
		cfg.Seed = match.PickSeed()
	}
	agents, err := match.NewAgents(m.Game, m.Players, cfg.Seed)
	if err != nil {
		return nil, err
	}
	f, err := os.CreateTemp("", "arena-live-*.arena.jsonl.gz")
	if err != nil {
		closeAgents(agents)
		return nil, err
	}
	r, err := match.New(g, cfg, agents, match.Options{Replay: f, Agents: m.Players, Timeline: true})
	if err != nil {
		f.Close()
		os.Remove(f.Name())
		closeAgents(agents)
		return nil, err
	}
	cfg = r.Config()
	s := &tlSource{game: g, runner: r, recPath: f.Name(), tl: r.Timeline(), views: map[int][]PlayerView{}, logs: map[int][]LogEntry{},
		agents: agents, avatars: map[int]image.Image{}}
	s.header = replay.Header{Game: g.Info().ID, Ruleset: cfg.Ruleset, Map: cfg.Map, Seed: cfg.Seed, Params: cfg.Params}
	if cfg.MapData != nil {
		s.header.MapSHA256 = maps.SHA256(cfg.MapData)
		s.header.MapData = cfg.MapData
	}
	s.meta = Meta{Game: g.Info().ID, Title: g.Info().Title, Seed: cfg.Seed, Map: cfg.Map, Ruleset: cfg.Ruleset}
	for i, spec := range m.Players {
		name := spec
		if i < len(cfg.Players) {
			name = cfg.Players[i]
		}
		s.header.Players = append(s.header.Players, replay.Player{Name: name, Agent: spec})
		s.meta.Players = append(s.meta.Players, PlayerView{Name: name, Agent: spec, Status: sim.Active})
	}
	s.bots = builtinBots(g.Info().ID, m.Players, cfg.Seed)
	s.publishRunner(r.Frame(), nil)
	return s, nil
}

func closeAgents(as []ai.Agent) {
	for _, a := range as {
		a.Close()
	}
}

// builtinBots makes fresh built-ins for the seats that have one.
func builtinBots(game string, specs []string, seed uint64) []ai.Bot {
	out := make([]ai.Bot, len(specs))
	for i, spec := range specs {
		sp, err := ai.ParseSpec(spec)
		if err != nil || sp.Kind != "builtin" {
			continue
		}
		if b, err := ai.LookupBot(game, sp.Arg); err == nil {
			out[i] = b.New(match.AgentSeed(seed, i))
		}
	}
	return out
}

// OpenReplay opens a replay file, or a game recorded by an original engine
// (replay.OpenRecorded), as a source.
func OpenReplay(path string) (Source, error) {
	rp, err := replay.Open(path)
	if err != nil && !strings.Contains(filepath.Base(path), ".arena.jsonl") {
		// Not one of ours: an original engine's recording (a CodeRunner
		// trace, a Madmax .res) opens through its game's importer.
		rp, err = replay.OpenRecorded(path)
	}
	if err != nil {
		return nil, err
	}
	g, err := sim.Lookup(rp.Header.Game)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", filepath.Base(path), err)
	}
	tl, err := replay.Load(g, rp)
	if err != nil {
		return nil, err
	}
	h := rp.Header
	s := &tlSource{game: g, header: h, tl: tl, base: rp.Steps, baseLog: rp.Logs, prefix: len(rp.Steps),
		views: map[int][]PlayerView{}, logs: map[int][]LogEntry{}}
	s.meta = Meta{Game: h.Game, Title: g.Info().Title, Seed: h.Seed, Map: h.Map, Ruleset: h.Ruleset, Replay: filepath.Base(path)}
	var specs []string
	for _, p := range h.Players {
		s.meta.Players = append(s.meta.Players, PlayerView{Name: p.Name, Agent: p.Agent, Status: sim.Active})
		specs = append(specs, p.Agent)
	}
	s.bots = builtinBots(h.Game, specs, h.Seed)
	for _, l := range rp.Logs {
		pos := stepIndex(rp.Steps, l.T)
		s.logs[pos] = append(s.logs[pos], LogEntry{Tick: l.T, Player: int(l.P), Stderr: l.Stderr, Status: l.Status, Reason: l.Reason})
		if l.IsFault() {
			s.markers = append(s.markers, Marker{Tick: pos + 1, Kind: sim.KindFault, Player: l.P})
		}
	}
	if rp.Result != nil {
		out := rp.Result.Outcome
		s.outcome = &out
		s.final = rp.Result.Players
	}
	// Deaths need the events, which only re-simulation gives: walk the
	// timeline once (it keeps snapshots, so this is one pass).
	for i := 1; i <= tl.Len(); i++ {
		v, err := tl.Seek(i)
		if err != nil {
			break
		}
		for _, e := range v.Events {
			if s.isMarker(e.Kind) && e.Kind != sim.KindFault {
				s.markers = append(s.markers, Marker{Tick: i, Kind: e.Kind, Player: e.Player})
			}
		}
	}
	if d := tl.Diverged(); d != nil {
		s.meta.Replay += " (" + d.Error() + ")"
	}
	v, err := tl.Seek(0)
	if err != nil {
		return nil, err
	}
	s.publishView(v, nil)
	return s, nil
}

func stepIndex(steps []replay.Step, t int) int {
	for i, st := range steps {
		if st.T >= t {
			return i
		}
	}
	return len(steps)
}

func (s *tlSource) Meta() Meta        { return s.meta }
func (s *tlSource) Current() *Frame   { return s.frame }
func (s *tlSource) Markers() []Marker { return append([]Marker(nil), s.markers...) }

func (s *tlSource) Close() error {
	if s.runner != nil {
		s.runner.Close()
	}
	if s.recPath != "" {
		os.Remove(s.recPath)
	}
	return nil
}

// viewsAt returns the player views recorded at or before pos.
func (s *tlSource) viewsAt(pos int) []PlayerView {
	for p := pos; p >= 0; p-- {
		if v, ok := s.views[p]; ok {
			return v
		}
	}
	out := append([]PlayerView(nil), s.meta.Players...)
	// Replays: statuses from the recorded faults up to pos, commands
	// from the recorded actions.
	for _, l := range s.baseLog {
		if l.IsFault() && stepIndex(s.base, l.T) < pos && int(l.P) < len(out) {
			out[l.P].Status, out[l.P].Reason = l.Status, l.Reason
		}
	}
	if pos > 0 && pos <= len(s.base) {
		for i, a := range s.base[pos-1].Actions {
			if i < len(out) && a != nil {
				out[i].LastCommand = *a
			}
		}
	}
	if pos == len(s.base) && len(s.extra) == 0 && s.live == nil {
		for i, r := range s.final {
			if i < len(out) {
				out[i].Status, out[i].Reason = r.Status, r.Reason
			}
		}
	}
	return out
}

func (s *tlSource) publishView(v replay.View, prev sim.State) *Frame {
	s.pos = v.Pos
	f := &Frame{Tick: v.Pos, State: v.State, Prev: prev, Events: v.Events, End: s.tl.Len(), Players: s.viewsAt(v.Pos)}
	if _, over := v.State.Outcome(); over && v.Pos == s.tl.Len() {
		f.Done = true
		if out, ok := v.State.Outcome(); ok {
			f.Outcome = &out
		}
	}
	s.frame = f
	return f
}

// publishRunner turns a new runner frame into ours and records its
// players, logs and markers.
func (s *tlSource) publishRunner(mf *match.Frame, prev sim.State) *Frame {
	return s.runnerFrame(mf, prev, true)
}

func (s *tlSource) runnerFrame(mf *match.Frame, prev sim.State, record bool) *Frame {
	pos := s.tl.Len()
	s.pos = pos
	views := make([]PlayerView, len(mf.Players))
	entries := make([]LogEntry, len(mf.Players))
	for i, p := range mf.Players {
		views[i] = PlayerView{Name: p.Name, Agent: p.Agent, Status: p.Status, Reason: p.Reason, LastCommand: p.LastReply, Elapsed: p.ReplyTime,
			Avatar: s.avatar(i)}
		entries[i] = LogEntry{Tick: pos - 1, Player: i, Command: p.LastReply, Raw: p.LastReply, Stderr: s.newStderr(i, p.LogTail, record), Elapsed: p.ReplyTime, Status: p.Status, Reason: p.Reason}
	}
	if record {
		s.views[pos] = views
		if pos > 0 {
			s.logMu.Lock()
			s.logs[pos] = entries
			s.logMu.Unlock()
		}
		for _, e := range mf.Events {
			if s.isMarker(e.Kind) {
				s.markers = append(s.markers, Marker{Tick: pos, Kind: e.Kind, Player: e.Player})
			}
		}
	}
	f := &Frame{Tick: pos, State: mf.State, Prev: prev, Events: mf.Events, End: pos, Players: views, Done: mf.Done, Outcome: mf.Outcome}
	s.done = mf.Done
	s.frame = f
	return f
}

// avatar is the picture seat i's client sent when it joined, if any
// (agents that have one implement Avatar, as ai/tcp's do).
func (s *tlSource) avatar(i int) image.Image {
	if img, ok := s.avatars[i]; ok {
		return img
	}
	if i >= len(s.agents) {
		return nil
	}
	av, ok := s.agents[i].(interface{ Avatar() []byte })
	if !ok {
		return nil
	}
	b := av.Avatar()
	if b == nil {
		return nil // not joined yet: ask again next frame
	}
	img := decodeAvatar(b)
	s.avatars[i] = img
	return img
}

// decodeAvatar decodes a client's PNG avatar, nil when it is not one.
func decodeAvatar(b []byte) image.Image {
	if len(b) == 0 {
		return nil
	}
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		return nil
	}
	return img
}

// Stop ends the live match where it is (the original server's Stop): the
// runner closes its agents, and the timeline keeps what was played.
func (s *tlSource) Stop() error {
	if s.runner == nil || s.done {
		return errors.New("nothing to stop: no live match is running")
	}
	s.runner.Close()
	s.runner = nil
	s.prefix, s.extra = s.tl.Len(), nil
	s.done = true
	return nil
}

// newStderr returns what a bot wrote to stderr since the previous frame:
// frames carry the tail of everything written, so each turn's log shows
// only the part that grew.
func (s *tlSource) newStderr(p int, tail string, record bool) string {
	if s.tails == nil {
		s.tails = map[int]string{}
	}
	old := s.tails[p]
	if record {
		s.tails[p] = tail
	}
	if tail == old {
		return ""
	}
	if strings.HasPrefix(tail, old) {
		return tail[len(old):]
	}
	// The tail window moved on: find where the old end reappears.
	if k := len(old); k > 64 {
		if i := strings.LastIndex(tail, old[k-64:]); i >= 0 {
			return tail[i+64:]
		}
	}
	return tail
}

// Next replays a recorded tick, or plays a new one.
func (s *tlSource) Next(ctx context.Context) (*Frame, error) {
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
	if s.runner != nil {
		mf, err := s.runner.Tick(ctx)
		if err != nil {
			return s.frame, err
		}
		if mf.Tick == s.frame.Tick && mf.Done && s.frame.Done {
			return s.frame, ErrEnded
		}
		return s.publishRunner(mf, prev), nil
	}
	return s.playOn(ctx, prev)
}

// canPlayOn reports whether every seat has a built-in to continue with.
func (s *tlSource) canPlayOn() bool {
	for _, b := range s.bots {
		if b == nil {
			return false
		}
	}
	return len(s.bots) > 0
}

// playOn plays one tick with the built-ins on the forked timeline.
func (s *tlSource) playOn(ctx context.Context, prev sim.State) (*Frame, error) {
	if s.live == nil {
		if _, over := s.frame.State.Outcome(); over || !s.canPlayOn() {
			s.done = true
			return s.frame, ErrEnded
		}
		s.live = s.frame.State.Clone()
	}
	st := s.live
	if _, over := st.Outcome(); over {
		s.done = true
		return s.frame, ErrEnded
	}
	tick := st.Tick()
	acts := make([]sim.Action, len(s.bots))
	views := append([]PlayerView(nil), s.viewsAt(s.pos)...)
	entries := make([]LogEntry, len(s.bots))
	var evs []sim.Event
	for _, p := range st.Pending() {
		if int(p) >= len(s.bots) {
			continue
		}
		rep, err := ai.NewBuiltin(s.bots[p]).Ask(ctx, ai.Turn{Tick: tick, Player: p, State: st.Clone()})
		le := LogEntry{Tick: tick, Player: int(p), Elapsed: rep.Elapsed, Status: sim.Active}
		if err != nil {
			f := ai.AsFault(err)
			le.Status, le.Reason = f.Status, f.Reason
			views[p].Status, views[p].Reason = f.Status, f.Reason
			if pen, ok := st.(sim.Penalizer); ok {
				evs = append(evs, pen.Fault(p, f.Status, f.Reason)...)
			}
			l := replay.Log{T: tick, P: p, MS: rep.Elapsed.Milliseconds(), Status: f.Status, Reason: f.Reason}
			op := replay.Op{Fault: &l}
			s.pending = append(s.pending, op)
			s.tl.RecordOp(op)
		} else if rep.Action != nil {
			acts[p] = rep.Action
			le.Command = rep.Action.String()
		}
		views[p].LastCommand, views[p].Elapsed = le.Command, le.Elapsed
		entries[p] = le
	}
	more, err := st.Step(acts)
	if err != nil {
		return s.frame, fmt.Errorf("engine error at tick %d: %w", tick, err)
	}
	evs = append(evs, more...)
	s.tl.RecordStep(tick, acts, st)
	s.extra = append(s.extra, replay.Step{T: tick, Pre: s.pending, Actions: replay.Canonical(acts), Hash: st.Hash()})
	s.pending = nil
	pos := s.tl.Len()
	if _, over := st.Outcome(); over {
		s.done = true
		for i := range views {
			if views[i].Status == sim.Active {
				views[i].Status = sim.Done
			}
		}
	}
	s.views[pos] = views
	s.logMu.Lock()
	s.logs[pos] = entries
	s.logMu.Unlock()
	for _, e := range evs {
		if s.isMarker(e.Kind) {
			s.markers = append(s.markers, Marker{Tick: pos, Kind: e.Kind, Player: e.Player})
		}
	}
	s.pos = pos
	f := &Frame{Tick: pos, State: st.Clone(), Prev: prev, Events: evs, End: pos, Players: views}
	if out, over := st.Outcome(); over {
		f.Done, f.Outcome = true, &out
	}
	s.frame = f
	return f, nil
}

// Seek moves to any recorded tick.
func (s *tlSource) Seek(pos int) (*Frame, error) {
	pos = max(0, min(pos, s.tl.Len()))
	if pos == s.pos {
		return s.frame, nil
	}
	if pos == s.tl.Len() && s.runner != nil {
		return s.runnerFrame(s.runner.Frame(), nil, false), nil
	}
	if pos == s.tl.Len() && s.live != nil {
		f := *s.frame
		f.Tick, f.State, f.Prev, f.Events, f.Players = pos, s.live.Clone(), nil, nil, s.viewsAt(pos)
		s.pos, s.frame = pos, &f
		return s.frame, nil
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

// isMarker says whether events of kind k get a timeline marker: faults and
// the game's Info().Markers.
func (s *tlSource) isMarker(k sim.EventKind) bool {
	if s.marks == nil {
		// Info may build its lists on every call; ask once.
		s.marks = append([]sim.EventKind{sim.KindFault}, s.game.Info().Markers...)
	}
	return slices.Contains(s.marks, k)
}
