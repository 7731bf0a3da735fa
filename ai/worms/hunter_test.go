package worms

import (
	"strings"
	"testing"

	"arena/sim/worms"
)

func tiny(t *testing.T, rows ...string) *worms.State {
	t.Helper()
	m, err := worms.ParseMap([]byte(strings.Join(rows, "\n")))
	if err != nil {
		t.Fatal(err)
	}
	return worms.NewState(m, worms.DefaultRules(), 1)
}

// The planner's choices (Act may override them after a playout).
func TestHunterChoices(t *testing.T) {
	tests := []struct {
		name string
		rows []string
		want string
	}{
		{"shoots an enemy in line", []string{"a..A..", "......", "......", "......", "......", "......"}, "shoot E"},
		{"never shoots through a friend", []string{"ab.A..", "......", "......", "......", "......", "......"}, "move 1 1"},
		{"digs toward a walled-in enemy", []string{"a#....", "##....", "......", "......", "......", ".....A"}, "dig 1 1"},
		{"goes for the lower-health enemy", []string{"...B...", ".......", ".......", "A..a..C", ".......", ".......", "......."}, "shoot E"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := tiny(t, tc.rows...)
			if i := s.Find(worms.WormRef{Player: 1, ID: 3}); i >= 0 {
				s.Worms[i].HP = 20
			}
			if got := NewHunter(1).plan(s, 0).String(); got != tc.want {
				t.Fatalf("hunter chose %q, want %q\n%#v", got, tc.want, s)
			}
		})
	}
}

// Hurt and near a health pack, the hunter heads for it.
func TestHunterTakesPack(t *testing.T) {
	s := tiny(t, "a......", ".+.....", ".......", ".......", ".......", ".......", "......A")
	s.Worms[0].HP = 60
	if got := NewHunter(1).plan(s, 0).String(); got != "move 1 1" {
		t.Fatalf("hunter chose %q, want the pack", got)
	}
}

// Dodging: (1,3) is the nearest firing cell, but the enemy's active worm at
// (4,0) could shoot it this round after the move; a step one round longer
// and out of its lines is taken instead.
func TestHunterDodges(t *testing.T) {
	s := tiny(t, "....A..", ".......", ".......", "a......", ".......", ".......", "......B")
	got := NewHunter(1).plan(s, 0)
	c := got.(worms.Command)
	h := NewHunter(1)
	if c.Kind != worms.Move || c.String() == "move 1 3" || h.inLine(s, s.Worms[s.Find(worms.WormRef{Player: 1, ID: 1})], c.X, c.Y, 0) {
		t.Fatalf("hunter chose %q", got)
	}
}

// The look-ahead: a kill shot beats any move.
func TestHunterLookahead(t *testing.T) {
	tests := []struct {
		name  string
		rows  []string
		check func(c worms.Command) bool
	}{
		{"takes the kill", []string{"a..A...", "...#...", "...#...", "...#...", "...#...", "...#...", "B.#...."},
			func(c worms.Command) bool { return c.String() == "shoot E" }},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := tiny(t, tc.rows...)
			if i := s.Find(worms.WormRef{Player: 1, ID: 1}); i >= 0 && tc.name == "takes the kill" {
				s.Worms[i].HP = 8
			}
			got := NewHunter(1).Act(s, 0).(worms.Command)
			if !tc.check(got) {
				t.Fatalf("hunter chose %q\n%#v", got, s)
			}
		})
	}
}
