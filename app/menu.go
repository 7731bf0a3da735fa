package app

import (
	"image"
	"strings"

	"arena/app/ui/menu"
	"arena/render"
	"arena/sim"
)

// pick is the pending second step of a two-step edit (render.PointAction):
// the next map click names the target point.
type pick struct {
	action render.PointAction
	sel    render.Selection
}

// buildMenu lists what can be done at a world point: the renderer's
// two-step edits of the picked thing (Renderer.PointActions, such as
// "Move…"), then the state's edits there (sim.Editor.EditsAt, through the
// renderer's Renderer.StatePoint), grouped into submenus by
// EditOption.Group, disabled ones greyed. The menu itself (layout, hover,
// submenus) is app/ui/menu.
func (a *App) buildMenu(wx, wy float64, sx, sy int) *menu.Menu {
	var title string
	st := a.frame.State
	var sel render.Selection
	var picked bool
	if a.rend != nil {
		sel, picked = a.rend.Pick(st, wx, wy)
		if picked {
			a.sel = &sel
			if lines := a.rend.Inspect(st, sel); len(lines) > 0 {
				title = lines[0]
			}
		}
	}
	ed, ok := st.(sim.Editor)
	if !ok {
		return menu.New(sx, sy, title, []menu.Item{{Label: "this game has no edits"}})
	}
	var acts []render.PointAction
	ex, ey := wx, wy
	if a.rend != nil {
		if picked {
			acts = a.rend.PointActions(st, sel)
		}
		ex, ey = a.rend.StatePoint(st, wx, wy)
	}
	choose := func(pa render.PointAction) {
		a.picking = &pick{action: pa, sel: sel}
		a.sel = &sel
		a.toast(pa.Prompt + " (Esc cancels)")
	}
	return menu.Edits(sx, sy, title, acts, ed.EditsAt(ex, ey), choose, a.edit, a.extraMenuItems())
}

// window is the whole window's rectangle, in window pixels.
func (a *App) window() image.Rectangle { return image.Rect(0, 0, a.w, a.h) }

// Choose runs item i of the open menu, or opens its submenu (tests call
// it directly).
func (a *App) Choose(i int) {
	if a.popup != nil {
		a.popup = a.popup.Choose(a.window(), i)
	}
}

// ChooseLabel runs (or opens) the first item of the open menu whose label
// starts with prefix and reports whether there was one.
func (a *App) ChooseLabel(prefix string) bool {
	if a.popup == nil {
		return false
	}
	for i, l := range a.popup.Labels() {
		if strings.HasPrefix(l, prefix) {
			a.Choose(i)
			return true
		}
	}
	return false
}

// MenuItems returns the labels of the open (innermost) menu, for tests.
func (a *App) MenuItems() []string {
	if a.popup == nil {
		return nil
	}
	return a.popup.Labels()
}

// MenuDisabled reports which items of the open menu are greyed, for tests.
func (a *App) MenuDisabled() []bool {
	if a.popup == nil {
		return nil
	}
	return a.popup.Disabled()
}
