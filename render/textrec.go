package render

import (
	"image"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
)

// TextBox is a piece of text as drawn by Text, TextShadow or TextCentered:
// the string and its box on the destination (in the destination's
// coordinates, which a SubImage shares with its parent), cut to the
// destination's bounds.
type TextBox struct {
	Text string
	Box  image.Rectangle
}

// textRecorder receives every TextBox while set (RecordText).
var textRecorder func(TextBox)

// RecordText makes every later Text, TextShadow and TextCentered call
// report its box to f (nil stops). It is off in normal runs: layout tests
// turn it on around the part of a frame they check, so that they can
// assert that no two pieces of text overlap. Like drawing, it belongs to
// the UI thread.
func RecordText(f func(TextBox)) { textRecorder = f }

func record(dst *ebiten.Image, s string, x, y float64, f Face) {
	if textRecorder == nil || strings.TrimSpace(s) == "" {
		return
	}
	w, h := f.Measure(s)
	box := image.Rect(int(math.Floor(x)), int(math.Floor(y)), int(math.Ceil(x+w)), int(math.Ceil(y+h)))
	if box = box.Intersect(dst.Bounds()); !box.Empty() {
		textRecorder(TextBox{Text: s, Box: box})
	}
}
