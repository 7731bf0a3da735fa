package app

import (
	"fmt"
	"image"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/render"
	"arena/sim"
)

func fmtDur(d time.Duration) string {
	if d <= 0 {
		return ""
	}
	if d < time.Millisecond {
		return fmt.Sprintf("%dus", d.Microseconds())
	}
	return fmt.Sprintf("%dms", d.Milliseconds())
}

// drawLogs shows one bot's replies and stderr per turn, following the
// current turn (Tab switches bot).
func (a *App) drawLogs(dst *ebiten.Image, r image.Rectangle) {
	render.Rect(dst, float64(r.Min.X), float64(r.Min.Y), float64(r.Dx()), float64(r.Dy()), render.PanelBG)
	render.Rect(dst, float64(r.Min.X), float64(r.Min.Y), float64(r.Dx()), 1, render.PanelBorder)
	if a.frame == nil || len(a.frame.Players) == 0 {
		return
	}
	seat := a.logSeat % len(a.frame.Players)
	p := a.frame.Players[seat]
	head := fmt.Sprintf("Log: %s (%s)   [Tab: next bot, L: close]", p.Name, p.Agent)
	render.Text(dst, head, float64(r.Min.X+8), float64(r.Min.Y+5), render.Small, render.PlayerColor(sim.PlayerID(seat)))
	rows := (r.Dy() - 26) / 15
	var lines []logLine
	for _, e := range a.ctl.Logs(seat, a.frame.Tick, rows) {
		status := ""
		if e.Status != "" && e.Status != sim.Active {
			status = string(e.Status) + ": " + e.Reason
		}
		cmd := e.Command
		if cmd == "" {
			cmd = "(none)"
		}
		lines = append(lines, logLine{fmt.Sprintf("t%-4d > %-22s %6s  %s", e.Tick, cmd, fmtDur(e.Elapsed), status), status != ""})
		if raw := strings.TrimSpace(e.Raw); raw != "" && raw != e.Command {
			lines = append(lines, logLine{"        raw: " + clip(raw, 100), false})
		}
		for _, l := range strings.Split(strings.TrimRight(e.Stderr, "\n"), "\n") {
			if l != "" {
				lines = append(lines, logLine{"        err: " + clip(l, 100), true})
			}
		}
	}
	if len(lines) > rows {
		lines = lines[len(lines)-rows:]
	}
	y := float64(r.Min.Y + 24)
	for _, l := range lines {
		c := render.TextColor
		if l.bad {
			c = render.Danger
		}
		render.Text(dst, l.text, float64(r.Min.X+8), y, render.Small, c)
		y += 15
	}
	if len(lines) == 0 {
		render.Text(dst, "(nothing logged yet)", float64(r.Min.X+8), y, render.Small, render.DimText)
	}
}

type logLine struct {
	text string
	bad  bool
}
