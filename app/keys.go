package app

import (
	"arena/ai/session"
	"arena/app/control"
	"arena/app/driver"
)

// PressKeys feeds the keymap layer one frame with keys held (ebiten key
// names such as "Space", "ArrowRight", "D") and one frame with them
// released, running the commands it yields, exactly as real key presses
// do. Tests and scripts drive the app with it.
func (a *App) PressKeys(mods control.Mods, keys ...string) []control.Command {
	var out []control.Command
	for _, down := range [][]string{keys, nil} {
		for _, c := range a.input.Frame(mods, down) {
			out = append(out, c)
			a.Do(c)
		}
	}
	return out
}

// Camera returns the current camera, for tests that map world points to
// the screen.
func (a *App) Camera() (cam interface {
	ToScreen(wx, wy float64) (float64, float64)
}) {
	return a.cam
}

// CurrentFrame returns the frame the app shows.
func (a *App) CurrentFrame() *session.Frame { return a.frame }

// Controller returns the app's controller.
func (a *App) Controller() *driver.Controller { return a.ctl }

// Speed returns the playback speed in ticks per second.
func (a *App) Speed() float64 { return a.speed }

// LastDrawTime is how long the last Draw took on the CPU side.
func (a *App) LastDrawTime() float64 { return a.lastDraw.Seconds() }

// FrameStats is the frame-time display's line and whether it is on, for
// tests.
func (a *App) FrameStats() (string, bool) { return a.stats.Text(), a.stats.On }
