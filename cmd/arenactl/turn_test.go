package main

import (
	"bytes"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"arena/sim"
	"arena/sim/debugdraw"
	"arena/sim/replay"
)

// writeWireReplay writes a two-seat Worms replay holding only wire lines:
// seat 1 gets a hello on tick 0 and states on ticks 0 and 1.
func writeWireReplay(t *testing.T, path string, wires ...replay.Wire) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	w, err := replay.NewWriter(f, replay.Header{Game: "worms", Seed: 1,
		Players: []replay.Player{{Name: "a", Agent: "proc:python3 a.py"}, {Name: "b", Agent: "builtin:hunter"}}})
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range wires {
		w.Wire(l)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
}

func TestReplayTurn(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "r.arena.jsonl.gz")
	writeWireReplay(t, path,
		replay.Wire{T: 0, P: 0, Hello: []byte("0\n")},
		replay.Wire{T: 0, P: 0, Sent: []byte("1\nstate0\n"), Reply: []byte("nothing"), Replied: true, Decoded: "nothing", Status: sim.Active, US: 1500, LimitMS: 1000},
		replay.Wire{T: 0, P: 1, Decoded: "nothing", Status: sim.Active, Framing: "built-in"},
		replay.Wire{T: 1, P: 0, Sent: []byte("2\nstate1\n"), Reply: []byte("jump"), Replied: true, Status: sim.Invalid, Reason: `cannot parse "jump"`, Stderr: []byte("hmm\n")},
	)
	empty := filepath.Join(dir, "old.arena.jsonl.gz")
	writeWireReplay(t, empty)
	cases := []struct {
		args      []string
		code      int
		out, errs string
	}{
		{args: []string{path, "--tick", "1", "--seat", "1"}, out: "0\n2\nstate1\n"},
		{args: []string{path, "--tick", "0", "--seat", "1"}, out: "0\n1\nstate0\n"},
		{args: []string{path, "--tick", "1", "--seat", "1", "--explain"},
			out: "tick 1, seat 1 (a)\nstatus: INVALID: cannot parse \"jump\"\n"},
		{args: []string{path, "--tick", "0", "--seat", "2"}, code: 2, errs: "a built-in reads the state in memory"},
		{args: []string{path, "--tick", "7", "--seat", "1"}, code: 2, errs: "not asked on tick 7 (its recorded turns run from tick 0 to 1)"},
		{args: []string{path, "--tick", "0", "--seat", "3"}, code: 2, errs: "seats 1 to 2"},
		{args: []string{path, "--seat", "1"}, code: 2, errs: "--tick is required"},
		{args: []string{empty, "--tick", "0", "--seat", "1"}, code: 2, errs: "has no wire records"},
		{args: []string{filepath.Join(dir, "missing"), "--tick", "0", "--seat", "1"}, code: 2, errs: "missing"},
	}
	for _, c := range cases {
		code, out, errs := arenactl(append([]string{"replay-turn"}, c.args...)...)
		if code != c.code || !strings.HasPrefix(out, c.out) || !strings.Contains(errs, c.errs) || (c.code == 0 && c.out == "" && out != "") {
			t.Errorf("replay-turn %v: exit %d, out %q, err %q; want exit %d, out %q…, err …%q…", c.args, code, out, errs, c.code, c.out, c.errs)
		}
	}
	// --explain shows every part of the turn.
	_, out, _ := arenactl("replay-turn", path, "--tick", "1", "--seat", "1", "--explain")
	for _, want := range []string{"--- start message (sent on tick 0", "--- sent (9 bytes)\n2\nstate1\n", "--- reply (4 bytes)\njump\n", "--- decoded: refused", "--- stderr (4 bytes)\nhmm\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("--explain lacks %q:\n%s", want, out)
		}
	}
}

// TestReplayTurnReproducesPythonBot plays the Worms debug-drawing example
// bot, prints one of its turns with replay-turn and pipes that into a fresh
// python3 running the bot: it must answer what it answered in the match.
func TestReplayTurnReproducesPythonBot(t *testing.T) {
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 not found: the example bot cannot run")
	}
	bot, _ := filepath.Abs("../../examples/debugdraw/worms.py")
	dir := t.TempDir()
	path := filepath.Join(dir, "w.arena.jsonl.gz")
	if code, _, errs := arenactl("run", "--game", "worms", "--seed", "3", "--no-timeout", "--player", "proc:"+py+" "+bot,
		"--player", "builtin:hunter", "--replay", path); code != 0 {
		t.Fatalf("run: exit %d: %s", code, errs)
	}
	rp, err := replay.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	const tick = 5
	rec, _ := rp.WireAt(tick, 0)
	if rec == nil || !rec.Replied {
		t.Fatalf("no recorded reply on tick %d: %+v", tick, rec)
	}
	code, turn, errs := arenactl("replay-turn", path, "--tick", "5", "--seat", "1")
	if code != 0 {
		t.Fatalf("replay-turn: exit %d: %s", code, errs)
	}
	cmd := exec.Command(py, bot)
	cmd.Stdin = strings.NewReader(turn)
	var stdout bytes.Buffer
	cmd.Stdout = &stdout
	if err := cmd.Run(); err != nil {
		t.Fatal(err)
	}
	if got := strings.TrimSpace(stdout.String()); got != string(rec.Reply) {
		t.Errorf("the bot answers the replayed turn with %q, in the match it answered %q", got, rec.Reply)
	}
	var drawn int
	for _, d := range rp.Draws {
		if d.P == 0 {
			drawn += len(d.Shapes)
		}
	}
	if drawn < 100 {
		t.Errorf("only %d shapes recorded from the bot's #arena lines", drawn)
	}
}

