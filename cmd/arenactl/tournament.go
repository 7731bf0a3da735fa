package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime"
	"slices"
	"sync"
	"syscall"
	"time"

	"github.com/spf13/pflag"

	"arena/ai/tournament"
	"arena/sim/scenario"
)

// tournamentCmd plays a plan of matches. Each finished match is appended to
// --out (and --csv) as it ends, so a tournament stopped by a signal, or
// killed, keeps every finished match, and --resume plays only the rest.
type tournamentCmd struct {
	m                          matchFlags
	seeds                      string
	jobs                       int
	csv, out, resume, gauntlet string
	swap                       bool
	shard, ratings, scenario   string
}

func (c *tournamentCmd) flags(fs *pflag.FlagSet) {
	c.m.register(fs)
	fs.StringVar(&c.seeds, "seeds", "1-10", "the seeds to play: a `LIST` such as 1-200 or 1,5,9-12")
	fs.IntVarP(&c.jobs, "jobs", "j", runtime.NumCPU(), "`N` matches played at once")
	defaultNote(fs, "jobs", "default: one per CPU")
	fs.StringVar(&c.csv, "csv", "", "write one row per player per match to `FILE` as matches end")
	fs.StringVar(&c.out, "out", "", "append one JSON line per finished match to `FILE.jsonl`")
	fs.StringVar(&c.resume, "resume", "", "continue the results `FILE.jsonl`: play only the matches not in it, append the rest")
	fs.StringVar(&c.gauntlet, "gauntlet", "", "play only `PLAYER` against each of the others")
	fs.BoolVar(&c.swap, "swap", false, "play every seating of every pairing on every seed")
	fs.StringVar(&c.shard, "shard", "", "play only part `K/N` of the plan (0 <= K < N)")
	fs.StringVar(&c.ratings, "ratings", "", "write the standings, ratings, pairs and seats as JSON to `FILE.json`")
	fs.StringVar(&c.scenario, "scenario", "", "play every match on from a scenario `FILE`; each seed reseeds its play RNG")
}

// tourney is a tournament under way: its plan, the part of it this run
// plays, and where results go.
type tourney struct {
	plan    tournament.Plan
	fp      string // the plan's fingerprint
	all     []tournament.Match
	shard   tournament.Shard
	planned int                 // matches of the plan in this shard
	todo    []tournament.Match  // those not yet in the results file
	prior   []tournament.Record // the results file's, when resumed
	outPath string
	out     *os.File
	csv     *os.File
	w       *tournament.Writer
}

func (c *tournamentCmd) run(std stdio, pos []string) error {
	if err := noPositionals("tournament", pos); err != nil {
		return err
	}
	t, err := c.prepare()
	if err != nil {
		return err
	}
	defer t.close()
	start := time.Now()
	fresh, runErr, writeErr := t.play(std.err, c.jobs)
	recs := append(slices.Clip(t.prior), fresh...)
	sum := tournament.Summarise(recs)
	if err := tournament.WriteTable(std.out, sum); err != nil {
		return err
	}
	failed := 0
	for _, r := range fresh {
		if r.Failed() {
			failed++
			if failed <= 3 {
				fmt.Fprintf(std.err, "arenactl: match %d (seed %d, %s): %s\n", r.Match, r.Seed, r.Pairing, r.Error)
			}
		}
	}
	where := ""
	if t.outPath != "" {
		where = " in " + t.outPath
	}
	fmt.Fprintf(std.out, "%d matches played in %v with -j %d; %d of %d planned%s are done\n",
		len(fresh), time.Since(start).Round(time.Millisecond), c.jobs, len(t.prior)+len(fresh), t.planned, where)
	if c.ratings != "" {
		b, _ := json.MarshalIndent(sum, "", "  ")
		if err := os.WriteFile(c.ratings, append(b, '\n'), 0o644); err != nil {
			return fmt.Errorf("tournament: ratings: %v", err)
		}
	}
	if t.out != nil {
		if err := t.out.Sync(); err != nil && writeErr == nil {
			writeErr = err
		}
	}
	return t.verdict(len(fresh), failed, runErr, writeErr)
}

// verdict is the tournament's error, if any: a results file that could
// not be written, a stop by signal, a failed plan, failed matches.
func (t *tourney) verdict(fresh, failed int, runErr, writeErr error) error {
	switch {
	case writeErr != nil:
		return fmt.Errorf("tournament: %s: %v (after %d matches)", t.outPath, writeErr, fresh)
	case runErr != nil && errors.Is(runErr, context.Canceled):
		hint := ""
		if t.outPath != "" {
			hint = "; --resume " + t.outPath + " plays the rest"
		}
		return fmt.Errorf("tournament: stopped after %d matches this run (%d of %d planned done)%s", fresh, len(t.prior)+fresh, t.planned, hint)
	case runErr != nil:
		return fmt.Errorf("tournament: %v", runErr)
	case failed > 0:
		return fmt.Errorf("tournament: %d of %d matches failed", failed, fresh)
	}
	return nil
}

