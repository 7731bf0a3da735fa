package camera

import "math"

// Zoom limits, in screen pixels per world unit.
const (
	MinZoom = 1.0
	MaxZoom = 256.0
)

// Camera maps world coordinates to screen pixels. The viewport is the
// rectangle (OX, OY, W, H) of the screen; the world point (X, Y) is at its
// centre and one world unit spans Zoom pixels.
type Camera struct {
	X, Y   float64 // world point at the viewport centre
	Zoom   float64 // screen pixels per world unit
	OX, OY float64 // viewport top-left on screen
	W, H   float64 // viewport size in screen pixels
}

// ToScreen maps a world point to screen pixels.
func (c Camera) ToScreen(wx, wy float64) (sx, sy float64) {
	return c.OX + c.W/2 + (wx-c.X)*c.Zoom, c.OY + c.H/2 + (wy-c.Y)*c.Zoom
}

// ToWorld maps a screen pixel to a world point; it inverts ToScreen.
func (c Camera) ToWorld(sx, sy float64) (wx, wy float64) {
	z := c.zoom()
	return c.X + (sx-c.OX-c.W/2)/z, c.Y + (sy-c.OY-c.H/2)/z
}

// Contains reports whether a screen pixel lies inside the viewport.
func (c Camera) Contains(sx, sy float64) bool {
	return sx >= c.OX && sy >= c.OY && sx < c.OX+c.W && sy < c.OY+c.H
}

func (c Camera) zoom() float64 {
	if c.Zoom <= 0 {
		return 1
	}
	return c.Zoom
}

// ZoomAt multiplies the zoom by factor while keeping the world point under
// the screen pixel (sx, sy) where it is, so the wheel zooms about the cursor.
func (c *Camera) ZoomAt(sx, sy, factor float64) {
	wx, wy := c.ToWorld(sx, sy)
	c.Zoom = clamp(c.zoom()*factor, MinZoom, MaxZoom)
	// Solve ToScreen(wx, wy) == (sx, sy) for the new centre.
	c.X = wx - (sx-c.OX-c.W/2)/c.Zoom
	c.Y = wy - (sy-c.OY-c.H/2)/c.Zoom
}

// StepZoom moves one notch along the zoom ladder (dir > 0 zooms in) about
// the screen pixel (sx, sy). Ladder steps keep pixel art at scales that look
// even with nearest filtering.
func (c *Camera) StepZoom(sx, sy float64, dir int) {
	z := c.zoom()
	next := z
	if dir > 0 {
		next = LadderUp(z)
	} else if dir < 0 {
		next = LadderDown(z)
	}
	c.ZoomAt(sx, sy, next/z)
}

// ladder is the set of zooms the wheel and +/- stop at: whole pixels per
// world unit, denser at small sizes.
var ladder = []float64{1, 2, 3, 4, 5, 6, 8, 10, 12, 14, 16, 18, 20, 24, 28, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256}

// LadderUp returns the next ladder zoom above z.
func LadderUp(z float64) float64 {
	for _, l := range ladder {
		if l > z+1e-9 {
			return l
		}
	}
	return MaxZoom
}

// LadderDown returns the next ladder zoom below z.
func LadderDown(z float64) float64 {
	for i := len(ladder) - 1; i >= 0; i-- {
		if ladder[i] < z-1e-9 {
			return ladder[i]
		}
	}
	return MinZoom
}

// Pan moves the view by a screen-pixel drag (dx, dy): the world follows the
// mouse, so the centre moves the opposite way.
func (c *Camera) Pan(dx, dy float64) {
	z := c.zoom()
	c.X -= dx / z
	c.Y -= dy / z
}

// Fit centres a world of size (ww, wh) in the viewport with margin pixels
// around it, choosing the largest whole-pixel zoom that fits so pixel art
// stays crisp.
func (c *Camera) Fit(ww, wh, margin float64) {
	if ww <= 0 || wh <= 0 {
		return
	}
	aw, ah := c.W-2*margin, c.H-2*margin
	if aw < 1 {
		aw = 1
	}
	if ah < 1 {
		ah = 1
	}
	z := math.Min(aw/ww, ah/wh)
	if z >= 2 {
		z = math.Floor(z)
	}
	c.Zoom = clamp(z, MinZoom/4, MaxZoom)
	c.X, c.Y = ww/2, wh/2
}

// Visible returns the world rectangle the viewport shows.
func (c Camera) Visible() (x0, y0, x1, y1 float64) {
	x0, y0 = c.ToWorld(c.OX, c.OY)
	x1, y1 = c.ToWorld(c.OX+c.W, c.OY+c.H)
	return
}

func clamp(v, lo, hi float64) float64 {
	return math.Max(lo, math.Min(hi, v))
}

// Clamp keeps a world of size (ww, wh) on screen: the viewport's centre
// stays over the world, so however far the map is dragged or zoomed, at
// least a quarter of the viewport (or the world's nearest half) shows it.
func (c *Camera) Clamp(ww, wh float64) {
	if ww <= 0 || wh <= 0 {
		return
	}
	c.X = clamp(c.X, 0, ww)
	c.Y = clamp(c.Y, 0, wh)
}
