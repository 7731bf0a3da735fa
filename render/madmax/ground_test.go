//go:build gui

package madmax

import (
	"crypto/sha256"
	"fmt"
	"math"
	"testing"

	"arena/render"
)

// noise is smooth value noise at pixel (px, py) as the ground was first
// generated, pixel by pixel: the reference the octaves are held to.
func noise(px, py int, cell, period, salt int) float64 {
	n := period / cell
	fx, fy := float64(px)/float64(cell), float64(py)/float64(cell)
	x0, y0 := int(math.Floor(fx)), int(math.Floor(fy))
	tx, ty := fx-float64(x0), fy-float64(y0)
	tx, ty = tx*tx*(3-2*tx), ty*ty*(3-2*ty)
	wrap := func(x int) int { return ((x % n) + n) % n }
	a0, a1 := render.PointRand(wrap(x0), y0, salt), render.PointRand(wrap(x0+1), y0, salt)
	b0, b1 := render.PointRand(wrap(x0), y0+1, salt), render.PointRand(wrap(x0+1), y0+1, salt)
	a := a0 + (a1-a0)*tx
	b := b0 + (b1-b0)*tx
	return a + (b-a)*ty
}

func TestOctaveIsNoise(t *testing.T) {
	for _, c := range []struct{ cell, period, salt, y0 int }{
		{2, 256, 2, 0}, {8, 1472, 1, 0}, {64, 240, 7, 0}, {6, 272, 8, 977}, {16, 320, 6, 5}, {32, 1024, 3, 0},
	} {
		o := newOctave(c.cell, c.period, c.salt)
		for py := c.y0; py < c.y0+3*c.cell+5; py++ {
			o.row(py)
			for px := range c.period {
				if got, want := o.at(px), noise(px, py, c.cell, c.period, c.salt); got != want {
					t.Fatalf("cell %d period %d salt %d: (%d,%d) is %v, want %v", c.cell, c.period, c.salt, px, py, got, want)
				}
			}
		}
	}
}

// TestBasePixels holds the generated textures to the pictures they had
// when each pixel was computed on its own (TestOctaveIsNoise): the hash
// of the road's and the verges' pixels, for tiles of both heights and of
// widths whose period the coarsest octave does not divide (15, 17).
func TestBasePixels(t *testing.T) {
	for _, c := range []struct {
		rows, tile int
		sum        string
	}{
		{20, 92, "8aa1034c9d29e26d233f1b5c92ba6816ba24ca7a95910607209fe1bf5c8d66ae"},
		{20, 15, "6dfb1fd8c4cee5f008b6f3839a7fb1e2f4372f449766a4c065268098e58dc835"},
		{22, 64, "b40f7cef7333aeb3514138f80487b8899653075104cd89da6be6899d9d0bd4e5"},
		{20, 17, "547c063cc9da29df3f140290a6f4b02b60eb29ff7a23245751146909cc8fe9c1"},
	} {
		road, top, bot := basePixels(c.rows, c.tile)
		h := sha256.New()
		h.Write(road.Pix)
		h.Write(top.Pix)
		h.Write(bot.Pix)
		if got := fmt.Sprintf("%x", h.Sum(nil)); got != c.sum {
			t.Errorf("%d rows × %d columns: pixels hash to %s, want %s", c.rows, c.tile, got, c.sum)
		}
	}
}

// BenchmarkBasePixels generates the noise textures of the widest tile of
// the generated universes (92 columns), which a window pays the first
// time it shows a universe of that width.
func BenchmarkBasePixels(b *testing.B) {
	for b.Loop() {
		basePixels(baseRows, 92)
	}
}
