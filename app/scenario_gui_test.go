//go:build gui

package app

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"arena/ai/session"
	"arena/app/control"
	"arena/app/driver"
	"arena/app/ui"
	"arena/app/watch"
	"arena/sim/scenario"
)

// pauseAt lets the app's match play past tick, then pauses there.
func pauseAt(t *testing.T, a *App, tick int) {
	t.Helper()
	waitFor(t, "the match to pass the tick", 30*time.Second, func(a *App) bool { return a.frame.End >= tick })
	onLoop(func() {
		a.ctl.SetPlaying(false)
		a.ctl.Seek(tick)
	})
	waitFor(t, "the tick", 20*time.Second, func(a *App) bool { return a.frame.Tick == tick })
}

// waitFile waits for a file to appear in dir with the given ending.
func waitFile(t *testing.T, dir, ending string) string {
	t.Helper()
	var found string
	waitFor(t, "a "+ending+" file", 20*time.Second, func(*App) bool {
		ents, _ := os.ReadDir(dir)
		for _, e := range ents {
			if strings.HasSuffix(e.Name(), ending) {
				found = filepath.Join(dir, e.Name())
			}
		}
		return found != ""
	})
	return found
}

// TestScenarioSaveAndOpen: Ctrl+Shift+S saves the tick on screen with its
// edit as a scenario; opening it (Ctrl+O and a drop both end in OpenFile,
// a drop under a temporary name) shows that very state, paused, with the
// history before it, and R starts the scenario again.
func TestScenarioSaveAndOpen(t *testing.T) {
	dir := t.TempDir()
	a := startApp(t, 1000, func(o *Options) { o.ReplayDir = dir })
	pauseAt(t, a, 12)
	onLoop(func() { a.edit("worm 1.1 hp 8") })
	var want uint64
	waitFor(t, "the edit", 10*time.Second, func(a *App) bool {
		want = a.frame.State.Hash()
		for _, w := range wormsState(a).Worms {
			if w.Ref().String() == "1.1" {
				return w.HP == 8
			}
		}
		return false
	})
	onLoop(func() { a.Do(control.SaveScenario) })
	path := waitFile(t, dir, scenario.Ext)
	text, _ := os.ReadFile(path)
	if !strings.Contains(string(text), "position 12\n") || !strings.Contains(string(text), "\nedit worm 1.1 hp 8\n") {
		t.Fatalf("scenario file:\n%s", text)
	}
	// A drop arrives as a temporary file with another name.
	dropped := filepath.Join(t.TempDir(), "arena-drop-123-s")
	os.WriteFile(dropped, text, 0o644)
	onLoop(func() { a.OpenFile(dropped) })
	waitFor(t, "the scenario", 20*time.Second, func(a *App) bool {
		return a.frame.Tick == 12 && strings.Contains(a.meta.Replay, "scenario") && a.frame.State.Hash() == want
	})
	if a.ctl.Playing() {
		t.Fatal("an opened scenario should wait for Space")
	}
	onLoop(func() { a.Do(control.First) })
	waitFor(t, "the scenario's history", 10*time.Second, func(a *App) bool { return a.frame.Tick == 0 })
	onLoop(func() { a.Do(control.Restart) })
	waitFor(t, "the scenario again", 20*time.Second, func(a *App) bool {
		return a.ext.scen != nil && a.frame.Tick >= 12 && strings.Contains(a.meta.Replay, "scenario")
	})
}

