package paintball

import "testing"

// Rules §5.4.1: roundAwayFromZero over Java's Math.round.
func TestRoundAwayFromZero(t *testing.T) {
	for _, c := range []struct{ num, den, want int }{
		{1, 2, 1}, {-1, 2, -1}, {3, 2, 2}, {-3, 2, -2}, {1, 3, 0}, {2, 3, 1}, {-2, 3, -1}, {-1, 3, 0},
		{5, 2, 3}, {0, 7, 0}, {7, 7, 1}, {-7, 7, -1}, {49, 24, 2}, {-12, 24, -1},
	} {
		if got := RoundAwayFromZero(c.num, c.den); got != c.want {
			t.Errorf("round(%d/%d) = %d, want %d", c.num, c.den, got, c.want)
		}
	}
}

// Rules §5.4.1: n = max(|dx|, |dy|) steps, the t-th at x1 + round(t dx / n).
func TestPath(t *testing.T) {
	for _, c := range []struct {
		a, b Point
		want []Point
	}{
		{Point{0, 0}, Point{3, 0}, []Point{{1, 0}, {2, 0}, {3, 0}}},
		{Point{0, 0}, Point{2, 1}, []Point{{1, 1}, {2, 1}}},       // round(0.5) = 1
		{Point{0, 0}, Point{-2, -1}, []Point{{-1, -1}, {-2, -1}}}, // away from zero
		{Point{5, 5}, Point{8, 6}, []Point{{6, 5}, {7, 6}, {8, 6}}},
		{Point{0, 0}, Point{1, 1}, []Point{{1, 1}}},
	} {
		got := Path(c.a, c.b)
		if len(got) != len(c.want) {
			t.Fatalf("%v→%v: %v, want %v", c.a, c.b, got, c.want)
		}
		for i := range got {
			if got[i] != c.want[i] {
				t.Fatalf("%v→%v: %v, want %v", c.a, c.b, got, c.want)
			}
		}
	}
}

// Rules §5.4.2, Figure 6: 9 for the first half, then a linear drop; 24
// spaces away the ball is at 4.5 after 18.
func TestBallHeight(t *testing.T) {
	for _, c := range []struct {
		t, n int
		want float64
	}{{1, 24, 9}, {12, 24, 9}, {18, 24, 4.5}, {24, 24, 0}, {1, 1, 0}, {1, 2, 9}, {2, 3, 6}} {
		if got := BallHeight(c.t, c.n); got != c.want {
			t.Errorf("height(%d/%d) = %v, want %v", c.t, c.n, got, c.want)
		}
	}
	// A ball hits what is at least as tall as it is.
	if !ballReaches(18, 24, 7) || ballReaches(17, 24, 5) || !ballReaches(12, 24, 9) || ballReaches(12, 24, 7) {
		t.Error("ballReaches disagrees with the height profile")
	}
}

// Rules §5.3.4: the middle ball aims at the point bisecting the targets,
// rounded away from zero.
func TestRapidTargets(t *testing.T) {
	got := RapidTargets(Point{10, 10}, Point{13, 10})
	if got != [3]Point{{10, 10}, {13, 10}, {12, 10}} {
		t.Errorf("spread %v", got)
	}
	got = RapidTargets(Point{-3, 0}, Point{0, 0})
	if got[2] != (Point{-2, 0}) {
		t.Errorf("middle %v, want (-2,0)", got[2])
	}
}

// Figures 7 and 8: the safe zone is the three spaces behind the obstacle.
func TestSplatterZone(t *testing.T) {
	o := Point{5, 5}
	_, safe := SplatterZone(o, Direction(Point{5, 15}, o)) // from the north
	if len(safe) != 3 || safe[0] != (Point{4, 4}) || safe[2] != (Point{6, 4}) {
		t.Errorf("from the north: safe %v", safe)
	}
	_, safe = SplatterZone(o, Direction(Point{15, 15}, o)) // from the northeast
	want := map[Point]bool{{4, 4}: true, {4, 5}: true, {5, 4}: true}
	for _, p := range safe {
		if !want[p] {
			t.Errorf("from the northeast: safe %v", safe)
		}
	}
	if d := Direction(Point{0, 0}, Point{10, 3}); d != (Point{1, 0}) {
		t.Errorf("shallow direction %v, want east", d)
	}
	if d := Direction(Point{0, 0}, Point{10, 5}); d != (Point{1, 1}) {
		t.Errorf("steep direction %v, want northeast", d)
	}
}

// TraceBall and BallMeets follow the same contact rules as a launch
// (Rules §5.4.2), on a still field.
func TestTraceBall(t *testing.T) {
	s := tiny(t, "0.W.f.4.T")
	f := s.TraceBall(at(0, 0), at(8, 0))
	// Over the wall and the crouched child at height 9, into child 4.
	if f.End != EndChild || f.Victim != 4 || len(f.Steps) != 6 || f.Team != 0 {
		t.Errorf("flight %+v", f)
	}
	s.Kids[4].Shield, s.Kids[4].Defending = true, true
	if end, v, n := s.BallMeets(at(0, 0), at(8, 0)); end != EndShield || v != 4 || n != 6 {
		t.Errorf("shield: %v %d %d", end, v, n)
	}
	if end, _, n := s.BallMeets(at(0, 0), at(3, 0)); end != EndObstacle || n != 2 {
		t.Errorf("wall at the end of the flight: %v %d", end, n)
	}
	if end, _, n := s.BallMeets(at(0, 0), Point{-3, 10}); end != EndOut || n != 11 {
		t.Errorf("off the field: %v %d", end, n)
	}
}

// Table 4: 28 targets within 3 (Figure 3), 12 within 2 (Figure 4), 4 within
// 1 (Figure 5), fewer next to obstacles and edges.
func TestMoveTargets(t *testing.T) {
	s := tiny(t, "0")
	if n := len(s.MoveTargets(0)); n != 28 {
		t.Errorf("standing: %d targets", n)
	}
	s.Kids[0].Shield, s.Kids[0].Defending = true, true
	if n := len(s.MoveTargets(0)); n != 12 {
		t.Errorf("defending: %d targets", n)
	}
	s.Kids[0].Crouched = true
	if n := len(s.MoveTargets(0)); n != 4 {
		t.Errorf("crouched: %d targets", n)
	}
	s.Cells[Index(11, 10)] = Cell{Kind: Tree}
	if n := len(s.MoveTargets(0)); n != 3 {
		t.Errorf("crouched beside a tree: %d targets", n)
	}
}
