package app

import (
	"fmt"
	"path/filepath"
	"time"

	"arena/platform"
)

// Clip export (app/clip's Marks): Comma and Period mark the range, Ctrl+E
// exports it as a GIF and PNGs into the screenshot folder.

// markClip sets the in (or out) mark at the tick on screen.
func (a *App) markClip(in bool) {
	if in {
		a.clip.In = a.tick()
	} else {
		a.clip.Out = a.tick()
	}
	from, to := a.clip.Range(a.end())
	a.toast(fmt.Sprintf("clip: ticks %d..%d (Ctrl+E exports)", from, to))
}

// end is the last played tick of the frame on screen, 0 before the first.
func (a *App) end() int {
	if a.frame == nil {
		return 0
	}
	return a.frame.End
}

// exportClip saves the timeline to a temporary replay and starts the
// export of the marked range from it.
func (a *App) exportClip() {
	if a.clip.Busy() {
		a.toast("clip: an export is already running")
		return
	}
	if a.frame == nil {
		return
	}
	from, to := a.clip.Range(a.end())
	dir := a.opts.ShotDir
	if dir == "" {
		dir = platform.ScreenshotDir()
	}
	if abs, err := filepath.Abs(dir); err == nil {
		dir = abs // the toast names the full path
	}
	base := filepath.Join(dir, fmt.Sprintf("%s-seed%d-%d-%d-%s", a.meta.Game, a.meta.Seed, from, to, time.Now().Format("150405")))
	tmp, done := a.clip.Begin(base, from, to)
	a.ctl.Save(tmp, done)
	a.toast(fmt.Sprintf("clip: exporting ticks %d..%d", from, to))
}
