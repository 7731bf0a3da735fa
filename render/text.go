package render

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text"
	"golang.org/x/image/font/basicfont"
)

// Face is a text size: the 7×13 pixel face scaled by a whole number, which
// keeps glyphs crisp next to pixel art.
type Face int

// The text sizes used across the app.
const (
	Small Face = 1 // HUD lines, logs, menus
	Large Face = 2 // titles, damage numbers
	Huge  Face = 3 // end-of-game banner
)

var glyphs = basicfont.Face7x13

const (
	glyphW      = 7
	glyphH      = 13
	glyphAscent = 11
)

func (f Face) scale() float64 {
	if f < 1 {
		return 1
	}
	return float64(f)
}

// LineHeight is the distance between baselines of consecutive lines.
func (f Face) LineHeight() float64 { return (glyphH + 2) * f.scale() }

// Measure returns the size of s (possibly several lines) in pixels.
func (f Face) Measure(s string) (w, h float64) {
	lines := strings.Split(s, "\n")
	n := 0
	for _, l := range lines {
		if c := len([]rune(l)); c > n {
			n = c
		}
	}
	return float64(n*glyphW) * f.scale(), float64(len(lines))*f.LineHeight() - 2*f.scale()
}

// Text draws s with its top-left corner at (x, y).
func Text(dst *ebiten.Image, s string, x, y float64, f Face, clr color.Color) {
	var op ebiten.DrawImageOptions
	sc := f.scale()
	op.GeoM.Scale(sc, sc)
	op.GeoM.Translate(x, y+glyphAscent*sc)
	op.ColorScale.ScaleWithColor(clr)
	op.Filter = ebiten.FilterNearest
	for i, line := range strings.Split(s, "\n") {
		if i > 0 {
			op.GeoM.Translate(0, f.LineHeight())
		}
		text.DrawWithOptions(dst, line, glyphs, &op)
	}
}

// TextShadow draws s with a one-pixel dark shadow, readable over the map.
func TextShadow(dst *ebiten.Image, s string, x, y float64, f Face, clr color.Color) {
	sh := f.scale()
	Text(dst, s, x+sh, y+sh, f, color.RGBA{0, 0, 0, 200})
	Text(dst, s, x, y, f, clr)
}

// TextCentered draws s centred on (cx, cy), with a shadow.
func TextCentered(dst *ebiten.Image, s string, cx, cy float64, f Face, clr color.Color) {
	w, h := f.Measure(s)
	TextShadow(dst, s, cx-w/2, cy-h/2, f, clr)
}
