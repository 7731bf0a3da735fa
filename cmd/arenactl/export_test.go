package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"arena/sim/simtest"
)

// TestExportFiles writes a Madmax game's .res to paths of each kind, from a
// match of built-ins alone and from the same match writing a replay (the
// .res is written while the match is played, match.LiveExporter): both
// write the same file, replacing an older one, and a path that cannot be
// written fails before the match with os.Create's words, leaving no file
// behind.
func TestExportFiles(t *testing.T) {
	var first []byte // the .res of the first successful run
	for _, quiet := range []bool{true, false} {
		for _, tc := range []struct {
			name string
			path func(t *testing.T, dir string) string
			want string // what the error says, "" for success
		}{
			{"new file", func(_ *testing.T, dir string) string { return filepath.Join(dir, "new.res") }, ""},
			{"older file", func(t *testing.T, dir string) string {
				p := filepath.Join(dir, "old.res")
				if err := os.WriteFile(p, []byte("an older game"), 0o644); err != nil {
					t.Fatal(err)
				}
				return p
			}, ""},
			{"missing directory", func(_ *testing.T, dir string) string { return filepath.Join(dir, "no", "x.res") }, "--export res: open "},
			{"a directory", func(_ *testing.T, dir string) string { return dir }, "--export res: open "},
		} {
			t.Run(map[bool]string{true: "built-ins", false: "with replay"}[quiet]+"/"+tc.name, func(t *testing.T) {
				dir := t.TempDir()
				p := tc.path(t, dir)
				args := append([]string{"run", "--game", "madmax", "--seed", "5", "--res", p}, mapPlayers["madmax"]...)
				replayPath := filepath.Join(dir, "game.replay")
				if !quiet {
					args = append(args, "--replay", replayPath)
				}
				code, out, errs := arenactl(args...)
				if tc.want != "" {
					if code == 0 || out != "" || !strings.Contains(errs, tc.want) {
						t.Fatalf("exit %d, stdout %q, stderr %q; want a failure saying %q", code, out, errs, tc.want)
					}
					if _, err := os.Stat(replayPath); err == nil {
						t.Error("the failed run left its replay file")
					}
					return
				}
				if code != 0 {
					t.Fatalf("exit %d: %s", code, errs)
				}
				b, err := os.ReadFile(p)
				if err != nil || len(b) < 1000 || bytes.Contains(b, []byte("an older game")) {
					t.Fatalf("the .res: %d bytes, %v", len(b), err)
				}
				if first == nil {
					first = b
				} else if !bytes.Equal(b, first) {
					t.Error("the .res differs from the first run's")
				}
			})
		}
	}
	t.Run("a game without the output", func(t *testing.T) {
		dir := t.TempDir()
		replayPath := filepath.Join(dir, "game.replay")
		code, _, errs := arenactl(append([]string{"run", "--game", "worms", "--res", filepath.Join(dir, "o.res"), "--replay", replayPath}, mapPlayers["worms"]...)...)
		if code == 0 || !strings.Contains(errs, `worms has no "res" output`) {
			t.Fatalf("exit %d, stderr %q", code, errs)
		}
		if _, err := os.Stat(replayPath); err == nil {
			t.Error("the refused run left its replay file")
		}
	})
}

// TestExportOriginal: the .res that arenactl run writes while the match is
// played is the original engine's, byte for byte, for both recorded games.
func TestExportOriginal(t *testing.T) {
	dir := refData(t, "madmax")
	for _, tc := range []struct{ cnf, res, seed string }{
		{"default.cnf", "madmax_demo4_s3424_default.res.gz", "3424"},
		{"maze4.cnf", "madmax_demo4_s7_maze4.res.gz", "7"},
	} {
		t.Run(tc.res, func(t *testing.T) {
			want := simtest.RefFile(t, "madmax", tc.res)
			p := filepath.Join(t.TempDir(), "game.res")
			code, _, errs := arenactl("run", "--game", "madmax", "--seed", tc.seed, "--map", filepath.Join(dir, tc.cnf),
				"--player", "demo", "--player", "demo", "--player", "demo", "--player", "demo", "--res", p)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errs)
			}
			got, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, want) {
				t.Fatalf("the .res (%d bytes) differs from the original's (%d bytes)", len(got), len(want))
			}
		})
	}
}
