package windward_test

import (
	"bytes"
	"fmt"
	"path/filepath"
	"testing"

	aiww "arena/ai/windward"
	"arena/sim"
	"arena/sim/simtest"
	"arena/sim/windward"
)

// newMatch is a one-round game on the first generated city between tycoon
// and sample; the game's own fillers drive the other cars.
func newMatch(t testing.TB, seed uint64) sim.State {
	t.Helper()
	st, err := windward.Game{}.New(sim.Config{Seed: seed, Players: []string{"tycoon", "sample"}, Params: map[string]string{"rounds": "1"}})
	if err != nil {
		t.Fatal(err)
	}
	return st
}

func bots(seed uint64) []simtest.Player {
	return []simtest.Player{aiww.NewTycoon(seed), aiww.NewSample(seed)}
}

// TestDeterminism plays a round twice with the built-ins, comparing every
// tick's hash, then restores a snapshot half-way and checks a clone shares
// no state (simtest.CheckDeterminism).
func TestDeterminism(t *testing.T) {
	simtest.CheckDeterminism(t, simtest.Match{
		New:     func(t testing.TB) sim.State { return newMatch(t, 42) },
		Players: func() []simtest.Player { return bots(42) },
		Max:     4000,
	})
}

// TestGolden plays tycoon against sample for one round and compares every
// order the bots gave, a hash every 100 ticks and the outcome with
// testdata/golden/tycoon-sample-7.txt, so a change of the rules (or of the
// traffic the bots meet) shows up as a reviewable diff. Refresh with:
// go test ./sim/windward -run Golden -update.
func TestGolden(t *testing.T) {
	st := newMatch(t, 7)
	var b bytes.Buffer
	fmt.Fprintf(&b, "# windward seed 7, 1 round: tycoon (0) vs sample (1); orders as tick | seat | order | hash after, and a hash every 100 ticks\n")
	for _, s := range simtest.Play(t, st, bots(7), 0) {
		for p, a := range s.Actions {
			if a != nil {
				fmt.Fprintf(&b, "%d | %d | %s | %016x\n", s.Tick, p, a, s.Hash)
			}
		}
		if (s.Tick+1)%100 == 0 {
			fmt.Fprintf(&b, "%d | hash %016x\n", s.Tick, s.Hash)
		}
	}
	o, _ := st.Outcome()
	fmt.Fprintf(&b, "# outcome %v ranks %v: %s\n", o.Scores, o.Ranks, o.Reason)
	simtest.Golden(t, filepath.Join("testdata", "golden", "tycoon-sample-7.txt"), b.Bytes())
}
