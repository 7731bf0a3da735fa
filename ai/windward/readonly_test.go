package windward

import (
	"context"
	"testing"

	"arena/ai"
	"arena/ai/match"
	"arena/sim"
	"arena/sim/windward"
)

// TestReadOnly backs the bots' ai.ReadOnly promise: asked on the live state
// for a whole round, no Act changes its hash.
func TestReadOnly(t *testing.T) {
	names := []string{"a", "b", "c", "d", "e", "f"}
	st, err := windward.Game{}.New(sim.Config{Seed: 3, Players: names, Params: map[string]string{"rounds": "1"}})
	if err != nil {
		t.Fatal(err)
	}
	bots := make([]ai.Bot, len(names))
	for i := range bots {
		if i%2 == 0 {
			bots[i] = NewTycoon(uint64(i))
		} else {
			bots[i] = NewSample(uint64(i))
		}
		if _, ok := bots[i].(ai.ReadOnly); !ok {
			t.Fatalf("%T is not ai.ReadOnly", bots[i])
		}
	}
	actions := make([]sim.Action, len(names))
	asks := 0
	for {
		if _, done := st.Outcome(); done {
			break
		}
		clear(actions)
		for _, p := range st.Pending() {
			// The hash covers everything a snapshot saves.
			h := st.Hash()
			actions[p] = bots[p].Act(st, p)
			if st.Hash() != h {
				t.Fatalf("tick %d: %T changed the state it was asked on", st.Tick(), bots[p])
			}
			asks++
		}
		if _, err := st.Step(actions); err != nil {
			t.Fatal(err)
		}
	}
	if asks == 0 {
		t.Fatal("no bot was asked")
	}
}

// TestSharedStateRunner plays part of a round through match.Runner with
// ten read-only built-ins asked concurrently on the one live state; under
// -race it proves they only read it while the runner waits for them.
func TestSharedStateRunner(t *testing.T) {
	names := make([]string, windward.NumPlayers)
	agents := make([]ai.Agent, windward.NumPlayers)
	for i := range agents {
		names[i] = string(rune('A' + i))
		if i%2 == 0 {
			agents[i] = ai.NewBuiltin(NewTycoon(uint64(i)))
		} else {
			agents[i] = ai.NewBuiltin(NewSample(uint64(i)))
		}
	}
	r, err := match.New(windward.Game{}, sim.Config{Seed: 4, Players: names}, agents, match.Options{Headless: true})
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	for range 600 {
		if _, err := r.Tick(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
}
