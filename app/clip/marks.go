package clip

import (
	"fmt"
	"image"
	"image/color"
	"os"
	"path/filepath"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/render"
)

// Marks is the window's clip export: the in and out marks on the
// timeline (-1 when unset: the start and the end), and the export under
// way. The window first saves its timeline to a temporary replay (Begin
// names it and gives the channel the save reports on), which the
// Exporter then reads on its own, so the window keeps playing meanwhile.
type Marks struct {
	In, Out int
	saving  <-chan error // the temporary replay being written
	tmp     string
	opts    Options
	exp     *Exporter
}

// NewMarks has no marks set.
func NewMarks() Marks { return Marks{In: -1, Out: -1} }

// FramesPerUpdate is how many clip frames an update draws: the window
// stays responsive while a clip is drawn.
const FramesPerUpdate = 2

// Range is the marked range of a timeline whose last tick is end.
func (m *Marks) Range(end int) (in, out int) {
	in, out = m.In, m.Out
	if in < 0 {
		in = 0
	}
	if out < 0 {
		out = end
	}
	if in > out {
		in, out = out, in
	}
	return in, out
}

// Busy reports whether an export is under way.
func (m *Marks) Busy() bool { return m.saving != nil || m.exp != nil }

// Begin starts an export of ticks from..to as base+".gif" and the PNGs in
// base+"-png": it returns the temporary replay the caller saves its
// timeline to, and the channel that save reports on.
func (m *Marks) Begin(base string, from, to int) (tmp string, done chan error) {
	m.opts = Options{From: from, To: to, GIF: base + ".gif", PNGDir: base + "-png"}
	m.tmp = filepath.Join(os.TempDir(), fmt.Sprintf("arena-clip-%d.arena.jsonl.gz", time.Now().UnixNano()))
	done = make(chan error, 1)
	m.saving = done
	return m.tmp, done
}

// Poll moves an export on, once per update, and returns what to tell the
// user ("" while nothing happened).
func (m *Marks) Poll() string {
	if m.saving != nil {
		select {
		case err := <-m.saving:
			m.saving = nil
			if err == nil {
				m.exp, err = Start(m.tmp, m.opts)
			}
			if err != nil {
				os.Remove(m.tmp)
				return "clip: " + err.Error()
			}
		default:
			return ""
		}
	}
	if m.exp == nil || !m.exp.Step(FramesPerUpdate) {
		return ""
	}
	e := m.exp
	m.exp = nil
	os.Remove(m.tmp)
	if err := e.Result(); err != nil {
		return err.Error()
	}
	o := e.Options()
	fmt.Println("clip saved:", o.GIF)
	return fmt.Sprintf("clip saved: %s (%d frames, every %d; PNGs in %s)", o.GIF, e.Frames(), o.Every, o.PNGDir)
}

// Draw marks the clip's range on the timeline t (span ticks wide, the
// last played end), and the progress of an export under way.
func (m *Marks) Draw(dst *ebiten.Image, t image.Rectangle, span, end int) {
	if m.In < 0 && m.Out < 0 && m.exp == nil {
		return
	}
	tx := func(tick int) float64 { return float64(t.Min.X) + float64(tick)/float64(span)*float64(t.Dx()) }
	from, to := m.Range(end)
	render.Rect(dst, tx(from), float64(t.Max.Y-4), max(tx(to)-tx(from), 2), 4, color.RGBA{120, 230, 255, 255})
	if m.exp != nil {
		msg := fmt.Sprintf("clip: frame %d / %d", m.exp.Progress(), m.exp.Frames())
		render.TextShadow(dst, msg, float64(t.Max.X)-160, float64(t.Min.Y-20), render.Small, render.Accent)
	}
}
