package paintball

import (
	"reflect"
	"testing"
)

// disc counts the spaces less than 8 spaces from a point far from the
// field's edges (Rules §5.5.1's domain of a lone flag).
func disc() float64 {
	n := 0
	for dx := -8; dx <= 8; dx++ {
		for dy := -8; dy <= 8; dy++ {
			if dx*dx+dy*dy < 64 {
				n++
			}
		}
	}
	return float64(n)
}

func TestChartSamples(t *testing.T) {
	cases := []struct {
		name  string
		rows  []string
		balls [Children]int
		score [2]int64
		want  map[string][2]float64
	}{
		{"start", []string{"0"}, [Children]int{50, 50, 50, 50, 50, 50, 50, 50}, [2]int64{},
			map[string][2]float64{"score": {}, "paintballs": {200, 200}, "field domain": {}}},
		{"red flag", []string{"R"}, [Children]int{1, 2, 3, 4, 0, 0, 0, 9}, [2]int64{12, 30},
			map[string][2]float64{"score": {12, 30}, "paintballs": {10, 9}, "field domain": {disc(), 0}}},
	}
	for _, c := range cases {
		s := tiny(t, c.rows...)
		s.Score = c.score
		for i := range s.Kids {
			s.Kids[i].Balls = c.balls[i]
		}
		got := map[string][2]float64{}
		for _, x := range s.ChartSamples() {
			v := got[x.Series]
			v[x.Player] = x.Value
			got[x.Series] = v
		}
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}
