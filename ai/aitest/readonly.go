package aitest

import (
	"bytes"
	"testing"

	"arena/ai"
	"arena/sim"
)

// CheckReadOnly plays a whole game of g under cfg with bots (one per seat),
// each asked on the live state as the runner asks an ai.ReadOnly bot, and
// fails if a bot is not marked ai.ReadOnly or if any Act changes the state
// it was asked on (its binary snapshot before and after differ).
func CheckReadOnly(t testing.TB, g sim.Game, cfg sim.Config, bots []ai.Bot) {
	t.Helper()
	for i, b := range bots {
		if _, ok := b.(ai.ReadOnly); !ok {
			t.Fatalf("seat %d: %T is not ai.ReadOnly", i, b)
		}
	}
	st, err := g.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	acts := make([]sim.Action, len(bots))
	for {
		if _, done := st.Outcome(); done {
			return
		}
		clear(acts)
		for _, p := range st.Pending() {
			before, err := st.MarshalBinary()
			if err != nil {
				t.Fatal(err)
			}
			acts[p] = bots[p].Act(st, p)
			if after, _ := st.MarshalBinary(); !bytes.Equal(before, after) {
				t.Fatalf("seed %d, tick %d: %T changed the state it was asked on", cfg.Seed, st.Tick(), bots[p])
			}
		}
		if _, err := st.Step(acts); err != nil {
			t.Fatal(err)
		}
	}
}
