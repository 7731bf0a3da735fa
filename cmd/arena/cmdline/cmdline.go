package cmdline

import (
	"flag"
	"fmt"
	"os"
	"strings"

	"arena/cmd/internal/matchflags"
)

// DefaultListen is where Windwardopolis clients connect by default; it must
// equal ai/tcp.DefaultAddr (cmd/arena checks), but importing ai/tcp here
// would pull more packages into the early initialization.
const DefaultListen = "127.0.0.1:1707"

// Games lists the game ids for the help text.
const Games = "worms, coderunner, madmax, paintball, windward"

// Players is a repeatable --player flag.
type Players []string

func (p *Players) String() string     { return strings.Join(*p, ", ") }
func (p *Players) Set(v string) error { *p = append(*p, v); return nil }

// The flags, defined on flag.CommandLine.
var (
	Game   = flag.String("game", "worms", "game to play: "+Games)
	Seed   = flag.Uint64("seed", 0, "match seed (0 = pick one and show it)")
	Map    = flag.String("map", "", "shipped map name or map file path (default: generated from the seed)")
	Replay = flag.String("replay", "", "open this replay file instead of starting a match")
	Mute   = flag.Bool("mute", false, "no sound")
	Listen = flag.String("listen", DefaultListen, "loopback address where Windwardopolis clients connect (tcp: players, Join)")
	Speed  = flag.Float64("speed", 0, "ticks per second, 1 to 1000 (above 1000 = full speed; 0 = the game's nominal speed)")
	Player Players
	// Scenario and Watch: app/scenario.go and app/watchmode.go.
	Scenario = flag.String("scenario", "", "start from this scenario file (game, map and seed come from it; players from --player or the defaults)")
	Watch    = flag.Bool("watch", false, "restart the match at the same tick when a proc: player's program file or its directory changes")
	// Clip export (app/clip): with --replay, write a range of it as an
	// animated GIF and/or PNG files and exit.
	ExportGIF = flag.String("export-gif", "", "with --replay: write ticks --from..--to as an animated GIF to this file, then exit")
	ExportPNG = flag.String("export-png", "", "with --replay: write ticks --from..--to as PNG files (frame-TICK.png) into this directory, then exit")
	From      = flag.Int("from", 0, "clip export: first tick")
	To        = flag.Int("to", -1, "clip export: last tick (-1 = the replay's end)")
	Every     = flag.Int("every", 0, "clip export: one frame every N ticks (0 = as needed to stay within 500 frames)")
	ClipSize  = flag.String("clip-size", "640x400", "clip export: frame size WxH in pixels")
	// Match holds the match flags arenactl has too, with the same names
	// and meanings: --rules (alias --ruleset), --no-timeout, --rounds,
	// --param.
	Match matchflags.Flags
)

func init() {
	Match.Register(flag.CommandLine)
	flag.Var(&Player, "player", `a player, repeatable: "builtin:NAME", "proc:COMMAND LINE" or (Windwardopolis) "tcp:" / "tcp:@TEAM" to wait for a client (default two built-ins)`)
	flag.Usage = Usage
	if why := noDisplay(); why != "" {
		// Parse now, while it is safe: help and bad flags are answered
		// as usual (flag exits 0 for -h, 2 for a bad flag).
		flag.Parse()
		fmt.Fprintf(os.Stderr, "arena: no display (%s): the window needs one; arenactl plays headless\n", why)
		os.Exit(1)
	}
}

// Usage prints the flags; BotHelp, when set by main, adds the built-in
// bots (the bot registry is not loaded yet when there is no display).
func Usage() {
	out := flag.CommandLine.Output()
	fmt.Fprintf(out, "usage: arena [flags]\n\nFlags:\n")
	flag.PrintDefaults()
	if BotHelp != nil {
		BotHelp(out)
	} else {
		fmt.Fprintf(out, "\nBuilt-in bots: arenactl bots --game G lists them.\n")
	}
}

// BotHelp writes the built-in bots for the help text.
var BotHelp func(w interface{ Write([]byte) (int, error) })
