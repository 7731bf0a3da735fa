package match

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"path"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"arena/ai"
	"arena/maps"
	"arena/sim"
	"arena/sim/replay"
)

// NoTimeoutLimit is the deadline --no-timeout gives every reply: long enough
// to sit in a debugger, short enough that a forgotten bot still ends.
const NoTimeoutLimit = 24 * time.Hour

// Options tunes a Runner. The zero value plays with the game's limits and
// records nothing.
type Options struct {
	Limits    *sim.Limits   // overrides the game's (and ruleset's) limits
	NoTimeout bool          // lift time limits (NoTimeoutLimit) for debugging
	Replay    io.Writer     // where to stream the replay; nil = none. The runner closes the gzip stream, not the writer.
	Engine    string        // engine version for the replay header; "" = replay.EngineVersion()
	Agents    []string      // agent specs, for the replay header, frames and results
	Timeline  bool          // also record a live replay.Timeline (see Runner.Timeline)
	MaxTicks  int           // fail after this many ticks, a guard against endless games; 0 = none
	Grace     time.Duration // extra wait for an agent that ignores its deadline; 0 = 1s
	// ExitGrace is how long a bot has to exit by itself once the end of
	// the game has been announced, before its process group is killed;
	// 0 = 1s.
	ExitGrace time.Duration
	// StrictBuiltins holds built-in bots to the game's limits too, instead
	// of BuiltinLimit; their matches then depend on machine load.
	StrictBuiltins bool
	// Headless skips what only a viewer reads: frames are not published
	// while the match is played (Frame keeps the first frame until the last
	// one, which carries the final state), so no state is cloned per tick
	// and no events are kept for frames. Tick then returns a frame holding
	// only Tick and Done. arenactl and tournaments run headless.
	Headless bool
	// Start, when set, is the state to continue from instead of
	// g.New(cfg), for playing on from a forked timeline. cfg must still be
	// the match's configuration; the replay then opens with a snapshot of
	// Start so that it re-simulates from there.
	Start sim.State
	// Inspect also records, with Replay or Viewer, what every bot was
	// sent and answered ("wire" lines, for the protocol inspector and
	// `arenactl replay-turn`) and the bots' debug drawing ("draw" lines).
	// Off, the per-turn cost is one nil check.
	Inspect bool
	// Viewer keeps in memory what a viewer saves beside its timeline,
	// where a replay stream would carry it: the bots' stderr lines
	// (Runner.StderrLogs) and, with Inspect, the wire and draw lines
	// (Runner.Inspected). ai/session sets it instead of streaming a
	// replay it would never read: encoding and compressing every tick
	// cost the window more than its built-ins' moves.
	Viewer bool
	// Pace plays Run in real time (arenactl's --pace TPS); the zero
	// value plays as fast as the host can. Tick is never paced: its
	// caller (the window) keeps its own clock.
	Pace Pace
}

// logTailCap is how much stderr a frame shows per player.
const logTailCap = 4 << 10

type player struct {
	name, spec string
	named      bool // the name was given (Config.Players), not made from the spec
	agent      ai.Agent
	builtin    bool
	// What the runner asks of the agent every tick, worked out once (the
	// agent does not change): a built-in asked on the runner's goroutine
	// (syncBuiltin), one handed the live state (ai.ReadOnly), the agent as
	// an ai.Async, a transport given a copy of the state (ai.StateReader).
	sync, readOnly bool
	readsState     bool
	async          ai.Async
	bi             *ai.Builtin // the agent as a built-in, or nil
	status         sim.Status
	reason         string
	lastFault      sim.Status
	faults         int
	strikes        int
	asked          bool // has had its first reply deadline
	gone           bool // never asked again: crashed, disqualified, eliminated or stuck
	last           sim.Action
	lastReply      string
	lastAct        sim.Action // a built-in's last action, shown as LastReply (made only for frames)
	replyTime      time.Duration
	logTail        []byte
}

