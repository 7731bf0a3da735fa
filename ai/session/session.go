package session

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"arena/ai"
	"arena/ai/match"
	"arena/maps"
	"arena/sim"
	"arena/sim/replay"
)

// Spec describes a live match to start.
type Spec struct {
	Game    string
	Ruleset string
	Map     string // a --map argument (maps.Resolve); "" = the game's default
	Seed    uint64 // 0 = match.PickSeed
	Players []string
	Names   []string // display names, one per player, or none
	// Params are game parameters (sim.Config.Params: "rounds" for
	// Windwardopolis sessions); nil = the game's defaults.
	Params map[string]string
	// Options are passed to the runner (limits, --no-timeout); Replay,
	// Agents, Timeline and Start are the session's.
	Options match.Options
	// Registry resolves the game and the player specs, now and for the
	// seats of later forks; nil means match.Default.
	Registry *match.Registry
}

// Session is a match you can seek, edit, fork, play on and save.
type Session struct {
	meta   Meta
	game   sim.Game
	marks  []sim.EventKind // kinds marked on the timeline (isMarker)
	header replay.Header
	tl     *replay.Timeline
	opt    match.Options
	reg    *match.Registry // resolves seats' specs; nil = match.Default

	// runner plays new positions from position from of tl on; it keeps
	// the bots' stderr lines (match.Options.Viewer), which the timeline
	// does not. stderr holds those of earlier runners and of the opened
	// file.
	runner *match.Runner
	stderr []replay.Log

	// seats are the specs playing on from a fork uses: the recorded
	// agents, or the ones SetPlayer gave (set[i]).
	seats []string
	set   []bool
	// snap0 says the timeline starts from a snapshot rather than from
	// g.New, so a saved file must carry it.
	snap0 bool

	// base and baseLog are the opened file's steps and logs, for the player
	// views of recorded positions; final is its result line. forked says
	// the recorded end is no longer the end.
	base    []replay.Step
	baseLog []replay.Log
	final   []replay.PlayerResult
	forked  bool
	outcome *sim.Outcome
	// branches are the timelines ForkWith left (branch.go).
	branches []Branch

	// agents are the running runner's, asked for the avatars their clients
	// sent; avatars caches the decoded pictures by seat.
	agents  []ai.Agent
	avatars map[int]image.Image

	pos   int
	frame *Frame
	// stale says the runner played on past frame with skimmed ticks
	// (Skim): frame's state is older than pos until fresh.
	stale   bool
	views   map[int][]sim.PlayerView
	markers []Marker
	done    bool
	tails   map[int]string // each bot's stderr tail at the last frame

	// logMu guards logs: the driving goroutine writes them, a log pane
	// reads them from another.
	logMu sync.Mutex
	logs  map[int][]LogEntry

	// insp holds the wire and draw lines (inspect.go).
	insp inspected
}

func newSession(g sim.Game, h replay.Header) *Session {
	s := &Session{game: g, header: h, views: map[int][]sim.PlayerView{}, logs: map[int][]LogEntry{},
		avatars: map[int]image.Image{}, tails: map[int]string{}}
	s.meta = Meta{Game: g.Info().ID, Title: g.Info().Title, Seed: h.Seed, Map: h.Map, Ruleset: h.Ruleset}
	for _, p := range h.Players {
		s.meta.Players = append(s.meta.Players, sim.PlayerView{Name: p.Name, Agent: p.Agent, Status: sim.Active})
		s.seats = append(s.seats, p.Agent)
	}
	s.set = make([]bool, len(s.seats))
	return s
}

// Start starts a live match through match.Runner. Its agents start on the
// first Next.
func Start(sp Spec) (*Session, error) {
	g, err := sp.Registry.Game(sp.Game)
	if err != nil {
		return nil, err
	}
	cfg := sim.Config{Ruleset: sp.Ruleset, Seed: sp.Seed, Params: sp.Params}
	if len(sp.Names) == len(sp.Players) {
		cfg.Players = sp.Names
	}
	if cfg.Map, cfg.MapData, err = match.ResolveMap(g, sp.Map); err != nil {
		return nil, err
	}
	if cfg.Seed == 0 {
		cfg.Seed = match.PickSeed()
	}
	agents, err := match.NewAgentsWith(sp.Game, sp.Players, cfg.Seed, match.AgentOptions{Registry: sp.Registry})
	if err != nil {
		return nil, err
	}
	opt := sp.Options
	opt.Replay, opt.Agents, opt.Timeline, opt.Start = nil, sp.Players, true, nil
	opt.Inspect, opt.Viewer = true, true
	r, err := match.New(g, cfg, agents, opt)
	if err != nil {
		closeAgents(agents)
		return nil, err
	}
	cfg = r.Config()
	h := replay.Header{Game: g.Info().ID, Ruleset: cfg.Ruleset, Map: cfg.Map, Seed: cfg.Seed, Params: cfg.Params}
	if cfg.MapData != nil {
		h.MapSHA256 = maps.SHA256(cfg.MapData)
		h.MapData = cfg.MapData
	}
	for i, spec := range sp.Players {
		h.Players = append(h.Players, replay.Player{Name: cfg.Players[i], Agent: spec})
	}
	s := newSession(g, h)
	s.opt, s.reg = sp.Options, sp.Registry
	s.tl, s.runner, s.agents = r.Timeline(), r, agents
	s.insp.setLive(r)
	s.runnerFrame(r.Frame(), nil, true)
	return s, nil
}

