//go:build gui

package windward

import (
	"testing"

	"arena/ai"
	aiwindward "arena/ai/windward"
	"arena/render/drawbench"
	"arena/sim"
	ws "arena/sim/windward"
)

// BenchmarkDraw draws a mid-game scene between the default built-ins
// (drawbench.Run).
func BenchmarkDraw(b *testing.B) {
	drawbench.Run(b, New(), ws.ID, benchScene(b), []string{"tycoon", "tycoon"}, 2000)
}

// TestGround: the ground Ground names comes out of Draw opaque
// (drawbench.CheckGround), in the benchmark's scene.
func TestGround(t *testing.T) {
	drawbench.CheckGround(t, New(), ws.ID, benchScene(t), []string{"tycoon", "tycoon"}, 2000)
}

// benchScene is a new game with the default built-ins registered.
func benchScene(tb testing.TB) sim.State {
	if len(ai.Bots(ws.ID)) == 0 {
		aiwindward.Register()
	}
	g, err := ws.Game{}.New(sim.Config{Seed: 7, Players: []string{"Ada", "Bob"}, Params: map[string]string{"rounds": "1"}})
	if err != nil {
		tb.Fatal(err)
	}
	return g
}
