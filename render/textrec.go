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

// mapText is the text drawn on the map so far this frame, between
// BeginMapText and EndMapText: labels drawn late in a frame (the hovered
// cell's name, bots' debug text) find a free place among it (FreeText).
var mapText struct {
	on    bool
	boxes []image.Rectangle
}

// BeginMapText starts collecting the boxes of the text drawn on the map:
// the app calls it before the renderer draws a frame's map, and
// EndMapText after the last label (the debug overlay's) is drawn.
func BeginMapText() { mapText.on, mapText.boxes = true, mapText.boxes[:0] }

// EndMapText stops collecting (the HUD's text is laid out by its own
// components).
func EndMapText() { mapText.on = false }

// FreeText returns the first of cands (top-left corners) where a w×h box
// covers no text drawn on the map so far this frame, and reserves it
// (text drawn there later is already counted). With no free candidate it
// returns the first with ok false, reserving nothing: the caller skips the
// label, since a label drawn over another makes both unreadable.
func FreeText(w, h float64, cands ...[2]float64) (x, y float64, ok bool) {
	for _, c := range cands {
		r := rectOf(c[0], c[1], w, h)
		if !mapTextOverlaps(r) {
			if mapText.on {
				mapText.boxes = append(mapText.boxes, r)
			}
			return c[0], c[1], true
		}
	}
	if len(cands) == 0 {
		return 0, 0, false
	}
	return cands[0][0], cands[0][1], false
}

// mapTextOverlaps reports whether r covers text drawn on the map so far
// this frame.
func mapTextOverlaps(r image.Rectangle) bool { return !mapTextHit(r).Empty() }

// mapTextHit is the first box of text drawn on the map so far this frame
// that r overlaps, or the empty rectangle.
func mapTextHit(r image.Rectangle) image.Rectangle {
	if !mapText.on {
		return image.Rectangle{}
	}
	for _, t := range mapText.boxes {
		if t.Overlaps(r) {
			return t
		}
	}
	return image.Rectangle{}
}

// BlockText marks the screen box (x, y, w, h) as taken by a map label
// drawn some other way (a cached image), so later labels avoid it.
func BlockText(x, y, w, h float64) {
	if mapText.on {
		mapText.boxes = append(mapText.boxes, rectOf(x, y, w, h))
	}
}

func record(dst *ebiten.Image, s string, x, y float64, f Face) {
	if (textRecorder == nil && !mapText.on) || strings.TrimSpace(s) == "" {
		return
	}
	w, h := f.Measure(s)
	box := image.Rect(int(math.Floor(x)), int(math.Floor(y)), int(math.Ceil(x+w)), int(math.Ceil(y+h)))
	if box = box.Intersect(dst.Bounds()); box.Empty() {
		return
	}
	if mapText.on {
		mapText.boxes = append(mapText.boxes, box)
	}
	if textRecorder != nil {
		textRecorder(TextBox{Text: s, Box: box})
	}
}

// HoverLabel names the screen cell (x, y, size z) under the mouse with s,
// in a shadowed label beside it: right of the cell, else left, above or
// below, wherever it covers no text drawn earlier in the frame (FreeText);
// with no free place it is left out (the cell's outline still shows).
func HoverLabel(dst *ebiten.Image, s string, x, y, z float64) {
	w, h := Small.Measure(s)
	if lx, ly, ok := FreeText(w+1, h+1,
		[2]float64{x + z + 3, y - 2}, [2]float64{x - w - 4, y - 2},
		[2]float64{x + z/2 - w/2, y - h - 3}, [2]float64{x + z/2 - w/2, y + z + 2}); ok {
		TextShadow(dst, s, lx, ly, Small, TextColor)
	}
}
