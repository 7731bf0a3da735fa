package paintball

import (
	"strings"
	"testing"

	"arena/sim"
	pb "arena/sim/paintball"
)

// emptyState is a blank field with children at their starts.
func emptyState() *pb.State { return pb.NewState(&pb.Field{}, 1) }

// The captain hands paintballs to a teammate that ran out, in one round.
func TestCaptainTransfers(t *testing.T) {
	s := emptyState()
	s.Kids[0].Balls, s.Kids[1].Balls = 80, 0
	a := NewCaptain(1).Act(s, 0).(pb.Action)
	if a[0].Op != pb.OpDrop || a[1].Op != pb.OpPickup {
		t.Fatalf("action %v", a)
	}
	s.Step([]sim.Action{a, nil})
	if s.Kids[1].Balls == 0 || s.Kids[0].Balls+s.Kids[1].Balls != 80 {
		t.Fatalf("balls %d %d", s.Kids[0].Balls, s.Kids[1].Balls)
	}
}

// The captain shoots a close standing enemy past it (a burst before it can
// step away) and never through a teammate.
func TestCaptainShoots(t *testing.T) {
	s := emptyState()
	s.Kids[4].X, s.Kids[4].Y = 5, 2 // 5 east of child 0 at (0,2)
	a := NewCaptain(1).Act(s, 0).(pb.Action)
	// Child 1 at (1,2) stands in child 0's line of fire.
	if a[0].Op == pb.OpLaunch {
		t.Errorf("child 0 shoots through child 1: %v", a[0])
	}
	if a[1].Op != pb.OpLaunch || a[1].Y != 2 || a[1].X < 17 {
		t.Errorf("child 1: %v", a[1])
	}
	evs, _ := s.Step([]sim.Action{a, nil})
	for _, e := range evs {
		if e.Kind == pb.KindHit && e.Detail.(pb.HitDetail).Friendly {
			t.Fatalf("friendly fire: %+v", e.Detail)
		}
	}
	if s.Score[0] < 30 {
		t.Errorf("score %v", s.Score)
	}
}

// The captain leaves a defending enemy alone (a block scores for them) and
// drops balls on a crouched one.
func TestCaptainTargets(t *testing.T) {
	s := emptyState()
	s.Kids[4].X, s.Kids[4].Y = 6, 6
	s.Kids[4].Shield, s.Kids[4].Defending = true, true
	a := NewCaptain(1).Act(s, 0).(pb.Action)
	if strings.Contains(a.String(), "launch") {
		t.Errorf("shoots at a shield: %v", a)
	}
	s.Kids[4].Defending, s.Kids[4].Crouched = false, true
	a = NewCaptain(1).Act(s, 0).(pb.Action)
	for _, c := range a {
		if c.Op == pb.OpLaunch && (c.X != 6 || c.Y != 6) {
			t.Errorf("a crouched enemy needs a ball that lands on it: %v", c)
		}
	}
}
