package app

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/app/control"
	"arena/render"
	"arena/sim"
)

var colorShadow = color.RGBA{0, 0, 0, 120}

func statusColor(s sim.Status) color.Color {
	switch s {
	case sim.Active, "":
		return render.Good
	case sim.Done:
		return render.TextColor
	}
	return render.Danger
}

func (a *App) drawHUD(dst *ebiten.Image, lay layoutRects) {
	a.drawTop(dst, lay)
	a.drawSide(dst, lay)
	a.drawBottom(dst, lay)
	if a.logs && !a.wire {
		a.drawLogs(dst, lay.logArea)
	}
	if a.wire {
		a.drawInspector(dst, lay.logArea)
	}
	if a.msgs {
		a.drawMessages(dst, lay.msgArea)
	}
	if a.info {
		a.drawInfo(dst, lay.infoArea)
	}
	if a.lobby != nil {
		a.drawLobby(dst, lay)
	}
	a.drawCharts(dst, lay)
	a.drawSummary(dst, lay)
	if a.picking != nil {
		msg := a.picking.action.Prompt + "  (Esc cancels)"
		mw, _ := render.Small.Measure(msg)
		cx := float64(lay.mapArea.Min.X + lay.mapArea.Dx()/2)
		render.Rect(dst, cx-mw/2-8, float64(lay.mapArea.Min.Y+6), mw+16, 20, opaquePanel)
		render.TextCentered(dst, msg, cx, float64(lay.mapArea.Min.Y+16), render.Small, render.Accent)
	}
	if a.menu != nil {
		a.menu.draw(dst, a)
	}
	a.drawPrompt(dst, lay)
	if a.help {
		a.drawHelp(dst, lay)
	}
	if a.start != nil {
		a.start.draw(dst, a)
	}
	a.drawToasts(dst, lay)
}

func (a *App) drawTop(dst *ebiten.Image, lay layoutRects) {
	r := lay.top
	render.Rect(dst, 0, 0, float64(r.Dx()), float64(r.Dy()), barColor)
	render.Rect(dst, 0, float64(r.Max.Y-1), float64(r.Dx()), 1, render.PanelBorder)
	m := a.meta
	left := fmt.Sprintf("ARENA  %s  seed %d", m.Title, m.Seed)
	if m.Map != "" {
		left += "  map " + m.Map
	}
	if m.Ruleset != "" {
		left += "  rules " + m.Ruleset
	}
	if m.Replay != "" {
		left += "  replay " + m.Replay
	}
	if a.frame == nil {
		render.Text(dst, left, 8, 7, render.Small, render.TextColor)
		return
	}
	state := "PAUSED"
	col := render.DimText
	if a.ctl.Playing() {
		state, col = "PLAYING", render.Good
	}
	// A tick of built-ins takes microseconds; only a real wait is news.
	if a.ctl.Waiting(250 * time.Millisecond) {
		state += " (waiting for a bot)"
	}
	right := fmt.Sprintf("turn %d / %d   speed %s   %s", a.frame.Tick, a.frame.End, control.SpeedText(a.speed), state)
	w, _ := render.Small.Measure(right)
	render.Text(dst, right, float64(r.Max.X)-w-8, 7, render.Small, col)
	// The title (with a replay's divergence note, which can be long) is cut
	// before the headline, or the status on the right; the full note is in
	// the messages pane (E).
	end := a.drawHeadline(dst, lay, left, float64(r.Max.X)-w-8)
	render.Text(dst, fitWidth(left, end-24-8), 8, 7, render.Small, render.TextColor)
}

