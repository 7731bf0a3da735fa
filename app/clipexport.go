package app

import (
	"fmt"
	"image/color"
	"os"
	"path/filepath"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	clips "arena/app/clip"
	"arena/platform"
	"arena/render"
)

// clipState is the window's clip export (app/clip): the in and out marks
// on the timeline (-1 when unset: the start and the end), and the export
// under way. The timeline is first saved to a temporary replay, which the
// exporter reads on its own, so the window keeps playing meanwhile.
type clipState struct {
	in, out int
	saving  <-chan error // the temporary replay being written
	tmp     string
	opts    clips.Options
	exp     *clips.Exporter
}

// clipFramesPerUpdate is how many clip frames an update draws: the window
// stays responsive while a clip is drawn.
const clipFramesPerUpdate = 2

func (a *App) clipMarks() (in, out int) {
	in, out = a.clip.in, a.clip.out
	if in < 0 {
		in = 0
	}
	if out < 0 && a.frame != nil {
		out = a.frame.End
	}
	if in > out {
		in, out = out, in
	}
	return in, out
}

// markClip sets the in (or out) mark at the tick on screen.
func (a *App) markClip(in bool) {
	if in {
		a.clip.in = a.tick()
	} else {
		a.clip.out = a.tick()
	}
	from, to := a.clipMarks()
	a.toast(fmt.Sprintf("clip: ticks %d..%d (Ctrl+E exports)", from, to))
}

// exportClip starts exporting the marked range as a GIF and PNGs into the
// screenshot folder.
func (a *App) exportClip() {
	if a.clip.saving != nil || a.clip.exp != nil {
		a.toast("clip: an export is already running")
		return
	}
	if a.frame == nil {
		return
	}
	from, to := a.clipMarks()
	dir := a.opts.ShotDir
	if dir == "" {
		dir = platform.ScreenshotDir()
	}
	if abs, err := filepath.Abs(dir); err == nil {
		dir = abs // the toast names the full path
	}
	base := filepath.Join(dir, fmt.Sprintf("%s-seed%d-%d-%d-%s", a.meta.Game, a.meta.Seed, from, to, time.Now().Format("150405")))
	a.clip.opts = clips.Options{From: from, To: to, GIF: base + ".gif", PNGDir: base + "-png"}
	a.clip.tmp = filepath.Join(os.TempDir(), fmt.Sprintf("arena-clip-%d.arena.jsonl.gz", time.Now().UnixNano()))
	done := make(chan error, 1)
	a.clip.saving = done
	a.ctl.Save(a.clip.tmp, done)
	a.toast(fmt.Sprintf("clip: exporting ticks %d..%d", from, to))
}

// pollClip moves an export on, once per update.
func (a *App) pollClip() {
	c := &a.clip
	if c.saving != nil {
		select {
		case err := <-c.saving:
			c.saving = nil
			if err == nil {
				c.exp, err = clips.Start(c.tmp, c.opts)
			}
			if err != nil {
				a.toast("clip: " + err.Error())
				os.Remove(c.tmp)
				return
			}
		default:
			return
		}
	}
	if c.exp == nil || !c.exp.Step(clipFramesPerUpdate) {
		return
	}
	e := c.exp
	c.exp = nil
	os.Remove(c.tmp)
	if err := e.Result(); err != nil {
		a.toast(err.Error())
		return
	}
	o := e.Options()
	fmt.Println("clip saved:", o.GIF)
	a.toast(fmt.Sprintf("clip saved: %s (%d frames, every %d; PNGs in %s)", o.GIF, e.Frames(), o.Every, o.PNGDir))
}

// drawClip marks the clip's range on the timeline, and the progress of an
// export under way.
func (a *App) drawClip(dst *ebiten.Image, lay layoutRects) {
	if a.frame == nil || (a.clip.in < 0 && a.clip.out < 0 && a.clip.exp == nil) {
		return
	}
	t := lay.timeline
	span := float64(a.timelineSpan())
	tx := func(tick int) float64 { return float64(t.Min.X) + float64(tick)/span*float64(t.Dx()) }
	from, to := a.clipMarks()
	render.Rect(dst, tx(from), float64(t.Max.Y-4), max(tx(to)-tx(from), 2), 4, color.RGBA{120, 230, 255, 255})
	if a.clip.exp != nil {
		msg := fmt.Sprintf("clip: frame %d / %d", a.clip.exp.Progress(), a.clip.exp.Frames())
		render.TextShadow(dst, msg, float64(t.Max.X)-160, float64(t.Min.Y-20), render.Small, render.Accent)
	}
}
