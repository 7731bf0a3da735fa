package series

import (
	"math"
	"sort"

	"arena/sim"
)

// Score is the name of the series every game has: each player's score as
// the game counts it while playing.
const Score = "score"

// Sample is one plotted value of one state: player Player's value of the
// series named Series.
type Sample struct {
	Series string
	Player int
	Value  float64
}

// Charter is implemented by a sim.State whose game plots series of its
// own. ChartSamples is pure: it only reads the state. The Score series
// comes first, then the game's own series in the order they are drawn.
type Charter interface {
	ChartSamples() []Sample
}

// scorer is match.Scorer, restated so that this package needs only sim.
type scorer interface{ Scores() []int64 }

// Samples returns what to plot for state s: its Charter samples, else its
// running scores (match.Scorer), else nothing.
func Samples(s sim.State) []Sample {
	switch c := s.(type) {
	case Charter:
		return c.ChartSamples()
	case scorer:
		return PerPlayer(nil, Score, int64s(c.Scores())...)
	}
	return nil
}

func int64s(v []int64) []float64 {
	out := make([]float64, len(v))
	for i, x := range v {
		out[i] = float64(x)
	}
	return out
}

// PerPlayer appends one sample per player (player i gets values[i]) of the
// series name to dst: the helper the games' Charters are written with.
func PerPlayer(dst []Sample, name string, values ...float64) []Sample {
	for p, v := range values {
		dst = append(dst, Sample{Series: name, Player: p, Value: v})
	}
	return dst
}

// Key names one plotted line: a series and a player.
type Key struct {
	Series string
	Player int
}

// Point is the values of every line at one timeline position; Values is
// indexed like Accumulator.Keys, NaN where a line has no value.
type Point struct {
	Pos    int
	Values []float64
}

// DefaultMax is the Accumulator's point budget when Max is 0: enough for a
// chart as wide as a screen.
const DefaultMax = 1024

// Accumulator collects samples by timeline position in bounded memory.
// The points it keeps do not depend on the order positions were added in:
// for each stride-wide bucket of positions, the lowest position added.
// The zero value is ready to use.
type Accumulator struct {
	// Max is the most points kept (DefaultMax when 0; at least 2).
	Max int

	stride int
	keys   []Key
	index  map[Key]int
	names  []string // series names in order of first appearance
	pts    []Point  // sorted by Pos, at most one per bucket
}

func (a *Accumulator) max() int {
	if a.Max <= 0 {
		return DefaultMax
	}
	return max(a.Max, 2)
}

// Stride is the distance between buckets: 1 until the first thinning,
// then a power of two.
func (a *Accumulator) Stride() int { return max(a.stride, 1) }

// Add records the samples of the state at timeline position pos. A
// position already recorded has its values replaced; a position whose
// bucket already holds a lower position is dropped.
func (a *Accumulator) Add(pos int, samples []Sample) {
	if pos < 0 || len(samples) == 0 {
		return
	}
	st := a.Stride()
	i := sort.Search(len(a.pts), func(i int) bool { return a.pts[i].Pos >= pos })
	switch {
	case i < len(a.pts) && a.pts[i].Pos == pos:
		a.fill(&a.pts[i], samples)
		return
	case i > 0 && a.pts[i-1].Pos/st == pos/st:
		return // a lower position holds this bucket
	case i < len(a.pts) && a.pts[i].Pos/st == pos/st:
		a.fill(&a.pts[i], samples) // pos is lower: it takes the bucket
		a.pts[i].Pos = pos
		return
	}
	p := Point{Pos: pos}
	a.fill(&p, samples)
	a.pts = append(a.pts, Point{})
	copy(a.pts[i+1:], a.pts[i:])
	a.pts[i] = p
	for len(a.pts) > a.max() {
		a.thin()
	}
}

// Wants reports whether Add(pos, …) would keep a new point: false when pos
// or a lower position of its bucket is already recorded. A scan over a
// long timeline asks first, so it computes only the samples it keeps.
func (a *Accumulator) Wants(pos int) bool {
	if pos < 0 {
		return false
	}
	st := a.Stride()
	i := sort.Search(len(a.pts), func(i int) bool { return a.pts[i].Pos >= pos })
	if i < len(a.pts) && a.pts[i].Pos == pos {
		return false
	}
	return i == 0 || a.pts[i-1].Pos/st != pos/st
}

