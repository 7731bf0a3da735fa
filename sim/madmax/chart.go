package madmax

import "arena/sim/series"

// ChartSamples is what the chart pane plots (series.Charter): each
// player's score, and the gas and missiles of its cars still alive summed
// (Rules §1.1: a car with no gas left dies; missiles are shot from a
// car's stock).
func (s *State) ChartSamples() []series.Sample {
	var score, gas, missiles [4]float64
	for p, v := range s.Score {
		score[p] = float64(v)
	}
	for i, c := range s.Cars {
		if p := s.PlayerOf(i); c.Alive && p >= 0 && p < 4 {
			gas[p] += float64(c.Gas)
			missiles[p] += float64(c.Missiles)
		}
	}
	out := series.PerPlayer(nil, series.Score, score[:]...)
	out = series.PerPlayer(out, "gas", gas[:]...)
	return series.PerPlayer(out, "missiles", missiles[:]...)
}
