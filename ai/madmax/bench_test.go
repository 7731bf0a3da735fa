package madmax

import (
	"testing"

	"arena/sim"
	"arena/sim/madmax"
)

// BenchmarkRaiderAct times one raider decision (both cars) mid-game on
// oasis, the largest shipped map.
func BenchmarkRaiderAct(b *testing.B) {
	st, err := madmax.Game{}.New(sim.Config{MapData: mapData(b, "oasis"), Seed: 5})
	if err != nil {
		b.Fatal(err)
	}
	s := st.(*madmax.State)
	var d [4]Demo
	acts := make([]sim.Action, 4)
	for range 40 {
		for p := range 4 {
			acts[p] = d[p].Act(s, sim.PlayerID(p))
		}
		s.Step(acts)
	}
	r := NewRaider()
	for b.Loop() {
		r.Act(s, 1)
	}
}
