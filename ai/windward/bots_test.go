package windward

import (
	"testing"

	"arena/ai"
	"arena/sim"
	"arena/sim/windward"
)

// playSession plays one session with the given bots in the first seats and
// seat fillers in the rest, asking a bot only when its seat has a message
// due, and returns the totals in milli-points.
func playSession(t testing.TB, bots []ai.Bot, seed uint64, rounds string) []int64 {
	t.Helper()
	names := make([]string, len(bots))
	for i := range names {
		names[i] = string(rune('A' + i))
	}
	st, err := windward.Game{}.New(sim.Config{Seed: seed, Players: names, Params: map[string]string{"rounds": rounds}})
	if err != nil {
		t.Fatal(err)
	}
	actions := make([]sim.Action, len(bots))
	for {
		if out, ok := st.Outcome(); ok {
			return out.Scores
		}
		clear(actions)
		for _, p := range st.Pending() {
			actions[p] = bots[p].Act(st.Clone(), p)
		}
		if _, err := st.Step(actions); err != nil {
			t.Fatal(err)
		}
	}
}

// TestTycoonBeatsSample: over 20 seeded one-round sessions on the default
// city (one round each, to keep the test well under a minute; the other
// eight seats are seat fillers), tycoon averages at least 1.5× sample.
func TestTycoonBeatsSample(t *testing.T) {
	var ty, sa int64
	for seed := uint64(1); seed <= 20; seed++ {
		bots := []ai.Bot{NewTycoon(seed), NewSample(seed)}
		tIdx, sIdx := 0, 1
		if seed%2 == 0 {
			bots[0], bots[1] = bots[1], bots[0]
			tIdx, sIdx = 1, 0
		}
		sc := playSession(t, bots, seed, "1")
		ty += sc[tIdx]
		sa += sc[sIdx]
	}
	ratio := float64(ty) / float64(max(sa, 1))
	t.Logf("20 sessions: tycoon averages %.2f points, sample %.2f, ratio %.2f", float64(ty)/20000, float64(sa)/20000, ratio)
	if ratio < 1.5 {
		t.Fatalf("tycoon/sample = %.2f, want ≥ 1.5", ratio)
	}
}

func TestRegister(t *testing.T) {
	defer func() { recover() }() // a second registration under -count=2 panics
	Register()
	if _, err := ai.LookupBot(ID, "tycoon"); err != nil {
		t.Fatal(err)
	}
}
