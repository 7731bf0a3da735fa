package app

import (
	"fmt"
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/app/control"
	"arena/app/driver"
	"arena/app/ui"
	"arena/maps"
)

func (a *App) setSpeed(s float64) {
	a.speed = control.ClampSpeed(s)
	a.acc.Reset()
}

// restart replays the current match setup with the same or a new seed.
func (a *App) restart(newSeed bool) {
	if !newSeed && a.restartScenario() {
		return
	}
	m := a.spec()
	if newSeed {
		m.Seed = driver.RandomSeed()
	}
	src, err := a.newMatch(m)
	if err != nil {
		a.toast("restart: " + err.Error())
		return
	}
	a.Replace(src)
	a.ctl.SetPlaying(true)
	a.toast(fmt.Sprintf("seed %d", src.Meta().Seed))
}

// spec is the match setup of the current source.
func (a *App) spec() MatchSpec {
	m := a.opts.Match
	sameGame := m.Game == a.meta.Game
	m.Game, m.Seed, m.Ruleset = a.meta.Game, a.meta.Seed, a.meta.Ruleset
	if !sameGame {
		m.Params = nil // parameters are the game's own (rounds)
	}
	// The frame names the map ("map6" for --map map6.xml); keep the file
	// the match was started with when it is that map, since a file's name
	// is not a shipped map (Join failed with "unknown windward map").
	if a.meta.Map != "" && !(sameGame && m.Map != "" && mapNameOf(m.Game, m.Map) == a.meta.Map) {
		m.Map = a.meta.Map
	}
	if len(a.meta.Players) > 0 {
		m.Players = nil
		for _, p := range a.meta.Players {
			m.Players = append(m.Players, p.Agent)
		}
	}
	return m
}

// mapNameOf is the name a --map argument resolves to, or "".
func mapNameOf(game, arg string) string {
	name, _, err := maps.Resolve(game, arg)
	if err != nil {
		return ""
	}
	return name
}

func (a *App) handleInput() error {
	if a.quit {
		return ebiten.Termination
	}
	for _, c := range a.input.Events(a.keysIn.Mods, a.keysIn.Held, control.Taps(a.keysIn.Just, a.in.Chars)) {
		if a.popup != nil && c != control.Escape {
			continue
		}
		a.Do(c)
	}
	if a.quit {
		return ebiten.Termination
	}
	a.handleMouse()
	return nil
}

func (a *App) handleMouse() {
	in := &a.in
	pt := in.Mouse
	mx := pt.X
	dx, dy := a.devPt(pt) // the camera's (screen) pixels
	lay := a.layout()
	if a.popup != nil {
		a.popup = a.popup.Update(a.window(), in)
		return
	}
	// The wheel scrolls a pane or the sidebar under the cursor, else
	// zooms the map about the cursor, in ladder notches.
	switch wy := in.Wheel; {
	case a.panes.Scroll(pt, wy):
	case wy != 0 && pt.In(lay.side) && pt.Y < lay.overlaysY:
		a.side.Wheel(wy)
	case wy != 0 && pt.In(lay.mapArea):
		dir := 1
		if wy < 0 {
			dir = -1
		}
		a.cam.StepZoom(dx, dy, dir)
		a.clampCam(lay)
	}
	if in.Click {
		if b, ok := ui.Hit(lay.buttons, pt); ok {
			b.Do()
			return
		}
		if a.clickCharts(lay, pt) {
			return
		}
	}
	g := a.drag.Update(in, ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft), lay.mapArea, lay.timeline)
	switch {
	case g.Scrub:
		a.scrub(lay, mx)
	case g.Pan != image.Point{}:
		a.cam.Pan(float64(g.Pan.X)*a.dpi(), float64(g.Pan.Y)*a.dpi())
		a.clampCam(lay)
	case g.Click:
		a.ClickMap(dx, dy)
	}
	if in.RightClick && pt.In(lay.mapArea) {
		a.RightClickMap(dx, dy)
	}
}

// scrub seeks to the tick under the timeline's x.
func (a *App) scrub(lay layoutRects, mx int) {
	if a.frame == nil {
		return
	}
	a.ctl.SetPlaying(false)
	a.ctl.Seek(a.timelineTick(lay, mx))
}

func (a *App) timelineTick(lay layoutRects, mx int) int {
	return a.timeline().TickAt(lay.timeline, mx)
}

// timelineSpan is the number of ticks the bar represents: the game's
// round limit when known, else what has been played.
func (a *App) timelineSpan() int {
	if a.frame == nil {
		return 1
	}
	span := a.frame.End
	if a.rend != nil {
		span = max(span, a.rend.TickLimit(a.frame.State))
	}
	return max(span, 1)
}

// ClickMap selects the thing under a screen point, or completes a
// two-step edit (render.PointAction).
func (a *App) ClickMap(sx, sy float64) {
	if a.frame == nil || a.rend == nil {
		return
	}
	wx, wy := a.cam.ToWorld(sx, sy)
	if a.picking != nil {
		p := a.picking
		text, ok := p.action.Edit(a.frame.State, wx, wy)
		if !ok {
			// Not a valid target: keep waiting (Esc cancels).
			a.toast(p.action.Prompt)
			return
		}
		a.picking = nil
		a.edit(text)
		return
	}
	if sel, ok := a.rend.Pick(a.frame.State, wx, wy); ok {
		a.sel = &sel
	} else {
		a.sel = nil
	}
}

// RightClickMap pauses and opens the edit menu for the point (in screen
// pixels, as ClickMap's).
func (a *App) RightClickMap(sx, sy float64) {
	if a.frame == nil {
		return
	}
	a.ctl.SetPlaying(false)
	a.picking = nil
	wx, wy := a.cam.ToWorld(sx, sy)
	a.popup = a.buildMenu(wx, wy, int(sx/a.dpi()), int(sy/a.dpi()))
}

// edit sends an edit to the controller and reports the result.
func (a *App) edit(text string) {
	done := make(chan error, 1)
	a.ctl.Edit(text, done)
	go func() {
		if err := <-done; err != nil {
			a.ctl.Note("edit refused: " + err.Error())
		} else {
			a.ctl.Note("edit: " + text)
		}
	}()
}
