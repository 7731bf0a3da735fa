package app

import (
	"image"
	"image/color"

	"arena/app/control"
	"arena/app/ui/panes"
	"arena/app/ui/wire"
	"arena/render"
	"arena/sim/session"
)

// dock is where a pane sits: the column left of the map or the strip
// under it (bottom panes share it side by side).
type dock int

const (
	dockBottom dock = iota
	dockLeft
)

// paneSlot is a row of the pane table: the command that toggles the pane,
// its dock, whether it is open, and the pane (app/ui/panes).
type paneSlot struct {
	cmd  control.Command
	dock dock
	on   bool
	pane panes.Pane
	// avail, when set, says whether the pane has anything to show for the
	// current game (the info pane exists for some renderers only).
	avail func() bool
	// tall asks for a taller strip under the map (ui.Want.Tall).
	tall bool
	// area is where the layout put it this frame.
	area image.Rectangle
}

// newPanes is the pane table. To add a pane: write a panes.Pane, add a row
// here with its toggle command (bound in app/control's keymap and listed
// in the sidebar's toggles), and the layout, the wheel and the text
// checks of the GUI tests take it from there.
func (a *App) newPanes() []*paneSlot {
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
	return []*paneSlot{
		{cmd: control.Info, dock: dockLeft, pane: info, avail: func() bool { return a.infoPaner() != nil && a.frame != nil }},
		// The protocol inspector (W, inspector.go) takes the log pane's
		// place: both follow the seat Tab picks.
		{cmd: control.Logs, dock: dockBottom, pane: a.logPane, avail: func() bool { return !a.paneOpen(control.Wire) }},
		{cmd: control.Wire, dock: dockBottom, pane: a.wire, tall: true},
		{cmd: control.Messages, dock: dockBottom, pane: &a.messages},
	}
}

// paneOpen reports whether the pane toggled by c is open.
func (a *App) paneOpen(c control.Command) bool {
	for _, p := range a.panes {
		if p.cmd == c {
			return p.on
		}
	}
	return false
}

// togglePane opens or closes the pane toggled by c.
func (a *App) togglePane(c control.Command) {
	for _, p := range a.panes {
		if p.cmd == c {
			p.on = !p.on
		}
	}
}

// shown reports whether a pane is open and has something to show.
func (p *paneSlot) shown() bool { return p.on && (p.avail == nil || p.avail()) }

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

// scrollPanes turns the wheel over a pane into scrolling; it reports
// whether the wheel was used.
func (a *App) scrollPanes(pt image.Point, wy float64) bool {
	if wy == 0 {
		return false
	}
	step := 3
	if wy < 0 {
		step = -3
	}
	for _, p := range a.panes {
		if p.shown() && pt.In(p.area) {
			p.pane.Scroll(step)
			return true
		}
	}
	return false
}

// infoPaner is the renderer's info pane, if it has one.
func (a *App) infoPaner() render.Renderer {
	if ip := a.rend; ip != nil && ip.InfoTitle() != "" {
		return ip
	}
	return nil
}
