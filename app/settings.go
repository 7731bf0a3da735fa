package app

import (
	"slices"

	"arena/app/control"
	"arena/render"
)

// viewPrefix starts the command that cycles a renderer's own view setting:
// "view:fog" steps Paintball's fog of war to its next value.
const viewPrefix = "view:"

// ViewCommand is the command that cycles the renderer setting name.
func ViewCommand(name string) control.Command { return control.Command(viewPrefix + name) }

// defaultSettings gives every setting of r its first value.
func defaultSettings(r render.Renderer) map[string]string {
	out := map[string]string{}
	if c := r; c != nil {
		for _, s := range c.ViewSettings() {
			if len(s.Values) > 0 {
				out[s.Name] = s.Values[0]
			}
		}
	}
	return out
}

// viewSettings lists the current renderer's settings (none for most games).
func (a *App) viewSettings() []render.Setting {
	if c := a.rend; c != nil {
		return c.ViewSettings()
	}
	return nil
}

// cycleSetting moves setting name to its next value, wrapping around. The
// settings map is replaced, not changed, because the last View handed to
// the renderer may still hold the old one.
func (a *App) cycleSetting(name string) {
	for _, s := range a.viewSettings() {
		if s.Name != name || len(s.Values) == 0 {
			continue
		}
		next := map[string]string{}
		for k, v := range a.settings {
			next[k] = v
		}
		i := slices.Index(s.Values, a.settings[name])
		next[name] = s.Values[(i+1)%len(s.Values)]
		a.settings = next
		a.toast(name + ": " + next[name])
		return
	}
}

// Setting returns the current value of a renderer setting, for tests.
func (a *App) Setting(name string) string { return a.settings[name] }
