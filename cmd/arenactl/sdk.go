package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"

	"github.com/spf13/pflag"

	"arena/ai/madmax/sdk"
)

// sdkUsage is the sdk command's usage line.
const sdkUsage = "usage: arenactl sdk madmax --build AIName.cc [more .cc files] [-o NAME] | arenactl sdk madmax --out DIR [--force]"

// sdkGames are the games with an SDK for their original programs: the
// games whose original players were compiled into the original engine.
var sdkGames = map[string]string{
	"madmax": "C++: EDA-JOC players (Player.hh, Board.hh, Action.hh, ...; struct PLAYER_NAME : public Player) as proc: programs",
}

// sdkCmd implements `arenactl sdk GAME --build SOURCES... [-o NAME]`, which
// compiles a player written for the original framework against the SDK
// into a program arena plays as proc:, and `arenactl sdk GAME --out DIR`,
// which writes the SDK's files for a build of one's own. `arenactl sdk`
// alone lists the games with an SDK.
type sdkCmd struct {
	build, force bool
	output, out  string
}

func (c *sdkCmd) flags(fs *pflag.FlagSet) {
	fs.BoolVar(&c.build, "build", false, "compile the sources given into a program")
	fs.StringVarP(&c.output, "output", "o", "", "the program `NAME` --build writes (default: the player's name, from AIName.cc)")
	fs.StringVar(&c.out, "out", "", "write the SDK's files into this `DIR`")
	fs.BoolVar(&c.force, "force", false, "let --out replace files that differ")
}

func (c *sdkCmd) run(std stdio, pos []string) error {
	if len(pos) == 0 {
		if c.build || c.out != "" {
			return badArgs("sdk: name the game first: %s", sdkUsage)
		}
		for g, doc := range sdkGames {
			fmt.Fprintf(std.out, "%-10s %s (SDK %s)\n", g, doc, sdk.Hash())
		}
		return nil
	}
	game := pos[0]
	if _, ok := sdkGames[game]; !ok && strings.Contains(game, ".") {
		return badArgs("sdk: name the game first: %s", sdkUsage)
	} else if !ok {
		return badArgs("sdk: no SDK for %q: only Madmax's original players were compiled into their engine (the other games' original programs are programs already)", game)
	}
	files := pos[1:]
	switch {
	case c.build == (c.out != ""):
		return badArgs("sdk: give --build or --out: %s", sdkUsage)
	case c.out != "":
		if len(files) > 0 || c.output != "" {
			return badArgs("sdk: --out takes no sources: %s", sdkUsage)
		}
		paths, err := sdk.Write(c.out, c.force)
		if err != nil {
			return fmt.Errorf("sdk %s: %v", game, err)
		}
		for _, p := range paths {
			fmt.Fprintln(std.out, p)
		}
		fmt.Fprintf(std.err, "build with: make -C %s (see %s)\n", c.out, filepath.Join(c.out, "README.md"))
		return nil
	}
	if len(files) == 0 {
		return badArgs("sdk: --build needs the player's sources: %s", sdkUsage)
	}
	if c.output == "" {
		c.output = defaultProgram(files)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	res, err := sdk.Build(ctx, sdk.Options{Sources: files, Output: c.output, Log: std.err})
	if err != nil {
		return fmt.Errorf("sdk %s: %v", game, err)
	}
	prog := c.output
	if !strings.ContainsRune(prog, filepath.Separator) && !strings.ContainsRune(prog, '/') {
		prog = "./" + prog // proc: looks a bare name up in PATH
	}
	switch len(res.Players) {
	case 0, 1:
		fmt.Fprintf(std.out, "built %s: play it with --player 'proc:%s'\n", res.Output, prog)
	default:
		fmt.Fprintf(std.out, "built %s, with players %s: play one with --player 'proc:%s %s'\n",
			res.Output, strings.Join(res.Players, ", "), prog, res.Players[0])
	}
	return nil
}

// defaultProgram names the program after the first AI*.cc (AINepal.cc:
// Nepal), else after the first source, in the current directory.
func defaultProgram(files []string) string {
	for _, f := range files {
		b := strings.TrimSuffix(filepath.Base(f), filepath.Ext(f))
		if strings.HasPrefix(b, "AI") && len(b) > 2 {
			return b[2:]
		}
	}
	return strings.TrimSuffix(filepath.Base(files[0]), filepath.Ext(files[0]))
}
