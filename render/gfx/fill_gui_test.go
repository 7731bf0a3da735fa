//go:build gui

package gfx_test

import (
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"arena/render/gfx"
	"arena/render/guitest"
)

func TestMain(m *testing.M) { guitest.Main(m) }

// TestFillMatchesFillRect: gfx.Fill paints exactly the pixels
// vector.FillRect paints, over a patterned ground, for opaque and
// translucent colours, whole and fractional rectangles, and into a
// sub-image (clipped).
func TestFillMatchesFillRect(t *testing.T) {
	rects := [][4]float64{{3, 4, 40, 30}, {2.5, 7.25, 33.4, 19.6}, {-5, -3, 20, 12}, {50, 40, 30, 30}, {10, 10, 0.4, 8}}
	cols := []color.Color{color.RGBA{200, 40, 90, 255}, color.RGBA{20, 60, 140, 200}, color.RGBA{0, 0, 0, 150}, color.RGBA{}}
	ground := func(dst *ebiten.Image) {
		for y := 0; y < 64; y += 8 {
			for x := 0; x < 64; x += 8 {
				vector.FillRect(dst, float32(x), float32(y), 8, 8, color.RGBA{uint8(x * 4), uint8(y * 4), 77, 255}, false)
			}
		}
	}
	for _, sub := range []bool{false, true} {
		draw := func(fill func(dst *ebiten.Image, x, y, w, h float32, c color.Color)) *image.RGBA {
			return guitest.Shot(64, 64, func(dst *ebiten.Image) {
				ground(dst)
				d := dst
				if sub {
					d = dst.SubImage(image.Rect(5, 6, 50, 45)).(*ebiten.Image)
				}
				for _, r := range rects {
					for _, c := range cols {
						fill(d, float32(r[0]), float32(r[1]), float32(r[2]), float32(r[3]), c)
					}
				}
			})
		}
		want := draw(func(dst *ebiten.Image, x, y, w, h float32, c color.Color) {
			vector.FillRect(dst, x, y, w, h, c, false)
		})
		got := draw(func(dst *ebiten.Image, x, y, w, h float32, c color.Color) {
			gfx.Fill(dst, float64(x), float64(y), float64(w), float64(h), c)
		})
		for i := range want.Pix {
			if want.Pix[i] != got.Pix[i] {
				p := i / 4
				t.Fatalf("sub-image %v: pixel (%d,%d) is %v, FillRect paints %v", sub, p%64, p/64, got.Pix[i&^3:i&^3+4], want.Pix[i&^3:i&^3+4])
			}
		}
	}
}
