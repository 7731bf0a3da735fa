package entelect_test

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"arena/ai/entelect"
	"arena/ai/match"
	"arena/ai/transports"
	aiworms "arena/ai/worms"
	"arena/sim"
	"arena/sim/coderunner"
	"arena/sim/worms"
)

func init() {
	sim.Register(worms.Game{})
	sim.Register(coderunner.Game{})
	aiworms.Register()
}

// botCopy copies the bot testdata/name into a fresh folder (a bot writes
// its rounds/ there) and builds it; it skips the test when the bot's
// toolchain is missing.
func botCopy(t *testing.T, name string) string {
	t.Helper()
	need := map[string][]string{"python": nil, "java": {"javac", "jar", "java"}, "javascript": {"node"}}[name]
	for _, tool := range need {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not found: the %s test bot cannot run", tool, name)
		}
	}
	if name == "python" {
		if _, err := entelect.PythonCommand(); err != nil {
			t.Skipf("the Python test bot cannot run: %v", err)
		}
	}
	dir := filepath.Join(t.TempDir(), name)
	if err := os.CopyFS(dir, os.DirFS(filepath.Join("testdata", name))); err != nil {
		t.Fatal(err)
	}
	if name == "java" {
		for _, c := range [][]string{
			{"javac", "-d", "target/classes", "src/Mapper.java"},
			{"jar", "cfe", "target/mapper.jar", "Mapper", "-C", "target/classes", "."},
		} {
			cmd := exec.Command(c[0], c[1:]...)
			cmd.Dir = dir
			if out, err := cmd.CombinedOutput(); err != nil {
				t.Fatalf("%s: %v\n%s", strings.Join(c, " "), err, out)
			}
		}
	}
	return dir
}

// play plays one whole game of the bot folder dir (seat 1) against
// builtin:greedy with no time limits (the verdict must not depend on the
// machine's speed).
func play(t *testing.T, dir, ruleset string, seed uint64, opt match.Options) (match.Result, *match.Runner) {
	t.Helper()
	reg := transports.Registry(transports.Config{})
	agents, err := match.NewAgentsWith(worms.ID, []string{"entelect:" + dir, "builtin:greedy"}, seed, match.AgentOptions{Registry: reg})
	if err != nil {
		t.Fatal(err)
	}
	opt.Headless, opt.NoTimeout = true, true
	r, err := match.New(worms.Game{}, sim.Config{Seed: seed, Ruleset: ruleset}, agents, opt)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { r.Close() })
	res, err := r.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return res, r
}

