package session_test

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"arena/ai/match"
	"arena/ai/session"
	"arena/sim"
	"arena/sim/replay"
	"arena/sim/scenario"
)

// TestScenarioRoundTrip: the scenario of a position of a played match,
// with an edit, opens as a session whose cursor is at that position in
// that very state; its history is the match's, and it plays on to the end
// with the players it is given.
func TestScenarioRoundTrip(t *testing.T) {
	s := start(t, "builtin:random", "builtin:seven")
	playOut(t, s)
	if _, err := s.Seek(4); err != nil {
		t.Fatal(err)
	}
	sc, err := s.Scenario("set 0 100")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := sc.Play(); err != nil {
		t.Fatal(err)
	}
	text := sc.Bytes()
	if !strings.Contains(string(text), "\nedit set 0 100\n") || !strings.Contains(string(text), "position 4\n") {
		t.Fatalf("scenario text:\n%s", text)
	}
	back, err := scenario.Parse(text, "s.scenario.txt")
	if err != nil {
		t.Fatal(err)
	}
	o, err := session.FromScenario(back, "s.scenario.txt", []string{"builtin:three", "builtin:three"}, match.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer o.Close()
	if o.Pos() != 4 || o.Len() != 4 || o.Current().State.Hash() != sc.Hash {
		t.Fatalf("opened at %d of %d, hash %x; want 4 of 4, hash %x", o.Pos(), o.Len(), o.Current().State.Hash(), sc.Hash)
	}
	if !strings.Contains(o.Meta().Replay, "scenario") {
		t.Fatalf("meta %q does not say scenario", o.Meta().Replay)
	}
	// The history is there to look at.
	f, err := o.Seek(2)
	if err != nil || f.Tick != 2 {
		t.Fatalf("seek 2: %v", err)
	}
	if _, err := o.Seek(4); err != nil {
		t.Fatal(err)
	}
	playOut(t, o)
	rp, _ := saved(t, o)
	if rp.Result == nil || rp.Header.Players[0].Agent != "builtin:three" {
		t.Fatalf("saved %+v, result %v", rp.Header.Players, rp.Result)
	}
	// Score: player 1 had 100 at tick 4 and adds 3 a tick from there.
	if got := rp.Result.Players[0].Score; got < 100+3 {
		t.Fatalf("player 1 scored %d: the edit was lost", got)
	}
}

// TestScenarioNeedsAPlayerPerSeat: a scenario opened with the wrong
// number of players is refused; a hostile scenario's error names it.
func TestScenarioNeedsAPlayerPerSeat(t *testing.T) {
	s := start(t, "builtin:three", "builtin:seven")
	playOut(t, s)
	sc, err := s.Scenario()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := session.FromScenario(sc, "x", []string{"builtin:three"}, match.Options{}); err == nil || !strings.Contains(err.Error(), "2 seats, 1 players") {
		t.Fatalf("got %v", err)
	}
	sc.Edits = append(sc.Edits, replay.Op{Edit: "teleport"})
	if _, err := session.FromScenario(sc, "bad.txt", []string{"builtin:three", "builtin:three"}, match.Options{}); err == nil || !strings.Contains(err.Error(), "bad.txt") {
		t.Fatalf("got %v", err)
	}
}

// TestForkWithNewPlayer: replacing a seat's player in the past plays on
// with the new player from there, marks the fork on the timeline, and
// keeps the branch left, which saves as a replay of the old match.
func TestForkWithNewPlayer(t *testing.T) {
	s := start(t, "builtin:three", "builtin:three")
	n := playOut(t, s)
	before, _ := saved(t, s)
	if _, err := s.ForkWith(5, 1, "builtin:seven"); err != nil {
		t.Fatal(err)
	}
	if s.Pos() != 5 || s.Len() != 5 {
		t.Fatalf("after the fork at %d of %d", s.Pos(), s.Len())
	}
	marked := false
	for _, m := range s.Markers() {
		marked = marked || (m.Kind == session.KindFork && m.Tick == 5 && m.Player == 1)
	}
	if !marked {
		t.Fatalf("no fork marker: %+v", s.Markers())
	}
	if m := playOut(t, s); 5+m != n {
		t.Fatalf("the fork played %d positions after 5, the match had %d", m, n)
	}
	after, _ := saved(t, s)
	if after.Header.Players[1].Agent != "builtin:seven" {
		t.Fatalf("new branch's players %+v", after.Header.Players)
	}
	for i := range 5 {
		if after.Steps[i].Hash != before.Steps[i].Hash {
			t.Fatalf("step %d changed by a fork at 5", i)
		}
	}
	if after.Result.Players[1].Score == before.Result.Players[1].Score {
		t.Fatal("the new player changed nothing")
	}
	br := s.Branches()
	if len(br) != 1 || br[0].At != 5 || br[0].Len != n || br[0].Players[1] != "builtin:three" {
		t.Fatalf("branches %+v", br)
	}
	path := filepath.Join(t.TempDir(), "left.arena.jsonl.gz")
	if err := s.SaveBranch(0, path); err != nil {
		t.Fatal(err)
	}
	left, err := replay.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	g, _ := sim.Lookup("count")
	if err := replay.Verify(g, left); err != nil || left.Result == nil || left.Result.Hash != before.Result.Hash {
		t.Fatalf("left branch: %v, result %+v; want %+v", err, left.Result, before.Result)
	}
	if err := s.SaveBranch(3, path); err == nil {
		t.Fatal("saved a branch that does not exist")
	}
	if _, err := s.ForkWith(2, 0, "builtin:nobody"); err == nil || len(s.Branches()) != 1 {
		t.Fatalf("an unknown player forked: %v", err)
	}
}

// TestForkWithProgramSeats: a replay whose other seat was a program
// cannot play on until that seat gets a player too.
func TestForkWithProgramSeats(t *testing.T) {
	s := start(t, "builtin:three", "builtin:three")
	playOut(t, s)
	rp, _ := saved(t, s)
	rp.Header.Players[0].Agent = "proc:./bot"
	o, err := session.FromReplay(rp)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := o.ForkWith(3, 1, "builtin:seven"); err == nil || !strings.Contains(err.Error(), "seat 1") {
		t.Fatalf("got %v", err)
	}
	if _, err := o.ForkWith(3, 0, "builtin:seven"); err != nil {
		t.Fatal(err)
	}
	if _, err := o.Next(context.Background()); err != nil {
		t.Fatal(err)
	}
	o.Close()
}
