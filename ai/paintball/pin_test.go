package paintball

import (
	"fmt"
	"os"
	"testing"

	"arena/ai"
	"arena/ai/aitest"
	"arena/sim"
	pb "arena/sim/paintball"
)

// digest plays one seeded game with the given bots (aitest.Digest: every
// command sent and the final hash).
func digest(t testing.TB, seed uint64, b0, b1 ai.Bot) uint64 {
	st, err := pb.Game{}.New(sim.Config{Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	return aitest.Digest(t, st, []ai.Bot{b0, b1})
}

// The speed work on captain (issue 16) must not change a single decision:
// these digests of seeded games were computed on the code before it
// (ARENA_PIN_PRINT=1 prints the table).
func TestCaptainDecisionsPinned(t *testing.T) {
	bots := map[string]func(uint64) ai.Bot{
		"captain": func(s uint64) ai.Bot { return NewCaptain(s) },
		"sample":  func(s uint64) ai.Bot { return NewSample(s) },
		"greedy":  func(s uint64) ai.Bot { return &Greedy{} },
	}
	for _, tc := range []struct {
		a, b string
		seed uint64
		want uint64
	}{
		{"captain", "sample", 1, 0x9be664175b277dd1},
		{"sample", "captain", 2, 0xcccdd0a37073078d},
		{"captain", "sample", 3, 0xc94e1eb9d1ab3595},
		{"captain", "greedy", 4, 0x450c5c514805093e},
		{"greedy", "captain", 5, 0x4964d82c089bb85},
		{"captain", "captain", 6, 0x7ce66b6cd86ab9ef},
		{"captain", "captain", 7, 0x95fc40d9ba5e21af},
		{"sample", "captain", 8, 0x6d93d48ac414444d},
		{"captain", "greedy", 9, 0x26b0c70da1ef7c40},
		{"captain", "sample", 10, 0xe35f31afc3cb3e7c},
	} {
		got := digest(t, tc.seed, bots[tc.a](tc.seed), bots[tc.b](tc.seed+1))
		if os.Getenv("ARENA_PIN_PRINT") != "" {
			fmt.Printf("\t\t{%q, %q, %d, %#x},\n", tc.a, tc.b, tc.seed, got)
			continue
		}
		if got != tc.want {
			t.Errorf("%s vs %s, seed %d: digest %#x, want %#x", tc.a, tc.b, tc.seed, got, tc.want)
		}
	}
}
