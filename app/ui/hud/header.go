package hud

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/app/ui"
	"arena/render"
)

// Header is what the top bar says.
type Header struct {
	// Title is "ARENA  <game>  seed N"; Details are the optional parts
	// after it (map, rules, replay), dropped from the last when short of
	// room.
	Title   string
	Details []string
	// Headline is the game's own line (the renderer's), centred over the
	// map when there is room, else after the title.
	Headline string
	// Status is the right-hand part ("turn 9 / 300   speed 10/s
	// PLAYING"); Short says the same in fewer characters for narrow
	// windows.
	Status, Short string
	StatusColor   color.Color
}

// Placed is a piece of text at a position, as laid out.
type Placed struct {
	Text string
	X    int
	Col  color.Color
}

const gap = 24

// Place lays the header out in a bar w pixels wide whose map is centred
// at mid: the status on the right (shortened when needed), the title on
// the left (details dropped, then cut), the headline centred over the map
// if it fits between them, else right after the title, else cut. No two
// pieces overlap.
func (h Header) Place(w, mid int) []Placed {
	right := h.Status
	if ui.TextW(right)+8 > w/2 && h.Short != "" {
		right = h.Short
	}
	rw := ui.TextW(right)
	rx := w - rw - 8
	avail := rx - gap - 8 // for the title and the headline
	title := h.Title
	for i := 0; i < len(h.Details); i++ {
		t := title + "  " + h.Details[i]
		if ui.TextW(t)+gap+ui.TextW(h.Headline) > avail {
			break
		}
		title = t
	}
	// The headline keeps at least half of what is left when both are long.
	hw := ui.TextW(h.Headline)
	titleRoom := avail
	if h.Headline != "" {
		titleRoom = max(avail/2, avail-hw-gap)
	}
	title = ui.FitWidth(title, float64(titleRoom))
	tw := ui.TextW(title)
	out := []Placed{{title, 8, render.TextColor}}
	if h.Headline != "" {
		left := 8 + tw + gap
		room := rx - gap - left
		head := ui.FitWidth(h.Headline, float64(room))
		hw = ui.TextW(head)
		hx := max(left, min(mid-hw/2, rx-gap-hw))
		if room > 30 {
			out = append(out, Placed{head, hx, render.Accent})
		}
	}
	out = append(out, Placed{right, rx, h.StatusColor})
	return out
}

// Draw draws the bar in r; mid is the map's centre.
func (h Header) Draw(dst *ebiten.Image, r image.Rectangle, mid int) {
	render.Rect(dst, float64(r.Min.X), float64(r.Min.Y), float64(r.Dx()), float64(r.Dy()), ui.Bar)
	render.Rect(dst, float64(r.Min.X), float64(r.Max.Y-1), float64(r.Dx()), 1, render.PanelBorder)
	for _, p := range h.Place(r.Dx(), mid-r.Min.X) {
		render.Text(dst, p.Text, float64(r.Min.X+p.X), float64(r.Min.Y+7), render.Small, p.Col)
	}
}
