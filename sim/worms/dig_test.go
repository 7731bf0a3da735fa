package worms

import "testing"

// Rule text "Dig": a worm digs any adjacent dirt cell (diagonals too), which
// becomes air; digging gives 7 points (rule text "Scoring"). Anything else is
// an invalid command (-4).
func TestDig(t *testing.T) {
	tests := []struct {
		name   string
		cmd    string
		cellX  int
		cellY  int
		want   Cell
		points int
	}{
		{"north dirt", "dig 2 1", 2, 1, Air, 7},
		{"diagonal dirt", "dig 3 3", 3, 3, Air, 7},
		{"air is invalid", "dig 1 2", 1, 2, Air, -4},
		{"deep space is invalid", "dig 1 3", 1, 3, DeepSpace, -4},
		{"too far is invalid", "dig 4 2", 4, 2, Dirt, -4},
		{"off the map is invalid", "dig 2 -1", 2, 0, Air, -4},
		{"own cell is invalid", "dig 2 2", 2, 2, Air, -4},
	}
	for _, pr := range presets {
		for _, tc := range tests {
			t.Run(pr.name+"/"+tc.name, func(t *testing.T) {
				s := mk(t, pr.rules,
					".....",
					"..#..",
					"..a.#",
					".X.#.",
					"....A",
				)
				s.Apply(cmds(t, tc.cmd, "nothing"))
				if got := s.At(tc.cellX, tc.cellY); got != tc.want || s.Scores[0] != tc.points {
					t.Fatalf("cell %s points %d, want %s %d\n%#v", got, s.Scores[0], tc.want, tc.points, s)
				}
			})
		}
	}
}

// Rule text "Dig" and "Game mechanics": two worms digging the same cell in
// the same turn is a valid move; both score (reference §1.4).
func TestDigSameCell(t *testing.T) {
	for _, pr := range presets {
		t.Run(pr.name, func(t *testing.T) {
			s := mk(t, pr.rules,
				"...",
				"a#A",
				"...",
			)
			s.Apply(cmds(t, "dig 1 1", "dig 1 1"))
			if s.At(1, 1) != Air || s.Scores != [2]int{7, 7} {
				t.Fatalf("cell %s scores %v, want air [7 7]", s.At(1, 1), s.Scores)
			}
		})
	}
}
