package hud

import (
	"fmt"
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/ai/session"
	"arena/app/ui"
	"arena/render"
	"arena/sim"
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

// Mark is a marker as drawn: its x on the bar, its lane (-1: full
// height) and colour.
type Mark struct {
	X, Lane int
	Kind    sim.EventKind
	Player  sim.PlayerID
}

// Marks groups the markers of a bar drawn in r: one lane per kind in the
// order the kinds first appear (a game with deaths and flags gets two thin
// rows), faults and forks across the whole height, and markers that fall
// on the same pixel column of a lane for the same player merged into one
// mark, so a long match draws at most one mark per pixel, lane and player
// however many events it had. It also returns the number of lanes.
func (t Timeline) Marks(r image.Rectangle) ([]Mark, int) {
	lanes := map[sim.EventKind]int{}
	for _, m := range t.Markers {
		if _, ok := lanes[m.Kind]; !ok && !fullHeight(m.Kind) {
			lanes[m.Kind] = len(lanes)
		}
	}
	var out []Mark
	seen := map[Mark]bool{}
	for _, m := range t.Markers {
		k := Mark{X: int(t.x(r, m.Tick)), Lane: -1, Kind: m.Kind, Player: m.Player}
		if !fullHeight(m.Kind) {
			k.Lane, k.Kind = lanes[m.Kind], ""
		} else {
			k.Player = 0
		}
		if seen[k] {
			continue
		}
		seen[k] = true
		k.Kind = m.Kind
		out = append(out, k)
	}
	return out, max(1, len(lanes))
}

// fullHeight reports whether a marker kind spans the bar: a fault (red)
// or a fork with a new player (green, with a tab above the bar).
func fullHeight(k sim.EventKind) bool { return k == sim.KindFault || k == session.KindFork }

// Draw draws the bar in r; mouse is the pointer, for the turn it would
// seek to.
func (t Timeline) Draw(dst *ebiten.Image, r image.Rectangle, mouse image.Point) {
	x0, y0, w, h := float64(r.Min.X), float64(r.Min.Y), float64(r.Dx()), float64(r.Dy())
	render.Rect(dst, x0, y0, w, h, ui.Track)
	render.Rect(dst, x0, y0, t.x(r, t.End)-x0, h, ui.Played)
	marks, lanes := t.Marks(r)
	lh := h / float64(lanes)
	for _, m := range marks {
		x := float64(m.X)
		switch {
		case m.Kind == sim.KindFault:
			render.Rect(dst, x-1, y0, 3, h, render.Danger)
		case m.Kind == session.KindFork:
			render.Rect(dst, x-3, y0-8, 7, 4, render.Good)
			render.Rect(dst, x-1, y0, 3, h, render.Good)
		default:
			render.Rect(dst, x-1, y0+float64(m.Lane)*lh, 3, max(2, lh-1), render.PlayerColor(m.Player))
		}
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
