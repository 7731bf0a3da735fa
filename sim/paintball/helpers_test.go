package paintball

import (
	"strings"
	"testing"

	"arena/sim"
)

// origin is where tiny test maps are placed: their bottom-left space.
var origin = Point{10, 10}

// tiny builds a state from a small ASCII sketch, top row first, placed with
// its bottom-left corner at origin on an otherwise empty field. Table 6
// letters are obstacles and items ('P' is a stack of 10 paintballs), digits
// 0–7 are standing children and letters a–h crouched ones. Children not in
// the sketch are parked out of the way along the top and bottom edges.
func tiny(t testing.TB, rows ...string) *State {
	t.Helper()
	s := NewState(&Field{}, 1)
	park := [Children]Point{{0, 30}, {2, 30}, {4, 30}, {6, 30}, {30, 0}, {28, 0}, {26, 0}, {24, 0}}
	for i := range s.Kids {
		s.Kids[i].X, s.Kids[i].Y = park[i].X, park[i].Y
	}
	for r, row := range rows {
		y := origin.Y + len(rows) - 1 - r
		for c, ch := range row {
			x := origin.X + c
			switch {
			case ch >= '0' && ch <= '7':
				s.Kids[ch-'0'].X, s.Kids[ch-'0'].Y = x, y
			case ch >= 'a' && ch <= 'h':
				i := ch - 'a'
				s.Kids[i].X, s.Kids[i].Y, s.Kids[i].Crouched = x, y, true
			case ch == 'P':
				s.Cells[Index(x, y)] = Cell{Kind: Balls, N: 10}
			default:
				cell, err := ParseToken(string(ch))
				if err != nil {
					t.Fatalf("tiny map row %d col %d: %v", r, c, err)
				}
				s.Cells[Index(x, y)] = cell
			}
		}
	}
	return s
}

// at is a space of the tiny map: column c, row r counted from the bottom.
func at(c, r int) Point { return Point{origin.X + c, origin.Y + r} }

// orders builds both teams' actions from child-indexed command texts
// ("" is idle).
func orders(t testing.TB, cmds map[int]string) [2]Action {
	t.Helper()
	var a [2]Action
	for i, text := range cmds {
		if text == "" {
			continue
		}
		c, err := ParseCommand(text)
		if err != nil {
			t.Fatalf("child %d: %v", i, err)
		}
		a[i/PerTeam][i%PerTeam] = c
	}
	return a
}

// kinds lists the kinds of evs, leaving out posture events.
func kinds(evs []sim.Event) string {
	var out []string
	for _, e := range evs {
		out = append(out, string(e.Kind))
	}
	return strings.Join(out, " ")
}

func has(evs []sim.Event, k sim.EventKind) bool {
	for _, e := range evs {
		if e.Kind == k {
			return true
		}
	}
	return false
}

func find(evs []sim.Event, k sim.EventKind) (sim.Event, bool) {
	for _, e := range evs {
		if e.Kind == k {
			return e, true
		}
	}
	return sim.Event{}, false
}

// ruleCase is one row of a rule table test: a tiny map, an optional setup,
// the commands of one round and a check of the state and events after it.
type ruleCase struct {
	name  string
	rows  []string
	setup func(s *State)
	cmds  map[int]string
	check func(t *testing.T, s *State, evs []sim.Event)
}

func runCases(t *testing.T, cases []ruleCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := tiny(t, tc.rows...)
			if tc.setup != nil {
				tc.setup(s)
			}
			before := s.GoString()
			evs := s.Apply(orders(t, tc.cmds))
			if t.Failed() {
				return
			}
			tc.check(t, s, evs)
			if t.Failed() {
				t.Logf("before:\n%s\nafter:\n%s\nevents: %s", before, s.GoString(), kinds(evs))
			}
		})
	}
}

func wantPos(t *testing.T, s *State, i int, p Point) {
	t.Helper()
	if got := s.Kids[i].Pos(); got != p {
		t.Errorf("child %d at %v, want %v", i, got, p)
	}
}

func wantScore(t *testing.T, s *State, red, blue int64) {
	t.Helper()
	if s.Score != [2]int64{red, blue} {
		t.Errorf("score %v, want [%d %d]", s.Score, red, blue)
	}
}

func wantCanceled(t *testing.T, s *State, i int, yes bool) {
	t.Helper()
	if (s.Canceled[i] != "") != yes {
		t.Errorf("child %d canceled=%q, want canceled %v", i, s.Canceled[i], yes)
	}
}
