package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime"
	"slices"
	"sync"
	"syscall"
	"time"

	"arena/ai/tournament"
	"arena/sim/scenario"
)

// cmdTournament plays a plan of matches. Each finished match is appended to
// --out (and --csv) as it ends, so a tournament stopped by a signal, or
// killed, keeps every finished match, and --resume plays only the rest.
func cmdTournament(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("tournament", flag.ContinueOnError)
	var m matchFlags
	m.register(fs)
	seeds := fs.String("seeds", "1-10", "seeds to play, e.g. 1-200 or 1,5,9-12")
	jobs := fs.Int("j", runtime.NumCPU(), "matches played at once")
	csvPath := fs.String("csv", "", "write one row per player per match to FILE as matches end")
	outPath := fs.String("out", "", "append one JSON line per finished match to FILE")
	resume := fs.String("resume", "", "continue the results FILE: play only the matches not in it, append the rest")
	gauntlet := fs.String("gauntlet", "", "play only PLAYER against each of the others")
	swap := fs.Bool("swap", false, "play every seating of every pairing on every seed")
	shardArg := fs.String("shard", "", "play only part K/N of the plan (0 <= K < N)")
	ratings := fs.String("ratings", "", "write the standings, ratings, pairs and seats as JSON to FILE")
	scenarioPath := fs.String("scenario", "", "play every match on from a scenario FILE; each seed reseeds its play RNG")
	pos, err := parse(fs, args)
	if err != nil {
		return err
	}
	if err := noPositionals("tournament", pos); err != nil {
		return err
	}
	var played *scenario.Played
	if *scenarioPath != "" {
		if _, played, err = loadScenario("tournament", *scenarioPath, &m); err != nil {
			return err
		}
	}
	rv, err := m.resolve("tournament")
	if err != nil {
		return err
	}
	plan := tournament.Plan{Game: rv.game.Info().ID, Players: m.players, Ruleset: rv.ruleset, Map: rv.mapName,
		MapData: rv.mapData, Params: rv.params, NoTimeout: m.NoTimeout, Gauntlet: *gauntlet, Swap: *swap, Registry: rv.reg, Pace: rv.pace}
	if played != nil {
		c := played.Config
		plan.Ruleset, plan.Map, plan.MapData, plan.Params, plan.Start = c.Ruleset, c.Map, c.MapData, c.Params, played.State
		// Every line-up must fill the scenario's seats: two-seat games
		// pair any number of players, others seat them all at once.
		if n := len(c.Players); len(plan.Players) != n && (n != 2 || rv.game.Info().MaxPlayers != 2) {
			return badArgs("tournament: the scenario %s has %d seats, %d players given", *scenarioPath, n, len(plan.Players))
		}
	}
	if plan.Seeds, err = tournament.ParseSeeds(*seeds); err != nil {
		return badArgs("tournament: %v", err)
	}
	if *jobs < 1 {
		return badArgs("tournament: -j %d: want at least 1", *jobs)
	}
	var shard tournament.Shard
	if *shardArg != "" {
		if shard, err = tournament.ParseShard(*shardArg); err != nil {
			return badArgs("tournament: %v", err)
		}
	}
	all, err := plan.Matches()
	if err != nil {
		return badArgs("tournament: %v", err)
	}
	fp := plan.Fingerprint()
	if *resume != "" {
		if *outPath != "" && *outPath != *resume {
			return badArgs("tournament: --out %s and --resume %s name different files", *outPath, *resume)
		}
		*outPath = *resume
	}
	var prior []tournament.Record
	var out *os.File
	if *outPath != "" {
		if prior, out, err = openResults(*outPath, *resume != "", fp, tournament.Names(plan.Players), all); err != nil {
			return err
		}
		defer out.Close()
	}
	done := map[int]bool{}
	for _, r := range prior {
		done[r.Match] = true
	}
	var todo []tournament.Match
	planned := 0
	for _, mt := range all {
		if !shard.Has(mt.Index) {
			continue
		}
		planned++
		if !done[mt.Index] {
			todo = append(todo, mt)
		}
	}
	var csvOut io.Writer
	csvHeader := true
	if *csvPath != "" {
		f, err := os.Create(*csvPath)
		if err != nil {
			return badArgs("tournament: csv: %v", err)
		}
		defer f.Close()
		if len(prior) > 0 {
			// Resumed: the CSV is rewritten from the results file, so it
			// holds exactly the matches the file holds however the last
			// run ended.
			if err := tournament.WriteCSV(f, prior); err != nil {
				return fmt.Errorf("tournament: csv: %v", err)
			}
			csvHeader = false
		}
		csvOut = f
	}
	var w *tournament.Writer
	if out != nil {
		w = tournament.NewWriter(out, csvOut, csvHeader)
	} else {
		w = tournament.NewWriter(nil, csvOut, csvHeader)
	}

	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	defer signal.Stop(sigs)
	go func() {
		select {
		case <-sigs:
			// The first signal stops cleanly; a second one gets the
			// default action and quits at once (at worst cutting the last
			// line, which --resume drops).
			signal.Stop(sigs)
			cancel()
		case <-ctx.Done():
		}
	}()
	start := time.Now()
	prog := progress(stderr, len(todo))
	var (
		mu       sync.Mutex
		fresh    []tournament.Record
		writeErr error
	)
	runErr := tournament.RunMatches(ctx, plan, todo, *jobs, func(r tournament.MatchResult) {
		if r.Stopped {
			return // cancelled before its end: not a result, resumed later
		}
		rec := tournament.NewRecord(plan, fp, len(all), shard, r)
		mu.Lock()
		defer mu.Unlock()
		if writeErr != nil {
			return
		}
		if err := w.Write(rec); err != nil {
			writeErr = err
			cancel()
			return
		}
		rec.Rounds = nil // written; the summary does not need it
		fresh = append(fresh, rec)
		if prog != nil {
			prog()
		}
	})
	if prog != nil {
		fmt.Fprint(stderr, "\r\033[K")
	}
	recs := append(slices.Clip(prior), fresh...)
	sum := tournament.Summarise(recs)
	if err := tournament.WriteTable(stdout, sum); err != nil {
		return err
	}
	failed := 0
	for _, r := range fresh {
		if r.Failed() {
			failed++
			if failed <= 3 {
				fmt.Fprintf(stderr, "arenactl: match %d (seed %d, %s): %s\n", r.Match, r.Seed, r.Pairing, r.Error)
			}
		}
	}
	where := ""
	if *outPath != "" {
		where = " in " + *outPath
	}
	fmt.Fprintf(stdout, "%d matches played in %v with -j %d; %d of %d planned%s are done\n",
		len(fresh), time.Since(start).Round(time.Millisecond), *jobs, len(prior)+len(fresh), planned, where)
	if *ratings != "" {
		b, _ := json.MarshalIndent(sum, "", "  ")
		if err := os.WriteFile(*ratings, append(b, '\n'), 0o644); err != nil {
			return fmt.Errorf("tournament: ratings: %v", err)
		}
	}
	if out != nil {
		if err := out.Sync(); err != nil && writeErr == nil {
			writeErr = err
		}
	}
	switch {
	case writeErr != nil:
		return fmt.Errorf("tournament: %s: %v (after %d matches)", *outPath, writeErr, len(fresh))
	case runErr != nil && errors.Is(runErr, context.Canceled):
		hint := ""
		if *outPath != "" {
			hint = "; --resume " + *outPath + " plays the rest"
		}
		return fmt.Errorf("tournament: stopped after %d matches this run (%d of %d planned done)%s", len(fresh), len(prior)+len(fresh), planned, hint)
	case runErr != nil:
		return fmt.Errorf("tournament: %v", runErr)
	case failed > 0:
		return fmt.Errorf("tournament: %d of %d matches failed", failed, len(fresh))
	}
	return nil
}

