package app

import (
	"fmt"
	"image"
	"image/color"

	"arena/app/control"
	"arena/render"
	snd "arena/sound"
)

var (
	bgColor     = color.RGBA{18, 20, 32, 255}
	barColor    = color.RGBA{26, 29, 46, 255}
	buttonColor = color.RGBA{44, 50, 78, 255}
	buttonHot   = color.RGBA{70, 80, 124, 255}
	buttonOn    = color.RGBA{96, 120, 200, 255}
	opaquePanel = color.RGBA{20, 22, 36, 255}
)

// Sizes of the fixed HUD parts, in window pixels.
const (
	topH    = 26
	sideW   = 300 // the sidebar's width unless the renderer asks for more
	bottomH = 66
	logH    = 220
	infoW   = 380
)

// App-level commands beyond the keymap's, used by on-screen buttons.
const (
	cmdCommands control.Command = "overlay-commands"
	cmdHover    control.Command = "overlay-hover"
)

// button is an on-screen control; do runs it.
type button struct {
	r     image.Rectangle
	label string
	on    bool
	do    func()
	tip   string
}

type layoutRects struct {
	top, side, bottom, mapArea, logArea, msgArea, infoArea, timeline image.Rectangle
	// overlaysY is where the sidebar's "Overlays" block starts; the player
	// panels end above it.
	overlaysY int
	buttons   []button
}

// sideWidth is the sidebar's width: wider for a renderer that draws many
// players itself (render.Renderer.PlayersWidth).
func (a *App) sideWidth() int {
	if pp := a.rend; pp != nil {
		return max(sideW, pp.PlayersWidth())
	}
	return sideW
}

