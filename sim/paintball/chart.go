package paintball

import "arena/sim/series"

// ChartSamples is what the chart pane plots (series.Charter): each team's
// score, the paintballs its children carry (Rules §5.2: unused paintballs
// score at the end) and its field domain in spaces (Rules §5.1, the
// tie-break; §5.5.1 defines the domain).
func (s *State) ChartSamples() []series.Sample {
	var score, balls, domain [2]float64
	for t, v := range s.Score {
		score[t] = float64(v)
	}
	for _, k := range s.Kids {
		if k.Team == 0 || k.Team == 1 {
			balls[k.Team] += float64(k.Balls)
		}
	}
	for t, n := range s.DomainSizes() {
		domain[t] = float64(n)
	}
	out := series.PerPlayer(nil, series.Score, score[:]...)
	out = series.PerPlayer(out, "paintballs", balls[:]...)
	return series.PerPlayer(out, "field domain", domain[:]...)
}
