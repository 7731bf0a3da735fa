package madmax

import (
	"fmt"
	"os"
	"testing"

	"arena/ai"
	"arena/ai/aitest"
	"arena/sim"
	"arena/sim/madmax"
)

// digest plays one seeded game with the given bots (aitest.Digest: every
// command sent and the final hash).
func digest(t testing.TB, data []byte, seed uint64, bots [4]ai.Bot) uint64 {
	t.Helper()
	st, err := madmax.Game{}.New(sim.Config{MapData: data, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	return aitest.Digest(t, st, bots[:])
}

// The speed work on raider (issue 16) must not change a single decision:
// these digests of seeded games were computed on the code before it
// (ARENA_PIN_PRINT=1 prints the table).
func TestRaiderDecisionsPinned(t *testing.T) {
	for _, tc := range []struct {
		field string
		mp    string
		seed  uint64
		want  uint64
	}{
		{"RDDD", "canyon", 1, 0x6d7d28d52901630b},
		{"DRDD", "oasis", 2, 0x765668a55171e00d},
		{"DDRD", "rally", 3, 0xa92c67a50ad3048c},
		{"DDDR", "canyon", 4, 0x3a3ad57d5e865bed},
		{"RCSD", "oasis", 5, 0x92553182bb9dd550},
		{"CRSD", "rally", 6, 0x1090c0f3bc716258},
		{"CSRC", "canyon", 7, 0x731f772bbb4c814e},
		{"RRDD", "oasis", 8, 0x81d54680316199fe},
		{"RSRS", "rally", 9, 0xbc3415fbc96562c5},
		{"RRRR", "canyon", 10, 0xc167e317849dbcc4},
	} {
		var bots [4]ai.Bot
		for p, c := range tc.field {
			switch c {
			case 'R':
				bots[p] = NewRaider()
			case 'D':
				bots[p] = &Demo{}
			case 'C':
				bots[p] = Collector{}
			case 'S':
				bots[p] = Shooter{}
			}
		}
		got := digest(t, mapData(t, tc.mp), tc.seed, bots)
		if os.Getenv("ARENA_PIN_PRINT") != "" {
			fmt.Printf("\t\t{%q, %q, %d, %#x},\n", tc.field, tc.mp, tc.seed, got)
			continue
		}
		if got != tc.want {
			t.Errorf("%s on %s, seed %d: digest %#x, want %#x", tc.field, tc.mp, tc.seed, got, tc.want)
		}
	}
}
