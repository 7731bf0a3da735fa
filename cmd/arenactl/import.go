package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/pflag"

	"arena/sim"
	"arena/sim/replay"
)

// importCmd implements `arenactl import --game G FILE --out REPLAY`: it
// reads a game recorded by the original engine (a CodeRunner trace, a
// Madmax .res file, gzipped or not), re-simulates it, and writes it as an
// arena replay for the app and `arenactl verify`. A recording this engine
// does not reproduce fails naming the first turn that differs (exit 1); a
// file that is not a readable recording is bad input (exit 2).
type importCmd struct{ game, out string }

func (c *importCmd) flags(fs *pflag.FlagSet) {
	fs.StringVar(&c.game, "game", "", "the game `G` the recording is of")
	fs.StringVar(&c.out, "out", "", "the replay `FILE` to write (or a directory for its conventional name)")
	required(fs, "game")
}

func (c *importCmd) run(std stdio, pos []string) error {
	if len(pos) != 1 {
		return badArgs("import: want exactly one recorded game file, got %d arguments", len(pos))
	}
	if c.game == "" {
		return badArgs("import: --game is required (known: %s)", strings.Join(importers(), ", "))
	}
	g, err := sim.Lookup(c.game)
	if err != nil {
		return badArgs("import: %v", err)
	}
	imp, ok := g.(sim.Importer)
	if !ok {
		return badArgs("import: %s has no recorded-game format (known: %s)", c.game, strings.Join(importers(), ", "))
	}
	path := pos[0]
	// The output is created before the work, so a bad --out fails at once.
	dest := c.out
	var outFile *os.File
	if dest != "" {
		if st, err := os.Stat(dest); err == nil && st.IsDir() {
			stem := strings.TrimSuffix(filepath.Base(path), ".gz")
			dest = filepath.Join(dest, strings.TrimSuffix(stem, filepath.Ext(stem))+".arena.jsonl.gz")
		}
		if outFile, err = os.Create(dest); err != nil {
			return badArgs("import: --out: %v", err)
		}
		defer func() {
			if outFile != nil { // not written: leave nothing behind
				outFile.Close()
				os.Remove(dest)
			}
		}()
	}
	data, err := replay.ReadMaybeGzip(path)
	if err != nil {
		return badArgs("import: %v", err)
	}
	rec, err := imp.Import(filepath.Base(path), data)
	if err != nil {
		// A recording that reads but that this engine plays differently
		// fails (exit 1); anything else is a file that is not a readable
		// recording at all: bad input (exit 2).
		var mm *sim.MismatchError
		if errors.As(err, &mm) {
			return fmt.Errorf("import: %v", err)
		}
		return badArgs("import: %v", err)
	}
	// The map is named after the file: "trace_5", "madmax_demo4_s7_maze4".
	stem := strings.TrimSuffix(filepath.Base(path), ".gz")
	rec.Config.Map = strings.TrimSuffix(stem, filepath.Ext(stem))
	var buf bytes.Buffer
	agent := "recorded:" + filepath.Base(path)
	final, err := replay.WriteRecorded(&buf, g, rec, agent)
	if err != nil {
		return fmt.Errorf("import: %s: %v", path, err)
	}
	if outFile != nil {
		_, err := outFile.Write(buf.Bytes())
		if cerr := outFile.Close(); err == nil {
			err = cerr
		}
		outFile = nil
		if err != nil {
			os.Remove(dest)
			return fmt.Errorf("import: %s: %v", dest, err)
		}
	}
	o := runOut{Game: c.game, Seed: rec.Config.Seed, Ruleset: rec.Config.Ruleset, Map: rec.Config.Map,
		Turns: len(rec.Actions), Hash: replay.HashString(final.Hash()), Replay: dest, Players: []playerOut{}}
	oc, _ := final.Outcome()
	o.Reason = oc.Reason
	for p, n := range rec.Config.Players {
		po := playerOut{Name: n, Agent: agent, Status: sim.Done}
		if p < len(oc.Scores) {
			po.Score, po.Rank = oc.Scores[p], oc.Ranks[p]
		}
		o.Players = append(o.Players, po)
	}
	enc := json.NewEncoder(std.out)
	enc.SetEscapeHTML(false)
	return enc.Encode(o)
}

// importers lists the games that read original recordings.
func importers() []string {
	var out []string
	for _, id := range sim.Games() {
		if g, err := sim.Lookup(id); err == nil {
			if _, ok := g.(sim.Importer); ok {
				out = append(out, id)
			}
		}
	}
	return out
}
