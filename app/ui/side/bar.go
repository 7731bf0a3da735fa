package side

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/app/ui"
	"arena/render"
	"arena/sim"
)

// Bar is the sidebar as a component: the players' part at the top
// (scrolled by the wheel when taller than its room, and clipped there so
// it never runs under the toggles), the inspector below the seats when it
// fits there, and the overlay toggles at the bottom. It owns the scroll.
type Bar struct {
	// Scroll is how far the players are scrolled; height is their height
	// when last drawn, and End the y below the seats.
	Scroll, height, End int
}

// Look is what the sidebar shows this frame.
type Look struct {
	// Rend draws the players: all of them itself when it asks for the
	// room (PlayersWidth), else a panel in each of the app's seat blocks.
	Rend    render.Renderer
	View    render.View
	Players []sim.PlayerView
	// Inspect are the inspector's lines (what is selected or under the
	// mouse); Map is where they go when the sidebar has no room left.
	Inspect []string
	Map     image.Rectangle
	// OverlaysY is where the toggles start; Buttons are the window's
	// buttons (those in the sidebar above BottomY are drawn), Mouse the
	// pointer for their hover.
	OverlaysY, BottomY int
	Buttons            []ui.Button
	Mouse              image.Point
}

// Wheel scrolls the players by a wheel turn of wy.
func (b *Bar) Wheel(wy float64) { b.Scroll = max(0, b.Scroll-int(wy*3*15)) }

// Draw draws the sidebar filling r.
func (b *Bar) Draw(dst *ebiten.Image, r image.Rectangle, l Look) {
	render.Rect(dst, float64(r.Min.X), float64(r.Min.Y), float64(r.Dx()), float64(r.Dy()), ui.Bar)
	render.Rect(dst, float64(r.Min.X), float64(r.Min.Y), 1, float64(r.Dy()), render.PanelBorder)
	if l.View.Cur == nil {
		return
	}
	room := image.Rect(r.Min.X+1, r.Min.Y, r.Max.X, l.OverlaysY-4)
	if room.Dy() > 20 {
		sub := dst.SubImage(room).(*ebiten.Image)
		y0 := float64(r.Min.Y+10) - float64(b.Scroll)
		var end float64
		if l.Rend != nil && l.Rend.PlayersWidth() > 0 {
			// The renderer fits its rows to the room it is given.
			area := image.Rect(r.Min.X+8, int(y0)-2, r.Max.X-8, int(y0)-2+room.Dy()-8)
			end = y0 + float64(l.Rend.DrawPlayers(sub, l.View, area))
		} else {
			end = seats(sub, float64(r.Min.X+10), y0, float64(r.Dx()-20), l)
		}
		b.height = int(end-y0) + 10
		b.End = int(end)
		b.Scroll = max(0, min(b.Scroll, b.height-room.Dy()))
		ui.ScrollBar(dst, room.Add(image.Pt(0, -24)).Intersect(room), b.Scroll, b.Scroll+room.Dy(), max(b.height, 1))
	}
	// The inspector in the sidebar below the seats when it fits there,
	// else over the map's bottom-right corner. (image.Rect would swap the
	// corners of a room the seats overflow.)
	area := l.Map
	if top, bottom := b.End, l.OverlaysY-4; top < bottom {
		room := image.Rect(r.Min.X+2, top, r.Max.X, bottom)
		if ir, fit := InspectorRect(room, l.Inspect); len(fit) == len(l.Inspect) && ir.In(room) {
			area = room
		}
	}
	Inspector(dst, area, l.Inspect)
	render.Text(dst, "Overlays", float64(r.Min.X+10), float64(l.OverlaysY), render.Small, render.DimText)
	for _, bt := range l.Buttons {
		if bt.R.Min.X >= r.Min.X && bt.R.Min.Y < l.BottomY {
			ui.DrawButton(dst, bt, l.Mouse.In(bt.R))
		}
	}
}

// seats draws the app's own block per seat, with the renderer's panel in
// each, and returns the y below them.
func seats(dst *ebiten.Image, x, y, w float64, l Look) float64 {
	ss := make([]Seat, len(l.Players))
	for i, p := range l.Players {
		st := string(p.Status)
		if st == "" {
			st = string(sim.Active)
		}
		ss[i] = Seat{Name: p.Name, Status: st, StatusColor: StatusColor(p.Status), Color: render.PlayerColor(sim.PlayerID(i)),
			Agent: p.Agent, Reason: p.Reason, LastCommand: p.LastCommand, Elapsed: p.Elapsed}
	}
	return Seats(dst, x, y, w, ss, func(i int, y float64) float64 {
		return l.Rend.DrawPlayerPanel(dst, l.View.Cur, sim.PlayerID(i), x, y, w)
	})
}

// StatusColor is a player status's colour: active green, done plain, a
// fault red.
func StatusColor(s sim.Status) color.Color {
	switch s {
	case sim.Active, "":
		return render.Good
	case sim.Done:
		return render.TextColor
	}
	return render.Danger
}
