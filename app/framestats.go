package app

import (
	"fmt"
	"image/color"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/app/control"
	"arena/render"
)

// frameStats is the frame-time display (F3): frames per second, ticks
// played per second, and the milliseconds Update and Draw take, each
// averaged over the last half second so the figures can be read.
type frameStats struct {
	on bool
	// The window being averaged: its start (wall-clock seconds), frames,
	// ticks played and summed Update and Draw times.
	since         float64
	frames, ticks int
	upd, drw      time.Duration
	lastTick      int
	haveTick      bool
	fps, tps      float64
	updMs, drawMs float64
}

// statsWindow is how long the figures are averaged over, in seconds.
const statsWindow = 0.5

func init() {
	// commands.go's init (earlier in file order) made the table.
	commands[control.FrameStats] = func(a *App, _ control.Command) { a.stats.on = !a.stats.on }
}

// updated adds one Update's duration; Update defers it.
func (s *frameStats) updated(start time.Time) { s.upd += time.Since(start) }

// drew adds one frame: its Draw time and the tick on screen at now
// (seconds). Ticks count forward only (a seek back is not play).
func (s *frameStats) drew(d time.Duration, tick int, now float64) {
	s.frames++
	s.drw += d
	if s.haveTick && tick > s.lastTick {
		s.ticks += tick - s.lastTick
	}
	s.lastTick, s.haveTick = tick, true
	if el := now - s.since; el >= statsWindow {
		s.fps = float64(s.frames) / el
		s.tps = float64(s.ticks) / el
		s.drawMs = s.drw.Seconds() * 1000 / float64(s.frames)
		s.updMs = s.upd.Seconds() * 1000 / float64(s.frames)
		s.since, s.frames, s.ticks, s.upd, s.drw = now, 0, 0, 0, 0
	}
}

// text is the display's one line.
func (s *frameStats) text() string {
	return fmt.Sprintf("%.0f fps (ebiten %.0f)  %.0f ticks/s  Draw %.1f ms  Update %.1f ms", s.fps, ebiten.ActualFPS(), s.tps, s.drawMs, s.updMs)
}

// drawFrameStats draws the display in the map's top-left corner when F3
// has switched it on.
func (a *App) drawFrameStats(dst *ebiten.Image, lay layoutRects) {
	if !a.stats.on {
		return
	}
	t := a.stats.text()
	w, h := render.Small.Measure(t)
	// Drawn on the screen after the HUD, in screen pixels (dpi.go).
	m := a.dev(lay.mapArea)
	x, y := float64(m.Min.X)+8, float64(m.Min.Y)+8
	render.Rect(dst, x-4, y-3, w+8, h+6, color.RGBA{0, 0, 0, 190})
	render.Text(dst, t, x, y, render.Small, render.Good)
}

// FrameStats is the frame-time display's line and whether it is on, for
// tests.
func (a *App) FrameStats() (string, bool) { return a.stats.text(), a.stats.on }
