package worms

import (
	"testing"

	"arena/ai"
	"arena/ai/aitest"
	"arena/sim"
	"arena/sim/worms"
)

// TestReadOnly backs the ai.ReadOnly promise of hunter and sample: asked on
// the live state for whole games, under both rulesets and both seats, no
// Act changes it.
func TestReadOnly(t *testing.T) {
	for _, ruleset := range []string{"", "classic"} {
		for _, seed := range []uint64{3, 7} {
			cfg := sim.Config{Seed: seed, Ruleset: ruleset}
			aitest.CheckReadOnly(t, worms.Game{}, cfg, []ai.Bot{NewHunter(seed), NewSample(seed + 1)})
			aitest.CheckReadOnly(t, worms.Game{}, cfg, []ai.Bot{NewSample(seed), NewHunter(seed + 1)})
			aitest.CheckReadOnly(t, worms.Game{}, cfg, []ai.Bot{NewHunter(seed), NewHunter(seed + 1)})
		}
	}
}
