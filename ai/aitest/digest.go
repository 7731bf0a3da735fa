package aitest

import (
	"fmt"
	"hash/fnv"
	"testing"

	"arena/ai"
	"arena/sim"
)

// Digest plays s to its end, asking every bot each tick (bots[p] plays
// seat p), and returns an FNV-1a digest of every action sent, in order, and
// of the final state's hash: a change of any single decision changes it.
// Tests pin digests of seeded games so that speed work on a bot can show it
// decides exactly as before.
func Digest(t testing.TB, s sim.State, bots []ai.Bot) uint64 {
	t.Helper()
	acts := make([]sim.Action, len(bots))
	h := fnv.New64a()
	for {
		if _, over := s.Outcome(); over {
			break
		}
		for p, b := range bots {
			acts[p] = b.Act(s, sim.PlayerID(p))
			fmt.Fprintf(h, "%d:%s;", p, acts[p])
		}
		if _, err := s.Step(acts); err != nil {
			t.Fatal(err)
		}
	}
	fmt.Fprintf(h, "%x", s.Hash())
	return h.Sum64()
}
