package session_test

import (
	"context"
	"strings"
	"testing"

	"arena/ai/session"
	aiworms "arena/ai/worms"
	"arena/sim"
	"arena/sim/debugdraw"
	"arena/sim/worms"
)

// TestSessionKeepsWiresAndDrawing plays a few ticks of hunter against
// sample: the hunter's plan is drawn on every tick it played, each seat has
// a wire line per turn, and both survive Save and Open (and a fork cuts
// those after the fork point).
func TestSessionKeepsWiresAndDrawing(t *testing.T) {
	wormsOnce.Do(func() {
		sim.Register(worms.Game{})
		aiworms.Register()
	})
	s, err := session.Start(session.Spec{Game: "worms", Seed: 7, Players: []string{"builtin:hunter", "builtin:sample"}})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for range 6 {
		if _, err := s.Next(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
	for tick := 0; tick < 5; tick++ {
		w, _ := s.Wire(0, tick)
		if w == nil || w.Decoded == "" || !strings.HasPrefix(w.Framing, "built-in") {
			t.Fatalf("tick %d: wire %+v", tick, w)
		}
		var hunter int
		for _, d := range s.Draws(tick) {
			if d.P == 0 {
				for _, sh := range d.Shapes {
					if _, err := debugdraw.Parse(sh); err != nil {
						t.Errorf("tick %d: %q: %v", tick, sh, err)
					}
				}
				hunter += len(d.Shapes)
			}
		}
		if hunter == 0 {
			t.Errorf("tick %d: the hunter drew nothing", tick)
		}
	}
	_, path := saved(t, s)
	o, err := session.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer o.Close()
	if w, _ := o.Wire(1, 3); w == nil || !o.HasWires() || len(o.Draws(3)) == 0 {
		t.Errorf("after Save and Open: wire %+v, draws %v", w, o.Draws(3))
	}
	if _, err := o.Seek(2); err != nil {
		t.Fatal(err)
	}
	if _, err := o.Fork(2); err != nil {
		t.Fatal(err)
	}
	if w, _ := o.Wire(0, 4); w != nil || len(o.Draws(4)) != 0 {
		t.Errorf("after a fork at 2, tick 4 still has wire %+v and draws %v", w, o.Draws(4))
	}
	if w, _ := o.Wire(0, 1); w == nil {
		t.Errorf("a fork at 2 dropped tick 1's wire line")
	}
}

// TestOldReplayHasNoWires opens a replay written before wire and draw
// lines existed: it opens and verifies as before, and the inspector finds
// nothing to show rather than failing.
func TestOldReplayHasNoWires(t *testing.T) {
	wormsOnce.Do(func() {
		sim.Register(worms.Game{})
		aiworms.Register()
	})
	s, err := session.Open("../../sim/replay/testdata/worms-v1.arena.jsonl.gz")
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if d := s.Diverged(); d != nil {
		t.Fatalf("the old replay diverges: %v", d)
	}
	if s.HasWires() || len(s.Draws(3)) != 0 {
		t.Error("an old replay shows wire or draw records")
	}
	if w, h := s.Wire(0, 3); w != nil || h != nil {
		t.Errorf("Wire = %+v, %+v", w, h)
	}
}
