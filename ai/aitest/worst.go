package aitest

import (
	"runtime"
	"slices"
	"testing"
	"time"

	"arena/ai"
	"arena/sim"
)

// Worst records the slowest Act of the bots it wraps, so a benchmark can
// report a built-in's worst turn against each game's time limit (issue 18:
// bots must keep within it on a slow laptop). Only benchmarks use it:
// tests never depend on wall-clock time.
type Worst struct {
	Max    time.Duration // wall-clock time of the slowest turn
	MaxCPU time.Duration // CPU time of the costliest turn (Linux only)
	all    []time.Duration
}

// Wrap returns bot with every Act timed into w.
func (w *Worst) Wrap(bot ai.Bot) ai.Bot { return timed{bot, w} }

// Report adds the worst turn and the 99.9th percentile (wall clock), and
// the costliest turn in CPU time, in milliseconds, to b's results. On a
// loaded machine the wall-clock figures include the time the goroutine
// waited for a core; the CPU figure does not.
func (w *Worst) Report(b *testing.B) {
	b.ReportMetric(float64(w.Max.Microseconds())/1000, "worst-ms/turn")
	if w.MaxCPU > 0 {
		b.ReportMetric(float64(w.MaxCPU.Microseconds())/1000, "worst-cpu-ms/turn")
	}
	if len(w.all) > 0 {
		slices.Sort(w.all)
		p := w.all[len(w.all)*999/1000]
		b.ReportMetric(float64(p.Microseconds())/1000, "p99.9-ms/turn")
	}
}

type timed struct {
	ai.Bot
	w *Worst
}

func (t timed) Act(s sim.State, p sim.PlayerID) sim.Action {
	// The turn runs on one OS thread so its CPU time can be read.
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	cpu0, ok := threadCPU()
	start := time.Now()
	a := t.Bot.Act(s, p)
	d := time.Since(start)
	if cpu1, ok1 := threadCPU(); ok && ok1 {
		t.w.MaxCPU = max(t.w.MaxCPU, cpu1-cpu0)
	}
	t.w.Max = max(t.w.Max, d)
	t.w.all = append(t.w.all, d)
	return a
}
