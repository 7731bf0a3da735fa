package menu

import (
	"image"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/app/ui"
	"arena/render"
)

// RowH is the height of one item.
const RowH = 20

// GroupMark ends the label of an entry that opens a submenu.
const GroupMark = "  >"

// Item is one line: Do runs it; nil Do and no Sub is a disabled line; Sub
// makes it a group that opens a submenu.
type Item struct {
	Label string
	Do    func()
	Sub   []Item
}

// Menu is one open level; Parent is the level it was opened from.
type Menu struct {
	X, Y   int
	Title  string
	Items  []Item
	Hot    int
	Parent *Menu
}

// New is a menu at the screen point (x, y) with nothing under the mouse.
func New(x, y int, title string, items []Item) *Menu {
	return &Menu{X: x, Y: y, Title: title, Items: items, Hot: -1}
}

// AddToGroup files it under the "/"-separated group path, creating the
// groups in the order they first appear.
func AddToGroup(items []Item, group string, it Item) []Item {
	if group == "" {
		return append(items, it)
	}
	head, rest, _ := strings.Cut(group, "/")
	for i := range items {
		if items[i].Sub != nil && items[i].Label == head+GroupMark {
			items[i].Sub = AddToGroup(items[i].Sub, rest, it)
			return items
		}
	}
	return append(items, Item{Label: head + GroupMark, Sub: AddToGroup([]Item{}, rest, it)})
}

// Rect is the menu's box in a window of the given size: at its point,
// moved to stay inside, a submenu opening left of its parent when there
// is no room on the right.
func (m *Menu) Rect(win image.Rectangle) image.Rectangle {
	w := ui.TextW(m.Title)
	for _, it := range m.Items {
		w = max(w, ui.TextW(it.Label))
	}
	w += 20
	h := len(m.Items)*RowH + 8
	if m.Title != "" {
		h += RowH
	}
	x, y := m.X, m.Y
	if x+w > win.Max.X {
		x = win.Max.X - w
		if m.Parent != nil {
			x = max(0, m.Parent.Rect(win).Min.X-w)
		}
	}
	if y+h > win.Max.Y {
		y = max(0, win.Max.Y-h)
	}
	return image.Rect(x, y, x+w, y+h)
}

// ItemAt is the index of the item under pt, or -1.
func (m *Menu) ItemAt(win image.Rectangle, pt image.Point) int {
	r := m.Rect(win)
	y0 := r.Min.Y + 4
	if m.Title != "" {
		y0 += RowH
	}
	if !pt.In(r) || pt.Y < y0 {
		return -1
	}
	i := (pt.Y - y0) / RowH
	if i >= len(m.Items) {
		return -1
	}
	return i
}

// ItemY is the top of item i on screen.
func (m *Menu) ItemY(win image.Rectangle, i int) int {
	y := m.Rect(win).Min.Y + 4 + i*RowH
	if m.Title != "" {
		y += RowH
	}
	return y
}

// Choose runs item i, or opens its submenu. It returns the menu open
// afterwards: m itself for a disabled line, the submenu for a group, nil
// once an action ran.
func (m *Menu) Choose(win image.Rectangle, i int) *Menu {
	if i < 0 || i >= len(m.Items) {
		return m
	}
	it := m.Items[i]
	if it.Sub != nil {
		r := m.Rect(win)
		sub := New(r.Max.X-2, m.ItemY(win, i)-4, strings.TrimSuffix(it.Label, GroupMark), it.Sub)
		sub.Parent = m
		return sub
	}
	if it.Do == nil {
		return m // disabled: the menu stays open
	}
	it.Do()
	return nil
}

// Update tracks the item under the mouse and handles a click; it returns
// the menu open afterwards (nil: closed).
func (m *Menu) Update(win image.Rectangle, in *ui.Input) *Menu {
	m.Hot = m.ItemAt(win, in.Mouse)
	if !in.Click && !in.RightClick {
		return m
	}
	if m.Hot >= 0 && in.Click {
		return m.Choose(win, m.Hot)
	}
	// A click on a parent goes back to that level.
	for p := m.Parent; p != nil; p = p.Parent {
		if in.Mouse.In(p.Rect(win)) {
			return p.Update(win, in)
		}
	}
	if !in.Mouse.In(m.Rect(win)) {
		return nil
	}
	return m
}

// Labels are the items' labels; Disabled which are greyed.
func (m *Menu) Labels() []string {
	out := make([]string, len(m.Items))
	for i, it := range m.Items {
		out[i] = it.Label
	}
	return out
}

// Disabled reports, per item, whether it is a greyed line.
func (m *Menu) Disabled() []bool {
	out := make([]bool, len(m.Items))
	for i, it := range m.Items {
		out[i] = it.Do == nil && it.Sub == nil
	}
	return out
}

// Draw draws the open menu m (and its parents beside it).
func (m *Menu) Draw(dst *ebiten.Image, win image.Rectangle) { m.draw(dst, win, m) }

func (m *Menu) draw(dst *ebiten.Image, win image.Rectangle, open *Menu) {
	if m.Parent != nil {
		m.Parent.draw(dst, win, open)
	}
	r := m.Rect(win)
	render.Rect(dst, float64(r.Min.X)+3, float64(r.Min.Y)+3, float64(r.Dx()), float64(r.Dy()), ui.Shadow)
	// Opaque, unlike other panels: the menu must hide what is under it.
	render.Rect(dst, float64(r.Min.X), float64(r.Min.Y), float64(r.Dx()), float64(r.Dy()), ui.Opaque)
	render.Frame(dst, float64(r.Min.X), float64(r.Min.Y), float64(r.Dx()), float64(r.Dy()), 1, render.PanelBorder)
	y := float64(r.Min.Y + 4)
	if m.Title != "" {
		render.Text(dst, m.Title, float64(r.Min.X+10), y+3, render.Small, render.Accent)
		y += RowH
	}
	for i, it := range m.Items {
		c := render.TextColor
		active := it.Do != nil || it.Sub != nil
		if !active {
			c = render.DimText
		}
		if i == m.Hot && active && open == m {
			render.Rect(dst, float64(r.Min.X+2), y, float64(r.Dx()-4), RowH, ui.ButtonHot)
		}
		if open != m && open.Parent == m && it.Sub != nil && open.Title == strings.TrimSuffix(it.Label, GroupMark) {
			render.Rect(dst, float64(r.Min.X+2), y, float64(r.Dx()-4), RowH, ui.ButtonBG)
		}
		render.Text(dst, it.Label, float64(r.Min.X+10), y+3, render.Small, c)
		y += RowH
	}
}
