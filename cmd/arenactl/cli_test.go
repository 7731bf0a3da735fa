package main

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"arena/ai/aitest"
)

func TestMain(m *testing.M) {
	register()
	aitest.Main(m)
}

func arenactl(args ...string) (code int, stdout, stderr string) {
	var out, errb bytes.Buffer
	code = Main(args, &out, &errb)
	return code, out.String(), errb.String()
}

func TestBadArguments(t *testing.T) {
	dir := t.TempDir()
	notReplay := filepath.Join(dir, "x.arena.jsonl.gz")
	os.WriteFile(notReplay, []byte("hello\n"), 0o644)
	badMap := filepath.Join(dir, "bad.map")
	os.WriteFile(badMap, []byte("not a worms map\n"), 0o644)
	two := []string{"--player", "builtin:hunter", "--player", "builtin:sample"}
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"no command", nil, "usage"},
		{"unknown command", []string{"fly"}, `unknown command "fly"`},
		{"no game", append([]string{"run"}, two...), "--game is required"},
		{"unknown game", append([]string{"run", "--game", "chess"}, two...), `unknown game "chess"`},
		{"unknown bot", []string{"run", "--game", "worms", "--player", "builtin:hunter", "--player", "builtin:nobody"}, `unknown built-in bot "nobody"`},
		{"bad spec", []string{"run", "--game", "worms", "--player", "ftp:x", "--player", "hunter"}, `unknown kind "ftp"`},
		{"tcp for a stdin game", []string{"run", "--game", "worms", "--player", "tcp:", "--player", "hunter"}, "worms bots are programs on stdin and stdout"},
		{"unregistered kind", []string{"run", "--game", "worms", "--player", "ws:x", "--player", "hunter"}, `unknown kind "ws"`},
		{"one player", []string{"run", "--game", "worms", "--player", "hunter"}, "needs 2 to 2 --player flags, got 1"},
		{"unknown ruleset", append([]string{"run", "--game", "worms", "--rules", "modern"}, two...), `unknown ruleset "modern"`},
		{"rules disagree", append([]string{"run", "--game", "worms", "--rules", "classic", "--ruleset", "x"}, two...), "disagree"},
		{"missing map file", append([]string{"run", "--game", "worms", "--map", "/no/such/map.txt"}, two...), "no such file"},
		{"unknown map", append([]string{"run", "--game", "worms", "--map", "atlantis"}, two...), `unknown worms map "atlantis"`},
		{"unreadable map", append([]string{"run", "--game", "worms", "--map", badMap}, two...), "bad: line 1"},
		{"bad seed", append([]string{"run", "--game", "worms", "--seed", "x"}, two...), `invalid argument "x" for "--seed"`},
		{"unknown flag", append([]string{"run", "--game", "worms", "--colour", "red"}, two...), "unknown flag: --colour"},
		{"unknown flag, one dash", append([]string{"run", "-game", "worms", "-colour", "red"}, two...), "unknown flag: --colour"},
		{"help of nothing", []string{"help", "fly"}, `unknown command "fly"`},
		{"flag without its value", []string{"run", "--game"}, "flag needs an argument: --game"},
		{"stray word", append([]string{"run", "--game", "worms", "hunter"}, two...), `unexpected argument "hunter"`},
		{"bad param", append([]string{"run", "--game", "worms", "--param", "x"}, two...), "want KEY=VALUE"},
		{"no export", append([]string{"run", "--game", "worms", "--res", filepath.Join(dir, "o.res")}, two...), `worms has no "res" output`},
		{"replay dir missing", append([]string{"run", "--game", "worms", "--replay", "/no/such/dir/r.gz"}, two...), "replay"},
		{"verify nothing", []string{"verify"}, "want exactly one replay file"},
		{"verify missing", []string{"verify", filepath.Join(dir, "none.gz")}, "no such file"},
		{"verify not a replay", []string{"verify", notReplay}, "x.arena.jsonl.gz:1: bad JSON"},
		{"tournament seeds", append([]string{"tournament", "--game", "worms", "--seeds", "9-1"}, two...), "not a range"},
		{"tournament jobs", append([]string{"tournament", "--game", "worms", "-j", "0"}, two...), "want at least 1"},
		{"tournament one player", []string{"tournament", "--game", "worms", "--player", "hunter"}, "at least 2 players"},
		{"bots unknown game", []string{"bots", "--game", "chess"}, `unknown game "chess"`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errs := arenactl(tc.args...)
			if code != exitBadArgs {
				t.Errorf("exit %d, want 2 (stdout %q)", code, out)
			}
			if !strings.Contains(errs, tc.want) {
				t.Errorf("stderr %q, want it to contain %q", errs, tc.want)
			}
			if tc.args != nil && strings.Count(strings.TrimSpace(errs), "\n") != 0 {
				t.Errorf("stderr is not one line: %q", errs)
			}
		})
	}
}

