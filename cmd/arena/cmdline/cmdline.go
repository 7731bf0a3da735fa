package cmdline

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"

	"arena/cmd/internal/games"
	"arena/cmd/internal/matchflags"
	"arena/cmd/internal/version"
)

// DefaultListen is where Windwardopolis clients connect by default; it must
// equal ai/tcp.DefaultAddr (a test checks), but importing ai/tcp here would
// pull more packages into the early initialization (package early).
const DefaultListen = "127.0.0.1:1707"

// Exit codes, as arenactl's.
const (
	ExitOK      = 0
	ExitFailed  = 1
	ExitBadArgs = 2
)

// Players is a repeatable --player flag.
type Players []string

func (p *Players) String() string     { return strings.Join(*p, ", ") }
func (p *Players) Set(v string) error { *p = append(*p, v); return nil }

// Options are the app's command line, parsed.
type Options struct {
	Game, Map, Replay, Listen string
	Seed                      uint64
	Mute                      bool
	Speed                     float64
	Players                   Players
	// Scenario and Watch: app/scenario.go and app/watchmode.go.
	Scenario string
	Watch    bool
	// Clip export (app/clip): with --replay, write a range of it as an
	// animated GIF and/or PNG files and exit.
	ExportGIF, ExportPNG, ClipSize string
	From, To, Every                int
	// Match holds the match flags arenactl has too, with the same names
	// and meanings (cmd/internal/matchflags).
	Match matchflags.Flags

	given map[string]bool
}

// Given reports whether the flag name was on the command line.
func (o *Options) Given(name string) bool { return o.given[name] }

// define puts the app's flags on fs, writing into o; version is --version.
func (o *Options) define(fs *flag.FlagSet, version *bool) {
	fs.StringVar(&o.Game, "game", "worms", "the game `G` to play: "+strings.Join(gameIDs(), ", "))
	fs.Uint64Var(&o.Seed, "seed", 0, "the match seed `N` (0 = pick one and show it)")
	fs.StringVar(&o.Map, "map", "", "a shipped map `NAME|FILE` (default: generated from the seed)")
	o.Match.Register(fs)
	fs.Var(&o.Players, "player", "a player `SPEC`, repeatable: builtin:NAME, proc:COMMAND LINE, (Windwardopolis) tcp: / tcp:@TEAM to wait for a client, or (Worms) entelect:DIR, an Entelect 2019 bot folder (default: two built-ins)")
	fs.StringVar(&o.Replay, "replay", "", "open this replay `FILE` instead of starting a match")
	fs.Float64Var(&o.Speed, "speed", 0, "`TPS` ticks per second, 1 to 1000 (above 1000 = full speed; 0 = the game's nominal speed)")
	fs.BoolVar(&o.Mute, "mute", false, "no sound")
	fs.StringVar(&o.Listen, "listen", DefaultListen, "the loopback `ADDR` where Windwardopolis clients connect (tcp: players, Join)")
	fs.StringVar(&o.Scenario, "scenario", "", "start from this scenario `FILE` (game, map and seed come from it; players from --player or the defaults)")
	fs.BoolVar(&o.Watch, "watch", false, "restart the match at the same tick when a proc: player's program file or its directory changes")
	fs.StringVar(&o.ExportGIF, "export-gif", "", "with --replay: write ticks --from..--to as an animated GIF to `OUT.gif`, then exit")
	fs.StringVar(&o.ExportPNG, "export-png", "", "with --replay: write ticks --from..--to as PNG files (frame-TICK.png) into `DIR`, then exit")
	fs.IntVar(&o.From, "from", 0, "clip export: the first tick `T1`")
	fs.IntVar(&o.To, "to", -1, "clip export: the last tick `T2` (-1 = the replay's end)")
	fs.IntVar(&o.Every, "every", 0, "clip export: one frame every `N` ticks (0 = as needed to stay within 500 frames)")
	fs.StringVar(&o.ClipSize, "clip-size", "640x400", "clip export: the frame size `WxH` in pixels")
	fs.BoolVar(version, "version", false, "say which build this is and exit")
}

// clipFlags are listed apart in the help.
var clipFlags = []string{"export-gif", "export-png", "from", "to", "every", "clip-size"}

