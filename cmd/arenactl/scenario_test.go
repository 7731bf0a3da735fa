package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestScenario writes the scenario of a replay's tick 100 with an edit,
// plays on from it with `run --scenario` (the same match `fork` plays from
// the same position and edit), and plays a small tournament from it.
func TestScenario(t *testing.T) {
	dir := t.TempDir()
	orig := recordWorms(t, dir)
	scen := filepath.Join(dir, "s.scenario.txt")
	code, stdout, errs := arenactl("scenario", orig, "--at", "100", "--edit", "worm 1.1 hp 1", "--out", scen)
	if code != 0 {
		t.Fatalf("scenario: exit %d: %s", code, errs)
	}
	var so scenarioOut
	if err := json.Unmarshal([]byte(stdout), &so); err != nil || so.At != 100 || so.Tick != 100 || so.Edits != 1 || so.Game != "worms" || so.Seed != 7 {
		t.Fatalf("%v: %+v", err, so)
	}
	text, _ := os.ReadFile(scen)
	for _, want := range []string{"arena-scenario 1\n", "game worms\n", "seed 7\n", "position 100\ntick 100\n", "\nedit worm 1.1 hp 1\n"} {
		if !strings.Contains(string(text), want) {
			t.Fatalf("the scenario has no %q:\n%.400s", want, text)
		}
	}
	// run --scenario plays on like fork does from the same position.
	fork := filepath.Join(dir, "f.arena.jsonl.gz")
	code, fout, errs := arenactl("fork", orig, "--at", "100", "--edit", "worm 1.1 hp 1", "--replay", fork)
	if code != 0 {
		t.Fatalf("fork: %s", errs)
	}
	var forked, ran runOut
	json.Unmarshal([]byte(fout), &forked)
	rep := filepath.Join(dir, "r.arena.jsonl.gz")
	code, stdout, errs = arenactl("run", "--scenario", scen, "--player", "hunter", "--player", "sample", "--replay", rep)
	if code != 0 {
		t.Fatalf("run --scenario: exit %d: %s", code, errs)
	}
	if err := json.Unmarshal([]byte(stdout), &ran); err != nil {
		t.Fatal(err)
	}
	if ran.Hash != forked.Hash || ran.Turns != forked.Turns || ran.Seed != 7 || ran.Game != "worms" || ran.Turns <= 100 {
		t.Fatalf("run --scenario: %+v\nfork: %+v", ran, forked)
	}
	if code, _, errs := arenactl("verify", rep); code != 0 {
		t.Fatalf("run --scenario's replay does not verify: %s", errs)
	}
	// Players default to the game's built-ins; --seed reseeds the play
	// RNG and the built-ins, reproducibly.
	var a, b runOut
	_, sa, _ := arenactl("run", "--scenario", scen, "--seed", "5")
	_, sb, _ := arenactl("run", "--scenario", scen, "--seed", "5")
	json.Unmarshal([]byte(sa), &a)
	json.Unmarshal([]byte(sb), &b)
	if a.Hash == "" || a.Hash != b.Hash || a.Seed != 5 || len(a.Players) != 2 || !strings.HasPrefix(a.Players[0].Agent, "builtin:") {
		t.Fatalf("run --scenario --seed 5 twice: %+v\n%+v", a, b)
	}
	// A tournament plays each seed from the scenario.
	out := filepath.Join(dir, "t.jsonl")
	code, stdout, errs = arenactl("tournament", "--scenario", scen, "--player", "hunter", "--player", "sample", "--seeds", "1-3", "-j", "2", "--out", out)
	if code != 0 {
		t.Fatalf("tournament --scenario: exit %d: %s", code, errs)
	}
	if !strings.Contains(stdout, "3 matches") {
		t.Fatalf("tournament output:\n%s", stdout)
	}
	lines, _ := os.ReadFile(out)
	if n := strings.Count(string(lines), "\n"); n != 3 {
		t.Fatalf("%d result lines:\n%s", n, lines)
	}
	for _, l := range strings.Split(strings.TrimSpace(string(lines)), "\n") {
		var rec struct {
			Turns int    `json:"turns"`
			Error string `json:"error"`
		}
		json.Unmarshal([]byte(l), &rec)
		if rec.Error != "" || rec.Turns <= 100 {
			t.Fatalf("a match did not play on from tick 100: %s", l)
		}
	}
}

