package tcp

import (
	"bufio"
	"context"
	"strings"
	"testing"
	"time"

	"arena/ai"
)

func TestKindsOf(t *testing.T) {
	for _, c := range []struct {
		docs []string
		want kinds
	}{
		{nil, 0},
		{[]string{`<setup my-guid="G1">`}, kindSetup},
		{[]string{`<status status="UPDATE" player-guid="G1">`}, kindUpdate},
		{[]string{`<status status="NO_PATH" player-guid="G1">`}, kindMine},
		{[]string{`<status status="PASSENGER_DELIVERED" player-guid="G1"><players/></status>`}, kindMine},
		{[]string{`<status status="PASSENGER_DELIVERED" player-guid="G2">`}, kindOthers},
		{[]string{`<status status="UPDATE" player-guid="G2">`}, kindOthers},
		{[]string{`<powerup-status played-by="G2" status="POWER_UP_PLAYED">`}, kindCard},
		{[]string{`<status status="PASSENGER_PICKED_UP" player-guid="G2">`, `<status status="UPDATE" player-guid="G1">`}, kindOthers | kindUpdate},
		{[]string{`<exit/>`}, 0},
	} {
		var wire []byte
		for _, d := range c.docs {
			wire = append(wire, frame([]byte(d))...)
		}
		if got := kindsOf(wire, "G1"); got != c.want {
			t.Errorf("%q: kinds %b, want %b", c.docs, got, c.want)
		}
	}
	// A truncated frame ends the scan with what was read.
	wire := append(frame([]byte(`<status status="UPDATE" player-guid="G1">`)), 9, 0, 0, 0, '<')
	if got := kindsOf(wire, "G1"); got != kindUpdate {
		t.Errorf("truncated: %b", got)
	}
}