// TestScenarioOption: --scenario starts the window at the scenario's
// position, with the players given; a hostile file is an error at start.
func TestScenarioOption(t *testing.T) {
	s, err := session.Start(session.Spec{Game: "worms", Seed: 9, Players: []string{"builtin:hunter", "builtin:sample"}})
	if err != nil {
		t.Fatal(err)
	}
	for range 20 {
		s.Next(t.Context())
	}
	sc, err := s.Scenario("worm 1.2 hp 1")
	s.Close()
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "x"+scenario.Ext)
	os.WriteFile(path, sc.Bytes(), 0o644)
	a := startApp(t, 10, func(o *Options) {
		o.Scenario = path
		o.Match.Players = []string{"builtin:sample", "builtin:sample"}
	})
	waitFor(t, "the scenario's tick", 10*time.Second, func(a *App) bool {
		return a.frame.Tick == 20 && a.frame.State.Hash() == sc.Hash
	})
	if p := a.meta.Players; len(p) != 2 || p[0].Agent != "builtin:sample" {
		t.Fatalf("players %+v", p)
	}
	bad := filepath.Join(t.TempDir(), "bad.txt")
	os.WriteFile(bad, []byte("arena-scenario 1\ngame worms\nseed 1\nplayer a\nplayer b\nposition 0\ntick 0\nedit worm 9.9 hp 1\n"), 0o644)
	if _, err := New(Options{Scenario: bad, Match: MatchSpec{Game: "worms"}}); err == nil || !strings.Contains(err.Error(), "worm 9.9") {
		t.Fatalf("hostile scenario: %v", err)
	}
}

// TestForkWithNewPlayer: Ctrl+P opens the prompt for the log pane's seat;
// Enter forks at the tick on screen with the typed player, the timeline
// marks the fork, and Ctrl+B saves the branch left.
func TestForkWithNewPlayer(t *testing.T) {
	dir := t.TempDir()
	a := startApp(t, 1000, func(o *Options) { o.ReplayDir = dir })
	pauseAt(t, a, 30)
	onLoop(func() { a.Do(control.First) })
	waitFor(t, "tick 0", 10*time.Second, func(a *App) bool { return a.frame.Tick == 0 })
	onLoop(func() { a.ctl.Seek(15) })
	waitFor(t, "tick 15", 10*time.Second, func(a *App) bool { return a.frame.Tick == 15 })
	onLoop(func() {
		a.logPane.Seat = 1
		a.Do(control.ForkPlayer)
	})
	var title, text string
	onLoop(func() {
		if p := a.ext.prompt; p != nil {
			title, text = p.Title, p.Text
		}
	})
	if !strings.Contains(title, "tick 15, seat 2") || text != "2=builtin:sample" {
		t.Fatalf("prompt %q %q", title, text)
	}
	onLoop(func() {
		// Typed runes come before Backspace within one update: two updates.
		a.ext.prompt.Update(&ui.Input{Backspace: len("sample")})
		a.ext.prompt.Update(&ui.Input{Chars: []rune("hunter")})
	})
	saveShot(t, "fork-prompt")
	onLoop(func() {
		p := a.ext.prompt
		a.ext.prompt = nil
		p.OK(p.Text)
	})
	waitFor(t, "the fork", 20*time.Second, func(a *App) bool {
		// Past tick 60, which the second fork below seeks to: under load
		// the fork may have played only a few ticks when first seen.
		return a.hasFork() && len(a.frame.Players) == 2 && a.frame.Players[1].Agent == "builtin:hunter" && a.frame.Tick >= 60
	})
	onLoop(func() { a.ctl.SetPlaying(false) })
	saveShot(t, "fork-timeline")
	// A second fork's prompt, with the first one marked on the timeline
	// (the README's picture).
	onLoop(func() {
		a.hideSummary = true
		a.ctl.Seek(60)
	})
	waitFor(t, "tick 60", 10*time.Second, func(a *App) bool { return a.frame.Tick == 60 })
	onLoop(func() {
		a.logPane.Seat = 0
		a.Do(control.ForkPlayer)
		a.ext.prompt.Text = "1=proc:python3 bots/mybot.py --v2"
	})
	saveShot(t, "fork-player")
	onLoop(func() { a.ext.prompt = nil })
	onLoop(func() { a.Do(control.SaveBranch) })
	branch := waitFile(t, dir, "-branch.arena.jsonl.gz")
	o, err := session.Open(branch)
	if err != nil {
		t.Fatal(err)
	}
	defer o.Close()
	if o.Len() < 30 || o.Meta().Players[1].Agent != "builtin:sample" {
		t.Fatalf("branch left: %d positions, players %+v", o.Len(), o.Meta().Players)
	}
	// The menu offers the same, per seat.
	var labels []string
	onLoop(func() {
		for _, it := range a.extraMenuItems() {
			labels = append(labels, it.Label)
		}
	})
	if len(labels) != 3 || !strings.HasPrefix(labels[0], "Fork: new player") || !strings.HasPrefix(labels[1], "Save scenario") {
		t.Fatalf("menu entries %q", labels)
	}
}

