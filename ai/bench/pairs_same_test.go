package bench

import (
	"context"
	"testing"

	"arena/ai"
	"arena/ai/match"
	"arena/sim"
)

// playDirect plays pc's match as BenchmarkDirect does and returns the
// ticks played and the final state.
func playDirect(tb testing.TB, pc pair) (int, sim.State) {
	tb.Helper()
	st, err := pc.game.New(pc.cfg)
	if err != nil {
		tb.Fatal(err)
	}
	bots := pc.bots()
	actions := make([]sim.Action, len(bots))
	for {
		if _, done := st.Outcome(); done {
			return st.Tick(), st
		}
		clear(actions)
		for _, p := range st.Pending() {
			actions[p] = bots[p].Act(st, p)
		}
		if _, err := st.Step(actions); err != nil {
			tb.Fatal(err)
		}
	}
}

// TestPairsPlayTheSameMatch checks that each benchmark pair compares like
// with like: the direct loop and the runner play the same match (same
// ticks, same final state hash), so the difference in their costs is the
// runner's own. A bot that changed the state it is handed would play
// differently in the direct loop (live state) than through the runner.
func TestPairsPlayTheSameMatch(t *testing.T) {
	for _, pc := range pairs() {
		t.Run(pc.name, func(t *testing.T) {
			bots := pc.bots()
			agents := make([]ai.Agent, len(bots))
			for i, b := range bots {
				agents[i] = ai.NewBuiltin(b)
			}
			r, err := match.New(pc.game, pc.cfg, agents, match.Options{Headless: true})
			if err != nil {
				t.Fatal(err)
			}
			// The runner names the players; the direct loop plays with
			// the same names (Madmax hashes them).
			direct := pc
			direct.cfg = r.Config()
			ticks, final := playDirect(t, direct)
			res, err := r.Run(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			if res.Turns != ticks || res.Hash != final.Hash() {
				t.Errorf("runner: %d ticks, hash %x; direct loop: %d ticks, hash %x", res.Turns, res.Hash, ticks, final.Hash())
			}
		})
	}
}
