package worms

import (
	"encoding/json"
	"testing"

	"arena/sim"
	"arena/sim/simtest"
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

// scriptPlayer plays scripted's commands for its seat, one per round.
type scriptPlayer struct{ i int }

func (sp *scriptPlayer) Act(s sim.State, p sim.PlayerID) sim.Action {
	a := scripted(s.(*State), int(p), sp.i)
	sp.i++
	return a
}

// The same seed twice gives the same hashes; a snapshot restored mid-game
// and a clone end with the same hash as the uninterrupted game
// (simtest.CheckDeterminism).
func TestDeterminism(t *testing.T) {
	for _, ruleset := range []string{"", "classic"} {
		for seed := uint64(1); seed <= 5; seed++ {
			cfg := sim.Config{Seed: seed, Ruleset: ruleset}
			simtest.CheckDeterminism(t, simtest.Match{
				New: func(t testing.TB) sim.State {
					st, err := Game{}.New(cfg)
					if err != nil {
						t.Fatal(err)
					}
					return st
				},
				Players: func() []simtest.Player { return []simtest.Player{&scriptPlayer{}, &scriptPlayer{}} },
				Max:     200, SnapAt: 100,
			})
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
		for p := 0; p < Players; p++ {
			if b := EntelectStateJSON(nil, &s, p); !json.Valid(b) {
				t.Fatalf("state.json is not JSON: %s", b)
			}
			_ = EntelectTextMap(nil, &s, p)
		}
	})
}
