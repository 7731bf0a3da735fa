package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"arena/ai/tournament"
)

// buildArenactl builds the command into a temporary directory, for tests
// that need separate processes (shards, kills).
func buildArenactl(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds and runs arenactl as separate processes; skipped with -short")
	}
	bin := filepath.Join(t.TempDir(), "arenactl")
	if runtime.GOOS == "windows" {
		bin += ".exe"
	}
	cmd := exec.Command("go", "build", "-o", bin, ".")
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// comparable strips what differs between runs of the same plan (timing and
// shard) and returns one JSON line per match, in plan order.
func comparable(t *testing.T, path string) []string {
	t.Helper()
	recs, cut, err := tournament.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if cut != -1 {
		t.Fatalf("%s: ends in a cut line (at %d)", path, cut)
	}
	tournament.Sort(recs)
	var out []string
	for _, r := range recs {
		r.Start, r.End, r.MS, r.Shard = time.Time{}, time.Time{}, 0, ""
		b, _ := json.Marshal(r)
		out = append(out, string(b))
	}
	return out
}

func sameResults(t *testing.T, what string, got, want []string) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s: %d results, want %d", what, len(got), len(want))
	}
	for i := range got {
		if got[i] != want[i] {
			t.Fatalf("%s: result %d differs:\n got %s\nwant %s", what, i, got[i], want[i])
		}
	}
}

func lines(path string) int {
	b, _ := os.ReadFile(path)
	return bytes.Count(b, []byte{'\n'})
}

// waitLines waits until path has at least n lines or the process ends.
func waitLines(t *testing.T, path string, n int, exited <-chan error) {
	t.Helper()
	for lines(path) < n {
		select {
		case err := <-exited:
			t.Fatalf("the tournament ended (%v) before %d results", err, n)
		case <-time.After(5 * time.Millisecond):
		}
	}
}

var sampleTwice = []string{"tournament", "--game", "worms", "--player", "sample", "--player", "sample", "-j", "2"}

// TestShardsMerge plays a plan in three shards, as separate processes, and
// checks their merge equals the unsharded run, result for result.
func TestShardsMerge(t *testing.T) {
	bin := buildArenactl(t)
	dir := t.TempDir()
	args := slices.Clip([]string{"tournament", "--game", "worms", "--player", "hunter", "--player", "sample", "--player", "sample", "--seeds", "1-6", "--swap", "-j", "1"})
	whole := filepath.Join(dir, "whole.jsonl")
	if out, err := exec.Command(bin, append(args, "--out", whole)...).CombinedOutput(); err != nil {
		t.Fatalf("unsharded: %v\n%s", err, out)
	}
	const n = 3
	var shards []string
	procs := make([]*exec.Cmd, n)
	outs := make([]*bytes.Buffer, n)
	for k := range n {
		f := filepath.Join(dir, fmt.Sprintf("shard%d.jsonl", k))
		shards = append(shards, f)
		procs[k] = exec.Command(bin, append(args, "--shard", fmt.Sprintf("%d/%d", k, n), "--out", f)...)
		outs[k] = new(bytes.Buffer)
		procs[k].Stdout, procs[k].Stderr = outs[k], outs[k]
		if err := procs[k].Start(); err != nil {
			t.Fatal(err)
		}
	}
	for k, p := range procs {
		if err := p.Wait(); err != nil {
			t.Fatalf("shard %d: %v\n%s", k, err, outs[k])
		}
		if got, want := lines(shards[k]), 36/n; got != want {
			t.Fatalf("shard %d played %d matches, want %d", k, got, want)
		}
	}
	all := filepath.Join(dir, "all.jsonl")
	out, err := exec.Command(bin, append([]string{"merge"}, append(shards, "--out", all)...)...).CombinedOutput()
	if err != nil || !strings.Contains(string(out), "merged 36 matches of 36") {
		t.Fatalf("merge: %v\n%s", err, out)
	}
	sameResults(t, "merged shards", comparable(t, all), comparable(t, whole))

	// Overlapping shards and other plans are refused.
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"overlap", []string{"merge", shards[0], shards[1], shards[0], "--out", filepath.Join(dir, "x.jsonl")}, "overlapping"},
		{"output is input", []string{"merge", shards[0], "--out", shards[0]}, "also an input"},
	} {
		cmd := exec.Command(bin, tc.args...)
		out, err := cmd.CombinedOutput()
		if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != exitBadArgs || !strings.Contains(string(out), tc.want) {
			t.Errorf("%s: %v %s, want exit 2 and %q", tc.name, err, out, tc.want)
		}
	}
	other := filepath.Join(dir, "other.jsonl")
	otherArgs := []string{"tournament", "--game", "worms", "--player", "hunter", "--player", "sample", "--player", "sample", "--seeds", "1", "--out", other}
	if out, err := exec.Command(bin, otherArgs...).CombinedOutput(); err != nil {
		t.Fatalf("other plan: %v\n%s", err, out)
	}
	out, err = exec.Command(bin, "merge", shards[0], other, "--out", filepath.Join(dir, "y.jsonl")).CombinedOutput()
	if err == nil || !strings.Contains(string(out), "mismatched plans") {
		t.Errorf("merging another plan: %v %s", err, out)
	}
}

