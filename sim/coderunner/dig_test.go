package coderunner

import "testing"

func holeAt(r, c int) func(t *testing.T, s *State) {
	return func(t *testing.T, s *State) {
		t.Helper()
		if s.At(r, c) != Removed {
			t.Errorf("no hole at (%d,%d)\n%#v", r, c, s)
		}
	}
}

func noHole(r, c int) func(t *testing.T, s *State) {
	return func(t *testing.T, s *State) {
		t.Helper()
		if s.At(r, c) == Removed {
			t.Errorf("unexpected hole at (%d,%d)\n%#v", r, c, s)
		}
	}
}

// TestDig covers rule text "Destroying Brick Cells" conditions 1–6.
func TestDig(t *testing.T) {
	bothRulesets(t, func(t *testing.T, r Rules) {
		runCases(t, r, []rcase{
			{name: "dig left", rule: "Dig_Left removes the brick below and to the left", pic: ".R.\n===", moves: []Move{DigLeft}, want: [2]int{0, 1}, check: holeAt(1, 0)},
			{name: "dig right", rule: "Dig_Right removes the brick below and to the right", pic: ".R.\n===", moves: []Move{DigRight}, want: [2]int{0, 1}, check: holeAt(1, 2)},
			{name: "digging does not walk", rule: "instead of moving", pic: ".R.\n===", moves: []Move{DigRight}, want: [2]int{0, 1}},
			{name: "cooldown", rule: "condition 2: no second dig before t+10", pic: "...R...\n=======", moves: []Move{DigLeft, DigRight}, want: [2]int{0, 3},
				check: func(t *testing.T, s *State) {
					noHole(1, 4)(t, s)
					if s.Runners[0].Cooldown != 8 {
						t.Errorf("cooldown %d after two turns, want 8", s.Runners[0].Cooldown)
					}
				}},
			{name: "after cooldown", rule: "condition 2: digging again at t+10", pic: "...R...\n=======",
				moves: []Move{DigLeft, None, None, None, None, None, None, None, None, None, DigRight}, want: [2]int{0, 3}, check: holeAt(1, 4)},
			{name: "on a ladder", rule: "condition 4: on a ladder", pic: ".r.\n=H=", moves: []Move{DigLeft}, want: [2]int{0, 1}, check: holeAt(1, 0)},
			{name: "above a ladder", rule: "condition 4: standing on Ladder", pic: ".R.\n=H=", moves: []Move{DigRight}, want: [2]int{0, 1}, check: holeAt(1, 2)},
			{name: "on a trapped enemy", rule: "condition 4 (reference §1.5): an enemy below is no support", pic: "...\n.R.\n=X=\n===", moves: []Move{DigRight}, want: [2]int{1, 1}, check: noHole(2, 2)},
			{name: "side cell brick", rule: "condition 5: side cell not Brick", pic: "=R.\n===", moves: []Move{DigLeft}, want: [2]int{0, 1}, check: noHole(1, 0)},
			{name: "side cell ladder", rule: "condition 5: side cell not Ladder", pic: "HR.\n===", moves: []Move{DigLeft}, want: [2]int{0, 1}, check: noHole(1, 0)},
			{name: "side cell gold", rule: "condition 5: Gold is no obstacle", pic: "*R.\n===", moves: []Move{DigLeft}, want: [2]int{0, 1}, check: holeAt(1, 0)},
			{name: "target ladder", rule: "condition 6: the target must be Brick", pic: ".R.\nH==", moves: []Move{DigLeft}, want: [2]int{0, 1},
				check: func(t *testing.T, s *State) {
					if s.At(1, 0) != Ladder {
						t.Error("ladder dug")
					}
				}},
			{name: "off the map", rule: "condition 5: no dig off the map", pic: "R.\n==", moves: []Move{DigLeft}, want: [2]int{0, 0},
				check: func(t *testing.T, s *State) {
					if s.Runners[0].Cooldown != 0 {
						t.Error("failed dig started the cooldown")
					}
				}},
		})
		t.Run("bottom row", func(t *testing.T) {
			// Condition 3: no dig from the bottom-most row.
			s := world(t, r, "R")
			s.Runners[0].Row = Rows - 1
			s.set(Rows-1, 0, Empty)
			s.set(Rows-1, 1, Empty)
			s.Apply([2]Move{DigRight, None})
			if s.Runners[0].Cooldown != 0 {
				t.Error("dug from the bottom row")
			}
		})
		t.Run("dead runner", func(t *testing.T) {
			// Condition 1: the runner must be alive.
			s := world(t, r, ".R.\n===")
			s.Runners[0].Alive = false
			s.Timers = append(s.Timers, Timer{At: 100, Kind: RespawnRunner})
			s.Apply([2]Move{DigRight, None})
			noHole(1, 2)(t, s)
		})
		t.Run("both dig one brick", func(t *testing.T) {
			// Reference §1.5: both runners may dig the same brick and share it.
			s := world(t, r, "R.B\n===")
			evs := s.Apply([2]Move{DigRight, DigLeft})
			holeAt(1, 1)(t, s)
			if n := len(evs); n != 2 || s.Timers[len(s.Timers)-1].Diggers != 3 {
				t.Errorf("%d dig events, diggers %b; want 2 events and both diggers", n, s.Timers[len(s.Timers)-1].Diggers)
			}
		})
	})
}
