package worms

import (
	"testing"

	"arena/sim"
)

// chase steps, digs or shoots toward player p's nearest enemy (policy 1:
// toward a health pack while one lies on the map, policy 3: toward the
// middle without shooting, where worms collide), so games have
// collisions, kills and pickups; every fifth round it plays the
// scripted command instead (invalid ones included), and policy 2 idles
// into the classic disqualification.
func chase(s *State, p, i, policy int) Command {
	wi := s.ActiveWorm(p)
	if wi < 0 || policy == 2 {
		return DoNothing()
	}
	if i%5 == 0 {
		if c, ok := scripted(s, p, i).(Command); ok {
			return c
		}
		return DoNothing()
	}
	w := s.Worms[wi]
	for d := N; d <= NW && policy != 3; d++ {
		if hi, _, _, _ := s.Trace(w.X, w.Y, d, s.Rules.WeaponRange); hi >= 0 && s.Worms[hi].Player != p {
			return ShootAt(d)
		}
	}
	tx, ty, td := 0, 0, 1<<30
	for _, e := range s.Worms {
		if d := cheb(w.X, w.Y, e.X, e.Y); e.Player != p && d < td {
			tx, ty, td = e.X, e.Y, d
		}
	}
	switch {
	case policy == 1 && len(s.Packs) > 0:
		tx, ty = s.Packs[0].X, s.Packs[0].Y
	case policy == 3:
		tx, ty = s.Size/2, s.Size/2
	}
	x, y := w.X+sgn(tx-w.X), w.Y+sgn(ty-w.Y)
	if s.At(x, y) == Dirt {
		return DigAt(x, y)
	}
	return MoveTo(x, y)
}

func sgn(v int) int {
	switch {
	case v > 0:
		return 1
	case v < 0:
		return -1
	}
	return 0
}

// Simulate leaves exactly the state Apply leaves (same hash, RNG
// included) in every round of chasing games under both rulesets.
func TestSimulateMatchesApply(t *testing.T) {
	seen := map[sim.EventKind]int{}
	for _, tc := range []struct {
		ruleset string
		policy  [Players]int
	}{
		{"", [Players]int{0, 0}},
		{"classic", [Players]int{0, 0}},
		{"classic", [Players]int{0, 2}},
		{"", [Players]int{2, 0}},
		{"", [Players]int{1, 0}},
		{"classic", [Players]int{0, 1}},
		{"", [Players]int{3, 3}},
		{"classic", [Players]int{3, 3}},
	} {
		for seed := uint64(1); seed <= 6; seed++ {
			st, err := Game{}.New(sim.Config{Seed: seed, Ruleset: tc.ruleset})
			if err != nil {
				t.Fatal(err)
			}
			s := st.(*State)
			for i := 0; !s.Over; i++ {
				cmds := [Players]Command{chase(s, 0, i, tc.policy[0]), chase(s, 1, i, tc.policy[1])}
				q := s.clone()
				q.Simulate(cmds)
				for _, e := range s.Apply(cmds) {
					seen[e.Kind]++
				}
				if q.Hash() != s.Hash() || q.Over != s.Over || q.quiet {
					t.Fatalf("ruleset %q seed %d round %d: Simulate and Apply differ after %v", tc.ruleset, seed, i, cmds)
				}
			}
		}
	}
	// The games must exercise every path that builds events.
	for _, k := range []sim.EventKind{KindMove, KindDig, KindShot, KindHit, KindCollision, KindDeath, KindPickup, KindInvalid, KindNothing, KindFault, KindEnd} {
		if seen[k] == 0 {
			t.Errorf("no %v event in the games", k)
		}
	}
}