func (a *App) drawSide(dst *ebiten.Image, lay layoutRects) {
	r := lay.side
	render.Rect(dst, float64(r.Min.X), float64(r.Min.Y), float64(r.Dx()), float64(r.Dy()), barColor)
	render.Rect(dst, float64(r.Min.X), float64(r.Min.Y), 1, float64(r.Dy()), render.PanelBorder)
	if a.frame == nil {
		return
	}
	x, y, w := float64(r.Min.X+10), float64(r.Min.Y+10), float64(r.Dx()-20)
	if pp := a.rend; pp != nil && pp.PlayersWidth() > 0 {
		area := image.Rect(r.Min.X+8, r.Min.Y+8, r.Max.X-8, lay.overlaysY-6)
		y += float64(pp.DrawPlayers(dst, a.view(), area))
	} else {
		y = a.drawSeats(dst, x, y, w)
	}
	// Inspector: the selection, else what is under the mouse.
	var lines []string
	if a.rend == nil {
		// No renderer for this game: nothing to inspect.
	} else if a.sel != nil {
		lines = a.rend.Inspect(a.frame.State, *a.sel)
	} else if a.overlays.MouseIn && a.overlays.Hover {
		if sel, ok := a.rend.Pick(a.frame.State, a.overlays.MouseX, a.overlays.MouseY); ok {
			lines = a.rend.Inspect(a.frame.State, sel)
		}
	}
	if len(lines) > 0 {
		h := float64(len(lines))*15 + 10
		if y+4+h > float64(lay.overlaysY) {
			// The sidebar is full: show the inspector over the map's
			// bottom-left corner instead.
			iw := 0.0
			for _, l := range lines {
				lw, _ := render.Small.Measure(clip(l, 52))
				iw = max(iw, lw)
			}
			x, y, w = float64(lay.mapArea.Max.X)-iw-22, float64(lay.mapArea.Max.Y)-h-10, iw+8
		} else {
			y += 4
		}
		render.Panel(dst, x-4, y, w+8, h)
		for _, l := range lines {
			render.Text(dst, clip(l, 52), x+2, y+5, render.Small, render.TextColor)
			y += 15
		}
	}
	render.Text(dst, "Overlays", float64(r.Min.X+10), float64(lay.overlaysY), render.Small, render.DimText)
	for _, b := range lay.buttons {
		if b.r.Min.X >= r.Min.X {
			drawButton(dst, b, a.hot(b))
		}
	}
}

// drawSeats draws the app's own block per seat: name, status, agent,
// fault reason, the renderer's lines or panel, and the last command.
func (a *App) drawSeats(dst *ebiten.Image, x, y, w float64) float64 {
	for i, p := range a.frame.Players {
		pc := render.PlayerColor(sim.PlayerID(i))
		render.Rect(dst, x-4, y-2, 4, 30, pc)
		render.Text(dst, p.Name, x+4, y, render.Small, pc)
		st := string(p.Status)
		if st == "" {
			st = string(sim.Active)
		}
		sw, _ := render.Small.Measure(st)
		render.Text(dst, st, x+w-sw, y, render.Small, statusColor(p.Status))
		y += 15
		agent := p.Agent
		if len(agent) > 40 {
			agent = agent[:37] + "..."
		}
		render.Text(dst, agent, x+4, y, render.Small, render.DimText)
		y += 17
		if p.Reason != "" {
			render.Text(dst, clip(p.Reason, 40), x+4, y, render.Small, render.Danger)
			y += 15
		}
		y += a.rend.DrawPlayerPanel(dst, a.frame.State, sim.PlayerID(i), x, y, w)
		cmd := p.LastCommand
		if cmd == "" {
			cmd = "-"
		}
		render.Text(dst, clip(fmt.Sprintf("> %s  %s", cmd, fmtDur(p.Elapsed)), 40), x+4, y, render.Small, render.TextColor)
		y += 24
	}
	return y
}

func (a *App) hot(b button) bool {
	mx, my := ebiten.CursorPosition()
	return image.Pt(mx, my).In(b.r)
}

func drawButton(dst *ebiten.Image, b button, hot bool) {
	c := buttonColor
	if b.on {
		c = buttonOn
	} else if hot {
		c = buttonHot
	}
	x, y, w, h := float64(b.r.Min.X), float64(b.r.Min.Y), float64(b.r.Dx()), float64(b.r.Dy())
	render.Rect(dst, x, y, w, h, c)
	render.Frame(dst, x, y, w, h, 1, render.PanelBorder)
	render.TextCentered(dst, b.label, x+w/2, y+h/2, render.Small, render.TextColor)
}

