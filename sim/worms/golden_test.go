package worms_test

import (
	"bytes"
	"fmt"
	"path/filepath"
	"testing"

	aiworms "arena/ai/worms"
	"arena/sim"
	"arena/sim/simtest"
	"arena/sim/worms"
)

// TestGolden plays the built-in hunter against sample on fixed seeds under
// both rulesets and compares every round's canonical commands and state hash
// with testdata/golden, so any change of the rules shows up as a reviewable
// diff. Refresh with: go test ./sim/worms -run Golden -update.
func TestGolden(t *testing.T) {
	for _, ruleset := range []string{"", "classic"} {
		for _, seed := range []uint64{1, 2} {
			name := fmt.Sprintf("%s-%d.txt", map[string]string{"": "default", "classic": "classic"}[ruleset], seed)
			got := goldenGame(t, ruleset, seed)
			path := filepath.Join("testdata", "golden", name)
			simtest.Golden(t, path, got)
		}
	}
}

func goldenGame(t *testing.T, ruleset string, seed uint64) []byte {
	st, err := worms.Game{}.New(sim.Config{Seed: seed, Ruleset: ruleset})
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, "# worms ruleset %q seed %d: hunter (0) vs sample (1)\n", ruleset, seed)
	b.Write(st.(*worms.State).MapText())
	bots := []interface {
		Act(sim.State, sim.PlayerID) sim.Action
	}{aiworms.NewHunter(seed), aiworms.NewSample(seed)}
	for {
		if _, over := st.Outcome(); over {
			break
		}
		acts := []sim.Action{bots[0].Act(st, 0), bots[1].Act(st, 1)}
		t0 := st.Tick()
		if _, err := st.Step(acts); err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&b, "%d %s | %s %016x\n", t0, acts[0], acts[1], sim.HashV1(st)) // replay format 1's hash: the golden file predates format 2
	}
	o, _ := st.Outcome()
	fmt.Fprintf(&b, "result scores %v ranks %v: %s\n", o.Scores, o.Ranks, o.Reason)
	return b.Bytes()
}
