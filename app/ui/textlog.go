package ui

import (
	"fmt"
	"image"
	"strings"

	"arena/render"
)

// TextLog records the text a frame's HUD draws (render.RecordText) for
// layout tests: each piece with its box and layer. Layer 0 is the frame
// around and over the map; modal overlays (menu, help, start screen) draw
// on higher layers, opaque over what is below, so only pieces in one
// layer must not overlap. It is nil in normal runs.
type TextLog struct {
	Boxes []LayeredBox
	// Map is the text the renderer and the debug overlay drew on the map
	// (labels, pop-ups), in the map's own pixels: none of it may overlap
	// another piece of it.
	Map   []render.TextBox
	layer int
}

// LayeredBox is a recorded piece of text and its layer.
type LayeredBox struct {
	render.TextBox
	Layer int
}

// StartMap clears the map's text and starts recording it (before the
// renderer draws the map).
func (l *TextLog) StartMap() {
	l.Map = l.Map[:0]
	render.RecordText(func(b render.TextBox) { l.Map = append(l.Map, b) })
}

// Start clears the HUD's text and starts recording it.
func (l *TextLog) Start() {
	l.Boxes, l.layer = l.Boxes[:0], 0
	render.RecordText(func(b render.TextBox) { l.Boxes = append(l.Boxes, LayeredBox{b, l.layer}) })
}

// Layer starts a new layer (before a modal overlay is drawn).
func (l *TextLog) Layer() { l.layer++ }

// Stop stops recording.
func (l *TextLog) Stop() { render.RecordText(nil) }

// Overlaps lists the pairs of pieces in one layer (or both on the map)
// whose boxes overlap, as readable lines; the same text drawn twice at the
// same place counts once.
func (l *TextLog) Overlaps() []string {
	var out []string
	for i, a := range l.Map {
		for _, b := range l.Map[i+1:] {
			if a.Box.Overlaps(b.Box) && !(a.Box == b.Box && a.Text == b.Text) {
				out = append(out, fmt.Sprintf("map: %q %v overlaps %q %v", a.Text, a.Box, b.Text, b.Box))
			}
		}
	}
	for i, a := range l.Boxes {
		for _, b := range l.Boxes[i+1:] {
			if a.Layer != b.Layer || (a.Box == b.Box && a.Text == b.Text) {
				continue
			}
			if a.Box.Overlaps(b.Box) {
				out = append(out, fmt.Sprintf("%q %v overlaps %q %v", a.Text, a.Box, b.Text, b.Box))
			}
		}
	}
	return out
}

// Find returns the boxes of pieces that contain s.
func (l *TextLog) Find(s string) []image.Rectangle {
	var out []image.Rectangle
	for _, b := range l.Boxes {
		if containsText(b.Text, s) {
			out = append(out, b.Box)
		}
	}
	return out
}

func containsText(hay, needle string) bool {
	return needle != "" && strings.Contains(hay, needle)
}
