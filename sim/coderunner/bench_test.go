package coderunner

import (
	"testing"

	"arena/sim"
)

// BenchmarkEngine700 plays 700 turns of scripted moves on a shipped map:
// the engine alone, without bots.
func BenchmarkEngine700(b *testing.B) {
	st, err := Game{}.New(sim.Config{Map: "towers"})
	if err != nil {
		b.Fatal(err)
	}
	start := st.(*State)
	for b.Loop() {
		s := start.Copy()
		for i := 0; !s.Over(); i++ {
			s.Apply([2]Move{scripted[i%len(scripted)], scripted[(i*7+3)%len(scripted)]})
		}
	}
}
