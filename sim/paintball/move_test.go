package paintball

import (
	"testing"

	"arena/sim"
)

// Rules §5.3.2 and §5.4.1: moves by Table 4's limits along the linear path,
// stopping before obstacles, the field edge and other children.
func TestMove(t *testing.T) {
	runCases(t, []ruleCase{
		{name: "§5.3.2 standing moves 3", rows: []string{"0..."}, cmds: map[int]string{0: "move 13 10"},
			check: func(t *testing.T, s *State, _ []sim.Event) { wantPos(t, s, 0, at(3, 0)) }},
		{name: "§5.3.2 Euclidean: (2,2) is within 3", rows: []string{"...", "...", "0.."}, cmds: map[int]string{0: "move 12 12"},
			check: func(t *testing.T, s *State, _ []sim.Event) { wantPos(t, s, 0, at(2, 2)) }},
		{name: "§5.3.2 Euclidean: (3,1) is beyond 3", rows: []string{"....", "0..."}, cmds: map[int]string{0: "move 13 11"},
			check: func(t *testing.T, s *State, _ []sim.Event) { wantPos(t, s, 0, at(0, 0)); wantCanceled(t, s, 0, true) }},
		{name: "§5.3.2 defending moves 2", rows: []string{"0..."}, setup: func(s *State) { s.Kids[0].Shield, s.Kids[0].Defending = true, true },
			cmds:  map[int]string{0: "move 12 10"},
			check: func(t *testing.T, s *State, _ []sim.Event) { wantPos(t, s, 0, at(2, 0)) }},
		{name: "§5.3.2 defending cannot move 3", rows: []string{"0..."}, setup: func(s *State) { s.Kids[0].Shield, s.Kids[0].Defending = true, true },
			cmds:  map[int]string{0: "move 13 10"},
			check: func(t *testing.T, s *State, _ []sim.Event) { wantPos(t, s, 0, at(0, 0)); wantCanceled(t, s, 0, true) }},
		{name: "§5.3.8 crouched crawls 1 orthogonally", rows: []string{"a.."}, cmds: map[int]string{0: "move 11 10"},
			check: func(t *testing.T, s *State, _ []sim.Event) { wantPos(t, s, 0, at(1, 0)) }},
		{name: "§5.3.8 crouched cannot move diagonally", rows: []string{"...", "a.."}, cmds: map[int]string{0: "move 11 11"},
			check: func(t *testing.T, s *State, _ []sim.Event) { wantPos(t, s, 0, at(0, 0)); wantCanceled(t, s, 0, true) }},
		{name: "§5.3.2 tree stops the child before it", rows: []string{"0.T."}, cmds: map[int]string{0: "move 13 10"},
			check: func(t *testing.T, s *State, _ []sim.Event) { wantPos(t, s, 0, at(1, 0)) }},
		{name: "§5.3.2 a low wall blocks children too", rows: []string{"0V.."}, cmds: map[int]string{0: "move 13 10"},
			check: func(t *testing.T, s *State, _ []sim.Event) { wantPos(t, s, 0, at(0, 0)) }},
		{name: "§5.3.2 a planted flag blocks", rows: []string{"0.B."}, cmds: map[int]string{0: "move 13 10"},
			check: func(t *testing.T, s *State, _ []sim.Event) { wantPos(t, s, 0, at(1, 0)) }},
		{name: "§5.3.2 stops at the field edge", rows: []string{"0"}, setup: func(s *State) { s.Kids[0].X = 29 },
			cmds:  map[int]string{0: "move 32 10"},
			check: func(t *testing.T, s *State, _ []sim.Event) { wantPos(t, s, 0, Point{30, 10}) }},
		{name: "§5.3.2 a child standing still blocks", rows: []string{"0..4"}, cmds: map[int]string{0: "move 13 10"},
			check: func(t *testing.T, s *State, _ []sim.Event) { wantPos(t, s, 0, at(2, 0)) }},
		{name: "§5.3.2 two children stepping into one space both stop", rows: []string{"0.4"}, cmds: map[int]string{0: "move 11 10", 4: "move 11 10"},
			check: func(t *testing.T, s *State, _ []sim.Event) { wantPos(t, s, 0, at(0, 0)); wantPos(t, s, 4, at(2, 0)) }},
		{name: "§5.3.2 a child may follow one that leaves", rows: []string{"01..."}, cmds: map[int]string{0: "move 12 10", 1: "move 13 10"},
			check: func(t *testing.T, s *State, _ []sim.Event) { wantPos(t, s, 0, at(2, 0)); wantPos(t, s, 1, at(3, 0)) }},
		{name: "§5.3.2 children cannot swap", rows: []string{"04"}, cmds: map[int]string{0: "move 11 10", 4: "move 10 10"},
			check: func(t *testing.T, s *State, _ []sim.Event) { wantPos(t, s, 0, at(0, 0)); wantPos(t, s, 4, at(1, 0)) }},
		{name: "§5.4.1 timing: a fast child passes before a slow one arrives", rows: []string{"...", "0..", "..4"},
			// child 0 reaches (1,1) at 1/3 and (2,1) at 2/3; child 4 steps
			// to (2,1) at time 1, after 0 has moved on to (3,1).
			cmds:  map[int]string{0: "move 13 11", 4: "move 12 11"},
			check: func(t *testing.T, s *State, _ []sim.Event) { wantPos(t, s, 0, at(3, 1)); wantPos(t, s, 4, at(2, 1)) }},
		{name: "§5.3.2 moving to one's own space is idle", rows: []string{"0"}, cmds: map[int]string{0: "move 10 10"},
			check: func(t *testing.T, s *State, _ []sim.Event) { wantCanceled(t, s, 0, true) }},
	})
}
