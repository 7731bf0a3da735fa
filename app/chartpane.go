package app

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/app/charts"
	"arena/sim/series"
)

// The chart pane (app/charts) is hooked in here: it overlays the lower
// part of the map, and the summary carries the score chart.

// chartH is the chart pane's height, and summaryChartH the summary's chart.
const (
	chartH        = 190
	summaryChartH = 130
)

// chartRect is where the chart pane is drawn: across the bottom of the map
// area, over the map (the map keeps its size, so the camera does not jump
// when the pane opens).
func (a *App) chartRect(lay layoutRects) image.Rectangle {
	m := lay.mapArea
	return image.Rect(m.Min.X, max(m.Min.Y, m.Max.Y-chartH), m.Max.X, m.Max.Y)
}

func (a *App) chartView() charts.View {
	v := charts.View{}
	if a.frame != nil {
		v.Cur, v.End = a.frame.Tick, a.frame.End
	}
	return v
}

// drawCharts draws the pane when it is on.
func (a *App) drawCharts(dst *ebiten.Image, lay layoutRects) {
	if a.charts.On {
		a.charts.Draw(dst, a.chartRect(lay), a.chartView())
	}
}

// clickCharts seeks to the charted position under a click on the pane
// (paused, as a timeline click) and reports whether the click was the
// pane's.
func (a *App) clickCharts(lay layoutRects, pt image.Point) bool {
	if !a.charts.On || !pt.In(a.chartRect(lay)) {
		return false
	}
	if pos, ok := a.charts.Hit(a.chartRect(lay), a.chartView(), pt.X, pt.Y); ok {
		a.ctl.SetPlaying(false)
		a.ctl.Seek(pos)
	}
	return true
}

// drawSummaryChart draws the score chart into the end-of-game summary.
func (a *App) drawSummaryChart(dst *ebiten.Image, r image.Rectangle) {
	v := a.chartView()
	v.Only = series.Score
	a.summaryChart = r
	a.charts.Draw(dst, r, v)
}
