package coderunner

import "testing"

// TestRestore covers rule text "Brick Destruction and Restoration", "Runner
// Death", "Enemy Death" and the kill scores of reference §1.2.
func TestRestore(t *testing.T) {
	bothRulesets(t, func(t *testing.T, r Rules) {
		t.Run("after 25 turns", func(t *testing.T) {
			// Removed_Brick for 25 turns, then Brick (dug in turn 0: a hole
			// in states 1–25, Brick in state 26).
			s := world(t, r, ".R.\n===")
			s.Apply([2]Move{DigRight, None})
			steps(s, 24, None, None)
			holeAt(1, 2)(t, s)
			if got := s.HoleTimer(1, 2); got != 1 {
				t.Errorf("hole timer %d in state 25, want 1", got)
			}
			steps(s, 1, None, None)
			if s.At(1, 2) != Brick {
				t.Errorf("brick not restored in state 26")
			}
		})
		t.Run("opponent killed", func(t *testing.T) {
			// A runner in a hole when the brick returns is killed; the
			// opponent who dug it scores +300.
			s := world(t, r, "R.B\n===\n===")
			s.Apply([2]Move{Right, DigLeft})
			s.Apply([2]Move{None, None}) // red falls into the hole
			if pos(s, 0) != [2]int{1, 1} {
				t.Fatalf("red at %v, want in the hole", pos(s, 0))
			}
			steps(s, 23, None, None)
			if !s.Runners[0].Alive {
				t.Fatal("red died early")
			}
			evs := s.Apply([2]Move{None, None})
			if s.Runners[0].Alive || s.Runners[1].Score != 300 || s.Runners[1].OpponentKills != 1 {
				t.Errorf("red alive %v, blue score %d; want red dead and blue +300", s.Runners[0].Alive, s.Runners[1].Score)
			}
			if !hasKind(evs, KindRunnerKilled) || !hasKind(evs, KindBrickClosed) {
				t.Errorf("events %v lack the kill or the restore", kinds(evs))
			}
		})
		t.Run("own hole", func(t *testing.T) {
			// Dying in one's own hole gives nobody points.
			s := world(t, r, "R..\n===\n===")
			s.Apply([2]Move{DigRight, None})
			s.Apply([2]Move{Right, None})
			steps(s, 30, None, None)
			if s.Runners[0].Alive || s.Runners[0].Score != 2 || s.Runners[1].Score != 0 {
				t.Errorf("red alive %v score %d, blue %d; want dead, 2 (two visits), 0", s.Runners[0].Alive, s.Runners[0].Score, s.Runners[1].Score)
			}
		})
		t.Run("runner respawns after 50", func(t *testing.T) {
			s := world(t, r, "R..\n===\n===")
			s.Apply([2]Move{DigRight, None})
			s.Apply([2]Move{Right, None})
			steps(s, 23, None, None) // processing turn 24 kills
			steps(s, 1, None, None)
			if s.Runners[0].Alive {
				t.Fatal("red alive after the restore")
			}
			steps(s, 49, None, None)
			if s.Runners[0].Alive {
				t.Fatal("red back before 50 turns")
			}
			evs := s.Apply([2]Move{None, None})
			if !s.Runners[0].Alive || pos(s, 0) != [2]int{0, 0} || !hasKind(evs, KindRespawn) {
				t.Errorf("red not back at its spawn 50 turns after dying: %v alive %v", pos(s, 0), s.Runners[0].Alive)
			}
		})
		for _, tc := range []struct {
			name   string
			moves  [2]Move
			points [2]int64
			master int
		}{
			{"enemy killed by red", [2]Move{DigRight, None}, [2]int64{20, 0}, 0},
			{"enemy killed by both", [2]Move{DigRight, DigLeft}, [2]int64{20, 20}, -1},
		} {
			t.Run(tc.name, func(t *testing.T) {
				// An enemy in a hole dies when the brick returns: +20 to
				// each runner that dug it, who becomes its master (none
				// when both dug it); it respawns 25 turns later.
				s := world(t, r, "REB\n===\n===")
				freeze(s)
				s.Apply(tc.moves)
				if s.At(1, 1) != Removed {
					t.Fatalf("no hole under the enemy\n%#v", s)
				}
				s.Apply([2]Move{None, None})
				if !s.Enemies[0].Trapped(s) {
					t.Fatalf("enemy not trapped\n%#v", s)
				}
				steps(s, 24, None, None)
				e := &s.Enemies[0]
				if e.Alive || e.Master != tc.master || s.Runners[0].Score != tc.points[0] || s.Runners[1].Score != tc.points[1] {
					t.Errorf("enemy alive %v master %d, scores %d %d; want dead, master %d, %v", e.Alive, e.Master, s.Runners[0].Score, s.Runners[1].Score, tc.master, tc.points)
				}
				// Killed while turn 25 was processed: back in state
				// 25+EnemyRespawn+1.
				steps(s, r.EnemyRespawn-1, None, None)
				if e.Alive {
					t.Fatalf("enemy back early (EnemyRespawn %d)", r.EnemyRespawn)
				}
				s.Apply([2]Move{None, None})
				if !e.Alive || e.Row != e.SpawnRow || e.Col != e.SpawnCol || e.Master != tc.master {
					t.Errorf("enemy not back at its spawn with its master after %d turns", r.EnemyRespawn)
				}
			})
		}
	})
}
