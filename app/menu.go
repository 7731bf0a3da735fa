package app

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"arena/render"
	"arena/sim"
)

// menu is the right-click context menu of edits.
type menu struct {
	x, y  int
	title string
	items []menuItem
	hot   int
}

type menuItem struct {
	label string
	do    func() // nil = a disabled line
}

// pick is the pending second step of "Move…": the next map click names
// the target cell.
type pick struct {
	mover render.Mover
	sel   render.Selection
}

const menuRowH = 20

// buildMenu lists the state's edits at a world point (sim.Editor.EditsAt,
// through the renderer's render.Projector when it has one), plus "Move…"
// when the renderer can build a move edit for the picked unit.
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
	if mv, ok := a.rend.(render.Mover); ok && picked && sel.Kind != "cell" {
		m.items = append(m.items, menuItem{label: "Move " + sel.String() + " to... (click a cell)", do: func() {
			a.picking = &pick{mover: mv, sel: sel}
			a.toast("click the target cell (Esc cancels)")
		}})
	}
	ex, ey := wx, wy
	if pr, ok := a.rend.(render.Projector); ok {
		ex, ey = pr.StatePoint(st, wx, wy)
	}
	for _, o := range ed.EditsAt(ex, ey) {
		text := o.Text
		m.items = append(m.items, menuItem{label: o.Label, do: func() { a.edit(text) }})
	}
	if len(m.items) == 0 {
		m.items = append(m.items, menuItem{label: "no edits here"})
	}
	return m
}

func (m *menu) rect(a *App) image.Rectangle {
	w := len(m.title) * 7
	for _, it := range m.items {
		w = max(w, len(it.label)*7)
	}
	w += 20
	h := len(m.items)*menuRowH + 8
	if m.title != "" {
		h += menuRowH
	}
	x, y := m.x, m.y
	// Keep the menu inside the window.
	if x+w > a.w {
		x = a.w - w
	}
	if y+h > a.h {
		y = a.h - h
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
	if !pt.In(m.rect(a)) {
		a.menu = nil
	}
}

// Choose runs menu item i of the open menu (tests call it directly).
func (a *App) Choose(i int) {
	m := a.menu
	if m == nil || i < 0 || i >= len(m.items) {
		return
	}
	a.menu = nil
	if it := m.items[i]; it.do != nil {
		it.do()
	}
}

// MenuItems returns the labels of the open menu, for tests.
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

func (m *menu) draw(dst *ebiten.Image, a *App) {
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
		if it.do == nil {
			c = render.DimText
		}
		if i == m.hot && it.do != nil {
			render.Rect(dst, float64(r.Min.X+2), y, float64(r.Dx()-4), menuRowH, buttonHot)
		}
		render.Text(dst, it.label, float64(r.Min.X+10), y+3, render.Small, c)
		y += menuRowH
	}
}
