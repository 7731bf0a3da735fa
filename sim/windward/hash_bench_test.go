package windward

import "testing"

func BenchmarkHash(b *testing.B) {
	s := newGame(b, "", 2, 1)
	stepN(b, s, 100)
	for b.Loop() {
		s.Hash()
	}
}

func BenchmarkClone(b *testing.B) {
	s := newGame(b, "", 2, 1)
	stepN(b, s, 100)
	for b.Loop() {
		s.Clone()
	}
}
