package coderunner

import "testing"

// TestCaught covers rule text "Runner Death": same cell at the end of a
// turn, or exchanging places, kills; following an enemy out of a cell does
// not; runners never hurt each other.
func TestCaught(t *testing.T) {
	bothRulesets(t, func(t *testing.T, r Rules) {
		t.Run("swap", func(t *testing.T) {
			s := world(t, r, "R.E\n===")
			s.Enemies[0].LastActed = -1 // waits in turn 0, acts in turn 1
			s.Apply([2]Move{Right, None})
			if !s.Runners[0].Alive {
				t.Fatal("red died before meeting the enemy")
			}
			evs := s.Apply([2]Move{Right, None})
			if s.Runners[0].Alive || !hasKind(evs, KindRunnerKilled) {
				t.Errorf("red survived swapping places with an enemy\n%#v", s)
			}
		})
		t.Run("same cell", func(t *testing.T) {
			s := world(t, r, "RE\n==")
			freeze(s)
			s.Apply([2]Move{Right, None})
			if s.Runners[0].Alive {
				t.Error("red survived walking onto an enemy")
			}
		})
		t.Run("follow out", func(t *testing.T) {
			// The enemy walks right out of the cell red walks into.
			r2 := r
			r2.ChaseRadius = 0
			s := world(t, r2, "RE..\n====")
			s.Enemies[0].Program = []Move{Right, Left}
			s.Enemies[0].LastActed = -5
			s.Apply([2]Move{Right, None})
			if !s.Runners[0].Alive || s.Enemies[0].Col != 2 {
				t.Errorf("red alive %v, enemy at col %d; want alive and enemy at 2", s.Runners[0].Alive, s.Enemies[0].Col)
			}
		})
		t.Run("runners pass through each other", func(t *testing.T) {
			s := world(t, r, "RB\n==")
			s.Apply([2]Move{Right, Left})
			if !s.Runners[0].Alive || !s.Runners[1].Alive || pos(s, 0) != [2]int{0, 1} || pos(s, 1) != [2]int{0, 0} {
				t.Errorf("runners did not swap freely\n%#v", s)
			}
		})
	})
}
