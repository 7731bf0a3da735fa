package coderunner

import (
	"strings"
	"testing"
)

// shift moves a picture right by n columns (filled with Brick), to place
// enemies on the right half of the map.
func shift(pic string, n int) string {
	lines := strings.Split(strings.Trim(pic, "\n"), "\n")
	for i := range lines {
		lines[i] = strings.Repeat("=", n) + strings.TrimSpace(lines[i])
	}
	return strings.Join(lines, "\n")
}

// TestEnemyCadence covers rule text "Enemy Behavior, Movement": an enemy
// moves every second turn, first in turn 0 (default) or turn 1 (classic,
// reference §1.6).
func TestEnemyCadence(t *testing.T) {
	bothRulesets(t, func(t *testing.T, r Rules) {
		s := world(t, r, "E...\n====")
		s.Enemies[0].Program = []Move{Right, Right, Left, Left}
		var cols []int
		for i := 0; i < 6; i++ {
			s.Apply([2]Move{None, None})
			cols = append(cols, s.Enemies[0].Col)
		}
		want := []int{1, 1, 2, 2, 1, 1}
		if r.EnemyFirstTurn == 1 {
			want = []int{0, 1, 1, 2, 2, 1}
		}
		if !equalInts(cols, want) {
			t.Errorf("columns after turns 0–5: %v, want %v", cols, want)
		}
	})
}

// TestPatrol covers rule text "Patrol Mode Program": the program repeats
// from the first instruction, and falls are Bottom steps consumed one per
// turn (reference §1.6 step 2).
func TestPatrol(t *testing.T) {
	bothRulesets(t, func(t *testing.T, r Rules) {
		t.Run("wraps", func(t *testing.T) {
			s := world(t, r, "E..\n===")
			s.Enemies[0].Program = []Move{Right, Left}
			steps(s, 8, None, None)
			if e := s.Enemies[0]; e.Col != 0 || e.PC != 0 {
				t.Errorf("after 4 moves enemy at col %d, pc %d; want 0, 0", e.Col, e.PC)
			}
		})
		t.Run("falls consume instructions", func(t *testing.T) {
			s := world(t, r, "E.\n=.\n=.\n==")
			e := &s.Enemies[0]
			e.Program = []Move{Right, Bottom, Bottom, Left, Top, Top}
			e.LastActed = -5
			steps(s, 3, None, None)
			if e.Row != 2 || e.Col != 1 || e.PC != 3 {
				t.Errorf("enemy at (%d,%d) pc %d; want (2,1) pc 3 after a step and two falls", e.Row, e.Col, e.PC)
			}
		})
	})
}

// TestPursuit covers rule text "Pursuit Mode".
func TestPursuit(t *testing.T) {
	bothRulesets(t, func(t *testing.T, r Rules) {
		act := func(s *State) {
			for i := range s.Enemies {
				s.Enemies[i].LastActed = -5
			}
			s.Apply([2]Move{None, None})
		}
		t.Run("within radius 5", func(t *testing.T) {
			s := world(t, r, "R....E\n======")
			act(s)
			if e := s.Enemies[0]; e.Col != 4 || e.Chasing != 0 || len(e.Stack) != 1 || len(e.Path) != 5 {
				t.Errorf("enemy col %d chasing %d stack %v path %v; want a chase step left", e.Col, e.Chasing, e.Stack, e.Path)
			}
		})
		t.Run("outside radius 5", func(t *testing.T) {
			s := world(t, r, "R.....E\n=======")
			act(s)
			if e := s.Enemies[0]; e.Col != 6 || e.Chasing != -1 {
				t.Errorf("enemy col %d chasing %d; want it to stay (no program)", e.Col, e.Chasing)
			}
		})
		t.Run("holes count as brick", func(t *testing.T) {
			// The planner walks over a hole as if the brick were back.
			s := world(t, r, "R...E\n==-==\n=====")
			act(s)
			if e := s.Enemies[0]; e.Chasing != 0 || len(e.Path) != 4 {
				t.Errorf("chasing %d path %v; want a 4-step path over the hole", e.Chasing, e.Path)
			}
		})
		t.Run("no falling", func(t *testing.T) {
			// The runner can only be reached by dropping off the ledge.
			s := world(t, r, "E..\n==.\n..R\n===")
			act(s)
			if e := s.Enemies[0]; e.Chasing != -1 {
				t.Errorf("enemy chased along a path with a fall: %v", e.Path)
			}
		})
		pic := ".HEH.\n=H=H=\n.HRH.\n====="
		t.Run("left side prefers Right", func(t *testing.T) {
			s := world(t, r, pic)
			act(s)
			if e := s.Enemies[0]; e.LastMove != Right || pathText(e.Path) != "RBBL" {
				t.Errorf("move %v path %s; want RIGHT via RBBL", e.LastMove, pathText(e.Path))
			}
		})
		t.Run("right side prefers Left", func(t *testing.T) {
			s := world(t, r, shift(pic, 14))
			act(s)
			if e := s.Enemies[0]; e.LastMove != Left || pathText(e.Path) != "LBBR" {
				t.Errorf("move %v path %s; want LEFT via LBBR", e.LastMove, pathText(e.Path))
			}
		})
		t.Run("tie between runners", func(t *testing.T) {
			// Equal distance, different first moves: the preference
			// order picks (Right before Left on the left side).
			s := world(t, r, "R..E..B\n=======")
			act(s)
			if e := s.Enemies[0]; e.Chasing != 1 || e.Col != 4 {
				t.Errorf("chasing %d col %d; want blue, moving right", e.Chasing, e.Col)
			}
		})
		t.Run("nearer runner", func(t *testing.T) {
			s := world(t, r, "R.E...B\n=======")
			act(s)
			if e := s.Enemies[0]; e.Chasing != 0 {
				t.Errorf("chasing %d; want red, the nearer", e.Chasing)
			}
		})
		t.Run("master radius 4", func(t *testing.T) {
			s := world(t, r, "R....E\n======")
			s.Enemies[0].Master = 0
			act(s)
			if e := s.Enemies[0]; e.Chasing != -1 {
				t.Errorf("enemy chased its master at distance 5")
			}
		})
		t.Run("other radius 8", func(t *testing.T) {
			s := world(t, r, "B.......E\n=========")
			s.Enemies[0].Master = 0
			act(s)
			if e := s.Enemies[0]; e.Chasing != 1 {
				t.Errorf("enemy did not chase the other runner at distance 8")
			}
		})
		t.Run("return stack", func(t *testing.T) {
			// With no runner in range, the enemy undoes its chase moves.
			s := world(t, r, "R..E\n====")
			act(s)
			if s.Enemies[0].Col != 2 {
				t.Fatalf("enemy at col %d, want 2", s.Enemies[0].Col)
			}
			s.Runners[0].Alive = false
			s.Timers = append(s.Timers, Timer{At: 1000, Kind: RespawnRunner})
			act(s)
			if e := s.Enemies[0]; e.Col != 3 || len(e.Stack) != 0 {
				t.Errorf("enemy col %d stack %v; want back at 3 with an empty stack", e.Col, e.Stack)
			}
		})
	})
}

func pathText(p []Move) string {
	b := make([]byte, len(p))
	for i, m := range p {
		b[i] = m.Letter()
	}
	return string(b)
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
