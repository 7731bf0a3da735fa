package main

import (
	"fmt"

	"arena/app"
	"arena/cmd/arena/cmdline"
	"arena/cmd/internal/games"
	"arena/sim/fileio"
	"arena/sim/scenario"
)

// scenarioFlags applies --scenario and --watch. A scenario names its game:
// it is read now, so a bad file is a one-line error and exit 2 before any
// window opens, and the default players are that game's.
func scenarioFlags(opts *app.Options, cl *cmdline.Options) error {
	opts.Watch = cl.Watch
	opts.Defaults = games.DefaultPlayers
	path := cl.Scenario
	if path == "" {
		return nil
	}
	if opts.Replay != "" {
		return fmt.Errorf("--scenario and --replay: give one")
	}
	data, err := fileio.ReadFile(path, scenario.Limit)
	if err != nil {
		return err
	}
	sc, err := scenario.Parse(data, path)
	if err != nil {
		return err
	}
	if cl.Given("game") && opts.Match.Game != sc.Game {
		return fmt.Errorf("--game %s, but %s is a scenario of %s", opts.Match.Game, path, sc.Game)
	}
	opts.Match.Game, opts.Scenario = sc.Game, path
	return nil
}
