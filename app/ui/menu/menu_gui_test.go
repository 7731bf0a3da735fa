//go:build gui

package menu

import (
	"image"
	"reflect"
	"testing"

	"arena/app/ui"
)

func TestAddToGroup(t *testing.T) {
	var items []Item
	items = AddToGroup(items, "", Item{Label: "a"})
	items = AddToGroup(items, "Car 1/Move", Item{Label: "b"})
	items = AddToGroup(items, "Car 1", Item{Label: "c"})
	items = AddToGroup(items, "Car 2", Item{Label: "d"})
	got := []string{}
	for _, it := range items {
		got = append(got, it.Label)
	}
	if want := []string{"a", "Car 1" + GroupMark, "Car 2" + GroupMark}; !reflect.DeepEqual(got, want) {
		t.Fatalf("top level %q, want %q", got, want)
	}
	if sub := items[1].Sub; len(sub) != 2 || sub[0].Label != "Move"+GroupMark || sub[1].Label != "c" {
		t.Errorf("Car 1 holds %+v", sub)
	}
}

func TestMenuStaysInWindowAndChooses(t *testing.T) {
	win := image.Rect(0, 0, 400, 300)
	ran := ""
	items := []Item{
		{Label: "move", Do: func() { ran = "move" }},
		{Label: "greyed"},
		{Label: "more" + GroupMark, Sub: []Item{{Label: "inner", Do: func() { ran = "inner" }}}},
	}
	cases := []struct {
		name string
		x, y int
	}{{"inside", 10, 10}, {"right edge", 390, 10}, {"bottom edge", 10, 295}, {"corner", 399, 299}}
	for _, c := range cases {
		m := New(c.x, c.y, "title", items)
		if r := m.Rect(win); !r.In(win) {
			t.Errorf("%s: menu %v leaves the window %v", c.name, r, win)
		}
	}
	m := New(10, 10, "", items)
	if m.Choose(win, 1) != m {
		t.Error("a disabled line closed the menu")
	}
	sub := m.Choose(win, 2)
	if sub == nil || sub.Parent != m || sub.Title != "more" {
		t.Fatalf("group opened %+v", sub)
	}
	if got := sub.Rect(win); got.Min.X < m.Rect(win).Max.X-2 {
		t.Errorf("submenu %v overlaps its parent %v", got, m.Rect(win))
	}
	// A click on the item runs it and closes the menu.
	in := &ui.Input{Mouse: image.Pt(sub.Rect(win).Min.X+5, sub.ItemY(win, 0)+5), Click: true}
	if open := sub.Update(win, in); open != nil || ran != "inner" {
		t.Errorf("click: open %v, ran %q", open, ran)
	}
	// A click outside closes it without running anything.
	ran = ""
	in = &ui.Input{Mouse: image.Pt(399, 299), Click: true}
	if open := m.Update(win, in); open != nil || ran != "" {
		t.Errorf("outside click: open %v, ran %q", open, ran)
	}
	if d := m.Disabled(); !reflect.DeepEqual(d, []bool{false, true, false}) {
		t.Errorf("disabled %v", d)
	}
}