// Runner plays one match. Tick and Run must be called from one goroutine at
// a time; Frame and Edit may be called from any.
type Runner struct {
	mu       sync.Mutex
	game     sim.Game
	cfg      sim.Config
	codec    sim.Codec
	limits   sim.Limits
	opt      Options
	state    sim.State
	players  []*player
	started  bool
	finished bool
	closed   bool
	events   []sim.Event // for the next frame
	observed []sim.Event // for the next observation
	observe  bool        // some player is sent observations (not a built-in)
	allSync  bool        // every player is a built-in asked on the runner's goroutine
	anyAsync bool        // some agent is an ai.Async
	// Scratch askAll reuses every tick (see askAll).
	actions []sim.Action
	answers []answer
	turns   []ai.Turn
	asks    []int
	rec     *replay.Writer
	insp    *inspector // nil unless Options.Inspect, and Replay or Viewer
	// logs are the bots' stderr lines kept for Options.Viewer.
	logs   []replay.Log
	recErr error
	tl     *replay.Timeline
	result *Result
	frame  atomic.Pointer[Frame]
	// skimming says the tick being played is one of Skim's: its frame
	// carries no state. Only the goroutine that ticks reads or sets it.
	skimming bool

	editMu sync.Mutex
	edits  []string
	queued atomic.Int32 // len(edits), read without editMu: most ticks have none

	// stop cancels a running tick when Close is called from another
	// goroutine, so closing never waits out a bot's deadline.
	stop     context.Context
	stopFunc context.CancelFunc
}

// New prepares a match of g between agents (one per seat, in seat order).
// A zero cfg.Seed is replaced by PickSeed; cfg.Map and cfg.MapData are the
// caller's (see maps.Resolve). Agents are started on the first Tick; on
// error the caller still owns and must close them.
func New(g sim.Game, cfg sim.Config, agents []ai.Agent, opt Options) (*Runner, error) {
	info := g.Info()
	if n := len(agents); n < info.MinPlayers || (info.MaxPlayers > 0 && n > info.MaxPlayers) {
		return nil, fmt.Errorf("%s needs %d to %d players, got %d", info.ID, info.MinPlayers, info.MaxPlayers, n)
	}
	if len(opt.Agents) != 0 && len(opt.Agents) != len(agents) {
		return nil, fmt.Errorf("match: %d agent specs for %d agents", len(opt.Agents), len(agents))
	}
	if cfg.Seed == 0 {
		cfg.Seed = PickSeed()
	}
	lim, err := limitsFor(g, cfg.Ruleset, opt)
	if err != nil {
		return nil, err
	}
	r := &Runner{game: g, codec: sim.CodecOf(g, cfg.Ruleset), limits: lim, opt: opt}
	r.stop, r.stopFunc = context.WithCancel(context.Background())
	r.players = make([]*player, len(agents))
	for i, a := range agents {
		_, builtin := a.(*ai.Builtin)
		if !builtin && r.codec == nil {
			return nil, fmt.Errorf("%s has no bot codec, so player %d must be a built-in", info.ID, i+1)
		}
		pl := &player{agent: a, builtin: builtin, status: sim.Active}
		pl.sync = builtin && !opt.StrictBuiltins
		if pl.bi, _ = a.(*ai.Builtin); pl.bi != nil {
			pl.readOnly = pl.bi.ReadsOnly()
		}
		pl.async, _ = a.(ai.Async)
		if sr, ok := a.(ai.StateReader); ok && !builtin {
			pl.readsState = sr.ReadsState()
		}
		r.observe = r.observe || !builtin
		r.anyAsync = r.anyAsync || pl.async != nil
		if len(opt.Agents) > 0 {
			pl.spec = opt.Agents[i]
		}
		r.players[i] = pl
	}
	r.allSync = true
	for _, pl := range r.players {
		r.allSync = r.allSync && pl.sync
	}
	given := cfg.Players
	cfg.Players = playerNames(cfg.Players, r.players)
	for i, pl := range r.players {
		pl.name = cfg.Players[i]
		pl.named = i < len(given) && given[i] != ""
	}
	r.cfg = cfg
	if opt.Start != nil {
		r.state = opt.Start.Clone()
	} else if r.state, err = g.New(cfg); err != nil {
		return nil, err
	}
	if opt.Replay != nil {
		if r.rec, err = replay.NewWriter(opt.Replay, r.header()); err != nil {
			return nil, fmt.Errorf("replay: %v", err)
		}
		if opt.Start != nil {
			if err := r.rec.Snap(r.state.Tick(), r.state); err != nil {
				return nil, fmt.Errorf("replay: %v", err)
			}
		}
	}
	if opt.Inspect && (r.rec != nil || opt.Viewer) {
		r.insp = newInspector(r.rec, r.codec)
	}
	if opt.Timeline {
		r.tl = replay.NewLive(g, cfg, r.state)
	}
	r.publish()
	return r, nil
}

