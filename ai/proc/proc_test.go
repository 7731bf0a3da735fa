package proc_test

import (
	"context"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"arena/ai"
	"arena/ai/aitest"
	"arena/ai/proc"
	"arena/sim"
)

func TestMain(m *testing.M) {
	if len(os.Args) == 3 && os.Args[1] == hostMarker {
		os.Exit(runHost(os.Args[2]))
	}
	aitest.Main(m)
}

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
	err = a.Start(ctx, []byte("0\n"))
	// A bot that exits at once may or may not have taken the hello by
	// then; either way it must come back CRASHED, never anything else.
	if err != nil && !(behaviour == aitest.CrashStart && ai.AsFault(err).Status == sim.Crashed) {
		t.Fatalf("start: %v", err)
	}
	return a
}

func ask(a *proc.Agent, limit time.Duration) (ai.Reply, *ai.Fault, time.Duration) {
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	t0 := time.Now()
	r, err := a.Ask(ctx, ai.Turn{Wire: []byte("obs\n"), Limit: limit})
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
		{"echo", aitest.Echo, []string{"reply=move 1 2"}, sim.Framing{}, 20 * time.Second,
			[]want{{raw: "move 1 2"}, {raw: "move 1 2"}, {raw: "move 1 2"}}},
		{"sleeps past the limit", aitest.Slow, []string{"delay=300ms"}, sim.Framing{}, 50 * time.Millisecond,
			[]want{{status: sim.Timeout, reason: "no reply within 50ms"}}},
		{"hangs", aitest.Hang, nil, sim.Framing{}, 50 * time.Millisecond,
			[]want{{status: sim.Timeout, reason: "no reply within 50ms"}, {status: sim.Timeout}}},
		{"crashes at start", aitest.CrashStart, nil, sim.Framing{}, 20 * time.Second,
			[]want{{status: sim.Crashed, reason: "exit status 2"}, {status: sim.Crashed, reason: "exit status 2"}}},
		{"crashes mid-game", aitest.CrashAfter, []string{"n=2"}, sim.Framing{}, 20 * time.Second,
			[]want{{raw: "ok"}, {raw: "ok"}, {status: sim.Crashed, reason: "exit status 3"}}},
		{"prints garbage", aitest.Garbage, nil, sim.Framing{}, 20 * time.Second,
			[]want{{raw: aitest.GarbageReply}}},
		{"prints 10 MB", aitest.Flood, nil, sim.Framing{}, 20 * time.Second,
			[]want{{status: sim.Invalid, reason: "longer than 65536 bytes"}, {raw: "ok"}}},
		{"floods stderr", aitest.StderrFlood, nil, sim.Framing{}, 20 * time.Second,
			[]want{{raw: "ok"}, {raw: "ok"}}},
		{"closes stdout", aitest.CloseStdout, nil, sim.Framing{}, 20 * time.Second,
			[]want{{status: sim.Crashed, reason: "closed stdout"}}},
		{"partial line", aitest.Partial, []string{"reply=move 1 2"}, sim.Framing{}, 50 * time.Millisecond,
			[]want{{status: sim.Timeout}}},
		// Garbage where four lines (Paintball) or an "end" (Madmax) is
		// due: the timeout says what the bot sent.
		{"garbage, lines framing", aitest.Garbage, nil, sim.Framing{Lines: 4}, 3 * time.Second,
			[]want{{status: sim.Timeout, reason: "an incomplete reply, 1 line(s)"}}},
		{"garbage, until framing", aitest.Garbage, nil, sim.Framing{Until: "end"}, 3 * time.Second,
			[]want{{status: sim.Timeout, reason: "an incomplete reply"}}},
		{"three lines", aitest.Lines, []string{"n=3", "reply=a b"}, sim.Framing{Lines: 3}, 20 * time.Second,
			[]want{{raw: "a b\na b\na b"}, {raw: "a b\na b\na b"}}},
		{"terminator", aitest.Lines, []string{"n=1", "reply=END"}, sim.Framing{Until: "END"}, 20 * time.Second,
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

// askTurn asks a for turn n (the observation is "n\n") under limit.
func askTurn(a *proc.Agent, n int, limit time.Duration) (ai.Reply, *ai.Fault) {
	r, err := a.Ask(context.Background(), ai.Turn{Tick: n, Wire: []byte(strconv.Itoa(n) + "\n"), Limit: limit})
	if err != nil {
		return r, ai.AsFault(err)
	}
	return r, nil
}

// TestLateReplyNeverAnswersAnotherTurn runs a bot that stalls far past the
// limit at turn 2; its replies carry the turn they answer. None may be
// taken for another turn, the busy turns after the stall are not sent, and
// the bot answers again once it has caught up. Timing only decides how
// many turns are missed, never whether a reply is paired correctly.
func TestLateReplyNeverAnswersAnotherTurn(t *testing.T) {
	t.Parallel()
	a := start(t, proc.Options{}, aitest.Tagged, "stall=2", "delay=2500ms")
	const limit = time.Second
	var missed, answered []int
	for n := 0; n < 12; n++ {
		r, f := askTurn(a, n, limit)
		if f != nil {
			if f.Status != sim.Timeout {
				t.Fatalf("turn %d: %v, want TIMEOUT", n, f)
			}
			missed = append(missed, n)
			continue
		}
		if got := strings.TrimSpace(string(r.Raw)); got != strconv.Itoa(n) {
			t.Fatalf("turn %d took the reply %q, meant for another turn", n, got)
		}
		if n > 2 {
			answered = append(answered, n)
		}
	}
	if !slices.Contains(missed, 2) {
		t.Errorf("missed turns %v, want turn 2 among them", missed)
	}
	if len(answered) == 0 {
		t.Errorf("no turn after the stall was answered (missed %v)", missed)
	}
}

// TestBusyBotIsNotSentState checks the reasons: the turn that times out
// states the limit and the time waited, and a turn asked while the bot is
// still busy says it was not sent.
func TestBusyBotIsNotSentState(t *testing.T) {
	t.Parallel()
	a := start(t, proc.Options{}, aitest.Tagged, "stall=0", "delay=1h")
	_, f := askTurn(a, 0, 100*time.Millisecond)
	if f == nil || f.Status != sim.Timeout || !strings.Contains(f.Reason, "no reply within 100ms (waited ") {
		t.Fatalf("turn 0: %v, want a TIMEOUT stating the limit and the time waited", f)
	}
	if strings.Contains(f.Reason, "-") {
		t.Errorf("negative time in %q", f.Reason)
	}
	_, f = askTurn(a, 1, 100*time.Millisecond)
	if f == nil || f.Status != sim.Timeout || !strings.Contains(f.Reason, "busy: still answering turn 0, so turn 1 was not sent") {
		t.Fatalf("turn 1: %v, want busy", f)
	}
}

// TestFraming checks that replies are framed as the original engines read
// them: blank lines skipped, CRLF accepted, CodeRunner's words read as a
// stream whatever the line breaks.
func TestFraming(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		script  string // printf format written per observation
		framing sim.Framing
		want    []string
	}{
		{"CRLF and blank lines", `a\r\nb\r\n\r\n  \nc\nd\n\n`, sim.Framing{Lines: 4}, []string{"a\nb\nc\nd", "a\nb\nc\nd"}},
		{"blank line before a word", `\n\r\nLEFT\r\n`, sim.Framing{Words: 1}, []string{"LEFT", "LEFT"}},
		{"two words on a line", `LEFT RIGHT\n`, sim.Framing{Words: 1}, []string{"LEFT", "RIGHT", "LEFT", "RIGHT"}},
		{"terminator with spaces", `1 m 0 1\r\n\n end \r\n`, sim.Framing{Until: "end"}, []string{"1 m 0 1", "1 m 0 1"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			a, err := proc.New(`sh -c 'while read l; do printf "`+tc.script+`"; done'`, proc.Options{Framing: tc.framing})
			if err != nil {
				t.Fatal(err)
			}
			defer a.Close()
			if err := a.Start(context.Background(), nil); err != nil {
				t.Fatal(err)
			}
			for n, w := range tc.want {
				r, f := askTurn(a, n, 10*time.Second)
				if f != nil {
					t.Fatalf("turn %d: %v", n, f)
				}
				if string(r.Raw) != w {
					t.Fatalf("turn %d: %q, want %q", n, r.Raw, w)
				}
			}
		})
	}
}

// TestEndAnnounced checks that the end message reaches the bot, which
// then exits by itself within the grace; a bot that ignores it is killed.
func TestEndAnnounced(t *testing.T) {
	t.Parallel()
	a := start(t, proc.Options{}, aitest.Tagged)
	if r, f := askTurn(a, 0, 10*time.Second); f != nil || string(r.Raw) != "0" {
		t.Fatalf("turn 0: %q %v", r.Raw, f)
	}
	if !a.End([]byte("-1\n"), 10*time.Second) {
		t.Fatal("the bot did not exit by itself after the end message")
	}
	if !strings.Contains(string(a.StderrTail()), "end") {
		t.Errorf("stderr %q: the bot never read the end message", a.StderrTail())
	}
	// sleep never reads stdin, so neither the end message nor EOF ends it.
	h, err := proc.New("sleep 300", proc.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	if err := h.Start(context.Background(), nil); err != nil {
		t.Fatal(err)
	}
	t0 := time.Now()
	if h.End([]byte("-1\n"), 50*time.Millisecond) {
		t.Error("a hanging bot counted as exiting by itself")
	}
	if d := time.Since(t0); d > 5*time.Second {
		t.Errorf("End of a hanging bot took %v", d)
	}
}

// TestMainExitsChildHoldsStdout: the bot's main process exits while a child
// in its own session keeps stdout open; the bot is CRASHED on the turn it
// happens, with its exit status, not TIMEOUT turn after turn.
func TestMainExitsChildHoldsStdout(t *testing.T) {
	t.Parallel()
	a := start(t, proc.Options{Framing: sim.Framing{Lines: 2}}, aitest.Orphan)
	r, f := askTurn(a, 0, 10*time.Second)
	if f == nil || f.Status != sim.Crashed || !strings.Contains(f.Reason, "exit status 4") {
		t.Fatalf("turn 0: %q %v, want CRASHED with exit status 4", r.Raw, f)
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