// TestBotsPlayWholeGames plays arena's own test bots, one per language,
// written to the original runner's protocol (reference §3.1), through
// entelect:DIR: each plays a whole game without a fault, its folder holds
// every round's state files, and the first round's are the original's
// for that state. The Python bot writes "MOVE 3 4" and "SHOOT ne" and the
// Java bot "shoot UR", which classic reads as the original engine did;
// the Python bot also prints a stale line and chatter first. The
// JavaScript bot's exact commands play under the rule text too; the
// Python bot's capitals are invalid output there, which loses at once.
func TestBotsPlayWholeGames(t *testing.T) {
	t.Parallel()
	tests := []struct {
		bot, ruleset string
		seed         uint64
		loses        bool // INVALID in the first round
	}{
		{"python", "classic", 4, false},
		{"java", "classic", 5, false},
		{"javascript", "classic", 6, false},
		{"javascript", "", 7, false},
		{"python", "", 8, true},
	}
	for _, tc := range tests {
		t.Run(fmt.Sprintf("%s rules %q", tc.bot, tc.ruleset), func(t *testing.T) {
			t.Parallel()
			dir := botCopy(t, tc.bot)
			res, _ := play(t, dir, tc.ruleset, tc.seed, match.Options{})
			pr := res.Players[0]
			if tc.loses {
				if pr.Status != sim.Invalid || pr.Rank != 2 || res.Turns > 1 {
					t.Fatalf("%s under the rule text: %+v after %d rounds, want INVALID in round 1", tc.bot, pr, res.Turns)
				}
				return
			}
			if pr.Status != sim.Done || pr.Reason != "" {
				t.Fatalf("bot ended %s (%s) after %d rounds", pr.Status, pr.Reason, res.Turns)
			}
			if res.Turns < 20 {
				t.Fatalf("the game lasted %d rounds: %+v", res.Turns, res.Outcome)
			}
			b, err := entelect.Load(dir)
			if err != nil {
				t.Fatal(err)
			}
			home := b.Dir // the folder joined with botLocation (the Java bot's target/)
			for _, n := range []int{1, res.Turns / 2, res.Turns} {
				for _, f := range []string{entelect.StateFile, entelect.TextMapFile} {
					if _, err := os.Stat(filepath.Join(home, "rounds", fmt.Sprint(n), f)); err != nil {
						t.Errorf("round %d: %v", n, err)
					}
				}
			}
			if _, err := os.Stat(filepath.Join(home, "rounds", fmt.Sprint(res.Turns+1))); err == nil {
				t.Errorf("a round after the last (%d) was written", res.Turns)
			}
			st, err := worms.Game{}.New(sim.Config{Seed: tc.seed, Ruleset: tc.ruleset})
			if err != nil {
				t.Fatal(err)
			}
			got, err := os.ReadFile(filepath.Join(home, "rounds", "1", entelect.StateFile))
			if err != nil {
				t.Fatal(err)
			}
			if want := worms.EntelectStateJSON(nil, st.(*worms.State), 0); !bytes.Equal(got, want) {
				t.Errorf("rounds/1/state.json is not the original's for the first state:\n got %.200s\nwant %.200s", got, want)
			}
		})
	}
}

// TestInspectorShowsFiles: a recording runner's protocol inspector shows
// what the bot was sent: the round line on stdin and its text map, and
// the command it answered.
func TestInspectorShowsFiles(t *testing.T) {
	t.Parallel()
	dir := botCopy(t, "javascript")
	_, r := play(t, dir, "classic", 3, match.Options{Inspect: true, Viewer: true})
	wires, _ := r.Inspected()
	seen := 0
	for _, w := range wires {
		if w.P == 0 && w.Hello != nil {
			t.Fatalf("a hello %q was recorded for the bot, which is sent none", w.Hello)
		}
		if w.P != 0 || w.Sent == nil {
			continue
		}
		seen++
		n := w.T + 1
		head := fmt.Sprintf("%d\n# wrote %s (", n, filepath.Join("rounds", fmt.Sprint(n), entelect.StateFile))
		if !bytes.HasPrefix(w.Sent, []byte(head)) || !bytes.Contains(w.Sent, []byte("@06 World Map")) {
			t.Fatalf("tick %d sent %.120q", w.T, w.Sent)
		}
		if w.Decoded == "" {
			t.Fatalf("tick %d: reply %q decoded to nothing (%s)", w.T, w.Reply, w.Reason)
		}
	}
	if seen == 0 {
		t.Fatal("no wire line for the bot")
	}
}

// TestSpecErrors: a spec that names no bot folder, or not one, fails at
// once with one line saying why.
func TestSpecErrors(t *testing.T) {
	reg := transports.Registry(transports.Config{})
	for spec, want := range map[string]string{
		"entelect:":                         "missing bot folder",
		"entelect:" + t.TempDir():           "no bot.json",
		"entelect:/no/such/entelect/folder": "no such file or directory",
	} {
		_, err := match.NewAgentWith(worms.ID, spec, 1, match.AgentOptions{Registry: reg})
		if err == nil || !strings.Contains(err.Error(), want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: %v, want one line with %q", spec, err, want)
		}
	}
	if _, err := match.NewAgentWith("coderunner", "entelect:"+t.TempDir(), 1, match.AgentOptions{Registry: reg}); err == nil ||
		!strings.Contains(err.Error(), "play Worms, not coderunner") {
		t.Errorf("another game: %v", err)
	}
}
