package session_test

import (
	"context"
	"sync"
	"testing"

	"arena/ai/match"
	"arena/ai/session"
	aiworms "arena/ai/worms"
	"arena/sim"
	"arena/sim/replay"
	"arena/sim/worms"
)

var wormsOnce sync.Once

// TestWormsMatchKeepsItsHash plays a real game through a session: built-in
// hunter against sample on seed 7 ends with the hash that `arenactl run
// --game worms --seed 7 --player hunter --player sample` reports (a bare
// match.Runner), and its saved replay verifies; a fork at 100 keeps the
// first hundred steps unchanged.
func TestWormsMatchKeepsItsHash(t *testing.T) {
	wormsOnce.Do(func() {
		sim.Register(worms.Game{})
		aiworms.Register()
	})
	s, err := session.Start(session.Spec{Game: "worms", Seed: 7, Players: []string{"builtin:hunter", "builtin:sample"}})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	n := playOut(t, s)
	rp, path := saved(t, s)
	want := bareRun(t, "worms", 7, "builtin:hunter", "builtin:sample")
	if n != want.Turns || rp.Result == nil || rp.Result.Hash != replay.HashString(want.Hash) {
		t.Fatalf("%d ticks, result %+v; want %d and hash %s", n, rp.Result, want.Turns, replay.HashString(want.Hash))
	}
	o, err := session.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer o.Close()
	if err := o.SetPlayer(1, "builtin:hunter"); err != nil {
		t.Fatal(err)
	}
	if _, err := o.Fork(100); err != nil {
		t.Fatal(err)
	}
	playOut(t, o)
	fork, _ := saved(t, o)
	for i := range 100 {
		if fork.Steps[i].Hash != rp.Steps[i].Hash {
			t.Fatalf("step %d changed by a fork at 100", i)
		}
	}
	if fork.Header.Players[1].Agent != "builtin:hunter" || replay.HashString(0) == fork.Result.Hash {
		t.Fatalf("fork header %+v", fork.Header.Players)
	}
}

// bareRun plays a match through a bare match.Runner, as `arenactl run`
// does, for the session to be compared against.
func bareRun(t *testing.T, game string, seed uint64, specs ...string) match.Result {
	t.Helper()
	g, err := sim.Lookup(game)
	if err != nil {
		t.Fatal(err)
	}
	agents, err := match.NewAgents(game, specs, seed)
	if err != nil {
		t.Fatal(err)
	}
	r, err := match.New(g, sim.Config{Seed: seed}, agents, match.Options{Headless: true})
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	res, err := r.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return res
}
