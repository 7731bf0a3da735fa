package app

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/app/charts"
	"arena/app/control"
	"arena/app/ui/hud"
	"arena/app/ui/side"
	"arena/sim/series"
)

// drawHUD draws everything around and over the map, each part a component
// in app/ui drawn into the rectangle the layout gave it.
func (a *App) drawHUD(dst *ebiten.Image, lay layoutRects) {
	if a.texts != nil {
		a.texts.Start()
		defer a.texts.Stop()
	}
	a.header().Draw(dst, lay.top, lay.mapArea.Min.X+lay.mapArea.Dx()/2)
	a.drawSide(dst, lay)
	a.drawBottom(dst, lay)
	a.panes.Draw(dst)
	if a.lobby != nil {
		a.lobby.Draw(dst, lay.mapArea)
	}
	if a.charts.On {
		// The chart pane lies over the bottom of the map (chartpane.go).
		a.layer()
		a.charts.Draw(dst, charts.Rect(lay.mapArea), a.chartView())
	}
	if a.summaryShown() {
		a.layer()
		s := a.summary()
		s.ChartH = charts.SummaryHeight
		v := a.chartView()
		v.Only = series.Score
		a.summaryChart = s.ChartRect(lay.mapArea)
		if a.texts != nil {
			// The layout tests record every text drawn.
			s.Draw(dst, lay.mapArea)
			a.charts.Draw(dst, a.summaryChart, v)
		} else {
			a.sumCache.draw(dst, s, lay.mapArea, &a.charts, a.summaryChart, v)
		}
	} else {
		a.sumCache.drop()
	}
	if a.picking != nil {
		hud.Banner(dst, lay.mapArea, a.picking.action.Prompt+"  (Esc cancels)")
	}
	if a.popup != nil {
		a.layer()
		a.popup.Draw(dst, a.window())
	}
	if a.ext.prompt != nil {
		a.layer()
		a.ext.prompt.Draw(dst, lay.mapArea)
	}
	if a.help {
		a.layer()
		hud.Help(dst, lay.mapArea, a.keys, a.unusedCommand)
	}
	if a.start != nil {
		a.layer()
		a.start.Draw(dst, a.window(), &a.in)
	}
	hud.Draw(dst, a.toastBoxes(lay))
}

// layer starts a new layer of recorded text (a modal overlay follows).
func (a *App) layer() {
	if a.texts != nil {
		a.texts.Layer()
	}
}

// header is what the top bar says this frame (hud.HeaderOf).
func (a *App) header() hud.Header {
	if a.frame == nil {
		return hud.HeaderOf(a.meta, "", nil)
	}
	headline := ""
	if a.rend != nil {
		headline = a.rend.Headline(a.frame.State)
	}
	// A tick of built-ins takes microseconds; only a real wait is news.
	return hud.HeaderOf(a.meta, headline, &hud.Play{Tick: a.frame.Tick, End: a.frame.End, Speed: a.speed,
		Playing: a.ctl.Playing(), Waiting: a.ctl.Waiting(250 * time.Millisecond)})
}

// drawSide draws the sidebar (app/ui/side's Bar): the players, the
// inspector (what is selected, else what is under the mouse) and the
// overlay toggles.
func (a *App) drawSide(dst *ebiten.Image, lay layoutRects) {
	l := side.Look{Rend: a.rend, Map: lay.mapArea, OverlaysY: lay.overlaysY, BottomY: lay.bottom.Min.Y, Buttons: lay.buttons, Mouse: a.in.Mouse}
	if a.frame != nil {
		l.View, l.Players = a.view(), a.frame.Players
		switch {
		case a.rend == nil:
		case a.sel != nil:
			l.Inspect = a.rend.Inspect(a.frame.State, *a.sel)
		case a.overlays.MouseIn && a.overlays.Hover:
			if sel, ok := a.rend.Pick(a.frame.State, a.overlays.MouseX, a.overlays.MouseY); ok {
				l.Inspect = a.rend.Inspect(a.frame.State, sel)
			}
		}
	}
	a.side.Draw(dst, lay.side, l)
}

// drawBottom draws the bottom bar, the timeline and the clip marks on it.
func (a *App) drawBottom(dst *ebiten.Image, lay layoutRects) {
	hud.DrawBar(dst, lay.bottom, lay.buttons, a.in.Mouse)
	if a.frame != nil {
		a.timeline().Draw(dst, lay.timeline, a.in.Mouse)
		a.clip.Draw(dst, lay.timeline, a.timelineSpan(), a.frame.End)
	}
}

// timeline is the seek bar's state this frame.
func (a *App) timeline() hud.Timeline {
	if a.frame == nil {
		return hud.Timeline{Span: 1}
	}
	return hud.Timeline{Tick: a.frame.Tick, End: a.frame.End, Span: a.timelineSpan(), Markers: a.ctl.Markers()}
}

// unusedCommand reports commands the current game does not use, left out
// of the help overlay: Join, Lock and Stop outside games whose bots connect
// over TCP, and the info pane for renderers without one.
func (a *App) unusedCommand(c control.Command) bool {
	switch c {
	case control.Join, control.Lock, control.Stop:
		return !a.canJoin()
	case control.Info:
		return a.infoPaner() == nil
	}
	return false
}

// toastBoxes lays the live toasts out in their own column at the top
// centre of the map (hud.Toasts), below a pick prompt when one shows.
func (a *App) toastBoxes(lay layoutRects) []hud.PlacedToast {
	top := 8
	if a.picking != nil {
		top += 26
	}
	return a.toasts.Boxes(lay.mapArea, top, a.now)
}
