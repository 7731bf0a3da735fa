package replay_test

import (
	"path/filepath"
	"strings"
	"testing"

	"arena/sim"
	"arena/sim/coderunner"
	"arena/sim/madmax"
	"arena/sim/paintball"
	"arena/sim/replay"
	"arena/sim/worms"
)

// The files in testdata were written by arenactl run --replay before format
// version 2 (FNV-1a state hashes over snapshots). They must keep opening and
// verifying, byte for byte as they are.
var v1Files = []struct {
	file string
	game sim.Game
}{
	{"worms-v1.arena.jsonl.gz", worms.Game{}},
	{"coderunner-v1.arena.jsonl.gz", coderunner.Game{}},
	{"madmax-v1.arena.jsonl.gz", madmax.Game{}},
	{"paintball-v1.arena.jsonl.gz", paintball.Game{}},
}

func TestVersion1Verifies(t *testing.T) {
	for _, tc := range v1Files {
		t.Run(tc.file, func(t *testing.T) {
			rp, err := replay.Open(filepath.Join("testdata", tc.file))
			if err != nil {
				t.Fatal(err)
			}
			if rp.Header.Version != 1 || rp.Result == nil || len(rp.Steps) == 0 {
				t.Fatalf("version %d, result %v, %d steps: not a finished version 1 replay", rp.Header.Version, rp.Result, len(rp.Steps))
			}
			first, final := rp.Steps[0].Hash, rp.Result.Hash
			if err := replay.Verify(tc.game, rp); err != nil {
				t.Fatalf("a version 1 replay no longer verifies: %v", err)
			}
			// Load upgraded it in place: this version's hashes, which
			// verify again and differ from the file's FNV ones.
			if rp.Header.Version != replay.Version || rp.Steps[0].Hash == first || rp.Result.Hash == final {
				t.Fatalf("not upgraded: version %d, first hash %x (file %x), result %s (file %s)",
					rp.Header.Version, rp.Steps[0].Hash, first, rp.Result.Hash, final)
			}
			if err := replay.Verify(tc.game, rp); err != nil {
				t.Fatalf("the upgraded replay does not verify: %v", err)
			}
		})
	}
}

// TestVersion1CatchesChanges flips one bit of one recorded hash, then of the
// result's, in a version 1 replay: verification must name the change.
func TestVersion1CatchesChanges(t *testing.T) {
	tc := v1Files[0]
	for _, where := range []string{"step", "result"} {
		rp, err := replay.Open(filepath.Join("testdata", tc.file))
		if err != nil {
			t.Fatal(err)
		}
		want := "diverges at tick"
		if where == "step" {
			rp.Steps[len(rp.Steps)/2].Hash ^= 1 << 17
		} else {
			h, _ := replay.ParseHash(rp.Result.Hash)
			rp.Result.Hash = replay.HashString(h ^ 1)
			want = "final state hash"
		}
		if err := replay.Verify(tc.game, rp); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s hash changed by one bit: Verify = %v, want %q", where, err, want)
		}
	}
}
