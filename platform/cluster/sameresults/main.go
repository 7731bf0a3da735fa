package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"slices"

	"arena/ai/tournament"
)

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: sameresults WANT.jsonl GOT.jsonl")
		os.Exit(2)
	}
	want, err := load(os.Args[1])
	if err == nil {
		var got []tournament.Record
		if got, err = load(os.Args[2]); err == nil {
			if same(os.Stdout, os.Args[1], os.Args[2], want, got) {
				return
			}
			os.Exit(1)
		}
	}
	fmt.Fprintln(os.Stderr, "sameresults:", err)
	os.Exit(2)
}

// load reads a results file whole, refusing one whose last line was cut:
// a finished tournament or merge never leaves one.
func load(path string) ([]tournament.Record, error) {
	recs, cut, err := tournament.ReadFile(path)
	if err != nil {
		return nil, err
	}
	if cut >= 0 {
		return nil, fmt.Errorf("%s: its last line is cut short (at byte %d): not a finished run", path, cut)
	}
	return recs, nil
}

// comparable is a record as JSON fields without what differs between runs
// of one plan by nature: the timing and the shard.
func comparable(r tournament.Record) map[string]json.RawMessage {
	b, _ := json.Marshal(r)
	var m map[string]json.RawMessage
	json.Unmarshal(b, &m)
	for _, k := range []string{"start", "end", "ms", "shard"} {
		delete(m, k)
	}
	return m
}

// same compares want's records with got's, match by match, and writes one
// line: the agreement, or the first difference.
func same(w io.Writer, wantName, gotName string, want, got []tournament.Record) bool {
	byMatch := func(recs []tournament.Record) map[int]tournament.Record {
		m := make(map[int]tournament.Record, len(recs))
		for _, r := range recs {
			m[r.Match] = r
		}
		return m
	}
	wm, gm := byMatch(want), byMatch(got)
	if len(wm) != len(want) || len(gm) != len(got) {
		fmt.Fprintf(w, "differ: a match appears twice (%s: %d lines, %d matches; %s: %d lines, %d matches)\n",
			wantName, len(want), len(wm), gotName, len(got), len(gm))
		return false
	}
	var keys []int
	for k := range wm {
		keys = append(keys, k)
	}
	for k := range gm {
		if _, ok := wm[k]; !ok {
			keys = append(keys, k)
		}
	}
	slices.Sort(keys)
	for _, k := range keys {
		a, inWant := wm[k]
		b, inGot := gm[k]
		switch {
		case !inWant:
			fmt.Fprintf(w, "differ: match %d (seed %d, %s) is only in %s\n", k, b.Seed, b.Pairing, gotName)
			return false
		case !inGot:
			fmt.Fprintf(w, "differ: match %d (seed %d, %s) is only in %s\n", k, a.Seed, a.Pairing, wantName)
			return false
		}
		if field, x, y := firstDiff(comparable(a), comparable(b)); field != "" {
			fmt.Fprintf(w, "differ: match %d (seed %d, %s), field %s:\n  %s: %s\n  %s: %s\n",
				k, a.Seed, a.Pairing, field, wantName, x, gotName, y)
			return false
		}
	}
	plan := ""
	if len(want) > 0 {
		plan = " of plan " + want[0].Plan
	}
	fmt.Fprintf(w, "same: %d matches%s, result for result (%s and %s; start, end, ms and shard left aside)\n",
		len(keys), plan, wantName, gotName)
	return true
}

// firstDiff names the first field, in sorted order, whose JSON differs,
// with both values; "" when none does.
func firstDiff(a, b map[string]json.RawMessage) (field string, x, y []byte) {
	var names []string
	for k := range a {
		names = append(names, k)
	}
	for k := range b {
		if _, ok := a[k]; !ok {
			names = append(names, k)
		}
	}
	slices.Sort(names)
	for _, k := range names {
		if !bytes.Equal(a[k], b[k]) {
			return k, orNone(a[k]), orNone(b[k])
		}
	}
	return "", nil, nil
}

func orNone(b []byte) []byte {
	if b == nil {
		return []byte("(none)")
	}
	return b
}
