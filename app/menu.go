package app

import (
	"image"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"arena/render"
	"arena/sim"
)

// menu is the right-click context menu of edits. A submenu is a menu whose
// parent stays drawn beside it.
type menu struct {
	x, y   int
	title  string
	items  []menuItem
	hot    int
	parent *menu
}

type menuItem struct {
	label string
	do    func()     // nil and no sub = a disabled line
	sub   []menuItem // a group: choosing it opens a submenu
}

// pick is the pending second step of a two-step edit (render.PointAction):
// the next map click names the target point.
type pick struct {
	action render.PointAction
	sel    render.Selection
}

const menuRowH = 20

// buildMenu lists what can be done at a world point: the renderer's
// two-step edits of the picked thing (Renderer.PointActions, such as
// "Move…"), then the state's edits there (sim.Editor.EditsAt, through the
// renderer's Renderer.StatePoint), grouped into submenus by
// EditOption.Group, disabled ones greyed.
func (a *App) buildMenu(wx, wy float64, sx, sy int) *menu {
	m := &menu{x: sx, y: sy, hot: -1}
	st := a.frame.State
	var sel render.Selection
	var picked bool
	if a.rend != nil {
		sel, picked = a.rend.Pick(st, wx, wy)
		if picked {
			a.sel = &sel
			if lines := a.rend.Inspect(st, sel); len(lines) > 0 {
				m.title = lines[0]
			}
		}
	}
	ed, ok := st.(sim.Editor)
	if !ok {
		m.items = append(m.items, menuItem{label: "this game has no edits"})
		return m
	}
	if picked {
		for _, pa := range a.pointActions(st, sel) {
			m.items = append(m.items, menuItem{label: pa.Label, do: func() {
				a.picking = &pick{action: pa, sel: sel}
				a.sel = &sel
				a.toast(pa.Prompt + " (Esc cancels)")
			}})
		}
	}
	ex, ey := wx, wy
	if pr := a.rend; pr != nil {
		ex, ey = pr.StatePoint(st, wx, wy)
	}
	for _, o := range ed.EditsAt(ex, ey) {
		it := menuItem{label: o.Label}
		if !o.Disabled {
			text := o.Text
			it.do = func() { a.edit(text) }
		}
		m.items = addToGroup(m.items, o.Group, it)
	}
	if len(m.items) == 0 {
		m.items = append(m.items, menuItem{label: "no edits here"})
	}
	m.items = append(m.items, a.extraMenuItems()...)
	return m
}

// groupMark ends the label of an entry that opens a submenu.
const groupMark = "  >"

// addToGroup files it under the "/"-separated group path, creating the
// groups in the order they first appear.
func addToGroup(items []menuItem, group string, it menuItem) []menuItem {
	if group == "" {
		return append(items, it)
	}
	head, rest, _ := strings.Cut(group, "/")
	for i := range items {
		if items[i].sub != nil && items[i].label == head+groupMark {
			items[i].sub = addToGroup(items[i].sub, rest, it)
			return items
		}
	}
	return append(items, menuItem{label: head + groupMark, sub: addToGroup([]menuItem{}, rest, it)})
}

// pointActions are the renderer's two-step edits of a picked thing
// (render.MoveActions' "Move…" among them).
func (a *App) pointActions(st sim.State, sel render.Selection) []render.PointAction {
	if a.rend == nil {
		return nil
	}
	return a.rend.PointActions(st, sel)
}

func (m *menu) rect(a *App) image.Rectangle {
	tw, _ := render.Small.Measure(m.title)
	for _, it := range m.items {
		lw, _ := render.Small.Measure(it.label)
		tw = max(tw, lw)
	}
	w := int(math.Ceil(tw)) + 20
	h := len(m.items)*menuRowH + 8
	if m.title != "" {
		h += menuRowH
	}
	x, y := m.x, m.y
	// Keep the menu inside the window.
	if x+w > a.w {
		x = a.w - w
		if m.parent != nil {
			// No room on the right: open to the left of the parent.
			x = max(0, m.parent.rect(a).Min.X-w)
		}
	}
	if y+h > a.h {
		y = max(0, a.h-h)
	}
	return image.Rect(x, y, x+w, y+h)
}

