package coderunner

import "testing"

// TestGold covers rule text "Gold Collection and Respawn" and reference
// §1.2 (+100; both runners on one gold both score).
func TestGold(t *testing.T) {
	bothRulesets(t, func(t *testing.T, r Rules) {
		t.Run("collect", func(t *testing.T) {
			s := world(t, r, "R*.\n===")
			evs := s.Apply([2]Move{Right, None})
			if s.Runners[0].Score != 101 || s.At(0, 1) != Empty || !hasKind(evs, KindGold) {
				t.Errorf("score %d cell %q; want 101 (gold and a visit) and Empty", s.Runners[0].Score, s.At(0, 1))
			}
		})
		t.Run("respawn after 150", func(t *testing.T) {
			s := world(t, r, "R*.\n===")
			s.Apply([2]Move{Right, None})
			s.Apply([2]Move{Right, None})
			steps(s, 148, None, None)
			if s.At(0, 1) != Empty || s.GoldTimer(0, 1) != 1 {
				t.Fatalf("gold back early, or timer %d", s.GoldTimer(0, 1))
			}
			s.Apply([2]Move{None, None})
			if s.At(0, 1) != Gold {
				t.Errorf("gold not back in state 151")
			}
		})
		t.Run("both collect", func(t *testing.T) {
			s := world(t, r, "R*B\n===")
			s.Apply([2]Move{Right, Left})
			if s.Runners[0].Score != 101 || s.Runners[1].Score != 101 {
				t.Errorf("scores %d %d, want 101 each", s.Runners[0].Score, s.Runners[1].Score)
			}
		})
		t.Run("respawn under a runner", func(t *testing.T) {
			// Reference §1.3: gold returning under a standing runner is
			// collected in that same turn.
			s := world(t, r, "R*.\n===")
			s.Apply([2]Move{Right, None})
			steps(s, 150, None, None)
			if s.Runners[0].Golds != 2 || s.At(0, 1) != Empty {
				t.Errorf("golds %d, cell %q; want 2 and Empty", s.Runners[0].Golds, s.At(0, 1))
			}
		})
	})
}
