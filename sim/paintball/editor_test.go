package paintball

import (
	"math"
	"strings"
	"testing"
)

// world is the world point at the centre of space p as drawn.
func world(p Point) (x, y float64) {
	wx, wy := SpaceToWorld(p)
	return wx + 0.5, wy + 0.5
}

func TestWorldToSpace(t *testing.T) {
	for _, c := range []struct {
		x, y float64
		want Point
		ok   bool
	}{
		{0.5, 0.5, Point{0, 30}, true}, // top left as drawn is y = 30
		{0.1, 30.9, Point{0, 0}, true}, // Red's corner is at the bottom left
		{30.99, 30.99, Point{30, 0}, true},
		{10.5, 20.2, Point{10, 10}, true},
		{-0.1, 3, Point{}, false},
		{31, 3, Point{}, false},
		{3, 31, Point{}, false},
		{math.NaN(), 3, Point{}, false},
		{math.Inf(1), 3, Point{}, false},
	} {
		got, ok := WorldToSpace(c.x, c.y)
		if got != c.want || ok != c.ok {
			t.Errorf("WorldToSpace(%v, %v) = %v, %v; want %v, %v", c.x, c.y, got, ok, c.want, c.ok)
		}
		if ok {
			wx, wy := SpaceToWorld(got)
			if wx != math.Floor(c.x) || wy != math.Floor(c.y) {
				t.Errorf("SpaceToWorld(%v) = %v, %v; want the corner of %v, %v", got, wx, wy, c.x, c.y)
			}
		}
	}
}

func TestEditor(t *testing.T) {
	s := tiny(t, "0.S")
	opts := s.EditsAt(world(Point{10, 10}))
	if len(opts) == 0 || !strings.HasPrefix(opts[0].Text, "child 0 ") {
		t.Fatalf("options at child 0: %v", opts)
	}
	// Every offered edit applies, at a child, on an item and on grass.
	for _, p := range []Point{{10, 10}, {11, 10}, {12, 10}} {
		for _, o := range s.EditsAt(world(p)) {
			c := s.clone()
			if err := c.ApplyEdit(o.Text); err != nil {
				t.Errorf("offered %q at %v: %v", o.Text, p, err)
			}
		}
	}
	if s.EditsAt(-1, 3) != nil || s.EditsAt(31, 3) != nil {
		t.Error("edits off the field")
	}
	for _, c := range []struct {
		text  string
		check func(s *State) bool
	}{
		{"child 0 at 12 12", func(s *State) bool { return s.Kids[0].Pos() == Point{12, 12} }},
		{"child 0 crouch", func(s *State) bool { return s.Kids[0].Crouched }},
		{"child 0 stand", func(s *State) bool { return !s.Kids[0].Crouched }},
		{"child 0 inventory f", func(s *State) bool { return s.Kids[0].Inventory() == 'f' }},
		{"child 0 defend", func(s *State) bool { return s.Kids[0].Defending }},
		{"child 0 undefend", func(s *State) bool { return !s.Kids[0].Defending && s.Kids[0].Shield }},
		{"child 0 defend", func(s *State) bool { return s.Kids[0].Defending }},
		{"child 0 inventory b", func(s *State) bool { return !s.Kids[0].Defending && !s.Kids[0].Shield }},
		{"child 0 balls 100", func(s *State) bool { return s.Kids[0].Balls == 100 }},
		{"cell 12 10 P7", func(s *State) bool { return s.At(12, 10) == Cell{Kind: Balls, N: 7} }},
		{"cell 12 10 .", func(s *State) bool { return s.At(12, 10) == Cell{} }},
		{"cell 5 5 W", func(s *State) bool { return s.At(5, 5).Kind == HighWall }},
		{"cell 5 5 .", func(s *State) bool { return s.At(5, 5).Kind == Empty }},
		{"cell 6 6 R", func(s *State) bool { return s.At(6, 6).Kind == RedFlag }},
	} {
		if err := s.ApplyEdit(c.text); err != nil || !c.check(s) {
			t.Errorf("%q: %v\n%#v", c.text, err, s)
		}
	}
	for _, bad := range []string{"", "child 9 stand", "child 0 at 6 6", "child 0 at 2 30", "cell 2 30 T", "child 0 inventory z",
		"child 0 balls 101", "cell 1 1 X", "child 1 defend", "wall 1 1", "child 0 jump"} {
		if err := s.ApplyEdit(bad); err == nil {
			t.Errorf("accepted %q", bad)
		}
	}
}

// TestEditMenus checks what the right-click menu offers where: labels
// read well and each text is the canonical edit.
func TestEditMenus(t *testing.T) {
	s := tiny(t, "0.S", "..P", "1..")
	s.Kids[1].Shield = true
	s.Kids[1].Crouched = true
	has := func(p Point, label, text string) bool {
		for _, o := range s.EditsAt(world(p)) {
			if o.Label == label && o.Text == text {
				return true
			}
		}
		return false
	}
	for _, c := range []struct {
		at          Point
		label, text string
	}{
		{at(0, 2), "Crouch child 0", "child 0 crouch"},
		{at(0, 2), "Hold shield + rapid launcher", "child 0 inventory f"},
		{at(0, 2), "Set paintballs to 100", "child 0 balls 100"},
		{at(0, 0), "Stand child 1", "child 1 stand"},
		{at(0, 0), "Defend (shield up)", "child 1 defend"},
		{at(2, 2), "Remove shield", "cell 12 12 ."},
		{at(2, 2), "Place tree", "cell 12 12 T"},
		{at(2, 1), "Add 10 paintballs (20)", "cell 12 11 P20"},
		{at(2, 1), "Remove paintballs", "cell 12 11 ."},
		{at(1, 1), "Place high wall", "cell 11 11 W"},
		{at(1, 1), "Place low wall", "cell 11 11 V"},
		{at(1, 1), "Place 10 paintballs", "cell 11 11 P10"},
		{at(1, 1), "Place red flag", "cell 11 11 R"},
		{at(1, 1), "Move child 0 here (from 10,12)", "child 0 at 11 11"},
	} {
		if !has(c.at, c.label, c.text) {
			t.Errorf("at %v: no %q → %q in %v", c.at, c.label, c.text, s.EditsAt(world(c.at)))
		}
	}
	// Grass offers no removal; a tree offers no child moves onto it.
	if has(at(1, 1), "Remove empty", "cell 11 11 .") {
		t.Error("grass offers a removal")
	}
	s.Cells[Index(11, 11)] = Cell{Kind: Tree}
	for _, o := range s.EditsAt(world(at(1, 1))) {
		if strings.Contains(o.Text, " at ") {
			t.Errorf("tree offers %q", o.Text)
		}
	}
}
