package app

import (
	"fmt"
	"math"
	"strings"

	"arena/app/control"
	"arena/sound"
)

// command handles one control.Command; c is the command itself, for the
// handlers a pair shares (zoom in and out, louder and quieter).
type command func(a *App, c control.Command)

// commands is the dispatch table of Do, keyed by the names the keymap
// (app/control) binds: a new command is one entry here and one binding
// there. It is filled in init because its handlers reach Do again.
var commands map[control.Command]command

// panStep is how far one pan command moves the map, in screen pixels.
const panStep = 12.0

func init() {
	pan := func(dx, dy float64) command {
		return func(a *App, _ control.Command) {
			a.cam.Pan(dx*a.dpi(), dy*a.dpi())
			a.clampCam(a.layout())
		}
	}
	paused := func(seek func(a *App, tick int) int) command {
		return func(a *App, _ control.Command) {
			a.ctl.SetPlaying(false)
			a.ctl.Seek(seek(a, a.tick()))
		}
	}
	commands = map[control.Command]command{
		control.PlayPause: func(a *App, _ control.Command) { a.playPause() },
		control.StepFwd: func(a *App, _ control.Command) {
			a.ctl.SetPlaying(false)
			a.ctl.Step() // replays a recorded tick, or plays a new one at the end
		},
		control.StepBack: paused(func(_ *App, t int) int { return t - 1 }),
		control.Fwd10:    func(a *App, _ control.Command) { a.forward10() },
		control.Back10:   paused(func(_ *App, t int) int { return t - 10 }),
		control.First:    paused(func(*App, int) int { return 0 }),
		control.Last: func(a *App, _ control.Command) {
			if a.frame != nil {
				a.ctl.Seek(a.frame.End)
			}
		},
		control.Faster:  func(a *App, _ control.Command) { a.setSpeed(control.SpeedUp(a.speed)) },
		control.Slower:  func(a *App, _ control.Command) { a.setSpeed(control.SpeedDown(a.speed)) },
		control.Nominal: func(a *App, _ control.Command) { a.setSpeed(a.nominal()) },
		control.ZoomIn:  (*App).zoom,
		control.ZoomOut: (*App).zoom,
		control.Fit:     func(a *App, _ control.Command) { a.fit() },

		control.PanLeft:  pan(panStep, 0),
		control.PanRight: pan(-panStep, 0),
		control.PanUp:    pan(0, panStep),
		control.PanDown:  pan(0, -panStep),

		control.Grid: func(a *App, _ control.Command) { a.overlays.Grid = !a.overlays.Grid },
		control.Debug: func(a *App, _ control.Command) {
			a.overlays.Debug = !a.overlays.Debug
			a.overlays.Commands = a.overlays.Debug
		},
		cmdCommands:      func(a *App, _ control.Command) { a.overlays.Commands = !a.overlays.Commands },
		cmdHover:         func(a *App, _ control.Command) { a.overlays.Hover = !a.overlays.Hover },
		control.Logs:     func(a *App, c control.Command) { a.togglePane(c) },
		control.Wire:     func(a *App, c control.Command) { a.togglePane(c) },
		control.WireCopy: func(a *App, _ control.Command) { a.copyInspector() },
		control.WireSave: func(a *App, _ control.Command) { a.saveInspectorTurn() },
		control.Help:     func(a *App, _ control.Command) { a.help = !a.help },
		control.Info:     func(a *App, _ control.Command) { a.toggleInfo() },
		control.Join:     func(a *App, _ control.Command) { a.join() },
		control.Lock:     func(a *App, _ control.Command) { a.lock() },
		control.Stop:     func(a *App, _ control.Command) { a.stop() },
		control.Open:     func(a *App, _ control.Command) { a.openDialog() },
		control.Save:     func(a *App, _ control.Command) { a.saveReplay() },
		control.Quit:     func(a *App, _ control.Command) { a.quit = true },
		control.Mute:     func(a *App, _ control.Command) { a.toggleMute() },
		control.Louder:   (*App).volume, control.Quieter: (*App).volume,

		// The chart pane and clip export (chartpane.go, clipexport.go).
		control.Charts:     func(a *App, _ control.Command) { a.charts.On = !a.charts.On },
		control.ClipIn:     func(a *App, _ control.Command) { a.markClip(true) },
		control.ClipOut:    func(a *App, _ control.Command) { a.markClip(false) },
		control.ClipExport: func(a *App, _ control.Command) { a.exportClip() },

		control.FrameStats: func(a *App, _ control.Command) { a.stats.On = !a.stats.On },
		control.Messages: func(a *App, _ control.Command) {
			a.togglePane(control.Messages)
			a.messages.Reset()
		},
		control.NextLog: func(a *App, _ control.Command) {
			if !a.paneOpen(control.Logs) {
				a.togglePane(control.Logs)
			}
			a.logPane.Next()
		},
		control.Restart:    func(a *App, _ control.Command) { a.restart(false) },
		control.NewSeed:    func(a *App, _ control.Command) { a.restart(true) },
		control.Screenshot: func(a *App, _ control.Command) { a.shotReq = true },
		control.StartMenu:  func(a *App, _ control.Command) { a.openStart() },
		control.Escape:     func(a *App, _ control.Command) { a.escape() },
		// scenario.go, fork.go
		control.SaveScenario: func(a *App, _ control.Command) { a.saveScenario() },
		control.ForkPlayer:   func(a *App, _ control.Command) { a.forkPrompt(a.logPane.Seat) },
		control.SaveBranch:   func(a *App, _ control.Command) { a.saveBranch() },
		control.Summary: func(a *App, _ control.Command) {
			if a.summaryReady() {
				a.hideSummary = !a.hideSummary
			} else {
				a.toast("no summary yet: the match is not over")
			}
		},
	}
}