func limitsFor(g sim.Game, ruleset string, opt Options) (sim.Limits, error) {
	lim := g.Info().Limits
	if ri, ok := g.(sim.RulesetInfo); ok {
		l, err := ri.LimitsFor(ruleset)
		if err != nil {
			return lim, err
		}
		lim = l
	}
	if opt.Limits != nil {
		lim = *opt.Limits
	}
	if lim.PerTick <= 0 {
		lim.PerTick = time.Second
	}
	if lim.FirstReply < lim.PerTick {
		lim.FirstReply = lim.PerTick
	}
	if opt.NoTimeout {
		lim.FirstReply, lim.PerTick = NoTimeoutLimit, NoTimeoutLimit
	}
	return lim, nil
}

// playerNames fills missing display names from the agent specs, keeping
// names unique so logs and results stay readable.
func playerNames(given []string, pls []*player) []string {
	names := make([]string, len(pls))
	seen := map[string]int{}
	for i, pl := range pls {
		n := ""
		if i < len(given) {
			n = given[i]
		}
		if n == "" {
			n = shortName(pl.spec, i)
		}
		if seen[n]++; seen[n] > 1 {
			n = fmt.Sprintf("%s (%d)", n, seen[n])
		}
		names[i] = n
	}
	return names
}

func shortName(spec string, i int) string {
	sp, err := ai.ParseSpec(spec)
	if err != nil {
		return fmt.Sprintf("player %d", i+1)
	}
	if sp.Kind == "builtin" {
		return sp.Arg
	}
	if team, ok := strings.CutPrefix(sp.Arg, "@"); ok && sp.Kind == "tcp" && team != "" {
		return team // "tcp:@TEAM" waits for that team: show its name
	}
	if words, err := ai.SplitCommand(sp.Arg); err == nil {
		for _, w := range words[1:] {
			if looksLikeFile(w) { // "python3 bot.py" reads better as bot.py
				return path.Base(w)
			}
		}
		return path.Base(words[0])
	}
	return fmt.Sprintf("player %d", i+1)
}

func looksLikeFile(w string) bool {
	ext := path.Ext(w)
	if len(ext) < 2 || len(ext) > 6 || strings.ContainsAny(w, " ;()") {
		return false
	}
	for _, c := range ext[1:] {
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9') {
			return false
		}
	}
	return true
}

func (r *Runner) header() replay.Header {
	h := replay.Header{Engine: r.opt.Engine, Game: r.game.Info().ID, Ruleset: r.cfg.Ruleset, Map: r.cfg.Map,
		Seed: r.cfg.Seed, Params: r.cfg.Params}
	if h.Engine == "" {
		h.Engine = replay.EngineVersion()
	}
	if r.cfg.MapData != nil {
		h.MapSHA256 = maps.SHA256(r.cfg.MapData)
		// Shipped maps are found by name; anything else travels inside.
		if shipped, err := maps.Lookup(h.Game, r.cfg.Map); err != nil || !bytes.Equal(shipped, r.cfg.MapData) {
			h.MapData = r.cfg.MapData
		}
	}
	for _, pl := range r.players {
		h.Players = append(h.Players, replay.Player{Name: pl.name, Agent: pl.spec})
	}
	return h
}

// Config is the match configuration, with the seed that was picked.
func (r *Runner) Config() sim.Config { return r.cfg }

// Limits are the limits in force.
func (r *Runner) Limits() sim.Limits { return r.limits }

// ExportLive has the state write its kind output (Exporter) to w while the
// match is played, when it can (LiveExporter); call it before Run, and
// Export(kind, w) on the final state as usual. It reports whether the
// state took w.
func (r *Runner) ExportLive(kind string, w io.Writer) bool {
	le, ok := r.state.(LiveExporter)
	return ok && le.ExportLive(kind, w) // it declines kinds it does not write live
}

