package paintball

import (
	"testing"

	"arena/ai"
	"arena/ai/aitest"
	"arena/sim"
	pb "arena/sim/paintball"
)

// playGame plays one match between two bots directly through the engine.
func playGame(t testing.TB, seed uint64, b0, b1 ai.Bot) (sim.Outcome, *pb.State) {
	st, err := pb.Game{}.New(sim.Config{Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*pb.State)
	bots := [2]ai.Bot{b0, b1}
	acts := make([]sim.Action, 2)
	for !s.Over {
		for p := range bots {
			acts[p] = bots[p].Act(s, sim.PlayerID(p))
		}
		if _, err := s.Step(acts); err != nil {
			t.Fatal(err)
		}
	}
	o, _ := s.Outcome()
	return o, s
}

// Captain beats sample in at least 95% of 200 seeded games, seats
// alternating.
func TestCaptainBeatsSample(t *testing.T) {
	games, wins := 200, 0
	if testing.Short() {
		games = 40
	}
	var margin int64
	for g := 0; g < games; g++ {
		seed := uint64(1000 + g)
		cp := g % 2
		var o sim.Outcome
		if cp == 0 {
			o, _ = playGame(t, seed, NewCaptain(seed), NewSample(seed))
		} else {
			o, _ = playGame(t, seed, NewSample(seed), NewCaptain(seed))
		}
		margin += o.Scores[cp] - o.Scores[1-cp]
		if o.Ranks[cp] == 1 && o.Ranks[1-cp] == 2 {
			wins++
		} else {
			t.Logf("seed %d: captain in seat %d lost %v", seed, cp, o.Scores)
		}
	}
	rate := float64(wins) / float64(games)
	t.Logf("captain beat sample in %d of %d games (%.1f%%), average margin %.0f points", wins, games, 100*rate, float64(margin)/float64(games))
	if rate < 0.95 {
		t.Fatalf("captain won only %.1f%%", 100*rate)
	}
}

// Built-ins send commands that parse back from their canonical text, and
// the captain's are almost never canceled.
func TestBotsSendCleanCommands(t *testing.T) {
	for seed := uint64(1); seed <= 10; seed++ {
		st, _ := pb.Game{}.New(sim.Config{Seed: seed})
		s := st.(*pb.State)
		bots := [2]ai.Bot{NewCaptain(seed), NewSample(seed)}
		canceled := 0
		for !s.Over {
			acts := make([]sim.Action, 2)
			for p := range bots {
				acts[p] = bots[p].Act(s, sim.PlayerID(p))
				if a, err := (pb.Game{}).ParseAction(sim.PlayerID(p), acts[p].String()); err != nil || a != acts[p] {
					t.Fatalf("%q does not round-trip: %v", acts[p], err)
				}
			}
			evs, _ := s.Step(acts)
			for _, e := range evs {
				if e.Kind == pb.KindCancel && e.Player == 0 {
					canceled++
					if testing.Verbose() {
						t.Logf("seed %d round %d: %+v", seed, s.Round, e.Detail)
					}
				}
			}
		}
		if canceled > 20 {
			t.Errorf("seed %d: %d captain commands canceled", seed, canceled)
		}
	}
}

func TestRegister(t *testing.T) {
	if len(ai.Bots(pb.ID)) == 0 {
		Register()
	}
	for _, name := range []string{"sample", "captain"} {
		if _, err := ai.LookupBot(pb.ID, name); err != nil {
			t.Error(err)
		}
	}
}

// benchStarts are the opening states of the benchmark games, built once so
// the benchmarks time the play, not the field generator.
func benchStarts(b *testing.B) []*pb.State {
	var out []*pb.State
	for seed := uint64(1); seed <= 8; seed++ {
		st, err := pb.Game{}.New(sim.Config{Seed: seed})
		if err != nil {
			b.Fatal(err)
		}
		out = append(out, st.(*pb.State))
	}
	return out
}

func benchPlay(b *testing.B, newBots func() [2]ai.Bot) {
	starts := benchStarts(b)
	acts := make([]sim.Action, 2)
	for i := 0; b.Loop(); i++ {
		s := starts[i%len(starts)].Clone().(*pb.State)
		bots := newBots()
		for !s.Over {
			for p := range bots {
				acts[p] = bots[p].Act(s, sim.PlayerID(p))
			}
			if _, err := s.Step(acts); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkGame plays a whole 150-round game, captain against sample.
func BenchmarkGame(b *testing.B) {
	benchPlay(b, func() [2]ai.Bot { return [2]ai.Bot{NewCaptain(1), NewSample(2)} })
}

// BenchmarkCaptainMirror plays captain against captain.
func BenchmarkCaptainMirror(b *testing.B) {
	benchPlay(b, func() [2]ai.Bot { return [2]ai.Bot{NewCaptain(1), NewCaptain(2)} })
}

// BenchmarkSampleMirror plays sample against sample.
func BenchmarkSampleMirror(b *testing.B) {
	benchPlay(b, func() [2]ai.Bot { return [2]ai.Bot{NewSample(1), NewSample(2)} })
}

// BenchmarkCaptainWorstTurn plays whole games of captain against captain
// and reports the slowest turn (the limit is 500 ms a turn).
func BenchmarkCaptainWorstTurn(b *testing.B) {
	var w aitest.Worst
	benchPlay(b, func() [2]ai.Bot { return [2]ai.Bot{w.Wrap(NewCaptain(1)), w.Wrap(NewCaptain(2))} })
	w.Report(b)
}