// Do runs a named command: keys, buttons and tests all come through here.
// Commands outside the table cycle a renderer's own view setting
// (ViewCommand).
func (a *App) Do(c control.Command) {
	if h, ok := commands[c]; ok {
		h(a, c)
		return
	}
	if name, ok := strings.CutPrefix(string(c), viewPrefix); ok {
		a.cycleSetting(name)
	}
}

// tick is the tick of the frame on screen, 0 before the first.
func (a *App) tick() int {
	if a.frame == nil {
		return 0
	}
	return a.frame.Tick
}

func (a *App) playPause() {
	if a.lobby != nil {
		// Play while waiting for clients starts the game, as Lock.
		a.lock()
		return
	}
	a.ctl.SetPlaying(!a.ctl.Playing())
}

func (a *App) forward10() {
	f, tick := a.frame, a.tick()
	a.ctl.SetPlaying(false)
	a.ctl.Seek(tick + 10)
	// Past the recorded end, the rest are new turns played one by one.
	if f != nil && !f.Done {
		for i := f.End; i < tick+10; i++ {
			a.ctl.Step()
		}
	}
}

// zoom zooms in or out one step about the cursor when it is over the map,
// else about the centre.
func (a *App) zoom(c control.Command) {
	dir := 1
	if c == control.ZoomOut {
		dir = -1
	}
	cx, cy := a.cam.OX+a.cam.W/2, a.cam.OY+a.cam.H/2
	if mx, my := a.devPt(a.in.Mouse); a.cam.Contains(mx, my) {
		cx, cy = mx, my
	}
	a.cam.StepZoom(cx, cy, dir)
	a.clampCam(a.layout())
}

func (a *App) toggleInfo() {
	if a.infoPaner() == nil {
		a.toast("this game has no info pane")
		return
	}
	a.togglePane(control.Info)
}

// escape closes the innermost thing open: a menu, the help, the end
// summary, the selection; with nothing open it goes to the start screen.
func (a *App) escape() {
	switch {
	case a.popup != nil || a.picking != nil:
		a.popup, a.picking = nil, nil
	case a.help:
		a.help = false
	case a.summaryShown():
		a.hideSummary = true
	case a.sel != nil:
		a.sel = nil
	default:
		a.openStart()
	}
}

func (a *App) toggleMute() {
	if a.opts.Sound == nil || a.opts.Sound == sound.Silent {
		a.toast("no sound: started with --mute or ARENA_NO_AUDIO, or no audio device")
		return
	}
	a.mixer.SetMuted(!a.mixer.Muted())
	if a.mixer.Muted() {
		a.toast("sound off")
	} else {
		a.toast("sound on")
	}
}

// volume steps the volume by a tenth, up for Louder, down for Quieter.
func (a *App) volume(c control.Command) {
	step := 0.1
	if c == control.Quieter {
		step = -step
	}
	// Whole tenths, so ten presses always reach the ends.
	a.mixer.SetVolume(math.Round((a.mixer.Volume()+step)*10) / 10)
	a.toast(fmt.Sprintf("volume %.0f%%", a.mixer.Volume()*100))
}
