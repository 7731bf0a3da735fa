package tournament_test

import (
	"context"
	"testing"

	"arena/ai/tournament"
	"arena/sim"
)

// TestScenarioPlan: a plan that starts from a state keeps each player in
// the seat given, every match starts at that state's tick, the fingerprint
// names the state (and a plan without one keeps its old fingerprint), and
// the seeds reseed the play RNG so the matches are the seeds' own.
func TestScenarioPlan(t *testing.T) {
	g, _ := sim.Lookup("worms")
	start, err := g.New(sim.Config{Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	for range 40 {
		if _, err := start.Step(make([]sim.Action, 2)); err != nil {
			t.Fatal(err)
		}
	}
	base := tournament.Plan{Game: "worms", Players: []string{"builtin:hunter", "builtin:sample"}, Seeds: []uint64{1, 2, 3, 4}}
	p := base
	p.Start = start
	ms, err := p.Matches()
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range ms {
		if m.Seats[0] != 0 || m.Seats[1] != 1 {
			t.Fatalf("match %d seats %v: a scenario's players keep their seats", m.Index, m.Seats)
		}
	}
	bm, _ := base.Matches()
	if bm[0].Seats[0] == bm[1].Seats[0] {
		t.Fatal("a plain plan no longer alternates seats")
	}
	if p.Fingerprint() == base.Fingerprint() {
		t.Fatal("the start state is not in the fingerprint")
	}
	other := p
	other.Start = start.Clone()
	other.Start.Step(make([]sim.Action, 2))
	if other.Fingerprint() == p.Fingerprint() {
		t.Fatal("another start state has the same fingerprint")
	}
	res, err := tournament.Run(context.Background(), p, 2, nil)
	if err != nil {
		t.Fatal(err)
	}
	again, err := tournament.Run(context.Background(), p, 1, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range res {
		if r.Err != nil || r.Result.Turns <= 40 || r.Result.Hash != again[i].Result.Hash {
			t.Fatalf("match %d: %v, %d turns; want a reproducible match from tick 40", i, r.Err, r.Result.Turns)
		}
	}
	if start.Tick() != 40 {
		t.Fatal("the plan's start state was played on")
	}
}
