package paintball

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"testing"

	"arena/sim"
	"arena/sim/simtest"
)

// randomAction is a test player: each child picks a random command near
// itself, legal or not.
func randomAction(s *State, team int, r *rand.Rand) Action {
	var a Action
	for i := range a {
		k := s.Kids[team*PerTeam+i]
		near := func(d int) (int, int) { return k.X + r.IntN(2*d+1) - d, k.Y + r.IntN(2*d+1) - d }
		c := Command{Op: Op(r.IntN(10))}
		switch c.Op {
		case OpMove:
			c.X, c.Y = near(3)
		case OpPickup, OpPlant:
			c.X, c.Y = near(1)
			c.N, c.HasN = 1+r.IntN(20), r.IntN(2) == 0
		case OpDrop:
			c.X, c.Y = near(1)
			c.Item, c.N = DropItem(r.IntN(4)), 1+r.IntN(10)
		case OpLaunch:
			c.X, c.Y = near(12)
			c.X2, c.Y2 = near(12)
			c.Two = r.IntN(2) == 0
		}
		a[i] = c
	}
	return a
}

func playRandom(t testing.TB, seed uint64, s *State, from int) []uint64 {
	r := rand.New(rand.NewPCG(seed, uint64(from)))
	var hashes []uint64
	for !s.Over {
		if _, err := s.Step([]sim.Action{randomAction(s, 0, r), randomAction(s, 1, r)}); err != nil {
			t.Fatal(err)
		}
		hashes = append(hashes, s.Hash())
		if err := checkInvariants(s); err != nil {
			t.Fatalf("round %d: %v\n%#v", s.Round, err, s)
		}
	}
	return hashes
}

// checkInvariants holds after every round: no two children share a space,
// none stands on an obstacle, inventories are legal.
func checkInvariants(s *State) error {
	for i, k := range s.Kids {
		if !k.Pos().OnField() || s.At(k.X, k.Y).Kind.Obstacle() {
			return fmt.Errorf("child %d at %v", i, k.Pos())
		}
		if j := s.ChildAt(k.Pos()); j != i {
			return fmt.Errorf("children %d and %d share %v", i, j, k.Pos())
		}
		if k.Balls < 0 || k.Balls > MaxBallsHeld || (k.Defending && !k.Shield) {
			return fmt.Errorf("child %d: %+v", i, k)
		}
	}
	for i, c := range s.Cells {
		if (c.Kind == Balls) != (c.N > 0) {
			return fmt.Errorf("cell %d: %+v", i, c)
		}
	}
	return nil
}

// randomPlayer plays randomAction for its team, drawing from a source its
// opponent shares, as playRandom does.
type randomPlayer struct {
	team int
	r    *rand.Rand
}

func (p randomPlayer) Act(s sim.State, _ sim.PlayerID) sim.Action {
	return randomAction(s.(*State), p.team, p.r)
}

// Same seed, same game; a snapshot restored mid-game and a clone continue
// the same (simtest.CheckDeterminism); the invariants hold every round.
func TestDeterminism(t *testing.T) {
	for seed := uint64(1); seed <= 5; seed++ {
		simtest.CheckDeterminism(t, simtest.Match{
			New: func(testing.TB) sim.State {
				st, _ := Game{}.New(sim.Config{Seed: seed})
				return st
			},
			Players: func() []simtest.Player {
				r := rand.New(rand.NewPCG(seed, 0))
				return []simtest.Player{randomPlayer{0, r}, randomPlayer{1, r}}
			},
			SnapAt: 60,
		})
		st, _ := Game{}.New(sim.Config{Seed: seed})
		playRandom(t, seed, st.(*State), 0)
	}
}

func FuzzUnmarshal(f *testing.F) {
	st, _ := Game{}.New(sim.Config{Seed: 1})
	b, _ := st.MarshalBinary()
	f.Add(b)
	f.Fuzz(func(t *testing.T, b []byte) {
		var s State
		if s.UnmarshalBinary(b) != nil {
			return
		}
		r := rand.New(rand.NewPCG(1, 2))
		for i := 0; i < 3 && !s.Over; i++ {
			s.Step([]sim.Action{randomAction(&s, 0, r), randomAction(&s, 1, r)})
		}
	})
}

func TestGameInfo(t *testing.T) {
	info := Game{}.Info()
	if info.ID != "paintball" || info.Limits.PerTick.Milliseconds() != 500 || info.Limits.FirstReply.Milliseconds() != 1000 || info.Limits.OnFault != sim.NoOp {
		t.Errorf("info %+v", info)
	}
	kinds := map[sim.EventKind]bool{}
	for _, k := range info.EventKinds {
		kinds[k] = true
	}
	// Every kind a few random games emit is listed.
	for seed := uint64(1); seed <= 5; seed++ {
		st, _ := Game{}.New(sim.Config{Seed: seed})
		s := st.(*State)
		r := rand.New(rand.NewPCG(seed, 9))
		for !s.Over {
			evs, _ := s.Step([]sim.Action{randomAction(s, 0, r), randomAction(s, 1, r)})
			for _, e := range evs {
				if !kinds[e.Kind] {
					t.Fatalf("kind %q not in Info().EventKinds", e.Kind)
				}
			}
		}
	}
	if _, err := (Game{}).New(sim.Config{Ruleset: "nope"}); err == nil {
		t.Error("unknown ruleset accepted")
	}
	if _, err := (Game{}).New(sim.Config{Map: "bad.txt", MapData: []byte("T\n")}); err == nil || !bytes.Contains([]byte(err.Error()), []byte("bad.txt")) {
		t.Errorf("bad map: %v", err)
	}
}

// BenchmarkNew generates a field and starts a game.
func BenchmarkNew(b *testing.B) {
	for i := 0; b.Loop(); i++ {
		Game{}.New(sim.Config{Seed: uint64(i)})
	}
}

// BenchmarkRandomGame plays 150 rounds of random commands (the engine's
// share of a game).
func BenchmarkRandomGame(b *testing.B) {
	st, _ := Game{}.New(sim.Config{Seed: 1})
	start := st.(*State)
	r := rand.New(rand.NewPCG(1, 2))
	var acts [Rounds][2]Action
	for i := range acts {
		acts[i] = [2]Action{randomAction(start, 0, r), randomAction(start, 1, r)}
	}
	for b.Loop() {
		s := start.clone()
		for i := 0; !s.Over; i++ {
			s.Apply(acts[i])
		}
	}
}

// BenchmarkHash is the per-tick cost the runner pays for replay hashes.
func BenchmarkHash(b *testing.B) {
	st, _ := Game{}.New(sim.Config{Seed: 1})
	s := st.(*State)
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 50; i++ {
		s.Step([]sim.Action{randomAction(s, 0, r), randomAction(s, 1, r)})
	}
	for b.Loop() {
		s.Hash()
	}
}
