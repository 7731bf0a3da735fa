package main

import (
	"arena/cmd/internal/matchflags"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/signal"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"

	"arena/ai"
	"arena/ai/match"
	"arena/ai/tcp"
	"arena/sim"
	"arena/sim/replay"
	"arena/sim/scenario"
)

// exportAliases are shorthand flags for match.Exporter kinds: "--res F"
// means "--export res=F". A game adds an output by implementing Exporter on
// its state; an alias only needs a line here.
var exportAliases = map[string]string{
	"res": "write the original engine's .res file (Madmax), same as --export res=FILE",
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
	pace   string
}

func (m *matchFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&m.game, "game", "", "game id (see arenactl games)")
	fs.Var(&m.players, "player", "agent spec, once per seat")
	fs.StringVar(&m.mapArg, "map", "", "shipped map name or map file")
	m.Flags.Register(fs)
	fs.StringVar(&m.listen, "listen", tcp.DefaultAddr, "loopback address TCP bots connect to (Windwardopolis 2)")
	fs.StringVar(&m.pace, "pace", "", "TPS: play in real time at TPS ticks a second (default: the game's, 96, when a TCP client plays); lockstep: wait for each client's answer to each status")
}

// resolved is what matchFlags name, checked.
type resolved struct {
	game    sim.Game
	ruleset string
	mapName string
	mapData []byte
	params  map[string]string
	reg     *match.Registry // makes the seats, with the --listen address
	pace    match.Pace      // --pace TPS; zero in lockstep and for built-ins
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
	if res.pace, err = paceFor(g, m.pace, m.players); err != nil {
		return nil, badArgs("%s: %v", cmd, err)
	}
	// The seats below and the match's are made through a registry that
	// holds the --listen address and the pace.
	res.reg = registryFor(m.listen, res.pace.TPS > 0)
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

func cmdRun(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("run", flag.ContinueOnError)
	var m matchFlags
	m.register(fs)
	seed := fs.Uint64("seed", 0, "match seed; 0 picks one and reports it")
	replayArg := fs.String("replay", "", "write the replay to FILE, or into DIR under its conventional name")
	scenarioPath := fs.String("scenario", "", "play on from a scenario FILE (game, map and seed from the file; --seed N reseeds its play RNG)")
	var exports multi
	fs.Var(&exports, "export", "extra output KIND=FILE the game offers, repeatable")
	for kind, help := range exportAliases {
		fs.Func(kind, help, func(v string) error { return exports.Set(kind + "=" + v) })
	}
	pos, err := parse(fs, args)
	if err != nil {
		return err
	}
	if err := noPositionals("run", pos); err != nil {
		return err
	}
	var played *scenario.Played
	if *scenarioPath != "" {
		if _, played, err = loadScenario("run", *scenarioPath, &m); err != nil {
			return err
		}
	}
	rv, err := m.resolve("run")
	if err != nil {
		return err
	}
	info := rv.game.Info()
	if n := len(m.players); n < info.MinPlayers || n > info.MaxPlayers {
		return badArgs("run: %s needs %d to %d --player flags, got %d", info.ID, info.MinPlayers, info.MaxPlayers, n)
	}
	outs := map[string]string{}
	for _, e := range exports {
		kind, file, ok := strings.Cut(e, "=")
		if !ok || kind == "" || file == "" {
			return badArgs("run: --export %q: want KIND=FILE", e)
		}
		outs[kind] = file
	}
	var start sim.State
	if played != nil {
		start = played.State
		if *seed != 0 {
			// The scenario's situation with other luck from here on.
			scenario.Reseed(start, *seed)
		} else {
			*seed = played.Config.Seed
		}
	}
	if *seed == 0 {
		*seed = match.PickSeed()
	}
	agents, err := match.NewAgentsWith(info.ID, m.players, *seed, match.AgentOptions{Registry: rv.reg})
	if err != nil {
		return badArgs("run: %v", err)
	}
	closeAgents := func() {
		for _, a := range agents {
			a.Close()
		}
	}
	cfg := sim.Config{Ruleset: rv.ruleset, Seed: *seed, Map: rv.mapName, MapData: rv.mapData, Params: rv.params}
	// A replay keeps the wire records (replay-turn, the inspector) and the
	// bots' debug drawing; without one, Inspect records nothing.
	opt := match.Options{Agents: m.players, NoTimeout: m.NoTimeout, Headless: true, Inspect: true, Pace: rv.pace}
	if played != nil {
		cfg = played.Config
		cfg.Seed, cfg.Players, opt.Start = *seed, nil, start
	}
	var replayPath string
	var replayFile *os.File
	if *replayArg != "" {
		replayPath = *replayArg
		if st, err := os.Stat(replayPath); err == nil && st.IsDir() {
			replayPath = filepath.Join(replayPath, replay.FileName(info.ID, time.Now(), *seed))
		}
		if replayFile, err = os.Create(replayPath); err != nil {
			closeAgents()
			return badArgs("run: replay: %v", err)
		}
		defer replayFile.Close()
		opt.Replay = replayFile
	}
	r, err := match.New(rv.game, cfg, agents, opt)
	if err != nil {
		closeAgents()
		if replayFile != nil {
			replayFile.Close()
			os.Remove(replayPath)
		}
		return badArgs("run: %v", err)
	}
	files := map[string]*os.File{}
	dropFiles := func() {
		for _, f := range files {
			f.Close()
			os.Remove(f.Name())
		}
	}
	// abandon undoes everything made for a match that is not played.
	abandon := func() {
		r.Close()
		dropFiles()
		if replayFile != nil {
			replayFile.Close()
			os.Remove(replayPath)
		}
	}
	// live: the outputs the state writes while the match is played
	// (match.LiveExporter), into files made now even for a quiet match.
	live := map[string]bool{}
	if len(outs) > 0 {
		ex, ok := r.Frame().State.(match.Exporter)
		_, canLive := ex.(match.LiveExporter)
		for kind := range outs {
			if !ok || !slices.Contains(ex.ExportKinds(), kind) {
				abandon()
				return badArgs("run: %s has no %q output", info.ID, kind)
			}
			live[kind] = canLive
		}
	}
	// Ctrl+C and SIGTERM stop the match cleanly (the bots closed, the
	// partial files removed) when something outside this process needs it:
	// a process or network bot, or a replay being written. A match of
	// built-ins alone has nothing to close, so the default action, exiting
	// at once, loses nothing, and os/signal's thread and handshakes (about
	// a tenth of a Madmax game's CPU as a process) are spared: its live
	// outputs then hold what was played, and its others are not made.
	quiet := replayFile == nil && allBuiltin(agents)
	// Every output file is checked now, before the match: a bad path must
	// not cost a whole match's result. A quiet match creates its outputs
	// when it ends, but for live ones; any other creates them now.
	for kind, file := range outs {
		if quiet && !live[kind] {
			err = probeCreate(file)
		} else if files[kind], err = os.Create(file); err == nil && live[kind] {
			r.ExportLive(kind, files[kind])
		}
		if err != nil {
			delete(files, kind)
			abandon()
			return badArgs("run: --export %s: %v", kind, err)
		}
	}
	// Connection problems from here on go to the results.
	srv := tcp.Existing(m.listen)
	var noted int
	if srv != nil {
		_, noted = srv.Notes(0)
	}
	ctx := context.Background()
	if !quiet {
		// SIGTERM stops like Ctrl+C: the bots are closed before we exit.
		var stop context.CancelFunc
		ctx, stop = signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
		defer stop()
	}
	res, err := r.Run(ctx)
	if err != nil {
		dropFiles()
		return fmt.Errorf("run: %v", err)
	}
	if replayFile != nil {
		if err := r.ReplayError(); err != nil {
			return fmt.Errorf("run: replay %s: %v", replayPath, err)
		}
		if err := replayFile.Close(); err != nil {
			return fmt.Errorf("run: replay %s: %v", replayPath, err)
		}
	}
	for kind, file := range outs {
		f := files[kind]
		if f == nil { // a quiet match's, checked before it
			if f, err = os.Create(file); err != nil {
				return fmt.Errorf("run: --export %s: %v", kind, err)
			}
		}
		if err := export(res.Final.(match.Exporter), kind, f); err != nil {
			return fmt.Errorf("run: --export %s: %v", kind, err)
		}
	}
	out := runOut{Game: res.Game, Seed: res.Seed, Ruleset: res.Ruleset, Map: res.Map, Turns: res.Turns,
		Hash: replay.HashString(res.Hash), Replay: replayPath, Reason: res.Outcome.Reason, Players: []playerOut{}}
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
	if srv != nil {
		out.Connections, _ = srv.Notes(noted)
	}
	enc := json.NewEncoder(stdout)
	enc.SetEscapeHTML(false)
	return enc.Encode(out)
}

// paceFor reads --pace: "" is the game's own pace (sim.Info.TPS,
// Windwardopolis' 96) when a seat is played by a client that speaks TCP,
// as the window plays it, and no pacing otherwise; "lockstep" is no
// pacing, the TCP seats waiting for each answer (ai/tcp); a number is that
// many ticks a wall-clock second, the TCP seats never waiting on a status.
func paceFor(g sim.Game, arg string, specs []string) (match.Pace, error) {
	switch arg {
	case "lockstep":
		return match.Pace{}, nil
	case "":
		if !tcpSeat(g, specs) {
			return match.Pace{}, nil
		}
		return match.Pace{TPS: float64(g.Info().TPS)}, nil
	}
	tps, err := strconv.ParseFloat(arg, 64)
	if err != nil || !(tps > 0 && tps <= 100000) {
		return match.Pace{}, fmt.Errorf("--pace %q: want ticks per second (1 to 100000) or lockstep", arg)
	}
	return match.Pace{TPS: tps}, nil
}

// tcpSeat reports whether a seat is played by a client over TCP: a tcp:
// seat, or a proc: seat of a game whose clients speak TCP.
func tcpSeat(g sim.Game, specs []string) bool {
	c := g.Codec()
	if c == nil || !c.Framing().XML || g.Info().TPS <= 0 {
		return false
	}
	for _, spec := range specs {
		if sp, err := ai.ParseSpec(spec); err == nil && sp.Kind != match.Builtin {
			return true
		}
	}
	return false
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
