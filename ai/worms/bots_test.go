package worms

import (
	"testing"

	"arena/ai"
	"arena/maps"
	"arena/sim"
	"arena/sim/worms"
)

// playGame plays one match between two bots directly through the engine
// and returns the outcome.
func playGame(t testing.TB, seed uint64, ruleset string, b0, b1 ai.Bot) (sim.Outcome, *worms.State) {
	st, err := worms.Game{}.New(sim.Config{Seed: seed, Ruleset: ruleset})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*worms.State)
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

// Hunter beats sample in at least 95% of seeded games, seats alternating:
// 20 per ruleset here, 200 with ARENA_STRENGTH_GAMES=200 (make strength).
func TestHunterBeatsSample(t *testing.T) {
	for _, ruleset := range []string{"", "classic"} {
		games, wins := strengthGames(20), 0
		var rounds int
		for g := 0; g < games; g++ {
			seed := uint64(1000 + g)
			hp := g % 2
			var o sim.Outcome
			var s *worms.State
			if hp == 0 {
				o, s = playGame(t, seed, ruleset, NewHunter(seed), NewSample(seed))
			} else {
				o, s = playGame(t, seed, ruleset, NewSample(seed), NewHunter(seed))
			}
			rounds += s.Tick()
			if o.Ranks[hp] == 1 && o.Ranks[1-hp] == 2 {
				wins++
			}
		}
		rate := float64(wins) / float64(games)
		t.Logf("ruleset %q: hunter beat sample in %d of %d games (%.1f%%), %.0f rounds on average", ruleset, wins, games, 100*rate, float64(rounds)/float64(games))
		if rate < 0.95 {
			t.Fatalf("hunter won only %.1f%%", 100*rate)
		}
	}
}

// Built-ins only ever send valid commands: no -4 in a whole game.
func TestBotsSendValidCommands(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		st, _ := worms.Game{}.New(sim.Config{Seed: seed})
		s := st.(*worms.State)
		bots := [2]ai.Bot{NewHunter(seed), NewSample(seed)}
		for !s.Over {
			evs := s.Apply([2]worms.Command{bots[0].Act(s, 0).(worms.Command), bots[1].Act(s, 1).(worms.Command)})
			for _, e := range evs {
				if e.Kind == worms.KindInvalid {
					t.Fatalf("seed %d round %d: player %d sent an invalid command: %+v\n%#v", seed, s.Round-1, e.Player, e.Detail, s)
				}
			}
		}
	}
}

// The same seed gives the same game.
func TestBotsDeterministic(t *testing.T) {
	_, a := playGame(t, 5, "", NewSample(5), NewHunter(5))
	_, b := playGame(t, 5, "", NewSample(5), NewHunter(5))
	if a.Hash() != b.Hash() {
		t.Fatal("same seed, different games")
	}
}

func TestRegister(t *testing.T) {
	// Registering twice panics, so -count=2 must not call Register again.
	if _, err := ai.LookupBot(worms.ID, "hunter"); err != nil {
		Register()
	}
	for _, name := range []string{"sample", "hunter"} {
		b, err := ai.LookupBot(worms.ID, name)
		if err != nil || b.New(1) == nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
}

// BenchmarkFullGameSample plays a full 300-round game between two sample
// bots (target: under 2 ms).
func BenchmarkFullGameSample(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		st, _ := worms.Game{}.New(sim.Config{Seed: uint64(i)})
		s := st.(*worms.State)
		b0, b1 := NewSample(uint64(i)), NewSample(uint64(i)+1)
		acts := make([]sim.Action, 2)
		for !s.Over {
			acts[0], acts[1] = b0.Act(s, 0), b1.Act(s, 1)
			s.Step(acts)
		}
	}
}

func BenchmarkHunterAct(b *testing.B) {
	st, _ := worms.Game{}.New(sim.Config{Seed: 1})
	h := NewHunter(1)
	for i := 0; i < b.N; i++ {
		h.Act(st, 0)
	}
}

// Hunter against itself: games end, nobody idles into disqualification
// under classic, and the seats are fair over mirrored maps.
func TestHunterMirror(t *testing.T) {
	wins := [3]int{}
	rounds := 0
	const games = 10
	for g := 0; g < games; g++ {
		seed := uint64(500 + g)
		o, s := playGame(t, seed, "classic", NewHunter(seed), NewHunter(seed+1))
		for p := 0; p < 2; p++ {
			if s.Status[p] == sim.Disqualified {
				t.Fatalf("seed %d: hunter %d disqualified: %s", seed, p, s.Reason[p])
			}
		}
		rounds += s.Tick()
		switch {
		case o.Ranks[0] < o.Ranks[1]:
			wins[0]++
		case o.Ranks[1] < o.Ranks[0]:
			wins[1]++
		default:
			wins[2]++
		}
	}
	t.Logf("hunter vs hunter (classic): seat 0 won %d, seat 1 won %d, %d draws; %.0f rounds on average", wins[0], wins[1], wins[2], float64(rounds)/games)
}

// The built-ins also play on a shipped map file (maps/worms/pit.txt).
func TestBotsOnShippedMap(t *testing.T) {
	data, err := maps.Lookup(worms.ID, "pit")
	if err != nil {
		t.Skip(err)
	}
	wins := 0
	for seed := uint64(1); seed <= 10; seed++ {
		st, err := worms.Game{}.New(sim.Config{Seed: seed, Map: "pit", MapData: data})
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*worms.State)
		h, smp := NewHunter(seed), NewSample(seed)
		for !s.Over {
			s.Step([]sim.Action{h.Act(s, 0), smp.Act(s, 1)})
		}
		if o, _ := s.Outcome(); o.Ranks[0] == 1 && o.Ranks[1] == 2 {
			wins++
		}
	}
	t.Logf("hunter beat sample on pit in %d of 10 games", wins)
	if wins < 9 {
		t.Fatalf("hunter won only %d of 10 on pit", wins)
	}
}

// BenchmarkHunterGame plays whole games of hunter against sample (the
// tournament pairing of make bench-process), seeds varying.
func BenchmarkHunterGame(b *testing.B) {
	b.ReportAllocs()
	seed := uint64(0)
	for b.Loop() {
		seed++
		playGame(b, seed, "", NewHunter(seed), NewSample(seed))
	}
}
