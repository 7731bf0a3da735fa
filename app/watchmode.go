package app

import (
	"fmt"
	"path/filepath"
	"time"
)

// Watch mode (--watch, app/watch's Mode): when a bot's program file or its
// directory changes, the current match starts again (the same seed, or the
// same scenario) with the same players, and plays on to the tick that was
// on screen, keeping the camera and the overlays: rebuild the bot, look at
// the same moment of the same game.

// playerSpecs are the agents of the seats on screen (a fork may have
// changed them since the source started).
func (a *App) playerSpecs() []string {
	var specs []string
	if a.frame != nil {
		for _, p := range a.frame.Players {
			specs = append(specs, p.Agent)
		}
	}
	if len(specs) == 0 {
		for _, p := range a.meta.Players {
			specs = append(specs, p.Agent)
		}
	}
	return specs
}

// pollWatch restarts the match when the watcher says a change is due;
// now is the clock's reading (tests pass their own).
func (a *App) pollWatch(now time.Time) {
	if a.opts.Watch {
		// New players (the start screen, a fork) bring new programs.
		if msg := a.ext.watch.Follow(a.playerSpecs()); msg != "" {
			a.toast(msg)
		}
	}
	if path, due := a.ext.watch.Poll(now); due {
		a.watchRestart(filepath.Base(path))
	}
}

// watchRestart starts the match again and plays on to the tick on screen,
// with the camera and overlays as they are.
func (a *App) watchRestart(why string) {
	tick, cam, playing := a.tick(), a.cam, a.ctl.Playing()
	if !a.restartScenario() {
		m := a.spec()
		// The players on screen, a fork's new one included.
		if specs := a.playerSpecs(); len(specs) == len(m.Players) {
			m.Players = specs
		}
		src, err := a.newMatch(m)
		if err != nil {
			a.toast("watch: restart: " + err.Error())
			return
		}
		a.Replace(src)
	}
	// Replace refits the camera for a new game; this is the same one.
	a.cam = cam
	a.ctl.SetPlaying(false)
	a.ctl.PlayTo(tick)
	if playing {
		a.ctl.SetPlaying(true)
	}
	a.toast(fmt.Sprintf("%s changed: restarted, back at tick %d", why, tick))
}