// TestScenarioBadArguments: bad flags and hostile scenario files exit 2
// with one line.
func TestScenarioBadArguments(t *testing.T) {
	dir := t.TempDir()
	orig := recordWorms(t, dir)
	scen := filepath.Join(dir, "s.txt")
	if code, _, errs := arenactl("scenario", orig, "--at", "3", "--out", scen); code != 0 {
		t.Fatal(errs)
	}
	bad := filepath.Join(dir, "bad.txt")
	os.WriteFile(bad, []byte("arena-scenario 1\ngame worms\nseed 1\nplayer a\nplayer b\nposition 0\ntick 0\nedit worm 7.7 hp 1\n"), 0o644)
	junk := filepath.Join(dir, "junk.txt")
	os.WriteFile(junk, []byte("\x00\x01 not a scenario\n"), 0o644)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"scenario", orig, "--out", scen}, "--at is required"},
		{[]string{"scenario", orig, "--at", "3"}, "--out is required"},
		{[]string{"scenario", "--at", "3", "--out", scen}, "exactly one replay"},
		{[]string{"scenario", orig, "--at", "99999", "--out", scen}, "has positions 0.."},
		{[]string{"scenario", orig, "--at", "3", "--edit", "worm 9.9 hp 1", "--out", scen}, "worm 9.9"},
		{[]string{"scenario", filepath.Join(dir, "none.gz"), "--at", "3", "--out", scen}, "none.gz"},
		{[]string{"run", "--scenario", filepath.Join(dir, "none.txt")}, "none.txt"},
		{[]string{"run", "--scenario", junk}, "not a scenario"},
		{[]string{"run", "--scenario", bad}, "worm 7.7"},
		{[]string{"run", "--scenario", scen, "--map", "x"}, "come from the scenario"},
		{[]string{"run", "--scenario", scen, "--game", "madmax"}, "is a scenario of worms"},
		{[]string{"run", "--scenario", scen, "--player", "hunter"}, "needs 2 to 2 --player flags"},
		{[]string{"tournament", "--scenario", junk, "--player", "hunter", "--player", "sample"}, "not a scenario"},
	} {
		code, _, errs := arenactl(c.args...)
		if code != exitBadArgs || !strings.Contains(errs, c.want) || strings.Count(strings.TrimSpace(errs), "\n") > 0 {
			t.Errorf("%q: exit %d, %q; want 2 and %q", c.args, code, errs, c.want)
		}
	}
}

// TestScenarioOfOldReplays: replays saved before scenarios existed (format
// version 1, four games) give scenarios that play back to the same state
// and play on with the games' default built-ins, with and without a seed.
func TestScenarioOfOldReplays(t *testing.T) {
	dir := t.TempDir()
	for _, game := range []string{"coderunner", "madmax", "paintball", "worms"} {
		t.Run(game, func(t *testing.T) {
			old := filepath.Join("..", "..", "sim", "replay", "testdata", game+"-v1.arena.jsonl.gz")
			scen := filepath.Join(dir, game+".scenario.txt")
			code, stdout, errs := arenactl("scenario", old, "--at", "5", "--out", scen)
			if code != 0 {
				t.Fatalf("scenario: exit %d: %s", code, errs)
			}
			var so scenarioOut
			json.Unmarshal([]byte(stdout), &so)
			if so.Game != game || so.At != 5 {
				t.Fatalf("%+v", so)
			}
			for _, seed := range []string{"0", "11"} {
				args := []string{"run", "--scenario", scen}
				if seed != "0" {
					args = append(args, "--seed", seed)
				}
				code, stdout, errs := arenactl(args...)
				var r runOut
				json.Unmarshal([]byte(stdout), &r)
				if code != 0 || r.Game != game || r.Turns < so.Tick || len(r.Players) == 0 {
					t.Fatalf("run --scenario (seed %s): exit %d %s: %+v", seed, code, errs, r)
				}
			}
		})
	}
}

// TestScenarioWindward: a Windwardopolis session on the pack of every
// shipped map names the pack ("map all") instead of carrying it, and plays
// on from the scenario with three seats.
func TestScenarioWindward(t *testing.T) {
	dir := t.TempDir()
	rep := filepath.Join(dir, "w.arena.jsonl.gz")
	if code, _, errs := arenactl("run", "--game", "windward", "--seed", "3", "--rounds", "1", "--player", "tycoon",
		"--player", "sample", "--player", "sample", "--replay", rep); code != 0 {
		t.Fatalf("run: %s", errs)
	}
	scen := filepath.Join(dir, "w.scenario.txt")
	if code, _, errs := arenactl("scenario", rep, "--at", "150", "--out", scen); code != 0 {
		t.Fatalf("scenario: %s", errs)
	}
	text, _ := os.ReadFile(scen)
	if !strings.Contains(string(text), "\nmap all\n") || strings.Contains(string(text), "map-data") || strings.Count(string(text), "\nplayer ") != 3 {
		t.Fatalf("scenario header:\n%.500s", text)
	}
	code, stdout, errs := arenactl("run", "--scenario", scen, "--seed", "8")
	var r runOut
	json.Unmarshal([]byte(stdout), &r)
	if code != 0 || r.Game != "windward" || len(r.Players) != 3 || r.Turns <= 150 {
		t.Fatalf("run --scenario: exit %d %s: %+v", code, errs, r)
	}
}
