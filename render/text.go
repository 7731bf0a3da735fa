package render

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
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

// glyphs is the 7×13 face through text/v2, whose origin is the top of the
// line (the baseline is the face's ascent, 11 pixels, below it).
var glyphs = text.NewGoXFace(basicfont.Face7x13)

const (
	glyphW = 7
	glyphH = 13
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
	var op text.DrawOptions
	sc := f.scale()
	op.GeoM.Scale(sc, sc)
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(clr)
	op.Filter = ebiten.FilterNearest
	for i, line := range strings.Split(s, "\n") {
		if i > 0 {
			op.GeoM.Translate(0, f.LineHeight())
		}
		text.Draw(dst, line, glyphs, &op)
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

// FloatText draws a pop-up word or number (a score, damage, "KO") centred
// on the screen point (x, y) in face f and colour c, ringed by a dark
// outline one glyph pixel wide so it reads over anything; text and
// outline are faded by alpha. Renderers choose where it rises and how it
// fades (PopFade); this keeps the look of pop-ups the same in every game.
func FloatText(dst *ebiten.Image, s string, x, y float64, f Face, c, outline color.RGBA, alpha float64) {
	w, h := f.Measure(s)
	dark := Fade(outline, alpha)
	for _, o := range [4][2]float64{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
		Text(dst, s, x-w/2+o[0]*float64(f), y-h/2+o[1]*float64(f), f, dark)
	}
	Text(dst, s, x-w/2, y-h/2, f, Fade(c, alpha))
}

// PopFade is the alpha of a pop-up at t, the fraction of its life gone:
// opaque until hold, then fading linearly to nothing at t = 1.
func PopFade(t, hold float64) float64 {
	if t > hold {
		return 1 - (t-hold)/(1-hold)
	}
	return 1
}
