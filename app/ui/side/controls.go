package side

import (
	"fmt"
	"image"

	"arena/app/control"
	"arena/app/ui"
	"arena/render"
)

// Controls is what the sidebar's buttons reflect this frame.
type Controls struct {
	Overlays render.Overlays
	// CommandsCmd and HoverCmd toggle the two overlays that have no key.
	CommandsCmd, HoverCmd control.Command
	// Logs, Messages and Info say which panes are open; HasInfo that the
	// renderer has an info pane.
	Logs, Messages, Info, HasInfo bool
	// NoSound says there is no sound to turn on (--mute, ARENA_NO_AUDIO,
	// no device); else Muted and Volume (0..1) are the mixer's.
	NoSound, Muted bool
	Volume         float64
	// Settings are the renderer's own (a click cycles the value through
	// View(name)), Values their current values.
	Settings []render.Setting
	Values   map[string]string
	View     func(name string) control.Command
}

// ControlButtons puts the overlay toggles, the sound row and the
// renderer's view settings at the bottom of the sidebar side, two per
// row (Buttons), each running its command through do; it returns them and
// where the "Overlays" block starts.
func ControlButtons(side image.Rectangle, c Controls, do func(control.Command) func()) ([]ui.Button, int) {
	type toggle struct {
		label string
		on    bool
		c     control.Command
	}
	toggles := []toggle{
		{"Grid (G)", c.Overlays.Grid, control.Grid},
		{"Debug (D)", c.Overlays.Debug, control.Debug},
		{"Commands", c.Overlays.Commands, c.CommandsCmd},
		{"Hover", c.Overlays.Hover, c.HoverCmd},
		{"Logs (L)", c.Logs, control.Logs},
		{"Messages (E)", c.Messages, control.Messages},
	}
	if c.HasInfo {
		toggles = append(toggles, toggle{"Info (I)", c.Info, control.Info})
	}
	toggles = append(toggles, toggle{"Fit (F)", false, control.Fit})
	sound, on := "Sound off (M)", false
	switch {
	case c.NoSound:
		sound = "No sound"
	case !c.Muted:
		sound, on = fmt.Sprintf("Sound %.0f%% (M)", c.Volume*100), true
	}
	tb := make([]ui.Button, len(toggles))
	for i, t := range toggles {
		tb[i] = ui.Button{Label: t.label, On: t.on, Do: do(t.c)}
	}
	var sets []ui.Button
	for _, s := range c.Settings {
		sets = append(sets, ui.Button{Label: s.Name + ": " + c.Values[s.Name], Tip: s.Tip, Do: do(c.View(s.Name))})
	}
	return Buttons(side, tb,
		ui.Button{Label: sound, On: on, Do: do(control.Mute), Tip: "M"},
		ui.Button{Label: "vol -", Do: do(control.Quieter), Tip: "["},
		ui.Button{Label: "vol +", Do: do(control.Louder), Tip: "]"}, sets)
}
