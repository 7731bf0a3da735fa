package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"sync"

	"arena/ai"
	"arena/ai/transports"
	"arena/app"
	"arena/app/clip"
	"arena/app/control"
	"arena/cmd/arena/cmdline"
	// Answers the command line with no display, before Ebitengine's
	// package initializer would panic (see its doc).
	_ "arena/cmd/arena/early"
	"arena/cmd/internal/games"
	"arena/platform"
	"arena/render"
	coderunnerrender "arena/render/coderunner"
	madmaxrender "arena/render/madmax"
	paintballrender "arena/render/paintball"
	windwardrender "arena/render/windward"
	wormsrender "arena/render/worms"
	"arena/sim/coderunner"
	"arena/sim/madmax"
	"arena/sim/paintball"
	"arena/sim/windward"
	"arena/sim/worms"
)

// renderers are the games' renderers, one line per game; a game of
// games.Table without one is left out, so the start screen never offers it.
var renderers = map[string]func() render.Renderer{
	worms.ID:      func() render.Renderer { return wormsrender.New() },
	coderunner.ID: func() render.Renderer { return coderunnerrender.New() },
	madmax.ID:     func() render.Renderer { return madmaxrender.New() },
	windward.ID:   func() render.Renderer { return windwardrender.New() },
	paintball.ID:  func() render.Renderer { return paintballrender.New() },
}

// register adds every game of games.Table that has a renderer, with its
// renderer and built-in bots, once: the registries refuse a second entry,
// and main and several tests each need them.
func register() {
	registerOnce.Do(func() {
		for _, e := range games.Register(func(e games.Entry) bool { return renderers[e.ID()] != nil }) {
			render.Register(e.ID(), renderers[e.ID()]())
		}
	})
}

var registerOnce sync.Once

// registerTransports adds the agent kinds of cmd/internal/transports'
// table, bound to the --listen address. The window plays TCP clients
// (Windwardopolis, reference §3.1) in real time, as the original server
// did; the listener opens on first use only.
func registerTransports(listen string) {
	transports.Register(transports.Config{Listen: listen, RealTime: true})
}

func main() {
	register()
	cl, code, done := cmdline.Parse(os.Args[1:], botHelp, os.Stdout, os.Stderr)
	if done {
		os.Exit(code)
	}
	if cl.ExportGIF != "" || cl.ExportPNG != "" {
		os.Exit(exportClip(cl))
	}
	opts := app.Options{Replay: cl.Replay, Listen: cl.Listen, Speed: cl.Speed}
	opts.Match.Game, opts.Match.Seed, opts.Match.Map = cl.Game, cl.Seed, cl.Map
	opts.Match.NoTimeout = cl.Match.NoTimeout
	var err error
	if opts.Match.Ruleset, err = cl.Match.RulesetName(); err == nil {
		if opts.Match.Params, err = cl.Match.ParamMap(); len(opts.Match.Params) == 0 {
			opts.Match.Params = nil // the game's defaults, as before
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "arena:", err)
		os.Exit(2)
	}
	if err := scenarioFlags(&opts, cl); err != nil {
		fmt.Fprintln(os.Stderr, "arena:", err)
		os.Exit(2)
	}
	mute := cl.Mute
	stopOnSignals()
	registerTransports(opts.Listen)
	if os.Getenv("ARENA_NO_AUDIO") == "1" {
		mute = true
	}
	if err := configure(&opts, cl.Players, mute); err != nil {
		fmt.Fprintln(os.Stderr, "arena:", err)
		os.Exit(2)
	}
	if err := app.Run(opts); err != nil {
		fmt.Fprintln(os.Stderr, "arena:", err)
		if se := (*app.StartError)(nil); errors.As(err, &se) {
			os.Exit(2) // bad usage or a bad file, as arenactl
		}
		os.Exit(1)
	}
}

// botHelp lists the built-in bots for --help, once they are registered.
func botHelp(w io.Writer) {
	for _, g := range app.Games() {
		for _, b := range ai.Bots(g) {
			fmt.Fprintf(w, "  %s: builtin:%s  %s\n", g, b.Name, b.Doc)
		}
	}
}

// configure fills defaults and wires the optional parts.
func configure(opts *app.Options, players []string, mute bool) error {
	if _, ok := render.Lookup(opts.Match.Game); !ok && opts.Replay == "" {
		return fmt.Errorf("unknown game %q (known: %s)", opts.Match.Game, strings.Join(app.Games(), ", "))
	}
	if len(players) == 0 {
		players = games.DefaultPlayers(opts.Match.Game)
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
		// The window shows the same warnings as toasts.
		_, warn := control.DefaultKeymap().Remap(opts.Keys)
		for _, w := range warn {
			fmt.Fprintln(os.Stderr, "arena:", w)
		}
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

// exportClip writes the clip the --export-gif / --export-png flags ask for
// and returns the exit status: 2 for bad input (flags, the replay, a range
// too long for the bounds), 1 when drawing or writing fails.
func exportClip(cl *cmdline.Options) int {
	o := clip.Options{From: cl.From, To: cl.To, Every: cl.Every,
		GIF: cl.ExportGIF, PNGDir: cl.ExportPNG}
	_, err := fmt.Sscanf(cl.ClipSize, "%dx%d", &o.Width, &o.Height)
	switch {
	case cl.Replay == "":
		err = errors.New("--export-gif and --export-png need --replay FILE")
	case err != nil:
		err = fmt.Errorf("--clip-size %q: want WIDTHxHEIGHT, such as 640x400", cl.ClipSize)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "arena:", err)
		return 2
	}
	if err := clip.Run(cl.Replay, o, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "arena:", err)
		var bad *clip.BadInput
		if errors.As(err, &bad) {
			return 2
		}
		return 1
	}
	return 0
}
