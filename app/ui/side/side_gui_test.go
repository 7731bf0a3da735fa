//go:build gui

package side

import (
	"image"
	"testing"

	"arena/app/ui"
)

func TestButtonsAndInspector(t *testing.T) {
	for _, sideR := range []image.Rectangle{image.Rect(784, 26, 1024, 540), image.Rect(1580, 26, 1920, 980)} {
		tg := make([]ui.Button, 8)
		for i := range tg {
			tg[i].Label = "toggle"
		}
		sets := []ui.Button{{Label: "radius: all"}, {Label: "labels: on"}, {Label: "x: y"}}
		bs, y := Buttons(sideR, tg, ui.Button{Label: "Sound 80% (M)"}, ui.Button{Label: "vol -"}, ui.Button{Label: "vol +"}, sets)
		for i, b := range bs {
			if !b.R.In(sideR) || b.R.Min.Y <= y {
				t.Errorf("%v: button %q at %v (heading at %d)", sideR, b.Label, b.R, y)
			}
			for _, o := range bs[i+1:] {
				if b.R.Overlaps(o.R) {
					t.Errorf("%v: %q overlaps %q", sideR, b.Label, o.Label)
				}
			}
		}
	}
	m := image.Rect(0, 26, 700, 500)
	long := "a very long inspector line that goes on and on about the cell under the mouse and more"
	lines := make([]string, 100)
	for i := range lines {
		lines[i] = long
	}
	r, fit := InspectorRect(m, lines)
	if !r.In(m) || len(fit) == 0 || r.Dy() > m.Dy()/2+20 || r.Dx() > m.Dx()/2+20 {
		t.Errorf("inspector %v (%d lines) in map %v", r, len(fit), m)
	}
}

// TestInspectorInTheSidebar: in a room as narrow as the sidebar the panel
// uses nearly all of it and stays inside.
func TestInspectorInTheSidebar(t *testing.T) {
	room := image.Rect(1582, 300, 1920, 560)
	r, fit := InspectorRect(room, []string{"Cell row 8, col 18: empty", "not visited yet (+1)"})
	if !r.In(room) || len(fit) != 2 || fit[0] != "Cell row 8, col 18: empty" {
		t.Errorf("inspector %v %q in room %v", r, fit, room)
	}
}
