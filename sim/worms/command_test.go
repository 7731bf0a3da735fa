package worms

import "testing"

// Rule text "Output for one game turn": move x y, dig x y, shoot {direction},
// and "nothing" ("Do Nothing"). Canonical texts round-trip.
func TestParseCommand(t *testing.T) {
	good := map[string]Command{
		"move 3 4":   MoveTo(3, 4),
		"dig 5 6":    DigAt(5, 6),
		"shoot NE":   ShootAt(NE),
		"shoot W":    ShootAt(W),
		"nothing":    DoNothing(),
		"move -1 40": MoveTo(-1, 40),
	}
	for text, want := range good {
		got, err := ParseCommand(text)
		if err != nil || got != want {
			t.Errorf("%q: got %v, %v; want %v", text, got, err, want)
		}
		if got.String() != text {
			t.Errorf("%q: String %q", text, got.String())
		}
		if got, err := ParseCommand(text + "\r\n"); err != nil || got != want {
			t.Errorf("%q with CRLF: %v", text, err)
		}
	}
	for _, bad := range []string{"", "MOVE 3 4", "move 3", "move 3 4 5", "move  3 4", "move 03 4", "move +3 4",
		"move a b", "shoot", "shoot ne", "shoot U", "dig 1", "nothing 1", "fly 1 2", " move 3 4", "move 3 4 ",
		"move 3 4\nmove 3 4", "move 99999999999999999999 1"} {
		if c, err := ParseCommand(bad); err == nil {
			t.Errorf("%q parsed as %v", bad, c)
		}
	}
}

func TestDirections(t *testing.T) {
	want := [8][2]int{{0, -1}, {1, -1}, {1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}}
	for d := N; d <= NW; d++ {
		dx, dy := d.Delta()
		if [2]int{dx, dy} != want[d] {
			t.Errorf("%s: %d %d", d, dx, dy)
		}
		if p, ok := ParseDirection(d.String()); !ok || p != d {
			t.Errorf("%s does not round-trip", d)
		}
	}
}

// FuzzParseCommand: the reply parser never panics and whatever parses
// round-trips through its canonical text.
func FuzzParseCommand(f *testing.F) {
	for _, s := range []string{"move 3 4", "dig 5 6", "shoot NE", "nothing", "move -1 2\n", "shoot X"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseCommand(s)
		if err != nil {
			return
		}
		c2, err := ParseCommand(c.String())
		if err != nil || c2 != c {
			t.Fatalf("%q -> %v -> %v, %v", s, c, c2, err)
		}
		if a, err := (Codec{}).Decode(0, []byte(s)); err != nil || a.(Command) != c {
			t.Fatalf("Decode disagrees with ParseCommand on %q", s)
		}
	})
}
