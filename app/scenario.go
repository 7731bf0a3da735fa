package app

import (
	"fmt"
	"path/filepath"
	"strings"
	"time"

	"arena/ai/match"
	"arena/ai/session"
	"arena/app/driver"
	"arena/app/ui/prompt"
	"arena/app/watch"
	"arena/platform"
	"arena/sim/scenario"
)

// extras holds the window state of scenarios, forks with a new player and
// watch mode (this file, fork.go, watchmode.go): one field of App.
type extras struct {
	// scen is the scenario the current source was started from, for R
	// and watch mode to start it again; nil otherwise.
	scen *scenarioRun
	// prompt is the open text field (a seat's new player), or nil.
	prompt *prompt.Prompt
	// watch is --watch's watcher of the players' programs (watchmode.go).
	watch watch.Mode
}

// scenarioRun is a scenario file opened, and the players it plays with.
type scenarioRun struct {
	path    string
	sc      *scenario.Scenario
	players []string
}

// scenarioSource opens a scenario file as a session that plays on from its
// position with players (nil: the command line's when they fit its seats,
// else the game's defaults, driver.ScenarioPlayers).
func (a *App) scenarioSource(path string, players []string) (driver.Source, *scenarioRun, error) {
	sc, err := scenario.Load(path)
	if err != nil {
		return nil, nil, err
	}
	if players == nil {
		var given, def []string
		if m := a.opts.Match; m.Game == sc.Game || a.opts.Scenario != "" {
			given = m.Players
		}
		if a.opts.Defaults != nil {
			def = a.opts.Defaults(sc.Game)
		}
		players = driver.ScenarioPlayers(sc, given, def)
	}
	s, err := session.FromScenario(sc, filepath.Base(path), players, match.Options{NoTimeout: a.opts.Match.NoTimeout})
	if err != nil {
		return nil, nil, err
	}
	return s, &scenarioRun{path: path, sc: sc, players: players}, nil
}

// openScenarioFile opens a scenario (Ctrl+O, a dropped file) in place of
// the current source, paused at its position.
func (a *App) openScenarioFile(path string) {
	src, run, err := a.scenarioSource(path, nil)
	if err != nil {
		a.toast("open: " + err.Error())
		return
	}
	a.showFile(path, src)
	a.ext.scen = run
	a.ctl.SetPlaying(false)
	a.toast(fmt.Sprintf("scenario %s: tick %d of %s; Space plays on", filepath.Base(path), run.sc.Tick, run.sc.Game))
	a.noteScenario(src)
}

// noteScenario says when this engine reaches another state than the one
// the scenario was saved in.
func (a *App) noteScenario(src driver.Source) {
	if m := src.Meta(); strings.Contains(m.Replay, "another engine") {
		a.toast(m.Replay)
	}
}

// restartScenario starts the current scenario again (R, watch mode),
// reporting whether there was one.
func (a *App) restartScenario() bool {
	run := a.ext.scen
	if run == nil {
		return false
	}
	src, again, err := a.scenarioSource(run.path, run.players)
	if err != nil {
		a.toast("restart: " + err.Error())
		return true
	}
	a.Replace(src)
	a.ext.scen = again
	a.ctl.SetPlaying(true)
	a.toast("scenario " + filepath.Base(run.path) + " again")
	return true
}

// saveScenario saves the state on screen (the cursor's position, with the
// edits made there) as "<game>-<date>-seed<seed>-t<tick>.scenario.txt":
// through the file dialog when there is one, else into the replay folder.
func (a *App) saveScenario() {
	name := fmt.Sprintf("%s-%s-seed%d-t%04d%s", a.meta.Game, time.Now().Format("20060102-150405"), a.meta.Seed, a.tick(), scenario.Ext)
	a.saveAs("Save scenario", name, func(path string) {
		a.ctl.SaveScenario(path, func() string {
			platform.AddRecent(path)
			fmt.Println("scenario saved:", path)
			return "scenario saved: " + path
		})
	})
}
