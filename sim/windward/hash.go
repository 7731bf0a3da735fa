package windward

import (
	"sync"

	"arena/sim"
)

// Hash is the state hash of replay format 2 (sim.HashOf): XXH64 over the
// snapshot encoding with each map reduced to its hash, written into a
// reused buffer. Replays of format 1 used FNV-1a over the whole snapshot,
// maps' tiles included (sim.HashV1).
func (s *State) Hash() uint64 { return sim.HashOf(s) }

// AppendHash appends the snapshot encoding with every map written as the
// XXH64 of its encoding: maps never change during a match, so hashing their
// tiles once is enough, and a different map still gives a different hash.
func (s *State) AppendHash(b []byte) []byte { return s.appendState(b, true) }

// mapHashes caches each map's hash by identity, as blobs caches its
// encoding; lookups only, so no iteration order can leak into a hash.
var mapHashes sync.Map

func mapHash(m *Map) uint64 {
	if h, ok := mapHashes.Load(m); ok {
		return h.(uint64)
	}
	h := sim.HashBytes(mapBlob(m))
	mapHashes.Store(m, h)
	return h
}
