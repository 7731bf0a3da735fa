package sdk

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"arena/sim"
	"arena/sim/madmax"
	"arena/sim/simtest"
)

// cacheDir is the build cache every test of the package shares (the SDK's
// objects are compiled once), removed at the end.
var cacheDir string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "arena-sdk-test-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	cacheDir = dir
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// needCompiler skips the test when the machine has no C++ compiler.
func needCompiler(t *testing.T) {
	t.Helper()
	if _, err := FindCompiler(nil, nil); err != nil {
		t.Skipf("skipping: %v", err)
	}
}

// build compiles sources into a program in a temporary folder.
func build(t *testing.T, name string, srcs ...string) (string, *Result) {
	t.Helper()
	needCompiler(t)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	var log bytes.Buffer
	out := filepath.Join(t.TempDir(), name)
	res, err := Build(ctx, Options{Sources: srcs, Output: out, CacheDir: cacheDir, Log: &log})
	if err != nil {
		t.Fatalf("Build: %v\n%s", err, log.String())
	}
	return out, res
}

// example writes an example player into a temporary folder.
func example(t *testing.T, name string) string {
	t.Helper()
	for _, f := range Examples() {
		if f.Name == name {
			p := filepath.Join(t.TempDir(), name)
			if err := os.WriteFile(p, f.Data, 0o644); err != nil {
				t.Fatal(err)
			}
			return p
		}
	}
	t.Fatalf("no example %s", name)
	return ""
}

// player is a built program driven over the protocol, as arena's runner
// drives it: the codec's messages in, replies up to "end" out.
type player struct {
	cmd    *exec.Cmd
	in     io.WriteCloser
	out    *bufio.Reader
	stderr bytes.Buffer
}

func start(t *testing.T, prog string, args ...string) *player {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	t.Cleanup(cancel)
	p := &player{cmd: exec.CommandContext(ctx, prog, args...)}
	p.cmd.Stderr = &p.stderr
	var err error
	if p.in, err = p.cmd.StdinPipe(); err != nil {
		t.Fatal(err)
	}
	stdout, err := p.cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	p.out = bufio.NewReader(stdout)
	if err := p.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { p.in.Close(); p.cmd.Wait() })
	return p
}

// reply sends msg and returns the reply, its lines up to "end".
func (p *player) reply(t *testing.T, msg []byte) []byte {
	t.Helper()
	if _, err := p.in.Write(msg); err != nil {
		t.Fatalf("write: %v; stderr:\n%s", err, p.stderr.String())
	}
	var r []byte
	for {
		l, err := p.out.ReadString('\n')
		if err != nil {
			t.Fatalf("reading the reply: %v after %q", err, r)
		}
		r = append(r, l...)
		if strings.TrimSpace(l) == "end" {
			return r
		}
	}
}

// game plays a whole game on cfg with the program in seat me and
// builtin Demo players in the others; check is called each round with the
// orders the program gave and the state they were given for.
func game(t *testing.T, p *player, cfg sim.Config, me int, check func(s *madmax.State, o *madmax.Orders)) *madmax.State {
	t.Helper()
	g := madmax.Game{}
	st, err := g.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*madmax.State)
	c := g.Codec()
	if _, err := p.in.Write(c.Hello(s, sim.PlayerID(me))); err != nil {
		t.Fatal(err)
	}
	var demos [4]madmax.Demo
	for !s.Over() {
		reply := p.reply(t, c.Observe(s, sim.PlayerID(me), nil))
		a, err := c.Decode(sim.PlayerID(me), reply)
		if err != nil {
			t.Fatalf("round %d: %v (reply %q); stderr:\n%s", s.Round, err, reply, p.stderr.String())
		}
		acts := make([]sim.Action, 4)
		for q := range 4 {
			acts[q] = demos[q].Play(s, q)
		}
		check(s, a.(*madmax.Orders))
		acts[me] = a
		if _, err := s.Step(acts); err != nil {
			t.Fatal(err)
		}
	}
	p.in.Write(madmax.Codec{}.End(s, sim.PlayerID(me)))
	p.in.Close()
	if err := p.cmd.Wait(); err != nil {
		t.Fatalf("the player exited with %v after the game; stderr:\n%s", err, p.stderr.String())
	}
	return s
}

