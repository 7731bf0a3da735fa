// Command arena is the desktop viewer: one window that plays, steps, edits
// and replays the arena games with built-in bots and local programs.
//
// Games, renderers and bots are registered explicitly in register(), so the
// dependency graph stays visible (ARCHITECTURE.md §11).
//
// For scripts, ARENA_AUTOSHOT=FRAMES:PATH[:CMD,CMD...] runs the listed
// commands (control.Command names such as "debug", "grid", "zoom-in",
// "logs", "start-screen") after the first frame, saves a screenshot of frame
// FRAMES to PATH and quits; ~/.config/arena/keys.txt remaps keys
// ("step+1 = ArrowRight, L").
package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"

	"arena/ai"
	aicoderunner "arena/ai/coderunner"
	aimadmax "arena/ai/madmax"
	aipaintball "arena/ai/paintball"
	"arena/ai/tcp"
	aiwindward "arena/ai/windward"
	aiworms "arena/ai/worms"
	"arena/app"
	"arena/app/control"
	"arena/platform"
	"arena/render"
	coderunnerrender "arena/render/coderunner"
	madmaxrender "arena/render/madmax"
	paintballrender "arena/render/paintball"
	windwardrender "arena/render/windward"
	wormsrender "arena/render/worms"
	"arena/sim"
	"arena/sim/coderunner"
	"arena/sim/madmax"
	"arena/sim/match"
	"arena/sim/paintball"
	"arena/sim/windward"
	"arena/sim/worms"
)

// register adds every game that has a renderer, with its renderer and
// built-in bots. A game whose renderer is not written yet is left out, so
// the start screen never offers it. Adding a game is three lines:
//
//	sim.Register(coderunner.Game{})
//	render.Register(coderunner.ID, coderunnerrender.New())
//	aicoderunner.Register()
func register() {
	sim.Register(worms.Game{})
	render.Register(worms.ID, wormsrender.New())
	aiworms.Register()
	sim.Register(coderunner.Game{})
	render.Register(coderunner.ID, coderunnerrender.New())
	aicoderunner.Register()
	sim.Register(madmax.Game{})
	render.Register(madmax.ID, madmaxrender.New())
	aimadmax.Register()
	sim.Register(windward.Game{})
	render.Register(windward.ID, windwardrender.New())
	aiwindward.Register()
	sim.Register(paintball.Game{})
	render.Register(paintball.ID, paintballrender.New())
	aipaintball.Register()
}

// registerTransports adds the agent kinds that need the --listen address.
// Windwardopolis clients speak TCP (reference §3.1): "tcp:" waits for a
// client on the listen address, and for that game "proc:COMMAND" starts
// one that connects back; both play in real time, as on the original
// server. The listener opens on first use only.
func registerTransports(listen string) {
	match.RegisterGameTransport(windward.ID, "tcp", tcp.NewRealTimeTransport(listen))
	match.RegisterGameTransport(windward.ID, "proc", tcp.NewLaunchTransport(listen, true))
}

type playerFlags []string

func (p *playerFlags) String() string     { return strings.Join(*p, ", ") }
func (p *playerFlags) Set(v string) error { *p = append(*p, v); return nil }

