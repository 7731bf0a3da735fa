package app

import (
	"errors"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"arena/ai"
	"arena/app/ui/menu"
	"arena/app/ui/prompt"
	"arena/platform"
	"arena/sim/session"
)

// Forking with a rebuilt bot: at the tick on screen a seat gets a new
// player (a proc: command line or another built-in, typed into a prompt)
// and the match plays on from there. The session keeps the branch left
// (session.Branches), which Ctrl+B (save-branch) or the menu saves; the
// timeline marks the fork.

// forkPrompt asks for seat's new player (0-based) from the tick on screen.
func (a *App) forkPrompt(seat int) {
	if a.frame == nil || len(a.frame.Players) == 0 {
		return
	}
	seat = max(0, min(seat, len(a.frame.Players)-1))
	tick := a.tick()
	cur := a.frame.Players[seat].Agent
	a.ctl.SetPlaying(false)
	a.popup, a.picking = nil, nil
	a.ext.prompt = prompt.New(fmt.Sprintf("From tick %d, seat %d (now %s) plays with:", tick, seat+1, cur),
		"builtin:NAME or proc:COMMAND LINE; N=SPEC for another seat. Enter forks here, Esc cancels.",
		fmt.Sprintf("%d=%s", seat+1, cur),
		func(text string) { a.forkWith(tick, seat, text) })
}

// parseSeatSpec reads "N=SPEC" (seat N, from 1) or "SPEC" (seat def).
func parseSeatSpec(text string, def int) (int, string) {
	text = strings.TrimSpace(text)
	if n, rest, ok := strings.Cut(text, "="); ok {
		if k, err := strconv.Atoi(strings.TrimSpace(n)); err == nil {
			return k - 1, strings.TrimSpace(rest)
		}
	}
	return def, text
}

// forkWith forks at tick with seat's new player and plays on.
func (a *App) forkWith(tick, seat int, text string) {
	seat, spec := parseSeatSpec(text, seat)
	if sp, err := ai.ParseSpec(spec); err == nil {
		spec = sp.String() // "hunter" is "builtin:hunter"
	}
	done := make(chan error, 1)
	a.ctl.Call(func(src Source) (*Frame, error) {
		ss, ok := src.(*session.Session)
		if !ok {
			return nil, errors.New("this source cannot fork")
		}
		return ss.ForkWith(tick, seat, spec)
	}, done)
	go func() {
		if err := <-done; err != nil {
			a.ctl.Note("fork: " + err.Error())
			return
		}
		a.ctl.Note(fmt.Sprintf("forked at tick %d: seat %d is %s; Ctrl+B saves the branch left", tick, seat+1, spec))
		a.ctl.SetPlaying(true)
	}()
	// The players changed: R and watch mode restart with the new ones.
	a.ext.scen = nil
}

// saveBranch saves the newest branch a fork left, into the replay folder.
func (a *App) saveBranch() {
	name := fmt.Sprintf("%s-%s-%d-branch.arena.jsonl.gz", a.meta.Game, time.Now().Format("20060102-150405"), a.meta.Seed)
	path := filepath.Join(a.opts.ReplayDir, name)
	done := make(chan error, 1)
	var at int
	a.ctl.Call(func(src Source) (*Frame, error) {
		ss, ok := src.(*session.Session)
		if !ok || len(ss.Branches()) == 0 {
			return nil, errors.New("no branch to save: fork with a new player first (Ctrl+P)")
		}
		br := ss.Branches()
		at = br[len(br)-1].At
		return nil, ss.SaveBranch(len(br)-1, path)
	}, done)
	go func() {
		if err := <-done; err != nil {
			a.ctl.Note("save branch: " + err.Error())
			return
		}
		platform.AddRecent(path)
		fmt.Println("branch saved:", path)
		a.ctl.Note(fmt.Sprintf("branch left at tick %d saved: %s", at, path))
	}()
}

// extraMenuItems are the right-click menu's entries of this file and
// scenario.go: a seat's new player from here, the scenario of this tick,
// the branch a fork left.
func (a *App) extraMenuItems() []menu.Item {
	var items []menu.Item
	if a.frame == nil {
		return nil
	}
	for i, p := range a.frame.Players {
		items = menu.AddToGroup(items, "Fork: new player", menu.Item{Label: fmt.Sprintf("Seat %d (%s)…", i+1, p.Name), Do: func() { a.forkPrompt(i) }})
	}
	items = append(items, menu.Item{Label: fmt.Sprintf("Save scenario at tick %d", a.tick()), Do: a.saveScenario})
	if a.hasFork() {
		items = append(items, menu.Item{Label: "Save the branch left by the fork", Do: a.saveBranch})
	}
	return items
}

// hasFork says whether the timeline shows a fork, so a branch may be left.
func (a *App) hasFork() bool {
	for _, m := range a.ctl.Markers() {
		if m.Kind == session.KindFork {
			return true
		}
	}
	return false
}
