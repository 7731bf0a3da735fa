package worms

import (
	"testing"

	"arena/sim"
)

// randomCommand picks a command for the player's active worm from a fixed
// script so games exercise every command kind.
func scripted(s *State, p, i int) sim.Action {
	wi := s.ActiveWorm(p)
	if wi < 0 {
		return nil
	}
	w := s.Worms[wi]
	d := Direction((i*7 + p*3 + w.ID) % 8)
	dx, dy := d.Delta()
	switch (i + p) % 4 {
	case 0:
		return MoveTo(w.X+dx, w.Y+dy)
	case 1:
		return DigAt(w.X+dx, w.Y+dy)
	case 2:
		return ShootAt(d)
	}
	return nil
}

func play(t *testing.T, cfg sim.Config, rounds int) (sim.State, []uint64) {
	t.Helper()
	st, err := Game{}.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	var hs []uint64
	for i := 0; i < rounds; i++ {
		s := st.(*State)
		if _, err := st.Step([]sim.Action{scripted(s, 0, i), scripted(s, 1, i)}); err != nil {
			t.Fatal(err)
		}
		hs = append(hs, st.Hash())
	}
	return st, hs
}

// The same seed twice gives the same hashes; a snapshot restored mid-game
// ends with the same hash as the uninterrupted game.
func TestDeterminism(t *testing.T) {
	for _, ruleset := range []string{"", "classic"} {
		for seed := uint64(1); seed <= 5; seed++ {
			cfg := sim.Config{Seed: seed, Ruleset: ruleset}
			a, ha := play(t, cfg, 200)
			_, hb := play(t, cfg, 200)
			for i := range ha {
				if ha[i] != hb[i] {
					t.Fatalf("seed %d %q: hashes differ at round %d", seed, ruleset, i+1)
				}
			}
			// Snapshot at round 100, restore into a fresh state, continue.
			st, _ := play(t, cfg, 100)
			snap, err := st.MarshalBinary()
			if err != nil {
				t.Fatal(err)
			}
			var r State
			if err := r.UnmarshalBinary(snap); err != nil {
				t.Fatal(err)
			}
			if r.Hash() != st.Hash() {
				t.Fatalf("restored hash differs")
			}
			c := st.Clone()
			for i := 100; i < 200; i++ {
				r.Step([]sim.Action{scripted(&r, 0, i), scripted(&r, 1, i)})
				cs := c.(*State)
				c.Step([]sim.Action{scripted(cs, 0, i), scripted(cs, 1, i)})
			}
			if r.Hash() != a.Hash() || c.Hash() != a.Hash() {
				t.Fatalf("seed %d %q: restored game ends with a different hash", seed, ruleset)
			}
		}
	}
}

func TestUnmarshalGarbage(t *testing.T) {
	s := mk(t, DefaultRules(), "a..", "...", "..A")
	b, _ := s.MarshalBinary()
	for i := 0; i < len(b); i++ {
		var r State
		_ = r.UnmarshalBinary(b[:i]) // must not panic
	}
}

// FuzzUnmarshal: a snapshot that restores is a state Step can play.
func FuzzUnmarshal(f *testing.F) {
	st, _ := Game{}.New(sim.Config{MapData: []byte("a.+\n#X.\nB.A\n"), Seed: 1})
	b, _ := st.MarshalBinary()
	f.Add(b)
	f.Fuzz(func(t *testing.T, b []byte) {
		var s State
		if s.UnmarshalBinary(b) != nil {
			return
		}
		for i := 0; i < 3; i++ {
			s.Step([]sim.Action{scripted(&s, 0, i), scripted(&s, 1, i)})
			s.Fault(0, sim.Timeout, "x")
		}
		_ = s.GoString()
		_ = AppendInput(nil, &s)
	})
}