// openResults opens the results file for appending. Without resume the
// file must be new or empty, so earlier results are never overwritten; with
// resume its lines are read back, checked against the plan, and a last line
// cut short by a kill is removed.
func openResults(path string, resume bool, fp string, names []string, all []tournament.Match) ([]tournament.Record, *os.File, error) {
	var prior []tournament.Record
	cut := int64(-1)
	if st, err := os.Stat(path); err == nil && st.Size() > 0 {
		if !resume {
			return nil, nil, badArgs("tournament: %s already holds results; --resume %s continues it, or choose another file", path, path)
		}
		if !st.Mode().IsRegular() {
			return nil, nil, badArgs("tournament: %s is not a regular file", path)
		}
		if prior, cut, err = tournament.ReadFile(path); err != nil {
			return nil, nil, badArgs("tournament: --resume: %v", err)
		}
		seen := map[int]bool{}
		for i, r := range prior {
			if r.Plan != fp {
				return nil, nil, badArgs("tournament: --resume %s: line %d is from another plan (%s, this one is %s): same game, players, seeds, map, rules, parameters and format are needed", path, i+1, r.Plan, fp)
			}
			if r.Match < 0 || r.Match >= len(all) || all[r.Match].Seed != r.Seed || !slices.Equal(seatNames(names, all[r.Match]), r.Seats) {
				return nil, nil, badArgs("tournament: --resume %s: line %d (match %d, seed %d) is not in this plan", path, i+1, r.Match, r.Seed)
			}
			if seen[r.Match] {
				return nil, nil, badArgs("tournament: --resume %s: match %d appears twice", path, r.Match)
			}
			seen[r.Match] = true
		}
	}
	f, err := os.OpenFile(path, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return nil, nil, badArgs("tournament: %v", err)
	}
	switch {
	case cut >= 0:
		// The writer was killed in the middle of a line: drop the piece.
		if err := f.Truncate(cut); err != nil {
			f.Close()
			return nil, nil, fmt.Errorf("tournament: %s: %v", path, err)
		}
	case cut == -2:
		// The last line is whole but lacks its newline.
		if _, err := f.Write([]byte{'\n'}); err != nil {
			f.Close()
			return nil, nil, fmt.Errorf("tournament: %s: %v", path, err)
		}
	}
	return prior, f, nil
}

// seatNames are the display names of a match's seats.
func seatNames(names []string, m tournament.Match) []string {
	out := make([]string, len(m.Seats))
	for k, i := range m.Seats {
		out[k] = names[i]
	}
	return out
}

// progress shows "played N/M, R matches/s, T left" on a terminal; on a
// pipe or file it is silent so logs stay clean.
func progress(w io.Writer, total int) func() {
	f, ok := w.(*os.File)
	if !ok {
		return nil
	}
	if st, err := f.Stat(); err != nil || st.Mode()&os.ModeCharDevice == 0 {
		return nil
	}
	start := time.Now()
	done := 0
	return func() {
		done++
		el := time.Since(start).Seconds()
		rate := float64(done) / max(el, 1e-9)
		left := time.Duration(float64(total-done) / rate * float64(time.Second)).Round(time.Second)
		fmt.Fprintf(f, "\rplayed %d/%d, %.1f matches/s, %v left\033[K", done, total, rate, left)
	}
}
