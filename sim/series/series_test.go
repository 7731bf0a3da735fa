package series

import (
	"math"
	"reflect"
	"testing"

	"arena/sim"
)

// score is a state that only tells running scores (match.Scorer).
type score struct {
	sim.State
	v []int64
}

func (s score) Scores() []int64 { return s.v }

// charted is a state with series of its own.
type charted struct{ sim.State }

func (charted) ChartSamples() []Sample {
	return []Sample{{Score, 0, 1}, {"gold", 0, 2}}
}

func TestSamples(t *testing.T) {
	cases := []struct {
		name string
		s    sim.State
		want []Sample
	}{
		{"charter", charted{}, []Sample{{Score, 0, 1}, {"gold", 0, 2}}},
		{"scorer", score{v: []int64{5, -3}}, []Sample{{Score, 0, 5}, {Score, 1, -3}}},
		{"neither", struct{ sim.State }{}, nil},
	}
	for _, c := range cases {
		if got := Samples(c.s); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: Samples = %v, want %v", c.name, got, c.want)
		}
	}
}

// one is a single-line sample list.
func one(v float64) []Sample { return []Sample{{Score, 0, v}} }

func positions(a *Accumulator) []int {
	var out []int
	for _, p := range a.Points() {
		out = append(out, p.Pos)
	}
	return out
}

func TestAccumulatorThinsToMax(t *testing.T) {
	cases := []struct {
		max, n     int
		wantPos    []int
		wantStride int
	}{
		{4, 3, []int{0, 1, 2}, 1},
		{4, 4, []int{0, 1, 2, 3}, 1},
		{4, 5, []int{0, 2, 4}, 2},
		{4, 9, []int{0, 4, 8}, 4},
		{3, 8, []int{0, 4}, 4},
	}
	for _, c := range cases {
		a := Accumulator{Max: c.max}
		for pos := range c.n {
			a.Add(pos, one(float64(pos*10)))
		}
		if c.n == 5 && (a.Wants(5) || !a.Wants(6)) {
			t.Errorf("max 4, stride 2: Wants(5) %v Wants(6) %v", a.Wants(5), a.Wants(6))
		}
		if got := positions(&a); !reflect.DeepEqual(got, c.wantPos) || a.Stride() != c.wantStride {
			t.Errorf("max %d, %d ticks: positions %v stride %d, want %v stride %d", c.max, c.n, got, a.Stride(), c.wantPos, c.wantStride)
		}
		for _, p := range a.Points() {
			if p.Value(0) != float64(p.Pos*10) {
				t.Errorf("max %d: value at %d is %v", c.max, p.Pos, p.Value(0))
			}
		}
	}
}

// A long game (Windwardopolis' ~50 000 ticks) stays within the budget.
func TestAccumulatorBoundedOnALongGame(t *testing.T) {
	var a Accumulator
	for pos := range 50_000 {
		a.Add(pos, []Sample{{Score, 0, float64(pos)}, {Score, 1, 1}, {"coffee", 0, 3}})
	}
	if a.Len() > DefaultMax || a.Len() < DefaultMax/2 {
		t.Fatalf("%d points kept, want between %d and %d", a.Len(), DefaultMax/2, DefaultMax)
	}
	if got := a.Names(); !reflect.DeepEqual(got, []string{Score, "coffee"}) {
		t.Errorf("names %v", got)
	}
	if lo, hi := a.Range(Score); lo != 0 || hi < 49_000 {
		t.Errorf("score range %v..%v", lo, hi)
	}
}

// The points kept do not depend on the order positions arrive in (the app
// adds what it sees while playing and a scan fills in the rest).
func TestAccumulatorOrderIndependent(t *testing.T) {
	var fwd, rev, mixed Accumulator
	fwd.Max, rev.Max, mixed.Max = 8, 8, 8
	for pos := range 40 {
		fwd.Add(pos, one(float64(pos)))
		rev.Add(39-pos, one(float64(39-pos)))
	}
	for _, pos := range []int{30, 5, 17, 0, 39, 22, 1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 18,
		19, 20, 21, 23, 24, 25, 26, 27, 28, 29, 31, 32, 33, 34, 35, 36, 37, 38} {
		mixed.Add(pos, one(float64(pos)))
	}
	if !reflect.DeepEqual(positions(&fwd), positions(&rev)) || !reflect.DeepEqual(positions(&fwd), positions(&mixed)) {
		t.Errorf("forward %v, reverse %v, mixed %v", positions(&fwd), positions(&rev), positions(&mixed))
	}
}

func TestAccumulatorReplaceTruncateNearest(t *testing.T) {
	var a Accumulator
	for _, pos := range []int{0, 10, 20, 30} {
		a.Add(pos, one(1))
	}
	a.Add(20, []Sample{{"health", 1, 7}})
	p := a.Points()[2]
	if !math.IsNaN(p.Value(0)) || p.Value(a.Column(Key{"health", 1})) != 7 {
		t.Errorf("replaced point %+v", p)
	}
	if a.Column(Key{"none", 0}) != -1 || !math.IsNaN(a.Points()[0].Value(1)) {
		t.Error("missing line reads as a value")
	}
	for _, c := range []struct{ pos, want int }{{-5, 0}, {4, 0}, {5, 0}, {6, 1}, {29, 3}, {99, 3}} {
		if got := a.Nearest(c.pos); got != c.want {
			t.Errorf("Nearest(%d) = %d, want %d", c.pos, got, c.want)
		}
	}
	for _, c := range []struct {
		pos  int
		want bool
	}{{-1, false}, {10, false}, {11, true}, {31, true}} {
		if got := a.Wants(c.pos); got != c.want {
			t.Errorf("Wants(%d) = %v", c.pos, got)
		}
	}
	a.Truncate(15)
	if got := positions(&a); !reflect.DeepEqual(got, []int{0, 10}) || a.Last() != 10 {
		t.Errorf("after Truncate(15): %v", got)
	}
	a.Add(-1, one(1))
	a.Add(3, nil)
	if a.Len() != 2 {
		t.Errorf("a negative position or no samples was kept: %v", positions(&a))
	}
	a.Reset()
	if a.Len() != 0 || a.Last() != -1 || a.Nearest(3) != -1 || len(a.Keys()) != 0 {
		t.Error("Reset kept points")
	}
	if lo, hi := a.Range(Score); lo != 0 || hi != 0 {
		t.Errorf("empty range %v..%v", lo, hi)
	}
}

// BenchmarkAccumulator adds a long game's positions (Windwardopolis'
// ~50 000 ticks, three series of ten seats) as a replay scan does: asking
// Wants first, sampling only what is kept.
func BenchmarkAccumulator(b *testing.B) {
	samples := make([]Sample, 0, 30)
	for _, name := range []string{Score, "deliveries", "coffee"} {
		samples = PerPlayer(samples, name, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10)
	}
	b.ReportAllocs()
	for b.Loop() {
		var a Accumulator
		for pos := range 50_000 {
			if a.Wants(pos) {
				a.Add(pos, samples)
			}
		}
	}
}
