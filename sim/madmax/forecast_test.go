package madmax

import (
	"slices"
	"testing"
)

func TestMoves(t *testing.T) {
	s := board(t, 4,
		"..X.......",
		"0W........",
		"..1.......",
		"..........",
	)
	before := s.Hash()
	moves := s.Moves(0)
	if len(moves) != 9 {
		t.Fatalf("%d moves, want 9", len(moves))
	}
	byDir := map[Dir]Course{}
	for _, m := range moves {
		byDir[m.Dir] = m
	}
	for _, tc := range []struct {
		name    string
		d       Dir
		to      Pos
		path    []Pos
		window  bool
		dies    int
		bonuses int
	}{
		{"default takes the water", Default, Pos{1, 1}, []Pos{{1, 1}}, true, -1, 1},
		{"up leaves the universe", Up, Pos{0, 1}, []Pos{{1, 1}, {0, 0}, {0, 1}}, true, -1, 1},
		{"down is clear", Down, Pos{2, 1}, []Pos{{1, 1}, {2, 0}, {2, 1}}, true, -1, 1},
		{"fast down sweeps into car 1", FastDown, Pos{2, 2}, []Pos{{1, 1}, {2, 0}, {2, 1}, {1, 2}, {2, 2}}, true, 4, 1},
		{"fast up dies on the tyre", FastUp, Pos{0, 2}, []Pos{{1, 1}, {0, 0}, {0, 1}, {1, 2}, {0, 2}}, true, 4, 1},
		{"slow stays out of the next window", Slow, Pos{1, 0}, nil, false, -1, 0},
		{"slow down too", SlowDown, Pos{2, 0}, []Pos{{2, 0}}, false, -1, 0},
		{"fast is clear", Fast, Pos{1, 2}, []Pos{{1, 1}, {1, 2}}, true, -1, 1},
	} {
		m := byDir[tc.d]
		if m.To != tc.to || !slices.Equal(m.Path, tc.path) || m.InWindow != tc.window || m.Dies != tc.dies || m.Bonuses != tc.bonuses {
			t.Errorf("%s: got %+v", tc.name, m)
		}
	}
	if s.Moves(5) != nil || s.Moves(42) != nil {
		t.Error("a dead or unknown car has no moves")
	}
	if s.Hash() != before {
		t.Error("Moves changed the state")
	}
}

// TestMovesAgreeWithStep checks the forecast against the engine: every
// move the forecast calls deadly kills the car, and every other one in the
// window leaves it alive at the destination.
func TestMovesAgreeWithStep(t *testing.T) {
	s := board(t, 6,
		"....X.....",
		"..0.W.....",
		"...X..a...",
		"..........",
	)
	next := s.AfterMissiles()
	for _, m := range next.Moves(0) {
		c := s.Copy()
		var asked [4][]Instr
		asked[0] = []Instr{Move(0, m.Dir)}
		c.Advance(asked)
		k := c.Cars[0]
		switch {
		case !m.InWindow:
			// The engine moves the car by default instead.
		case m.Dies >= 0:
			if k.Alive || (Pos{k.Row, k.Col}) != m.Path[m.Dies] {
				t.Errorf("%v: forecast death at %v, engine has %+v", m.Dir, m.Path[m.Dies], k)
			}
		default:
			if !k.Alive || (Pos{k.Row, k.Col}) != m.To {
				t.Errorf("%v: forecast arrival at %v, engine has %+v", m.Dir, m.To, k)
			}
		}
	}
}

func TestAfterMissiles(t *testing.T) {
	s := board(t, 6,
		"a.0.......",
		"..........",
		".b..X.....",
	)
	before := s.Hash()
	n := s.AfterMissiles()
	if s.Hash() != before {
		t.Fatal("AfterMissiles changed the state")
	}
	if n.Cars[0].Alive {
		t.Error("the missile two columns behind car 0 should kill it")
	}
	if got := ascii(n); got != "..........\n..........\n...bX....." {
		t.Errorf("after the missiles:\n%s", got)
	}
	if n.Round != s.Round {
		t.Errorf("round %d, want %d", n.Round, s.Round)
	}
}

func TestMissilePath(t *testing.T) {
	s := board(t, 6,
		"a.....X...",
		"b.........",
		".....c....",
	)
	for _, tc := range []struct {
		id, rounds int
		want       []Pos
		hit        bool
	}{
		{0, 5, []Pos{{0, 1}, {0, 2}, {0, 3}, {0, 4}, {0, 5}, {0, 6}}, true},
		{0, 1, []Pos{{0, 1}, {0, 2}}, false},
		{1, 2, []Pos{{1, 1}, {1, 2}, {1, 3}, {1, 4}}, false},
		{2, 3, []Pos{{2, 6}, {2, 7}, {2, 8}, {2, 9}, {2, 0}, {2, 1}}, false}, // wraps round the cylinder
		{9, 3, nil, false},
	} {
		path, hit := s.MissilePath(tc.id, tc.rounds)
		if !slices.Equal(path, tc.want) || hit != tc.hit {
			t.Errorf("missile %d over %d rounds: %v %v, want %v %v", tc.id, tc.rounds, path, hit, tc.want, tc.hit)
		}
	}
}
