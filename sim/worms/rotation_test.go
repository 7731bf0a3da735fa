package worms

import "testing"

// Rule text "The commands": the engine determines the active worm; the
// original advances each player to its next conscious worm every round,
// wrapping, and to the first conscious worm when the active one fell
// (reference §1.3 step 4).
func TestActiveRotation(t *testing.T) {
	for _, pr := range presets {
		t.Run(pr.name, func(t *testing.T) {
			s := mk(t, pr.rules, "abc..", ".....", ".....", ".....", "..A.B")
			var got0, got1 []int
			for i := 0; i < 4; i++ {
				got0 = append(got0, s.Active[0])
				got1 = append(got1, s.Active[1])
				s.Apply(nothing())
			}
			if want := []int{1, 2, 3, 1}; !equal(got0, want) {
				t.Fatalf("player 0 active %v, want %v", got0, want)
			}
			if want := []int{1, 2, 1, 2}; !equal(got1, want) {
				t.Fatalf("player 1 active %v, want %v", got1, want)
			}
		})
	}
}

// The command moves the active worm, not any other.
func TestCommandMovesActiveWorm(t *testing.T) {
	s := mk(t, DefaultRules(), "ab...", ".....", ".....", ".....", "....A")
	s.Active[0] = 2
	s.Apply(cmds(t, "move 1 1", "nothing"))
	if w := wormOf(t, s, 0, 2); w.X != 1 || w.Y != 1 {
		t.Fatalf("worm 0.2 did not move\n%#v", s)
	}
	if s.Active[0] != 1 {
		t.Fatalf("active %d, want 1 (wrapped)", s.Active[0])
	}
}

// A fallen active worm hands over to the first conscious worm.
func TestRotationAfterDeath(t *testing.T) {
	s := mk(t, DefaultRules(), "a.A.B", ".....", "...C.", ".....", "b....")
	s.Active[1] = 2
	s.Worms[s.Find(WormRef{1, 2})].HP = 8
	s.Apply(cmds(t, "shoot E", "shoot W")) // player 0 fells... worm 1.1 shields 1.2
	// Worm 1.1 at (2,0) takes the shot, 1.2 lives: active goes 2 -> 3.
	if s.Active[1] != 3 {
		t.Fatalf("active %d, want 3\n%#v", s.Active[1], s)
	}
	s2 := mk(t, DefaultRules(), "a.B.A", ".....", "...C.", ".....", "b....")
	s2.Active[1] = 2
	s2.Worms[s2.Find(WormRef{1, 2})].HP = 8
	s2.Apply(cmds(t, "shoot E", "nothing"))
	if s2.Find(WormRef{1, 2}) >= 0 || s2.Active[1] != 1 {
		t.Fatalf("active %d, want 1 (first conscious)\n%#v", s2.Active[1], s2)
	}
}

func equal(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
