//go:build gui

package render

import (
	"image"
	"image/color"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"arena/render/guitest"
)

// cacheLines are lines of the kinds the window draws: labels, numbers,
// names with wide letters, the scripts and arrows Go Mono covers.
var cacheLines = []string{
	"Pause", "New seed", "1000", "Round 41 / 300", "turn 2593 / 2593 played", "speed 1000/s",
	"hunter (2)", "Mmm WWw mmm", "score 1949 (points 1852)", "> move 29 22  10us",
	"Ελληνικά Кириллица", "← → ↑ ↓ … — «»", "AVAST wave", "tycoon 0.04 (0.04)", " leading space",
	"!\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~",
}

// TestMaskedLinesDrawLikeText: once the cache has masked them, lines come
// out pixel for pixel as text.Draw draws them, at whole, half and other
// fractional positions, in every face, opaque and translucent, over a
// patterned ground.
func TestMaskedLinesDrawLikeText(t *testing.T) {
	offs := []float64{0, 0.25, 0.5, 0.6, 0.75, 0.9}
	cols := []color.Color{TextColor, color.RGBA{0, 0, 0, 200}, Fade(Accent, 0.5)}
	const rowH = 50 // a row per colour and offset
	w, h := 900, rowH*len(offs)*len(cols)
	ground := func(dst *ebiten.Image) {
		for y := 0; y < h; y += 3 {
			for x := 0; x < w; x += 5 {
				Rect(dst, float64(x), float64(y), 5, 3, color.RGBA{uint8(x * 7), uint8(y * 11), uint8(x + y), 255})
			}
		}
	}
	masked, flat := 0, 0
	for _, f := range []Face{Small, Large, Huge} {
		for _, s := range cacheLines {
			// Two frames of use mask the line at the third's start.
			guitest.OnLoop(func() {
				dst := ebiten.NewImage(8, 8)
				defer dst.Deallocate()
				for range 3 {
					NewTextFrame()
					drawLine(dst, s, 0, 0, f, TextColor)
				}
			})
			m := lines.m[lineKey{s, f}]
			if m.flat {
				flat++
				if m.img == nil {
					t.Errorf("%q in face %d: drawn in frames running but not masked", s, f)
				}
			}
			if m.img != nil {
				masked++
			}
			// Each colour and offset in a row of its own.
			each := func(draw func(dst *ebiten.Image, x, y float64, c color.Color)) func(dst *ebiten.Image) {
				return func(dst *ebiten.Image) {
					ground(dst)
					for i, c := range cols {
						for j, ox := range offs {
							row := float64((i*len(offs) + j) * rowH)
							draw(dst, 3+offs[i*2%len(offs)]+ox, row+5+offs[(i*2+1)%len(offs)]+ox/2, c)
						}
					}
				}
			}
			want := guitest.Shot(w, h, each(func(dst *ebiten.Image, x, y float64, c color.Color) {
				var op text.DrawOptions
				op.GeoM.Translate(x, y)
				op.ColorScale.ScaleWithColor(c)
				text.Draw(dst, s, f.TextFace(), &op)
			}))
			got := guitest.Shot(w, h, each(func(dst *ebiten.Image, x, y float64, c color.Color) {
				drawLine(dst, s, x, y, f, c)
			}))
			if p, ok := firstDiff(want, got); !ok {
				t.Fatalf("%q in face %d, masked %v: pixel %v is %v, text.Draw gives %v",
					s, f, m.img != nil, p, got.RGBAAt(p.X, p.Y), want.RGBAAt(p.X, p.Y))
			}
		}
	}
	t.Logf("%d of %d lines masked (%d with disjoint glyphs)", masked, 3*len(cacheLines), flat)
	if masked < len(cacheLines) {
		t.Errorf("only %d lines masked: the test hardly checks masks", masked)
	}
}

func firstDiff(a, b *image.RGBA) (image.Point, bool) {
	for i := 0; i < len(a.Pix); i += 4 {
		if [4]byte(a.Pix[i:i+4]) != [4]byte(b.Pix[i:i+4]) {
			p := i / 4
			return image.Pt(p%a.Rect.Dx(), p/a.Rect.Dx()), false
		}
	}
	return image.Point{}, true
}

// TestLineCachePolicy: a line drawn in one frame only is not masked, one
// drawn in two frames running is (at the next frame's start), and lines
// unused for maskTTL frames are let go.
func TestLineCachePolicy(t *testing.T) {
	guitest.OnLoop(func() {
		dst := ebiten.NewImage(8, 8)
		defer dst.Deallocate()
		key := func(s string) lineKey { return lineKey{s, Small} }
		var twice string
		for _, s := range cacheLines {
			if disjoint(text.AppendGlyphs(nil, s, Small.TextFace(), nil)) {
				twice = s
				break
			}
		}
		once := strings.Repeat(twice, 2)
		NewTextFrame()
		drawLine(dst, once, 0, 0, Small, TextColor)
		drawLine(dst, twice, 0, 0, Small, TextColor)
		NewTextFrame()
		drawLine(dst, twice, 0, 0, Small, TextColor)
		NewTextFrame()
		if m := lines.m[key(once)]; m != nil && m.img != nil {
			t.Errorf("a line drawn in one frame is masked: %+v", m)
		}
		if m := lines.m[key(twice)]; m == nil || m.img == nil {
			t.Errorf("a line drawn in two frames running is not masked: %+v", m)
		}
		for range maskTTL + maskTTL/4 + 1 {
			NewTextFrame()
		}
		if n := len(lines.m) + len(lines.seen); n != 0 {
			t.Errorf("%d lines kept after %d idle frames", n, maskTTL+maskTTL/4+1)
		}
	})
}
