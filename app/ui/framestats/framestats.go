package framestats

import (
	"fmt"
	"image"
	"image/color"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/render"
)

// Stats is the display's state: whether it is on, and the window of
// frames being averaged.
type Stats struct {
	On bool
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

// Window is how long the figures are averaged over, in seconds.
const Window = 0.5

// Updated adds one Update's duration since start; Update defers it.
func (s *Stats) Updated(start time.Time) { s.AddUpdate(time.Since(start)) }

// AddUpdate adds d to the Update time of the window being averaged.
func (s *Stats) AddUpdate(d time.Duration) { s.upd += d }

// Drew adds one frame: its Draw time and the tick on screen at now
// (seconds). Ticks count forward only (a seek back is not play).
func (s *Stats) Drew(d time.Duration, tick int, now float64) {
	s.frames++
	s.drw += d
	if s.haveTick && tick > s.lastTick {
		s.ticks += tick - s.lastTick
	}
	s.lastTick, s.haveTick = tick, true
	if el := now - s.since; el >= Window {
		s.fps = float64(s.frames) / el
		s.tps = float64(s.ticks) / el
		s.drawMs = s.drw.Seconds() * 1000 / float64(s.frames)
		s.updMs = s.upd.Seconds() * 1000 / float64(s.frames)
		s.since, s.frames, s.ticks, s.upd, s.drw = now, 0, 0, 0, 0
	}
}

// Figures are the last window's averages: frames and ticks per second,
// and the milliseconds of a Draw and an Update.
func (s *Stats) Figures() (fps, tps, drawMs, updMs float64) {
	return s.fps, s.tps, s.drawMs, s.updMs
}

// Text is the display's one line.
func (s *Stats) Text() string {
	return fmt.Sprintf("%.0f fps (ebiten %.0f)  %.0f ticks/s  Draw %.1f ms  Update %.1f ms", s.fps, ebiten.ActualFPS(), s.tps, s.drawMs, s.updMs)
}

// Draw draws the line in area's top-left corner when the display is on.
// The app draws it on the screen after the HUD, so area is in screen
// pixels.
func (s *Stats) Draw(dst *ebiten.Image, area image.Rectangle) {
	if !s.On {
		return
	}
	t := s.Text()
	w, h := render.Small.Measure(t)
	x, y := float64(area.Min.X)+8, float64(area.Min.Y)+8
	render.Rect(dst, x-4, y-3, w+8, h+6, color.RGBA{0, 0, 0, 190})
	render.Text(dst, t, x, y, render.Small, render.Good)
}
