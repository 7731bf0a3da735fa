package app

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"arena/ai"
	"arena/app/ui/prompt"
	"arena/app/watch"
	"arena/platform"
	"arena/sim/fileio"
	"arena/sim/match"
	"arena/sim/scenario"
	"arena/sim/session"
)

// extras holds the window state of scenarios, forks with a new player and
// watch mode (this file, fork.go, watchmode.go): one field of App.
type extras struct {
	// scen is the scenario the current source was started from, for R
	// and watch mode to start it again; nil otherwise.
	scen *scenarioRun
	// prompt is the open text field (a seat's new player), or nil.
	prompt *prompt.Prompt
	// watcher is --watch's, nil without it (watchmode.go).
	watcher *watch.Watcher
	// watchKey is the players whose programs are watched.
	watchKey string
}

// scenarioRun is a scenario file opened, and the players it plays with.
type scenarioRun struct {
	path    string
	sc      *scenario.Scenario
	players []string
}

// isScenarioFile says whether path starts like a scenario (its first line,
// after comments, is scenario.Magic); replays are gzip and never do.
func isScenarioFile(path string) bool {
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	head := make([]byte, 4096)
	n, _ := io.ReadFull(f, head)
	for _, line := range bytes.Split(head[:n], []byte("\n")) {
		line = bytes.TrimSpace(line)
		if len(line) == 0 || line[0] == '#' {
			continue
		}
		return string(line) == scenario.Magic
	}
	return false
}

// loadScenario reads and parses a scenario file, bounded like every input.
func loadScenario(path string) (*scenario.Scenario, error) {
	data, err := fileio.ReadFile(path, scenario.Limit)
	if err != nil {
		return nil, err
	}
	return scenario.Parse(data, filepath.Base(path))
}

// scenarioPlayers picks a player per seat of sc: the command line's
// (Options.Match.Players) when they fit, else the game's defaults
// (Options.Defaults), repeated over the seats.
func (a *App) scenarioPlayers(sc *scenario.Scenario) []string {
	n := len(sc.Players)
	if m := a.opts.Match.Players; len(m) == n && (a.opts.Match.Game == sc.Game || a.opts.Scenario != "") {
		return append([]string(nil), m...)
	}
	var def []string
	if a.opts.Defaults != nil {
		def = a.opts.Defaults(sc.Game)
	}
	if len(def) == 0 {
		for _, b := range ai.Bots(sc.Game) {
			def = append(def, "builtin:"+b.Name)
			break
		}
	}
	if len(def) == 0 {
		return nil
	}
	out := make([]string, n)
	for i := range out {
		out[i] = def[i%len(def)]
	}
	return out
}

// scenarioSource opens a scenario file as a session that plays on from its
// position with players (nil: scenarioPlayers).
func (a *App) scenarioSource(path string, players []string) (Source, *scenarioRun, error) {
	sc, err := loadScenario(path)
	if err != nil {
		return nil, nil, err
	}
	if players == nil {
		players = a.scenarioPlayers(sc)
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
	a.start = nil
	platform.AddRecent(path)
	a.Replace(src)
	a.ext.scen = run
	a.ctl.SetPlaying(false)
	a.toast(fmt.Sprintf("scenario %s: tick %d of %s; Space plays on", filepath.Base(path), run.sc.Tick, run.sc.Game))
	a.noteScenario(src)
}

// noteScenario says when this engine reaches another state than the one
// the scenario was saved in.
func (a *App) noteScenario(src Source) {
	if m := src.Meta(); len(m.Replay) > 0 && bytes.Contains([]byte(m.Replay), []byte("another engine")) {
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

// scenarioName is "<game>-<date>-seed<seed>-t<tick>.scenario.txt".
func (a *App) scenarioName() string {
	return fmt.Sprintf("%s-%s-seed%d-t%04d%s", a.meta.Game, time.Now().Format("20060102-150405"), a.meta.Seed, a.tick(), scenario.Ext)
}

// saveScenario saves the state on screen (the cursor's position, with the
// edits made there) as a scenario file: through the file dialog when there
// is one, else into the replay folder.
func (a *App) saveScenario() { a.saveAs("Save scenario", a.scenarioName(), a.saveScenarioTo) }

// saveScenarioTo writes the scenario on the worker (which owns the
// session) and tells how it went.
func (a *App) saveScenarioTo(path string) {
	done := make(chan error, 1)
	a.ctl.Call(func(src Source) (*Frame, error) {
		ss, ok := src.(*session.Session)
		if !ok {
			return nil, errors.New("this source cannot save scenarios")
		}
		sc, err := ss.Scenario()
		if err != nil {
			return nil, err
		}
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return nil, err
		}
		return nil, os.WriteFile(path, sc.Bytes(), 0o644)
	}, done)
	go func() {
		if err := <-done; err != nil {
			a.ctl.Note("scenario: " + err.Error())
			return
		}
		platform.AddRecent(path)
		fmt.Println("scenario saved:", path)
		a.ctl.Note("scenario saved: " + path)
	}()
}
