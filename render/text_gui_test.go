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

// The package's GUI tests draw inside ebiten's loop (render/guitest).
func TestMain(m *testing.M) { guitest.Main(m) }

// TestMissing checks the font covers the scripts and symbols the app
// draws (team names in Latin, Greek and Cyrillic; Madmax's "→"; the
// ellipsis and middle dot of headlines) and reports what it lacks.
func TestMissing(t *testing.T) {
	for _, tc := range []struct {
		s    string
		want string
	}{
		{"Ωmega Кот Zoë", ""},
		{"gas 22 → 52", ""},
		{"Round 1 / 3  ·  map A … Gloria Jean’s", ""},
		{"ĄčŁ ßø ÆŒ – — ±×÷ °", ""},
		{"a\tb\n", ""},
		{"猫 Ωx 猫 ☃", "猫☃"},
	} {
		if got := string(Missing(tc.s)); got != tc.want {
			t.Errorf("Missing(%q) = %q, want %q", tc.s, got, tc.want)
		}
	}
}

// TestMeasure checks widths come from the font: one cell of about 7
// pixels per rune in Small (whatever its UTF-8 length), scaled by the face, and the
// height counts lines.
func TestMeasure(t *testing.T) {
	for _, tc := range []struct {
		s    string
		f    Face
		w, h float64
	}{
		{"", Small, 0, 13},
		{"abc", Small, 3 * cellW, 13},
		{"Ωmega Кот Zoë", Small, 13 * cellW, 13},
		{"→", Small, cellW, 13},
		{"ab\nΩΩΩΩ", Small, 4 * cellW, 28},
		{"Zoë", Large, 6 * cellW, 26},
		{"KO", Huge, 6 * cellW, 39},
	} {
		if n := tc.f.Columns(tc.w + 0.5); tc.s != "" && !strings.Contains(tc.s, "\n") && n != len([]rune(tc.s)) {
			t.Errorf("%d.Columns(%.2f) = %d, want %d", tc.f, tc.w+0.5, n, len([]rune(tc.s)))
		}
		w, h := tc.f.Measure(tc.s)
		if d := w - tc.w; d < -0.01 || d > 0.01 || h != tc.h {
			t.Errorf("%d.Measure(%q) = %.2f×%.2f, want %.2f×%.0f", tc.f, tc.s, w, h, tc.w, tc.h)
		}
	}
}

// ink is the bounding box of the pixels of img brighter than the
// background, and the number of such pixels.
func ink(img *image.RGBA) (image.Rectangle, int) {
	var box image.Rectangle
	n := 0
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if img.RGBAAt(x, y).G > 60 {
				box = box.Union(image.Rect(x, y, x+1, y+1))
				n++
			}
		}
	}
	return box, n
}

// TestNonASCIIDraws draws a non-ASCII team name and checks every rune of
// it shows a glyph of its own: some ink, inside its 7-pixel cell, and a
// shape unlike the font's missing-glyph box (what basicfont drew for
// each of them), and that the whole line's ink fits in its measured width.
func TestNonASCIIDraws(t *testing.T) {
	const name = "Ωmega Кот Zoë →"
	shot := func(s string) *image.RGBA {
		return guitest.Shot(140, 20, func(dst *ebiten.Image) {
			dst.Fill(color.Black)
			Text(dst, s, 2, 2, Small, color.White)
		})
	}
	// U+4E00 is not in Go Mono: it draws the font's .notdef box.
	missing := shot("\u4e00")
	if _, n := ink(missing); n == 0 {
		t.Fatal("the missing-glyph box drew nothing; the test could not tell it apart")
	}
	for _, r := range name {
		if r == ' ' {
			continue
		}
		img := shot(string(r))
		box, n := ink(img)
		if n == 0 {
			t.Errorf("%q drew no pixels", r)
			continue
		}
		if box.Min.X < 1 || float64(box.Max.X) > 2+cellW+1 {
			t.Errorf("%q inks columns %d..%d, outside its cell 2..%d", r, box.Min.X, box.Max.X, 2+int(cellW))
		}
		same := true
		for i := range img.Pix {
			if img.Pix[i] != missing.Pix[i] {
				same = false
				break
			}
		}
		if same {
			t.Errorf("%q draws as the missing-glyph box", r)
		}
	}
	img := shot(name)
	guitest.SaveShot(t, "ARENA_SHOTS", "text-non-ascii", img)
	box, _ := ink(img)
	w, _ := Small.Measure(name)
	if adv := text.Advance(name, Small.TextFace()); adv != w || w != cellW*float64(len([]rune(name))) {
		t.Errorf("width %.2f, Advance %.2f, want %.2f", w, adv, cellW*float64(len([]rune(name))))
	}
	if cellW < 6.5 || cellW > 7.5 {
		t.Errorf("a character is %.2f pixels wide, want about 7", cellW)
	}
	if float64(box.Max.X) > 2+w+1 || float64(box.Max.X) < 2+w-cellW {
		t.Errorf("the line inks up to x=%d, measured to end at %.0f", box.Max.X, 2+w)
	}
}

// TestASCIIAdvance holds Measure's shortcut for printable ASCII to
// text.Advance: every character alone and beside every other, in every
// face, and longer lines of them.
func TestASCIIAdvance(t *testing.T) {
	var chars []string
	for c := byte(0x20); c <= 0x7e; c++ {
		chars = append(chars, string(c))
	}
	lines := []string{"", "score 1,234 (5,678)", "#1  hunter (2)  1200  DONE", strings.Repeat("Wm.", 40), "  leading and trailing  ", "a\tb"}
	for _, a := range chars {
		lines = append(lines, a, a+"W", "i"+a)
		for _, b := range chars {
			lines = append(lines, a+b)
		}
	}
	for f := Small; f <= Huge; f++ {
		for _, l := range lines {
			got, ok := asciiAdvance(l, f)
			if want := text.Advance(l, f.TextFace()); ok && got != want {
				t.Fatalf("face %d, %q: %v, text.Advance %v", f, l, got, want)
			}
			if ok == strings.Contains(l, "\t") {
				t.Fatalf("face %d, %q: shortcut taken %v", f, l, ok)
			}
		}
	}
}
