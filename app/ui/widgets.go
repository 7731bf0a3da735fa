package ui

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/render"
)

// The window's colours beyond render's palette.
var (
	Background = color.RGBA{18, 20, 32, 255}
	Bar        = color.RGBA{26, 29, 46, 255}
	ButtonBG   = color.RGBA{44, 50, 78, 255}
	ButtonHot  = color.RGBA{70, 80, 124, 255}
	ButtonOn   = color.RGBA{96, 120, 200, 255}
	Opaque     = color.RGBA{20, 22, 36, 255}
	Shadow     = color.RGBA{0, 0, 0, 120}
	Track      = color.RGBA{10, 12, 20, 255}
	Played     = color.RGBA{48, 60, 100, 255}
)

// Button is an on-screen control; Do runs it (nil: a label only).
type Button struct {
	R     image.Rectangle
	Label string
	On    bool
	Do    func()
	Tip   string
}

// DrawButton draws b, lit when on, highlighted when hot (under the mouse).
func DrawButton(dst *ebiten.Image, b Button, hot bool) {
	c := ButtonBG
	if b.On {
		c = ButtonOn
	} else if hot {
		c = ButtonHot
	}
	x, y, w, h := float64(b.R.Min.X), float64(b.R.Min.Y), float64(b.R.Dx()), float64(b.R.Dy())
	render.Rect(dst, x, y, w, h, c)
	render.Frame(dst, x, y, w, h, 1, render.PanelBorder)
	// A label wider than its button is cut, never drawn over a neighbour.
	label := FitWidth(b.Label, w-6)
	render.TextCentered(dst, label, x+w/2, y+h/2, render.Small, render.TextColor)
}

// Hit returns the first button with an action under pt.
func Hit(bs []Button, pt image.Point) (Button, bool) {
	for _, b := range bs {
		if b.Do != nil && pt.In(b.R) {
			return b, true
		}
	}
	return Button{}, false
}

// FitWidth cuts s to at most w pixels of render.Small, ending in "...".
func FitWidth(s string, w float64) string {
	if sw, _ := render.Small.Measure(s); sw <= w {
		return s
	}
	r := []rune(s)
	lo, hi := 0, len(r) // the longest prefix that fits is in [lo, hi)
	for lo+1 < hi {
		mid := (lo + hi) / 2
		if mw, _ := render.Small.Measure(string(r[:mid]) + "..."); mw <= w {
			lo = mid
		} else {
			hi = mid
		}
	}
	return string(r[:lo]) + "..."
}

// Clip shortens s to at most n characters (runes, so a UTF-8 name is
// never cut inside a character), ending it with "..." when cut.
func Clip(s string, n int) string {
	s = strings.ReplaceAll(s, "\n", " ")
	if r := []rune(s); len(r) > n {
		if n < 4 {
			return string(r[:max(n, 0)])
		}
		return string(r[:n-3]) + "..."
	}
	return s
}

// ClipLeft keeps the last n runes of s, a path's telling end.
func ClipLeft(s string, n int) string {
	if r := []rune(s); len(r) > n && n > 3 {
		return "..." + string(r[len(r)-n+3:])
	}
	return s
}

// TextW is the width of s in the small face, in whole pixels.
func TextW(s string) int {
	w, _ := render.Small.Measure(s)
	return int(math.Ceil(w))
}

// Wrap breaks s into lines of at most w pixels of render.Small, at spaces
// where it can (a reason is shown whole, never cut).
func Wrap(s string, w float64) []string {
	cols := max(render.Small.Columns(w), 8)
	var out []string
	for _, para := range strings.Split(s, "\n") {
		line := []rune{}
		for _, word := range strings.Fields(para) {
			wr := []rune(word)
			for len(wr) > cols { // a word longer than a line is split
				if len(line) > 0 {
					out = append(out, string(line))
					line = line[:0]
				}
				out = append(out, string(wr[:cols]))
				wr = wr[cols:]
			}
			switch {
			case len(line) == 0:
				line = append(line, wr...)
			case len(line)+1+len(wr) <= cols:
				line = append(append(line, ' '), wr...)
			default:
				out = append(out, string(line))
				line = append([]rune(nil), wr...)
			}
		}
		if len(line) > 0 || len(out) == 0 {
			out = append(out, string(line))
		}
	}
	return out
}

// FmtDur is a bot's reply time, short: "850us", "12ms"; "" for none.
func FmtDur(d time.Duration) string {
	if d <= 0 {
		return ""
	}
	if d < time.Millisecond {
		return fmt.Sprintf("%dus", d.Microseconds())
	}
	return fmt.Sprintf("%dms", d.Milliseconds())
}

// PaneBack fills a pane's rectangle opaque and frames it.
func PaneBack(dst *ebiten.Image, r image.Rectangle) {
	render.Rect(dst, float64(r.Min.X), float64(r.Min.Y), float64(r.Dx()), float64(r.Dy()), Opaque)
	render.Frame(dst, float64(r.Min.X), float64(r.Min.Y), float64(r.Dx()), float64(r.Dy()), 1, render.PanelBorder)
}

// ScrollBar marks which part [start,end) of n lines a pane shows.
func ScrollBar(dst *ebiten.Image, r image.Rectangle, start, end, n int) {
	if n == 0 || end-start >= n {
		return
	}
	h := float64(r.Dy() - 28)
	y0 := float64(r.Min.Y+24) + h*float64(start)/float64(n)
	y1 := float64(r.Min.Y+24) + h*float64(end)/float64(n)
	render.Rect(dst, float64(r.Max.X-6), y0, 3, max(4, y1-y0), render.PanelBorder)
}

// NoteRect is where Note draws lines: centred in area, from top down,
// no wider or taller than area.
func NoteRect(area image.Rectangle, lines []string, top, pad int) image.Rectangle {
	w := 0
	for _, l := range lines {
		w = max(w, TextW(l))
	}
	w = min(w+2*pad, area.Dx())
	h := min(len(lines)*LineH+2*pad-8, area.Dy()-top)
	x := area.Min.X + (area.Dx()-w)/2
	y := area.Min.Y + top
	return image.Rect(x, y, x+w, y+h)
}

// LineH is the distance between lines of small text in panes and panels.
const LineH = 15

// Note draws lines in a shadowed panel centred over area, top down from
// top, the first line as a heading; pad is the inner margin. Lines that
// do not fit the area's height are left out, lines too wide are cut.
func Note(dst *ebiten.Image, area image.Rectangle, lines []string, top, pad int) {
	r := NoteRect(area, lines, top, pad)
	x, y, w, h := float64(r.Min.X), float64(r.Min.Y), float64(r.Dx()), float64(r.Dy())
	render.Rect(dst, x+4, y+4, w, h, Shadow)
	render.Panel(dst, x, y, w, h)
	for i, l := range lines {
		ly := r.Min.Y + pad - 4 + i*LineH
		if ly+LineH > r.Max.Y {
			break
		}
		c := render.TextColor
		if i == 0 {
			c = render.Accent
		}
		render.Text(dst, FitWidth(l, w-2*float64(pad)), x+float64(pad), float64(ly), render.Small, c)
	}
}