// Frame is the newest published frame; never nil after New. Ticks played
// with Skim publish none: Frame is then older than the match until
// Publish.
func (r *Runner) Frame() *Frame { return r.frame.Load() }

// Timeline is the live timeline when Options.Timeline was set. It belongs to
// the goroutine that calls Tick.
func (r *Runner) Timeline() *replay.Timeline { return r.tl }

// Run plays to the end and returns the result. If ctx is cancelled it stops,
// closes the agents and returns ctx's error.
func (r *Runner) Run(ctx context.Context) (Result, error) {
	// One cancellable context for the whole match, not one per tick.
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	defer context.AfterFunc(r.stop, cancel)()
	pace := newPacer(r.opt.Pace)
	for {
		if pace != nil {
			if err := pace.wait(ctx); err != nil {
				r.Close()
				return Result{}, err
			}
		}
		if _, err := r.tickOnce(ctx, false); err != nil {
			r.Close()
			return Result{}, err
		}
		if r.finished {
			return *r.result, nil
		}
	}
}

// Result is the finished match's result; ok is false until it is over.
func (r *Runner) Result() (Result, bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.result == nil {
		return Result{}, false
	}
	return *r.result, true
}

// Tick plays one tick: edits queued meanwhile, then the pending players'
// replies, faults, and Step. It returns the published frame. After the end
// it returns the last frame again.
func (r *Runner) Tick(ctx context.Context) (*Frame, error) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	defer context.AfterFunc(r.stop, cancel)()
	return r.tickOnce(ctx, true)
}

// Skim plays one tick as Tick does, for a viewer that will not show it:
// the frame it returns has the tick's events, players and outcome but no
// State (nil) and is not published, so no copy of the state is made;
// the final frame of a match, which shares the final state, is published
// as Tick publishes it. Publish makes a frame of the state after a run of
// skimmed ticks. A window playing a thousand ticks a second shows one
// tick in about sixteen: ai/session skims the others.
func (r *Runner) Skim(ctx context.Context) (*Frame, error) {
	r.skimming = true
	defer func() { r.skimming = false }()
	return r.Tick(ctx)
}

// Publish publishes a frame of the current state, for a viewer that
// skimmed the ticks before it (the events went with their ticks' frames),
// and returns it. Like Tick, it must not run beside Tick or Run.
func (r *Runner) Publish() *Frame {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.publish()
}

// tickOnce plays one tick under ctx, which Close cancels. Headless, a tick
// publishes no frame: it returns a bare one when frame is set, else nil.
func (r *Runner) tickOnce(ctx context.Context, frame bool) (*Frame, error) {
	r.mu.Lock()
	f, err := r.tick(ctx)
	if f == nil && err == nil && frame {
		f = &Frame{Tick: r.state.Tick()}
	}
	r.mu.Unlock()
	r.flushEdits()
	return f, err
}

