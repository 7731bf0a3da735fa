package coderunner

import (
	"arena/sim"
	"arena/sim/simtest"
	"strings"
	"testing"
)

// refData returns ../shared/reference/data/coderunner beside the module
// root, or skips the test when it is absent (simtest.RefDir).
func refData(t testing.TB) string {
	t.Helper()
	return simtest.RefDir(t, "coderunner")
}

// world builds a state from a tiny ASCII picture padded into the 16x25
// field: rows are placed at the top-left, the rest of the field is Brick.
// Letters: R and B runners (r and b: on a Ladder), E enemies (e: on a
// Ladder; listed in reading order, with no program unless set later), X an
// enemy already in a hole ('-'), and the cells . = H * -. The picture need
// not be symmetric.
func world(t testing.TB, r Rules, pic string) *State {
	t.Helper()
	s := &State{Rules: r, Spawned: true}
	for i := range s.Cells {
		s.Cells[i] = Brick
	}
	s.Runners[0].Alive, s.Runners[1].Alive = false, false
	lines := strings.Split(strings.Trim(pic, "\n"), "\n")
	for row, ln := range lines {
		ln = strings.TrimSpace(ln)
		for col := 0; col < len(ln); col++ {
			ch := ln[col]
			cell := Cell(ch)
			switch ch {
			case 'R', 'B', 'r', 'b':
				p := strings.IndexByte("RBrb", ch) % 2
				s.Runners[p] = Runner{Row: row, Col: col, SpawnRow: row, SpawnCol: col, Alive: true}
				cell = Empty
				if ch >= 'a' {
					cell = Ladder
				}
			case 'E', 'X', 'e':
				s.Enemies = append(s.Enemies, Enemy{Row: row, Col: col, SpawnRow: row, SpawnCol: col, Alive: true, Master: -1, Chasing: -1, LastActed: r.EnemyFirstTurn - 2})
				cell = Empty
				if ch == 'e' {
					cell = Ladder
				}
				if ch == 'X' {
					cell = Removed
					s.Timers = append(s.Timers, Timer{At: 1000, Kind: RestoreBrick, Row: row, Col: col})
				}
			}
			s.Cells[row*Cols+col] = cell
		}
	}
	for p := range s.Runners {
		ru := &s.Runners[p]
		if !ru.Alive {
			// Park an absent runner far away, dead for the whole test.
			ru.Row, ru.Col, ru.SpawnRow, ru.SpawnCol = -1, -1, -1, -1
			s.Timers = append(s.Timers, Timer{At: 100000, Kind: RespawnRunner, Index: p})
		} else {
			s.Visited[ru.Row*Cols+ru.Col] = true
		}
	}
	return s
}

func pos(s *State, p int) [2]int { return [2]int{s.Runners[p].Row, s.Runners[p].Col} }

// rcase is a table row for runner rules: red plays moves turn after turn
// (blue, if present, plays NONE) and check looks at the result.
type rcase struct {
	name, rule, pic string
	moves           []Move
	want            [2]int // red's final cell, unless dead
	dead            bool   // red must be dead
	check           func(t *testing.T, s *State)
}

func runCases(t *testing.T, r Rules, cases []rcase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := world(t, r, tc.pic)
			for _, m := range tc.moves {
				s.Apply([2]Move{m, None})
			}
			if tc.dead {
				if s.Runners[0].Alive {
					t.Errorf("%s: red alive at %v, want dead\n%#v", tc.rule, pos(s, 0), s)
				}
			} else if !s.Runners[0].Alive || pos(s, 0) != tc.want {
				t.Errorf("%s: red at %v (alive %v), want %v\n%#v", tc.rule, pos(s, 0), s.Runners[0].Alive, tc.want, s)
			}
			if tc.check != nil {
				tc.check(t, s)
			}
		})
	}
}

// bothRulesets runs f under the default and the classic presets.
func bothRulesets(t *testing.T, f func(t *testing.T, r Rules)) {
	t.Run("default", func(t *testing.T) { f(t, DefaultRules()) })
	t.Run("classic", func(t *testing.T) { f(t, ClassicRules()) })
}

// freeze stops every enemy from acting (it still falls): the last-acted
// turn is put far in the future.
func freeze(s *State) {
	for i := range s.Enemies {
		s.Enemies[i].LastActed = 1 << 30
	}
}

// steps plays n turns with fixed moves.
func steps(s *State, n int, red, blue Move) {
	for i := 0; i < n; i++ {
		s.Apply([2]Move{red, blue})
	}
}

func hasKind(evs []sim.Event, k sim.EventKind) bool {
	for _, e := range evs {
		if e.Kind == k {
			return true
		}
	}
	return false
}

func kinds(evs []sim.Event) []sim.EventKind {
	var out []sim.EventKind
	for _, e := range evs {
		out = append(out, e.Kind)
	}
	return out
}