func decodeRun(t *testing.T, out string) runOut {
	t.Helper()
	var r runOut
	dec := json.NewDecoder(strings.NewReader(out))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&r); err != nil {
		t.Fatalf("output %q: %v", out, err)
	}
	var raw map[string]any
	json.Unmarshal([]byte(out), &raw)
	for _, k := range []string{"game", "seed", "map", "turns", "hash", "replay", "players"} {
		if _, ok := raw[k]; !ok {
			t.Errorf("output has no %q field: %s", k, out)
		}
	}
	return r
}

func TestRunBuiltins(t *testing.T) {
	// Flags in any order, --ruleset as a synonym, a bare built-in name.
	code, out, errs := arenactl("run", "--player", "builtin:hunter", "--seed", "7", "--ruleset", "classic", "--player", "sample", "--game", "worms")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	r := decodeRun(t, out)
	if r.Game != "worms" || r.Seed != 7 || r.Ruleset != "classic" || r.Turns == 0 || len(r.Hash) != 16 || len(r.Players) != 2 {
		t.Fatalf("output %+v", r)
	}
	p := r.Players[1]
	if p.Name != "sample" || p.Agent != "builtin:sample" || p.Rank == 0 || p.Status == "" {
		t.Errorf("player %+v", p)
	}
	_, again, _ := arenactl("run", "--game", "worms", "--seed", "7", "--rules", "classic", "--player", "hunter", "--player", "sample")
	if decodeRun(t, again).Hash != r.Hash {
		t.Error("the same seed gave a different final hash")
	}
}

func TestRunSeedZero(t *testing.T) {
	code, out, errs := arenactl("run", "--game", "worms", "--player", "hunter", "--player", "sample")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if r := decodeRun(t, out); r.Seed == 0 {
		t.Fatal("seed 0 was reported instead of the one picked")
	}
}

// TestVerify records a replay, verifies it, then damages one tick's hash
// and expects verify to fail naming that tick.
func TestVerify(t *testing.T) {
	dir := t.TempDir()
	code, out, errs := arenactl("run", "--game", "worms", "--seed", "11", "--player", "hunter", "--player", "sample", "--replay", dir)
	if code != 0 {
		t.Fatalf("run: exit %d: %s", code, errs)
	}
	path := decodeRun(t, out).Replay
	if !regexp.MustCompile(`^worms-\d{8}-\d{6}-11\.arena\.jsonl\.gz$`).MatchString(filepath.Base(path)) {
		t.Fatalf("replay name %q", path)
	}
	if code, out, errs := arenactl("verify", path); code != 0 || !strings.Contains(out, "ok") {
		t.Fatalf("verify: exit %d: %s %s", code, out, errs)
	}
	f, _ := os.Open(path)
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	plain, _ := io.ReadAll(zr)
	f.Close()
	lines := strings.Split(string(plain), "\n")
	for i, l := range lines {
		if strings.Contains(l, `"type":"tick","t":20,`) {
			lines[i] = regexp.MustCompile(`"h":"[0-9a-f]+"`).ReplaceAllString(l, `"h":"0000000000000bad"`)
		}
	}
	bad := filepath.Join(dir, "bad.arena.jsonl")
	os.WriteFile(bad, []byte(strings.Join(lines, "\n")), 0o644)
	code, _, errs = arenactl("verify", bad)
	if code != exitFailed || !strings.Contains(errs, "diverges at tick 20") {
		t.Fatalf("verify of a damaged replay: exit %d, %q", code, errs)
	}
}

