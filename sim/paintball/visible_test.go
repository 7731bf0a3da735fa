package paintball

import (
	"testing"

	"arena/sim"
)

// VisibleMask (row runs) agrees with Sees (the rule's distance test) on
// every space, for both teams, over a played game.
func TestVisibleMaskMatchesSees(t *testing.T) {
	st, err := Game{}.New(sim.Config{Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	for round := 0; round < 40 && !s.Over; round++ {
		for team := 0; team < 2; team++ {
			m := s.VisibleMask(team)
			for i := range m {
				if p := (Point{i % Size, i / Size}); m[i] != s.Sees(team, p) {
					t.Fatalf("round %d team %d %v: mask %v, Sees %v", round, team, p, m[i], s.Sees(team, p))
				}
			}
		}
		var acts [2]Action
		for i := range acts[0] {
			acts[0][i] = Command{Op: OpMove, X: s.Kids[i].X + 1, Y: s.Kids[i].Y + 1}
			acts[1][i] = Command{Op: OpMove, X: s.Kids[PerTeam+i].X - 1, Y: s.Kids[PerTeam+i].Y - 1}
		}
		s.Apply(acts)
	}
}
