package coderunner

import "testing"

// TestRunnerMoves covers rule text "Runner Behavior, Movement" 1–7.
func TestRunnerMoves(t *testing.T) {
	bothRulesets(t, func(t *testing.T, r Rules) {
		runCases(t, r, []rcase{
			{name: "none", rule: "Movement 1: None is always allowed", pic: ".R.\n===", moves: []Move{None}, want: [2]int{0, 1}},
			{name: "left off map", rule: "Movement 2: no move off the map", pic: "R..\n===", moves: []Move{Left}, want: [2]int{0, 0}},
			{name: "top off map", rule: "Movement 2: no climbing up from row 0", pic: ".r.\n=H=", moves: []Move{Top}, want: [2]int{0, 1}},
			{name: "into brick", rule: "Movement 3: no move into Brick", pic: "=R.\n===", moves: []Move{Left}, want: [2]int{0, 1}},
			{name: "down into occupied hole", rule: "Movement 3: no move down into a hole with a trapped enemy", pic: ".R.\n=X=\n===", moves: []Move{Bottom}, want: [2]int{0, 1}},
			{name: "ladder top", rule: "Movement 4: on a Ladder, Top", pic: "...\n.r.\n.H.\n===", moves: []Move{Top}, want: [2]int{0, 1}},
			{name: "ladder bottom", rule: "Movement 4: on a Ladder, Bottom", pic: "...\n.r.\n.H.\n===", moves: []Move{Bottom}, want: [2]int{2, 1}},
			{name: "ladder left", rule: "Movement 4: on a Ladder, Left", pic: "...\n.r.\n=H=\n===", moves: []Move{Left}, want: [2]int{1, 0}},
			{name: "ladder top into brick", rule: "Movement 3–4: Top into Brick", pic: ".=.\n.r.\n=H=", moves: []Move{Top}, want: [2]int{1, 1}},
			{name: "above ladder bottom", rule: "Movement 5: above a Ladder, Bottom", pic: ".R.\n=H=\n===", moves: []Move{Bottom}, want: [2]int{1, 1}},
			{name: "above ladder no top", rule: "Movement 5: above a Ladder, no Top", pic: "...\n.R.\n=H=", moves: []Move{Top}, want: [2]int{1, 1}},
			{name: "above ladder right", rule: "Movement 5: above a Ladder, Right", pic: ".R.\n=H=", moves: []Move{Right}, want: [2]int{0, 2}},
			{name: "above brick no bottom", rule: "Movement 6: above Brick, no Bottom", pic: ".R.\n===", moves: []Move{Bottom}, want: [2]int{0, 1}},
			{name: "above brick no top", rule: "Movement 6: above Brick, no Top", pic: "...\n.R.\n===", moves: []Move{Top}, want: [2]int{1, 1}},
			{name: "above brick right", rule: "Movement 6: above Brick, Right", pic: ".R.\n===", moves: []Move{Right}, want: [2]int{0, 2}},
			{name: "across an enemy's head", rule: "Falling / Movement 6: walk across a hole holding an enemy", pic: "R..\n=X=\n===", moves: []Move{Right, Right}, want: [2]int{0, 2}},
			{name: "stand on an enemy's head", rule: "Falling: a trapped enemy is something to stand on", pic: ".R.\n=X=\n===", moves: []Move{None, None}, want: [2]int{0, 1}},
			{name: "sideways into occupied hole", rule: "Movement 3 forbids only moving down; the runner then shares the enemy's cell and dies (Runner Death)", pic: "RX.\n===", moves: []Move{Right}, dead: true},
			{name: "falls instead of moving", rule: "Movement 7 and Falling: a runner with nothing below falls", pic: "R.\n..\n==", moves: []Move{Right}, want: [2]int{1, 0}},
		})
	})
}