func (a *App) drawBottom(dst *ebiten.Image, lay layoutRects) {
	r := lay.bottom
	render.Rect(dst, 0, float64(r.Min.Y), float64(r.Dx()), float64(r.Dy()), barColor)
	render.Rect(dst, 0, float64(r.Min.Y), float64(r.Dx()), 1, render.PanelBorder)
	for _, b := range lay.buttons {
		if b.r.Min.Y >= r.Min.Y {
			drawButton(dst, b, a.hot(b))
		}
	}
	if a.frame == nil {
		return
	}
	// The timeline: played part, markers, playhead.
	t := lay.timeline
	span := float64(a.timelineSpan())
	tx := func(tick int) float64 { return float64(t.Min.X) + float64(tick)/span*float64(t.Dx()) }
	render.Rect(dst, float64(t.Min.X), float64(t.Min.Y), float64(t.Dx()), float64(t.Dy()), color.RGBA{10, 12, 20, 255})
	render.Rect(dst, float64(t.Min.X), float64(t.Min.Y), tx(a.frame.End)-float64(t.Min.X), float64(t.Dy()), color.RGBA{48, 60, 100, 255})
	drawMarkers(dst, t, tx, a.ctl.Markers())
	px := tx(a.frame.Tick)
	render.Rect(dst, px-1, float64(t.Min.Y-3), 3, float64(t.Dy()+6), render.Accent)
	render.Frame(dst, float64(t.Min.X), float64(t.Min.Y), float64(t.Dx()), float64(t.Dy()), 1, render.PanelBorder)
	a.drawClip(dst, lay)
	label := fmt.Sprintf("%d", a.frame.Tick)
	lx := px + 5
	if lw, _ := render.Small.Measure(label); lx+lw > float64(t.Max.X)-4 {
		// At the live end of an open-ended match: left of the playhead.
		lx = px - 5 - lw
	}
	render.TextShadow(dst, label, lx, float64(t.Min.Y+3), render.Small, render.TextColor)
	// The turn under the mouse, where a click would seek.
	if mx, my := ebiten.CursorPosition(); image.Pt(mx, my).In(t.Inset(-4)) {
		ht := a.timelineTick(lay, mx)
		hl := fmt.Sprintf("turn %d", ht)
		hw, _ := render.Small.Measure(hl)
		hx := min(float64(mx)-hw/2, float64(t.Max.X)-hw-4)
		render.Rect(dst, hx-4, float64(t.Min.Y-22), hw+8, 18, opaquePanel)
		render.Text(dst, hl, hx, float64(t.Min.Y-20), render.Small, render.Accent)
		render.Rect(dst, float64(mx), float64(t.Min.Y), 1, float64(t.Dy()), render.TextColor)
	}
	if a.frame.Tick < int(span) {
		endLabel := fmt.Sprintf("%d", int(span))
		ew, _ := render.Small.Measure(endLabel)
		render.Text(dst, endLabel, float64(t.Max.X)-ew-4, float64(t.Min.Y+3), render.Small, render.DimText)
	}
}

// drawSummary shows the end-of-game result over the map.
func (a *App) drawSummary(dst *ebiten.Image, lay layoutRects) {
	f := a.frame
	if f == nil || !f.Done || f.Tick != f.End || f.Outcome == nil || a.start != nil || a.hideSummary {
		return
	}
	o := f.Outcome
	var extra []string
	if sl, ok := f.State.(summaryLiner); ok {
		extra = sl.SummaryLines()
	}
	cx := float64(lay.mapArea.Min.X + lay.mapArea.Dx()/2)
	cy := float64(lay.mapArea.Min.Y + lay.mapArea.Dy()/2)
	w, h := 460.0, 110.0+float64(len(f.Players))*22+float64(len(extra))*16+summaryChartH
	render.Rect(dst, cx-w/2+4, cy-h/2+4, w, h, colorShadow)
	render.Panel(dst, cx-w/2, cy-h/2, w, h)
	title := "Draw"
	for i, r := range o.Ranks {
		if r == 1 && i < len(f.Players) {
			winners := 0
			for _, r2 := range o.Ranks {
				if r2 == 1 {
					winners++
				}
			}
			if winners == 1 {
				title = f.Players[i].Name + " wins"
			}
		}
	}
	render.TextCentered(dst, title, cx, cy-h/2+24, render.Large, render.Accent)
	y := cy - h/2 + 46
	for i, p := range f.Players {
		score, rank := int64(0), 0
		if i < len(o.Scores) {
			score = o.Scores[i]
		}
		if i < len(o.Ranks) {
			rank = o.Ranks[i]
		}
		line := fmt.Sprintf("#%d  %-18s score %-6d %s", rank, clip(p.Name, 18), score, p.Status)
		render.Text(dst, line, cx-w/2+20, y, render.Small, render.PlayerColor(sim.PlayerID(i)))
		y += 22
	}
	for _, l := range extra {
		render.Text(dst, clip(l, 64), cx-w/2+20, y, render.Small, render.DimText)
		y += 16
	}
	render.TextCentered(dst, clip(o.Reason, 60), cx, y+6, render.Small, render.DimText)
	render.TextCentered(dst, "Esc hides this; R replays the seed, N plays a new one", cx, y+24, render.Small, render.DimText)
	a.drawSummaryChart(dst, image.Rect(int(cx-w/2)+6, int(y)+36, int(cx+w/2)-6, int(y)+36+summaryChartH-8))
}

