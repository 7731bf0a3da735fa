package app

import (
	crand "crypto/rand"
	"encoding/binary"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/app/driver"
	"arena/app/ui"
	"arena/platform"
	"arena/render"
	"arena/sim/scenario"
	"arena/sim/session"
)

func randomSeed() uint64 {
	var b [8]byte
	if _, err := crand.Read(b[:]); err != nil {
		return uint64(time.Now().UnixNano())
	}
	// Keep seeds short enough to read and type: 9 decimal digits.
	return binary.LittleEndian.Uint64(b[:])%999_999_999 + 1
}

// ScreenshotName is "<game>-seed<seed>-t<tick>.png".
func (a *App) ScreenshotName() string {
	tick := 0
	if a.frame != nil {
		tick = a.frame.Tick
	}
	return fmt.Sprintf("%s-seed%d-t%04d.png", a.meta.Game, a.meta.Seed, tick)
}

// saveScreenshot copies the frame's pixels on the UI thread and encodes
// the PNG on a goroutine.
func (a *App) saveScreenshot(screen *ebiten.Image) {
	img := ui.Capture(screen)
	dir := a.opts.ShotDir
	if dir == "" {
		dir = platform.ScreenshotDir()
	}
	path := filepath.Join(dir, a.ScreenshotName())
	if abs, err := filepath.Abs(path); err == nil {
		path = abs // the toast names the full path
	}
	go func() {
		err := os.MkdirAll(dir, 0o755)
		if err == nil {
			err = ui.WritePNG(img, path)
		}
		if err != nil {
			a.ctl.Note("screenshot: " + err.Error())
			return
		}
		fmt.Println("screenshot:", path)
		a.ctl.Note("screenshot saved: " + path)
	}()
}

// writePNG saves the screen synchronously.
func writePNG(screen *ebiten.Image, path string) error { return ui.WritePNG(ui.Capture(screen), path) }

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
// update (pollDialog), and nothing happens when it is cancelled.
func (a *App) pickFile(title string, save bool, start string, do func(path string)) {
	a.dialog, a.dialogDo = a.opts.PickFile(title, save, start), do
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

// pollDialog takes a dialog's answer without ever waiting for it.
func (a *App) pollDialog() {
	if a.dialog == nil {
		return
	}
	select {
	case path, ok := <-a.dialog:
		do := a.dialogDo
		a.dialog, a.dialogDo = nil, nil
		if ok && path != "" && do != nil {
			do(path)
		}
	default:
	}
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
	a.start = nil
	platform.AddRecent(path)
	a.Replace(src)
	a.ctl.SetPlaying(true)
	a.toast("opened " + filepath.Base(path))
	a.noteReplay(src)
}

// noteReplay says when an opened replay is incomplete (cut short, or saved
// before the match ended) or diverges, so nobody mistakes its last tick for
// the match's end.
func (a *App) noteReplay(src driver.Source) {
	ss, ok := src.(*session.Session)
	if !ok {
		return
	}
	if d := ss.Diverged(); d != nil {
		a.message("replay "+d.Error(), render.Danger)
	}
	rp := ss.Replay()
	if rp == nil {
		return
	}
	switch {
	case rp.Truncated:
		a.toast(fmt.Sprintf("incomplete replay: it ends early (%s) after %d ticks", rp.Why, len(rp.Steps)))
	case rp.Result == nil:
		a.toast(fmt.Sprintf("incomplete replay: no result, it stops after %d ticks", len(rp.Steps)))
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
