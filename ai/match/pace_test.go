package match_test

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"arena/ai"
	"arena/ai/match"
	"arena/sim"
)

// fakeClock is a Clock whose time moves only when something sleeps on it
// or a test advances it: the pacing is checked without the wall clock.
type fakeClock struct {
	mu     sync.Mutex
	now    time.Time
	sleeps []time.Duration
}

func (c *fakeClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *fakeClock) Sleep(ctx context.Context, d time.Duration) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.sleeps = append(c.sleeps, d)
	c.now = c.now.Add(d)
	return ctx.Err()
}

func (c *fakeClock) advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}

// TestPaceSchedule: a paced run starts tick k at k/TPS after its first
// tick, sleeping only what the ticks themselves did not use, and plays the
// same match as an unpaced run.
func TestPaceSchedule(t *testing.T) {
	clk := &fakeClock{now: time.Unix(1000, 0)}
	start := clk.Now()
	specs := []string{"builtin:three", "builtin:seven"}
	cfg := sim.Config{Seed: 5, Params: map[string]string{"ticks": "20"}}
	paced, _ := play(t, "count", specs, cfg, match.Options{Pace: match.Pace{TPS: 10, Clock: clk}})
	plain, _ := play(t, "count", specs, cfg, match.Options{})
	if paced.Hash != plain.Hash || paced.Turns != plain.Turns {
		t.Fatalf("paced run played another match: %d ticks %x, unpaced %d ticks %x", paced.Turns, paced.Hash, plain.Turns, plain.Hash)
	}
	// One wait before each tick played; the first starts at once.
	if len(clk.sleeps) == 0 {
		t.Fatal("the paced run never slept")
	}
	for i, d := range clk.sleeps {
		if d != 100*time.Millisecond {
			t.Fatalf("sleep %d = %v, want 100ms (10 ticks/s on a clock that only sleeps)", i, d)
		}
	}
	if got, want := clk.Now().Sub(start), time.Duration(len(clk.sleeps))*100*time.Millisecond; got != want {
		t.Fatalf("the run took %v of clock time, want %v", got, want)
	}
	if len(clk.sleeps) < paced.Turns-1 {
		t.Fatalf("%d sleeps for %d ticks", len(clk.sleeps), paced.Turns)
	}
}

// lagClock is a fakeClock whose time also moves while the match plays:
// every Now after the first costs step, as a slow host would.
type lagClock struct {
	fakeClock
	step  time.Duration
	calls int
}

func (c *lagClock) Now() time.Time {
	c.calls++
	if c.calls > 1 {
		c.advance(c.step)
	}
	return c.fakeClock.Now()
}

// TestPaceLag: a host slower than the pace never sleeps, and one that
// falls far behind gives the lost time up rather than bursting to catch
// it up (each tick after a long one waits its full interval again).
func TestPaceLag(t *testing.T) {
	for _, c := range []struct {
		name      string
		step      time.Duration
		wantSleep bool
	}{
		{"slower than the pace", 150 * time.Millisecond, false},
		{"a little work a tick", 30 * time.Millisecond, true},
	} {
		clk := &lagClock{fakeClock: fakeClock{now: time.Unix(1000, 0)}, step: c.step}
		cfg := sim.Config{Seed: 5, Params: map[string]string{"ticks": "20"}}
		play(t, "count", []string{"builtin:three", "builtin:seven"}, cfg, match.Options{Pace: match.Pace{TPS: 10, Clock: clk}})
		if got := len(clk.sleeps) > 0; got != c.wantSleep {
			t.Errorf("%s: slept %v, want sleeps %v", c.name, clk.sleeps, c.wantSleep)
		}
		for _, d := range clk.sleeps {
			if d != 100*time.Millisecond-c.step {
				t.Errorf("%s: slept %v, want %v (the interval less the tick's own time)", c.name, d, 100*time.Millisecond-c.step)
			}
		}
	}
}

// TestPaceCancel: cancelling a paced run stops it in its wait.
func TestPaceCancel(t *testing.T) {
	clk := &fakeClock{now: time.Unix(1000, 0)}
	g, _ := sim.Lookup("count")
	agents, err := match.NewAgents("count", []string{"builtin:three", "builtin:seven"}, 1)
	if err != nil {
		t.Fatal(err)
	}
	r, err := match.New(g, sim.Config{Seed: 1}, agents, match.Options{Pace: match.Pace{TPS: 10, Clock: clk}})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := r.Run(ctx); err == nil {
		t.Fatal("a cancelled paced run returned no error")
	}
}

// slowReady is a self-timed agent that, like a TCP seat awaiting a
// client's <ready>, may wait longer than the per-reply limit: it says so
// (MaxWait) and answers after a while. It records whether the runner's
// context carried a deadline.
type slowReady struct {
	scripted
	hold     time.Duration
	deadline atomic.Bool
}

func (s *slowReady) SelfTimed() bool        { return true }
func (s *slowReady) MaxWait() time.Duration { return time.Hour }
func (s *slowReady) Ask(ctx context.Context, t ai.Turn) (ai.Reply, error) {
	if _, ok := ctx.Deadline(); ok {
		s.deadline.Store(true)
	}
	time.Sleep(s.hold)
	return s.scripted.Ask(ctx, t)
}

// TestLongestWaitNotCut: a self-timed agent's Ask is not cut by the
// turn's limit (no deadline on its context) nor abandoned by the runner's
// guard while within the longest wait it declares: the 2-s ready wait of
// a TCP seat used to be cut to the 1-s per-reply limit. Two such agents
// are asked at once (the path with a guard). The limits here are a
// millisecond, the answer comes after 50 ms: without the declared wait
// the guard (twice the limit plus the grace) abandons the agents long
// before.
func TestLongestWaitNotCut(t *testing.T) {
	g, err := sim.Lookup("count")
	if err != nil {
		t.Fatal(err)
	}
	a := &slowReady{scripted: scripted{replies: []string{"add 1", "add 1", "add 1"}}, hold: 50 * time.Millisecond}
	b := &slowReady{scripted: scripted{replies: []string{"add 2", "add 2", "add 2"}}, hold: 50 * time.Millisecond}
	lim := &sim.Limits{FirstReply: time.Millisecond, PerTick: time.Millisecond, MaxStrikes: 3}
	r, err := match.New(g, sim.Config{Seed: 1, Params: map[string]string{"ticks": "3"}}, []ai.Agent{a, b},
		match.Options{Limits: lim, Grace: time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	res, err := r.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	for i, p := range res.Players {
		if p.Faults != 0 {
			t.Fatalf("player %d: %+v (cut or abandoned within its declared wait)", i, p)
		}
	}
	if a.deadline.Load() || b.deadline.Load() {
		t.Fatal("a self-timed agent was asked under a deadline")
	}
}
