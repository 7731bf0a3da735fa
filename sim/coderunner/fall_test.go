package coderunner

import "testing"

// TestFalling covers rule text "Falling".
func TestFalling(t *testing.T) {
	bothRulesets(t, func(t *testing.T, r Rules) {
		runCases(t, r, []rcase{
			{name: "one cell per turn", rule: "Falling: one cell each turn", pic: "R\n.\n.\n.\n=", moves: []Move{None, None}, want: [2]int{2, 0}},
			{name: "lands on brick", rule: "Falling: standing on Brick", pic: "R\n.\n=", moves: []Move{None, None, None}, want: [2]int{1, 0}},
			{name: "lands on ladder", rule: "Falling: standing on Ladder", pic: "R\n.\nH\n=", moves: []Move{None, None}, want: [2]int{1, 0}},
			{name: "on a ladder", rule: "Falling: on a Ladder, no fall", pic: ".\nr\n.\n=", moves: []Move{None, None, None}, want: [2]int{1, 0}},
			{name: "through a hole", rule: "Falling: runners fall through Removed_Brick", pic: "R\n-\n.\n=", moves: []Move{None, None}, want: [2]int{2, 0}},
			{name: "no moves while falling", rule: "Falling: falling runners can't move", pic: "R..\n...\n...\n===", moves: []Move{Right, Right}, want: [2]int{2, 0}},
			{name: "no dig while falling", rule: "Falling: falling runners can't destroy bricks", pic: "R..\n...\n===", moves: []Move{DigRight},
				want: [2]int{1, 0}, check: func(t *testing.T, s *State) {
					if s.At(2, 1) != Brick || s.Runners[0].Cooldown != 0 {
						t.Errorf("a falling runner dug")
					}
				}},
		})
		t.Run("bottom row", func(t *testing.T) {
			// Falling: runners on the bottom-most row stand on something.
			s := world(t, r, "R")
			for i := range s.Cells {
				s.Cells[i] = Empty
			}
			s.Runners[0].Row = Rows - 1
			s.Apply([2]Move{None, None})
			if pos(s, 0) != [2]int{Rows - 1, 0} {
				t.Errorf("runner on the bottom row moved to %v", pos(s, 0))
			}
		})
		t.Run("enemy stops in a hole", func(t *testing.T) {
			// Falling: falling enemies do not fall through a hole; they are
			// trapped in it.
			s := world(t, r, "E\n.\n-\n.\n=")
			for i := 0; i < 4; i++ {
				s.Apply([2]Move{None, None})
			}
			if e := s.Enemies[0]; e.Row != 2 || !e.Trapped(s) {
				t.Errorf("enemy at (%d,%d), want trapped at (2,0)", e.Row, e.Col)
			}
		})
	})
}
