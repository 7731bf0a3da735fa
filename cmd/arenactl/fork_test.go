package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"arena/sim/replay"
)

// recordWorms plays a short built-in Worms match to a replay file.
func recordWorms(t *testing.T, dir string) string {
	t.Helper()
	path := filepath.Join(dir, "w.arena.jsonl.gz")
	if code, _, errs := arenactl("run", "--game", "worms", "--seed", "7", "--player", "hunter", "--player", "sample", "--replay", path); code != 0 {
		t.Fatalf("run: exit %d: %s", code, errs)
	}
	return path
}

type forkResult struct {
	From string `json:"from"`
	At   int    `json:"at"`
	runOut
}

func TestFork(t *testing.T) {
	dir := t.TempDir()
	orig := recordWorms(t, dir)
	out := filepath.Join(dir, "f.arena.jsonl.gz")
	args := []string{"fork", orig, "--at", "100", "--player", "2=builtin:hunter", "--edit", "worm 1.1 hp 1", "--replay", out}
	code, stdout, errs := arenactl(args...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var r forkResult
	if err := json.Unmarshal([]byte(stdout), &r); err != nil {
		t.Fatalf("%v: %q", err, stdout)
	}
	if r.From != orig || r.At != 100 || r.Game != "worms" || r.Seed != 7 || r.Replay != out || r.Turns <= 100 ||
		len(r.Players) != 2 || r.Players[1].Agent != "builtin:hunter" || r.Players[0].Rank == 0 {
		t.Fatalf("output %+v", r)
	}
	if code, _, errs := arenactl("verify", out); code != 0 {
		t.Fatalf("the fork does not verify: %s", errs)
	}
	a, _ := replay.Open(orig)
	b, _ := replay.Open(out)
	for i := range 100 {
		if a.Steps[i].Hash != b.Steps[i].Hash {
			t.Fatalf("step %d changed before the fork", i)
		}
	}
	if pre := b.Steps[100].Pre; len(pre) != 1 || pre[0].Edit != "worm 1.1 hp 1" {
		t.Fatalf("ops at the fork: %+v", pre)
	}
	if b.Header.Players[1].Agent != "builtin:hunter" || b.Header.Players[0].Agent != "builtin:hunter" || b.Result == nil ||
		replay.HashString(0) == b.Result.Hash {
		t.Fatalf("header %+v, result %+v", b.Header.Players, b.Result)
	}
	// The same fork again is the same match.
	args[len(args)-1] = filepath.Join(dir, "g.arena.jsonl.gz")
	_, again, _ := arenactl(args...)
	var r2 forkResult
	json.Unmarshal([]byte(again), &r2)
	if r2.Hash != r.Hash || r2.Turns != r.Turns {
		t.Fatalf("forked twice: %s then %s", r.Hash, r2.Hash)
	}
	// A plain --player takes the next seat: here the first.
	code, stdout, errs = arenactl("fork", "--at", "0", "--player", "sample", "--replay", filepath.Join(dir, "h.gz"), orig)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	json.Unmarshal([]byte(stdout), &r)
	if r.Players[0].Agent != "sample" || r.Players[1].Agent != "builtin:sample" {
		t.Fatalf("players %+v", r.Players)
	}
}

func TestForkBadArguments(t *testing.T) {
	dir := t.TempDir()
	orig := recordWorms(t, dir)
	out := filepath.Join(dir, "f.gz")
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"no replay", []string{"fork", "--at", "1", "--replay", out}, "want exactly one replay file"},
		{"no at", []string{"fork", orig, "--replay", out}, "--at is required"},
		{"no out", []string{"fork", orig, "--at", "3"}, "--replay is required"},
		{"at past the end", []string{"fork", orig, "--at", "9999", "--replay", out}, "has positions 0.."},
		{"missing file", []string{"fork", filepath.Join(dir, "none.arena.jsonl.gz"), "--at", "1", "--replay", out}, "no such file"},
		{"bad edit", []string{"fork", orig, "--at", "5", "--edit", "worm 9.9 hp 1", "--replay", out}, `--edit "worm 9.9 hp 1"`},
		{"bad player", []string{"fork", orig, "--at", "5", "--player", "2=builtin:nobody", "--replay", out}, `unknown built-in bot "nobody"`},
		{"bad seat", []string{"fork", orig, "--at", "5", "--player", "3=hunter", "--replay", out}, "seats 1..2"},
		{"bad output", []string{"fork", orig, "--at", "230", "--replay", filepath.Join(dir, "no", "dir.gz")}, "replay"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, _, errs := arenactl(tc.args...)
			if code != exitBadArgs || !strings.Contains(errs, tc.want) {
				t.Errorf("exit %d, stderr %q; want 2 and %q", code, errs, tc.want)
			}
			if strings.Count(strings.TrimSpace(errs), "\n") != 0 {
				t.Errorf("stderr is not one line: %q", errs)
			}
		})
	}
}
