package app

import (
	"arena/app/control"
	"arena/app/ui"
	"arena/render"
)

// viewPrefix starts the command that cycles a renderer's own view setting
// (ui.Cycle): "view:fog" steps Paintball's fog of war to its next value.
const viewPrefix = "view:"

// ViewCommand is the command that cycles the renderer setting name.
func ViewCommand(name string) control.Command { return control.Command(viewPrefix + name) }

// viewSettings lists the current renderer's settings (none for most games).
func (a *App) viewSettings() []render.Setting {
	if a.rend != nil {
		return a.rend.ViewSettings()
	}
	return nil
}

// cycleSetting moves setting name to its next value.
func (a *App) cycleSetting(name string) {
	if next, ok := ui.Cycle(a.viewSettings(), a.settings, name); ok {
		a.settings, a.settingsMoved = next, true
		a.toast(name + ": " + next[name])
	}
}

// Setting returns the current value of a renderer setting, for tests.
func (a *App) Setting(name string) string { return a.settings[name] }