func (r *Runner) tick(ctx context.Context) (*Frame, error) {
	if r.finished {
		return r.frame.Load(), nil
	}
	if r.closed {
		return nil, errors.New("the match was closed before its end")
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	r.drainEdits()
	if !r.started {
		r.started = true
		r.start(ctx)
	}
	if r.over() {
		return r.finish(), nil
	}
	if r.opt.MaxTicks > 0 && r.state.Tick() >= r.opt.MaxTicks {
		return nil, fmt.Errorf("%s: no result after %d ticks", r.game.Info().ID, r.opt.MaxTicks)
	}
	tick := r.state.Tick()
	actions, err := r.askAll(ctx, tick)
	if err != nil {
		return nil, err
	}
	if r.over() {
		return r.finish(), nil
	}
	evs, err := r.state.Step(actions)
	if err != nil {
		return nil, fmt.Errorf("%s: tick %d: %v", r.game.Info().ID, tick, err)
	}
	if !r.opt.Headless {
		r.events = append(r.events, evs...)
	}
	r.collect(evs...)
	r.recordStep(tick, actions)
	if r.over() {
		return r.finish(), nil
	}
	r.drainEdits()
	if r.opt.Headless {
		r.events = nil // faults and edits: no frame will show them
		return nil, nil
	}
	return r.publish(), nil
}

// collect keeps events for the next observation, when a player is sent
// observations at all: built-ins read the state instead.
func (r *Runner) collect(evs ...sim.Event) {
	if r.observe {
		r.observed = append(r.observed, evs...)
	}
}

func (r *Runner) over() bool {
	_, done := r.state.Outcome()
	return done
}

// recordStep hands the step to the replay and the timeline. The state hash
// is computed only for them: nothing else reads it per tick.
func (r *Runner) recordStep(tick int, actions []sim.Action) {
	if r.rec != nil {
		r.rec.Tick(tick, actions, r.state.Hash())
		if t := r.state.Tick(); t%replay.SnapEvery == 0 {
			r.rec.Snap(t, r.state)
		}
	}
	if r.tl != nil {
		r.tl.RecordStep(tick, actions, r.state)
	}
}

// publish builds and stores a frame from the current state. The final
// frame shares the final state, which nothing changes once the match is over.
// A skimmed tick's frame (Skim) has no state and is not stored.
func (r *Runner) publish() *Frame {
	st := r.state
	light := r.skimming && !r.finished
	switch {
	case light:
		st = nil
	case !r.finished:
		st = st.Clone()
	}
	f := &Frame{Tick: r.state.Tick(), State: st, Events: r.events, End: r.state.Tick(), Done: r.finished}
	r.events = nil
	var scores []int64
	if r.result != nil {
		out := r.result.Outcome
		f.Outcome = &out
		scores = out.Scores
	} else if sc, ok := r.state.(Scorer); ok {
		scores = sc.Scores()
	}
	for i, pl := range r.players {
		v := sim.PlayerView{Name: pl.name, Agent: pl.spec, Status: pl.status, Reason: pl.reason, Faults: pl.faults,
			LastCommand: pl.reply(), Elapsed: pl.replyTime, LogTail: string(pl.logTail)}
		v.Status, v.Reason = r.gameStatus(i, v.Status, v.Reason)
		if i < len(scores) {
			v.Score = scores[i]
		}
		f.Players = append(f.Players, v)
	}
	if !light {
		r.frame.Store(f)
	}
	return f
}

// gameStatus prefers the state's own verdict on player i when it has one.
func (r *Runner) gameStatus(i int, st sim.Status, reason string) (sim.Status, string) {
	if sr, ok := r.state.(StatusReporter); ok {
		if gs, why := sr.PlayerStatus(sim.PlayerID(i)); gs != "" && gs != sim.Active && gs != sim.Done {
			return gs, why
		}
	}
	return st, reason
}

// finish ends the match: final statuses, result line, agents closed.
func (r *Runner) finish() *Frame {
	out, _ := r.state.Outcome()
	if len(out.Ranks) != len(out.Scores) {
		out.Ranks = sim.RanksFromScores(out.Scores)
	}
	res := &Result{Game: r.game.Info().ID, Ruleset: r.cfg.Ruleset, Map: r.cfg.Map, Seed: r.cfg.Seed,
		Turns: r.state.Tick(), Hash: r.state.Hash(), Outcome: out, Final: r.state}
	for i, pl := range r.players {
		switch {
		case pl.faults > 0 && pl.status == sim.Active:
			pl.status = pl.lastFault // a fault stays visible in the results
		case pl.status == sim.Active:
			pl.status = sim.Done
		}
		pr := replay.PlayerResult{Name: pl.name, Agent: pl.spec, Status: pl.status, Reason: pl.reason, Faults: pl.faults}
		if pn, ok := r.state.(sim.PlayerNamer); ok && !pl.named {
			// A name the bot gave itself (a Windwardopolis client's team
			// name) beats one made from its command line.
			if n := pn.PlayerName(sim.PlayerID(i)); n != "" {
				pr.Name = n
			}
		}
		pr.Status, pr.Reason = r.gameStatus(i, pr.Status, pr.Reason)
		if i < len(out.Scores) {
			pr.Score, pr.Rank = out.Scores[i], out.Ranks[i]
		}
		res.Players = append(res.Players, pr)
	}
	r.result, r.finished = res, true
	if r.rec != nil {
		r.rec.Result(replay.Result{Outcome: out, Turns: res.Turns, Hash: replay.HashString(res.Hash), Players: res.Players})
	}
	r.endAll()
	return r.publish()
}

// Close stops the match where it is, cancelling a tick in progress: agents
// are killed and the replay is ended without a result. It may be called from
// any goroutine, is idempotent, and a finished match is already closed.
func (r *Runner) Close() error {
	r.stopFunc()
	r.mu.Lock()
	defer r.mu.Unlock()
	r.closeAll()
	return nil
}

func (r *Runner) closeAll() { r.closeAgents(false) }

// closeAgents closes every agent at once; with announce, the bots still in
// the game are first told that it is over (endAgent).
func (r *Runner) closeAgents(announce bool) {
	if r.closed {
		return
	}
	r.closed = true
	var wg sync.WaitGroup
	for i, pl := range r.players {
		if pl.builtin {
			pl.agent.Close() // returns at once: no goroutine for it
			continue
		}
		if announce && !pl.gone {
			wg.Go(func() { r.endAgent(i) })
			continue
		}
		wg.Go(func() { pl.agent.Close() })
	}
	wg.Wait()
	if r.rec != nil {
		r.recErr = r.rec.Close()
	}
}

// Flush makes the streamed replay complete up to the last tick played, for
// a caller that reads it back while the match goes on (saving a live match).
func (r *Runner) Flush() error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.rec == nil || r.closed {
		return nil
	}
	return r.rec.Flush()
}

