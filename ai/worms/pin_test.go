package worms

import (
	"fmt"
	"os"
	"testing"

	"arena/ai"
	"arena/ai/aitest"
	"arena/sim"
	"arena/sim/worms"
)

// digest plays one seeded game with the given bots (aitest.Digest: every
// command sent and the final hash).
func digest(t testing.TB, seed uint64, ruleset string, b0, b1 ai.Bot) uint64 {
	st, err := worms.Game{}.New(sim.Config{Seed: seed, Ruleset: ruleset})
	if err != nil {
		t.Fatal(err)
	}
	return aitest.Digest(t, st, []ai.Bot{b0, b1})
}

// The speed work on hunter (issue 16) must not change a single decision:
// these digests of seeded games were computed on the code before it
// (ARENA_PIN_PRINT=1 prints the table).
func TestHunterDecisionsPinned(t *testing.T) {
	hunter := func(s uint64) ai.Bot { return NewHunter(s) }
	sample := func(s uint64) ai.Bot { return NewSample(s) }
	greedy := func(s uint64) ai.Bot { return NewGreedy(s) }
	kiter := func(s uint64) ai.Bot { return NewKiter(s) }
	focus := func(s uint64) ai.Bot { return NewFocus(s) }
	bots := map[string]func(uint64) ai.Bot{"hunter": hunter, "sample": sample, "greedy": greedy, "kiter": kiter, "focus": focus}
	for _, tc := range []struct {
		a, b    string
		seed    uint64
		ruleset string
		want    uint64
	}{
		{"hunter", "sample", 1, "", 0x2d9e80161240dae5},
		{"sample", "hunter", 2, "", 0xf1a0dd90cc84f6f8},
		{"hunter", "sample", 3, "classic", 0xfe5cd6f1e424427b},
		{"hunter", "greedy", 4, "", 0x58992c4e987a5fa1},
		{"greedy", "hunter", 5, "classic", 0xb17b60ff0f083e18},
		{"hunter", "kiter", 6, "", 0x5b5732cb773e3bd3},
		{"focus", "hunter", 7, "classic", 0x80b084dd22f9a830},
		{"hunter", "hunter", 8, "", 0x98a55adfa2b19ff5},
		{"hunter", "hunter", 9, "classic", 0x387cc263cb5e3a54},
		{"hunter", "focus", 10, "", 0xb8be76ac631fc0be},
		{"kiter", "hunter", 11, "classic", 0x126d2c308b8f36a7},
		{"hunter", "greedy", 12, "classic", 0x741007707de4ed1e},
	} {
		got := digest(t, tc.seed, tc.ruleset, bots[tc.a](tc.seed), bots[tc.b](tc.seed+1))
		if os.Getenv("ARENA_PIN_PRINT") != "" {
			fmt.Printf("\t\t{%q, %q, %d, %q, %#x},\n", tc.a, tc.b, tc.seed, tc.ruleset, got)
			continue
		}
		if got != tc.want {
			t.Errorf("%s vs %s, seed %d, ruleset %q: digest %#x, want %#x", tc.a, tc.b, tc.seed, tc.ruleset, got, tc.want)
		}
	}
}
