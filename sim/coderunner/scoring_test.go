package coderunner

import (
	"testing"

	"arena/sim"
)

// TestVisits covers the first-visit points of reference §1.2: +1 per cell,
// one grid shared by both runners, spawn cells scored in turn 0.
func TestVisits(t *testing.T) {
	bothRulesets(t, func(t *testing.T, r Rules) {
		t.Run("new cells", func(t *testing.T) {
			s := world(t, r, "R...\n====")
			steps(s, 3, Right, None)
			steps(s, 3, Left, None)
			if s.Runners[0].Score != 3 {
				t.Errorf("score %d after 3 new cells and 3 old, want 3", s.Runners[0].Score)
			}
		})
		t.Run("shared grid", func(t *testing.T) {
			s := world(t, r, "R..B\n====")
			s.Apply([2]Move{Right, None})
			s.Apply([2]Move{None, Left})
			s.Apply([2]Move{None, Left})
			if s.Runners[0].Score != 1 || s.Runners[1].Score != 1 {
				t.Errorf("scores %d %d, want 1 1 (blue's second cell was red's)", s.Runners[0].Score, s.Runners[1].Score)
			}
		})
		t.Run("both enter one new cell", func(t *testing.T) {
			s := world(t, r, "R.B\n===")
			s.Apply([2]Move{Right, Left})
			if s.Runners[0].Score != 1 || s.Runners[1].Score != 1 {
				t.Errorf("scores %d %d, want 1 each", s.Runners[0].Score, s.Runners[1].Score)
			}
		})
		t.Run("spawn cells in turn 0", func(t *testing.T) {
			st, err := Game{}.New(sim.Config{Ruleset: rulesetName(r), Map: "towers"})
			if err != nil {
				t.Fatal(err)
			}
			s := st.(*State)
			if s.Runners[0].Score != 0 {
				t.Fatal("spawn scored before turn 0")
			}
			s.Apply([2]Move{None, None})
			if s.Runners[0].Score != 1 || s.Runners[1].Score != 1 {
				t.Errorf("scores %d %d after turn 0, want 1 each", s.Runners[0].Score, s.Runners[1].Score)
			}
		})
		t.Run("outcome", func(t *testing.T) {
			s := world(t, r, "R*B\n===")
			s.Rules.Turns = 1
			s.Apply([2]Move{Right, None})
			o, ok := s.Outcome()
			if !ok || o.Ranks[0] != 1 || o.Ranks[1] != 2 || o.Scores[0] != 101 {
				t.Errorf("outcome %+v, over %v", o, ok)
			}
		})
	})
}

func rulesetName(r Rules) string {
	if r == ClassicRules() {
		return "classic"
	}
	return ""
}
