//go:build gui

package charts

import (
	"context"
	"errors"
	"testing"
	"time"

	"arena/ai/session"
	"arena/sim"
	"arena/sim/series"
)

// tally is a state whose one series is its position times ten.
type tally struct {
	sim.State
	pos int
}

func (t tally) ChartSamples() []series.Sample {
	return []series.Sample{{Series: series.Score, Player: 0, Value: float64(t.pos * 10)}}
}

func frame(pos, end int) *session.Frame {
	return &session.Frame{Tick: pos, End: end, State: tally{pos: pos}}
}

// fakeReplay is a replay of n positions; step, when set, gates each Next.
type fakeReplay struct {
	pos, n int
	step   chan struct{}
}

func (f *fakeReplay) Current() *session.Frame { return frame(f.pos, f.n) }
func (f *fakeReplay) Pos() int                { return f.pos }
func (f *fakeReplay) Len() int                { return f.n }
func (f *fakeReplay) Close() error            { return nil }
func (f *fakeReplay) Next(ctx context.Context) (*session.Frame, error) {
	if f.step != nil {
		select {
		case <-f.step:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	f.pos++
	return frame(f.pos, f.n), nil
}

func points(t *Tracker) (pos []int, vals []float64) {
	t.With(func(acc *series.Accumulator) {
		for _, p := range acc.Points() {
			pos = append(pos, p.Pos)
			vals = append(vals, p.Value(0))
		}
	})
	return pos, vals
}

func waitScan(t *testing.T, tr *Tracker) {
	t.Helper()
	for range 500 {
		if on, _ := tr.Scanning(); !on {
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatal("the scan never ended")
}

func TestObserveAndFork(t *testing.T) {
	var tr Tracker
	tr.Reset("")
	for _, pos := range []int{0, 1, 2, 5, 5, 9} {
		tr.Observe(frame(pos, 9))
	}
	tr.Observe(nil)
	if pos, vals := points(&tr); len(pos) != 5 || pos[3] != 5 || vals[4] != 90 {
		t.Fatalf("points %v %v", pos, vals)
	}
	// An edit at 2 forks the timeline: it ends at 2, the later points go.
	tr.Observe(frame(2, 2))
	if pos, _ := points(&tr); len(pos) != 3 || pos[2] != 2 {
		t.Fatalf("after the fork: %v", pos)
	}
}

func TestScanChartsTheWholeReplay(t *testing.T) {
	defer func(o func(string) (Scanner, error)) { Open = o }(Open)
	Open = func(path string) (Scanner, error) {
		if path != "r.arena" {
			return nil, errors.New("no such file")
		}
		return &fakeReplay{n: 3000}, nil
	}
	var tr Tracker
	tr.Reset("r.arena")
	waitScan(t, &tr)
	pos, vals := points(&tr)
	if len(pos) == 0 || len(pos) > series.DefaultMax || pos[0] != 0 || pos[len(pos)-1] < 3000-8 {
		t.Fatalf("%d points from %v to %v", len(pos), pos[0], pos[len(pos)-1])
	}
	for i, p := range pos {
		if vals[i] != float64(p*10) {
			t.Fatalf("value at %d is %v", p, vals[i])
		}
	}
	// A file that does not open leaves an empty chart for the frames.
	tr.Reset("missing")
	waitScan(t, &tr)
	if pos, _ := points(&tr); len(pos) != 0 {
		t.Errorf("points from a missing file: %v", pos)
	}
}

// A scan that is overtaken (a new source, or a fork) adds nothing more.
func TestStaleScanStops(t *testing.T) {
	defer func(o func(string) (Scanner, error)) { Open = o }(Open)
	step := make(chan struct{})
	Open = func(string) (Scanner, error) { return &fakeReplay{n: 100, step: step}, nil }
	var tr Tracker
	tr.Reset("r.arena")
	step <- struct{}{}
	step <- struct{}{}
	for at := 0; at < 2; _, at = tr.Scanning() {
		time.Sleep(time.Millisecond)
	}
	// The timeline forks at 1 while the scan is at 2.
	tr.Observe(frame(1, 1))
	select {
	case step <- struct{}{}:
	case <-time.After(50 * time.Millisecond):
	}
	waitScan(t, &tr)
	if pos, _ := points(&tr); len(pos) != 2 || pos[1] != 1 {
		t.Errorf("after the fork: %v", pos)
	}
	tr.Close()
}
