package panes

import (
	"fmt"
	"image"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/ai/session"
	"arena/app/ui"
	"arena/render"
	"arena/sim"
)

// Pane is a scrollable text pane.
type Pane interface {
	// Draw draws the pane filling r.
	Draw(dst *ebiten.Image, r image.Rectangle)
	// Scroll moves the view by lines: positive shows older (higher) lines.
	Scroll(lines int)
}

// Line is a line of text in a colour.
type Line struct {
	Text  string
	Color color.RGBA // zero: render.TextColor
}

// rows is how many lines fit under a pane's title.
func rows(r image.Rectangle) int { return max(0, (r.Dy()-26)/ui.LineH) }

// drawLines draws a pane's frame, title and lines [start,end) of all,
// cut at the pane's width.
func drawLines(dst *ebiten.Image, r image.Rectangle, title string, titleCol color.Color, all []Line, start, end int, empty string) {
	ui.PaneBack(dst, r)
	w := float64(r.Dx() - 16)
	render.Text(dst, ui.FitWidth(title, w), float64(r.Min.X+8), float64(r.Min.Y+5), render.Small, titleCol)
	y := float64(r.Min.Y + 24)
	for _, l := range all[start:end] {
		c := l.Color
		if c == (color.RGBA{}) {
			c = render.TextColor
		}
		render.Text(dst, ui.FitWidth(strings.ReplaceAll(l.Text, "\n", " "), w), float64(r.Min.X+8), y, render.Small, c)
		y += ui.LineH
	}
	if len(all) == 0 && empty != "" {
		render.Text(dst, empty, float64(r.Min.X+8), y, render.Small, render.DimText)
	}
	ui.ScrollBar(dst, r, start, end, len(all))
}

// Messages is the system-messages pane: game events in the renderer's
// words, faults, edits and notices, each stamped with its tick.
type Messages struct {
	msgs   []msg
	scroll int // lines back from the newest
}

type msg struct {
	tick int
	text string
	col  color.RGBA
}

// MaxMessages bounds the messages kept; the oldest go first.
const MaxMessages = 600

// Add appends a line stamped with tick.
func (m *Messages) Add(tick int, text string, col color.RGBA) {
	m.msgs = append(m.msgs, msg{tick, text, col})
	if n := len(m.msgs); n > MaxMessages {
		m.msgs = append([]msg(nil), m.msgs[n-MaxMessages:]...)
	}
}

// DropAfter forgets the lines from after tick (a jump back in time), so
// the pane tells the story up to the tick shown.
func (m *Messages) DropAfter(tick int) {
	keep := m.msgs[:0]
	for _, x := range m.msgs {
		if x.tick <= tick {
			keep = append(keep, x)
		}
	}
	m.msgs = keep
}

// Texts are the messages' text, oldest first.
func (m *Messages) Texts() []string {
	out := make([]string, len(m.msgs))
	for i, x := range m.msgs {
		out[i] = x.text
	}
	return out
}

// Scroll moves back (positive) or forward through the messages.
func (m *Messages) Scroll(lines int) { m.scroll = max(0, m.scroll+lines) }

// Reset shows the newest messages again.
func (m *Messages) Reset() { m.scroll = 0 }

// Draw shows the newest messages that fit, scrolled back by Scroll.
func (m *Messages) Draw(dst *ebiten.Image, r image.Rectangle) {
	n, rows := len(m.msgs), rows(r)
	m.scroll = max(0, min(m.scroll, n-rows))
	end := n - m.scroll
	start := max(0, end-rows)
	lines := make([]Line, n)
	for i, x := range m.msgs {
		lines[i] = Line{fmt.Sprintf("t%-6d %s", x.tick, x.text), x.col}
	}
	drawLines(dst, r, "System messages   [E: close, wheel: scroll]", render.Accent, lines, start, end, "(no messages yet)")
}

// Info is a renderer's info pane (render.Renderer.InfoLines): Source gives its
// title and lines for the frame shown.
type Info struct {
	Source func() (title string, lines []render.InfoLine)
	scroll int
}

// Scroll moves down (negative) or up through the lines.
func (p *Info) Scroll(lines int) { p.scroll = max(0, p.scroll-lines) }

// Draw shows the lines from the scroll position.
func (p *Info) Draw(dst *ebiten.Image, r image.Rectangle) {
	if p.Source == nil || r.Empty() {
		return
	}
	title, ls := p.Source()
	lines := make([]Line, len(ls))
	for i, l := range ls {
		lines[i] = Line{l.Text, l.Color}
		if l.Head {
			lines[i].Color = render.Accent
		}
	}
	rows := rows(r)
	p.scroll = max(0, min(p.scroll, len(lines)-rows))
	end := min(len(lines), p.scroll+rows)
	drawLines(dst, r, title+"   [I: close, wheel: scroll]", render.Accent, lines, p.scroll, end, "")
}

// Log is one bot's replies and stderr per turn up to the turn shown (Tab
// switches bot). Source gives the seat's name, agent and the newest
// entries up to the shown turn; Seat is the seat shown.
type Log struct {
	Seat   int
	Source func(seat, n int) (name, agent string, entries []session.LogEntry)
	Seats  func() int
	scroll int
}

// Next shows the next seat's log.
func (p *Log) Next() {
	if n := p.Seats(); n > 0 {
		p.Seat = (p.Seat + 1) % n
	}
	p.scroll = 0
}

// Scroll moves back (positive) or forward through the turns.
func (p *Log) Scroll(lines int) { p.scroll = max(0, p.scroll+lines) }

// Lines words log entries: one line per turn (command, time, status and
// its full reason), then the raw reply and each stderr line.
func Lines(entries []session.LogEntry) []Line {
	var out []Line
	for _, e := range entries {
		status := ""
		if e.Status != "" && e.Status != sim.Active {
			status = string(e.Status) + ": " + e.Reason
		}
		cmd := e.Command
		if cmd == "" {
			cmd = "(none)"
		}
		col := render.TextColor
		if status != "" {
			col = render.Danger
		}
		out = append(out, Line{fmt.Sprintf("t%-4d > %-22s %6s  %s", e.Tick, cmd, ui.FmtDur(e.Elapsed), status), col})
		if raw := strings.TrimSpace(e.Raw); raw != "" && raw != e.Command {
			out = append(out, Line{"        raw: " + ui.Clip(raw, 100), render.TextColor})
		}
		for _, l := range strings.Split(strings.TrimRight(e.Stderr, "\n"), "\n") {
			if l != "" {
				out = append(out, Line{"        err: " + ui.Clip(l, 100), render.Danger})
			}
		}
	}
	return out
}

// Draw shows the newest lines up to the turn shown.
func (p *Log) Draw(dst *ebiten.Image, r image.Rectangle) {
	n := 0
	if p.Seats != nil {
		n = p.Seats()
	}
	if n == 0 || p.Source == nil {
		ui.PaneBack(dst, r)
		return
	}
	seat := p.Seat % n
	rows := rows(r)
	name, agent, entries := p.Source(seat, rows+p.scroll)
	lines := Lines(entries)
	p.scroll = max(0, min(p.scroll, len(lines)-rows))
	end := len(lines) - p.scroll
	start := max(0, end-rows)
	head := fmt.Sprintf("Log: %s (%s)   [Tab: next bot, L: close]", name, agent)
	drawLines(dst, r, head, render.PlayerColor(sim.PlayerID(seat)), lines, start, end, "(nothing logged yet)")
}
