//go:build gui

package mapview

import (
	"image"
	"testing"
)

// TestFollow: a camera as the last fit left it asks to be fitted again
// when the map area changes; one the user moved keeps its top-left corner
// on screen; an unchanged area changes nothing.
func TestFollow(t *testing.T) {
	area := image.Rect(0, 40, 800, 600)
	var c Cam
	c.Fit(area, 40, 30, 24)
	if !c.Fitted || c.WorldW != 40 || c.WorldH != 30 {
		t.Fatalf("fit: %+v", c)
	}
	if c.Follow(area) {
		t.Error("the same area asks for a refit")
	}
	smaller := image.Rect(0, 40, 800, 400)
	if !c.Follow(smaller) {
		t.Error("a fitted camera does not ask for a refit")
	}
	c.Pan(30, 10)
	x0, y0 := c.ToScreen(0, 0)
	if c.Follow(smaller) {
		t.Fatal("a moved camera asks for a refit")
	}
	c.Viewport(smaller)
	if x, y := c.ToScreen(0, 0); x != x0 || y != y0 {
		t.Errorf("the map's corner moved from (%v,%v) to (%v,%v)", x0, y0, x, y)
	}
	if !c.Resized(41, 30) || c.Resized(40, 30) {
		t.Error("Resized")
	}
	if b := c.Balance(c.OX + c.W); b != 1 {
		t.Errorf("right edge balance %v", b)
	}
	var none Cam
	if none.Balance(10) != 0 || none.Follow(area) {
		t.Error("an unfitted camera")
	}
}
