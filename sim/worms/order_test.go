package worms

import "testing"

// Rule text "Game mechanics": commands resolve in the order movement,
// digging, shooting, which implies the four interactions below.
func TestResolutionOrder(t *testing.T) {
	tests := []struct {
		name   string
		rows   []string
		c0, c1 string
		check  func(t *testing.T, s *State)
	}{
		{
			"a worm cannot move into a cell another worm is digging open this round",
			[]string{"a#A", "...", "..."},
			"move 1 0", "dig 1 0",
			func(t *testing.T, s *State) {
				if w := wormOf(t, s, 0, 1); w.X != 0 || s.Scores[0] != -4 || s.At(1, 0) != Air {
					t.Fatalf("worm at %d points %d cell %s\n%#v", w.X, s.Scores[0], s.At(1, 0), s)
				}
			},
		},
		{
			"a worm can dig open a path for another worm's shot",
			[]string{"a.#A.", ".....", ".....", ".....", "....."},
			"shoot E", "dig 2 0",
			func(t *testing.T, s *State) {
				if wormOf(t, s, 1, 1).HP != 142 || s.Scores != [2]int{20, 7} {
					t.Fatalf("hp %d scores %v\n%#v", wormOf(t, s, 1, 1).HP, s.Scores, s)
				}
			},
		},
		{
			"a worm can move into range of another worm's shot",
			[]string{"a....A", "......", "......", "......", "......", "......"},
			"shoot E", "move 4 0",
			func(t *testing.T, s *State) {
				if wormOf(t, s, 1, 1).HP != 142 {
					t.Fatalf("not hit after moving into range\n%#v", s)
				}
			},
		},
		{
			"a worm can move out of range of another worm's shot",
			[]string{"a...A.", "......", "......", "......", "......", "......"},
			"shoot E", "move 5 0",
			func(t *testing.T, s *State) {
				if wormOf(t, s, 1, 1).HP != 150 || s.Scores[0] != 2 {
					t.Fatalf("hit after moving out of range\n%#v", s)
				}
			},
		},
		{
			"a worm can move out of the line of fire",
			[]string{"a..A", "....", "....", "...."},
			"shoot E", "move 3 1",
			func(t *testing.T, s *State) {
				if wormOf(t, s, 1, 1).HP != 150 {
					t.Fatalf("hit after moving away\n%#v", s)
				}
			},
		},
	}
	for _, pr := range presets {
		for _, tc := range tests {
			t.Run(pr.name+"/"+tc.name, func(t *testing.T) {
				s := mk(t, pr.rules, tc.rows...)
				s.Apply(cmds(t, tc.c0, tc.c1))
				tc.check(t, s)
			})
		}
	}
}
