package app

import (
	"image/color"

	"arena/ai/session"
	"arena/app/control"
	"arena/app/ui/panes"
	"arena/app/ui/wire"
	"arena/render"
)

// newPanes is the pane table. To add a pane: write a panes.Pane, add a row
// here with its toggle command (bound in app/control's keymap and listed
// in the sidebar's toggles), and the layout, the wheel and the text
// checks of the GUI tests take it from there.
func (a *App) newPanes() panes.Table {
	a.logPane = &panes.Log{
		Seats: func() int {
			if a.frame == nil {
				return 0
			}
			return len(a.frame.Players)
		},
		Source: func(seat, n int) (string, string, []session.LogEntry) {
			p := a.frame.Players[seat]
			return p.Name, p.Agent, a.ctl.Logs(seat, a.frame.Tick, n)
		},
	}
	info := &panes.Info{Source: func() (string, []render.InfoLine) {
		ip := a.infoPaner()
		if ip == nil || a.frame == nil {
			return "", nil
		}
		return ip.InfoTitle(), ip.InfoLines(a.frame.State)
	}}
	a.wire = &wire.Inspector{Look: a.wireLook}
	return panes.Table{
		{Cmd: control.Info, Dock: panes.Left, Pane: info, Avail: func() bool { return a.infoPaner() != nil && a.frame != nil }},
		// The protocol inspector (W, inspector.go) takes the log pane's
		// place: both follow the seat Tab picks.
		{Cmd: control.Logs, Dock: panes.Bottom, Pane: a.logPane, Avail: func() bool { return !a.paneOpen(control.Wire) }},
		{Cmd: control.Wire, Dock: panes.Bottom, Pane: a.wire, Tall: true},
		{Cmd: control.Messages, Dock: panes.Bottom, Pane: &a.messages},
	}
}

// paneOpen reports whether the pane toggled by c is open.
func (a *App) paneOpen(c control.Command) bool { return a.panes.Open(c) }

// togglePane opens or closes the pane toggled by c.
func (a *App) togglePane(c control.Command) { a.panes.Toggle(c) }

// message appends a line to the system messages, stamped with the tick
// shown.
func (a *App) message(text string, col color.RGBA) {
	tick := 0
	if a.frame != nil {
		tick = a.frame.Tick
	}
	a.messages.Add(tick, text, col)
}

// Messages returns the system messages' text, oldest first, for tests.
func (a *App) Messages() []string { return a.messages.Texts() }

// infoPaner is the renderer's info pane, if it has one.
func (a *App) infoPaner() render.Renderer {
	if ip := a.rend; ip != nil && ip.InfoTitle() != "" {
		return ip
	}
	return nil
}
