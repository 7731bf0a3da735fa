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

// TestPythonClient plays a round against a Python 2 client
// (testdata/pyclient.py, our own) that reads every message with
// ElementTree the way the 2014 sample framework does and connects by
// itself when started. It skips where no Python 2 is installed.
func TestPythonClient(t *testing.T) {
	py, err := exec.LookPath("python2")
	if err != nil {
		t.Skip("python2 not installed")
	}
	env := append(os.Environ(), "PYENV_VERSION=2.7.18")
	check := exec.Command(py, "-c", "pass")
	check.Env = env
	if check.Run() != nil {
		t.Skip("python2 does not run here")
	}
	os.Setenv("PYENV_VERSION", "2.7.18")
	srv, err := Listen("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	port := srv.Addr()[strings.LastIndex(srv.Addr(), ":")+1:]
	script, _ := filepath.Abs("testdata/pyclient.py")
	a := New(srv, Options{Name: "Py", Command: []string{py, script, "127.0.0.1", port, "Py"}, Wait: time.Second})
	agents := []ai.Agent{a, ai.NewBuiltin(aiww.NewSample(1))}
	cfg := sim.Config{Seed: 7, Players: []string{"Py", "Sample"}, Params: map[string]string{"rounds": "1"}}
	r, err := match.New(windward.Game{}, cfg, agents, match.Options{Agents: []string{"tcp:" + py, "builtin:sample"}})
	if err != nil {
		t.Fatal(err)
	}
	// The deadline only guards against a hang (a whole round over TCP is
	// slow under -race on a busy machine).
	ctx, cancel := context.WithTimeout(context.Background(), 8*time.Minute)
	defer cancel()
	res, err := r.Run(ctx)
	for _, x := range agents {
		x.Close()
	}
	if err != nil {
		t.Fatal(err)
	}
	if p := res.Players[0]; p.Faults != 0 || p.Status != sim.Done {
		t.Fatalf("python seat: %+v", p)
	}
	if len(res.Final.(*windward.State).Cars[0].Delivered) == 0 && res.Outcome.Scores[0] == 0 {
		t.Fatalf("the python client never scored: %+v", res.Outcome)
	}
	t.Logf("%d ticks, scores %v", res.Turns, res.Outcome.Scores)
}
