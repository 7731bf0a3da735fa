package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"arena/ai"
	"arena/sim"
	"arena/sim/replay"
)

// cmdVerify re-simulates a replay. Exit codes: 0 every tick matches and
// the replay is complete; 1 a hash differs (naming the first tick); 2 the
// file is unreadable or not a replay (or one this engine cannot apply);
// 3 every recorded tick matches but the replay ends before the match did.
func cmdVerify(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("verify", flag.ContinueOnError)
	pos, err := parse(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return badArgs("verify: want exactly one replay file, got %d arguments", len(pos))
	}
	rp, err := replay.Open(pos[0])
	if err != nil {
		return badArgs("verify: %v", err)
	}
	g, err := sim.Lookup(rp.Header.Game)
	if err != nil {
		return badArgs("verify: %s: %v", pos[0], err)
	}
	if err := replay.Verify(g, rp); err != nil {
		var d *replay.Divergence
		if errors.As(err, &d) {
			return fmt.Errorf("verify: %v (%d ticks matched before it)", err, d.Index)
		}
		if errors.Is(err, replay.ErrFinalHash) {
			return fmt.Errorf("verify: %v", err)
		}
		// Inputs this engine cannot apply at all: a bad action, a
		// tampered tick number or map.
		return badArgs("verify: %v", err)
	}
	if rp.Truncated || rp.Result == nil {
		why := "no result line"
		if rp.Truncated {
			why = rp.Why
		}
		return &codeError{exitIncomplete, fmt.Errorf("verify: %s: incomplete (%s): the %d ticks recorded match, but the match's end is missing",
			pos[0], why, len(rp.Steps))}
	}
	fmt.Fprintf(stdout, "%s: ok: %d ticks of %s, seed %d, match the recorded hashes\n",
		pos[0], len(rp.Steps), rp.Header.Game, rp.Header.Seed)
	return nil
}

func cmdGames(args []string, stdout io.Writer) error {
	pos, err := parse(flag.NewFlagSet("games", flag.ContinueOnError), args)
	if err != nil {
		return err
	}
	if err := noPositionals("games", pos); err != nil {
		return err
	}
	for _, id := range sim.Games() {
		g, _ := sim.Lookup(id)
		info := g.Info()
		var rs []string
		for _, r := range info.Rulesets {
			if r == "" {
				r = "default"
			}
			rs = append(rs, r)
		}
		fmt.Fprintf(stdout, "%-12s %-20s %d-%d players  rulesets: %s\n", id, info.Title, info.MinPlayers, info.MaxPlayers, strings.Join(rs, ", "))
	}
	return nil
}

func cmdBots(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("bots", flag.ContinueOnError)
	game := fs.String("game", "", "game id")
	pos, err := parse(fs, args)
	if err != nil {
		return err
	}
	if len(pos) == 1 && *game == "" {
		*game = pos[0] // "arenactl bots worms" reads naturally too
	} else if err := noPositionals("bots", pos); err != nil {
		return err
	}
	if _, err := sim.Lookup(*game); err != nil {
		return badArgs("bots: %v", err)
	}
	for _, b := range ai.Bots(*game) {
		fmt.Fprintf(stdout, "builtin:%-12s %s\n", b.Name, b.Doc)
	}
	return nil
}
