package worms

import "testing"

// Rule text "Scoring": the command points table, and the total score = the
// average worm health + the command points. The average is over the team
// of three with unconscious worms at 0 (reference §1.5: sum / 3).
func TestScoreTable(t *testing.T) {
	tests := []struct {
		name string
		cmd  string
		hp   int // health of the enemy worm A before the round
		want int
	}{
		{"kill shot", "shoot E", 8, 40},
		{"enemy hit", "shoot E", 150, 20},
		{"missed attack", "shoot S", 150, 2},
		{"move", "move 1 1", 150, 5},
		{"dig", "dig 0 1", 150, 7},
		{"nothing", "nothing", 150, 0},
		{"invalid", "dig 1 0", 150, -4},
	}
	for _, pr := range presets {
		for _, tc := range tests {
			t.Run(pr.name+"/"+tc.name, func(t *testing.T) {
				s := mk(t, pr.rules, "a.A.", "#...", "....", "...B")
				s.Worms[s.Find(WormRef{1, 1})].HP = tc.hp
				s.Apply(cmds(t, tc.cmd, "nothing"))
				if s.Scores[0] != tc.want {
					t.Fatalf("points %d, want %d", s.Scores[0], tc.want)
				}
			})
		}
	}
}

// Rule text "Scoring": shooting one of your own worms reduces your points by
// 20.
func TestScoreFriendlyFire(t *testing.T) {
	s := mk(t, DefaultRules(), "ab..", "....", "....", "...A")
	s.Apply(cmds(t, "shoot E", "nothing"))
	if s.Scores[0] != -20 {
		t.Fatalf("points %d, want -20", s.Scores[0])
	}
}

func TestTotal(t *testing.T) {
	s := mk(t, DefaultRules(), "abc.", "....", "....", "...A")
	s.Worms[0].HP = 100
	s.Worms[1].HP = 50
	s.Worms = append(s.Worms[:2], s.Worms[3:]...) // worm 0.3 unconscious
	s.Scores[0] = 7
	if got := s.Total(0); got != 7+150/3 {
		t.Fatalf("total %d, want %d", got, 7+150/3)
	}
}