// TestKillResume is the tournament's promise: killed at any moment, it keeps
// every finished match, and --resume completes it with the results of an
// uninterrupted run. It kills the run twice (SIGKILL), once during the
// first run and once during the first resume, and stops the third with
// SIGTERM, then resumes to the end.
func TestKillResume(t *testing.T) {
	bin := buildArenactl(t)
	dir := t.TempDir()
	args := slices.Clip(append(slices.Clip(sampleTwice), "--seeds", "1-400"))
	whole := filepath.Join(dir, "whole.jsonl")
	if out, err := exec.Command(bin, append(args, "--out", whole)...).CombinedOutput(); err != nil {
		t.Fatalf("uninterrupted: %v\n%s", err, out)
	}
	want := comparable(t, whole)
	if len(want) != 400 {
		t.Fatalf("%d results, want 400", len(want))
	}

	part := filepath.Join(dir, "part.jsonl")
	start := func(extra ...string) (*exec.Cmd, chan error, *bytes.Buffer) {
		cmd := exec.Command(bin, append(args, extra...)...)
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		exited := make(chan error, 1)
		go func() { exited <- cmd.Wait() }()
		return cmd, exited, &out
	}
	// First run: SIGKILL after some results.
	cmd, exited, _ := start("--out", part)
	waitLines(t, part, 40, exited)
	cmd.Process.Kill()
	<-exited
	kept := lines(part)
	got := comparable(t, part) // every line whole and a real result
	if len(got) < 40 || len(got) >= 400 {
		t.Fatalf("after the kill: %d results", len(got))
	}
	// Resume, and kill that too.
	cmd, exited, _ = start("--resume", part)
	waitLines(t, part, kept+40, exited)
	cmd.Process.Kill()
	<-exited
	comparable(t, part)
	// Resume, stopped by SIGTERM: a clean stop that says what it kept.
	before := lines(part)
	cmd, exited, out := start("--resume", part)
	waitLines(t, part, before+20, exited)
	cmd.Process.Signal(syscall.SIGTERM)
	err := <-exited
	if ee, ok := err.(*exec.ExitError); ok && ee.ExitCode() == 1 {
		if !strings.Contains(out.String(), "stopped after") || !strings.Contains(out.String(), "--resume "+part) {
			t.Errorf("SIGTERM: output:\n%s", out)
		}
		var n int
		fmt.Sscanf(out.String()[strings.Index(out.String(), "stopped after "):], "stopped after %d matches", &n)
		if lines(part) != before+n {
			t.Errorf("SIGTERM: said %d matches, wrote %d", n, lines(part)-before)
		}
	} else if err != nil {
		t.Fatalf("SIGTERM: %v\n%s", err, out)
	} // else it finished just before the signal
	comparable(t, part)
	// The last resume completes the plan.
	if out, err := exec.Command(bin, append(args, "--resume", part)...).CombinedOutput(); err != nil {
		t.Fatalf("resume: %v\n%s", err, out)
	} else if !strings.Contains(string(out), "400 of 400 planned") {
		t.Fatalf("resume: %s", out)
	}
	sameResults(t, "killed and resumed", comparable(t, part), want)
	// Nothing is left to play.
	if out, err := exec.Command(bin, append(args, "--resume", part)...).CombinedOutput(); err != nil || !strings.Contains(string(out), "0 matches played") {
		t.Fatalf("resuming a finished tournament: %v\n%s", err, out)
	}
}