// prepare checks the flags into a plan, opens the results files and
// lists the matches left to play.
func (c *tournamentCmd) prepare() (*tourney, error) {
	plan, err := c.newPlan()
	if err != nil {
		return nil, err
	}
	t := &tourney{plan: plan}
	if c.jobs < 1 {
		return nil, badArgs("tournament: -j %d: want at least 1", c.jobs)
	}
	if c.shard != "" {
		if t.shard, err = tournament.ParseShard(c.shard); err != nil {
			return nil, badArgs("tournament: %v", err)
		}
	}
	if t.all, err = plan.Matches(); err != nil {
		return nil, badArgs("tournament: %v", err)
	}
	t.fp = plan.Fingerprint()
	t.outPath = c.out
	if c.resume != "" {
		if c.out != "" && c.out != c.resume {
			return nil, badArgs("tournament: --out %s and --resume %s name different files", c.out, c.resume)
		}
		t.outPath = c.resume
	}
	if t.outPath != "" {
		if t.prior, t.out, err = openResults(t.outPath, c.resume != "", t.fp, tournament.Names(plan.Players), t.all); err != nil {
			return nil, err
		}
	}
	t.listTodo()
	if err := t.openCSV(c.csv); err != nil {
		t.close()
		return nil, err
	}
	return t, nil
}

// newPlan is the plan the flags name (and --scenario's file).
func (c *tournamentCmd) newPlan() (tournament.Plan, error) {
	var played *scenario.Played
	var err error
	if c.scenario != "" {
		if _, played, err = loadScenario("tournament", c.scenario, &c.m); err != nil {
			return tournament.Plan{}, err
		}
	}
	rv, err := c.m.resolve("tournament")
	if err != nil {
		return tournament.Plan{}, err
	}
	plan := tournament.Plan{Game: rv.game.Info().ID, Players: c.m.players, Ruleset: rv.ruleset, Map: rv.mapName,
		MapData: rv.mapData, Params: rv.params, NoTimeout: c.m.NoTimeout, Gauntlet: c.gauntlet, Swap: c.swap, Registry: rv.reg}
	if played != nil {
		pc := played.Config
		plan.Ruleset, plan.Map, plan.MapData, plan.Params, plan.Start = pc.Ruleset, pc.Map, pc.MapData, pc.Params, played.State
		// Every line-up must fill the scenario's seats: two-seat games
		// pair any number of players, others seat them all at once.
		if n := len(pc.Players); len(plan.Players) != n && (n != 2 || rv.game.Info().MaxPlayers != 2) {
			return plan, badArgs("tournament: the scenario %s has %d seats, %d players given", c.scenario, n, len(plan.Players))
		}
	}
	if plan.Seeds, err = tournament.ParseSeeds(c.seeds); err != nil {
		return plan, badArgs("tournament: %v", err)
	}
	return plan, nil
}

// listTodo counts the shard's matches and lists those not yet played.
func (t *tourney) listTodo() {
	done := map[int]bool{}
	for _, r := range t.prior {
		done[r.Match] = true
	}
	for _, mt := range t.all {
		if !t.shard.Has(mt.Index) {
			continue
		}
		t.planned++
		if !done[mt.Index] {
			t.todo = append(t.todo, mt)
		}
	}
}

// openCSV creates --csv and the writer of both results files.
func (t *tourney) openCSV(path string) error {
	var csvOut io.Writer
	csvHeader := true
	if path != "" {
		f, err := os.Create(path)
		if err != nil {
			return badArgs("tournament: csv: %v", err)
		}
		t.csv = f
		if len(t.prior) > 0 {
			// Resumed: the CSV is rewritten from the results file, so it
			// holds exactly the matches the file holds however the last
			// run ended.
			if err := tournament.WriteCSV(f, t.prior); err != nil {
				return fmt.Errorf("tournament: csv: %v", err)
			}
			csvHeader = false
		}
		csvOut = f
	}
	if t.out != nil {
		t.w = tournament.NewWriter(t.out, csvOut, csvHeader)
	} else {
		t.w = tournament.NewWriter(nil, csvOut, csvHeader)
	}
	return nil
}

func (t *tourney) close() {
	if t.out != nil {
		t.out.Close()
	}
	if t.csv != nil {
		t.csv.Close()
	}
}

// play plays the matches left, jobs at once, writing each result as it
// comes; the first signal stops it cleanly.
func (t *tourney) play(stderr io.Writer, jobs int) (fresh []tournament.Record, runErr, writeErr error) {
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
	prog := progress(stderr, len(t.todo))
	var mu sync.Mutex
	runErr = tournament.RunMatches(ctx, t.plan, t.todo, jobs, func(r tournament.MatchResult) {
		if r.Stopped {
			return // cancelled before its end: not a result, resumed later
		}
		rec := tournament.NewRecord(t.plan, t.fp, len(t.all), t.shard, r)
		mu.Lock()
		defer mu.Unlock()
		if writeErr != nil {
			return
		}
		if err := t.w.Write(rec); err != nil {
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
	return fresh, runErr, writeErr
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
