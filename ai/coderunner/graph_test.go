package coderunner

import (
	"slices"
	"testing"

	"arena/ai"
	"arena/sim"
	cr "arena/sim/coderunner"
)

// TestGraphIncremental: the move graph, patched around the cells that
// changed, equals one built afresh every turn of digger against digger
// (holes opening and closing, enemies trapped in them).
func TestGraphIncremental(t *testing.T) {
	for _, m := range shippedMaps(t)[:3] {
		s := cr.NewState(m, cr.DefaultRules())
		bots := [2]ai.Bot{NewDigger(), NewDigger()}
		acts := make([]sim.Action, 2)
		var g graph
		for !s.Over() {
			g.update(s)
			var fresh graph
			fresh.update(s)
			if g.next != fresh.next || g.deg != fresh.deg {
				t.Fatalf("%s turn %d: the patched graph differs from a fresh one", m.Name, s.Turn)
			}
			for i := range cells {
				// Entries past deg are leftovers, read by nobody.
				d := g.deg[i]
				if !slices.Equal(g.adj[i][:d], fresh.adj[i][:d]) || !slices.Equal(g.adjM[i][:d], fresh.adjM[i][:d]) {
					t.Fatalf("%s turn %d: cell %d's edges differ from a fresh graph's", m.Name, s.Turn, i)
				}
			}
			for p := range bots {
				acts[p] = bots[p].Act(s, sim.PlayerID(p))
			}
			if _, err := s.Step(acts); err != nil {
				t.Fatal(err)
			}
		}
	}
}