// TestFaultBotsInWorms plays scripted bad bots through the whole CLI: each
// match finishes with the bot's status and reason in the output.
func TestFaultBotsInWorms(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name      string
		behaviour string
		opts      []string
		status    string
		reason    string
	}{
		{"idles", aitest.Echo, []string{"reply=nothing", "chunk"}, "DONE", ""},
		{"hangs", aitest.Hang, nil, "TIMEOUT", "no reply within 1s"},
		// A bot that always sleeps 200 ms can never meet the 50 ms tick
		// limit, so its status is TIMEOUT whatever the load; which limit
		// its last fault names is up to the load (a busy machine can make
		// it miss the 1 s first reply too), so either is right.
		{"sleeps past the limit", aitest.Slow, []string{"delay=200ms", "reply=nothing", "chunk"}, "TIMEOUT", "no reply within (50ms|1s)"},
		{"crashes at start", aitest.CrashStart, nil, "CRASHED", "exit status 2"},
		{"crashes mid-game", aitest.CrashAfter, []string{"n=5", "reply=nothing", "chunk"}, "CRASHED", "exit status 3"},
		{"prints garbage", aitest.Garbage, []string{"chunk"}, "INVALID", "cannot parse"},
		{"prints 10 MB", aitest.Flood, []string{"chunk"}, "INVALID", "longer than 65536 bytes"},
		{"floods stderr", aitest.StderrFlood, []string{"reply=nothing", "chunk"}, "DONE", ""},
		{"closes stdout", aitest.CloseStdout, nil, "CRASHED", "closed stdout"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			bot := aitest.Command(t, tc.behaviour, tc.opts...)
			args := []string{"run", "--game", "worms", "--seed", "3", "--player", "builtin:hunter", "--player", bot, "--replay", t.TempDir()}
			// Only the late bots are about the clock; the others lift the
			// 50 ms limit so a loaded machine cannot turn their fault into
			// a TIMEOUT first.
			if tc.status != "TIMEOUT" {
				args = append(args, "--no-timeout")
			}
			code, out, errs := arenactl(args...)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errs)
			}
			r := decodeRun(t, out)
			// The fault is in the replay and re-simulates through the
			// game's Penalizer.
			if code, _, errs := arenactl("verify", r.Replay); code != 0 {
				t.Errorf("verify: exit %d: %s", code, errs)
			}
			p := r.Players[1]
			if string(p.Status) != tc.status || !regexp.MustCompile(tc.reason).MatchString(p.Reason) {
				t.Errorf("bot: %s %q, want %s %q", p.Status, p.Reason, tc.status, tc.reason)
			}
			if tc.status != "DONE" && p.Rank != 2 {
				t.Errorf("a faulting bot ranked %d", p.Rank)
			}
		})
	}
}

func TestTournament(t *testing.T) {
	csvPath := filepath.Join(t.TempDir(), "t.csv")
	code, out, errs := arenactl("tournament", "--game", "worms", "--player", "hunter", "--player", "sample", "--seeds", "1-2", "--swap", "-j", "2", "--csv", csvPath)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if !strings.Contains(out, "builtin:hunter") || !strings.Contains(out, "4 matches") {
		t.Errorf("output:\n%s", out)
	}
	b, _ := os.ReadFile(csvPath)
	if n := strings.Count(string(b), "\n"); n != 1+8 {
		t.Errorf("csv has %d lines, want 9:\n%s", n, b)
	}
}

