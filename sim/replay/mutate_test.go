package replay_test

import (
	"bytes"
	"compress/gzip"
	"io"
	"math/rand/v2"
	"testing"

	"arena/ai/aitest/fakegame"
	"arena/sim/replay"
)

// TestMutations feeds randomly damaged replays to Read and Load: none may
// panic. (FuzzRead explores further under go test -fuzz.)
func TestMutations(t *testing.T) {
	file, _, _ := record(t, 70)
	zr, _ := gzip.NewReader(bytes.NewReader(file))
	plain, _ := io.ReadAll(zr)
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 2000; i++ {
		src := file
		if i%2 == 0 {
			src = plain
		}
		b := append([]byte(nil), src...)
		for k := 0; k < 3; k++ {
			b[r.IntN(len(b))] = byte(r.IntN(256))
		}
		rp, err := replay.Read(bytes.NewReader(b), "fuzz")
		if err == nil {
			if tl, err := replay.Load(fakegame.Game{}, rp); err == nil {
				tl.Seek(0)
				tl.Seek(tl.Len())
			}
		}
	}
}
