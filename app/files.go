package app

import (
	"fmt"
	"path/filepath"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/app/driver"
	"arena/app/ui"
	"arena/platform"
	"arena/render"
	"arena/sim/scenario"
)

// ScreenshotName is "<game>-seed<seed>-t<tick>.png".
func (a *App) ScreenshotName() string {
	tick := 0
	if a.frame != nil {
		tick = a.frame.Tick
	}
	return fmt.Sprintf("%s-seed%d-t%04d.png", a.meta.Game, a.meta.Seed, tick)
}

// saveScreenshot writes the frame's pixels as ScreenshotName into the
// screenshot folder (ui.SaveScreenshot encodes on a goroutine).
func (a *App) saveScreenshot(screen *ebiten.Image) {
	dir := a.opts.ShotDir
	if dir == "" {
		dir = platform.ScreenshotDir()
	}
	ui.SaveScreenshot(screen, dir, a.ScreenshotName(), a.ctl.Note)
}

// replayName is "<game>-<date>-<seed>.arena.jsonl.gz" (ARCHITECTURE.md §6).
func (a *App) replayName() string {
	return fmt.Sprintf("%s-%s-%d.arena.jsonl.gz", a.meta.Game, time.Now().Format("20060102-150405"), a.meta.Seed)
}

func (a *App) saveReplay() { a.saveAs("Save replay", a.replayName(), a.saveTo) }

// saveAs saves through the file dialog when the build has one, offering
// name in the replay folder, else straight into that folder: save writes
// the file at the path chosen.
func (a *App) saveAs(title, name string, save func(path string)) {
	path := filepath.Join(a.opts.ReplayDir, name)
	if a.opts.PickFile == nil {
		save(path)
		return
	}
	a.pickFile(title, true, path, save)
}

// pickFile shows the file dialog; do gets the path chosen on a later
// update (ui.Dialog), and nothing happens when it is cancelled.
func (a *App) pickFile(title string, save bool, start string, do func(path string)) {
	a.dialog.Open(a.opts.PickFile(title, save, start), do)
}

func (a *App) saveTo(path string) {
	done := make(chan error, 1)
	a.ctl.Save(path, done)
	go func() {
		if err := <-done; err != nil {
			a.ctl.Note("save: " + err.Error())
			return
		}
		platform.AddRecent(path)
		fmt.Println("replay saved:", path)
		a.ctl.Note("replay saved: " + path)
	}()
}

func (a *App) openDialog() {
	if a.opts.PickFile == nil {
		a.toast("no file dialog in this build: drop a replay on the window or use --replay")
		return
	}
	a.pickFile("Open replay", false, a.opts.ReplayDir, a.OpenFile)
}

// showFile puts src, read from the file at path, in place of the current
// source (and of the start screen), and remembers path as recent.
func (a *App) showFile(path string, src driver.Source) {
	a.start = nil
	platform.AddRecent(path)
	a.Replace(src)
}

// OpenFile opens a replay file as the current source.
func (a *App) OpenFile(path string) {
	if scenario.IsFile(path) {
		a.openScenarioFile(path)
		return
	}
	src, err := a.openReplay(path)
	if err != nil {
		a.toast("open: " + err.Error())
		return
	}
	a.showFile(path, src)
	a.ctl.SetPlaying(true)
	a.toast("opened " + filepath.Base(path))
	a.noteReplay(src)
}

// noteReplay says when an opened replay diverges or is incomplete
// (driver.ReplayNotes).
func (a *App) noteReplay(src driver.Source) {
	diverged, incomplete := driver.ReplayNotes(src)
	if diverged != "" {
		a.message(diverged, render.Danger)
	}
	if incomplete != "" {
		a.toast(incomplete)
	}
}

// handleDrops opens a replay dropped on the window (copied to a temporary
// file by driver.CopyDropped).
func (a *App) handleDrops() {
	fsys := ebiten.DroppedFiles()
	if fsys == nil {
		return
	}
	if path, err := driver.CopyDropped(fsys); err != nil {
		a.toast("drop: " + err.Error())
	} else if path != "" {
		a.OpenFile(path)
	}
}
