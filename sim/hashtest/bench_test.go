package hashtest

import (
	"testing"

	"arena/sim"
)

// BenchmarkHash times each game's state hash mid-game: "v2" is State.Hash
// (XXH64 over the compact encoding, replay format 2), "v1" the format 1
// hash (FNV-1a over MarshalBinary) it replaced.
func BenchmarkHash(b *testing.B) {
	for _, tc := range games {
		st := played(&testing.T{}, tc.game, tc.cfg, tc.ticks)
		for _, v := range []struct {
			name string
			hash func(sim.State) uint64
		}{{"v2", sim.State.Hash}, {"v1", sim.HashV1}} {
			b.Run(tc.game.Info().ID+"/"+v.name, func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					v.hash(st)
				}
			})
		}
	}
}
