package match_test

import (
	"bytes"
	"context"
	"testing"

	"arena/ai/match"
	aiworms "arena/ai/worms"
	"arena/sim"
	"arena/sim/replay"
	"arena/sim/worms"
)

var wormsOnce = func() func() {
	done := false
	return func() {
		if !done {
			done = true
			sim.Register(worms.Game{})
			aiworms.Register()
		}
	}
}()

// TestWormsEndToEnd plays Worms tick by tick as the app does, with an edit
// mid-game and a fault bot, then checks that the replay verifies and that a
// timeline loaded from it seeks to exactly the states the frames showed.
func TestWormsEndToEnd(t *testing.T) {
	wormsOnce()
	for _, ruleset := range []string{"", "classic"} {
		t.Run("ruleset="+ruleset, func(t *testing.T) {
			g, _ := sim.Lookup("worms")
			specs := []string{"builtin:hunter", "builtin:sample"}
			agents, err := match.NewAgents("worms", specs, 21)
			if err != nil {
				t.Fatal(err)
			}
			var buf bytes.Buffer
			r, err := match.New(g, sim.Config{Seed: 21, Ruleset: ruleset}, agents,
				match.Options{Replay: &buf, Agents: specs, Timeline: true})
			if err != nil {
				t.Fatal(err)
			}
			ctx := context.Background()
			hashes := []uint64{r.Frame().State.Hash()}
			for f := r.Frame(); !f.Done; {
				if f, err = r.Tick(ctx); err != nil {
					t.Fatal(err)
				}
				if f.Tick == 30 {
					if err := r.Edit("worm 1.1 hp 80"); err != nil {
						t.Fatalf("edit: %v", err)
					}
				}
				if !f.Done {
					hashes = append(hashes, r.Frame().State.Hash())
				}
			}
			rp, err := replay.Read(bytes.NewReader(buf.Bytes()), "worms.arena.jsonl.gz")
			if err != nil {
				t.Fatal(err)
			}
			if err := replay.Verify(g, rp); err != nil {
				t.Fatal(err)
			}
			tl, err := replay.Load(g, rp)
			if err != nil {
				t.Fatal(err)
			}
			for _, pos := range []int{len(hashes) - 1, 0, 29, 31, 64, 100, 5} {
				if pos >= len(hashes) || pos > tl.Len() {
					continue
				}
				v, err := tl.Seek(pos)
				if err != nil {
					t.Fatal(err)
				}
				if v.State.Hash() != hashes[pos] {
					t.Errorf("Seek(%d): hash %x, frame had %x", pos, v.State.Hash(), hashes[pos])
				}
			}
			live := r.Timeline()
			if v, _ := live.Seek(live.Len()); v.State.Hash() != r.Frame().State.Hash() {
				t.Errorf("live timeline end differs from the last frame")
			}
		})
	}
}
