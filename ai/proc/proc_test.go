package proc_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"arena/ai"
	"arena/ai/aitest"
	"arena/ai/proc"
	"arena/sim"
)

func TestMain(m *testing.M) { aitest.Main(m) }

// start launches a fake bot with behaviour and opts and closes it at the end.
func start(t *testing.T, o proc.Options, behaviour string, opts ...string) *proc.Agent {
	t.Helper()
	cmd := strings.TrimPrefix(aitest.Command(t, behaviour, opts...), "proc:")
	a, err := proc.New(cmd, o)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { a.Close() })
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	if err := a.Start(ctx, []byte("0\n")); err != nil {
		t.Logf("start: %v", err)
	}
	return a
}

func ask(a *proc.Agent, limit time.Duration) (ai.Reply, *ai.Fault, time.Duration) {
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	t0 := time.Now()
	r, err := a.Ask(ctx, ai.Turn{Wire: []byte("obs\n")})
	var f *ai.Fault
	if err != nil {
		f = ai.AsFault(err)
	}
	return r, f, time.Since(t0)
}

func TestFaults(t *testing.T) {
	t.Parallel()
	type want struct {
		raw    string
		status sim.Status // "" = no fault
		reason string     // substring
	}
	tests := []struct {
		name      string
		behaviour string
		opts      []string
		framing   sim.Framing
		limit     time.Duration
		asks      []want
	}{
		{"echo", aitest.Echo, []string{"reply=move 1 2"}, sim.Framing{}, time.Second,
			[]want{{raw: "move 1 2"}, {raw: "move 1 2"}, {raw: "move 1 2"}}},
		{"sleeps past the limit", aitest.Slow, []string{"delay=300ms"}, sim.Framing{}, 50 * time.Millisecond,
			[]want{{status: sim.Timeout, reason: "no reply within 50ms"}}},
		{"hangs", aitest.Hang, nil, sim.Framing{}, 50 * time.Millisecond,
			[]want{{status: sim.Timeout, reason: "no reply within 50ms"}, {status: sim.Timeout}}},
		{"crashes at start", aitest.CrashStart, nil, sim.Framing{}, time.Second,
			[]want{{status: sim.Crashed, reason: "exit status 2"}, {status: sim.Crashed, reason: "exit status 2"}}},
		{"crashes mid-game", aitest.CrashAfter, []string{"n=2"}, sim.Framing{}, time.Second,
			[]want{{raw: "ok"}, {raw: "ok"}, {status: sim.Crashed, reason: "exit status 3"}}},
		{"prints garbage", aitest.Garbage, nil, sim.Framing{}, time.Second,
			[]want{{raw: aitest.GarbageReply}}},
		{"prints 10 MB", aitest.Flood, nil, sim.Framing{}, 2 * time.Second,
			[]want{{status: sim.Invalid, reason: "longer than 65536 bytes"}, {raw: "ok"}}},
		{"floods stderr", aitest.StderrFlood, nil, sim.Framing{}, 2 * time.Second,
			[]want{{raw: "ok"}, {raw: "ok"}}},
		{"closes stdout", aitest.CloseStdout, nil, sim.Framing{}, time.Second,
			[]want{{status: sim.Crashed, reason: "closed stdout"}}},
		{"partial line", aitest.Partial, []string{"reply=move 1 2"}, sim.Framing{}, 50 * time.Millisecond,
			[]want{{status: sim.Timeout}}},
		// Garbage where four lines (Paintball) or an "end" (Madmax) is
		// due: the timeout says what the bot sent.
		{"garbage, lines framing", aitest.Garbage, nil, sim.Framing{Lines: 4}, 3 * time.Second,
			[]want{{status: sim.Timeout, reason: "an incomplete reply, 1 line(s)"}}},
		{"garbage, until framing", aitest.Garbage, nil, sim.Framing{Until: "end"}, 3 * time.Second,
			[]want{{status: sim.Timeout, reason: "an incomplete reply"}}},
		{"three lines", aitest.Lines, []string{"n=3", "reply=a b"}, sim.Framing{Lines: 3}, time.Second,
			[]want{{raw: "a b\na b\na b"}, {raw: "a b\na b\na b"}}},
		{"terminator", aitest.Lines, []string{"n=1", "reply=END"}, sim.Framing{Until: "END"}, time.Second,
			[]want{{raw: ""}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			a := start(t, proc.Options{Framing: tc.framing}, tc.behaviour, tc.opts...)
			for i, w := range tc.asks {
				r, f, took := ask(a, tc.limit)
				if took > tc.limit+2*time.Second {
					t.Errorf("ask %d took %v with a %v limit", i, took, tc.limit)
				}
				switch {
				case w.status == "" && f != nil:
					t.Fatalf("ask %d: unexpected fault %v", i, f)
				case w.status != "" && f == nil:
					t.Fatalf("ask %d: got reply %q, want %s", i, r.Raw, w.status)
				case f != nil && (f.Status != w.status || !strings.Contains(f.Reason, w.reason)):
					t.Fatalf("ask %d: fault %v, want %s containing %q", i, f, w.status, w.reason)
				case f == nil && string(r.Raw) != w.raw:
					t.Fatalf("ask %d: raw %q, want %q", i, r.Raw, w.raw)
				}
				if len(r.Stderr) > proc.DefaultTickStderr {
					t.Errorf("ask %d: %d bytes of stderr, cap %d", i, len(r.Stderr), proc.DefaultTickStderr)
				}
				if tc.behaviour == aitest.StderrFlood && len(r.Stderr) == 0 {
					t.Errorf("ask %d: no stderr from a flooding bot", i)
				}
			}
			if n := len(a.StderrTail()); n > proc.DefaultStderrCap {
				t.Errorf("stderr tail %d bytes, cap %d", n, proc.DefaultStderrCap)
			}
			t0 := time.Now()
			a.Close()
			a.Close()
			if d := time.Since(t0); d > 2500*time.Millisecond {
				t.Errorf("Close took %v", d)
			}
		})
	}
}

