package worms

import (
	"math"
	"testing"
)

// The Kotlin standard library's own test pins this sequence for
// XorWowRandom(1, 0, 0, 0, 0, 1024) (XorWowRandomImplTest.predefinedSequence):
// nextDouble, nextBits(31)/2^31, nextInt. Matching it shows xorWow is the
// original engine's generator.
func TestXorWowMatchesKotlin(t *testing.T) {
	r := xorWow{x: 1, addend: (1 << 10) ^ (1 >> 4)}
	for i := 0; i < 64; i++ {
		r.next()
	}
	hi := uint64(uint32(r.next()) >> 6) // nextBits(26)
	lo := uint64(uint32(r.next()) >> 5) // nextBits(27)
	if got := float64(hi<<27+lo) / (1 << 53); got != 0.817799582443095 {
		t.Errorf("nextDouble %v", got)
	}
	if got := float64(uint32(r.next())>>1) / math.Pow(2, 31); got != 0.8407576507888734 {
		t.Errorf("nextBits(31) %v", got)
	}
	if got := r.next(); got != 533150816 {
		t.Errorf("nextInt %d", got)
	}
}

// Classic collisions draw from the original's generator: the same seed
// gives the same choice, and the choice follows Random(seed).nextBoolean().
func TestClassicCollisionCoin(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		s := mk(t, ClassicRules(), ".....", ".a.A.", ".....", ".....", ".....")
		s.Seed(seed)
		want := newXorWow(int32(seed))
		stay := want.nextBoolean()
		s.Apply(cmds(t, "move 2 1", "move 2 1"))
		if a := wormOf(t, s, 0, 1); (a.X == 1) != stay {
			t.Fatalf("seed %d: worm 0.1 at %d, original would %s", seed, a.X, map[bool]string{true: "push back", false: "swap"}[stay])
		}
	}
}
