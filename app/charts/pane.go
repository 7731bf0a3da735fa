package charts

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"arena/render"
	"arena/sim"
	"arena/sim/series"
)

// Pane is the chart pane: a Tracker and whether the pane is shown.
type Pane struct {
	Tracker
	On bool
}

// View is what one drawing of the charts needs besides the series.
type View struct {
	Cur int // the position shown in the window, marked on each chart
	// End is the timeline's extent; the charts' x axis spans 0..End (or
	// the last charted position when that is further).
	End int
	// Only, when set, draws that series alone (the summary's score chart).
	Only string
}

const (
	gap    = 8  // between charts
	titleH = 16 // a chart's title line
	axisW  = 46 // the value labels' column
)

// panels splits r into one rectangle per series, left to right.
func panels(r image.Rectangle, n int) []image.Rectangle {
	if n <= 0 {
		return nil
	}
	w := (r.Dx() - gap*(n+1)) / n
	out := make([]image.Rectangle, n)
	for i := range out {
		x := r.Min.X + gap + i*(w+gap)
		out[i] = image.Rect(x, r.Min.Y+gap, x+w, r.Max.Y-gap)
	}
	return out
}

// Plots returns the rectangles where the lines of n charts drawn into r
// go, left to right (for hit tests and the tests' clicks).
func Plots(r image.Rectangle, n int) []image.Rectangle {
	out := panels(r, n)
	for i, p := range out {
		out[i] = plot(p)
	}
	return out
}

// plot is the area of a panel where lines go (under the title, right of
// the value labels).
func plot(p image.Rectangle) image.Rectangle {
	return image.Rect(p.Min.X+axisW, p.Min.Y+titleH+4, p.Max.X-4, p.Max.Y-4)
}

// span is the x axis' extent in positions.
func span(acc *series.Accumulator, v View) int { return max(v.End, acc.Last(), 1) }

func (v View) names(acc *series.Accumulator) []string {
	if v.Only != "" {
		return []string{v.Only}
	}
	return acc.Names()
}

// Draw draws the charts into r: a panel background and one chart per
// series.
func (p *Pane) Draw(dst *ebiten.Image, r image.Rectangle, v View) {
	render.Panel(dst, float64(r.Min.X), float64(r.Min.Y), float64(r.Dx()), float64(r.Dy()))
	p.With(func(acc *series.Accumulator) {
		names := v.names(acc)
		if len(names) == 0 || acc.Len() == 0 {
			render.Text(dst, "no series yet", float64(r.Min.X+12), float64(r.Min.Y+12), render.Small, render.DimText)
			return
		}
		for i, pr := range panels(r, len(names)) {
			drawChart(dst, pr, acc, names[i], v)
		}
	})
	if on, at := p.Scanning(); on {
		render.Text(dst, fmt.Sprintf("reading the replay: %d", at), float64(r.Max.X-170), float64(r.Min.Y+2), render.Small, render.DimText)
	}
}

