package sim

import (
	"sync"

	"github.com/cespare/xxhash/v2"
)

// HashAppender is implemented by a State whose Hash is HashOf: it appends
// a compact binary encoding of everything that decides the game's future
// (fixed byte order, no map iteration, no pointers) to b.
type HashAppender interface {
	AppendHash(b []byte) []byte
}

// hashBufs recycles encoding buffers, so hashing every tick allocates
// nothing once the buffers have grown to a state's size.
var hashBufs = sync.Pool{New: func() any { b := make([]byte, 0, 4096); return &b }}

// HashOf is the state hash of replay format 2 and later: XXH64 (seed 0) of
// the bytes s.AppendHash writes. XXH64 is specified byte for byte, so the
// hash is the same on every platform and in every process, and like any
// good 64-bit hash it changes when a single bit of the encoding does.
func HashOf(s HashAppender) uint64 {
	bp := hashBufs.Get().(*[]byte)
	b := s.AppendHash((*bp)[:0])
	h := xxhash.Sum64(b)
	if cap(b) <= 1<<20 { // a freak huge state does not pin its buffer
		*bp = b
		hashBufs.Put(bp)
	}
	return h
}

// HashBytes is XXH64 over b, for engines that hash a cached blob (an
// immutable map) once and append only its hash.
func HashBytes(b []byte) uint64 { return xxhash.Sum64(b) }

// HashV1 is the state hash of replay format 1: FNV-1a over the state's
// snapshot (MarshalBinary), which is what State.Hash returned before
// format 2. Replays of format 1 are verified with it. A state whose
// snapshot has since grown (SnapshotV1er) is hashed over the bytes its
// snapshot had then.
func HashV1(s State) uint64 {
	if v, ok := s.(SnapshotV1er); ok {
		return Hash64(v.AppendSnapshotV1(nil))
	}
	return HashState(s)
}

// SnapshotV1er is implemented by a State whose snapshot (MarshalBinary)
// carries more than it did at replay format 1, something that decides
// nothing of the game's future (Worms' fallen worms, which only the
// Entelect state files report): AppendSnapshotV1 appends the snapshot as
// format 1 wrote it, so that HashV1 stays what those replays recorded.
type SnapshotV1er interface {
	AppendSnapshotV1(b []byte) []byte
}
