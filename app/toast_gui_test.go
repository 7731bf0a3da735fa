//go:build gui

package app

import (
	"strings"
	"testing"
	"unicode/utf8"

	"arena/app/ui/hud"
)

// TestToastsHaveTheirOwnPlace: toasts (a long non-ASCII one among them)
// stack at the top of the map without overlapping each other, stay inside
// the map, fit its width, and keep off the bottom corners where the
// inspector and Paintball's debug legend are drawn.
func TestToastsHaveTheirOwnPlace(t *testing.T) {
	a := startApp(t, 0, nil)
	msgs := []string{
		"sound off: no audio device",
		"saved /home/user/Pictures/arena/worms-42.png",
		"Ωmega Кот Zoë joined: " + strings.Repeat("очень длинное имя ", 20),
		"replay opened",
	}
	var boxes []hud.PlacedToast
	var lay layoutRects
	onLoop(func() {
		for _, m := range msgs {
			a.toast(m)
		}
		lay = a.layout()
		boxes = a.toastBoxes(lay)
	})
	if len(boxes) != len(msgs) {
		t.Fatalf("%d toasts laid out for %d", len(boxes), len(msgs))
	}
	m := lay.mapArea
	corner := 120 // the height kept clear at the map's bottom
	for i, b := range boxes {
		if !b.Box.In(m) {
			t.Errorf("toast %q at %v leaves the map %v", b.Text, b.Box, m)
		}
		if b.Box.Max.Y > m.Max.Y-corner {
			t.Errorf("toast %q at %v reaches the bottom corners of the map %v", b.Text, b.Box, m)
		}
		if !utf8.ValidString(b.Text) {
			t.Errorf("toast text cut inside a character: %q", b.Text)
		}
		for _, o := range boxes[i+1:] {
			if b.Box.Overlaps(o.Box) {
				t.Errorf("toasts %v and %v overlap", b.Box, o.Box)
			}
		}
	}
	if boxes[0].Text != msgs[len(msgs)-1] {
		t.Errorf("the newest toast is not first: %q", boxes[0].Text)
	}
	if long := boxes[1]; !strings.HasSuffix(long.Text, "...") || long.Box.Dx() > m.Dx() {
		t.Errorf("the long toast is not cut to the map: %q, %v", long.Text, long.Box)
	}
}
