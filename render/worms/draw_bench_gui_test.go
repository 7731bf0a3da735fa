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
	if len(ai.Bots(ws.ID)) == 0 {
		aiworms.Register()
	}
	g, err := ws.Game{}.New(sim.Config{Seed: 7})
	if err != nil {
		b.Fatal(err)
	}
	drawbench.Run(b, New(), ws.ID, g, []string{"hunter", "hunter"}, 120)
}
