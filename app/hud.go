package app

import (
	"fmt"
	"image"
	"image/color"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/app/control"
	"arena/app/ui"
	"arena/app/ui/hud"
	"arena/app/ui/side"
	"arena/render"
	"arena/sim"
)

func statusColor(s sim.Status) color.Color {
	switch s {
	case sim.Active, "":
		return render.Good
	case sim.Done:
		return render.TextColor
	}
	return render.Danger
}

// drawHUD draws everything around and over the map, each part a component
// in app/ui drawn into the rectangle the layout gave it.
func (a *App) drawHUD(dst *ebiten.Image, lay layoutRects) {
	if a.texts != nil {
		a.texts.Start()
		defer a.texts.Stop()
	}
	a.header().Draw(dst, lay.top, lay.mapArea.Min.X+lay.mapArea.Dx()/2)
	a.drawSide(dst, lay)
	a.drawBottom(dst, lay)
	for _, p := range a.panes {
		if p.shown() && !p.area.Empty() {
			p.pane.Draw(dst, p.area)
		}
	}
	if a.lobby != nil {
		a.drawLobby(dst, lay)
	}
	if a.charts.On {
		// The chart pane lies over the bottom of the map (chartpane.go).
		a.layer()
		a.drawCharts(dst, lay)
	}
	if a.summaryShown() {
		a.layer()
		s := a.summary()
		s.ChartH = summaryChartH
		s.Draw(dst, lay.mapArea)
		a.drawSummaryChart(dst, s.ChartRect(lay.mapArea))
	}
	if a.picking != nil {
		msg := ui.FitWidth(a.picking.action.Prompt+"  (Esc cancels)", float64(lay.mapArea.Dx()-40))
		mw := float64(ui.TextW(msg))
		cx := float64(lay.mapArea.Min.X + lay.mapArea.Dx()/2)
		render.Rect(dst, cx-mw/2-8, float64(lay.mapArea.Min.Y+6), mw+16, 20, ui.Opaque)
		render.TextCentered(dst, msg, cx, float64(lay.mapArea.Min.Y+16), render.Small, render.Accent)
	}
	if a.popup != nil {
		a.layer()
		a.popup.Draw(dst, a.window())
	}
	if a.ext.prompt != nil {
		a.layer()
		a.drawPrompt(dst, lay)
	}
	if a.help {
		a.layer()
		a.drawHelp(dst, lay)
	}
	if a.start != nil {
		a.layer()
		a.start.Draw(dst, a.window(), &a.in)
	}
	hud.Draw(dst, a.toastBoxes(lay))
}

// layer starts a new layer of recorded text (a modal overlay follows).
func (a *App) layer() {
	if a.texts != nil {
		a.texts.Layer()
	}
}

// header is what the top bar says this frame.
func (a *App) header() hud.Header {
	m := a.meta
	h := hud.Header{Title: fmt.Sprintf("ARENA  %s  seed %d", m.Title, m.Seed), StatusColor: render.DimText}
	if m.Map != "" {
		h.Details = append(h.Details, "map "+m.Map)
	}
	if m.Ruleset != "" {
		h.Details = append(h.Details, "rules "+m.Ruleset)
	}
	if m.Replay != "" {
		h.Details = append(h.Details, "replay "+m.Replay)
	}
	if a.frame == nil {
		return h
	}
	if a.rend != nil {
		h.Headline = a.rend.Headline(a.frame.State)
	}
	state := "PAUSED"
	if a.ctl.Playing() {
		state, h.StatusColor = "PLAYING", render.Good
	}
	// A tick of built-ins takes microseconds; only a real wait is news.
	short := state
	if a.ctl.Waiting(250 * time.Millisecond) {
		state += " (waiting for a bot)"
		short += " (wait)"
	}
	// "played": End is the last tick played so far, not the game's
	// length (the headline's "Round 30 / 300" is that).
	h.Status = fmt.Sprintf("turn %d / %d played   speed %s   %s", a.frame.Tick, a.frame.End, control.SpeedText(a.speed), state)
	h.Short = fmt.Sprintf("t%d/%d  %s  %s", a.frame.Tick, a.frame.End, control.SpeedText(a.speed), short)
	return h
}

func (a *App) drawSide(dst *ebiten.Image, lay layoutRects) {
	r := lay.side
	render.Rect(dst, float64(r.Min.X), float64(r.Min.Y), float64(r.Dx()), float64(r.Dy()), ui.Bar)
	render.Rect(dst, float64(r.Min.X), float64(r.Min.Y), 1, float64(r.Dy()), render.PanelBorder)
	if a.frame == nil {
		return
	}
	// The players' part scrolls (wheel over it) when it is taller than
	// its room, and is clipped there: it never runs under the toggles.
	room := image.Rect(r.Min.X+1, r.Min.Y, r.Max.X, lay.overlaysY-4)
	if room.Dy() > 20 {
		sub := dst.SubImage(room).(*ebiten.Image)
		y0 := float64(r.Min.Y+10) - float64(a.sideScroll)
		var end float64
		if pp := a.rend; pp != nil && pp.PlayersWidth() > 0 {
			// The renderer fits its rows to the room it is given.
			area := image.Rect(r.Min.X+8, int(y0)-2, r.Max.X-8, int(y0)-2+room.Dy()-8)
			end = y0 + float64(pp.DrawPlayers(sub, a.view(), area))
		} else {
			end = a.drawSeats(sub, float64(r.Min.X+10), y0, float64(r.Dx()-20))
		}
		a.sideHeight = int(end-y0) + 10
		a.sideEnd = int(end)
		a.sideScroll = max(0, min(a.sideScroll, a.sideHeight-room.Dy()))
		ui.ScrollBar(dst, room.Add(image.Pt(0, -24)).Intersect(room), a.sideScroll, a.sideScroll+room.Dy(), max(a.sideHeight, 1))
	}
	a.drawInspector(dst, lay)
	render.Text(dst, "Overlays", float64(r.Min.X+10), float64(lay.overlaysY), render.Small, render.DimText)
	for _, b := range lay.buttons {
		if b.R.Min.X >= r.Min.X && b.R.Min.Y < lay.bottom.Min.Y {
			ui.DrawButton(dst, b, a.hot(b))
		}
	}
}

