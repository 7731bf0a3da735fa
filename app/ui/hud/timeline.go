package hud

import (
	"fmt"
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/app/ui"
	"arena/render"
	"arena/sim"
	"arena/sim/session"
)

// Timeline is the seek bar: Tick is the turn shown, End the last played,
// Span the turns the bar stands for (the game's limit when known).
type Timeline struct {
	Tick, End, Span int
	Markers         []session.Marker
}

// TickAt is the turn under x on a bar drawn in r, within [0, End].
func (t Timeline) TickAt(r image.Rectangle, x int) int {
	span := max(t.Span, 1)
	v := int(math.Round(float64(x-r.Min.X) / float64(max(r.Dx(), 1)) * float64(span)))
	return max(0, min(v, max(t.End, 1)))
}

func (t Timeline) x(r image.Rectangle, tick int) float64 {
	return float64(r.Min.X) + float64(tick)/float64(max(t.Span, 1))*float64(r.Dx())
}

// Columns groups markers per pixel column of a bar w wide: a fault beats
// any other kind, so a bar with a marker on every tick (Paintball) shows
// one mark per column instead of a smear, and a fault is never hidden.
func (t Timeline) Columns(w int) map[int]session.Marker {
	cols := map[int]session.Marker{}
	span := float64(max(t.Span, 1))
	for _, m := range t.Markers {
		c := int(float64(m.Tick) / span * float64(w) / 3) // 3-pixel marks
		if old, ok := cols[c]; ok && (old.Kind == sim.KindFault || m.Kind != sim.KindFault) {
			continue
		}
		cols[c] = m
	}
	return cols
}

// Draw draws the bar in r; mouse is the pointer, for the turn it would
// seek to.
func (t Timeline) Draw(dst *ebiten.Image, r image.Rectangle, mouse image.Point) {
	x0, y0, w, h := float64(r.Min.X), float64(r.Min.Y), float64(r.Dx()), float64(r.Dy())
	render.Rect(dst, x0, y0, w, h, ui.Track)
	render.Rect(dst, x0, y0, t.x(r, t.End)-x0, h, ui.Played)
	for c, m := range t.Columns(r.Dx()) {
		col, mh := render.PlayerColor(m.Player), h/2
		if m.Kind == sim.KindFault {
			col, mh = render.Fade(render.Danger, 1), h
		}
		render.Rect(dst, x0+float64(c*3), y0, 2, mh, col)
	}
	px := t.x(r, t.Tick)
	render.Rect(dst, px-1, y0-3, 3, h+6, render.Accent)
	render.Frame(dst, x0, y0, w, h, 1, render.PanelBorder)
	label := fmt.Sprintf("%d", t.Tick)
	lx := px + 5
	lw := float64(ui.TextW(label))
	if lx+lw > float64(r.Max.X)-4 {
		lx = px - 5 - lw // at the live end: left of the playhead
	}
	render.TextShadow(dst, label, lx, y0+3, render.Small, render.TextColor)
	if t.Tick < t.Span {
		end := fmt.Sprintf("%d", t.Span)
		ew := float64(ui.TextW(end))
		if ex := float64(r.Max.X) - ew - 4; ex > lx+lw+8 {
			render.Text(dst, end, ex, y0+3, render.Small, render.DimText)
		}
	}
	// The turn under the mouse, where a click would seek.
	if mouse.In(r.Inset(-4)) {
		hl := fmt.Sprintf("turn %d", t.TickAt(r, mouse.X))
		hw := float64(ui.TextW(hl))
		hx := max(x0, min(float64(mouse.X)-hw/2, float64(r.Max.X)-hw-4))
		render.Rect(dst, hx-4, y0-22, hw+8, 18, ui.Opaque)
		render.Text(dst, hl, hx, y0-20, render.Small, render.Accent)
		render.Rect(dst, float64(mouse.X), y0, 1, h, render.TextColor)
	}
}
