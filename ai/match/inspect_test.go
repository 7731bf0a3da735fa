package match_test

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"arena/ai"
	"arena/ai/aitest/fakegame"
	"arena/ai/match"
	"arena/ai/proc"
	"arena/sim"
	"arena/sim/debugdraw"
	"arena/sim/replay"
)

// drawBot is a shell bot for the count game: it reads the hello line, then
// per state draws a mark on stderr (and logs a note) and answers "add 3",
// except "garbage" on its third state.
const drawBot = `read hello
n=0
while read line; do
  n=$((n+1))
  echo "#arena mark $n 2 red" >&2
  echo "#arena bogus" >&2
  echo "note $n" >&2
  if [ $n = 3 ]; then echo garbage; else echo "add 3"; fi
done
`

// planner is a built-in count bot that plans: it adds 1 and marks (tick, 0).
type planner struct{ tick int }

func (p *planner) Act(s sim.State, _ sim.PlayerID) sim.Action {
	p.tick = s.Tick()
	a, _ := fakegame.Game{}.ParseAction(0, "add 1")
	return a
}

func (p *planner) Plan(c *debugdraw.Canvas) { c.Mark(float64(p.tick), 0, "blue") }

func playInspected(t *testing.T, inspect bool) *replay.Replay {
	t.Helper()
	script := filepath.Join(t.TempDir(), "bot.sh")
	if err := os.WriteFile(script, []byte(drawBot), 0o644); err != nil {
		t.Fatal(err)
	}
	pa, err := proc.New("sh "+script, proc.Options{Framing: sim.Framing{Lines: 1}})
	if err != nil {
		t.Fatal(err)
	}
	g, _ := sim.Lookup("count")
	var buf bytes.Buffer
	lim := &sim.Limits{FirstReply: 10 * time.Second, PerTick: 10 * time.Second, MaxStrikes: 3}
	r, err := match.New(g, sim.Config{Seed: 5, Params: map[string]string{"ticks": "5"}},
		[]ai.Agent{pa, ai.NewBuiltin(&planner{})}, match.Options{Limits: lim, Replay: &buf, Inspect: inspect})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	rp, err := replay.Read(&buf, "inspected")
	if err != nil {
		t.Fatal(err)
	}
	return rp
}

// TestInspectRecordsWireAndDrawing plays a process bot and a planning
// built-in with Options.Inspect and checks the wire and draw lines.
func TestInspectRecordsWireAndDrawing(t *testing.T) {
	t.Parallel()
	rp := playInspected(t, true)
	turn, hello := rp.WireAt(1, 0)
	if hello == nil || string(hello.Hello) != "0\n" || hello.T != 0 {
		t.Fatalf("hello line = %+v", hello)
	}
	if turn == nil || !strings.HasPrefix(string(turn.Sent), "1 ") || string(turn.Reply) != "add 3" || turn.Decoded != "add 3" ||
		turn.Status != sim.Active || turn.Framing != "1 line" || turn.LimitMS != 10000 || !turn.Replied {
		t.Errorf("tick 1 = %+v", turn)
	}
	// A bot that writes its stderr before its reply gets it on that turn
	// (ai/proc settles stderr when the runner records; on Linux), unless
	// the machine is so loaded that the stderr reader was starved for
	// proc's whole settling time: most turns must have their own note.
	if runtime.GOOS == "linux" {
		own := 0
		for tick := 0; tick < 5; tick++ {
			if w, _ := rp.WireAt(tick, 0); w != nil && strings.Contains(string(w.Stderr), "note "+itoa(tick+1)+"\n") {
				own++
			}
		}
		if own < 4 {
			t.Errorf("only %d of 5 turns carry their own stderr", own)
		}
	}
	var stderr []byte
	for _, w := range rp.Wires {
		stderr = append(stderr, w.Stderr...)
	}
	if i, j := bytes.Index(stderr, []byte("note 1")), bytes.Index(stderr, []byte("note 4")); i < 0 || j < i {
		t.Errorf("stderr over the match = %q", stderr)
	}
	bad, _ := rp.WireAt(2, 0)
	if bad == nil || string(bad.Reply) != "garbage" || bad.Status != sim.Invalid || !strings.Contains(bad.Reason, "garbage") {
		t.Errorf("tick 2 = %+v", bad)
	}
	if b, _ := rp.WireAt(1, 1); b == nil || b.Decoded != "add 1" || b.Sent != nil {
		t.Errorf("built-in tick 1 = %+v", b)
	}
	var marks []string
	var errs, plans int
	for _, d := range rp.Draws {
		switch d.P {
		case 0:
			for _, s := range d.Shapes {
				if n := s[5] - '0'; int(n) > d.T+1 {
					t.Errorf("tick %d shows the mark of tick %d", d.T, n-1)
				}
			}
			marks = append(marks, d.Shapes...)
			errs += len(d.Errors)
		case 1:
			if len(d.Shapes) != 1 || d.Shapes[0] != "mark "+itoa(d.T)+" 0 blue" {
				t.Errorf("planner draw = %+v", d)
			}
			plans++
		}
	}
	if got := strings.Join(marks, ","); !strings.HasPrefix(got, "mark 1 2 red,mark 2 2 red,mark 3 2 red,mark 4 2 red") || errs < 4 {
		t.Errorf("bot marks %s with %d errors", got, errs)
	}
	if plans != 5 {
		t.Errorf("%d planner draw lines, want 5", plans)
	}
}

// TestNoInspectRecordsNoWire: the default runner writes neither line type.
func TestNoInspectRecordsNoWire(t *testing.T) {
	t.Parallel()
	rp := playInspected(t, false)
	if len(rp.Wires) != 0 || len(rp.Draws) != 0 {
		t.Errorf("%d wire and %d draw lines without Inspect", len(rp.Wires), len(rp.Draws))
	}
}

func itoa(n int) string { return string(rune('0' + n)) }
