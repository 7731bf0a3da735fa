package app

import (
	"image"

	"arena/app/control"
	"arena/app/ui"
	"arena/app/ui/hud"
	"arena/app/ui/side"
	snd "arena/sound"
)

// App-level commands beyond the keymap's, used by on-screen buttons.
const (
	cmdCommands control.Command = "overlay-commands"
	cmdHover    control.Command = "overlay-hover"
)

// layoutRects is the window as laid out this frame: the regions
// (ui.Layout), the bottom bar's and sidebar's buttons, and where the
// sidebar's "Overlays" block starts (the player panels end above it).
type layoutRects struct {
	top, side, bottom, mapArea, timeline image.Rectangle
	overlaysY                            int
	buttons                              []ui.Button
}

// wantSide is the sidebar width the renderer asks for (a renderer that
// draws many players itself wants more).
func (a *App) wantSide() int {
	if pp := a.rend; pp != nil {
		return max(ui.SideW, pp.PlayersWidth())
	}
	return ui.SideW
}

// layout computes the window's regions and buttons; Update and Draw share
// it so hit tests match what is drawn. The regions come from ui.Layout;
// panes get theirs from the pane table's order.
func (a *App) layout() layoutRects {
	w, h := max(a.w, ui.MinW), max(a.h, ui.MinH)
	bar := a.barButtons(w)
	widths := make([]int, len(bar))
	groups := make([]bool, len(bar))
	for i, b := range bar {
		widths[i], groups[i] = b.W, b.Group
	}
	_, rows := ui.Flow(widths, groups, 10, 0, w-10, 4)
	q := ui.Want{W: w, H: h, Side: a.wantSide(), BarRows: rows}
	a.panes.Want(&q)
	reg := ui.Layout(q)
	l := layoutRects{top: reg.Top, side: reg.Side, bottom: reg.Bottom, mapArea: reg.Map, timeline: reg.Timeline}
	a.panes.Place(reg)
	rects, _ := ui.Flow(widths, groups, 10, reg.Bottom.Min.Y+ui.BarTop, w-10, 4)
	for i, b := range bar {
		l.buttons = append(l.buttons, ui.Button{R: rects[i], Label: b.Label, On: b.On, Do: a.barDo(b), Tip: b.Tip})
	}
	a.sideButtons(&l)
	return l
}

// barButtons lists the bottom bar's buttons (hud.BarButtons) for a
// window w wide.
func (a *App) barButtons(w int) []hud.BarButton {
	return hud.BarButtons(w, hud.BarState{
		Playing: a.ctl != nil && a.ctl.Playing(), Join: a.canJoin(), Joined: a.lobby != nil,
		SummaryReady: a.summaryReady(), SummaryOn: !a.hideSummary, Help: a.help, Speed: a.speed,
	})
}

// barDo is what a bottom-bar button does: its command, or its speed.
func (a *App) barDo(b hud.BarButton) func() {
	if b.Cmd == "" {
		return func() { a.setSpeed(b.Speed) }
	}
	return func() { a.Do(b.Cmd) }
}

// sideButtons puts the overlay toggles, the sound row and the renderer's
// view settings at the bottom of the sidebar (side.ControlButtons).
func (a *App) sideButtons(l *layoutRects) {
	c := side.Controls{Overlays: a.overlays, CommandsCmd: cmdCommands, HoverCmd: cmdHover,
		Logs: a.paneOpen(control.Logs), Messages: a.paneOpen(control.Messages), Info: a.paneOpen(control.Info), HasInfo: a.infoPaner() != nil,
		// --mute, ARENA_NO_AUDIO or no device: there is nothing to turn on.
		NoSound: a.opts.Sound == nil || a.opts.Sound == snd.Silent, Muted: a.mixer.Muted(), Volume: a.mixer.Volume(),
		Settings: a.viewSettings(), Values: a.settings, View: ViewCommand}
	bs, y := side.ControlButtons(l.side, c, func(c control.Command) func() { return func() { a.Do(c) } })
	l.buttons = append(l.buttons, bs...)
	l.overlaysY = y
}
