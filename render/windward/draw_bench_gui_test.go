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
	if len(ai.Bots(ws.ID)) == 0 {
		aiwindward.Register()
	}
	g, err := ws.Game{}.New(sim.Config{Seed: 7, Players: []string{"Ada", "Bob"}, Params: map[string]string{"rounds": "1"}})
	if err != nil {
		b.Fatal(err)
	}
	drawbench.Run(b, New(), ws.ID, g, []string{"tycoon", "tycoon"}, 2000)
}
