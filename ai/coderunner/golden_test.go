package coderunner

import (
	"arena/sim/simtest"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"arena/ai"
	"arena/sim"
	cr "arena/sim/coderunner"
)

// TestGolden plays digger against sample on every shipped map under both
// rulesets and compares final scores and state hashes with
// testdata/golden.txt, so any change to the rules or the bots shows up as a
// reviewable diff (refresh with go test -update).
func TestGolden(t *testing.T) {
	var b strings.Builder
	for _, m := range shippedMaps(t) {
		for _, rs := range []string{"", "classic"} {
			r, _ := cr.RulesFor(rs)
			s := cr.NewState(m, r)
			bots := [2]ai.Bot{NewDigger(), NewSample()}
			acts := make([]sim.Action, 2)
			for !s.Over() {
				for p := range bots {
					acts[p] = bots[p].Act(s, sim.PlayerID(p))
				}
				if _, err := s.Step(acts); err != nil {
					t.Fatal(err)
				}
			}
			name := rs
			if name == "" {
				name = "default"
			}
			fmt.Fprintf(&b, "%s %s %d %d %016x\n", m.Name, name, s.Runners[0].Score, s.Runners[1].Score, sim.HashV1(s)) // replay format 1's hash: the golden file predates format 2
		}
	}
	path := filepath.Join("testdata", "golden.txt")
	simtest.Golden(t, path, []byte(b.String()))
}