// TestWatchRestart: a change to a watched program restarts the match with
// the same seed and brings it back to the tick on screen, with the camera
// as it was. The watcher is fed events and times by the test.
func TestWatchRestart(t *testing.T) {
	a := startApp(t, 1000, nil)
	pauseAt(t, a, 25)
	var hash uint64
	onLoop(func() {
		hash = a.frame.State.Hash()
		a.cam.StepZoom(a.cam.OX+10, a.cam.OY+10, 1)
		a.overlays.Grid = true
	})
	var zoom float64
	onLoop(func() { zoom = a.cam.Zoom })
	ev := make(chan watch.Event, 4)
	t0 := time.Unix(100, 0)
	onLoop(func() {
		// The window's own polls stay at t0, when nothing is due: only the
		// test's poll below restarts the match.
		a.ext.watch.Clock = func() time.Time { return t0 }
		a.ext.watch.W = watch.NewWith(ev)
		ev <- watch.Event{Path: "/bots/bot.py"}
		a.pollWatch(t0) // seen, not yet due
	})
	var first *session.Frame
	onLoop(func() { first = a.frame })
	onLoop(func() { a.pollWatch(t0.Add(time.Second)) })
	waitFor(t, "the restart back at tick 25", 30*time.Second, func(a *App) bool {
		return a.frame != first && a.frame.Tick == 25 && a.frame.State.Hash() == hash
	})
	onLoop(func() {
		if a.cam.Zoom != zoom || !a.overlays.Grid {
			t.Errorf("camera zoom %v (was %v), grid %v", a.cam.Zoom, zoom, a.overlays.Grid)
		}
	})
}

// TestHostileScenarioFile: a damaged scenario opened or dropped is a toast
// naming the problem, and the match on screen goes on.
func TestHostileScenarioFile(t *testing.T) {
	a := startApp(t, 10, nil)
	bad := filepath.Join(t.TempDir(), "bad.scenario.txt")
	os.WriteFile(bad, []byte("arena-scenario 1\ngame worms\nseed 1\nplayer a\nplayer b\nposition 2\ntick 2\nstep 0\n"), 0o644)
	var before driver.Source
	src := a.ctl.Source
	onLoop(func() {
		before = src()
		a.OpenFile(bad)
	})
	var toasts []string
	onLoop(func() {
		for _, m := range a.toasts {
			toasts = append(toasts, m.Text)
		}
	})
	if len(toasts) == 0 || !strings.Contains(toasts[len(toasts)-1], "position 2, but 1 step lines") {
		t.Fatalf("toasts %q", toasts)
	}
	onLoop(func() {
		if src() != before || a.ext.scen != nil {
			t.Error("a bad scenario replaced the match")
		}
	})
}

// TestWatchFollowsThePlayers: with --watch the window watches the
// directory of each proc: player's program file, and a fork that brings
// another program watches that one instead.
func TestWatchFollowsThePlayers(t *testing.T) {
	dir, other := t.TempDir(), t.TempDir()
	bot := filepath.Join(dir, "bot.sh")
	os.WriteFile(bot, []byte("cat > /dev/null\n"), 0o755)
	bot2 := filepath.Join(other, "bot2.sh")
	os.WriteFile(bot2, []byte("cat > /dev/null\n"), 0o755)
	a := startApp(t, 5, func(o *Options) {
		o.Watch = true
		o.Match.Players = []string{"builtin:hunter", "proc:sh " + bot}
	})
	waitFor(t, "the watcher", 10*time.Second, func(a *App) bool {
		return a.ext.watch.W != nil && len(a.ext.watch.W.Dirs()) == 1 && a.ext.watch.W.Dirs()[0] == dir
	})
	onLoop(func() {
		a.ctl.SetPlaying(false)
		a.forkWith(a.tick(), 1, "2=proc:sh "+bot2)
	})
	waitFor(t, "the new program watched", 15*time.Second, func(a *App) bool {
		return a.ext.watch.W != nil && len(a.ext.watch.W.Dirs()) == 1 && a.ext.watch.W.Dirs()[0] == other
	})
}
