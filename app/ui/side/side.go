package side

import (
	"fmt"
	"image"
	"image/color"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/app/ui"
	"arena/render"
)

// Seat is what a seat's block says.
type Seat struct {
	Name, Status string
	StatusColor  color.Color
	Color        color.Color // the player's colour
	Agent        string
	Reason       string // why it failed, shown whole
	LastCommand  string
	Elapsed      time.Duration
}

// Seats draws a block per seat from (x, y) in a column w wide and returns
// the y below the last; panel draws the renderer's lines for seat i at y
// and returns their height.
func Seats(dst *ebiten.Image, x, y, w float64, seats []Seat, panel func(i int, y float64) float64) float64 {
	for i, p := range seats {
		sw := float64(ui.TextW(p.Status))
		render.Rect(dst, x-4, y-2, 4, 30, p.Color)
		render.Text(dst, ui.FitWidth(p.Name, w-sw-12), x+4, y, render.Small, p.Color)
		render.Text(dst, p.Status, x+w-sw, y, render.Small, p.StatusColor)
		y += 15
		render.Text(dst, ui.FitWidth(p.Agent, w-4), x+4, y, render.Small, render.DimText)
		y += 17
		if p.Reason != "" {
			for _, l := range ui.Wrap(p.Reason, w-4) {
				render.Text(dst, l, x+4, y, render.Small, render.Danger)
				y += 15
			}
		}
		if panel != nil {
			y += panel(i, y)
		}
		cmd := p.LastCommand
		if cmd == "" {
			cmd = "-"
		}
		render.Text(dst, ui.FitWidth(fmt.Sprintf("> %s  %s", cmd, ui.FmtDur(p.Elapsed)), w-4), x+4, y, render.Small, render.TextColor)
		y += 24
	}
	return y
}

// InspectorRect is where Inspector draws lines in the map area m: the
// bottom-right corner, at most half the map wide (a narrow room nearly
// whole) and half its height tall; it returns the lines that fit, cut to
// the width.
func InspectorRect(m image.Rectangle, lines []string) (image.Rectangle, []string) {
	if len(lines) == 0 {
		return image.Rectangle{}, nil
	}
	// Half the map's width, but a narrow room (the sidebar) is used
	// nearly whole.
	maxW := float64(min(460, max(m.Dx()/2, min(m.Dx()-24, 320))))
	out := make([]string, 0, len(lines))
	iw := 0
	for _, l := range lines[:min(len(lines), max(1, (m.Dy()/2)/ui.LineH))] {
		l = ui.FitWidth(l, maxW)
		out = append(out, l)
		iw = max(iw, ui.TextW(l))
	}
	h := len(out)*ui.LineH + 10
	x, y := m.Max.X-iw-12-8, m.Max.Y-h-8 // 8 px from the corner
	return image.Rect(x, y, x+iw+12, y+h), out
}

// Inspector draws the inspector's lines in the map area m (toasts live
// at the map's top, so the two never meet).
func Inspector(dst *ebiten.Image, m image.Rectangle, lines []string) {
	r, lines := InspectorRect(m, lines)
	if len(lines) == 0 {
		return
	}
	render.Panel(dst, float64(r.Min.X), float64(r.Min.Y), float64(r.Dx()), float64(r.Dy()))
	y := float64(r.Min.Y + 5)
	for _, l := range lines {
		render.Text(dst, l, float64(r.Min.X+6), y, render.Small, render.TextColor)
		y += ui.LineH
	}
}

// Buttons places the sidebar's buttons at its bottom, two per row: the
// toggles, then the sound row (sound on/off wide, then quieter and louder
// half as wide each), with the renderer's settings above the toggles,
// growing upward. Only labels, states and actions are read from the
// given buttons. It returns the placed buttons and the y where the
// "Overlays" heading goes (the seats end above it).
func Buttons(side image.Rectangle, toggles []ui.Button, sound, quieter, louder ui.Button, settings []ui.Button) ([]ui.Button, int) {
	bw := (side.Dx() - 28) / 2
	rows := (len(toggles)+1)/2 + 1 // and the sound row
	x, y := side.Min.X+10, side.Max.Y-12-rows*28
	var out []ui.Button
	at := func(b ui.Button, x0, y0, x1 int) {
		b.R = image.Rect(x0, y0, x1, y0+24)
		out = append(out, b)
	}
	for i, t := range toggles {
		bx := x + (i%2)*(bw+8)
		at(t, bx, y+(i/2)*28, bx+bw)
	}
	sy := y + (rows-1)*28
	half := (bw - 4) / 2
	at(sound, x, sy, x+bw)
	at(quieter, x+bw+8, sy, x+bw+8+half)
	at(louder, x+bw+8+half+4, sy, x+2*bw+8)
	for i, s := range settings {
		row := (len(settings)-1-i)/2 + 1
		bx := x + (i%2)*(bw+8)
		at(s, bx, y-6-row*28, bx+bw)
	}
	return out, y - 6 - (len(settings)+1)/2*28 - 18
}