// TestDemoPlaysAsBuiltin: the example Demo, built with the SDK, gives the
// orders builtin:demo gives, round after round (its random draws among
// them), in any seat. The program holds Null too, so it is run by name.
func TestDemoPlaysAsBuiltin(t *testing.T) {
	prog, res := build(t, "players", example(t, "AIDemo.cc"), example(t, "AINull.cc"))
	if !slices.Equal(res.Players, []string{"Demo", "Null"}) {
		t.Errorf("Players = %v, want Demo and Null", res.Players)
	}
	out, err := exec.Command(prog, "--list").Output()
	if err != nil || string(out) != "Demo\nNull\n" {
		t.Errorf("--list: %q, %v", out, err)
	}
	var stderr bytes.Buffer
	unnamed := exec.Command(prog)
	unnamed.Stderr = &stderr
	if err := unnamed.Run(); err == nil || !strings.Contains(stderr.String(), "several players are registered (Demo Null)") {
		t.Errorf("run without a name: %v, %q", err, stderr.String())
	}
	cases := []struct {
		name string
		cfg  func(t *testing.T) sim.Config
		seat int
	}{
		{"generated seed 11, seat 2", func(*testing.T) sim.Config { return sim.Config{Seed: 11} }, 2},
		{"default.cnf seed 3424, seat 0", func(t *testing.T) sim.Config {
			return sim.Config{Seed: 3424, MapData: simtest.RefFile(t, "madmax", "default.cnf")}
		}, 0},
		{"generated seed 2^32-1, seat 3", func(*testing.T) sim.Config { return sim.Config{Seed: 1<<32 - 1} }, 3},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			cfg := tc.cfg(t)
			p := start(t, prog, "Demo")
			var twin madmax.Demo
			draws := 0
			s := game(t, p, cfg, tc.seat, func(s *madmax.State, o *madmax.Orders) {
				want := twin.Play(s, tc.seat)
				if o.String() != want.String() {
					t.Fatalf("round %d: the SDK's Demo gave %q, builtin:demo %q", s.Round, o.String(), want.String())
				}
				draws += len(o.Instrs)
			})
			if draws == 0 {
				t.Fatal("Demo gave no orders in a whole game")
			}
			t.Logf("%d orders over %d rounds, the same as builtin:demo's; score %d", draws, s.Round, s.Score[tc.seat])
		})
	}
}

// TestFullPlayer plays the player of testdata that uses most of the API
// and checks the Board each round (a failed check exits): a whole game,
// orders for its own cars only, and its cout on stderr, not in the
// protocol.
func TestFullPlayer(t *testing.T) {
	prog, _ := build(t, "full", filepath.Join("testdata", "AIFull.cc"))
	p := start(t, prog)
	applied := 0
	const me = 1
	s := game(t, p, sim.Config{Seed: 5}, me, func(s *madmax.State, o *madmax.Orders) {
		for _, in := range o.Instrs {
			if s.PlayerOf(in.Car) != me {
				t.Fatalf("round %d: an order for car %d, not its own", s.Round, in.Car)
			}
		}
		applied += len(o.Instrs)
	})
	if applied == 0 {
		t.Fatal("no orders in a whole game")
	}
	for _, want := range []string{
		"full: round 0 checked",      // cout, moved to stderr
		"full: CAR WATER_BONUS",      // CType's operator<<
		"already has an instruction", // Action refuses a second order
		"belongs to player 2, not to 1",
		"(5,5) is not a direction",
	} {
		if !strings.Contains(p.stderr.String(), want) {
			t.Errorf("stderr lacks %q:\n%.2000s", want, p.stderr.String())
		}
	}
	t.Logf("%d orders, score %d", applied, s.Score[me])
}

// TestBuildUsesSDKHeaders: a player's folder holding the framework's own
// headers and sources (as every student repository does) builds against
// the SDK's, while the player's own headers beside it are still found.
func TestBuildUsesSDKHeaders(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	for _, h := range apiHeaders {
		write(h, "#error \"the framework's "+h+" was used, not the SDK's\"\n")
	}
	board := write("Board.cc", "#error \"the framework's Board.cc was compiled\"\n")
	write("helper.hh", "inline int helper_turns() { return 3; }\n")
	src := write("AIMine.cc", `#include "Player.hh"
#include "helper.hh"
#define PLAYER_NAME Mine
struct PLAYER_NAME : public Player {
  static Player* factory() { return new PLAYER_NAME; }
  virtual void play() { if (round() < helper_turns()) shoot(begin(me())); }
};
RegisterPlayer(PLAYER_NAME);
`)
	prog, res := build(t, "mine", src, board, filepath.Join(dir, "Player.hh"))
	if !slices.Equal(res.Players, []string{"Mine"}) || !slices.Equal(res.Sources, []string{src}) {
		t.Errorf("Players %v, Sources %v", res.Players, res.Sources)
	}
	p := start(t, prog)
	shots := 0
	game(t, p, sim.Config{Seed: 8}, 0, func(s *madmax.State, o *madmax.Orders) {
		if len(o.Instrs) > 0 && s.Round >= 3 {
			t.Fatalf("round %d: orders %q", s.Round, o.String())
		}
		shots += len(o.Instrs)
	})
	if shots != 3 {
		t.Errorf("%d shots, want one a round for 3 rounds", shots)
	}
}

// TestBuildErrorNamesSource: a player that does not compile fails the
// build in one line, and the compiler's messages name the player's file,
// not the copy built.
func TestBuildErrorNamesSource(t *testing.T) {
	needCompiler(t)
	dir := t.TempDir()
	src := filepath.Join(dir, "AIBroken.cc")
	os.WriteFile(src, []byte("#include \"Player.hh\"\nint broken( {\n"), 0o644)
	var log bytes.Buffer
	_, err := Build(context.Background(), Options{Sources: []string{src}, Output: filepath.Join(dir, "broken"), CacheDir: cacheDir, Log: &log})
	if err == nil || !strings.Contains(err.Error(), "could not build AIBroken.cc") || strings.Contains(err.Error(), "\n") {
		t.Fatalf("Build = %v", err)
	}
	if !strings.Contains(log.String(), src+":2") {
		t.Errorf("the compiler's messages do not name %s line 2:\n%s", src, log.String())
	}
}
