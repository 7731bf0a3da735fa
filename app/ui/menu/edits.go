package menu

import (
	"arena/render"
	"arena/sim"
)

// Edits is the right-click menu at (x, y) in the window: the renderer's
// two-step edits of the picked thing (acts, such as "Move…"; choosing one
// calls pick), then the state's edits at the point (opts, from
// sim.Editor.EditsAt; choosing one calls edit with its text), grouped
// into submenus by EditOption.Group, disabled ones greyed, then extra.
func Edits(x, y int, title string, acts []render.PointAction, opts []sim.EditOption, pick func(render.PointAction), edit func(text string), extra []Item) *Menu {
	var items []Item
	for _, pa := range acts {
		items = append(items, Item{Label: pa.Label, Do: func() { pick(pa) }})
	}
	for _, o := range opts {
		it := Item{Label: o.Label}
		if !o.Disabled {
			text := o.Text
			it.Do = func() { edit(text) }
		}
		items = AddToGroup(items, o.Group, it)
	}
	if len(items) == 0 {
		items = append(items, Item{Label: "no edits here"})
	}
	return New(x, y, title, append(items, extra...))
}
