//go:build gui

package coderunner

import (
	"testing"

	"arena/ai"
	aicr "arena/ai/coderunner"
	"arena/render/drawbench"
	"arena/sim"
	cr "arena/sim/coderunner"
)

// BenchmarkDraw draws a mid-game scene between the default built-ins
// (drawbench.Run).
func BenchmarkDraw(b *testing.B) {
	drawbench.Run(b, New(), cr.ID, benchScene(b), []string{"digger", "digger"}, 200)
}

// TestGround: the ground Ground names comes out of Draw opaque
// (drawbench.CheckGround), in the benchmark's scene.
func TestGround(t *testing.T) {
	drawbench.CheckGround(t, New(), cr.ID, benchScene(t), []string{"digger", "digger"}, 200)
}

// benchScene is a new game with the default built-ins registered.
func benchScene(tb testing.TB) sim.State {
	if len(ai.Bots(cr.ID)) == 0 {
		aicr.Register()
	}
	g, err := cr.Game{}.New(sim.Config{Seed: 7})
	if err != nil {
		tb.Fatal(err)
	}
	return g
}
