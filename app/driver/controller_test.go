package driver

import (
	"context"
	"errors"
	"strings"
	"sync"
	"testing"
	"time"

	"arena/ai/session"
	"arena/sim"
)

// countSource is a Source whose ticks are numbers: Next plays up to limit,
// Seek moves back, Edit refuses odd texts.
type countSource struct {
	mu     sync.Mutex
	tick   int
	played int
	limit  int
	closed bool
}

func (s *countSource) frame() *session.Frame {
	return &session.Frame{Tick: s.tick, End: s.played, Done: s.played >= s.limit}
}
func (s *countSource) Meta() session.Meta { return session.Meta{Game: "count", Seed: 7} }
func (s *countSource) Current() *session.Frame {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.frame()
}
func (s *countSource) Next(context.Context) (*session.Frame, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.tick >= s.limit {
		return s.frame(), session.ErrEnded
	}
	s.tick++
	s.played = max(s.played, s.tick)
	f := s.frame()
	f.Events = []sim.Event{{Tick: s.tick, Kind: "count", Player: -1}}
	return f, nil
}
func (s *countSource) Seek(t int) (*session.Frame, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.tick = max(0, min(t, s.played))
	return s.frame(), nil
}
func (s *countSource) Edit(text string) (*session.Frame, error) {
	if len(text)%2 == 1 {
		return nil, errors.New("odd edit")
	}
	return s.Current(), nil
}
func (s *countSource) Markers() []session.Marker             { return nil }
func (s *countSource) Logs(int, int, int) []session.LogEntry { return nil }
func (s *countSource) Save(string) error                     { return nil }
func (s *countSource) Close() error                          { s.closed = true; return nil }

// waitFor polls cond (the worker runs on its own goroutine) up to a
// generous bound; it is a liveness bound, not a timing assertion.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for i := 0; i < 2000; i++ {
		if cond() {
			return
		}
		time.Sleep(5 * time.Millisecond)
	}
	t.Fatalf("never: %s", what)
}

func TestControllerPlaysSeeksAndEdits(t *testing.T) {
	src := &countSource{limit: 20}
	c := New(src)
	defer c.Close()
	if c.Playing() || c.Frame().Tick != 0 {
		t.Fatal("a new controller is not paused at tick 0")
	}
	// Credits are ticks: five granted, five played.
	c.SetPlaying(true)
	c.Grant(5)
	waitFor(t, "five ticks", func() bool { return c.Frame().Tick == 5 })
	evs, _ := c.Drain()
	if len(evs) != 5 {
		t.Errorf("%d events drained, want 5", len(evs))
	}
	c.SetPlaying(false)
	c.Seek(2)
	waitFor(t, "the seek", func() bool { return c.Frame().Tick == 2 })
	if _, jumped := c.Drain(); !jumped {
		t.Error("a seek did not report a jump")
	}
	c.Step()
	waitFor(t, "a step", func() bool { return c.Frame().Tick == 3 })
	done := make(chan error, 1)
	c.Edit("odd", done)
	if err := <-done; err == nil {
		t.Error("a refused edit reported no error")
	}
	// Full speed plays to the end and stops there.
	c.SetPlaying(true)
	c.Grant(-1)
	waitFor(t, "the end", func() bool { f := c.Frame(); return f.Tick == 20 && f.Done })
	c.Note("hello")
	if ms := c.Messages(); len(ms) == 0 || !strings.Contains(strings.Join(ms, "|"), "hello") {
		t.Errorf("messages %q", ms)
	}
	// Replace closes the old source.
	c.Replace(&countSource{limit: 3})
	waitFor(t, "the new source", func() bool { return c.Frame().Tick == 0 })
	waitFor(t, "the old source closed", func() bool { return src.closed })
}

// skimSource is a countSource that can skim: Skim plays a tick whose
// frame has no state, Next and Current make frames with one (a stand-in
// state: the frame's tick).
type skimSource struct {
	countSource
	skims, nexts int
}

type tickState struct{ sim.State }

func (s *skimSource) Skim(ctx context.Context) (*session.Frame, error) {
	s.skims++
	f, err := s.countSource.Next(ctx)
	return f, err
}

func (s *skimSource) Next(ctx context.Context) (*session.Frame, error) {
	s.nexts++
	f, err := s.countSource.Next(ctx)
	f.State = tickState{}
	return f, err
}

func (s *skimSource) Current() *session.Frame {
	f := s.countSource.Current()
	f.State = tickState{}
	return f
}

// TestControllerSkimsTicksNotShown checks that of the ticks granted for a
// frame only the last is played with a frame (Next); the others are
// skimmed, and their events still reach the window. Paused in the middle
// of a run, the position reached is published.
func TestControllerSkimsTicksNotShown(t *testing.T) {
	src := &skimSource{countSource: countSource{limit: 100}}
	c := New(src)
	defer c.Close()
	c.SetPlaying(true)
	c.Grant(6)
	waitFor(t, "six ticks", func() bool { return c.Frame().Tick == 6 })
	if evs, _ := c.Drain(); len(evs) != 6 {
		t.Errorf("%d events drained, want 6", len(evs))
	}
	c.SetPlaying(false)
	done := make(chan error, 1)
	c.Call(func(Source) (*session.Frame, error) { return nil, nil }, done)
	<-done
	if src.nexts != 1 || src.skims != 5 {
		t.Errorf("%d ticks played with a frame, %d skimmed; want 1 and 5", src.nexts, src.skims)
	}
	if f := c.Frame(); f.State == nil {
		t.Error("a skimmed frame was published")
	}
	// Full speed: a frame after each one the window takes; stopped, the
	// last position is published.
	c.SetPlaying(true)
	c.Grant(-1)
	waitFor(t, "the end", func() bool { f := c.Frame(); return f.Tick == 100 && f.State != nil })
	if src.skims == 5 {
		t.Error("nothing was skimmed at full speed")
	}
}
