package coderunner

import "testing"

// TestEdits applies each form of the edit grammar (doc.go) and offers of
// EditsAt.
func TestEdits(t *testing.T) {
	s := world(t, DefaultRules(), "R.E.\n====")
	s.Runners[1] = Runner{Row: 0, Col: 3, SpawnRow: 0, SpawnCol: 3, Alive: true}
	for _, tc := range []struct {
		edit  string
		check func() bool
	}{
		{"runner 0 0 1", func() bool { return pos(s, 0) == [2]int{0, 1} }},
		{"enemy 0 0 3", func() bool { return s.Enemies[0].Col == 3 }},
		{"cell 1 0 H", func() bool { return s.At(1, 0) == Ladder }},
		{"gold 0 2", func() bool { return s.At(0, 2) == Gold }},
		{"cell 1 1 -", func() bool { return s.At(1, 1) == Removed && s.HoleTimer(1, 1) == s.Rules.BrickRestore }},
		{"cell 1 1 =", func() bool { return s.At(1, 1) == Brick && s.HoleTimer(1, 1) == 0 }},
	} {
		if err := s.ApplyEdit(tc.edit); err != nil || !tc.check() {
			t.Errorf("%q: err %v, or not applied\n%#v", tc.edit, err, s)
		}
	}
	for _, bad := range []string{"", "runner 2 0 0", "runner 0 1 2", "enemy 5 0 0", "cell 0 0 x", "cell 99 0 .", "gold 0", "fly 1 2"} {
		if err := s.ApplyEdit(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
	opts := s.EditsAt(1.5, 0.5)
	if len(opts) == 0 {
		t.Fatal("no edits offered")
	}
	for _, o := range opts {
		c := s.Copy()
		if err := c.ApplyEdit(o.Text); err != nil {
			t.Errorf("offered %q (%s) fails: %v", o.Text, o.Label, err)
		}
	}
	// Digging is offered on a brick only (a hole closes into a brick).
	for _, c := range []struct {
		x, y float64
		dig  bool
	}{{0.5, 1.5, false}, {1.5, 1.5, true}, {1.5, 0.5, false}} {
		dig := false
		for _, o := range s.EditsAt(c.x, c.y) {
			dig = dig || o.Label == "Dig a hole"
		}
		if dig != c.dig {
			t.Errorf("cell at %v,%v (%c): Dig a hole offered %v, want %v", c.x, c.y, s.At(int(c.y), int(c.x)), dig, c.dig)
		}
	}
	if s.EditsAt(-1, 0) != nil || s.EditsAt(0, 99) != nil {
		t.Error("edits offered off the map")
	}
}
