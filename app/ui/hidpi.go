package ui

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// HiDPI draws a HUD laid out in window pixels onto a screen with more
// pixels (a 150% display): the map is drawn at the screen's resolution,
// the HUD into an image of the window's size, scaled on at the end.
type HiDPI struct {
	// S is the device scale: screen pixels per window pixel, at least 1.
	S   float64
	img *ebiten.Image
}

// Scale is S, at least 1.
func (d *HiDPI) Scale() float64 {
	if d.S < 1 || math.IsNaN(d.S) {
		return 1
	}
	return d.S
}

// Rect is a window rectangle in screen pixels.
func (d *HiDPI) Rect(r image.Rectangle) image.Rectangle {
	s := d.Scale()
	return image.Rect(int(float64(r.Min.X)*s), int(float64(r.Min.Y)*s), int(math.Ceil(float64(r.Max.X)*s)), int(math.Ceil(float64(r.Max.Y)*s)))
}

// Pt is a window point in screen pixels.
func (d *HiDPI) Pt(p image.Point) (float64, float64) {
	return float64(p.X) * d.Scale(), float64(p.Y) * d.Scale()
}

// Target is where to draw a HUD of w×h window pixels: the screen itself
// at scale 1, else a cleared image of that size.
func (d *HiDPI) Target(screen *ebiten.Image, w, h int) *ebiten.Image {
	if d.Scale() == 1 {
		return screen
	}
	if d.img == nil || d.img.Bounds().Dx() != w || d.img.Bounds().Dy() != h {
		if d.img != nil {
			d.img.Deallocate()
		}
		d.img = ebiten.NewImage(max(w, 1), max(h, 1))
	}
	d.img.Clear()
	return d.img
}

// Compose draws the HUD image onto the screen at the scale: nearest
// pixels at whole scales (crisp), smoothed at fractional ones.
func (d *HiDPI) Compose(screen, hud *ebiten.Image) {
	if hud == screen {
		return
	}
	var op ebiten.DrawImageOptions
	op.GeoM.Scale(d.Scale(), d.Scale())
	if s := d.Scale(); s != math.Trunc(s) {
		op.Filter = ebiten.FilterLinear
	}
	screen.DrawImage(hud, &op)
}
