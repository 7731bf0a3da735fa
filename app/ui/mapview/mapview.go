package mapview

import (
	"image"

	"arena/render"
)

// Cam is the map's camera and its framing.
type Cam struct {
	render.Camera
	// Fitted says the camera was fitted to the current world.
	Fitted bool
	// fit is the camera as the last fit left it; WorldW and WorldH are
	// the world's size then.
	fit            render.Camera
	WorldW, WorldH float64
}

// Viewport points the camera's viewport at the map area m, in screen
// pixels.
func (c *Cam) Viewport(m image.Rectangle) {
	c.OX, c.OY = float64(m.Min.X), float64(m.Min.Y)
	c.W, c.H = float64(m.Dx()), float64(m.Dy())
}

// Fit frames a world w by h in the map area m, margin pixels in.
func (c *Cam) Fit(m image.Rectangle, w, h, margin float64) {
	c.Viewport(m)
	c.Camera.Fit(w, h, margin)
	c.Fitted = true
	c.fit = c.Camera
	c.WorldW, c.WorldH = w, h
}

// Clamp keeps a world w by h on screen in the map area m after a pan or
// zoom (render.Camera.Clamp).
func (c *Cam) Clamp(m image.Rectangle, w, h float64) {
	c.Viewport(m)
	c.Camera.Clamp(w, h)
}

// Resized reports whether the world is no longer the size it was fitted
// at (a Windwardopolis round in a larger city): the old zoom no longer
// frames it.
func (c *Cam) Resized(w, h float64) bool { return c.Fitted && (w != c.WorldW || h != c.WorldH) }

// Follow follows a change of the map area m (a pane opening under the
// map, the window resized): a camera still as the last fit left it must
// be fitted again, so the whole map shows (Follow reports true); one the
// user has zoomed or panned keeps its top-left corner where it was on
// screen. Before this, opening the log pane moved the map up by half the
// pane's height, under the header, hiding its top row.
func (c *Cam) Follow(m image.Rectangle) (refit bool) {
	ox, oy := float64(m.Min.X), float64(m.Min.Y)
	w, h := float64(m.Dx()), float64(m.Dy())
	if !c.Fitted || (c.OX == ox && c.OY == oy && c.W == w && c.H == h) {
		return false
	}
	if c.Camera == c.fit {
		return true
	}
	// ToScreen(wx) = OX + W/2 + (wx-X)*Zoom: keep OX + W/2 - X*Zoom.
	if c.Zoom > 0 {
		c.X += ((ox + w/2) - (c.OX + c.W/2)) / c.Zoom
		c.Y += ((oy + h/2) - (c.OY + c.H/2)) / c.Zoom
	}
	return false
}

// Balance is where a screen x lies across the map, from -1 (left edge)
// to 1 (right edge): a sound's stereo pan.
func (c *Cam) Balance(sx float64) float64 {
	if c.W <= 0 {
		return 0
	}
	return (sx - c.OX - c.W/2) / (c.W / 2)
}
