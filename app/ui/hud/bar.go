package hud

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/app/control"
	"arena/app/ui"
	"arena/render"
)

// BarState is what the bottom bar's buttons reflect this frame.
type BarState struct {
	// Playing labels Play as Pause; Join adds Join, Lock and Stop (the
	// game's clients connect over TCP) and Joined lights Join.
	Playing, Join, Joined bool
	// SummaryReady adds the Summary button, lit while SummaryOn.
	SummaryReady, SummaryOn bool
	Help                    bool
	Speed                   float64
}

// BarButton is a bottom-bar button before placement (ui.Flow): it runs
// Cmd, or sets the speed to Speed when Cmd is empty. Group starts a new
// group (a gap before it).
type BarButton struct {
	Label, Tip string
	W          int
	On, Group  bool
	Cmd        control.Command
	Speed      float64
}

// BarButtons lists the bottom bar's buttons for a window w wide:
// transport, Join/Lock/Stop where clients can join, speeds (the in-between
// ones only in a wide window; Up and Down reach them all), then the
// session's. ui.Flow wraps them to a second row rather than letting them
// overlap.
func BarButtons(w int, s BarState) []BarButton {
	var bs []BarButton
	group := false
	add := func(label string, bw int, on bool, tip string, c control.Command) {
		bs = append(bs, BarButton{Label: label, Tip: tip, W: max(bw, 10+ui.TextW(label)), On: on, Group: group, Cmd: c})
		group = false
	}
	playLabel := "Play"
	if s.Playing {
		playLabel = "Pause"
	}
	add("|<", 30, false, "first turn (Home)", control.First)
	add("<<", 30, false, "10 back (PgUp)", control.Back10)
	add("<", 30, false, "step back (Left)", control.StepBack)
	add(playLabel, 56, false, "play / pause (Space)", control.PlayPause)
	if s.Join {
		add("Step", 44, false, "one tick (Right)", control.StepFwd) // the original server's name (reference §5)
	} else {
		add(">", 30, false, "step (Right)", control.StepFwd)
	}
	add(">>", 30, false, "10 forward (PgDn)", control.Fwd10)
	add(">|", 30, false, "last turn (End)", control.Last)
	if s.Join {
		group = true
		add("Join", 44, s.Joined, "drop the players and wait for clients (Ctrl+J)", control.Join)
		add("Lock", 44, false, "built-in AIs in the empty seats, and start (Ctrl+L)", control.Lock)
		add("Stop", 44, false, "end the match (Ctrl+X)", control.Stop)
	}
	group = true
	add("-", 24, false, "slower (Down)", control.Slower)
	narrow := w < 1200 || (s.Join && w < 1380)
	for _, sp := range control.Ladder {
		if narrow && (sp == 2 || sp == 20 || sp == 200) {
			continue
		}
		if s.Join && w < 1200 && (sp == 5 || sp == 50 || sp == 500) {
			continue
		}
		label := control.SpeedText(sp)
		label = label[:len(label)-2]
		if sp == control.Full {
			label = "Full"
		}
		add(label, 14+ui.TextW(label), s.Speed == sp, "speed", "")
		bs[len(bs)-1].Speed = sp
	}
	add("+", 24, false, "faster (Up)", control.Faster)
	group = true
	if s.SummaryReady {
		add("Summary", 70, s.SummaryOn, "end-of-game summary (S)", control.Summary)
	}
	add("Restart", 64, false, "same seed (R)", control.Restart)
	add("New seed", 72, false, "N", control.NewSeed)
	add("Save", 44, false, "Ctrl+S", control.Save)
	add("Open", 44, false, "Ctrl+O", control.Open)
	add("Start...", 70, false, "start screen (F2)", control.StartMenu)
	add("Help", 44, s.Help, "F1", control.Help)
	return bs
}

// DrawBar draws the bottom bar filling r and those of buttons that lie in
// it, lit under the mouse.
func DrawBar(dst *ebiten.Image, r image.Rectangle, buttons []ui.Button, mouse image.Point) {
	render.Rect(dst, 0, float64(r.Min.Y), float64(r.Dx()), float64(r.Dy()), ui.Bar)
	render.Rect(dst, 0, float64(r.Min.Y), float64(r.Dx()), 1, render.PanelBorder)
	for _, b := range buttons {
		if b.R.Min.Y >= r.Min.Y {
			ui.DrawButton(dst, b, mouse.In(b.R))
		}
	}
}

// Banner draws a one-line prompt centred across the top of the map area
// m (a two-step edit waiting for its target: "click the target").
func Banner(dst *ebiten.Image, m image.Rectangle, text string) {
	msg := ui.FitWidth(text, float64(m.Dx()-40))
	mw := float64(ui.TextW(msg))
	cx := float64(m.Min.X + m.Dx()/2)
	render.Rect(dst, cx-mw/2-8, float64(m.Min.Y+6), mw+16, 20, ui.Opaque)
	render.TextCentered(dst, msg, cx, float64(m.Min.Y+16), render.Small, render.Accent)
}
