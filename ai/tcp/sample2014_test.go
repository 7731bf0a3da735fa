package tcp

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"arena/ai"
	"arena/ai/match"
	aiww "arena/ai/windward"
	"arena/sim"
	"arena/sim/windward"
)

// TestWindward2014PythonSample plays the end of a round against a 2014
// Python client, unmodified, started as "proc:" is: set
// ARENA_WW2014_PYCLIENT to its framework.py (and ARENA_WW2014_PYTHON to
// the interpreter it needs, python3 by default). The client is not part of
// the project, so the test skips without it; it connects to port 1707, so
// it also skips when that port is taken.
func TestWindward2014PythonSample(t *testing.T) {
	script := os.Getenv("ARENA_WW2014_PYCLIENT")
	if script == "" {
		t.Skip("set ARENA_WW2014_PYCLIENT to a 2014 Windwardopolis Python client's framework.py to run it")
	}
	py := os.Getenv("ARENA_WW2014_PYTHON")
	if py == "" {
		py = "python3"
	}
	if _, err := exec.LookPath(py); err != nil {
		t.Skipf("%s not installed", py)
	}
	srv, err := Listen(DefaultAddr)
	if err != nil {
		t.Skipf("the 2014 clients connect to %s: %v", DefaultAddr, err)
	}
	defer srv.Close()
	a := New(srv, Options{Command: []string{py, script}})
	agents := []ai.Agent{a, ai.NewBuiltin(aiww.NewTycoon(1))}
	cfg := sim.Config{Seed: 7, Players: []string{"framework.py", "Tycoon"}, Params: map[string]string{"rounds": "1"}}
	r, err := match.New(windward.Game{}, cfg, agents, match.Options{Agents: []string{"proc:" + py + " " + script, "builtin:tycoon"},
		Start: lateStart(t, cfg, 6000)})
	if err != nil {
		t.Fatal(err)
	}
	// The deadline only guards against a hang.
	ctx, cancel := context.WithTimeout(context.Background(), 8*time.Minute)
	defer cancel()
	res, err := r.Run(ctx)
	for _, x := range agents {
		x.Close()
	}
	if err != nil {
		t.Fatal(err)
	}
	if p := res.Players[0]; p.Status != sim.Done || p.Faults != 0 {
		t.Fatalf("the 2014 client's seat: %+v", p)
	}
	st := res.Final.(*windward.State)
	if st.Clients[0].School == "" || st.Cars[0].Name != a.Team || strings.TrimSpace(a.Team) == "" {
		t.Fatalf("the seat does not play under the client's team: car %q, team %q, join %+v", st.Cars[0].Name, a.Team, st.Clients[0])
	}
	t.Logf("team %q (%s): %d ticks, scores %v", a.Team, st.Clients[0].School, res.Turns, res.Outcome.Scores)
}

// TestSparring2014Clients plays the end of a lockstep round (6,000 ticks,
// classic) against each 2014 client named by a file
// $ARENA_SPARRING_DIR/windward/NAME.cmd (its command line, see the
// README), with tycoon and the eight fillers: the client joins under its
// team, is never faulted, and drives by its own orders (its car carries
// the pick-up list it sent). The clients are not part of the project, so
// the test skips without them; they connect to port 1707, so it also
// skips when that port is taken.
func TestSparring2014Clients(t *testing.T) {
	dir := os.Getenv("ARENA_SPARRING_DIR")
	cmds, _ := filepath.Glob(filepath.Join(dir, "windward", "*.cmd"))
	if dir == "" || len(cmds) == 0 {
		t.Skip("set ARENA_SPARRING_DIR to a folder with windward/NAME.cmd files (the 2014 clients' command lines, see the README)")
	}
	for _, f := range cmds {
		t.Run(strings.TrimSuffix(filepath.Base(f), ".cmd"), func(t *testing.T) {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			line, _, _ := strings.Cut(strings.TrimSpace(string(b)), "\n")
			words, err := ai.SplitCommand(line)
			if err != nil {
				t.Fatal(err)
			}
			srv, err := Listen(DefaultAddr)
			if err != nil {
				t.Skipf("the 2014 clients connect to %s: %v", DefaultAddr, err)
			}
			defer srv.Close()
			a := New(srv, Options{Command: words})
			agents := []ai.Agent{a, ai.NewBuiltin(aiww.NewTycoon(1))}
			cfg := sim.Config{Seed: 7, Ruleset: "classic", Players: []string{"client", "tycoon"}, Params: map[string]string{"rounds": "1"}}
			r, err := match.New(windward.Game{}, cfg, agents, match.Options{Agents: []string{"proc:" + line, "builtin:tycoon"},
				Start: lateStart(t, cfg, 6000)})
			if err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithTimeout(context.Background(), 8*time.Minute)
			defer cancel()
			res, err := r.Run(ctx)
			for _, x := range agents {
				x.Close()
			}
			if err != nil {
				t.Fatal(err)
			}
			if p := res.Players[0]; p.Status != sim.Done || p.Faults != 0 {
				t.Fatalf("the client's seat: %+v", p)
			}
			st := res.Final.(*windward.State)
			c := st.Cars[0]
			if strings.TrimSpace(a.Team) == "" || c.Name != a.Team {
				t.Fatalf("the seat does not play under the client's team: car %q, team %q", c.Name, a.Team)
			}
			if len(c.PickUp) == 0 && len(c.Delivered) == 0 && c.Passenger < 0 {
				t.Fatalf("the client never sent a pick-up list: %+v", c)
			}
			t.Logf("team %q: %d ticks, %d waits, scores %v", a.Team, res.Turns, a.Waits(), res.Outcome.Scores)
		})
	}
}