// TestLateLinesDropped checks that a reply arriving after its deadline is not
// taken as the answer to the next observation.
func TestLateLinesDropped(t *testing.T) {
	t.Parallel()
	a := start(t, proc.Options{}, aitest.Slow, "delay=80ms")
	if _, f, _ := ask(a, 40*time.Millisecond); f == nil || f.Status != sim.Timeout {
		t.Fatalf("first ask: fault %v, want TIMEOUT", f)
	}
	time.Sleep(300 * time.Millisecond) // the late reply is now queued
	r, f, _ := ask(a, time.Second)
	if f != nil {
		t.Fatalf("second ask: %v", f)
	}
	if r.Elapsed < 60*time.Millisecond {
		t.Fatalf("second ask answered in %v: the late line was taken as its reply", r.Elapsed)
	}
}

func TestStartMissingProgram(t *testing.T) {
	t.Parallel()
	a, err := proc.New("./no-such-bot-here --fast", proc.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	err = a.Start(context.Background(), nil)
	if f := ai.AsFault(err); err == nil || f.Status != sim.Crashed {
		t.Fatalf("Start = %v, want CRASHED", err)
	}
	if _, err := a.Ask(context.Background(), ai.Turn{}); ai.AsFault(err).Status != sim.Crashed {
		t.Fatalf("Ask after failed start = %v, want CRASHED", err)
	}
}

func TestNewErrors(t *testing.T) {
	for _, tc := range []struct {
		cmd string
		fr  sim.Framing
	}{
		{"", sim.Framing{}},
		{"bot 'unterminated", sim.Framing{}},
		{"bot", sim.Framing{XML: true}},
		{"bot", sim.Framing{Lines: -1}},
	} {
		if _, err := proc.New(tc.cmd, proc.Options{Framing: tc.fr}); err == nil {
			t.Errorf("New(%q, %+v) succeeded", tc.cmd, tc.fr)
		}
	}
}

// BenchmarkEchoTurn measures the per-turn overhead of a local process that
// answers at once: one observation written, one line read back.
func BenchmarkEchoTurn(b *testing.B) {
	cmd := strings.TrimPrefix(aitest.Command(b, aitest.Echo, "reply=move 1 2"), "proc:")
	a, err := proc.New(cmd, proc.Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer a.Close()
	ctx := context.Background()
	if err := a.Start(ctx, []byte("0\n")); err != nil {
		b.Fatal(err)
	}
	turn := ai.Turn{Wire: []byte("1 2 3 4\n")}
	ctx, cancel := context.WithTimeout(ctx, time.Hour)
	defer cancel()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := a.Ask(ctx, turn); err != nil {
			b.Fatal(err)
		}
	}
}