func main() {
	var (
		opts    app.Options
		players playerFlags
		mute    bool
	)
	register()
	flag.StringVar(&opts.Match.Game, "game", "worms", "game to play: "+strings.Join(app.Games(), ", "))
	flag.Uint64Var(&opts.Match.Seed, "seed", 0, "match seed (0 = pick one and show it)")
	flag.StringVar(&opts.Match.Map, "map", "", "shipped map name or map file path (default: generated from the seed)")
	flag.StringVar(&opts.Match.Ruleset, "ruleset", "", `ruleset: "" (the rule text) or "classic"`)
	flag.Var(&players, "player", `a player, repeatable: "builtin:NAME", "proc:COMMAND LINE" or (Windwardopolis) "tcp:" / "tcp:@TEAM" to wait for a client (default two built-ins)`)
	flag.StringVar(&opts.Replay, "replay", "", "open this replay file instead of starting a match")
	flag.BoolVar(&mute, "mute", false, "no sound")
	flag.StringVar(&opts.Listen, "listen", tcp.DefaultAddr, "loopback address where Windwardopolis clients connect (tcp: players, Join)")
	flag.Float64Var(&opts.Speed, "speed", 0, "ticks per second, 1 to 1000 (above 1000 = full speed; 0 = the game's nominal speed)")
	flag.Usage = func() {
		fmt.Fprintf(flag.CommandLine.Output(), "usage: arena [flags]\n\nFlags:\n")
		flag.PrintDefaults()
		fmt.Fprintf(flag.CommandLine.Output(), "\nBuilt-in bots:\n")
		for _, g := range app.Games() {
			for _, b := range ai.Bots(g) {
				fmt.Fprintf(flag.CommandLine.Output(), "  %s: builtin:%s  %s\n", g, b.Name, b.Doc)
			}
		}
	}
	flag.Parse()
	stopOnSignals()
	registerTransports(opts.Listen)
	if os.Getenv("ARENA_NO_AUDIO") == "1" {
		mute = true
	}
	if err := configure(&opts, players, mute); err != nil {
		fmt.Fprintln(os.Stderr, "arena:", err)
		os.Exit(2)
	}
	if err := app.Run(opts); err != nil {
		fmt.Fprintln(os.Stderr, "arena:", err)
		os.Exit(1)
	}
}

// configure fills defaults and wires the optional parts.
func configure(opts *app.Options, players []string, mute bool) error {
	if _, ok := render.Lookup(opts.Match.Game); !ok && opts.Replay == "" {
		return fmt.Errorf("unknown game %q (known: %s)", opts.Match.Game, strings.Join(app.Games(), ", "))
	}
	if len(players) == 0 {
		players = defaultPlayers(opts.Match.Game)
	}
	for _, p := range players {
		if _, err := ai.ParseSpec(p); err != nil {
			return err
		}
	}
	opts.Match.Players = players
	if opts.Speed < 0 {
		return errors.New("--speed must be positive")
	}
	// Key remapping: ~/.config/arena/keys.txt, "command = Chord, Chord".
	if b, err := os.ReadFile(platform.ConfigFile("keys.txt")); err == nil {
		opts.Keys = string(b)
	}
	opts.ShotDir = platform.ScreenshotDir()
	opts.ReplayDir = platform.ReplayDir()
	if platform.HasDialogs {
		opts.PickFile = platform.PickFile
	}
	if v := os.Getenv("ARENA_AUTOSHOT"); v != "" {
		// "frames:path[:commands]" takes one screenshot and quits, for
		// looking at the app from scripts; commands are run first.
		parts := strings.SplitN(v, ":", 3)
		n, err := strconv.Atoi(parts[0])
		if err != nil || len(parts) < 2 {
			return fmt.Errorf("ARENA_AUTOSHOT=%q: want frames:path[:cmd,cmd]", v)
		}
		opts.AutoShot, opts.AutoShotPath = n, parts[1]
		if len(parts) == 3 {
			cmds := strings.Split(parts[2], ",")
			opts.Setup = func(a *app.App) {
				for _, c := range cmds {
					a.Do(control.Command(c))
				}
			}
		}
	}
	wireSound(opts, mute)
	return nil
}

// defaultPlayers pits the strongest built-in against itself, in as many
// seats as the game needs (two, or four for Madmax): the window opens on a
// match that is already worth watching.
func defaultPlayers(game string) []string {
	bots := ai.Bots(game)
	if len(bots) == 0 {
		return nil
	}
	best, other := bots[0].Name, bots[len(bots)-1].Name
	for _, b := range bots {
		if b.Name == strongest[game] {
			best = b.Name
		} else {
			other = b.Name
		}
	}
	n := 2
	if g, err := sim.Lookup(game); err == nil {
		n = max(n, g.Info().MinPlayers)
	}
	// Two seats: the strongest against itself. More: the strongest
	// alternating with the other built-in, so every car is worth watching
	// and the game still has its classic opponents.
	out := make([]string, n)
	for i := range out {
		out[i] = "builtin:" + best
		if n > 2 && i%2 == 1 {
			out[i] = "builtin:" + other
		}
	}
	return out
}

// strongest names each game's strongest built-in, the default opponent.
var strongest = map[string]string{
	"worms": "hunter", "coderunner": "digger", "madmax": "raider", "paintball": "captain", "windward": "tycoon",
}
