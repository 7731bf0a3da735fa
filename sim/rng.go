package sim

import "math/rand/v2"

// Streams used with rand.PCG.Seed(seed, stream): map generation and play draw
// from separate streams so a map is the same whatever the players do.
const (
	StreamMap  uint64 = 0x6d6170 // "map"
	StreamPlay uint64 = 0x706c6179
)

// NewPCG returns a PCG value (held by value in states, so Clone copies it).
func NewPCG(seed, stream uint64) rand.PCG {
	var p rand.PCG
	p.Seed(seed, stream)
	return p
}
