package app

import (
	"fmt"
	"path/filepath"
	"time"

	"arena/ai/session"
	"arena/app/driver"
	"arena/app/ui/menu"
	"arena/app/ui/prompt"
	"arena/platform"
)

// Forking with a rebuilt bot: at the tick on screen a seat gets a new
// player (a proc: command line or another built-in, typed into a prompt)
// and the match plays on from there (driver's Fork). The session keeps the
// branch left (session.Branches), which Ctrl+B (save-branch) or the menu
// saves; the timeline marks the fork.

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

// forkWith forks at tick with the new player text names ("N=SPEC" or a
// spec for seat) and plays on.
func (a *App) forkWith(tick, seat int, text string) {
	seat, spec := driver.ParseSeat(text, seat)
	a.ctl.Fork(tick, seat, spec, func() string {
		a.ctl.SetPlaying(true)
		return fmt.Sprintf("forked at tick %d: seat %d is %s; Ctrl+B saves the branch left", tick, seat+1, spec)
	})
	// The players changed: R and watch mode restart with the new ones.
	a.ext.scen = nil
}

// saveBranch saves the newest branch a fork left, into the replay folder.
func (a *App) saveBranch() {
	name := fmt.Sprintf("%s-%s-%d-branch.arena.jsonl.gz", a.meta.Game, time.Now().Format("20060102-150405"), a.meta.Seed)
	path := filepath.Join(a.opts.ReplayDir, name)
	a.ctl.SaveBranch(path, func(at int) string {
		platform.AddRecent(path)
		fmt.Println("branch saved:", path)
		return fmt.Sprintf("branch left at tick %d saved: %s", at, path)
	})
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
