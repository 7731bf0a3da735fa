package worms

import (
	"reflect"
	"testing"

	"arena/sim/series"
)

func TestChartSamples(t *testing.T) {
	cases := []struct {
		name   string
		worms  []Worm
		points [Players]int
		want   map[string][2]float64
	}{
		{"start", []Worm{{0, 1, 0, 0, 150}, {0, 2, 0, 0, 100}, {0, 3, 0, 0, 100}, {1, 1, 0, 0, 150}, {1, 2, 0, 0, 100}, {1, 3, 0, 0, 100}},
			[Players]int{0, 0}, map[string][2]float64{"score": {116, 116}, "health": {350, 350}, "command points": {0, 0}}},
		// The average health divides by three with integer division
		// (reference §1.5), and a worm at 0 health counts for nothing.
		{"hurt", []Worm{{0, 1, 0, 0, 10}, {1, 1, 0, 0, 0}, {1, 2, 0, 0, 8}},
			[Players]int{42, 7}, map[string][2]float64{"score": {45, 9}, "health": {10, 8}, "command points": {42, 7}}},
	}
	for _, c := range cases {
		s := &State{Worms: c.worms, Scores: c.points}
		got := map[string][2]float64{}
		for _, x := range s.ChartSamples() {
			v := got[x.Series]
			v[x.Player] = x.Value
			got[x.Series] = v
		}
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
		if names := seriesNames(s.ChartSamples()); !reflect.DeepEqual(names, []string{series.Score, "health", "command points"}) {
			t.Errorf("%s: series %v", c.name, names)
		}
	}
}

func seriesNames(v []series.Sample) []string {
	var out []string
	for _, s := range v {
		if len(out) == 0 || out[len(out)-1] != s.Series {
			out = append(out, s.Series)
		}
	}
	return out
}
