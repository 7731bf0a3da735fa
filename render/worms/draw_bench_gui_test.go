//go:build gui

package worms

import (
	"testing"

	"arena/ai"
	aiworms "arena/ai/worms"
	"arena/render/drawbench"
	"arena/sim"
	ws "arena/sim/worms"
)

// BenchmarkDraw draws a mid-game scene between the default built-ins
// (drawbench.Run).
func BenchmarkDraw(b *testing.B) {
	drawbench.Run(b, New(), ws.ID, benchScene(b), []string{"hunter", "hunter"}, 120)
}

// TestGround: the ground Ground names comes out of Draw opaque
// (drawbench.CheckGround), in the benchmark's scene.
func TestGround(t *testing.T) {
	drawbench.CheckGround(t, New(), ws.ID, benchScene(t), []string{"hunter", "hunter"}, 120)
}

// benchScene is a new game with the default built-ins registered.
func benchScene(tb testing.TB) sim.State {
	if len(ai.Bots(ws.ID)) == 0 {
		aiworms.Register()
	}
	g, err := ws.Game{}.New(sim.Config{Seed: 7})
	if err != nil {
		tb.Fatal(err)
	}
	return g
}
