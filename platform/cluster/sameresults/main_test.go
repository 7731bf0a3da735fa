package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"arena/ai/tournament"
	"arena/sim/replay"
)

func rec(match int, shard string, score int64, start time.Time) tournament.Record {
	return tournament.Record{Plan: "p1", Match: match, Of: 3, Shard: shard, Pairing: "a vs b", Seats: []string{"a", "b"},
		Game: "worms", Seed: uint64(match + 1), Turns: 10, Hash: "h", Reason: "r",
		Players: []replay.PlayerResult{{Name: "a", Score: score, Rank: 1}, {Name: "b", Score: 1, Rank: 2}},
		Start:   start, End: start.Add(time.Second), MS: 1000 + int64(match)}
}

func TestSame(t *testing.T) {
	t0 := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	t1 := t0.Add(time.Hour)
	local := []tournament.Record{rec(1, "", 5, t0), rec(0, "", 5, t0), rec(2, "", 5, t0)}
	tests := []struct {
		name string
		got  []tournament.Record
		ok   bool
		want string
	}{
		// Other timing, other shards, other order: the same results.
		{"sharded", []tournament.Record{rec(0, "0/2", 5, t1), rec(1, "1/2", 5, t1), rec(2, "0/2", 5, t1)}, true, "same: 3 matches of plan p1"},
		{"score", []tournament.Record{rec(0, "0/2", 5, t1), rec(1, "1/2", 6, t1), rec(2, "0/2", 5, t1)}, false, "match 1 (seed 2, a vs b), field players"},
		{"missing", []tournament.Record{rec(0, "0/2", 5, t1), rec(1, "1/2", 5, t1)}, false, "match 2 (seed 3, a vs b) is only in want"},
		{"extra", append([]tournament.Record{rec(3, "1/2", 5, t1)}, local...), false, "match 3 (seed 4, a vs b) is only in got"},
		{"twice", append([]tournament.Record{rec(0, "1/2", 5, t1)}, local...), false, "appears twice"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var b strings.Builder
			if ok := same(&b, "want", "got", local, tc.got); ok != tc.ok {
				t.Errorf("same = %v, want %v: %s", ok, tc.ok, b.String())
			}
			if !strings.Contains(b.String(), tc.want) {
				t.Errorf("output %q does not say %q", b.String(), tc.want)
			}
		})
	}
	// Each compared field counts, the hash among them.
	h := rec(0, "", 5, t0)
	h.Hash = "other"
	var b strings.Builder
	if same(&b, "want", "got", local[1:2], []tournament.Record{h}) || !strings.Contains(b.String(), "field hash") {
		t.Errorf("a different hash went unnoticed: %s", b.String())
	}
}

func TestLoadRefusesCutLine(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "cut.jsonl")
	if err := os.WriteFile(p, []byte(`{"plan":"p1","match":0,"of":1,"seats":[]}`+"\n"+`{"plan":"p1","ma`), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := load(p); err == nil || !strings.Contains(err.Error(), "cut short") {
		t.Errorf("load of a cut file: %v, want a cut-short error", err)
	}
}
