package coderunner

import (
	"reflect"
	"testing"

	"arena/sim/series"
)

func TestChartSamples(t *testing.T) {
	cases := []struct {
		name    string
		runners [2]Runner
		want    []series.Sample
	}{
		{"start", [2]Runner{}, []series.Sample{{"score", 0, 0}, {"score", 1, 0}, {"gold", 0, 0}, {"gold", 1, 0},
			{"kills", 0, 0}, {"kills", 1, 0}}},
		{"played", [2]Runner{{Score: 1250, Golds: 3, EnemyKills: 2, OpponentKills: 1}, {Score: 40, Golds: 1, Deaths: 4}},
			[]series.Sample{{"score", 0, 1250}, {"score", 1, 40}, {"gold", 0, 3}, {"gold", 1, 1}, {"kills", 0, 3}, {"kills", 1, 0}}},
	}
	for _, c := range cases {
		s := &State{Runners: c.runners}
		if got := s.ChartSamples(); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
		if got := series.Samples(s); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: series.Samples does not use the game's own: %v", c.name, got)
		}
	}
}
