//go:build gui

package render

import "testing"

// TestPlacerAvoids: a label takes the first free candidate, and reports
// when every candidate is taken.
func TestPlacerAvoids(t *testing.T) {
	var p Placer
	p.Block(0, 0, 10, 10)
	for _, c := range []struct {
		cands  [][2]float64
		x, y   float64
		wantOK bool
	}{
		{[][2]float64{{5, 5}, {20, 0}}, 20, 0, true},  // first overlaps the block
		{[][2]float64{{22, 2}, {0, 20}}, 0, 20, true}, // first overlaps the last label
		{[][2]float64{{1, 1}, {21, 1}}, 1, 1, false},  // all taken: the first, not taken
		{[][2]float64{{40, 40}}, 40, 40, true},
	} {
		x, y, ok := p.Place(8, 8, c.cands...)
		if x != c.x || y != c.y || ok != c.wantOK {
			t.Errorf("Place(%v) = %v,%v %v, want %v,%v %v", c.cands, x, y, ok, c.x, c.y, c.wantOK)
		}
	}
	if n := len(p.Taken()); n != 4 {
		t.Errorf("%d rectangles taken, want 4 (the block and three labels)", n)
	}
}
