package coderunner

import (
	"testing"

	"arena/ai"
	"arena/ai/aitest"
	cr "arena/sim/coderunner"
)

// BenchmarkGame700 plays a 700-turn game between two built-ins on the
// first shipped map, engine and bots included; cpu-ms/op is the process's
// CPU time a game.
func BenchmarkGame700(b *testing.B) {
	m := shippedMaps(b)[0]
	for _, tc := range []struct {
		name string
		bots func() [2]ai.Bot
	}{
		{"digger-sample", func() [2]ai.Bot { return [2]ai.Bot{NewDigger(), NewSample()} }},
		{"digger-digger", func() [2]ai.Bot { return [2]ai.Bot{NewDigger(), NewDigger()} }},
		{"sample-sample", func() [2]ai.Bot { return [2]ai.Bot{NewSample(), NewSample()} }},
	} {
		b.Run(tc.name, func(b *testing.B) {
			cpu0 := int64(aitest.ProcessCPU())
			for b.Loop() {
				bots := tc.bots()
				play(b, m, cr.DefaultRules(), bots[0], bots[1])
			}
			b.ReportMetric(float64(int64(aitest.ProcessCPU())-cpu0)/1e6/float64(b.N), "cpu-ms/op")
		})
	}
}

// BenchmarkDiggerWorstTurn plays 700-turn games of digger against digger
// on every shipped map under classic and reports the slowest turn (the
// limit is 120 ms a turn).
func BenchmarkDiggerWorstTurn(b *testing.B) {
	var w aitest.Worst
	ms := shippedMaps(b)
	g := 0
	for b.Loop() {
		play(b, ms[g%len(ms)], cr.ClassicRules(), w.Wrap(NewDigger()), w.Wrap(NewDigger()))
		g++
	}
	w.Report(b)
}
