package main

import (
	"arena/sim/simtest"
	"compress/gzip"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// refData returns ../shared/reference/data/GAME beside the module, or skips
// (simtest.RefDir).
func refData(t *testing.T, game string) string {
	t.Helper()
	return simtest.RefDir(t, game)
}

// TestImportOriginalGames imports the official CodeRunner traces and the
// original engine's Madmax games, then verifies the replays written.
func TestImportOriginalGames(t *testing.T) {
	tests := []struct {
		game, dir, file string
		scores          []int64
	}{
		{"coderunner", "coderunner", "trace_5.txt", nil},
		{"coderunner", "coderunner", "trace_28.txt", nil},
		// Reference §4.3: the final scores of the two recorded games.
		{"madmax", "madmax", "madmax_demo4_s3424_default.res.gz", []int64{10, 20, 10, 20}},
		{"madmax", "madmax", "madmax_demo4_s7_maze4.res.gz", []int64{400, 600, 460, 620}},
	}
	for _, tc := range tests {
		t.Run(tc.file, func(t *testing.T) {
			src := filepath.Join(refData(t, tc.dir), tc.file)
			dir := t.TempDir()
			code, out, errs := arenactl("import", "--game", tc.game, src, "--out", dir)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errs)
			}
			r := decodeRun(t, out)
			if r.Turns == 0 || r.Replay == "" || strings.HasSuffix(r.Map, ".gz") {
				t.Fatalf("output %+v", r)
			}
			for p, want := range tc.scores {
				if r.Players[p].Score != want {
					t.Errorf("player %d scored %d, want %d", p, r.Players[p].Score, want)
				}
			}
			if code, _, errs := arenactl("verify", r.Replay); code != 0 {
				t.Errorf("verify: exit %d: %s", code, errs)
			}
		})
	}
}

// TestImportMismatch: a recording this engine does not reproduce fails
// with exit code 1, naming the turn.
func TestImportMismatch(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(refData(t, "coderunner"), "trace_5.txt"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(data), "\n")
	for i, ln := range lines {
		if strings.HasPrefix(ln, "snapshot 100.") {
			// Blue's runner line: move it one column.
			f := strings.Fields(lines[i+18])
			f[1] = "1300"
			lines[i+18] = strings.Join(f, " ")
			break
		}
	}
	bad := filepath.Join(t.TempDir(), "bad.txt")
	os.WriteFile(bad, []byte(strings.Join(lines, "\n")), 0o644)
	code, _, errs := arenactl("import", "--game", "coderunner", bad)
	if code != exitFailed || !strings.Contains(errs, "bad.txt") || !strings.Contains(errs, "after turn 99 differs") {
		t.Errorf("exit %d, stderr %q", code, errs)
	}

	// A damaged .res is bad input (exit 2) naming its line; gzipped input
	// is read the same way.
	res := filepath.Join(t.TempDir(), "cut.res.gz")
	f, _ := os.Create(res)
	zw := gzip.NewWriter(f)
	zw.Write([]byte("mad_max_2020\tv1\nsecgame\t0\nseed\t1\nnb_players\tfour\n"))
	zw.Close()
	f.Close()
	code, _, errs = arenactl("import", "--game", "madmax", res)
	if code != exitBadArgs || !strings.Contains(errs, "cut.res.gz:4") {
		t.Errorf("exit %d, stderr %q", code, errs)
	}
}

func TestImportBadArguments(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"import", "x.txt"}, "--game is required (known: coderunner, madmax)"},
		{[]string{"import", "--game", "worms", "x.txt"}, "worms has no recorded-game format"},
		{[]string{"import", "--game", "coderunner"}, "want exactly one recorded game file"},
		{[]string{"import", "--game", "coderunner", "/no/such/trace.txt"}, "no such file"},
	}
	for _, tc := range tests {
		code, _, errs := arenactl(tc.args...)
		if code != exitBadArgs || !strings.Contains(errs, tc.want) {
			t.Errorf("%v: exit %d, stderr %q, want %q", tc.args, code, errs, tc.want)
		}
	}
}
