package worms

import "arena/sim/series"

// ChartSamples is what the chart pane plots (series.Charter): each
// player's total score, its worms' health (the sum over its conscious
// worms, the part of the score that can fall) and its command points
// (rule text "Scoring": the score is the average worm health plus the
// points of every command played).
func (s *State) ChartSamples() []series.Sample {
	var total, health, points [Players]float64
	for p := range Players {
		total[p] = float64(s.Total(p))
		points[p] = float64(s.Scores[p])
	}
	for _, w := range s.Worms {
		if w.HP > 0 && w.Player >= 0 && w.Player < Players {
			health[w.Player] += float64(w.HP)
		}
	}
	out := series.PerPlayer(nil, series.Score, total[:]...)
	out = series.PerPlayer(out, "health", health[:]...)
	return series.PerPlayer(out, "command points", points[:]...)
}
