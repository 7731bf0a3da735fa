package madmax

import (
	"testing"

	"arena/ai"
	"arena/ai/aitest"
	"arena/sim"
	"arena/sim/madmax"
)

// TestDemoReadOnly backs Demo's ai.ReadOnly promise: asked on the live
// state for a whole game, no Act changes its hash or snapshot.
func TestDemoReadOnly(t *testing.T) {
	for _, seed := range []uint64{3, 4} {
		st, err := madmax.Game{}.New(sim.Config{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		var bots [4]ai.Bot
		for i := range bots {
			bots[i] = &Demo{}
			if _, ok := bots[i].(ai.ReadOnly); !ok {
				t.Fatal("Demo is not ai.ReadOnly")
			}
		}
		acts := make([]sim.Action, 4)
		for {
			if _, done := st.Outcome(); done {
				break
			}
			clear(acts)
			for _, p := range st.Pending() {
				before, _ := st.MarshalBinary()
				acts[p] = bots[p].Act(st, p)
				if after, _ := st.MarshalBinary(); string(after) != string(before) {
					t.Fatalf("seed %d, tick %d: Demo changed the state it was asked on", seed, st.Tick())
				}
			}
			if _, err := st.Step(acts); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestRaiderReadOnly backs Raider's ai.ReadOnly promise on the shipped maps
// and a generated one, raider in several seats.
func TestRaiderReadOnly(t *testing.T) {
	for i, name := range append([]string{""}, shippedMaps...) {
		cfg := sim.Config{Seed: uint64(11 + i)}
		if name != "" {
			cfg.MapData = mapData(t, name)
		}
		aitest.CheckReadOnly(t, madmax.Game{}, cfg, []ai.Bot{NewRaider(), &Demo{}, NewRaider(), &Demo{}})
		aitest.CheckReadOnly(t, madmax.Game{}, cfg, []ai.Bot{&Demo{}, NewRaider(), &Demo{}, NewRaider()})
	}
}
