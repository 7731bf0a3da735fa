package charts

import (
	"context"
	"sync"

	"arena/ai/session"
	"arena/sim"
	"arena/sim/series"
)

// Tracker holds the series of the current source. Its methods are safe
// for the UI goroutine and its replay scan to call together.
type Tracker struct {
	mu     sync.Mutex
	acc    series.Accumulator
	cancel context.CancelFunc
	gen    int // bumped on Reset, so a stale scan stops adding
	// scanning is true while a replay scan runs; scanned is the last
	// position it reached.
	scanning bool
	scanned  int
	// version counts the changes to the series, for drawings of them
	// kept while it stands (Version).
	version uint64
}

// Version changes whenever the series do: a drawing of them made at one
// version stays true until it changes.
func (t *Tracker) Version() uint64 {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.version
}

// Reset forgets the series for a new source. When replay is a file path,
// the file is opened again and scanned in the background (Open is
// session.Open unless a test swaps it).
func (t *Tracker) Reset(replay string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.stopLocked()
	t.acc.Reset()
	t.version++
	t.gen++
	t.scanned = -1
	if replay == "" {
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	t.cancel, t.scanning = cancel, true
	go t.scan(ctx, t.gen, replay)
}

// Close stops a running scan.
func (t *Tracker) Close() {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.stopLocked()
}

func (t *Tracker) stopLocked() {
	if t.cancel != nil {
		t.cancel()
		t.cancel = nil
	}
	t.scanning = false
}

// Open opens a replay for the background scan.
var Open = func(path string) (Scanner, error) { return session.Open(path) }

// Scanner is what the scan walks: a session opened from the file.
type Scanner interface {
	Current() *session.Frame
	Pos() int
	Len() int
	Next(ctx context.Context) (*session.Frame, error)
	Close() error
}

// scan samples every position of the replay at path, asking the
// accumulator first so that a long game computes only what it keeps.
func (t *Tracker) scan(ctx context.Context, gen int, path string) {
	defer func() {
		t.mu.Lock()
		if t.gen == gen {
			t.scanning = false
		}
		t.mu.Unlock()
	}()
	s, err := Open(path)
	if err != nil {
		return // the chart still shows the frames the window plays
	}
	defer s.Close()
	f := s.Current()
	for {
		if !t.add(gen, f.Tick, f.State, true) {
			return
		}
		if s.Pos() >= s.Len() || ctx.Err() != nil {
			return
		}
		if f, err = s.Next(ctx); err != nil {
			return
		}
	}
}

// add samples state st at position pos unless the accumulator has the
// bucket already; it returns false once gen is stale.
func (t *Tracker) add(gen, pos int, st sim.State, scan bool) bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	if gen != t.gen {
		return false
	}
	if scan {
		t.scanned = pos
	}
	if st == nil || !t.acc.Wants(pos) {
		return true
	}
	// Samples only reads the state: frames are immutable once published.
	t.acc.Add(pos, series.Samples(st))
	t.version++
	return true
}

// Observe records the frame the window shows. A frame whose timeline ends
// before what is charted means the timeline forked there (an edit in the
// past): the later points go, and a replay scan, which reads the old
// branch, stops.
func (t *Tracker) Observe(f *session.Frame) {
	if f == nil {
		return
	}
	t.mu.Lock()
	if f.End < t.acc.Last() {
		t.acc.Truncate(f.End)
		t.version++
		t.stopLocked()
		t.gen++
	}
	gen := t.gen
	t.mu.Unlock()
	t.add(gen, f.Tick, f.State, false)
}

// Scanning reports whether a replay scan is running and the position it
// reached.
func (t *Tracker) Scanning() (bool, int) {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.scanning, t.scanned
}

// With runs fn with the accumulator locked, for drawing and hit tests.
func (t *Tracker) With(fn func(acc *series.Accumulator)) {
	t.mu.Lock()
	defer t.mu.Unlock()
	fn(&t.acc)
}
