package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime"
	"strings"
	"sync"
	"time"

	"arena/ai"
	"arena/sim"
	"arena/sim/replay"
	"arena/sim/tournament"
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

func cmdTournament(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("tournament", flag.ContinueOnError)
	var m matchFlags
	m.register(fs)
	seeds := fs.String("seeds", "1-10", "seeds to play, e.g. 1-200 or 1,5,9-12")
	jobs := fs.Int("j", runtime.NumCPU(), "matches played at once")
	csvPath := fs.String("csv", "", "write one row per player per match to FILE")
	pos, err := parse(fs, args)
	if err != nil {
		return err
	}
	if err := noPositionals("tournament", pos); err != nil {
		return err
	}
	rv, err := m.resolve("tournament")
	if err != nil {
		return err
	}
	plan := tournament.Plan{Game: rv.game.Info().ID, Players: m.players, Ruleset: rv.ruleset, Map: rv.mapName,
		MapData: rv.mapData, Params: rv.params, NoTimeout: m.noTimeout}
	if plan.Seeds, err = tournament.ParseSeeds(*seeds); err != nil {
		return badArgs("tournament: %v", err)
	}
	if *jobs < 1 {
		return badArgs("tournament: -j %d: want at least 1", *jobs)
	}
	ms, err := plan.Matches()
	if err != nil {
		return badArgs("tournament: %v", err)
	}
	var csvFile *os.File
	if *csvPath != "" {
		if csvFile, err = os.Create(*csvPath); err != nil {
			return badArgs("tournament: csv: %v", err)
		}
		defer csvFile.Close()
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	start := time.Now()
	results, runErr := tournament.Run(ctx, plan, *jobs, progress(stderr, len(ms)))
	if err := tournament.WriteTable(stdout, tournament.Standings(plan, results)); err != nil {
		return err
	}
	played, cancelled, failures := tally(results)
	failed := len(failures)
	for _, r := range failures[:min(3, failed)] {
		fmt.Fprintf(stderr, "arenactl: match %d (seed %d): %v\n", r.Index, r.Seed, r.Err)
	}
	if played == len(ms) {
		fmt.Fprintf(stdout, "%d matches in %v with -j %d\n", len(ms), time.Since(start).Round(time.Millisecond), *jobs)
	} else {
		fmt.Fprintf(stdout, "%d of %d matches played (%d stopped half-way) in %v with -j %d\n",
			played, len(ms), cancelled, time.Since(start).Round(time.Millisecond), *jobs)
	}
	if csvFile != nil {
		if err := tournament.WriteCSV(csvFile, plan, results); err != nil {
			return fmt.Errorf("tournament: csv: %v", err)
		}
		if err := csvFile.Close(); err != nil {
			return fmt.Errorf("tournament: csv: %v", err)
		}
	}
	if runErr != nil {
		return fmt.Errorf("tournament: %v", runErr)
	}
	if failed > 0 {
		return fmt.Errorf("tournament: %d of %d matches played failed", failed, played)
	}
	return nil
}

// tally counts the matches played to the end (with or without an error)
// and those an interrupt stopped half-way, and lists the failures; matches
// never started are in neither count.
func tally(results []tournament.MatchResult) (played, cancelled int, failures []tournament.MatchResult) {
	for _, r := range results {
		switch {
		case r.Seats == nil:
			continue // never started: the run was interrupted
		case r.Err != nil && errors.Is(r.Err, context.Canceled):
			cancelled++
			continue
		}
		played++
		if r.Err != nil {
			failures = append(failures, r)
		}
	}
	return played, cancelled, failures
}

// progress shows "played N/M" on a terminal; on a pipe or file it is silent
// so logs stay clean.
func progress(w io.Writer, total int) func(tournament.MatchResult) {
	f, ok := w.(*os.File)
	if !ok {
		return nil
	}
	if st, err := f.Stat(); err != nil || st.Mode()&os.ModeCharDevice == 0 {
		return nil
	}
	var mu sync.Mutex
	done := 0
	return func(tournament.MatchResult) {
		mu.Lock()
		defer mu.Unlock()
		done++
		fmt.Fprintf(f, "\rplayed %d/%d", done, total)
		if done == total {
			fmt.Fprint(f, "\r\033[K")
		}
	}
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
