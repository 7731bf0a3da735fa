package madmax

import (
	"bufio"
	"bytes"
	"context"
	"os/exec"
	"testing"
	"time"

	"arena/sim"
	"arena/sim/madmax"
)

// TestPythonExample runs examples/greedy.py through the codec for a few
// rounds: it must parse Hello and Observe and answer valid orders for its
// own cars every round.
func TestPythonExample(t *testing.T) {
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 not installed")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, py, "examples/greedy.py")
	stdin, _ := cmd.StdinPipe()
	stdout, _ := cmd.StdoutPipe()
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Wait()
	defer stdin.Close()

	g := madmax.Game{}
	st, err := g.New(sim.Config{MapData: mapData(t, "rally"), Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*madmax.State)
	const me = 1
	c := g.Codec()
	stdin.Write(c.Hello(s, me))
	out := bufio.NewScanner(stdout)
	var demos [4]Demo
	moved := 0
	for range 40 {
		stdin.Write(c.Observe(s, me, nil))
		var reply []byte
		for out.Scan() {
			reply = append(reply, out.Bytes()...)
			reply = append(reply, '\n')
			if out.Text() == c.Framing().Until {
				break
			}
		}
		if len(reply) == 0 {
			t.Fatalf("no reply at round %d; stderr: %s", s.Round, stderr.String())
		}
		a, err := c.Decode(me, reply)
		if err != nil {
			t.Fatalf("round %d: %v (reply %q)", s.Round, err, reply)
		}
		acts := make([]sim.Action, 4)
		for p := range 4 {
			acts[p] = demos[p].Act(s, sim.PlayerID(p))
		}
		acts[me] = a
		if _, err := s.Step(acts); err != nil {
			t.Fatal(err)
		}
		for _, in := range s.Done[me] {
			if s.PlayerOf(in.Car) != me {
				t.Fatalf("applied an order for car %d", in.Car)
			}
			moved++
		}
	}
	if moved == 0 {
		t.Fatal("the example bot never gave an order that applied")
	}
	t.Logf("example bot: %d applied orders in 40 rounds, score %d", moved, s.Score[me])
}
