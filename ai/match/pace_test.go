package match_test

import (
	"context"
	"sync"
	"testing"
	"time"

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
