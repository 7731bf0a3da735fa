package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"os"
	"os/signal"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"time"

	"github.com/spf13/pflag"

	"arena/ai"
	"arena/ai/match"
	"arena/ai/tcp"
	"arena/cmd/internal/matchflags"
	"arena/sim"
	"arena/sim/replay"
	"arena/sim/scenario"
)

// exportAliases are shorthand flags for match.Exporter kinds: "--res F"
// means "--export res=F". A game adds an output by implementing Exporter on
// its state; an alias only needs a line here.
var exportAliases = map[string]string{
	"res": "write the original engine's .res `FILE` (Madmax), same as --export res=FILE",
}

// matchFlags are the flags run and tournament share.
type matchFlags struct {
	game    string
	players multi
	mapArg  string
	// The flags the app shares (--rules, --ruleset, --no-timeout,
	// --rounds, --param).
	matchflags.Flags
	listen string
}

func (m *matchFlags) register(fs *pflag.FlagSet) {
	fs.StringVar(&m.game, "game", "", "the game `G` (arenactl games lists them)")
	fs.Var(&m.players, "player", "a player `SPEC`, once per seat")
	fs.StringVar(&m.mapArg, "map", "", "a shipped map `NAME|FILE` (default: the game's, or generated from the seed)")
	// The flags the app has too: one definition, matchflags'.
	shared := flag.NewFlagSet("", flag.ContinueOnError)
	m.Flags.Register(shared)
	fs.AddGoFlagSet(shared)
	fs.StringVar(&m.listen, "listen", tcp.DefaultAddr, "loopback `ADDR` TCP bots connect to (Windwardopolis 2)")
}

// resolved is what matchFlags name, checked.
type resolved struct {
	game    sim.Game
	ruleset string
	mapName string
	mapData []byte
	params  map[string]string
	reg     *match.Registry // makes the seats, with the --listen address
}

func (m *matchFlags) resolve(cmd string) (*resolved, error) {
	if m.game == "" {
		return nil, badArgs("%s: --game is required (known: %s)", cmd, strings.Join(sim.Games(), ", "))
	}
	g, err := sim.Lookup(m.game)
	if err != nil {
		return nil, badArgs("%s: %v", cmd, err)
	}
	rs, err := m.RulesetName()
	if err != nil {
		return nil, badArgs("%s: %v", cmd, err)
	}
	if known := g.Info().Rulesets; rs != "" && !slices.Contains(known, rs) {
		return nil, badArgs("%s: unknown ruleset %q for %s (known: %q)", cmd, rs, m.game, known)
	}
	res := &resolved{game: g, ruleset: rs}
	if res.params, err = m.ParamMap(); err != nil {
		return nil, badArgs("%s: %v", cmd, err)
	}
	// The seats below and the match's are made through a registry that
	// holds the --listen address.
	res.reg = registryFor(m.listen)
	if res.mapName, res.mapData, err = match.ResolveMap(g, m.mapArg); err != nil {
		return nil, badArgs("%s: %v", cmd, err)
	}
	for i, spec := range m.players {
		sp, err := ai.ParseSpec(spec)
		if err != nil {
			return nil, badArgs("%s: %v", cmd, err)
		}
		m.players[i] = sp.String()                                                                   // "hunter" is reported as "builtin:hunter"
		a, err := match.NewAgentWith(m.game, m.players[i], 1, match.AgentOptions{Registry: res.reg}) // checks the spec; starts nothing
		if err != nil {
			return nil, badArgs("%s: %v", cmd, err)
		}
		a.Close()
	}
	return res, nil
}

type playerOut struct {
	Name   string     `json:"name"`
	Agent  string     `json:"agent"`
	Score  int64      `json:"score"`
	Rank   int        `json:"rank"`
	Status sim.Status `json:"status"`
	Reason string     `json:"reason"`
}

