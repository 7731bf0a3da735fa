package worms

import "testing"

func TestApplyEdit(t *testing.T) {
	tests := []struct {
		edit  string
		check func(s *State) bool
	}{
		{"worm 0.1 at 1 1", func(s *State) bool { w := s.Worms[s.Find(WormRef{0, 1})]; return w.X == 1 && w.Y == 1 }},
		{"worm 1.1 hp 80", func(s *State) bool { return s.Worms[s.Find(WormRef{1, 1})].HP == 80 }},
		{"worm 0.2 active", func(s *State) bool { return s.Active[0] == 2 }},
		{"cell 2 1 air", func(s *State) bool { return s.At(2, 1) == Air }},
		{"cell 1 1 dirt", func(s *State) bool { return s.At(1, 1) == Dirt }},
		{"cell 1 1 space", func(s *State) bool { return s.At(1, 1) == DeepSpace }},
		{"pack 1 1 add", func(s *State) bool { return s.PackAt(1, 1) >= 0 && s.Packs[s.PackAt(1, 1)].ID == 2 }},
		{"pack 0 3 remove", func(s *State) bool { return len(s.Packs) == 0 }},
	}
	for _, tc := range tests {
		s := mk(t, DefaultRules(), "ab..", "..#.", "....", "+..A")
		if err := s.ApplyEdit(tc.edit); err != nil {
			t.Errorf("%q: %v", tc.edit, err)
			continue
		}
		if !tc.check(s) {
			t.Errorf("%q not applied\n%#v", tc.edit, s)
		}
	}
	for _, bad := range []string{"worm 0.1 at 2 1", "worm 0.1 at 1 0", "worm 0.4 hp 3", "worm 0.1 hp 0", "worm 0.1 fly",
		"cell 0 0 dirt", "cell 9 9 air", "pack 2 1 add", "pack 1 1 remove", "pack 0 3 add", "cell 0 3 dirt", "hello", "worm  0.1 active", ""} {
		s := mk(t, DefaultRules(), "ab..", "..#.", "....", "+..A")
		if err := s.ApplyEdit(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

// Every option EditsAt offers applies cleanly.
func TestEditsAt(t *testing.T) {
	s := mk(t, DefaultRules(), "ab..", "..#.", "X...", "+..A")
	for y := 0; y < 4; y++ {
		for x := 0; x < 4; x++ {
			opts := s.EditsAt(float64(x)+0.3, float64(y)+0.7)
			if len(opts) == 0 {
				t.Errorf("no edits at %d %d", x, y)
			}
			for _, o := range opts {
				c := s.clone()
				if err := c.ApplyEdit(o.Text); err != nil {
					t.Errorf("%d %d: option %q (%s) fails: %v", x, y, o.Text, o.Label, err)
				}
			}
		}
	}
	for _, tc := range []struct {
		x, y float64
		want string
	}{{0.5, 0.5, "worm 0.1 at 0 1"}, {1.5, 0.5, "worm 0.2 active"}, {1.2, 0.9, "worm 0.2 hp 1"},
		{2.5, 1.5, "cell 2 1 air"}, {2.5, 2.5, "worm 1.1 at 2 2"}, {0.5, 3.5, "pack 0 3 remove"}, {1.5, 2.5, "pack 1 2 add"}, {0.1, 2.1, "cell 0 2 air"}} {
		found := false
		for _, o := range s.EditsAt(tc.x, tc.y) {
			found = found || o.Text == tc.want
		}
		if !found {
			t.Errorf("EditsAt(%v, %v) lacks %q", tc.x, tc.y, tc.want)
		}
	}
	if s.EditsAt(-1, 2) != nil || s.EditsAt(4.0, 0) != nil {
		t.Error("edits off the map")
	}
}

// FuzzApplyEdit: edits never panic, and an accepted edit leaves a state
// whose map still parses (no worm in dirt, no pack under a worm's dirt).
func FuzzApplyEdit(f *testing.F) {
	for _, s := range []string{"worm 0.1 at 1 1", "worm 1.1 hp 80", "worm 0.2 active", "cell 2 1 air", "pack 1 1 add", "pack 0 3 remove", "cell -1 0 dirt", "worm 0.0 hp 1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		s := mk(t, DefaultRules(), "ab..", "..#.", "....", "+..A")
		if s.ApplyEdit(text) != nil {
			return
		}
		for _, w := range s.Worms {
			if s.At(w.X, w.Y) != Air || w.HP < 1 {
				t.Fatalf("%q left worm %+v on %s", text, w, s.At(w.X, w.Y))
			}
		}
		s.Apply([Players]Command{ShootAt(E), MoveTo(2, 2)})
	})
}