func (m *menu) itemAt(a *App, pt image.Point) int {
	r := m.rect(a)
	y0 := r.Min.Y + 4
	if m.title != "" {
		y0 += menuRowH
	}
	if !pt.In(r) || pt.Y < y0 {
		return -1
	}
	i := (pt.Y - y0) / menuRowH
	if i >= len(m.items) {
		return -1
	}
	return i
}

// itemY is the top of item i on screen.
func (m *menu) itemY(a *App, i int) int {
	y := m.rect(a).Min.Y + 4 + i*menuRowH
	if m.title != "" {
		y += menuRowH
	}
	return y
}

func (m *menu) update(a *App, pt image.Point) {
	m.hot = m.itemAt(a, pt)
	left := inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft)
	right := inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonRight)
	if !left && !right {
		return
	}
	if m.hot >= 0 && left {
		a.Choose(m.hot)
		return
	}
	// A click on a parent goes back to that level.
	for p := m.parent; p != nil; p = p.parent {
		if pt.In(p.rect(a)) {
			a.menu = p
			p.update(a, pt)
			return
		}
	}
	if !pt.In(m.rect(a)) {
		a.menu = nil
	}
}

// Choose runs item i of the open menu, or opens its submenu (tests call
// it directly).
func (a *App) Choose(i int) {
	m := a.menu
	if m == nil || i < 0 || i >= len(m.items) {
		return
	}
	it := m.items[i]
	if it.sub != nil {
		r := m.rect(a)
		a.menu = &menu{x: r.Max.X - 2, y: m.itemY(a, i) - 4, title: strings.TrimSuffix(it.label, groupMark), items: it.sub, hot: -1, parent: m}
		return
	}
	if it.do == nil {
		return // disabled: the menu stays open
	}
	a.menu = nil
	it.do()
}

// ChooseLabel runs (or opens) the first item of the open menu whose label
// starts with prefix and reports whether there was one.
func (a *App) ChooseLabel(prefix string) bool {
	if a.menu == nil {
		return false
	}
	for i, it := range a.menu.items {
		if strings.HasPrefix(it.label, prefix) {
			a.Choose(i)
			return true
		}
	}
	return false
}

// MenuItems returns the labels of the open (innermost) menu, for tests.
func (a *App) MenuItems() []string {
	if a.menu == nil {
		return nil
	}
	var out []string
	for _, it := range a.menu.items {
		out = append(out, it.label)
	}
	return out
}

// MenuDisabled reports which items of the open menu are greyed, for tests.
func (a *App) MenuDisabled() []bool {
	if a.menu == nil {
		return nil
	}
	var out []bool
	for _, it := range a.menu.items {
		out = append(out, it.do == nil && it.sub == nil)
	}
	return out
}

func (m *menu) draw(dst *ebiten.Image, a *App) {
	if m.parent != nil {
		m.parent.draw(dst, a)
	}
	r := m.rect(a)
	render.Rect(dst, float64(r.Min.X)+3, float64(r.Min.Y)+3, float64(r.Dx()), float64(r.Dy()), colorShadow)
	// Opaque, unlike other panels: the menu must hide what is under it.
	render.Rect(dst, float64(r.Min.X), float64(r.Min.Y), float64(r.Dx()), float64(r.Dy()), opaquePanel)
	render.Frame(dst, float64(r.Min.X), float64(r.Min.Y), float64(r.Dx()), float64(r.Dy()), 1, render.PanelBorder)
	y := float64(r.Min.Y + 4)
	if m.title != "" {
		render.Text(dst, m.title, float64(r.Min.X+10), y+3, render.Small, render.Accent)
		y += menuRowH
	}
	for i, it := range m.items {
		c := render.TextColor
		active := it.do != nil || it.sub != nil
		if !active {
			c = render.DimText
		}
		if i == m.hot && active && a.menu == m {
			render.Rect(dst, float64(r.Min.X+2), y, float64(r.Dx()-4), menuRowH, buttonHot)
		}
		if a.menu != m && a.menu != nil && a.menu.parent == m && it.sub != nil && a.menu.title == strings.TrimSuffix(it.label, groupMark) {
			render.Rect(dst, float64(r.Min.X+2), y, float64(r.Dx()-4), menuRowH, buttonColor)
		}
		render.Text(dst, it.label, float64(r.Min.X+10), y+3, render.Small, c)
		y += menuRowH
	}
}
