package madmax

import (
	"reflect"
	"testing"

	"arena/sim/series"
)

func TestChartSamples(t *testing.T) {
	cases := []struct {
		name  string
		cars  []Car // two per player
		score [4]int
		want  map[string][4]float64
	}{
		{"start", []Car{{Gas: 50, Alive: true}, {Gas: 50, Alive: true}, {Gas: 50, Alive: true}, {Gas: 50, Alive: true},
			{Gas: 50, Alive: true}, {Gas: 50, Alive: true}, {Gas: 50, Alive: true}, {Gas: 50, Alive: true}},
			[4]int{}, map[string][4]float64{"score": {}, "gas": {100, 100, 100, 100}, "missiles": {}}},
		// A dead car's gas and missiles are gone with it.
		{"dead car", []Car{{Gas: 3, Missiles: 2, Alive: true}, {Gas: 40, Missiles: 5}, {Gas: 1, Alive: true}, {Gas: 2, Alive: true},
			{}, {}, {Gas: 9, Missiles: 1, Alive: true}, {Gas: 1, Missiles: 1, Alive: true}},
			[4]int{10, -2, 0, 7}, map[string][4]float64{"score": {10, -2, 0, 7}, "gas": {3, 3, 0, 10}, "missiles": {2, 0, 0, 2}}},
	}
	for _, c := range cases {
		s := &State{Params: Params{Players: 4, CarsPerPlayer: 2}, Cars: c.cars, Score: c.score}
		got := map[string][4]float64{}
		for _, x := range s.ChartSamples() {
			v := got[x.Series]
			v[x.Player] = x.Value
			got[x.Series] = v
		}
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
		if n := len(s.ChartSamples()); n != 12 || s.ChartSamples()[0].Series != series.Score {
			t.Errorf("%s: %d samples, score not first", c.name, n)
		}
	}
}