type runOut struct {
	Game    string      `json:"game"`
	Seed    uint64      `json:"seed"`
	Ruleset string      `json:"ruleset"`
	Map     string      `json:"map"`
	Turns   int         `json:"turns"`
	Hash    string      `json:"hash"`
	Replay  string      `json:"replay"`
	Reason  string      `json:"reason"`
	Players []playerOut `json:"players"`
	// Rounds is the per-round and total result of a session, for games
	// that play rounds (Windwardopolis 2 exports it as "rounds").
	Rounds json.RawMessage `json:"rounds,omitempty"`
	// Connections lists the problems of TCP connections before their
	// <join> during the match (floods, oversized lengths, silence, a team
	// name already connected), for games whose bots connect over TCP.
	Connections []string `json:"connections,omitempty"`
}

// runCmd is arenactl run: one match, its result as one JSON object.
type runCmd struct {
	m        matchFlags
	seed     uint64
	replay   string
	scenario string
	exports  multi
}

func (c *runCmd) flags(fs *pflag.FlagSet) {
	c.m.register(fs)
	fs.Uint64Var(&c.seed, "seed", 0, "match seed `N`; 0 picks one and reports it")
	fs.StringVar(&c.replay, "replay", "", "write the replay to `FILE|DIR` (into a directory under its conventional name)")
	fs.StringVar(&c.scenario, "scenario", "", "play on from a scenario `FILE` (game, map and seed from the file; --seed N reseeds its play RNG)")
	fs.Var(&c.exports, "export", "extra output `KIND=FILE` the game offers, repeatable")
	for _, kind := range slices.Sorted(maps.Keys(exportAliases)) {
		fs.Func(kind, exportAliases[kind], func(v string) error { return c.exports.Set(kind + "=" + v) })
	}
}

func (c *runCmd) run(std stdio, pos []string) error {
	if err := noPositionals("run", pos); err != nil {
		return err
	}
	var played *scenario.Played
	var err error
	if c.scenario != "" {
		if _, played, err = loadScenario("run", c.scenario, &c.m); err != nil {
			return err
		}
	}
	rv, err := c.m.resolve("run")
	if err != nil {
		return err
	}
	info := rv.game.Info()
	if n := len(c.m.players); n < info.MinPlayers || n > info.MaxPlayers {
		return badArgs("run: %s needs %d to %d --player flags, got %d", info.ID, info.MinPlayers, info.MaxPlayers, n)
	}
	outs, err := exportTargets(c.exports)
	if err != nil {
		return err
	}
	pm, err := c.newMatch(rv, played, outs)
	if err != nil {
		return err
	}
	res, err := pm.play()
	if err != nil {
		return err
	}
	return pm.report(res, std.out)
}

// exportTargets are the --export KIND=FILE flags (and their aliases), by
// kind.
func exportTargets(exports []string) (map[string]string, error) {
	outs := map[string]string{}
	for _, e := range exports {
		kind, file, ok := strings.Cut(e, "=")
		if !ok || kind == "" || file == "" {
			return nil, badArgs("run: --export %q: want KIND=FILE", e)
		}
		outs[kind] = file
	}
	return outs, nil
}

// playedMatch is a match of arenactl run made and ready to play, with the
// files it writes.
type playedMatch struct {
	r          *match.Runner
	agents     []ai.Agent
	listen     string
	replayPath string
	replayFile *os.File
	outs       map[string]string   // --export kind -> file
	files      map[string]*os.File // the outputs created before the match
	live       map[string]bool     // outputs the state writes while the match is played
	quiet      bool                // built-ins only and no replay: no signal handling
	srv        *tcp.Server         // the --listen server, when one is open
	noted      int                 // its connection notes before the match
}