// summaryLiner is a state with lines of its own for the end-of-game
// summary (Windwardopolis: each round's traffic health).
type summaryLiner interface{ SummaryLines() []string }

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
	drawNote(dst, lay, lines, 10, 15)
}

// drawNote draws lines in a shadowed panel centred over the map, top down
// from top, the first line as a heading; pad is the inner margin.
func drawNote(dst *ebiten.Image, lay layoutRects, lines []string, top, pad float64) {
	w := 0.0
	for _, l := range lines {
		lw, _ := render.Small.Measure(l)
		w = max(w, lw)
	}
	w += 2 * pad
	h := float64(len(lines))*15 + 2*pad - 8
	x := float64(lay.mapArea.Min.X) + (float64(lay.mapArea.Dx())-w)/2
	y := float64(lay.mapArea.Min.Y) + top
	render.Rect(dst, x+4, y+4, w, h, colorShadow)
	render.Panel(dst, x, y, w, h)
	for i, l := range lines {
		c := render.TextColor
		if i == 0 {
			c = render.Accent
		}
		render.Text(dst, l, x+pad, y+pad-4+float64(i)*15, render.Small, c)
	}
}

// A placedToast is a toast's text, box and opacity as laid out this frame.
type placedToast struct {
	text  string
	box   image.Rectangle
	alpha float64
}

// toastBoxes lays the live toasts out in their own place: a column at the
// top centre of the map, newest first, below the prompt of a point pick
// when one shows. The bottom corners are left to what the renderers put
// there (Paintball's debug legend, the inspector), which toasts covered
// when they rose from the bottom-left.
func (a *App) toastBoxes(lay layoutRects) []placedToast {
	m := lay.mapArea
	cx := float64(m.Min.X + m.Dx()/2)
	y := m.Min.Y + 8
	if a.picking != nil {
		y += 26
	}
	var out []placedToast
	for i := len(a.toasts) - 1; i >= 0; i-- {
		t := a.toasts[i]
		age := a.now - t.at
		if age > 5 {
			continue
		}
		if y+20 > m.Max.Y {
			break
		}
		text := fitWidth(strings.ReplaceAll(t.text, "\n", " "), float64(m.Dx()-40))
		tw := textW(text)
		x0 := int(cx) - tw/2 - 8
		out = append(out, placedToast{text, image.Rect(x0, y, x0+tw+16, y+20), min(1, 5-age)})
		y += 24
	}
	return out
}

func (a *App) drawToasts(dst *ebiten.Image, lay layoutRects) {
	for _, t := range a.toastBoxes(lay) {
		b := t.box
		render.Rect(dst, float64(b.Min.X), float64(b.Min.Y), float64(b.Dx()), float64(b.Dy()), render.Fade(render.PanelBG, t.alpha))
		render.Rect(dst, float64(b.Min.X), float64(b.Max.Y-1), float64(b.Dx()), 1, render.Fade(render.PanelBorder, t.alpha))
		render.Text(dst, t.text, float64(b.Min.X+8), float64(b.Min.Y+4), render.Small, render.Fade(render.TextColor, t.alpha))
	}
}

// fitWidth cuts s to at most w pixels of render.Small, ending in "...".
func fitWidth(s string, w float64) string {
	if sw, _ := render.Small.Measure(s); sw <= w {
		return s
	}
	r := []rune(s)
	lo, hi := 0, len(r) // the longest prefix that fits is in [lo, hi)
	for lo+1 < hi {
		mid := (lo + hi) / 2
		if mw, _ := render.Small.Measure(string(r[:mid]) + "..."); mw <= w {
			lo = mid
		} else {
			hi = mid
		}
	}
	return string(r[:lo]) + "..."
}

// clip shortens s to at most n characters (runes, so a UTF-8 name is
// never cut inside a character), ending it with "..." when cut.
func clip(s string, n int) string {
	s = strings.ReplaceAll(s, "\n", " ")
	if r := []rune(s); len(r) > n {
		if n < 4 {
			return string(r[:max(n, 0)])
		}
		return string(r[:n-3]) + "..."
	}
	return s
}

// textW is the width of s in the small face, in whole pixels.
func textW(s string) int {
	w, _ := render.Small.Measure(s)
	return int(math.Ceil(w))
}
