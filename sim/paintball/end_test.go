package paintball

import (
	"testing"

	"arena/sim"
)

// Rules §5.2, Tables 2 and 3; Rules §5.1: the end of the game.
func TestScoringAndEnd(t *testing.T) {
	runCases(t, []ruleCase{
		{name: "§5.2 Table 3: end-of-game possessions", rows: []string{"0"},
			setup: func(s *State) {
				s.Round = Rounds - 1
				for i := range s.Kids {
					s.Kids[i].Balls = 0
				}
				s.Kids[0].Balls, s.Kids[1].Balls = 51, 3 // 25 + 1
				s.Kids[2].Shield = true                  // 6
				s.Kids[3].Launcher = Rapid               // 10
				s.Kids[4].Shield, s.Kids[4].Launcher = true, Rapid
			},
			check: func(t *testing.T, s *State, evs []sim.Event) {
				wantScore(t, s, 42, 16)
				if !s.Over || !has(evs, KindEnd) || s.Round != Rounds {
					t.Errorf("over=%v round %d", s.Over, s.Round)
				}
				if o, ok := s.Outcome(); !ok || o.Ranks[0] != 1 || o.Ranks[1] != 2 {
					t.Errorf("outcome %+v", o)
				}
			}},
		{name: "§5.1 a tie goes to the larger field domain", rows: []string{"0R", "B."},
			setup: func(s *State) {
				s.Round = Rounds - 1
				s.Cells[Index(25, 25)] = Cell{Kind: RedFlag}
			},
			check: func(t *testing.T, s *State, evs []sim.Event) {
				if o, _ := s.Outcome(); o.Scores[0] != o.Scores[1] || o.Ranks[0] != 1 || o.Ranks[1] != 2 {
					t.Errorf("outcome %+v", o)
				}
			}},
		{name: "§5.1 equal scores and domains share the rank", rows: []string{"0"},
			setup: func(s *State) { s.Round = Rounds - 1 },
			check: func(t *testing.T, s *State, evs []sim.Event) {
				if o, _ := s.Outcome(); o.Ranks[0] != 1 || o.Ranks[1] != 1 {
					t.Errorf("outcome %+v", o)
				}
			}},
		{name: "§5.2 Table 2: 50 rounds with no child painted earn 30", rows: []string{"0"},
			setup: func(s *State) { s.Quiet = [2]int{QuietRounds - 1, 10} },
			check: func(t *testing.T, s *State, evs []sim.Event) {
				wantScore(t, s, 30, 0)
				if s.Quiet != [2]int{0, 11} || !has(evs, KindBonus) {
					t.Errorf("quiet %v", s.Quiet)
				}
			}},
		{name: "§5.2 a painted child restarts its team's count", rows: []string{"0...4"},
			setup: func(s *State) { s.Quiet = [2]int{QuietRounds - 1, QuietRounds - 1} },
			cmds:  map[int]string{0: "launch 18 10"},
			check: func(t *testing.T, s *State, evs []sim.Event) {
				wantScore(t, s, 60, 0)
				if s.Quiet != [2]int{0, 0} {
					t.Errorf("quiet %v", s.Quiet)
				}
			}},
	})
}

func TestStepAfterEnd(t *testing.T) {
	s := tiny(t, "0")
	for !s.Over {
		if _, err := s.Step([]sim.Action{nil, nil}); err != nil {
			t.Fatal(err)
		}
	}
	if s.Round != Rounds || s.Pending() != nil {
		t.Fatalf("round %d pending %v", s.Round, s.Pending())
	}
	if _, err := s.Step([]sim.Action{nil, nil}); err == nil {
		t.Fatal("Step after the end succeeded")
	}
	// 150 quiet rounds: three bonuses each, plus 25 a child for 50 balls.
	if s.Score != [2]int64{90 + 100, 90 + 100} {
		t.Fatalf("score %v", s.Score)
	}
}

// Rules §5.5.1: visibility and field domain.
func TestVisibility(t *testing.T) {
	s := tiny(t, "0")
	v := s.Visible(0)
	for _, c := range []struct {
		p    Point
		want bool
	}{{Point{17, 10}, true}, {Point{18, 10}, false}, {Point{15, 16}, true}, {Point{16, 16}, false}, {Point{0, 30}, true}} {
		if v[c.p.X][c.p.Y] != c.want {
			t.Errorf("red sees %v: %v, want %v", c.p, v[c.p.X][c.p.Y], c.want)
		}
	}
	s.Cells[Index(15, 3)] = Cell{Kind: RedFlag}
	s.Cells[Index(15, 7)] = Cell{Kind: BlueFlag}
	d := s.Domain()
	for _, c := range []struct {
		p    Point
		want int
	}{{Point{15, 3}, 0}, {Point{15, 5}, -1}, {Point{15, 4}, 0}, {Point{15, 6}, 1}, {Point{15, 14}, 1}, {Point{15, 15}, -1}, {Point{22, 3}, 0}, {Point{23, 3}, -1}} {
		if d[c.p.X][c.p.Y] != c.want {
			t.Errorf("domain %v: %d, want %d", c.p, d[c.p.X][c.p.Y], c.want)
		}
	}
	if !s.Visible(1)[15][14] || s.Visible(1)[15][5] {
		t.Error("blue's domain is not visible to blue")
	}
}

// Sees agrees with VisibleMask everywhere.
func TestSees(t *testing.T) {
	s := tiny(t, "0..4")
	s.Cells[Index(20, 20)] = Cell{Kind: BlueFlag}
	for team := 0; team < 2; team++ {
		m := s.VisibleMask(team)
		for i := range m {
			if s.Sees(team, Point{i % Size, i / Size}) != m[i] {
				t.Fatalf("team %d, space %d", team, i)
			}
		}
	}
}
