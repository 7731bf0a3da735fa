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
// format 2. Replays of format 1 are verified with it.
func HashV1(s State) uint64 { return HashState(s) }
