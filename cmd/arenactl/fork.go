package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strconv"
	"strings"

	"github.com/spf13/pflag"

	"arena/ai/session"
	"arena/sim/replay"
)

// forkOut is fork's one-line JSON result: run's fields plus where the
// match was forked.
type forkOut struct {
	From string `json:"from"`
	At   int    `json:"at"`
	runOut
}

// forkCmd continues a replay from position --at with other players or
// edits (ai/session, what the app does on an edit in the past) and saves
// the new match.
type forkCmd struct {
	at             int
	out            string
	players, edits multi
}

func (c *forkCmd) flags(fs *pflag.FlagSet) {
	fs.IntVar(&c.at, "at", -1, "the timeline position (tick) `T` to fork at")
	fs.StringVar(&c.out, "replay", "", "where to write the forked match's replay `OUT`")
	fs.Var(&c.players, "player", "a seat's new player: `SEAT=SPEC` (seats from 1), or SPEC for the next seat")
	fs.Var(&c.edits, "edit", "an edit `TEXT` applied at the fork, in order")
	required(fs, "at", "replay")
}

func (c *forkCmd) run(std stdio, pos []string) error {
	if len(pos) != 1 {
		return badArgs("fork: want exactly one replay file, got %d arguments", len(pos))
	}
	if c.at < 0 {
		return badArgs("fork: --at is required (a position of the replay, 0 or more)")
	}
	if c.out == "" {
		return badArgs("fork: --replay is required")
	}
	s, err := session.Open(pos[0])
	if err != nil {
		return badArgs("fork: %v", err)
	}
	defer s.Close()
	if d := s.Diverged(); d != nil && d.Index < c.at {
		return badArgs("fork: %s: %v, before --at %d", pos[0], d, c.at)
	}
	if c.at > s.Len() {
		return badArgs("fork: --at %d: %s has positions 0..%d", c.at, pos[0], s.Len())
	}
	if err := setPlayers(s, c.players); err != nil {
		return err
	}
	if _, err := s.Seek(c.at); err != nil {
		return fmt.Errorf("fork: %v", err)
	}
	if _, err := s.Fork(c.at); err != nil {
		return badArgs("fork: %v", err)
	}
	for _, e := range c.edits {
		if _, err := s.Edit(e); err != nil {
			return badArgs("fork: --edit %q: %v", e, err)
		}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	for {
		_, err := s.Next(ctx)
		if errors.Is(err, session.ErrEnded) {
			break
		}
		if err != nil {
			return fmt.Errorf("fork: %v", err)
		}
	}
	if err := s.Save(c.out); err != nil {
		return badArgs("fork: replay: %v", err)
	}
	return printFork(s, pos[0], c.at, c.out, std.out)
}

// setPlayers applies the --player flags: "SEAT=SPEC" names its seat (from
// 1); a plain SPEC takes the seat after the previous flag's.
func setPlayers(s *session.Session, players []string) error {
	next := 0
	for _, p := range players {
		seat, spec := next, p
		if n, rest, ok := strings.Cut(p, "="); ok {
			if k, err := strconv.Atoi(n); err == nil {
				seat, spec = k-1, rest
			}
		}
		if err := s.SetPlayer(seat, spec); err != nil {
			return badArgs("fork: --player %q: %v", p, err)
		}
		next = seat + 1
	}
	return nil
}

func printFork(s *session.Session, from string, at int, path string, stdout io.Writer) error {
	f := s.Current()
	h := s.Header()
	o := forkOut{From: from, At: at, runOut: runOut{Game: h.Game, Seed: h.Seed, Ruleset: h.Ruleset, Map: h.Map,
		Turns: f.State.Tick(), Hash: replay.HashString(f.State.Hash()), Replay: path, Players: []playerOut{}}}
	var scores []int64
	var ranks []int
	if f.Outcome != nil {
		o.Reason, scores, ranks = f.Outcome.Reason, f.Outcome.Scores, f.Outcome.Ranks
	}
	for i, p := range f.Players {
		po := playerOut{Name: p.Name, Agent: p.Agent, Status: p.Status, Reason: p.Reason}
		if i < len(scores) {
			po.Score = scores[i]
		}
		if i < len(ranks) {
			po.Rank = ranks[i]
		}
		o.Players = append(o.Players, po)
	}
	enc := json.NewEncoder(stdout)
	enc.SetEscapeHTML(false)
	return enc.Encode(o)
}
