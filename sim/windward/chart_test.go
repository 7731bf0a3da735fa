package windward

import (
	"reflect"
	"testing"

	"arena/sim/series"
)

func TestChartSamples(t *testing.T) {
	cases := []struct {
		name    string
		players int
		over    bool
		cars    map[int]Car
		want    []series.Sample
	}{
		// Two bot seats: only they are plotted; points are thousandths.
		{"two bots", 2, false, map[int]Car{0: {Points: 1500, Coffee: 3, Delivered: []int{4}}, 1: {Session: []int64{2000}, Coffee: 1}, 5: {Points: 9000}},
			[]series.Sample{smp("score", 0, 1.5), smp("score", 1, 2), smp("deliveries", 0, 1), smp("deliveries", 1, 0), smp("coffee", 0, 3), smp("coffee", 1, 1)}},
	}
	for _, c := range cases {
		s := &State{Players: c.players, Over: c.over}
		for i, car := range c.cars {
			s.Cars[i] = car
		}
		if got := s.ChartSamples(); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
	// Seat fillers only: every seat is plotted, as Outcome ranks them all.
	if n := len((&State{}).ChartSamples()); n != 3*NumPlayers {
		t.Errorf("fillers only: %d samples, want %d", n, 3*NumPlayers)
	}
}

// smp is one sample, keyed.
func smp(name string, p int, v float64) series.Sample {
	return series.Sample{Series: name, Player: p, Value: v}
}
