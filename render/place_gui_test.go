//go:build gui

package render

import (
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/render/guitest"
)

// TestPlacerAvoids: a label takes the first free candidate, and reports
// when every candidate is taken.
func TestPlacerAvoids(t *testing.T) {
	var p Placer
	p.Block(0, 0, 10, 10)
	for _, c := range []struct {
		cands  [][2]float64
		x, y   float64
		wantOK bool
	}{
		{[][2]float64{{5, 5}, {20, 0}}, 20, 0, true},  // first overlaps the block
		{[][2]float64{{22, 2}, {0, 20}}, 0, 20, true}, // first overlaps the last label
		{[][2]float64{{1, 1}, {21, 1}}, 1, 1, false},  // all taken: the first, not taken
		{[][2]float64{{40, 40}}, 40, 40, true},
	} {
		x, y, ok := p.Place(8, 8, c.cands...)
		if x != c.x || y != c.y || ok != c.wantOK {
			t.Errorf("Place(%v) = %v,%v %v, want %v,%v %v", c.cands, x, y, ok, c.x, c.y, c.wantOK)
		}
	}
	if n := len(p.Taken()); n != 4 {
		t.Errorf("%d rectangles taken, want 4 (the block and three labels)", n)
	}
}

// TestGridCacheDrawsOncePerCamera: the cached grid looks like the grid
// drawn directly, and is redrawn only when the camera or size changes.
func TestGridCacheDrawsOncePerCamera(t *testing.T) {
	var g GridCache
	cam := Camera{X: 5, Y: 4, Zoom: 20, OX: 30, OY: 10, W: 240, H: 200}
	var direct, cached *image.RGBA
	guitest.OnLoop(func() {
		scr := ebiten.NewImage(300, 240)
		defer scr.Deallocate()
		sub := scr.SubImage(image.Rect(30, 10, 270, 210)).(*ebiten.Image)
		Grid(sub, cam, 10, 8)
		direct = guitest.Pixels(scr)
		scr.Clear()
		for range 3 {
			g.Draw(sub, cam, 10, 8)
		}
		scr.Clear()
		g.Draw(sub, cam, 10, 8)
		cached = guitest.Pixels(scr)
	})
	if g.Draws != 1 {
		t.Errorf("grid drawn %d times for one camera", g.Draws)
	}
	diff := 0
	for i := range direct.Pix {
		if direct.Pix[i] != cached.Pix[i] {
			diff++
		}
	}
	if diff > 0 {
		t.Errorf("%d bytes differ between the cached grid and the grid", diff)
	}
	cam.Zoom = 24
	guitest.OnLoop(func() {
		scr := ebiten.NewImage(300, 240)
		defer scr.Deallocate()
		g.Draw(scr.SubImage(image.Rect(30, 10, 270, 210)).(*ebiten.Image), cam, 10, 8)
	})
	if g.Draws != 2 {
		t.Errorf("a zoom change did not redraw the grid (%d draws)", g.Draws)
	}
}

// TestMapTextAvoided: between BeginMapText and EndMapText, labels placed
// late (FreeText, a Placer, pop-ups) keep clear of text already drawn on
// the map; outside it nothing is remembered.
func TestMapTextAvoided(t *testing.T) {
	guitest.OnLoop(func() {
		dst := ebiten.NewImage(200, 200)
		defer dst.Deallocate()
		BeginMapText()
		Text(dst, "unit 7", 10, 10, Small, TextColor)
		w, h := Small.Measure("unit 7")
		drawn := rectOf(10, 10, w, h)
		for _, c := range []struct {
			name   string
			cands  [][2]float64
			x, y   float64
			wantOK bool
		}{
			{"over the label: the next", [][2]float64{{12, 12}, {12, 40}}, 12, 40, true},
			{"over the label and the last: none", [][2]float64{{12, 12}, {12, 42}}, 12, 12, false},
			{"clear", [][2]float64{{100, 100}}, 100, 100, true},
		} {
			x, y, ok := FreeText(20, 10, c.cands...)
			if x != c.x || y != c.y || ok != c.wantOK {
				t.Errorf("%s: FreeText = %v,%v %v, want %v,%v %v", c.name, x, y, ok, c.x, c.y, c.wantOK)
			}
		}
		var p Placer
		if _, _, ok := p.Place(8, 8, [2]float64{11, 11}); ok {
			t.Error("a Placer took a place over drawn text")
		}
		var pops Pops
		pops.Add("+10", 30, 15, Small, Accent, color.RGBA{0, 0, 0, 255}, 1)
		pops.Draw(dst)
		for _, b := range pops.Boxes() {
			if b.Overlaps(drawn) {
				t.Errorf("a pop-up at %v covers the label at %v", b, drawn)
			}
		}
		EndMapText()
		if _, _, ok := FreeText(20, 10, [2]float64{12, 12}); !ok {
			t.Error("FreeText remembers text after EndMapText")
		}
	})
}