// TestTraffic runs the traffic survey on one map, seed and line-up and
// checks the table's shape; bad arguments exit 2.
func TestTraffic(t *testing.T) {
	code, out, errs := arenactl("traffic", "--map", "ring", "--seeds", "1", "--lineup", "builtin:sample", "--rules", "classic", "-j", "1")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if !strings.Contains(out, "unsticks/round") || !strings.Contains(out, "ring") || !strings.Contains(out, "all   all") {
		t.Errorf("output:\n%s", out)
	}
	for _, args := range [][]string{{"traffic", "--map", "atlantis"}, {"traffic", "--rules", "modern"}, {"traffic", "--lineup", "builtin:nobody"}, {"traffic", "--seeds", "x"}} {
		if code, _, errs := arenactl(args...); code != exitBadArgs {
			t.Errorf("%v: exit %d, %q", args, code, errs)
		}
	}
}

func TestListings(t *testing.T) {
	if code, out, _ := arenactl("games"); code != 0 || !strings.Contains(out, "worms") {
		t.Errorf("games: %d %q", code, out)
	}
	if code, out, _ := arenactl("bots", "--game", "worms"); code != 0 || !strings.Contains(out, "builtin:hunter") {
		t.Errorf("bots: %d %q", code, out)
	}
}

// TestRunSession plays a short Windwardopolis session: --rounds sets its
// length, the default map is every shipped city, and the output carries the
// per-round and total results.
func TestRunSession(t *testing.T) {
	code, out, errs := arenactl("run", "--game", "windward", "--seed", "3", "--rounds", "2", "--player", "builtin:tycoon", "--player", "builtin:sample")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	r := decodeRun(t, out)
	if r.Map != "all" || len(r.Players) != 2 {
		t.Fatalf("output %+v", r)
	}
	var s struct {
		Rounds []struct {
			Round       int       `json:"round"`
			Map         string    `json:"map"`
			Scores      []float64 `json:"scores"`
			Ticks       int       `json:"ticks"`
			Unsticks    *int      `json:"unsticks"`
			LongestHold *int      `json:"longest_hold"`
			Deliveries  int       `json:"deliveries"`
		} `json:"rounds"`
		Totals []float64 `json:"totals"`
	}
	if err := json.Unmarshal(r.Rounds, &s); err != nil {
		t.Fatalf("rounds %s: %v", r.Rounds, err)
	}
	if len(s.Rounds) != 2 || len(s.Totals) != 10 {
		t.Fatalf("rounds %s", r.Rounds)
	}
	for i, rd := range s.Rounds {
		if rd.Round != i+1 || !strings.Contains("downtown harbor ring suburbs", rd.Map) || len(rd.Scores) != 10 {
			t.Errorf("round %d: %+v", i+1, rd)
		}
		// Traffic health per round (issue 17): a round ends on a car's
		// eighth delivery, so there are at least eight.
		if rd.Unsticks == nil || rd.LongestHold == nil || rd.Deliveries < 8 || rd.Ticks <= 0 {
			t.Errorf("round %d traffic health: %+v", i+1, rd)
		}
	}
	if code, _, errs := arenactl("run", "--game", "windward", "--rounds", "-1", "--player", "sample"); code != exitBadArgs || !strings.Contains(errs, "--rounds -1") {
		t.Errorf("--rounds -1: exit %d, %q", code, errs)
	}
}

// TestRunGeneratedMap checks that Madmax, whose original always read a
// .cnf, plays on a map generated from the seed when --map is not given.
func TestRunGeneratedMap(t *testing.T) {
	code, out, errs := arenactl("run", "--game", "madmax", "--seed", "5", "--player", "raider", "--player", "demo", "--player", "demo", "--player", "demo")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if r := decodeRun(t, out); r.Map != "" || r.Turns == 0 {
		t.Errorf("output %+v", r)
	}
}
