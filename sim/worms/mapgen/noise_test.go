package mapgen

import "testing"

// The original engine's own test pins these values of its noise for seed
// 42 (2019-Worms, WormsMapGeneratorTest.test_procedural_random); matching
// them bit for bit shows Noise is the original's function.
func TestNoiseMatchesOriginal(t *testing.T) {
	for _, tc := range []struct{ x, y, want float64 }{
		{1.0, 1.0, 0.06214340506192554},
		{64.3, 64.3, 0.4928681547832553},
		{254.9, 212.21, 0.2528798486304122},
		{-51.4, 128.9, 0.7977717117332975},
	} {
		if got := Noise(tc.x, tc.y, 42); got != tc.want {
			t.Errorf("Noise(%v, %v, 42) = %v, want %v", tc.x, tc.y, got, tc.want)
		}
	}
}
