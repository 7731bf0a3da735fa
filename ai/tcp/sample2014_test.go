package tcp

import (
	"context"
	"os"
	"os/exec"
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
