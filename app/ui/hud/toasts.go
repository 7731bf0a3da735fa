package hud

import (
	"image"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/app/ui"
	"arena/render"
)

// Toast is a short notice and when it was posted.
type Toast struct {
	Text string
	At   float64
}

// Toasts are the live notices, newest last; at most MaxToasts are kept.
type Toasts []Toast

// MaxToasts bounds the notices kept, and Life is how long one shows, in
// seconds (the last second fading out).
const (
	MaxToasts = 6
	Life      = 5.0
)

// Add posts a notice at time now.
func (ts *Toasts) Add(text string, now float64) {
	*ts = append(*ts, Toast{text, now})
	if len(*ts) > MaxToasts {
		*ts = (*ts)[len(*ts)-MaxToasts:]
	}
}

// Live reports whether any notice still shows at now.
func (ts Toasts) Live(now float64) bool {
	for _, t := range ts {
		if now-t.At < Life+0.5 {
			return true
		}
	}
	return false
}

// PlacedToast is a toast's text, box and opacity as laid out.
type PlacedToast struct {
	Text  string
	Box   image.Rectangle
	Alpha float64
}

// Boxes lays the live toasts out in their own place: a column at the top
// centre of area (the map), newest first, from top down; the bottom
// corners are left to what renderers and the inspector put there.
func (ts Toasts) Boxes(area image.Rectangle, top int, now float64) []PlacedToast {
	cx := area.Min.X + area.Dx()/2
	y := area.Min.Y + top
	var out []PlacedToast
	for i := len(ts) - 1; i >= 0; i-- {
		t := ts[i]
		age := now - t.At
		if age > Life {
			continue
		}
		if y+20 > area.Max.Y {
			break
		}
		text := ui.FitWidth(strings.ReplaceAll(t.Text, "\n", " "), float64(area.Dx()-40))
		tw := ui.TextW(text)
		x0 := cx - tw/2 - 8
		out = append(out, PlacedToast{text, image.Rect(x0, y, x0+tw+16, y+20), min(1, Life-age)})
		y += 24
	}
	return out
}

// Draw draws the boxes Boxes laid out.
func Draw(dst *ebiten.Image, boxes []PlacedToast) {
	for _, t := range boxes {
		b := t.Box
		render.Rect(dst, float64(b.Min.X), float64(b.Min.Y), float64(b.Dx()), float64(b.Dy()), render.Fade(render.PanelBG, t.Alpha))
		render.Rect(dst, float64(b.Min.X), float64(b.Max.Y-1), float64(b.Dx()), 1, render.Fade(render.PanelBorder, t.Alpha))
		render.Text(dst, t.Text, float64(b.Min.X+8), float64(b.Min.Y+4), render.Small, render.Fade(render.TextColor, t.Alpha))
	}
}
