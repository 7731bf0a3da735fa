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
	if len(ai.Bots(cr.ID)) == 0 {
		aicr.Register()
	}
	g, err := cr.Game{}.New(sim.Config{Seed: 7})
	if err != nil {
		b.Fatal(err)
	}
	drawbench.Run(b, New(), cr.ID, g, []string{"digger", "digger"}, 200)
}
