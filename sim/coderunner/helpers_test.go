package coderunner

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// refData returns ../shared/reference/data/coderunner relative to the
// module root, or skips the test when it is absent.
func refData(t testing.TB) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			break
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Skip("no go.mod above the test directory")
		}
		dir = parent
	}
	p := filepath.Join(dir, "..", "shared", "reference", "data", "coderunner")
	if _, err := os.Stat(p); err != nil {
		t.Skipf("reference data not found at %s (it lives outside the module); skipping", p)
	}
	return p
}

// world builds a state from a tiny ASCII picture padded into the 16x25
// field: rows are placed at the top-left, the rest of the field is Brick.
// Letters: R and B runners, E enemies (listed in reading order, with
// program "" unless set later), X an enemy already in a hole ('-'), . = H *
// - cells. The picture need not be symmetric.
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
			case 'R', 'B':
				p := strings.IndexByte("RB", ch)
				s.Runners[p] = Runner{Row: row, Col: col, SpawnRow: row, SpawnCol: col, Alive: true}
				cell = Empty
			case 'E', 'X':
				s.Enemies = append(s.Enemies, Enemy{Row: row, Col: col, SpawnRow: row, SpawnCol: col, Alive: true, Master: -1, Chasing: -1, LastActed: r.EnemyFirstTurn - 2})
				cell = Empty
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
			ru.Row, ru.Col = -1, -1
			s.Timers = append(s.Timers, Timer{At: 100000, Kind: RespawnRunner, Index: p})
		} else {
			s.Visited[ru.Row*Cols+ru.Col] = true
		}
	}
	return s
}

func pos(s *State, p int) [2]int { return [2]int{s.Runners[p].Row, s.Runners[p].Col} }