// lockstepSeat is a joined lockstep seat and the client's end of it: the
// client answers the messages whose head contains one of answer's keys.
func lockstepSeat(t *testing.T, answer ...string) (*Agent, func()) {
	t.Helper()
	srv, err := Listen("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	// A silent wait costs 20 ms; an answered one returns on the answer.
	a := New(srv, Options{Name: "L", Wait: 20 * time.Millisecond, ReadyWait: 20 * time.Millisecond})
	c := dial(t, srv)
	send(t, c, `<join name="L" school="s" language="Go"/>`)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := a.Start(ctx, frame([]byte(`<setup my-guid="G1"/>`))); err != nil {
		t.Fatal(err)
	}
	a.Take(0) // the <join>
	go func() {
		r := bufio.NewReader(c)
		for {
			msg, err := readFrame(r)
			if err != nil {
				return
			}
			for _, k := range answer {
				if strings.Contains(string(msg), k) {
					send(t, c, `<move><path>1,1;</path></move>`)
					break
				}
			}
		}
	}()
	return a, func() { a.Close(); c.Close(); srv.Close() }
}

// TestLockstepLearnsWhatIsAnswered: in lockstep every kind of status is
// waited for until the client lets a wait on that kind run out; from then
// on that kind costs nothing, while the kinds it answers are still waited
// for, and an answer to a kind makes it waited for again.
func TestLockstepLearnsWhatIsAnswered(t *testing.T) {
	a, done := lockstepSeat(t, `status="NO_PATH" player-guid="G1"`)
	defer done()
	ask := func(doc string) bool {
		t.Helper()
		rp, err := a.Ask(context.Background(), ai.Turn{Wire: frame([]byte(doc))})
		if err != nil {
			t.Fatal(err)
		}
		return rp.Raw != nil
	}
	mine := `<status status="NO_PATH" player-guid="G1"/>`
	other := `<status status="PASSENGER_PICKED_UP" player-guid="G2"/>`
	update := `<status status="UPDATE" player-guid="G1"/>`
	steps := []struct {
		doc      string
		answered bool
		waits    int // Waits() after the step
	}{
		{mine, true, 1},    // answered: the orders come with the reply
		{other, false, 2},  // waited for once, in vain
		{other, false, 2},  // then not waited for
		{update, false, 3}, // a new kind: waited for once
		{update, false, 3},
		{mine, true, 4}, // still waited for, and answered
		{other, false, 4},
	}
	for i, s := range steps {
		got := ask(s.doc)
		if got != s.answered || a.Waits() != s.waits {
			t.Fatalf("step %d %s: answered %v waits %d, want %v %d", i, s.doc, got, a.Waits(), s.answered, s.waits)
		}
	}
}

// TestReadyWaitInRealTime: the original waits for <ready> (up to 2 s)
// before its game runs, in real time too (reference §3.2), while a real-
// time seat never waits on a status.
func TestReadyWaitInRealTime(t *testing.T) {
	srv, err := Listen("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	a := New(srv, Options{Name: "R", RealTime: true, Wait: time.Hour, ReadyWait: time.Hour})
	defer a.Close()
	c := dial(t, srv)
	defer c.Close()
	send(t, c, `<join name="R" school="s" language="Go"/>`)
	if err := a.Start(context.Background(), nil); err != nil {
		t.Fatal(err)
	}
	a.Take(0)
	go func() {
		r := bufio.NewReader(c)
		if strings.HasPrefix(recv(t, r), "<setup") {
			send(t, c, `<ready/>`)
		}
	}()
	rp, err := a.Ask(context.Background(), ai.Turn{Wire: frame([]byte(`<setup my-guid="G1"/>`))})
	if err != nil || !strings.Contains(string(rp.Raw), "<ready/>") {
		t.Fatalf("ask after setup in real time: %q %v", rp.Raw, err)
	}
	// An hour-long answer wait would hang here if a status were waited on.
	if _, err := a.Ask(context.Background(), ai.Turn{Wire: frame([]byte(`<status status="NO_PATH" player-guid="G1"/>`))}); err != nil {
		t.Fatal(err)
	}
	if a.Waits() != 1 {
		t.Fatalf("%d waits in real time, want 1 (the setup)", a.Waits())
	}
}

// TestAnswerWait: the answer wait is Options.Wait when set, else the
// turn's limit (the game's per-reply limit) capped at MaxAnswerWait; the
// runner's guard is told the longest wait.
func TestAnswerWait(t *testing.T) {
	for _, c := range []struct {
		opt   time.Duration
		limit time.Duration
		want  time.Duration
	}{
		{0, 1010 * time.Millisecond, 1010 * time.Millisecond},
		{0, 24 * time.Hour, MaxAnswerWait},
		{0, 0, time.Second},
		{300 * time.Millisecond, time.Hour, 300 * time.Millisecond},
	} {
		a := New(nil, Options{Wait: c.opt})
		if got := a.answerWait(ai.Turn{Limit: c.limit}); got != c.want {
			t.Errorf("Wait %v limit %v: %v, want %v", c.opt, c.limit, got, c.want)
		}
		if a.MaxWait() < 2*time.Second || !a.SelfTimed() {
			t.Errorf("MaxWait %v below the ready wait, or not self-timed", a.MaxWait())
		}
	}
}

// TestLateClientSlowsTheGame: in lockstep a client whose <ready>, or
// answer to a kind of status about its own car it has answered before,
// is overdue is late (busy, not silent): the game goes on at the
// original's pace until it sends something. A kind it never answered is
// not waited for and makes nobody late.
func TestLateClientSlowsTheGame(t *testing.T) {
	srv, err := Listen("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	a := New(srv, Options{Name: "S", Wait: 20 * time.Millisecond, ReadyWait: 20 * time.Millisecond})
	defer a.Close()
	c := dial(t, srv)
	defer c.Close()
	send(t, c, `<join name="S" school="s" language="Go"/>`)
	if err := a.Start(context.Background(), nil); err != nil {
		t.Fatal(err)
	}
	a.Take(0)
	// The client answers what the test tells it to, when it tells it.
	answer := make(chan string)
	go func() {
		for doc := range answer {
			send(t, c, doc)
		}
	}()
	defer close(answer)
	ask := func(doc string) ai.Reply {
		t.Helper()
		rp, err := a.Ask(context.Background(), ai.Turn{Wire: frame([]byte(doc))})
		if err != nil {
			t.Fatal(err)
		}
		return rp
	}
	mine := `<status status="NO_PATH" player-guid="G1"/>`
	other := `<status status="PASSENGER_PICKED_UP" player-guid="G2"/>`
	a.guid = "G1"
	if ask(`<setup my-guid="G1"/>`); !a.Late() {
		t.Fatal("no <ready> within the ready wait, and the seat is not late")
	}
	answer <- `<ready/>`
	for rp := a.Take(1); len(rp) == 0; rp = a.Take(1) {
		time.Sleep(time.Millisecond) // the ready arrives
	}
	if a.Late() {
		t.Fatal("late after the <ready> came")
	}
	if ask(other); a.Late() {
		t.Fatal("late over a kind never answered")
	}
	// Its own NO_PATH, a kind it has answered before (as the reader
	// records an answer), now overdue.
	a.mu.Lock()
	a.known |= kindMine
	a.mu.Unlock()
	if ask(mine); !a.Late() {
		t.Fatal("an overdue answer to its own status did not make the seat late")
	}
	answer <- `<move/>`
	for rp := a.Take(3); len(rp) == 0; rp = a.Take(3) {
		time.Sleep(time.Millisecond)
	}
	if a.Late() {
		t.Fatal("still late once it answered")
	}
}

// TestLockstepSpacesMessages: in lockstep a seat's messages of a later
// tick go out no sooner than one of the original's ticks after the last
// ones (the 2014 frameworks drop a message that arrives while they handle
// one); a real-time seat is never held (its runner keeps the pace).
func TestLockstepSpacesMessages(t *testing.T) {
	a, done := lockstepSeat(t) // answers nothing
	defer done()
	other := frame([]byte(`<status status="PASSENGER_PICKED_UP" player-guid="G2"/>`))
	a.Ask(context.Background(), ai.Turn{Tick: 1, Wire: other}) // waited for once, then quiet
	a.Ask(context.Background(), ai.Turn{Tick: 2, Wire: other}) // not waited for
	start := time.Now()
	a.Ask(context.Background(), ai.Turn{Tick: 3, Wire: other})
	if d := time.Since(start); d < time.Second/OriginalTPS {
		t.Fatalf("messages of ticks 2 and 3 went out %v apart, want at least %v", d, time.Second/OriginalTPS)
	}
	if a.Waits() != 1 {
		t.Fatalf("%d waits, want 1: the spacing is not a wait for an answer", a.Waits())
	}
}
