package paintball

import (
	"strings"
	"testing"
)

func TestEditor(t *testing.T) {
	s := tiny(t, "0.S")
	opts := s.EditsAt(10.5, 10.2)
	if len(opts) == 0 || !strings.HasPrefix(opts[0].Text, "child 0 ") {
		t.Fatalf("options at child 0: %v", opts)
	}
	for _, o := range opts {
		c := s.clone()
		if err := c.ApplyEdit(o.Text); err != nil {
			t.Errorf("offered %q: %v", o.Text, err)
		}
	}
	for _, o := range s.EditsAt(12, 10) {
		c := s.clone()
		if err := c.ApplyEdit(o.Text); err != nil {
			t.Errorf("offered %q: %v", o.Text, err)
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
		{"child 0 inventory f", func(s *State) bool { return s.Kids[0].Inventory() == 'f' }},
		{"child 0 defend", func(s *State) bool { return s.Kids[0].Defending }},
		{"child 0 inventory b", func(s *State) bool { return !s.Kids[0].Defending && !s.Kids[0].Shield }},
		{"child 0 balls 100", func(s *State) bool { return s.Kids[0].Balls == 100 }},
		{"cell 12 10 P7", func(s *State) bool { return s.At(12, 10) == Cell{Kind: Balls, N: 7} }},
		{"cell 12 10 .", func(s *State) bool { return s.At(12, 10) == Cell{} }},
		{"cell 5 5 W", func(s *State) bool { return s.At(5, 5).Kind == HighWall }},
	} {
		if err := s.ApplyEdit(c.text); err != nil || !c.check(s) {
			t.Errorf("%q: %v\n%#v", c.text, err, s)
		}
	}
	for _, bad := range []string{"", "child 9 stand", "child 0 at 5 5", "child 0 at 2 30", "cell 2 30 T", "child 0 inventory z",
		"child 0 balls 101", "cell 1 1 X", "child 1 defend", "wall 1 1", "child 0 jump"} {
		if err := s.ApplyEdit(bad); err == nil {
			t.Errorf("accepted %q", bad)
		}
	}
}
