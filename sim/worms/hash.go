package worms

import (
	"fmt"

	"arena/sim"
)

// Hash is the state hash of replay format 2 (sim.HashOf): XXH64 over the
// snapshot encoding, written into a reused buffer. Replays of format 1
// used FNV-1a over the same bytes (sim.HashV1).
func (s *State) Hash() uint64 { return sim.HashOf(s) }

// AppendHash appends the snapshot encoding of version 1 (MarshalBinary's
// bytes without the fallen worms, which decide nothing of the game's
// future): it is compact, fixed-order and free of Go maps.
func (s *State) AppendHash(b []byte) []byte {
	b, err := s.appendBinary(b, 1)
	if err != nil {
		// The generator's encoding cannot fail; if it ever did, hashing
		// on would silently hide divergences.
		panic(fmt.Sprintf("worms: snapshot while hashing: %v", err))
	}
	return b
}
