package worms

import (
	"testing"

	"arena/sim"
)

// Rule text "Lose Conditions": a program that gives no output in time or
// invalid output loses; a crash is the same (no output). The match ends at
// once and the faulting player ranks last.
func TestFaultLosesByDefault(t *testing.T) {
	for _, st := range []sim.Status{sim.Timeout, sim.Invalid, sim.Crashed} {
		t.Run(string(st), func(t *testing.T) {
			s := mk(t, DefaultRules(), "a..", "...", "..A")
			s.Scores[1] = 1000 // score does not save the faulting player
			evs := s.Fault(1, st, "test")
			if !has(evs, KindFault) || !has(evs, KindEnd) {
				t.Fatalf("events %v", kinds(evs))
			}
			o, ok := s.Outcome()
			if !ok || o.Ranks[0] != 1 || o.Ranks[1] != 2 {
				t.Fatalf("outcome %+v %v", o, ok)
			}
			if s.Status[1] != st || len(s.Pending()) != 0 {
				t.Fatalf("status %v pending %v", s.Status, s.Pending())
			}
		})
	}
}

// Both players faulting in the same round both lose: a draw.
func TestFaultBothPlayers(t *testing.T) {
	s := mk(t, DefaultRules(), "a..", "...", "..A")
	s.Fault(0, sim.Timeout, "late")
	s.Fault(1, sim.Invalid, "garbage")
	o, _ := s.Outcome()
	if o.Ranks[0] != 1 || o.Ranks[1] != 1 {
		t.Fatalf("ranks %v, want a draw", o.Ranks)
	}
}

// Classic (reference §2, §3.1): a late or unreadable reply becomes "No
// Command", an invalid command (-4) that extends the do-nothing streak; the
// game goes on.
func TestFaultClassicNoCommand(t *testing.T) {
	s := mk(t, ClassicRules(), "a..", "...", "..A")
	s.Fault(0, sim.Timeout, "late")
	if s.Over {
		t.Fatal("classic timeout ended the game")
	}
	// The runner passes a nil action (NoOp); even a real one is replaced.
	evs, err := s.Step([]sim.Action{MoveTo(1, 0), nil})
	if err != nil {
		t.Fatal(err)
	}
	if s.Scores[0] != -4 || s.Idle[0] != 1 || wormOf(t, s, 0, 1).X != 0 || !has(evs, KindInvalid) {
		t.Fatalf("points %d idle %d events %v", s.Scores[0], s.Idle[0], kinds(evs))
	}
	// The next round is normal again.
	s.Step([]sim.Action{MoveTo(1, 0), nil})
	if s.Scores[0] != 1 || s.Idle[0] != 0 {
		t.Fatalf("points %d idle %d, want 1 0", s.Scores[0], s.Idle[0])
	}
}

// Classic (reference §1.1): the 13th consecutive nothing or invalid command
// disqualifies the player, whose worms leave the map, and it loses.
func TestClassicIdleDisqualifies(t *testing.T) {
	s := mk(t, ClassicRules(), "a..", "...", "..A")
	for i := 1; i <= 12; i++ {
		s.Step([]sim.Action{nil, MoveTo(2, 1+i%2)})
		if s.Status[0] != sim.Active || s.Over {
			t.Fatalf("disqualified after %d idle rounds", i)
		}
	}
	evs, _ := s.Step([]sim.Action{DigAt(5, 5), nil}) // 13th: an invalid command
	if s.Status[0] != sim.Disqualified || !s.Over || !has(evs, KindFault) {
		t.Fatalf("status %v over %v events %v", s.Status, s.Over, kinds(evs))
	}
	if o, _ := s.Outcome(); o.Ranks[0] != 2 || o.Ranks[1] != 1 {
		t.Fatalf("ranks %v", o.Ranks)
	}
	if s.Find(WormRef{0, 1}) >= 0 {
		t.Fatal("disqualified player's worm still on the map")
	}
}

// The rule text has no idle limit: 300 rounds of nothing are legal.
func TestDefaultNoIdleLimit(t *testing.T) {
	s := mk(t, DefaultRules(), "a..", "...", "..A")
	for i := 0; i < 50; i++ {
		s.Apply(nothing())
	}
	if s.Status[0] != sim.Active || s.Over {
		t.Fatalf("status %v", s.Status)
	}
}

// Classic: a crashed bot sends nothing ever again, so every later round is
// "No Command" until the streak disqualifies it.
func TestClassicCrash(t *testing.T) {
	s := mk(t, ClassicRules(), "a..", "...", "..A")
	s.Fault(0, sim.Crashed, "exit status 2")
	if got := s.Pending(); len(got) != 1 || got[0] != 1 {
		t.Fatalf("pending %v, want [1]", got)
	}
	for i := 0; i < 13 && !s.Over; i++ {
		s.Step([]sim.Action{nil, nil})
	}
	if s.Status[0] != sim.Disqualified || s.Scores[0] != -52 {
		t.Fatalf("status %v points %d", s.Status, s.Scores[0])
	}
}