// fill sets p's values from samples, adding keys first seen.
func (a *Accumulator) fill(p *Point, samples []Sample) {
	if a.index == nil {
		a.index = map[Key]int{}
	}
	if p.Values == nil {
		// One allocation for the lines known, with room for new ones.
		p.Values = make([]float64, len(a.keys), max(len(a.keys), len(samples)))
	}
	for j := range p.Values {
		p.Values[j] = math.NaN()
	}
	for _, s := range samples {
		k := Key{s.Series, s.Player}
		j, ok := a.index[k]
		if !ok {
			j = len(a.keys)
			a.index[k] = j
			a.keys = append(a.keys, k)
			if !contains(a.names, s.Series) {
				a.names = append(a.names, s.Series)
			}
		}
		for len(p.Values) <= j {
			p.Values = append(p.Values, math.NaN())
		}
		p.Values[j] = s.Value
	}
}

func contains(v []string, s string) bool {
	for _, x := range v {
		if x == s {
			return true
		}
	}
	return false
}

// thin doubles the stride and keeps the lowest position of each bucket.
func (a *Accumulator) thin() {
	a.stride = a.Stride() * 2
	keep := a.pts[:0]
	for _, p := range a.pts {
		if n := len(keep); n > 0 && keep[n-1].Pos/a.stride == p.Pos/a.stride {
			continue
		}
		keep = append(keep, p)
	}
	clear(a.pts[len(keep):])
	a.pts = keep
}

// Truncate drops the points after position pos (the timeline forked
// there).
func (a *Accumulator) Truncate(pos int) {
	i := sort.Search(len(a.pts), func(i int) bool { return a.pts[i].Pos > pos })
	clear(a.pts[i:])
	a.pts = a.pts[:i]
}

// Reset forgets everything (a new match or replay).
func (a *Accumulator) Reset() { *a = Accumulator{Max: a.Max} }

// Len is the number of points kept.
func (a *Accumulator) Len() int { return len(a.pts) }

// Last is the highest position recorded, -1 when none.
func (a *Accumulator) Last() int {
	if len(a.pts) == 0 {
		return -1
	}
	return a.pts[len(a.pts)-1].Pos
}

// Points returns the points kept, by position. The slice is the
// accumulator's own: read it before the next Add.
func (a *Accumulator) Points() []Point { return a.pts }

// Keys returns the lines seen, in order of first appearance.
func (a *Accumulator) Keys() []Key { return a.keys }

// Names returns the series seen, in order of first appearance.
func (a *Accumulator) Names() []string { return a.names }

// Column returns the index of key in Point.Values, or -1.
func (a *Accumulator) Column(k Key) int {
	if j, ok := a.index[k]; ok {
		return j
	}
	return -1
}

// Value returns line j's value at point p (NaN when it has none).
func (p Point) Value(j int) float64 {
	if j < 0 || j >= len(p.Values) {
		return math.NaN()
	}
	return p.Values[j]
}

// Nearest returns the index of the point whose position is closest to pos
// (the lower on a tie), or -1 when there are none: what a click on the
// chart seeks to.
func (a *Accumulator) Nearest(pos int) int {
	if len(a.pts) == 0 {
		return -1
	}
	i := sort.Search(len(a.pts), func(i int) bool { return a.pts[i].Pos >= pos })
	switch {
	case i == len(a.pts):
		return i - 1
	case i == 0:
		return 0
	case pos-a.pts[i-1].Pos <= a.pts[i].Pos-pos:
		return i - 1
	}
	return i
}

// Range returns the lowest and highest value of series name over the
// points kept (0, 0 when it has none), for the chart's vertical axis.
func (a *Accumulator) Range(name string) (lo, hi float64) {
	lo, hi = math.Inf(1), math.Inf(-1)
	for j, k := range a.keys {
		if k.Series != name {
			continue
		}
		for _, p := range a.pts {
			if v := p.Value(j); !math.IsNaN(v) {
				lo, hi = math.Min(lo, v), math.Max(hi, v)
			}
		}
	}
	if lo > hi {
		return 0, 0
	}
	return lo, hi
}
