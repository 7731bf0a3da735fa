package windward

import "arena/sim/series"

// ChartSamples is what the chart pane plots (series.Charter) for the bot
// seats (every seat when only fillers play, as in Outcome): each one's
// session total in points (Total is in thousandths), the passengers it
// delivered this round and the coffee in its limo (rule text "Coffee
// Stores": three transits per restock).
func (s *State) ChartSamples() []series.Sample {
	n := s.Players
	if n == 0 {
		n = NumPlayers
	}
	score, deliveries, coffee := make([]float64, n), make([]float64, n), make([]float64, n)
	for i := range n {
		score[i] = float64(s.Total(i)) / 1000
		deliveries[i] = float64(len(s.Cars[i].Delivered))
		coffee[i] = float64(s.Cars[i].Coffee)
	}
	out := series.PerPlayer(nil, series.Score, score...)
	out = series.PerPlayer(out, "deliveries", deliveries...)
	return series.PerPlayer(out, "coffee", coffee...)
}
