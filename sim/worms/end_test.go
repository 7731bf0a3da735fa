package worms

import (
	"testing"

	"arena/sim"
)

func nothing() [Players]Command { return [Players]Command{} }

// Rule text "Summary"/"Scoring": after 300 rounds (classic: 400, reference
// §1.1) with both players left, the higher total score wins.
func TestRoundLimit(t *testing.T) {
	for _, pr := range presets {
		t.Run(pr.name, func(t *testing.T) {
			s := mk(t, pr.rules, "a..", "...", "..A")
			s.Rules.MaxIdle = 0 // idle for the whole game without disqualification
			s.Scores[1] = 1
			for i := 1; i < pr.rules.MaxRounds; i++ {
				s.Apply(nothing())
				if s.Over {
					t.Fatalf("over after %d rounds", i)
				}
			}
			evs := s.Apply(nothing())
			o, ok := s.Outcome()
			if !ok || s.Tick() != pr.rules.MaxRounds || !has(evs, KindEnd) {
				t.Fatalf("not over after %d rounds (tick %d)", pr.rules.MaxRounds, s.Tick())
			}
			if o.Ranks[0] != 2 || o.Ranks[1] != 1 {
				t.Fatalf("ranks %v, want [2 1]", o.Ranks)
			}
		})
	}
}

// Rule text "Scoring": equal totals at the limit are a draw.
func TestRoundLimitDraw(t *testing.T) {
	s := mk(t, DefaultRules(), "a..", "...", "..A")
	for !s.Over {
		s.Apply(nothing())
	}
	if o, _ := s.Outcome(); o.Ranks[0] != 1 || o.Ranks[1] != 1 {
		t.Fatalf("ranks %v, want a draw", o.Ranks)
	}
}

// Rule text "Victory Conditions": shooting all the opponent's worms
// unconscious wins, whatever the scores.
func TestLastWormWins(t *testing.T) {
	for _, pr := range presets {
		s := mk(t, pr.rules, "a.A", "...", "...")
		s.Worms[1].HP = 8
		s.Scores[1] = 1000
		s.Apply(cmds(t, "shoot E", "nothing"))
		o, ok := s.Outcome()
		if !ok || o.Ranks[0] != 1 || o.Ranks[1] != 2 {
			t.Fatalf("%s: outcome %+v %v", pr.name, o, ok)
		}
	}
}

// Rule text "Scoring": if both players lose their last worm in the same
// round, the score decides.
func TestBothLastWormsSameRound(t *testing.T) {
	for _, pr := range presets {
		s := mk(t, pr.rules, "a.A", "...", "...")
		s.Worms[0].HP = 8
		s.Worms[1].HP = 8
		s.Scores[0] = 3
		s.Apply(cmds(t, "shoot E", "shoot W"))
		o, ok := s.Outcome()
		if !ok || o.Ranks[0] != 1 || o.Ranks[1] != 2 {
			t.Fatalf("%s: outcome %+v %v\n%#v", pr.name, o, ok, s)
		}
	}
}

// Outcome reports total scores.
func TestOutcomeScores(t *testing.T) {
	s := mk(t, DefaultRules(), "a.A", "...", "...")
	s.Worms[1].HP = 8
	s.Apply(cmds(t, "shoot E", "nothing"))
	o, _ := s.Outcome()
	if o.Scores[0] != 40+50 || o.Scores[1] != 0 {
		t.Fatalf("scores %v, want [90 0]", o.Scores)
	}
	if len(s.Pending()) != 0 {
		t.Fatalf("pending %v after the end", s.Pending())
	}
	if evs, err := s.Step([]sim.Action{nil, nil}); evs != nil || err != nil {
		t.Fatalf("step after the end: %v %v", evs, err)
	}
}
