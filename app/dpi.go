package app

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Hi-DPI (ui.HiDPI). The screen is as many pixels as the display has
// (LayoutF): the map is drawn at that resolution, so a 150% display shows
// it sharp, not upscaled. The HUD is laid out in window pixels, the sizes
// its layout was drawn for, and scaled onto the screen; the camera and the
// mouse on the map work in screen pixels.

// LayoutF makes the screen the display's pixels: the window's size times
// the monitor's device scale factor.
func (a *App) LayoutF(w, h float64) (float64, float64) {
	s := 1.0
	if m := ebiten.Monitor(); m != nil {
		s = m.DeviceScaleFactor()
	}
	a.setScale(s)
	a.w, a.h = int(math.Round(w)), int(math.Round(h))
	return w * a.dpi(), h * a.dpi()
}

func (a *App) setScale(s float64)                     { a.hidpi.S = s }
func (a *App) dpi() float64                           { return a.hidpi.Scale() }
func (a *App) dev(r image.Rectangle) image.Rectangle  { return a.hidpi.Rect(r) }
func (a *App) devPt(p image.Point) (float64, float64) { return a.hidpi.Pt(p) }
