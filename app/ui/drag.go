package ui

import "image"

// Drag tracks a left-button press that began on the map or on the
// timeline: a short press is a click, a press moved more than a few
// pixels drags (pans the map, scrubs the timeline).
type Drag struct {
	Active       bool
	OnMap, OnBar bool
	x0, y0       int
	last         image.Point
	Moved        bool
}

// Gesture is what a Drag update asks for.
type Gesture struct {
	// Pan is the mouse's move over the map since the last update.
	Pan image.Point
	// Scrub is set when the timeline should seek to the mouse's x.
	Scrub bool
	// Click is set when a press on the map ended without moving.
	Click bool
}

// Update takes this update's input (down: the left button is held) with
// the map and timeline rectangles and returns the gesture.
func (d *Drag) Update(in *Input, down bool, mapArea, timeline image.Rectangle) Gesture {
	var g Gesture
	pt := in.Mouse
	if in.Click {
		*d = Drag{Active: true, x0: pt.X, y0: pt.Y, last: pt, OnMap: pt.In(mapArea), OnBar: pt.In(timeline.Inset(-4))}
		g.Scrub = d.OnBar
		return g
	}
	if d.Active && down {
		if abs(pt.X-d.x0)+abs(pt.Y-d.y0) > 3 {
			d.Moved = true
		}
		switch {
		case d.OnBar && pt.X != d.last.X:
			g.Scrub = true
		case d.OnMap && d.Moved:
			g.Pan = pt.Sub(d.last)
		}
		d.last = pt
	}
	if d.Active && in.Release {
		g.Click = d.OnMap && !d.Moved
		d.Active = false
	}
	return g
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
