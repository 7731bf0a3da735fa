package coderunner

import (
	"testing"

	"arena/ai"
	"arena/maps"
	"arena/sim"
	cr "arena/sim/coderunner"
)

// play runs one game between two bots directly through the engine and
// returns the final scores.
func play(t testing.TB, m *cr.Map, r cr.Rules, red, blue ai.Bot) [2]int64 {
	s := cr.NewState(m, r)
	bots := [2]ai.Bot{red, blue}
	acts := make([]sim.Action, 2)
	for !s.Over() {
		for p := range bots {
			acts[p] = bots[p].Act(s, sim.PlayerID(p))
		}
		if _, err := s.Step(acts); err != nil {
			t.Fatal(err)
		}
	}
	return [2]int64{s.Runners[0].Score, s.Runners[1].Score}
}

func shippedMaps(t testing.TB) []*cr.Map {
	var out []*cr.Map
	for _, name := range maps.List(cr.ID) {
		data, err := maps.Lookup(cr.ID, name)
		if err != nil {
			t.Fatal(err)
		}
		m, err := cr.ParseMap(name, data)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, m)
	}
	return out
}

// TestDiggerBeatsSample plays 200 games of digger against sample and wants
// digger to win at least 90%. The game and both bots are deterministic, so
// the games vary by map (every shipped map), seat (digger red and blue) and
// length (400 to 1200 turns in steps of 50, the range of reference §1.1).
func TestDiggerBeatsSample(t *testing.T) {
	ms := shippedMaps(t)
	wins, games := 0, 0
	perMap := make(map[string][2]int)
	for i := 0; games < 200; i++ {
		m := ms[i%len(ms)]
		seat := (i / len(ms)) % 2
		r := cr.DefaultRules()
		r.Turns = 400 + 50*((i/(2*len(ms)))%17)
		var bots [2]ai.Bot
		bots[seat], bots[1-seat] = NewDigger(), NewSample()
		sc := play(t, m, r, bots[0], bots[1])
		games++
		pm := perMap[m.Name]
		pm[1]++
		if sc[seat] > sc[1-seat] {
			wins++
			pm[0]++
		}
		perMap[m.Name] = pm
	}
	for _, m := range ms {
		t.Logf("%-10s digger won %d of %d", m.Name, perMap[m.Name][0], perMap[m.Name][1])
	}
	t.Logf("digger beat sample in %d of %d games (%.1f%%)", wins, games, 100*float64(wins)/float64(games))
	if wins*10 < games*9 {
		t.Errorf("digger won %d of %d games, want at least 90%%", wins, games)
	}
}

// Both built-ins are deterministic: the same game twice gives the same
// final hash (the engine has no randomness; the bots draw none).
func TestBotsDeterministic(t *testing.T) {
	m := shippedMaps(t)[0]
	run := func() uint64 {
		s := cr.NewState(m, cr.ClassicRules())
		bots := [2]ai.Bot{NewDigger(), NewSample()}
		acts := make([]sim.Action, 2)
		for !s.Over() {
			for p := range bots {
				acts[p] = bots[p].Act(s, sim.PlayerID(p))
			}
			if _, err := s.Step(acts); err != nil {
				t.Fatal(err)
			}
		}
		return s.Hash()
	}
	if a, b := run(), run(); a != b {
		t.Fatal("same game, different hashes")
	}
}
