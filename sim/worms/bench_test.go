package worms

import (
	"testing"

	"arena/sim"
)

// BenchmarkStep plays scripted rounds on a generated map.
func BenchmarkStep(b *testing.B) {
	st, _ := Game{}.New(sim.Config{Seed: 1})
	s0 := st.(*State)
	s := s0.clone()
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if s.Over {
			s = s0.clone()
		}
		s.Step([]sim.Action{scripted(s, 0, i), scripted(s, 1, i)})
	}
}

func BenchmarkHash(b *testing.B) {
	st, _ := Game{}.New(sim.Config{Seed: 1})
	for i := 0; i < b.N; i++ {
		st.Hash()
	}
}

func BenchmarkNew(b *testing.B) {
	for i := 0; i < b.N; i++ {
		Game{}.New(sim.Config{Seed: uint64(i)})
	}
}