// layout computes the window's regions and buttons; Update and Draw share
// it so hit tests match what is drawn.
func (a *App) layout() layoutRects {
	w, h := a.w, a.h
	sw := a.sideWidth()
	var l layoutRects
	l.top = image.Rect(0, 0, w, topH)
	l.side = image.Rect(w-sw, topH, w, h-bottomH)
	l.bottom = image.Rect(0, h-bottomH, w, h)
	l.mapArea = image.Rect(0, topH, w-sw, h-bottomH)
	if a.info && a.infoPaner() != nil {
		l.infoArea = image.Rect(0, topH, infoW, h-bottomH)
		l.mapArea.Min.X = infoW
	}
	// The log and messages panes share the strip under the map; the
	// protocol inspector (W) takes the log pane's place.
	logs := a.logs || a.wire
	if logs || a.msgs {
		stripH := logH
		if a.wire {
			// The inspector shows whole messages: up to half the map.
			stripH = max(logH, (l.mapArea.Dy())/2)
		}
		strip := image.Rect(l.mapArea.Min.X, h-bottomH-stripH, w-sw, h-bottomH)
		l.mapArea.Max.Y = strip.Min.Y
		switch {
		case logs && a.msgs:
			mid := (strip.Min.X + strip.Max.X) / 2
			l.logArea = image.Rect(strip.Min.X, strip.Min.Y, mid, strip.Max.Y)
			l.msgArea = image.Rect(mid, strip.Min.Y, strip.Max.X, strip.Max.Y)
		case logs:
			l.logArea = strip
		default:
			l.msgArea = strip
		}
	}
	l.timeline = image.Rect(10, h-bottomH+8, w-10, h-bottomH+26)

	// Transport and speed buttons under the timeline.
	x, y := 10, h-bottomH+34
	add := func(label string, bw int, on bool, tip string, do func()) {
		// Never narrower than the label's text (widths come from the font).
		bw = max(bw, 10+textW(label))
		l.buttons = append(l.buttons, button{r: image.Rect(x, y, x+bw, y+24), label: label, on: on, do: do, tip: tip})
		x += bw + 4
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
		// The original server's toolbar names (reference §5).
		add("Step", 44, false, "one tick (Right)", cmd(control.StepFwd))
	} else {
		add(">", 30, false, "step (Right)", cmd(control.StepFwd))
	}
	add(">>", 30, false, "10 forward (PgDn)", cmd(control.Fwd10))
	add(">|", 30, false, "last turn (End)", cmd(control.Last))
	if join {
		x += 8
		add("Join", 44, a.lobby != nil, "drop the players and wait for clients (Ctrl+J)", cmd(control.Join))
		add("Lock", 44, false, "built-in AIs in the empty seats, and start (Ctrl+L)", cmd(control.Lock))
		add("Stop", 44, false, "end the match (Ctrl+X)", cmd(control.Stop))
	}
	x += 16
	add("-", 24, false, "slower (Down)", cmd(control.Slower))
	narrow := w < 1200
	if join {
		narrow = w < 1380
	}
	for _, s := range control.Ladder {
		s := s
		// A narrow window drops the in-between speeds from the buttons;
		// Up and Down still reach them.
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
		bw := 14 + textW(label)
		add(label, bw, a.speed == s, "speed", func() { a.setSpeed(s) })
	}
	add("+", 24, false, "faster (Up)", cmd(control.Faster))
	x += 16
	add("Restart", 64, false, "same seed (R)", cmd(control.Restart))
	add("New seed", 72, false, "N", cmd(control.NewSeed))
	if w < 1100 {
		x -= 8
	}
	add("Save", 44, false, "Ctrl+S", cmd(control.Save))
	add("Open", 44, false, "Ctrl+O", cmd(control.Open))
	add("Start...", 70, false, "start screen (F2)", cmd(control.StartMenu))
	add("Help", 44, a.help, "F1", cmd(control.Help))

	// Overlay toggles at the bottom of the sidebar, two per row.
	toggles := []struct {
		label string
		on    bool
		c     control.Command
	}{
		{"Grid (G)", a.overlays.Grid, control.Grid},
		{"Debug (D)", a.overlays.Debug, control.Debug},
		{"Commands", a.overlays.Commands, cmdCommands},
		{"Hover", a.overlays.Hover, cmdHover},
		{"Logs (L)", a.logs, control.Logs},
		{"Messages (E)", a.msgs, control.Messages},
	}
	if a.infoPaner() != nil {
		toggles = append(toggles, struct {
			label string
			on    bool
			c     control.Command
		}{"Info (I)", a.info, control.Info})
	}
	toggles = append(toggles, struct {
		label string
		on    bool
		c     control.Command
	}{"Fit (F)", false, control.Fit})
	bw := (sw - 28) / 2
	rows := (len(toggles)+1)/2 + 1 // and the sound row
	x, y = w-sw+10, h-bottomH-12-rows*28
	for i, t := range toggles {
		bx := x + (i%2)*(bw+8)
		by := y + (i/2)*28
		l.buttons = append(l.buttons, button{r: image.Rect(bx, by, bx+bw, by+24), label: t.label, on: t.on, do: cmd(t.c)})
	}
	// Sound: on/off with the volume, then quieter and louder.
	sy := y + (rows-1)*28
	sound, on := "Sound off (M)", false
	switch {
	case a.opts.Sound == nil || a.opts.Sound == snd.Silent:
		// --mute, ARENA_NO_AUDIO or no device: there is nothing to turn on.
		sound = "No sound"
	case !a.mixer.Muted():
		sound, on = fmt.Sprintf("Sound %.0f%% (M)", a.mixer.Volume()*100), true
	}
	l.buttons = append(l.buttons,
		button{r: image.Rect(x, sy, x+bw, sy+24), label: sound, on: on, do: cmd(control.Mute), tip: "M"},
		button{r: image.Rect(x+bw+8, sy, x+bw+8+(bw-4)/2, sy+24), label: "vol -", do: cmd(control.Quieter), tip: "["},
		button{r: image.Rect(x+bw+8+(bw-4)/2+4, sy, x+2*bw+8, sy+24), label: "vol +", do: cmd(control.Louder), tip: "]"})
	// The renderer's own settings sit above the common toggles, one button
	// each, growing upward; a click cycles the value.
	sets := a.viewSettings()
	srows := (len(sets) + 1) / 2
	for i, s := range sets {
		row := (len(sets)-1-i)/2 + 1
		bx := x + (i%2)*(bw+8)
		by := y - 6 - row*28
		label := s.Name + ": " + a.settings[s.Name]
		l.buttons = append(l.buttons, button{r: image.Rect(bx, by, bx+bw, by+24), label: label, tip: s.Tip, do: cmd(ViewCommand(s.Name))})
	}
	l.overlaysY = y - 6 - srows*28 - 18
	return l
}

// infoPaner is the renderer's info pane, if it has one.
func (a *App) infoPaner() render.Renderer {
	if ip := a.rend; ip != nil && ip.InfoTitle() != "" {
		return ip
	}
	return nil
}
