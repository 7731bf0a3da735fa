//go:build gui

package madmax

import (
	"testing"

	"arena/ai"
	aimadmax "arena/ai/madmax"
	"arena/render/drawbench"
	"arena/sim"
	mm "arena/sim/madmax"
)

// BenchmarkDraw draws a mid-game scene between the default built-ins
// (drawbench.Run).
func BenchmarkDraw(b *testing.B) {
	if len(ai.Bots(mm.ID)) == 0 {
		aimadmax.Register()
	}
	g, err := mm.Game{}.New(sim.Config{Seed: 7})
	if err != nil {
		b.Fatal(err)
	}
	drawbench.Run(b, New(), mm.ID, g, []string{"raider", "demo", "demo", "demo"}, 120)
}

// TestGround: the ground Ground names comes out of Draw opaque
// (drawbench.CheckGround), in the benchmark's scene; the universe view
// names none.
func TestGround(t *testing.T) {
	if len(ai.Bots(mm.ID)) == 0 {
		aimadmax.Register()
	}
	g, err := mm.Game{}.New(sim.Config{Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	drawbench.CheckGround(t, New(), mm.ID, g, []string{"raider", "demo", "demo", "demo"}, 120)
	r := New()
	r.mode = universeView
	if _, _, _, _, ok := r.Ground(g); ok {
		t.Error("the universe view names a ground")
	}
}