// TestDebugDrawExamples runs every game's example bot of the README's "Bot
// debug drawing" section through `arenactl run` and checks that its
// #arena lines were all recorded as shapes, none refused.
func TestDebugDrawExamples(t *testing.T) {
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 not found: the example bots cannot run")
	}
	cases := []struct {
		game string
		args []string
	}{
		{"coderunner", []string{"--player", "builtin:digger"}},
		{"madmax", []string{"--map", "rally", "--player", "builtin:demo", "--player", "builtin:raider", "--player", "builtin:demo"}},
		{"paintball", []string{"--player", "builtin:captain"}},
		{"windward", []string{"--rounds", "1", "--player", "builtin:tycoon"}},
	}
	for _, c := range cases {
		t.Run(c.game, func(t *testing.T) {
			if testing.Short() && c.game == "windward" {
				t.Skip("a Windwardopolis round over TCP is long: skipped with -short")
			}
			t.Parallel()
			bot, _ := filepath.Abs("../../examples/debugdraw/" + c.game + ".py")
			path := filepath.Join(t.TempDir(), "x.arena.jsonl.gz")
			player := "proc:" + py + " " + bot
			extra := c.args
			if c.game == "windward" {
				// A port of its own: the default one may be taken by
				// another test or program on the machine.
				ln, err := net.Listen("tcp", "127.0.0.1:0")
				if err != nil {
					t.Fatal(err)
				}
				addr := ln.Addr().String()
				ln.Close()
				player += " 127.0.0.1 " + addr[strings.LastIndexByte(addr, ':')+1:]
				// Lockstep: the default real-time pace would take minutes.
				extra = append([]string{"--listen", addr, "--pace", "lockstep"}, extra...)
			}
			args := append([]string{"run", "--game", c.game, "--seed", "2", "--no-timeout", "--replay", path,
				"--player", player}, extra...)
			if code, _, errs := arenactl(args...); code != 0 {
				t.Fatalf("run: exit %d: %s", code, errs)
			}
			rp, err := replay.Open(path)
			if err != nil {
				t.Fatal(err)
			}
			shapes := 0
			for _, d := range rp.Draws {
				if d.P != 0 {
					continue
				}
				shapes += len(d.Shapes)
				if len(d.Errors) > 0 {
					t.Errorf("tick %d: refused drawing: %q", d.T, d.Errors)
				}
			}
			if shapes < 50 {
				t.Errorf("only %d shapes recorded from the example's #arena lines", shapes)
			}
		})
	}
}

// TestBuiltinsDrawTheirPlans plays each planning built-in in seat 1 and
// checks that its plan was recorded on most of its turns as shapes that
// parse.
func TestBuiltinsDrawTheirPlans(t *testing.T) {
	cases := []struct {
		game string
		args []string
	}{
		{"worms", []string{"--player", "builtin:hunter", "--player", "builtin:sample"}},
		{"coderunner", []string{"--player", "builtin:digger", "--player", "builtin:sample"}},
		{"paintball", []string{"--player", "builtin:captain", "--player", "builtin:greedy"}},
		{"madmax", []string{"--map", "rally", "--player", "builtin:raider", "--player", "builtin:demo", "--player", "builtin:demo", "--player", "builtin:demo"}},
		{"windward", []string{"--rounds", "1", "--player", "builtin:tycoon", "--player", "builtin:sample"}},
	}
	for _, c := range cases {
		t.Run(c.game, func(t *testing.T) {
			t.Parallel()
			path := filepath.Join(t.TempDir(), "x.arena.jsonl.gz")
			args := append([]string{"run", "--game", c.game, "--seed", "4", "--replay", path}, c.args...)
			if code, _, errs := arenactl(args...); code != 0 {
				t.Fatalf("run: exit %d: %s", code, errs)
			}
			rp, err := replay.Open(path)
			if err != nil {
				t.Fatal(err)
			}
			ticks := 0
			for _, d := range rp.Draws {
				if d.P != 0 {
					continue
				}
				ticks++
				for _, s := range d.Shapes {
					if _, err := debugdraw.Parse(s); err != nil {
						t.Errorf("tick %d: %q: %v", d.T, s, err)
					}
				}
			}
			if ticks < 10 {
				t.Errorf("the built-in drew on %d ticks", ticks)
			}
		})
	}
}
