package coderunner

import (
	"testing"

	"arena/sim"
	cr "arena/sim/coderunner"
)

// TestBarePocketDies: a runner shut in a pocket with no gold (a row walled
// in by Brick above and below, away from its spawn cell) digs a hole to die
// in and comes back at its spawn cell (rule text "Runner killed when
// caught": 50 turns later), rather than walk the pocket for its first-visit
// points; an unvisited cell a step away is still worth taking first.
func TestBarePocketDies(t *testing.T) {
	top := []string{
		".........................",
		"=========================",
		"..........R..............",
		"=========================",
		"=========================",
	}
	for _, tc := range []struct {
		name string
		// unvisited are the pocket row's cells not yet visited (columns).
		unvisited []int
		// visit is a column the runner must visit before it dies, -1 none.
		visit int
	}{
		{name: "far cells left", unvisited: []int{0, 24}, visit: -1},
		{name: "a cell beside", unvisited: []int{0, 11, 24}, visit: 11},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := digWorld(t, top...)
			for c := range cols {
				s.Visited[2*cols+c] = true
			}
			for _, c := range tc.unvisited {
				s.Visited[2*cols+c] = false
			}
			b := NewDigger()
			acts := make([]sim.Action, 2)
			// A dig, a step over the hole, the restore 26 turns after the
			// dig: dead well within 32 turns. Walking the row to the far
			// cells first takes 34 turns before any dig.
			const within = 32
			for turn := 0; turn < within && s.Runners[0].Alive; turn++ {
				acts[0], acts[1] = b.Act(s, 0), cr.None
				if _, err := s.Step(acts); err != nil {
					t.Fatal(err)
				}
			}
			me := s.Runners[0]
			if me.Alive {
				t.Fatalf("runner alive at %d,%d after %d turns in a bare pocket", me.Row, me.Col, within)
			}
			if tc.visit >= 0 && !s.Visited[2*cols+tc.visit] {
				t.Errorf("cell 2,%d beside the runner left unvisited", tc.visit)
			}
			for _, c := range tc.unvisited {
				if c != tc.visit && s.Visited[2*cols+c] {
					t.Errorf("runner walked to far cell 2,%d before dying", c)
				}
			}
		})
	}
}
