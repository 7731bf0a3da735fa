package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime"
	"strings"
	"sync"
	"syscall"
	"time"

	"arena/ai"
	"arena/sim"
	"arena/sim/replay"
	"arena/sim/tournament"
)

// cmdVerify re-simulates a replay; a hash mismatch fails naming the tick.
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
		return fmt.Errorf("verify: %v", err)
	}
	note := ""
	if rp.Truncated {
		note = " (truncated: " + rp.Why + ")"
	}
	if rp.Result == nil && !rp.Truncated {
		note = " (no result line)"
	}
	fmt.Fprintf(stdout, "%s: ok: %d ticks of %s, seed %d, match the recorded hashes%s\n",
		pos[0], len(rp.Steps), rp.Header.Game, rp.Header.Seed, note)
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
	// SIGTERM stops like Ctrl+C: the bots are closed before we exit.
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	start := time.Now()
	results, runErr := tournament.Run(ctx, plan, *jobs, progress(stderr, len(ms)))
	if err := tournament.WriteTable(stdout, tournament.Standings(plan, results)); err != nil {
		return err
	}
	failed := 0
	for _, r := range results {
		if r.Err != nil {
			failed++
			if failed <= 3 {
				fmt.Fprintf(stderr, "arenactl: match %d (seed %d): %v\n", r.Index, r.Seed, r.Err)
			}
		}
	}
	fmt.Fprintf(stdout, "%d matches in %v with -j %d\n", len(ms), time.Since(start).Round(time.Millisecond), *jobs)
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
		return fmt.Errorf("tournament: %d of %d matches failed", failed, len(ms))
	}
	return nil
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
