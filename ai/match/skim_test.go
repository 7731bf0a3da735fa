package match_test

import (
	"context"
	"testing"

	"arena/ai"
	"arena/ai/aitest/fakegame"
	"arena/ai/match"
	"arena/sim"
)

// TestSkimPublishesNothing plays a match with Skim between Ticks: a
// skimmed tick's frame has its events and players but no state and is not
// published (Frame stays at the last Tick's), Publish then gives the
// state reached, and the match ends as one played with Tick alone.
func TestSkimPublishesNothing(t *testing.T) {
	g, _ := sim.Lookup("count")
	mk := func() *match.Runner {
		r, err := match.New(g, sim.Config{Seed: 5}, []ai.Agent{ai.NewBuiltin(fakegame.Adder(3)), ai.NewBuiltin(fakegame.Adder(7))}, match.Options{})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { r.Close() })
		return r
	}
	ctx := context.Background()
	ref, r := mk(), mk()
	for i := 1; ; i++ {
		want, err := ref.Tick(ctx)
		if err != nil {
			t.Fatal(err)
		}
		before := r.Frame()
		f, err := r.Skim(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if f.Done {
			if f.State == nil || f.State.Hash() != want.State.Hash() || r.Frame() != f {
				t.Fatalf("the final frame %+v is not published with the final state", f)
			}
			break
		}
		if f.State != nil || r.Frame() != before || f.Tick != want.Tick || len(f.Players) != 2 || len(f.Events) != len(want.Events) {
			t.Fatalf("tick %d skimmed: %+v (published %p, before %p); want no state, events %v", i, f, r.Frame(), before, want.Events)
		}
		if i%3 == 0 {
			p := r.Publish()
			if p.State.Hash() != want.State.Hash() || r.Frame() != p || len(p.Events) != 0 {
				t.Fatalf("tick %d: Publish gives %+v", i, p)
			}
		}
	}
	a, _ := ref.Result()
	b, ok := r.Result()
	if !ok || a.Hash != b.Hash || a.Turns != b.Turns {
		t.Errorf("skimmed match ended %+v, want %+v", b, a)
	}
}
