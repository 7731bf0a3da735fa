package app

import (
	"image"

	"arena/app/charts"
)

// The chart pane (app/charts) lies over the bottom of the map and takes
// clicks before the map's drag gestures; the summary carries the score
// chart.

func (a *App) chartView() charts.View {
	v := charts.View{}
	if a.frame != nil {
		v.Cur, v.End = a.frame.Tick, a.frame.End
	}
	return v
}

// clickCharts seeks to the charted position under a click on the pane
// (paused, as a timeline click) and reports whether the click was the
// pane's.
func (a *App) clickCharts(lay layoutRects, pt image.Point) bool {
	pos, seek, took := a.charts.Click(lay.mapArea, a.chartView(), pt)
	if seek {
		a.ctl.SetPlaying(false)
		a.ctl.Seek(pos)
	}
	return took
}
