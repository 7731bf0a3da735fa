package app

import "image"

// keepMapInView follows a change of the map area (a pane opening under
// the map, the window resized): a camera still as the last fit left it is
// fitted again, so the whole map shows; one the user has zoomed or panned
// keeps its top-left corner where it was on screen. Before this, opening
// the log pane moved the map up by half the pane's height, under the
// header, hiding its top row.
func (a *App) keepMapInView(area image.Rectangle) {
	ox, oy := float64(area.Min.X), float64(area.Min.Y)
	w, h := float64(area.Dx()), float64(area.Dy())
	if !a.fitted || (a.cam.OX == ox && a.cam.OY == oy && a.cam.W == w && a.cam.H == h) {
		return
	}
	if a.cam == a.fitCam {
		a.fit()
		return
	}
	// ToScreen(wx) = OX + W/2 + (wx-X)*Zoom: keep OX + W/2 - X*Zoom.
	if a.cam.Zoom > 0 {
		a.cam.X += ((ox + w/2) - (a.cam.OX + a.cam.W/2)) / a.cam.Zoom
		a.cam.Y += ((oy + h/2) - (a.cam.OY + a.cam.H/2)) / a.cam.Zoom
	}
}