// newMatch makes the agents, the runner and the replay file of the match
// the flags name; on an error nothing is left running or half written.
func (c *runCmd) newMatch(rv *resolved, played *scenario.Played, outs map[string]string) (*playedMatch, error) {
	info := rv.game.Info()
	var start sim.State
	seed := c.seed
	if played != nil {
		start = played.State
		if seed != 0 {
			// The scenario's situation with other luck from here on.
			scenario.Reseed(start, seed)
		} else {
			seed = played.Config.Seed
		}
	}
	if seed == 0 {
		seed = match.PickSeed()
	}
	agents, err := match.NewAgentsWith(info.ID, c.m.players, seed, match.AgentOptions{Registry: rv.reg})
	if err != nil {
		return nil, badArgs("run: %v", err)
	}
	pm := &playedMatch{agents: agents, listen: c.m.listen, outs: outs, files: map[string]*os.File{}, live: map[string]bool{}}
	cfg := sim.Config{Ruleset: rv.ruleset, Seed: seed, Map: rv.mapName, MapData: rv.mapData, Params: rv.params}
	// A replay keeps the wire records (replay-turn, the inspector) and the
	// bots' debug drawing; without one, Inspect records nothing.
	opt := match.Options{Agents: c.m.players, NoTimeout: c.m.NoTimeout, Headless: true, Inspect: true}
	if played != nil {
		cfg = played.Config
		cfg.Seed, cfg.Players, opt.Start = seed, nil, start
	}
	if c.replay != "" {
		pm.replayPath = c.replay
		if st, err := os.Stat(pm.replayPath); err == nil && st.IsDir() {
			pm.replayPath = filepath.Join(pm.replayPath, replay.FileName(info.ID, time.Now(), seed))
		}
		if pm.replayFile, err = os.Create(pm.replayPath); err != nil {
			pm.closeAgents()
			return nil, badArgs("run: replay: %v", err)
		}
		opt.Replay = pm.replayFile
	}
	if pm.r, err = match.New(rv.game, cfg, agents, opt); err != nil {
		pm.closeAgents()
		pm.dropReplay()
		return nil, badArgs("run: %v", err)
	}
	if err := pm.openOutputs(info.ID); err != nil {
		pm.abandon()
		return nil, err
	}
	return pm, nil
}

func (pm *playedMatch) closeAgents() {
	for _, a := range pm.agents {
		a.Close()
	}
}

func (pm *playedMatch) dropReplay() {
	if pm.replayFile != nil {
		pm.replayFile.Close()
		os.Remove(pm.replayPath)
	}
}

func (pm *playedMatch) dropFiles() {
	for _, f := range pm.files {
		f.Close()
		os.Remove(f.Name())
	}
}

// abandon undoes everything made for a match that is not played.
func (pm *playedMatch) abandon() {
	pm.r.Close()
	pm.dropFiles()
	pm.dropReplay()
}

// openOutputs checks the --export outputs against what the game offers
// and creates or probes their files.
func (pm *playedMatch) openOutputs(game string) error {
	// live: the outputs the state writes while the match is played
	// (match.LiveExporter), into files made now even for a quiet match.
	if len(pm.outs) > 0 {
		ex, ok := pm.r.Frame().State.(match.Exporter)
		_, canLive := ex.(match.LiveExporter)
		for kind := range pm.outs {
			if !ok || !slices.Contains(ex.ExportKinds(), kind) {
				return badArgs("run: %s has no %q output", game, kind)
			}
			pm.live[kind] = canLive
		}
	}
	// Ctrl+C and SIGTERM stop the match cleanly (the bots closed, the
	// partial files removed) when something outside this process needs it:
	// a process or network bot, or a replay being written. A match of
	// built-ins alone has nothing to close, so the default action, exiting
	// at once, loses nothing, and os/signal's thread and handshakes (about
	// a tenth of a Madmax game's CPU as a process) are spared: its live
	// outputs then hold what was played, and its others are not made.
	pm.quiet = pm.replayFile == nil && allBuiltin(pm.agents)
	// Every output file is checked now, before the match: a bad path must
	// not cost a whole match's result. A quiet match creates its outputs
	// when it ends, but for live ones; any other creates them now.
	for kind, file := range pm.outs {
		var err error
		if pm.quiet && !pm.live[kind] {
			err = probeCreate(file)
		} else if pm.files[kind], err = os.Create(file); err == nil && pm.live[kind] {
			pm.r.ExportLive(kind, pm.files[kind])
		}
		if err != nil {
			delete(pm.files, kind)
			return badArgs("run: --export %s: %v", kind, err)
		}
	}
	return nil
}

