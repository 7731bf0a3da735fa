package app

import (
	"fmt"
	"image"

	"arena/app/control"
	"arena/app/ui"
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
		widths[i], groups[i] = b.w, b.group
	}
	_, rows := ui.Flow(widths, groups, 10, 0, w-10, 4)
	q := ui.Want{W: w, H: h, Side: a.wantSide(), BarRows: rows}
	for _, p := range a.panes {
		if p.shown() {
			if p.dock == dockLeft {
				q.Left = true
			} else {
				q.Bottom++
				q.Tall = q.Tall || p.tall
			}
		}
	}
	reg := ui.Layout(q)
	l := layoutRects{top: reg.Top, side: reg.Side, bottom: reg.Bottom, mapArea: reg.Map, timeline: reg.Timeline}
	left, bi := false, 0
	for _, p := range a.panes {
		p.area = image.Rectangle{}
		if !p.shown() {
			continue
		}
		switch {
		case p.dock == dockLeft && !left:
			p.area, left = reg.Left, true
		case p.dock == dockBottom && bi < len(reg.Strip):
			p.area = reg.Strip[bi]
			bi++
		}
	}
	rects, _ := ui.Flow(widths, groups, 10, reg.Bottom.Min.Y+ui.BarTop, w-10, 4)
	for i, b := range bar {
		l.buttons = append(l.buttons, ui.Button{R: rects[i], Label: b.label, On: b.on, Do: b.do, Tip: b.tip})
	}
	a.sideButtons(&l)
	return l
}

// barButton is a bottom-bar button before placement.
type barButton struct {
	label, tip string
	w          int
	on, group  bool
	do         func()
}

// barButtons lists the bottom bar's buttons for a window w wide: transport,
// Join/Lock/Stop where clients can join, speeds (the in-between ones only
// in a wide window; Up and Down reach them all), then the session's.
// ui.Flow wraps them to a second row rather than letting them overlap.
func (a *App) barButtons(w int) []barButton {
	var bs []barButton
	group := false
	add := func(label string, bw int, on bool, tip string, do func()) {
		bs = append(bs, barButton{label: label, tip: tip, w: max(bw, 10+ui.TextW(label)), on: on, group: group, do: do})
		group = false
	}
	cmd := func(c control.Command) func() { return func() { a.Do(c) } }
	playLabel := "Play"
	if a.ctl != nil && a.ctl.Playing() {
		playLabel = "Pause"
	}
	join := a.canJoin()
	add("|<", 30, false, "first turn (Home)", cmd(control.First))
	add("<<", 30, false, "10 back (PgUp)", cmd(control.Back10))
	add("<", 30, false, "step back (Left)", cmd(control.StepBack))
	add(playLabel, 56, false, "play / pause (Space)", cmd(control.PlayPause))
	if join {
		add("Step", 44, false, "one tick (Right)", cmd(control.StepFwd)) // the original server's name (reference §5)
	} else {
		add(">", 30, false, "step (Right)", cmd(control.StepFwd))
	}
	add(">>", 30, false, "10 forward (PgDn)", cmd(control.Fwd10))
	add(">|", 30, false, "last turn (End)", cmd(control.Last))
	if join {
		group = true
		add("Join", 44, a.lobby != nil, "drop the players and wait for clients (Ctrl+J)", cmd(control.Join))
		add("Lock", 44, false, "built-in AIs in the empty seats, and start (Ctrl+L)", cmd(control.Lock))
		add("Stop", 44, false, "end the match (Ctrl+X)", cmd(control.Stop))
	}
	group = true
	add("-", 24, false, "slower (Down)", cmd(control.Slower))
	narrow := w < 1200 || (join && w < 1380)
	for _, s := range control.Ladder {
		if narrow && (s == 2 || s == 20 || s == 200) {
			continue
		}
		if join && w < 1200 && (s == 5 || s == 50 || s == 500) {
			continue
		}
		label := control.SpeedText(s)
		label = label[:len(label)-2]
		if s == control.Full {
			label = "Full"
		}
		add(label, 14+ui.TextW(label), a.speed == s, "speed", func() { a.setSpeed(s) })
	}
	add("+", 24, false, "faster (Up)", cmd(control.Faster))
	group = true
	if a.summaryReady() {
		add("Summary", 70, !a.hideSummary, "end-of-game summary (S)", cmd(control.Summary))
	}
	add("Restart", 64, false, "same seed (R)", cmd(control.Restart))
	add("New seed", 72, false, "N", cmd(control.NewSeed))
	add("Save", 44, false, "Ctrl+S", cmd(control.Save))
	add("Open", 44, false, "Ctrl+O", cmd(control.Open))
	add("Start...", 70, false, "start screen (F2)", cmd(control.StartMenu))
	add("Help", 44, a.help, "F1", cmd(control.Help))
	return bs
}

// sideButtons puts the overlay toggles, the sound row and the renderer's
// view settings at the bottom of the sidebar, two per row.
func (a *App) sideButtons(l *layoutRects) {
	cmd := func(c control.Command) func() { return func() { a.Do(c) } }
	type toggle struct {
		label string
		on    bool
		c     control.Command
	}
	toggles := []toggle{
		{"Grid (G)", a.overlays.Grid, control.Grid},
		{"Debug (D)", a.overlays.Debug, control.Debug},
		{"Commands", a.overlays.Commands, cmdCommands},
		{"Hover", a.overlays.Hover, cmdHover},
		{"Logs (L)", a.paneOpen(control.Logs), control.Logs},
		{"Messages (E)", a.paneOpen(control.Messages), control.Messages},
	}
	if a.infoPaner() != nil {
		toggles = append(toggles, toggle{"Info (I)", a.paneOpen(control.Info), control.Info})
	}
	toggles = append(toggles, toggle{"Fit (F)", false, control.Fit})
	sound, on := "Sound off (M)", false
	switch {
	case a.opts.Sound == nil || a.opts.Sound == snd.Silent:
		// --mute, ARENA_NO_AUDIO or no device: there is nothing to turn on.
		sound = "No sound"
	case !a.mixer.Muted():
		sound, on = fmt.Sprintf("Sound %.0f%% (M)", a.mixer.Volume()*100), true
	}
	tb := make([]ui.Button, len(toggles))
	for i, t := range toggles {
		tb[i] = ui.Button{Label: t.label, On: t.on, Do: cmd(t.c)}
	}
	// The renderer's own settings: a click cycles the value.
	var sets []ui.Button
	for _, s := range a.viewSettings() {
		sets = append(sets, ui.Button{Label: s.Name + ": " + a.settings[s.Name], Tip: s.Tip, Do: cmd(ViewCommand(s.Name))})
	}
	bs, y := side.Buttons(l.side, tb,
		ui.Button{Label: sound, On: on, Do: cmd(control.Mute), Tip: "M"},
		ui.Button{Label: "vol -", Do: cmd(control.Quieter), Tip: "["},
		ui.Button{Label: "vol +", Do: cmd(control.Louder), Tip: "]"}, sets)
	l.buttons = append(l.buttons, bs...)
	l.overlaysY = y
}
