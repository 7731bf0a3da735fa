package windward

import (
	"testing"

	"arena/ai"
	"arena/sim"
	"arena/sim/windward"
)

// BenchmarkRoundTenBuiltins plays full rounds on the default city with ten
// built-in bots (five tycoon, five sample), each asked whenever its seat
// has a message due, on the live state as the runner asks ai.ReadOnly bots
// (on a clone otherwise), and reports simulated ticks per second.
func BenchmarkRoundTenBuiltins(b *testing.B) {
	names := make([]string, windward.NumPlayers)
	for i := range names {
		names[i] = string(rune('A' + i))
	}
	b.ReportAllocs()
	ticks := 0
	for n := 0; b.Loop(); n++ {
		st, err := windward.Game{}.New(sim.Config{Seed: uint64(n + 1), Players: names, Params: map[string]string{"rounds": "1"}})
		if err != nil {
			b.Fatal(err)
		}
		bots := make([]ai.Bot, len(names))
		for i := range bots {
			if i%2 == 0 {
				bots[i] = NewTycoon(uint64(i))
			} else {
				bots[i] = NewSample(uint64(i))
			}
		}
		actions := make([]sim.Action, len(names))
		for {
			if _, ok := st.Outcome(); ok {
				break
			}
			clear(actions)
			for _, p := range st.Pending() {
				view := st
				if _, ok := bots[p].(ai.ReadOnly); !ok {
					view = st.Clone()
				}
				actions[p] = bots[p].Act(view, p)
			}
			if _, err := st.Step(actions); err != nil {
				b.Fatal(err)
			}
			ticks++
		}
	}
	b.ReportMetric(float64(ticks)/b.Elapsed().Seconds(), "ticks/s")
}
