package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"

	"github.com/spf13/pflag"

	"arena/ai/tournament"
	"arena/ai/tournament/report"
)

// readResults reads one or more results files of one plan, refusing files
// of different plans and matches that appear twice (overlapping shards).
func readResults(cmd string, paths []string) ([]tournament.Record, error) {
	var all []tournament.Record
	from := map[int]string{}
	plan, planFile := "", ""
	for _, p := range paths {
		recs, _, err := tournament.ReadFile(p)
		if err != nil {
			return nil, badArgs("%s: %v", cmd, err)
		}
		for i, r := range recs {
			if plan == "" {
				plan, planFile = r.Plan, p
			}
			if r.Plan != plan {
				return nil, badArgs("%s: %s line %d is from plan %s, %s from plan %s: mismatched plans", cmd, p, i+1, r.Plan, planFile, plan)
			}
			if f, dup := from[r.Match]; dup {
				return nil, badArgs("%s: match %d (seed %d) is in both %s and %s: overlapping shards", cmd, r.Match, r.Seed, f, p)
			}
			from[r.Match] = p
			all = append(all, r)
		}
	}
	tournament.Sort(all)
	return all, nil
}

// mergeCmd joins the results of the shards of one plan into one file, in
// plan order.
type mergeCmd struct{ out string }

func (c *mergeCmd) flags(fs *pflag.FlagSet) {
	fs.StringVar(&c.out, "out", "", "write the joined results to `FILE`")
	required(fs, "out")
}

func (c *mergeCmd) run(std stdio, pos []string) error {
	if len(pos) == 0 || c.out == "" {
		return badArgs("merge: want results files and --out FILE")
	}
	for _, p := range pos {
		if same(p, c.out) {
			return badArgs("merge: --out %s is also an input", c.out)
		}
	}
	recs, err := readResults("merge", pos)
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	w := tournament.NewWriter(&buf, nil, false)
	for _, r := range recs {
		if err := w.Write(r); err != nil {
			return fmt.Errorf("merge: %v", err)
		}
	}
	// Written whole and renamed into place, so a failed merge leaves no
	// half file.
	tmp := c.out + ".tmp"
	if err := os.WriteFile(tmp, buf.Bytes(), 0o644); err != nil {
		return badArgs("merge: %v", err)
	}
	if err := os.Rename(tmp, c.out); err != nil {
		os.Remove(tmp)
		return fmt.Errorf("merge: %v", err)
	}
	of := 0
	if len(recs) > 0 {
		of = recs[0].Of
	}
	fmt.Fprintf(std.out, "merged %d matches of %d planned from %d files into %s\n", len(recs), of, len(pos), c.out)
	if len(recs) < of {
		fmt.Fprintf(std.err, "arenactl: merge: %d planned matches are missing (a shard not finished? --resume it)\n", of-len(recs))
	}
	return nil
}

// same reports whether two paths name one file.
func same(a, b string) bool {
	if filepath.Clean(a) == filepath.Clean(b) {
		return true
	}
	sa, err1 := os.Stat(a)
	sb, err2 := os.Stat(b)
	return err1 == nil && err2 == nil && os.SameFile(sa, sb)
}

// reportCmd summarises results files: the tables on stdout, and on request
// the summary as JSON and a self-contained HTML page.
type reportCmd struct{ html, json, title string }

func (c *reportCmd) flags(fs *pflag.FlagSet) {
	fs.StringVar(&c.html, "html", "", "write a self-contained HTML report to `FILE`")
	fs.StringVar(&c.json, "json", "", "write the standings, ratings, pairs and seats as JSON to `FILE`")
	fs.StringVar(&c.title, "title", "", "the report's `TITLE` (default: the game and file)")
}

func (c *reportCmd) run(std stdio, pos []string) error {
	if len(pos) == 0 {
		return badArgs("report: want one or more results files (tournament --out)")
	}
	recs, err := readResults("report", pos)
	if err != nil {
		return err
	}
	if len(recs) == 0 {
		return badArgs("report: %s: no results", pos[0])
	}
	sum := tournament.Summarise(recs)
	if err := tournament.WriteTable(std.out, sum); err != nil {
		return err
	}
	if c.json != "" {
		b, _ := json.MarshalIndent(sum, "", "  ")
		if err := os.WriteFile(c.json, append(b, '\n'), 0o644); err != nil {
			return badArgs("report: %v", err)
		}
	}
	if c.html != "" {
		t := c.title
		if t == "" {
			t = fmt.Sprintf("%s tournament: %s", sum.Game, filepath.Base(pos[0]))
		}
		var b bytes.Buffer
		if err := report.HTML(&b, t, sum, recs); err != nil {
			return fmt.Errorf("report: %v", err)
		}
		if err := os.WriteFile(c.html, b.Bytes(), 0o644); err != nil {
			return badArgs("report: %v", err)
		}
	}
	return nil
}
