package main

import (
	"errors"
	"fmt"
	"strings"

	"github.com/spf13/pflag"

	"arena/ai"
	"arena/sim"
	"arena/sim/replay"
)

// verifyCmd re-simulates a replay. Exit codes: 0 every tick matches and
// the replay is complete; 1 a hash differs (naming the first tick); 2 the
// file is unreadable or not a replay (or one this engine cannot apply);
// 3 every recorded tick matches but the replay ends before the match did.
type verifyCmd struct{ noFlags }

func (verifyCmd) run(std stdio, pos []string) error {
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
	fmt.Fprintf(std.out, "%s: ok: %d ticks of %s, seed %d, match the recorded hashes\n",
		pos[0], len(rp.Steps), rp.Header.Game, rp.Header.Seed)
	return nil
}

// gamesCmd lists the games.
type gamesCmd struct{ noFlags }

func (gamesCmd) run(std stdio, pos []string) error {
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
		fmt.Fprintf(std.out, "%-12s %-20s %d-%d players  rulesets: %s\n", id, info.Title, info.MinPlayers, info.MaxPlayers, strings.Join(rs, ", "))
	}
	return nil
}

// botsCmd lists a game's built-in bots.
type botsCmd struct{ game string }

func (c *botsCmd) flags(fs *pflag.FlagSet) {
	fs.StringVar(&c.game, "game", "", "the game `G` (also as the one argument: arenactl bots worms)")
}

func (c *botsCmd) run(std stdio, pos []string) error {
	if len(pos) == 1 && c.game == "" {
		c.game = pos[0] // "arenactl bots worms" reads naturally too
	} else if err := noPositionals("bots", pos); err != nil {
		return err
	}
	if _, err := sim.Lookup(c.game); err != nil {
		return badArgs("bots: %v", err)
	}
	for _, b := range ai.Bots(c.game) {
		fmt.Fprintf(std.out, "builtin:%-12s %s\n", b.Name, b.Doc)
	}
	return nil
}