// drawInspector shows what is selected, else what is under the mouse
// (app/ui/side's inspector, in the map's bottom-right corner).
func (a *App) drawInspector(dst *ebiten.Image, lay layoutRects) {
	var lines []string
	switch {
	case a.rend == nil:
	case a.sel != nil:
		lines = a.rend.Inspect(a.frame.State, *a.sel)
	case a.overlays.MouseIn && a.overlays.Hover:
		if sel, ok := a.rend.Pick(a.frame.State, a.overlays.MouseX, a.overlays.MouseY); ok {
			lines = a.rend.Inspect(a.frame.State, sel)
		}
	}
	// In the sidebar below the seats when it fits there, else over the
	// map's bottom-right corner.
	area := lay.mapArea
	// (image.Rect would swap the corners of a room the seats overflow.)
	if top, bottom := a.sideEnd, lay.overlaysY-4; top < bottom {
		room := image.Rect(lay.side.Min.X+2, top, lay.side.Max.X, bottom)
		if r, fit := side.InspectorRect(room, lines); len(fit) == len(lines) && r.In(room) {
			area = room
		}
	}
	side.Inspector(dst, area, lines)
}

// drawSeats draws the app's own block per seat (app/ui/side), with the
// renderer's panel in each.
func (a *App) drawSeats(dst *ebiten.Image, x, y, w float64) float64 {
	seats := make([]side.Seat, len(a.frame.Players))
	for i, p := range a.frame.Players {
		st := string(p.Status)
		if st == "" {
			st = string(sim.Active)
		}
		seats[i] = side.Seat{Name: p.Name, Status: st, StatusColor: statusColor(p.Status), Color: render.PlayerColor(sim.PlayerID(i)),
			Agent: p.Agent, Reason: p.Reason, LastCommand: p.LastCommand, Elapsed: p.Elapsed}
	}
	return side.Seats(dst, x, y, w, seats, func(i int, y float64) float64 {
		return a.rend.DrawPlayerPanel(dst, a.frame.State, sim.PlayerID(i), x, y, w)
	})
}

func (a *App) hot(b ui.Button) bool { return a.in.Mouse.In(b.R) }

func (a *App) drawBottom(dst *ebiten.Image, lay layoutRects) {
	r := lay.bottom
	render.Rect(dst, 0, float64(r.Min.Y), float64(r.Dx()), float64(r.Dy()), ui.Bar)
	render.Rect(dst, 0, float64(r.Min.Y), float64(r.Dx()), 1, render.PanelBorder)
	for _, b := range lay.buttons {
		if b.R.Min.Y >= r.Min.Y {
			ui.DrawButton(dst, b, a.hot(b))
		}
	}
	if a.frame != nil {
		a.timeline().Draw(dst, lay.timeline, a.in.Mouse)
		a.drawClip(dst, lay)
	}
}

// timeline is the seek bar's state this frame.
func (a *App) timeline() hud.Timeline {
	if a.frame == nil {
		return hud.Timeline{Span: 1}
	}
	return hud.Timeline{Tick: a.frame.Tick, End: a.frame.End, Span: a.timelineSpan(), Markers: a.ctl.Markers()}
}

// unusedCommand reports commands the current game does not use, left out
// of the help overlay: Join, Lock and Stop outside games whose bots connect
// over TCP, and the info pane for renderers without one.
func (a *App) unusedCommand(c control.Command) bool {
	switch c {
	case control.Join, control.Lock, control.Stop:
		return !a.canJoin()
	case control.Info:
		return a.infoPaner() == nil
	}
	return false
}

func (a *App) drawHelp(dst *ebiten.Image, lay layoutRects) {
	lines := append([]string{"Keys (F1 or ? closes)", ""}, a.keys.HelpLines(a.unusedCommand)...)
	lines = append(lines, "", "Mouse: wheel zooms about the cursor, drag pans,",
		"left click inspects, right click edits (pauses),",
		"click or drag the timeline to seek; drop a replay on the window.")
	ui.Note(dst, lay.mapArea, lines, 10, 15)
}

// toastBoxes lays the live toasts out in their own column at the top
// centre of the map (hud.Toasts), below a pick prompt when one shows.
func (a *App) toastBoxes(lay layoutRects) []hud.PlacedToast {
	top := 8
	if a.picking != nil {
		top += 26
	}
	return a.toasts.Boxes(lay.mapArea, top, a.now)
}
