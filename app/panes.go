package app

import (
	"fmt"
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/render"
	"arena/sim"
)

// sysMsg is one line of the system-messages pane.
type sysMsg struct {
	tick int
	text string
	col  color.RGBA
}

// maxMessages bounds the messages kept; the oldest go first.
const maxMessages = 600

// message appends a line to the system messages, stamped with the tick
// shown.
func (a *App) message(text string, col color.RGBA) {
	tick := 0
	if a.frame != nil {
		tick = a.frame.Tick
	}
	a.messages = append(a.messages, sysMsg{tick: tick, text: text, col: col})
	if n := len(a.messages); n > maxMessages {
		a.messages = append([]sysMsg(nil), a.messages[n-maxMessages:]...)
	}
}

// eventMessages words new events for the messages pane: the renderer's
// own wording (render.Renderer.Message) for game events, the app's for faults.
// After a jump back in time the lines from the future are dropped, so the
// pane tells the story up to the tick shown.
func (a *App) eventMessages(f *Frame, evs []sim.Event, jumped bool) {
	if jumped {
		keep := a.messages[:0]
		for _, m := range a.messages {
			if m.tick <= f.Tick {
				keep = append(keep, m)
			}
		}
		a.messages = keep
	}
	ms, ok := a.rend, a.rend != nil
	for _, e := range evs {
		col := render.PlayerColor(e.Player)
		if e.Player < 0 {
			col = render.TextColor
		}
		switch {
		case e.Kind == sim.KindFault:
			if d, ok := e.Detail.(sim.FaultDetail); ok {
				name := fmt.Sprintf("player %d", e.Player+1)
				if int(e.Player) >= 0 && int(e.Player) < len(f.Players) {
					name = f.Players[e.Player].Name
				}
				a.messages = append(a.messages, sysMsg{tick: e.Tick, text: fmt.Sprintf("%s: %s - %s", name, d.Status, d.Reason), col: render.Danger})
			}
		case e.Kind == sim.KindEdit:
			// The controller's "edit: ..." notice says it already.
		case ok:
			if text, ok := ms.Message(f.State, e); ok {
				a.messages = append(a.messages, sysMsg{tick: e.Tick, text: text, col: col})
			}
		}
	}
	if n := len(a.messages); n > maxMessages {
		a.messages = append([]sysMsg(nil), a.messages[n-maxMessages:]...)
	}
}

// Messages returns the system messages' text, oldest first, for tests.
func (a *App) Messages() []string {
	out := make([]string, len(a.messages))
	for i, m := range a.messages {
		out[i] = m.text
	}
	return out
}

// drawMessages shows the newest system messages, scrolled back by the
// wheel over the pane.
func (a *App) drawMessages(dst *ebiten.Image, r image.Rectangle) {
	paneBack(dst, r)
	head := "System messages   [E: close, wheel: scroll]"
	render.Text(dst, head, float64(r.Min.X+8), float64(r.Min.Y+5), render.Small, render.Accent)
	rows := (r.Dy() - 26) / 15
	cols := render.Small.Columns(float64(r.Dx() - 16))
	n := len(a.messages)
	a.msgScroll = max(0, min(a.msgScroll, n-rows))
	end := n - a.msgScroll
	start := max(0, end-rows)
	y := float64(r.Min.Y + 24)
	for _, m := range a.messages[start:end] {
		render.Text(dst, clip(fmt.Sprintf("t%-6d %s", m.tick, m.text), cols), float64(r.Min.X+8), y, render.Small, m.col)
		y += 15
	}
	if n == 0 {
		render.Text(dst, "(no messages yet)", float64(r.Min.X+8), y, render.Small, render.DimText)
	}
	scrollBar(dst, r, start, end, n)
}

// drawInfo shows the renderer's info pane (render.Renderer.InfoLines), scrolled by
// the wheel over it.
func (a *App) drawInfo(dst *ebiten.Image, r image.Rectangle) {
	ip := a.infoPaner()
	if ip == nil || a.frame == nil || r.Empty() {
		return
	}
	paneBack(dst, r)
	render.Text(dst, ip.InfoTitle()+"   [I: close]", float64(r.Min.X+8), float64(r.Min.Y+5), render.Small, render.Accent)
	lines := ip.InfoLines(a.frame.State)
	rows := (r.Dy() - 26) / 15
	cols := render.Small.Columns(float64(r.Dx() - 16))
	a.infoScroll = max(0, min(a.infoScroll, len(lines)-rows))
	y := float64(r.Min.Y + 24)
	end := min(len(lines), a.infoScroll+rows)
	for _, l := range lines[a.infoScroll:end] {
		c := l.Color
		if c == (color.RGBA{}) {
			c = render.TextColor
		}
		if l.Head {
			c = render.Accent
		}
		render.Text(dst, clip(l.Text, cols), float64(r.Min.X+8), y, render.Small, c)
		y += 15
	}
	scrollBar(dst, r, a.infoScroll, end, len(lines))
}

func paneBack(dst *ebiten.Image, r image.Rectangle) {
	render.Rect(dst, float64(r.Min.X), float64(r.Min.Y), float64(r.Dx()), float64(r.Dy()), opaquePanel)
	render.Frame(dst, float64(r.Min.X), float64(r.Min.Y), float64(r.Dx()), float64(r.Dy()), 1, render.PanelBorder)
}

// scrollBar marks which part [start,end) of n lines a pane shows.
func scrollBar(dst *ebiten.Image, r image.Rectangle, start, end, n int) {
	if n == 0 || end-start >= n {
		return
	}
	h := float64(r.Dy() - 28)
	y0 := float64(r.Min.Y+24) + h*float64(start)/float64(n)
	y1 := float64(r.Min.Y+24) + h*float64(end)/float64(n)
	render.Rect(dst, float64(r.Max.X-6), y0, 3, max(4, y1-y0), render.PanelBorder)
}

// scrollPanes turns the wheel over a pane into scrolling; it reports
// whether the wheel was used.
func (a *App) scrollPanes(lay layoutRects, pt image.Point, wy float64) bool {
	if wy == 0 {
		return false
	}
	step := 3
	if wy < 0 {
		step = -3
	}
	switch {
	case a.msgs && pt.In(lay.msgArea):
		a.msgScroll = max(0, a.msgScroll+step)
	case a.info && pt.In(lay.infoArea):
		a.infoScroll = max(0, a.infoScroll-step)
	default:
		return false
	}
	return true
}
