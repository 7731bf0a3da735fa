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

// benchBots are the built-ins of the benchmark's scene.
var benchBots = []string{"raider", "demo", "demo", "demo"}

// benchState is the start of the benchmark's game, the built-ins
// registered.
func benchState(tb testing.TB) sim.State {
	if len(ai.Bots(mm.ID)) == 0 {
		aimadmax.Register()
	}
	g, err := mm.Game{}.New(sim.Config{Seed: 7})
	if err != nil {
		tb.Fatal(err)
	}
	return g
}

// BenchmarkDraw draws a mid-game scene between the default built-ins
// (drawbench.Run).
func BenchmarkDraw(b *testing.B) {
	drawbench.Run(b, New(), mm.ID, benchState(b), benchBots, 120)
}

// TestGround: the ground Ground names comes out of Draw opaque
// (drawbench.CheckGround), in the benchmark's scene; the universe view
// names none.
func TestGround(t *testing.T) {
	g := benchState(t)
	drawbench.CheckGround(t, New(), mm.ID, g, benchBots, 120)
	r := New()
	r.mode = universeView
	if _, _, _, _, ok := r.Ground(g); ok {
		t.Error("the universe view names a ground")
	}
}