// drawChart draws one series: every player's line, the value axis' ends,
// and the current position.
func drawChart(dst *ebiten.Image, pr image.Rectangle, acc *series.Accumulator, name string, v View) {
	pl := plot(pr)
	if pl.Dx() < 8 || pl.Dy() < 8 {
		return
	}
	render.Text(dst, name, float64(pr.Min.X), float64(pr.Min.Y), render.Small, render.Accent)
	drawValues(dst, pr, acc, name, v.Cur)
	lo, hi := acc.Range(name)
	if hi-lo < 1e-9 {
		lo, hi = lo-1, hi+1
	}
	fx, fy := float64(pl.Min.X), float64(pl.Min.Y)
	w, h := float64(pl.Dx()), float64(pl.Dy())
	render.Rect(dst, fx, fy, w, h, color.RGBA{0, 0, 0, 150})
	render.Text(dst, label(hi), float64(pr.Min.X), fy-2, render.Small, render.DimText)
	render.Text(dst, label(lo), float64(pr.Min.X), fy+h-12, render.Small, render.DimText)
	if lo < 0 && hi > 0 {
		y0 := fy + h*(hi/(hi-lo))
		render.Line(dst, fx, y0, fx+w, y0, 1, render.Fade(render.DimText, 0.4))
	}
	sp := float64(span(acc, v))
	for j, k := range acc.Keys() {
		if k.Series != name {
			continue
		}
		var path vector.Path
		started, lastX := false, math.Inf(-1)
		for _, pt := range acc.Points() {
			val := pt.Value(j)
			if math.IsNaN(val) {
				started = false
				continue
			}
			x := fx + w*float64(pt.Pos)/sp
			y := fy + h*(hi-val)/(hi-lo)
			// One vertex per pixel column is all a screen can show.
			if started && x-lastX < 1 {
				continue
			}
			if started {
				path.LineTo(float32(x), float32(y))
			} else {
				path.MoveTo(float32(x), float32(y))
				started = true
			}
			lastX = x
		}
		c := render.PlayerColor(sim.PlayerID(k.Player))
		op := &vector.DrawPathOptions{AntiAlias: true}
		op.ColorScale.ScaleWithColor(c)
		vector.StrokePath(dst, &path, &vector.StrokeOptions{Width: 1.5, LineJoin: vector.LineJoinRound}, op)
	}
	cx := fx + w*float64(v.Cur)/sp
	render.Line(dst, cx, fy, cx, fy+h, 1, render.Fade(render.TextColor, 0.6))
}

// drawValues writes each player's value at the charted position nearest
// to cur after the chart's title, in the player's colour.
func drawValues(dst *ebiten.Image, pr image.Rectangle, acc *series.Accumulator, name string, cur int) {
	i := acc.Nearest(cur)
	if i < 0 {
		return
	}
	pt := acc.Points()[i]
	nw, _ := render.Small.Measure(name)
	x := float64(pr.Min.X) + nw + 12
	for j, k := range acc.Keys() {
		val := pt.Value(j)
		if k.Series != name || math.IsNaN(val) {
			continue
		}
		s := label(val)
		w, _ := render.Small.Measure(s)
		if x+w > float64(pr.Max.X) {
			return
		}
		render.Text(dst, s, x, float64(pr.Min.Y), render.Small, render.PlayerColor(sim.PlayerID(k.Player)))
		x += w + 10
	}
}

// label prints an axis value compactly.
func label(v float64) string {
	if v == math.Trunc(v) && math.Abs(v) < 1e9 {
		return strconv.FormatInt(int64(v), 10)
	}
	return strconv.FormatFloat(v, 'f', 1, 64)
}

// Hit returns the charted position nearest to the screen point (mx, my)
// when it falls on one of the charts drawn into r with v: where a click
// seeks to.
func (p *Pane) Hit(r image.Rectangle, v View, mx, my int) (pos int, ok bool) {
	p.With(func(acc *series.Accumulator) {
		for _, pr := range panels(r, len(v.names(acc))) {
			pl := plot(pr)
			if !image.Pt(mx, my).In(pl.Inset(-3)) {
				continue
			}
			at := float64(mx-pl.Min.X) / float64(pl.Dx()) * float64(span(acc, v))
			if i := acc.Nearest(int(math.Round(at))); i >= 0 {
				pos, ok = acc.Points()[i].Pos, true
			}
		}
	})
	return pos, ok
}

// Height is the pane's height over the map, and SummaryHeight the
// end-of-game summary's score chart.
const (
	Height        = 190
	SummaryHeight = 130
)

// Rect is where the pane lies: across the bottom of the map area m, over
// the map (the map keeps its size, so the camera does not jump when the
// pane opens).
func Rect(m image.Rectangle) image.Rectangle {
	return image.Rect(m.Min.X, max(m.Min.Y, m.Max.Y-Height), m.Max.X, m.Max.Y)
}

// Click takes a click at pt when the pane is on and pt is on it (took),
// and gives the charted position under it to seek to (seek).
func (p *Pane) Click(m image.Rectangle, v View, pt image.Point) (pos int, seek, took bool) {
	if !p.On || !pt.In(Rect(m)) {
		return 0, false, false
	}
	pos, seek = p.Hit(Rect(m), v, pt.X, pt.Y)
	return pos, seek, true
}
