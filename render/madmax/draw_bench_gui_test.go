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
