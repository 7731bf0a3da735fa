package coderunner

import "arena/sim/series"

// ChartSamples is what the chart pane plots (series.Charter): each
// runner's score, the gold it collected and the enemies and opponents it
// killed (rule text "Scoring": points for gold, kills and first visits;
// the counts are the engine's result statistics, reference §3).
func (s *State) ChartSamples() []series.Sample {
	var score, gold, kills [2]float64
	for p, r := range s.Runners {
		score[p] = float64(r.Score)
		gold[p] = float64(r.Golds)
		kills[p] = float64(r.EnemyKills + r.OpponentKills)
	}
	out := series.PerPlayer(nil, series.Score, score[:]...)
	out = series.PerPlayer(out, "gold", gold[:]...)
	return series.PerPlayer(out, "kills", kills[:]...)
}