// play plays the match to its end (or a signal's) and finishes its files.
func (pm *playedMatch) play() (match.Result, error) {
	if pm.replayFile != nil {
		defer pm.replayFile.Close()
	}
	ctx := context.Background()
	if !pm.quiet {
		// SIGTERM stops like Ctrl+C: the bots are closed before we exit.
		var stop context.CancelFunc
		ctx, stop = signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
		defer stop()
	}
	// Connection problems from here on go to the results.
	if pm.srv = tcp.Existing(pm.listen); pm.srv != nil {
		_, pm.noted = pm.srv.Notes(0)
	}
	res, err := pm.r.Run(ctx)
	if err != nil {
		pm.dropFiles()
		return match.Result{}, fmt.Errorf("run: %v", err)
	}
	if pm.replayFile != nil {
		if err := pm.r.ReplayError(); err != nil {
			return match.Result{}, fmt.Errorf("run: replay %s: %v", pm.replayPath, err)
		}
		if err := pm.replayFile.Close(); err != nil {
			return match.Result{}, fmt.Errorf("run: replay %s: %v", pm.replayPath, err)
		}
	}
	for kind, file := range pm.outs {
		f := pm.files[kind]
		if f == nil { // a quiet match's, checked before it
			if f, err = os.Create(file); err != nil {
				return match.Result{}, fmt.Errorf("run: --export %s: %v", kind, err)
			}
		}
		if err := export(res.Final.(match.Exporter), kind, f); err != nil {
			return match.Result{}, fmt.Errorf("run: --export %s: %v", kind, err)
		}
	}
	return res, nil
}

// report prints the result as one JSON object.
func (pm *playedMatch) report(res match.Result, stdout io.Writer) error {
	out := runOut{Game: res.Game, Seed: res.Seed, Ruleset: res.Ruleset, Map: res.Map, Turns: res.Turns,
		Hash: replay.HashString(res.Hash), Replay: pm.replayPath, Reason: res.Outcome.Reason, Players: []playerOut{}}
	for _, p := range res.Players {
		out.Players = append(out.Players, playerOut{p.Name, p.Agent, p.Score, p.Rank, p.Status, p.Reason})
	}
	if ex, ok := res.Final.(match.Exporter); ok && slices.Contains(ex.ExportKinds(), "rounds") {
		var b bytes.Buffer
		if err := ex.Export("rounds", &b); err != nil {
			return fmt.Errorf("run: rounds: %v", err)
		}
		out.Rounds = json.RawMessage(bytes.TrimSpace(b.Bytes()))
	}
	if pm.srv != nil {
		out.Connections, _ = pm.srv.Notes(pm.noted)
	}
	enc := json.NewEncoder(stdout)
	enc.SetEscapeHTML(false)
	return enc.Encode(out)
}

// export writes the kind output into f and closes it.
func export(ex match.Exporter, kind string, f *os.File) error {
	if err := ex.Export(kind, f); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// allBuiltin reports whether every agent is a built-in bot playing in this
// process: nothing outside it to close when the match is interrupted.
func allBuiltin(agents []ai.Agent) bool {
	for _, a := range agents {
		if _, ok := a.(*ai.Builtin); !ok {
			return false
		}
	}
	return true
}

// probeCreate checks that file can be created as os.Create would (the
// same errors) and changes nothing: a file that did not exist is removed
// again, and one that did is opened for writing without truncation, so an
// older file survives a match that does not end.
func probeCreate(file string) error {
	_, statErr := os.Lstat(file)
	f, err := os.OpenFile(file, os.O_WRONLY|os.O_CREATE, 0o666)
	if err != nil {
		return err
	}
	f.Close()
	if errors.Is(statErr, fs.ErrNotExist) {
		os.Remove(file)
	}
	return nil
}
