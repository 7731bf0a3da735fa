package coderunner

import (
	"testing"

	"arena/ai"
	"arena/ai/aitest"
	"arena/sim"
	cr "arena/sim/coderunner"
)

func TestReadOnly(t *testing.T) {
	for _, seed := range []uint64{3, 7} {
		aitest.CheckReadOnly(t, cr.Game{}, sim.Config{Seed: seed}, []ai.Bot{NewDigger(), NewSample()})
		aitest.CheckReadOnly(t, cr.Game{}, sim.Config{Seed: seed}, []ai.Bot{NewSample(), NewDigger()})
	}
}