// ReplayError is the first error writing the replay met (a full disk, a
// closed file), or nil. The match itself carries on regardless.
func (r *Runner) ReplayError() error {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.recErr
}

// Edit applies an edit (the canonical text the state's sim.Editor accepts)
// between ticks and records it. When a tick is running it is checked against
// a copy of the newest frame and queued for right after that tick.
func (r *Runner) Edit(text string) error {
	if r.mu.TryLock() {
		defer r.mu.Unlock()
		if err := r.applyEdit(text); err != nil {
			return err
		}
		r.publish()
		return nil
	}
	f := r.frame.Load()
	if f.Done {
		return errors.New("the match is over")
	}
	ed, ok := f.State.Clone().(sim.Editor)
	if !ok {
		return fmt.Errorf("%s has no edits", r.game.Info().ID)
	}
	if err := ed.ApplyEdit(text); err != nil {
		return err
	}
	r.editMu.Lock()
	r.edits = append(r.edits, text)
	r.queued.Store(int32(len(r.edits)))
	r.editMu.Unlock()
	r.flushEdits()
	return nil
}

func (r *Runner) applyEdit(text string) error {
	if r.finished || r.closed {
		return errors.New("the match is over")
	}
	ed, ok := r.state.(sim.Editor)
	if !ok {
		return fmt.Errorf("%s has no edits", r.game.Info().ID)
	}
	if err := ed.ApplyEdit(text); err != nil {
		return err
	}
	t := r.state.Tick()
	ev := sim.Event{Tick: t, Kind: sim.KindEdit, Player: -1, Detail: text}
	r.events = append(r.events, ev)
	r.collect(ev)
	if r.rec != nil {
		r.rec.Edit(t, text)
	}
	if r.tl != nil {
		r.tl.RecordOp(replay.Op{Edit: text})
	}
	return nil
}

// drainEdits applies queued edits; r.mu is held.
func (r *Runner) drainEdits() bool {
	if r.queued.Load() == 0 {
		return false // an edit queued from now on is flushed after the tick
	}
	r.editMu.Lock()
	q := r.edits
	r.edits = nil
	r.queued.Store(0)
	r.editMu.Unlock()
	for _, text := range q {
		// It was valid on the frame it was checked against; if the tick
		// since made it invalid it is dropped, as a late click would be.
		_ = r.applyEdit(text)
	}
	return len(q) > 0
}

// flushEdits applies edits queued while a tick ran, if the runner is idle.
// Both Edit and Tick call it after queueing or unlocking, so one of them
// always sees a queued edit.
func (r *Runner) flushEdits() {
	for {
		if r.queued.Load() == 0 || !r.mu.TryLock() {
			return
		}
		if r.drainEdits() {
			r.publish()
		}
		r.mu.Unlock()
	}
}
