package panes

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/app/control"
	"arena/app/ui"
)

// Dock is where a pane sits: the column left of the map or the strip
// under it (bottom panes share it side by side).
type Dock int

const (
	Bottom Dock = iota
	Left
)

// Slot is a row of the pane table: the command that toggles the pane,
// its dock, whether it is open, and the pane.
type Slot struct {
	Cmd  control.Command
	Dock Dock
	On   bool
	Pane Pane
	// Avail, when set, says whether the pane has anything to show for the
	// current game (the info pane exists for some renderers only).
	Avail func() bool
	// Tall asks for a taller strip under the map (ui.Want.Tall).
	Tall bool
	// Area is where the layout put it this frame.
	Area image.Rectangle
}

// Shown reports whether a pane is open and has something to show.
func (s *Slot) Shown() bool { return s.On && (s.Avail == nil || s.Avail()) }

// Table is the window's panes, in the order they take their places.
type Table []*Slot

// Open reports whether the pane toggled by c is open.
func (t Table) Open(c control.Command) bool {
	for _, s := range t {
		if s.Cmd == c {
			return s.On
		}
	}
	return false
}

// Toggle opens or closes the pane toggled by c.
func (t Table) Toggle(c control.Command) {
	for _, s := range t {
		if s.Cmd == c {
			s.On = !s.On
		}
	}
}

// Want adds the room the shown panes ask for to q: the left column, and
// the bottom strip's panes and whether it is tall.
func (t Table) Want(q *ui.Want) {
	for _, s := range t {
		if s.Shown() {
			if s.Dock == Left {
				q.Left = true
			} else {
				q.Bottom++
				q.Tall = q.Tall || s.Tall
			}
		}
	}
}

// Place gives each shown pane its area from the layout's regions, in
// table order: the first left pane the left column, the bottom ones the
// strip's places.
func (t Table) Place(reg ui.Regions) {
	left, bi := false, 0
	for _, s := range t {
		s.Area = image.Rectangle{}
		if !s.Shown() {
			continue
		}
		switch {
		case s.Dock == Left && !left:
			s.Area, left = reg.Left, true
		case s.Dock == Bottom && bi < len(reg.Strip):
			s.Area = reg.Strip[bi]
			bi++
		}
	}
}

// Draw draws the shown panes in their areas.
func (t Table) Draw(dst *ebiten.Image) {
	for _, s := range t {
		if s.Shown() && !s.Area.Empty() {
			s.Pane.Draw(dst, s.Area)
		}
	}
}

// Scroll turns a wheel turn wy at pt over a pane into scrolling it three
// lines; it reports whether the wheel was used.
func (t Table) Scroll(pt image.Point, wy float64) bool {
	if wy == 0 {
		return false
	}
	step := 3
	if wy < 0 {
		step = -3
	}
	for _, s := range t {
		if s.Shown() && pt.In(s.Area) {
			s.Pane.Scroll(step)
			return true
		}
	}
	return false
}