func TestTournamentFiles(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "r.jsonl")
	base := slices.Clip([]string{"tournament", "--game", "worms", "--player", "hunter", "--player", "sample", "--seeds", "1-3", "-j", "1"})
	csvPath := filepath.Join(dir, "r.csv")
	ratings := filepath.Join(dir, "r.json")
	code, stdout, errs := arenactl(append(base, "--out", out, "--csv", csvPath, "--ratings", ratings)...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{"elo", "95% Wilson", "seats (wins/draws/played)", "3 of 3 planned in " + out} {
		if !strings.Contains(stdout, want) {
			t.Errorf("output lacks %q:\n%s", want, stdout)
		}
	}
	recs, _, err := tournament.ReadFile(out)
	if err != nil || len(recs) != 3 {
		t.Fatalf("results: %v, %d lines", err, len(recs))
	}
	r := recs[0]
	if r.Plan == "" || r.Of != 3 || r.Game != "worms" || r.Hash == "" || len(r.Players) != 2 || r.Pairing == "" ||
		r.End.Before(r.Start) || r.Start.IsZero() || len(r.Seats) != 2 {
		t.Errorf("record %+v", r)
	}
	var sum tournament.Summary
	if b, err := os.ReadFile(ratings); err != nil || json.Unmarshal(b, &sum) != nil || len(sum.Standings) != 2 || !sum.Standings[0].Rated {
		t.Errorf("ratings file: %v %+v", err, sum)
	}
	if b, _ := os.ReadFile(csvPath); bytes.Count(b, []byte{'\n'}) != 1+3*2 {
		t.Errorf("csv:\n%s", b)
	}
	// A second run into the same file would mix two runs: refused.
	if code, _, errs := arenactl(append(base, "--out", out)...); code != exitBadArgs || !strings.Contains(errs, "already holds results") {
		t.Errorf("rerun into %s: %d %s", out, code, errs)
	}
	// Resuming with another plan is refused; with the same, nothing to do.
	if code, _, errs := arenactl("tournament", "--game", "worms", "--player", "hunter", "--player", "sample", "--seeds", "1-4", "--resume", out); code != exitBadArgs || !strings.Contains(errs, "another plan") {
		t.Errorf("resume another plan: %d %s", code, errs)
	}
	if code, stdout, errs := arenactl(append(base, "--resume", out, "--csv", csvPath)...); code != 0 || !strings.Contains(stdout, "0 matches played") {
		t.Errorf("resume: %d %s %s", code, stdout, errs)
	}
	if b, _ := os.ReadFile(csvPath); bytes.Count(b, []byte{'\n'}) != 1+3*2 {
		t.Errorf("csv after resume:\n%s", b)
	}
	// A line cut by a kill is dropped and replayed on resume.
	b, _ := os.ReadFile(out)
	lastStart := bytes.LastIndexByte(b[:len(b)-1], '\n') + 1
	os.WriteFile(out, b[:lastStart+25], 0o644)
	if code, stdout, errs := arenactl(append(base, "--resume", out)...); code != 0 || !strings.Contains(stdout, "1 matches played") {
		t.Errorf("resume after a cut line: %d %s %s", code, stdout, errs)
	}
	if recs, cut, err := tournament.ReadFile(out); err != nil || cut != -1 || len(recs) != 3 {
		t.Errorf("after resume: %d records, cut %d, %v", len(recs), cut, err)
	}
	// The report reads it back.
	page := filepath.Join(dir, "r.html")
	if code, stdout, errs := arenactl("report", out, "--html", page); code != 0 || !strings.Contains(stdout, "builtin:hunter") {
		t.Errorf("report: %d %s %s", code, stdout, errs)
	}
	if b, err := os.ReadFile(page); err != nil || !bytes.Contains(b, []byte("<svg")) {
		t.Errorf("report page: %v", err)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"report"}, "want one or more results files"},
		{[]string{"report", filepath.Join(dir, "none.jsonl")}, "no such file"},
		{[]string{"report", csvPath}, "line 1: not a tournament result"},
		{[]string{"merge", out}, "want results files and --out"},
		{append(base, "--shard", "3/3"), "want 0 <= K < N"},
		{append(base, "--gauntlet", "nobody"), `gauntlet player "nobody"`},
		{append(base, "--out", filepath.Join(dir, "a.jsonl"), "--resume", out), "name different files"},
	} {
		if code, _, errs := arenactl(tc.args...); code != exitBadArgs || !strings.Contains(errs, tc.want) {
			t.Errorf("%q: exit %d %q, want 2 and %q", tc.args, code, errs, tc.want)
		}
	}
}

func TestGauntlet(t *testing.T) {
	code, stdout, errs := arenactl("tournament", "--game", "worms", "--player", "sample", "--player", "hunter", "--player", "sample",
		"--gauntlet", "hunter", "--seeds", "1-2", "--swap", "-j", "2")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	// hunter meets both samples in both seats on both seeds; the samples
	// never meet each other.
	if !strings.Contains(stdout, "8 matches played") || strings.Contains(stdout, "builtin:sample vs builtin:sample#2") {
		t.Errorf("output:\n%s", stdout)
	}
}
