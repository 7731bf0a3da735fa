package paintball

import (
	"testing"

	"arena/ai"
	"arena/ai/aitest"
	"arena/sim"
	pb "arena/sim/paintball"
)

func TestReadOnly(t *testing.T) {
	for _, seed := range []uint64{3, 7} {
		aitest.CheckReadOnly(t, pb.Game{}, sim.Config{Seed: seed},
			[]ai.Bot{NewCaptain(seed), NewSample(seed + 1)})
		aitest.CheckReadOnly(t, pb.Game{}, sim.Config{Seed: seed},
			[]ai.Bot{NewSample(seed), NewCaptain(seed + 1)})
	}
}
