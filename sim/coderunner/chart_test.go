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
		{"start", [2]Runner{}, []series.Sample{smp("score", 0, 0), smp("score", 1, 0), smp("gold", 0, 0), smp("gold", 1, 0),
			smp("kills", 0, 0), smp("kills", 1, 0)}},
		{"played", [2]Runner{{Score: 1250, Golds: 3, EnemyKills: 2, OpponentKills: 1}, {Score: 40, Golds: 1, Deaths: 4}},
			[]series.Sample{smp("score", 0, 1250), smp("score", 1, 40), smp("gold", 0, 3), smp("gold", 1, 1), smp("kills", 0, 3), smp("kills", 1, 0)}},
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

// smp is one sample, keyed.
func smp(name string, p int, v float64) series.Sample {
	return series.Sample{Series: name, Player: p, Value: v}
}
