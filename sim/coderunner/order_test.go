package coderunner

import "testing"

// TestEventOrder covers rule text "Game Event Ordering" through the
// consequences listed in reference §1.3.
func TestEventOrder(t *testing.T) {
	bothRulesets(t, func(t *testing.T, r Rules) {
		t.Run("gold then caught", func(t *testing.T) {
			// Step 5 (gold) comes before step 6 (same-cell kill).
			s := world(t, r, "RE\n==")
			freeze(s)
			s.set(0, 1, Gold)
			s.Apply([2]Move{Right, None})
			if s.Runners[0].Alive || s.Runners[0].Score != 101 {
				t.Errorf("alive %v score %d; want dead with gold and visit (101)", s.Runners[0].Alive, s.Runners[0].Score)
			}
		})
		t.Run("swap before gold", func(t *testing.T) {
			// Step 2 (passing through an enemy) comes before step 5.
			s := world(t, r, "RE\n==")
			s.Enemies[0].LastActed = -5
			s.set(0, 1, Gold)
			s.set(0, 0, Gold)
			s.Apply([2]Move{Right, None})
			if s.Runners[0].Alive || s.Runners[0].Golds != 0 {
				t.Errorf("alive %v golds %d; want killed before collecting", s.Runners[0].Alive, s.Runners[0].Golds)
			}
		})
		t.Run("dig before restore", func(t *testing.T) {
			// Step 3 (dig) comes before step 4: a brick dug in turn t is
			// back exactly BrickRestore turns later, never earlier.
			s := world(t, r, ".R.\n===")
			evs := s.Apply([2]Move{DigLeft, None})
			if len(evs) != 1 || evs[0].Kind != KindDig {
				t.Errorf("events %v, want one dig", kinds(evs))
			}
		})
		t.Run("respawn onto an enemy", func(t *testing.T) {
			// Step 4 respawns the runner, step 6 kills it on the enemy.
			s := world(t, r, "R.\n==")
			freeze(s)
			s.Enemies = append(s.Enemies, Enemy{Row: 0, Col: 0, SpawnRow: 0, SpawnCol: 0, Alive: true, Master: -1, Chasing: -1, LastActed: 1 << 30})
			s.Runners[0].Alive = false
			s.Timers = append(s.Timers, Timer{At: 0, Kind: RespawnRunner, Index: 0})
			evs := s.Apply([2]Move{None, None})
			if s.Runners[0].Alive || !hasKind(evs, KindRespawn) || !hasKind(evs, KindRunnerKilled) {
				t.Errorf("alive %v events %v; want respawn then death", s.Runners[0].Alive, kinds(evs))
			}
		})
	})
}
