//go:build gui

package charts

import (
	"path/filepath"
	"reflect"
	"testing"

	"arena/sim"
	"arena/sim/coderunner"
	"arena/sim/madmax"
	"arena/sim/series"
	"arena/sim/simtest"
)

func init() {
	sim.Register(coderunner.Game{})
	sim.Register(madmax.Game{})
}

// TestRecordedGamesChart: games recorded by the original engines, which
// know nothing of charts (a CodeRunner trace, a Madmax .res file), chart
// whole from their states.
func TestRecordedGamesChart(t *testing.T) {
	for _, c := range []struct {
		game, file string
		names      []string
	}{
		{"coderunner", "trace_5.txt", []string{series.Score, "gold", "kills"}},
		{"madmax", "madmax_demo4_s7_maze4.res.gz", []string{series.Score, "gas", "missiles"}},
	} {
		path := filepath.Join(simtest.RefDir(t, c.game), c.file)
		var tr Tracker
		tr.Reset(path)
		waitScan(t, &tr)
		var names []string
		var n, last int
		var hi float64
		tr.With(func(acc *series.Accumulator) {
			names, n, last = append(names, acc.Names()...), acc.Len(), acc.Last()
			_, hi = acc.Range(series.Score)
		})
		if !reflect.DeepEqual(names, c.names) || n < 100 || hi <= 0 {
			t.Errorf("%s: series %v, %d points up to %d, best score %v", c.file, names, n, last, hi)
		}
	}
}