// gameIDs are the games of the table, in its order.
func gameIDs() []string {
	var out []string
	for _, e := range games.Table {
		out = append(out, e.ID())
	}
	return out
}

// Parse reads the app's arguments. It answers --help (on stdout, adding
// the built-in bots that bots writes, when not nil) and --version itself,
// and a bad command line in one line on stderr; done is then true and
// code the exit status. Otherwise the app runs with the options.
func Parse(args []string, bots func(io.Writer), stdout, stderr io.Writer) (o *Options, code int, done bool) {
	o = &Options{given: map[string]bool{}}
	var showVersion bool
	fs := flag.NewFlagSet("arena", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	o.define(fs, &showVersion)
	err := fs.Parse(args)
	switch {
	case errors.Is(err, flag.ErrHelp):
		usage(stdout, fs, bots)
		return o, ExitOK, true
	case err != nil:
		fmt.Fprintf(stderr, "arena: %v (arena --help lists the flags)\n", err)
		return o, ExitBadArgs, true
	case fs.NArg() > 0:
		fmt.Fprintf(stderr, "arena: unexpected argument %q (a replay opens with --replay FILE; arena --help lists the flags)\n", fs.Arg(0))
		return o, ExitBadArgs, true
	case showVersion:
		fmt.Fprintln(stdout, version.String("arena"))
		return o, ExitOK, true
	}
	fs.Visit(func(f *flag.Flag) { o.given[f.Name] = true })
	return o, ExitOK, false
}

// synopsis is the help's usage lines, as the README writes them.
const synopsis = `usage: arena [--game G] [--seed N] [--map NAME|FILE] [--rules classic] [--no-timeout]
             [--rounds N] [--param K=V]... [--player SPEC]... [--replay FILE] [--speed TPS]
             [--mute] [--listen ADDR] [--scenario FILE] [--watch]
       arena --replay FILE --export-gif OUT.gif [--export-png DIR] [--from T1] [--to T2]
             [--every N] [--clip-size WxH]
       arena --version
`

// usage writes the help: the usage lines, the flags with two dashes, and
// the built-in bots.
func usage(w io.Writer, fs *flag.FlagSet, bots func(io.Writer)) {
	fmt.Fprint(w, synopsis)
	fmt.Fprintln(w, "\nThe desktop app: plays, steps, edits and replays the arena games in one window.")
	fmt.Fprintln(w, "\nFlags:")
	printFlags(w, fs, func(name string) bool { return !slices.Contains(clipFlags, name) })
	fmt.Fprintln(w, "\nClip export (draws offscreen and exits):")
	printFlags(w, fs, func(name string) bool { return slices.Contains(clipFlags, name) })
	if bots != nil {
		fmt.Fprintln(w, "\nBuilt-in bots:")
		bots(w)
	} else {
		fmt.Fprintln(w, "\nBuilt-in bots: arenactl bots --game G lists them.")
	}
}

// printFlags lists the flags keep selects as "--name VALUE  usage
// (default ...)".
func printFlags(w io.Writer, fs *flag.FlagSet, keep func(string) bool) {
	type row struct{ left, usage string }
	var rows []row
	width := 0
	fs.VisitAll(func(f *flag.Flag) {
		if !keep(f.Name) {
			return
		}
		meta, text := flag.UnquoteUsage(f)
		left := "  --" + f.Name
		if meta != "" {
			left += " " + meta
		}
		if d := f.DefValue; d != "" && d != "0" && d != "false" {
			text += fmt.Sprintf(" (default %s)", d)
		}
		rows = append(rows, row{left, text})
		width = max(width, len(left))
	})
	for _, r := range rows {
		fmt.Fprintf(w, "%-*s   %s\n", width, r.left, wrap(r.usage, helpWidth-width-3, width+3))
	}
}

// helpWidth is the help's line length.
const helpWidth = 100

// wrap breaks text into lines of at most n bytes (a longer word has one of
// its own), each after the first indented by indent spaces.
func wrap(text string, n, indent int) string {
	var b strings.Builder
	line := 0
	for i, word := range strings.Fields(text) {
		if i > 0 && line+1+len(word) > n {
			b.WriteString("\n" + strings.Repeat(" ", indent))
			line = 0
		} else if i > 0 {
			b.WriteByte(' ')
			line++
		}
		b.WriteString(word)
		line += len(word)
	}
	return b.String()
}
