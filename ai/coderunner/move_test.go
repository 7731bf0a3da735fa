package coderunner

import (
	"testing"

	"arena/sim"
	cr "arena/sim/coderunner"
)

// TestTrappedEnemyNoDig: a runner standing on an enemy trapped in a hole
// cannot dig (reference §1.5: a trapped enemy is no support for digging),
// though the terrain, which counts every hole as Brick, routes through a
// dig right there. The runner must go round to dig elsewhere, not wait for
// the hole to close (the hole here has no timer: it never closes).
func TestTrappedEnemyNoDig(t *testing.T) {
	for _, tc := range []struct {
		name string
		top  []string
		gold [2]int // row, column
		// within is how many turns the runner has to collect the gold.
		within int
	}{
		{
			// The gold under the floor, right of the hole: the terrain digs
			// from the enemy's head; the runner digs from two cells right.
			name: "gold under the floor",
			top: []string{
				".........................",
				".....R...................",
				"=====-===================",
				"......*..................",
				"=========================",
			},
			gold: [2]int{3, 6}, within: 12,
		},
		{
			// The gold along the row: the route walks over the enemy's head.
			name: "gold along the row",
			top: []string{
				".........................",
				"....R.....*..............",
				"=====-===================",
			},
			gold: [2]int{1, 10}, within: 7,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := digWorld(t, tc.top...)
			for i, c := range s.Cells {
				if c == cr.Removed {
					s.Enemies = append(s.Enemies, cr.Enemy{Row: i / cols, Col: i % cols, Alive: true, Master: -1, Chasing: -1, Program: []cr.Move{cr.Left, cr.Right}})
				}
			}
			b := NewDigger()
			g := tc.gold[0]*cols + tc.gold[1]
			acts := make([]sim.Action, 2)
			for turn := 0; turn < tc.within && s.Cells[g] == cr.Gold; turn++ {
				acts[0], acts[1] = b.Act(s, 0), cr.None
				if _, err := s.Step(acts); err != nil {
					t.Fatal(err)
				}
			}
			if s.Cells[g] == cr.Gold {
				me := s.Runners[0]
				t.Errorf("gold at %v not collected in %d turns: the runner is at %d,%d", tc.gold, tc.within, me.Row, me.Col)
			}
		})
	}
}
