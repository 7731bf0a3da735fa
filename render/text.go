package render

import (
	"bytes"
	"image/color"
	"strings"
	"sync"
	"unicode"

	"github.com/go-text/typesetting/font"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/gomono"
)

// Face is a text size: a cell of about 7×13 pixels (the size of the old
// pixel face, so layouts keep their proportions) multiplied by a whole
// number.
type Face int

// The text sizes used across the app.
const (
	Small Face = 1 // HUD lines, logs, menus
	Large Face = 2 // titles, damage numbers
	Huge  Face = 3 // end-of-game banner
)

// mono is Go Mono, the one font of every window and renderer. It covers
// Latin, Greek, Cyrillic and the arrows, dashes and ellipses the games
// draw (WGL4), so UTF-8 team names and bot stderr read as written; being
// monospaced, a string's width depends only on its rune count, which
// keeps the tables and columns of the HUD aligned.
var mono = mustSource(gomono.TTF)

// monoSize is Go Mono's pixel size in Small. At 12 pixels a character is
// 7.2 pixels wide and a line 13 tall, about the cell of the 7×13 pixel
// face the layouts were drawn for; text/v2 lays glyphs out at whole sizes,
// so a fractional size would not narrow the cell to exactly 7.
const (
	monoSize = 12
	cellH    = 13
)

// cellW is the advance of one character in Small (the font is monospaced).
var cellW = text.Advance("M", faces[Small])

// faces holds the text/v2 face of each size in use, built once so that
// measuring from any goroutine (tests do) needs no lock.
var faces = func() (fs [Huge + 1]*text.GoTextFace) {
	for f := Small; f <= Huge; f++ {
		fs[f] = &text.GoTextFace{Source: mono, Size: monoSize * f.scale()}
	}
	return fs
}()

func mustSource(ttf []byte) *text.GoTextFaceSource {
	s, err := text.NewGoTextFaceSource(bytes.NewReader(ttf))
	if err != nil {
		panic("render: the embedded Go Mono font does not load: " + err.Error())
	}
	return s
}

func (f Face) scale() float64 {
	if f < 1 {
		return 1
	}
	return float64(f)
}

// TextFace is the text/v2 face drawn for f, for callers that lay text out
// themselves (text.Advance, text.Measure).
func (f Face) TextFace() text.Face {
	if f >= Small && f <= Huge {
		return faces[f]
	}
	return &text.GoTextFace{Source: mono, Size: monoSize * f.scale()}
}

// LineHeight is the distance between baselines of consecutive lines.
func (f Face) LineHeight() float64 { return (cellH + 2) * f.scale() }

// Measure returns the size of s (possibly several lines) in pixels: the
// widest line's advance, and the lines' height without the gap after the
// last.
func (f Face) Measure(s string) (w, h float64) {
	lines := strings.Split(s, "\n")
	for _, l := range lines {
		w = max(w, advance(l, f))
	}
	return w, float64(len(lines))*f.LineHeight() - 2*f.scale()
}

// advances remembers text.Advance of the lines measured lately: the HUD
// measures the same labels every frame, and each measure shapes the line
// anew. Measure may be called from any goroutine (tests do), so it is
// locked; it is cleared when it grows past maxAdvances.
var advances = struct {
	sync.Mutex
	m map[lineKey]float64
}{m: map[lineKey]float64{}}

const maxAdvances = 4096

func advance(l string, f Face) float64 {
	if w, ok := asciiAdvance(l, f); ok {
		return w
	}
	k := lineKey{l, f}
	advances.Lock()
	defer advances.Unlock()
	if w, ok := advances.m[k]; ok {
		return w
	}
	if len(advances.m) >= maxAdvances {
		clear(advances.m)
	}
	w := text.Advance(l, f.TextFace())
	advances.m[k] = w
	return w
}

// asciiWidths is the advance of one printable ASCII character in each
// face: Go Mono gives them all the same one and pairs none (no kerning,
// no ligatures), so a line of them is as wide as its length times it,
// which TestASCIIAdvance holds to text.Advance. The HUD measures lines
// that change every frame (scores, ticks) and were shaped anew each time.
var asciiWidths = func() (ws [Huge + 1]float64) {
	for f := Small; f <= Huge; f++ {
		ws[f] = text.Advance("M", faces[f])
	}
	return ws
}()

// asciiAdvance is text.Advance of l in f when l is printable ASCII.
func asciiAdvance(l string, f Face) (float64, bool) {
	if f < Small || f > Huge {
		return 0, false
	}
	for i := 0; i < len(l); i++ {
		if l[i] < 0x20 || l[i] > 0x7e {
			return 0, false
		}
	}
	return float64(len(l)) * asciiWidths[f], true
}

// Missing returns the runes of s the font has no glyph for (they would
// draw as an empty box), in order and without repeats; control characters
// and spaces are not counted.
func Missing(s string) []rune {
	fc, _ := mono.UnsafeInternal().(*font.Face)
	var out []rune
	seen := map[rune]bool{}
	for _, r := range s {
		if unicode.IsSpace(r) || unicode.IsControl(r) || seen[r] {
			continue
		}
		seen[r] = true
		if fc == nil {
			out = append(out, r)
			continue
		}
		if _, ok := fc.NominalGlyph(r); !ok {
			out = append(out, r)
		}
	}
	return out
}

// Text draws s with its top-left corner at (x, y).
func Text(dst *ebiten.Image, s string, x, y float64, f Face, clr color.Color) {
	record(dst, s, x, y, f)
	drawText(dst, s, x, y, f, clr)
}

// drawText draws s line by line through the line cache (textcache.go),
// each line placed as text.Draw places it.
func drawText(dst *ebiten.Image, s string, x, y float64, f Face, clr color.Color) {
	for i, line := range strings.Split(s, "\n") {
		if i > 0 {
			y += f.LineHeight()
		}
		drawLine(dst, line, x, y, f, clr)
	}
}

// TextShadow draws s with a one-pixel dark shadow, readable over the map.
func TextShadow(dst *ebiten.Image, s string, x, y float64, f Face, clr color.Color) {
	sh := f.scale()
	record(dst, s, x, y, f)
	drawText(dst, s, x+sh, y+sh, f, color.RGBA{0, 0, 0, 200})
	drawText(dst, s, x, y, f, clr)
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
		drawText(dst, s, x-w/2+o[0]*float64(f), y-h/2+o[1]*float64(f), f, dark)
	}
	Text(dst, s, x-w/2, y-h/2, f, Fade(c, alpha)) // recorded once, outline aside
}

// PopFade is the alpha of a pop-up at t, the fraction of its life gone:
// opaque until hold, then fading linearly to nothing at t = 1.
func PopFade(t, hold float64) float64 {
	if t > hold {
		return 1 - (t-hold)/(1-hold)
	}
	return 1
}

// Columns is how many characters of f fit in w pixels: the font is
// monospaced, so panes that cut lines by characters (clip) ask this.
func (f Face) Columns(w float64) int {
	return max(0, int(w/(cellW*f.scale())))
}
