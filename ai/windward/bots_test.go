package windward

import (
	"slices"
	"testing"
	"time"

	"arena/ai"
	"arena/maps"
	"arena/sim"
	"arena/sim/windward"
)

// playSession plays one session with the given bots in the first seats and
// seat fillers in the rest, asking a bot only when its seat has a message
// due, and returns the totals in milli-points.
func playSession(t testing.TB, bots []ai.Bot, seed uint64, rounds string, mapData []byte) []int64 {
	t.Helper()
	names := make([]string, len(bots))
	for i := range names {
		names[i] = string(rune('A' + i))
	}
	st, err := windward.Game{}.New(sim.Config{Seed: seed, Players: names, MapData: mapData, Params: map[string]string{"rounds": rounds}})
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

// shippedCities is the pack of every shipped city, the maps a user gets by
// default (Info.DefaultMap is maps.All).
func shippedCities(t testing.TB) []byte {
	t.Helper()
	_, data, err := maps.Resolve(ID, maps.All)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// sessionSeeds is the number of seeded sessions.
const sessionSeeds = 20

// TestTycoonBeatsSample checks the terms: over 20 seeded sessions of
// the rule text's length (10 rounds, one shipped city drawn per round),
// tycoon scores at least 1.5× sample on average. The two bots sit in the
// first two seats, swapping every other seed, and seat fillers drive the
// other eight cars.
func TestTycoonBeatsSample(t *testing.T) {
	data := shippedCities(t)
	start := time.Now()
	var ty, sa int64
	for seed := uint64(1); seed <= sessionSeeds; seed++ {
		bots := []ai.Bot{NewTycoon(seed), NewSample(seed)}
		tIdx, sIdx := 0, 1
		if seed%2 == 0 {
			bots[0], bots[1] = bots[1], bots[0]
			tIdx, sIdx = 1, 0
		}
		sc := playSession(t, bots, seed, "10", data)
		if testing.Verbose() {
			t.Logf("seed %2d: tycoon %7.2f  sample %7.2f", seed, float64(sc[tIdx])/1000, float64(sc[sIdx])/1000)
		}
		ty += sc[tIdx]
		sa += sc[sIdx]
	}
	ratio := float64(ty) / float64(max(sa, 1))
	t.Logf("%d sessions of 10 rounds: tycoon averages %.2f points, sample %.2f, ratio %.2f (%v)",
		sessionSeeds, float64(ty)/sessionSeeds/1000, float64(sa)/sessionSeeds/1000, ratio, time.Since(start).Round(time.Millisecond))
	if ratio < 1.5 {
		t.Fatalf("tycoon/sample = %.2f over %d sessions, want ≥ 1.5", ratio, sessionSeeds)
	}
}

// TestRegister registers the built-ins (once per process: under -count=2
// they already are) and checks that registering them again panics, as a
// duplicate registration must.
func TestRegister(t *testing.T) {
	if _, err := ai.LookupBot(ID, "tycoon"); err != nil {
		Register()
	}
	for _, name := range []string{"tycoon", "sample"} {
		if _, err := ai.LookupBot(ID, name); err != nil {
			t.Fatal(err)
		}
	}
	defer func() {
		if recover() == nil {
			t.Error("registering the built-ins twice did not panic")
		}
	}()
	Register()
}

// TestBotsDeterministic: the same seed gives the same session, so built-in
// bots never read the clock, a global random source or map order.
func TestBotsDeterministic(t *testing.T) {
	data := shippedCities(t)
	play := func() []int64 {
		return playSession(t, []ai.Bot{NewTycoon(3), NewSample(3), NewTycoon(4)}, 3, "2", data)
	}
	a, b := play(), play()
	if !slices.Equal(a, b) {
		t.Fatalf("two runs of the same seed differ: %v and %v", a, b)
	}
}