func closeAgents(as []ai.Agent) {
	for _, a := range as {
		a.Close()
	}
}

// Open opens a replay file, or a game recorded by an original engine
// (replay.OpenRecorded), with match.Default.
func Open(path string) (*Session, error) { return OpenWith(path, nil) }

// OpenWith is Open with the registry that resolves the game and the specs
// of later forks' seats (nil: match.Default).
func OpenWith(path string, reg *match.Registry) (*Session, error) {
	rp, err := replay.Open(path)
	if err != nil && !strings.Contains(filepath.Base(path), ".arena.jsonl") {
		// Not one of ours: an original engine's recording (a CodeRunner
		// trace, a Madmax .res) opens through its game's importer.
		rp, err = replay.OpenRecorded(path)
	}
	if err != nil {
		return nil, err
	}
	s, err := FromReplayWith(rp, reg)
	if err != nil {
		return nil, err
	}
	s.meta.Replay = filepath.Base(path) + s.meta.Replay
	return s, nil
}

// FromReplay makes a session of a replay already read; the cursor is at
// position 0. A replay this engine does not reproduce still opens: Meta's
// Replay field then names the divergence.
func FromReplay(rp *replay.Replay) (*Session, error) { return FromReplayWith(rp, nil) }

// FromReplayWith is FromReplay with a registry (nil: match.Default).
func FromReplayWith(rp *replay.Replay, reg *match.Registry) (*Session, error) {
	g, err := reg.Game(rp.Header.Game)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", rp.Name, err)
	}
	tl, err := replay.Load(g, rp)
	if err != nil {
		return nil, err
	}
	s := newSession(g, rp.Header)
	s.reg = reg
	s.tl, s.base, s.baseLog = tl, rp.Steps, rp.Logs
	s.insp.wires, s.insp.draws = rp.Wires, rp.Draws
	s.snap0 = len(rp.Snaps) > 0 && rp.Snaps[0].Index == 0
	for _, l := range rp.Logs {
		if !l.IsFault() {
			s.stderr = append(s.stderr, l)
		}
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

// Meta describes the session.
func (s *Session) Meta() Meta { return s.meta }

// Current is the frame at the cursor; never nil.
func (s *Session) Current() *Frame {
	s.fresh(true)
	return s.frame
}

// fresh makes the frame of the state the runner reached after skimmed
// ticks (Skim), with, when withPrev is set, the state one position before
// as its Prev: the timeline's, re-simulated from its nearest snapshot, the
// state the frame before would have had. Next, which takes the fresh
// frame's own state as its Prev, does without.
func (s *Session) fresh(withPrev bool) {
	if !s.stale {
		return
	}
	s.stale = false
	var prev sim.State
	if withPrev {
		prev = s.timelineState(s.tl.Len() - 1)
	}
	s.runnerFrame(s.runner.Publish(), prev, false)
}

// prevState is the state one position before the runner's, for the frame
// of the tick it just played: the last frame's when it was not skimmed.
func (s *Session) prevState() sim.State {
	if !s.stale {
		return s.frame.State
	}
	return s.timelineState(s.tl.Len() - 1)
}

// timelineState is a copy of the state at timeline position pos, or nil.
func (s *Session) timelineState(pos int) sim.State {
	if pos < 0 {
		return nil
	}
	v, err := s.tl.Seek(pos)
	if err != nil {
		return nil
	}
	return v.State
}

// Pos is the cursor's position.
func (s *Session) Pos() int { return s.pos }

// Len is the last position recorded so far.
func (s *Session) Len() int { return s.tl.Len() }

// Game is the session's game.
func (s *Session) Game() sim.Game { return s.game }

// Header is the replay header a saved file gets.
func (s *Session) Header() replay.Header { return s.header }

// Markers returns the marked events (faults and the game's Info().Markers)
// recorded so far.
func (s *Session) Markers() []Marker { return append([]Marker(nil), s.markers...) }

// Close stops a running match; what was played stays in the session.
func (s *Session) Close() error {
	s.fresh(true)
	s.closeRunner(s.tl.Len())
	return nil
}

// viewsAt returns the player views recorded at or before pos.
func (s *Session) viewsAt(pos int) []sim.PlayerView {
	for p := pos; p >= 0; p-- {
		if v, ok := s.views[p]; ok {
			return v
		}
	}
	out := append([]sim.PlayerView(nil), s.meta.Players...)
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
	if pos == len(s.base) && !s.forked {
		for i, r := range s.final {
			if i < len(out) {
				out[i].Status, out[i].Reason = r.Status, r.Reason
			}
		}
	}
	return out
}

func (s *Session) publishView(v replay.View, prev sim.State) *Frame {
	s.pos = v.Pos
	f := &Frame{Tick: v.Pos, State: v.State, Prev: prev, Events: v.Events, End: s.tl.Len(), Players: s.viewsAt(v.Pos)}
	if out, over := v.State.Outcome(); over && v.Pos == s.tl.Len() {
		f.Done, f.Outcome = true, &out
	}
	s.frame = f
	return f
}

// runnerFrame turns a runner frame into ours at the timeline's end and,
// when record is set, records its players, logs and markers.
func (s *Session) runnerFrame(mf *match.Frame, prev sim.State, record bool) *Frame {
	pos := s.tl.Len()
	s.pos = pos
	views := make([]sim.PlayerView, len(mf.Players))
	entries := make([]LogEntry, len(mf.Players))
	for i, p := range mf.Players {
		views[i] = p
		views[i].Avatar = s.avatar(i)
		entries[i] = LogEntry{Tick: pos - 1, Player: i, Command: p.LastCommand, Raw: p.LastCommand, Stderr: s.newStderr(i, p.LogTail, record), Elapsed: p.Elapsed, Status: p.Status, Reason: p.Reason}
	}
	if record {
		_, seen := s.views[pos]
		s.views[pos] = views
		s.logMu.Lock()
		if pos > 0 && !seen {
			s.logs[pos] = entries
		} else {
			s.keepFailures(pos, entries)
		}
		s.logMu.Unlock()
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

// keepFailures records, from a frame that played no step (the match's
// first, or one that ends it on a bot's fault), the entries that say
// something: new stderr or a fault. A bot that fails before its first
// reply ends a Worms match at position 0, and its log must still show why
// on that tick. Such an entry is for the tick the bot was asked for (pos);
// a repeat of a status already logged there adds nothing. logMu is held.
func (s *Session) keepFailures(pos int, entries []LogEntry) {
	for _, e := range entries {
		failed := e.Status != "" && e.Status != sim.Active
		if e.Stderr == "" && !failed {
			continue
		}
		dup := e.Stderr == "" && slices.ContainsFunc(s.logs[pos], func(o LogEntry) bool {
			return o.Player == e.Player && o.Status == e.Status && o.Reason == e.Reason
		})
		if dup {
			continue
		}
		e.Tick, e.Command, e.Raw = pos, "", ""
		s.logs[pos] = append(s.logs[pos], e)
	}
}

// avatar is the picture seat i's client sent when it joined, if any.
func (s *Session) avatar(i int) image.Image {
	if img, ok := s.avatars[i]; ok {
		return img
	}
	if i >= len(s.agents) {
		return nil
	}
	av, ok := s.agents[i].(AvatarSource)
	if !ok {
		return nil
	}
	b := av.Avatar()
	if b == nil {
		return nil // not joined yet: ask again next frame
	}
	img := DecodeAvatar(b)
	s.avatars[i] = img
	return img
}

// DecodeAvatar decodes a client's PNG avatar, nil when it is not one.
func DecodeAvatar(b []byte) image.Image {
	if len(b) == 0 {
		return nil
	}
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		return nil
	}
	return img
}

// newStderr returns what a bot wrote to stderr since the previous frame:
// frames carry the tail of everything written, so each turn's log shows
// only the part that grew.
func (s *Session) newStderr(p int, tail string, record bool) string {
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

// isMarker says whether events of kind k get a timeline marker: faults and
// the game's Info().Markers.
func (s *Session) isMarker(k sim.EventKind) bool {
	if s.marks == nil {
		// Info may build its lists on every call; ask once.
		s.marks = append([]sim.EventKind{sim.KindFault}, s.game.Info().Markers...)
	}
	return slices.Contains(s.marks, k)
}

// Diverged is the first recorded hash of an opened replay this engine did
// not reproduce, or nil.
func (s *Session) Diverged() *replay.Divergence { return s.tl.Diverged() }

// Replay is the replay file the session was opened from (read from it,
// Truncated and Result say whether it was complete), or nil for a match
// started live.
func (s *Session) Replay() *replay.Replay { return s.tl.Replay() }
