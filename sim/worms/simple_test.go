package worms

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"arena/sim"
)

// rough is a command for player p that is often not simple: chase's
// (collisions, pickups, kills), "nothing", or a move, dig or shot toward a
// random neighbour, valid or not.
func rough(s *State, p, i int, rng *rand.Rand) Command {
	wi := s.ActiveWorm(p)
	if wi < 0 {
		return DoNothing()
	}
	w := s.Worms[wi]
	d := Direction(rng.IntN(8))
	dx, dy := d.Delta()
	switch rng.IntN(10) {
	case 0:
		return DoNothing()
	case 1, 2:
		return MoveTo(w.X+dx, w.Y+dy)
	case 3:
		return DigAt(w.X+dx, w.Y+dy)
	case 4:
		return ShootAt(d)
	}
	return chase(s, p, i, []int{0, 1, 3}[rng.IntN(3)])
}

func snapshot(t *testing.T, s *State) []byte {
	t.Helper()
	b, err := s.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// The simple round leaves exactly the state apply leaves (the whole
// snapshot: cells, worms, packs, scores, streaks, rotation, round, end,
// both generators), and every round it declines is left untouched for
// apply. The games mix chasing and random commands under both rulesets
// and often bring a worm near death, so that every reason to decline
// comes up: a collision, a pickup, a kill, "nothing", an invalid command,
// the classic "No Command", a fallen worm left lying (classic), the end.
func TestSimpleRoundMatchesApply(t *testing.T) {
	rng := rand.New(rand.NewPCG(16, 3))
	played, ended := 0, 0
	declined := map[sim.EventKind]int{}
	for _, ruleset := range []string{"", "classic"} {
		for seed := uint64(1); seed <= 10; seed++ {
			st, err := Game{}.New(sim.Config{Seed: seed, Ruleset: ruleset})
			if err != nil {
				t.Fatal(err)
			}
			s := st.(*State)
			for i := 0; !s.Over; i++ {
				if seed <= 6 && i%9 == 0 && len(s.Worms) > 0 {
					s.Worms[rng.IntN(len(s.Worms))].HP = 1 + rng.IntN(24)
				}
				if ruleset == "classic" && i%37 == 5 {
					s.Fault(sim.PlayerID(rng.IntN(Players)), sim.Timeout, "late")
				}
				cmds := [Players]Command{rough(s, 0, i, rng), rough(s, 1, i, rng)}
				before := snapshot(t, s)
				q := s.clone()
				q.quiet = true
				ok := q.simpleRound(cmds)
				q.quiet = false
				evs := s.Apply(cmds)
				if !ok {
					if !bytes.Equal(snapshot(t, q), before) {
						t.Fatalf("ruleset %q seed %d round %d: a declined round %v changed the state", ruleset, seed, i, cmds)
					}
					for _, e := range evs {
						declined[e.Kind]++
					}
					continue
				}
				played++
				if s.Over {
					ended++ // at the round limit
				}
				if !bytes.Equal(snapshot(t, q), snapshot(t, s)) {
					t.Fatalf("ruleset %q seed %d round %d: simple round %v and apply differ", ruleset, seed, i, cmds)
				}
				for _, e := range evs {
					switch e.Kind {
					case KindCollision, KindPickup, KindDeath, KindNothing, KindInvalid, KindFault:
						t.Fatalf("ruleset %q seed %d round %d: the simple round %v played a %s", ruleset, seed, i, cmds, e.Kind)
					}
				}
			}
		}
	}
	t.Logf("%d simple rounds (%d ending the game); declined rounds had %v", played, ended, declined)
	if played < 1000 || ended == 0 {
		t.Errorf("only %d simple rounds, %d ending the game", played, ended)
	}
	for _, k := range []sim.EventKind{KindCollision, KindPickup, KindDeath, KindNothing, KindInvalid, KindEnd} {
		if declined[k] == 0 {
			t.Errorf("no declined round with a %s event", k)
		}
	}
}
