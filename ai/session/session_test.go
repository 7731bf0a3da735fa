package session_test

import (
	"bytes"
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"arena/ai/aitest/fakegame"
	"arena/ai/match"
	"arena/ai/session"
	"arena/sim"
	"arena/sim/replay"
)

// The tests play fakegame's "count" and "plaincount".
func init() { fakegame.Register() }

// playOut plays s to its end and returns how many positions it played.
func playOut(t *testing.T, s *session.Session) int {
	t.Helper()
	n := 0
	for ; n < 1000; n++ {
		f, err := s.Next(context.Background())
		if errors.Is(err, session.ErrEnded) {
			if !f.Done && s.CanPlayOn() {
				t.Fatalf("ended at %d without being done", f.Tick)
			}
			return n
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("no end after 1000 positions")
	return n
}

// saved saves s and reads the file back, checking that this engine
// reproduces every recorded hash.
func saved(t *testing.T, s *session.Session) (*replay.Replay, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "s.arena.jsonl.gz")
	if err := s.Save(path); err != nil {
		t.Fatal(err)
	}
	rp, err := replay.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	g, _ := sim.Lookup(rp.Header.Game)
	if err := replay.Verify(g, rp); err != nil {
		t.Fatalf("saved replay does not reproduce: %v", err)
	}
	return rp, path
}

func start(t *testing.T, players ...string) *session.Session {
	t.Helper()
	s, err := session.Start(session.Spec{Game: "count", Seed: 42, Players: players})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func hashes(rp *replay.Replay) []uint64 {
	var out []uint64
	for _, st := range rp.Steps {
		out = append(out, st.Hash)
	}
	return out
}

// TestLiveMatchSavesLikeTheRunner checks that a live session records the
// very replay match.Runner streams for the same match: same steps, hashes
// and result.
func TestLiveMatchSavesLikeTheRunner(t *testing.T) {
	s := start(t, "builtin:random", "builtin:seven")
	if n := playOut(t, s); n != 10 {
		t.Fatalf("played %d positions, want 10", n)
	}
	got, _ := saved(t, s)

	g, _ := sim.Lookup("count")
	agents, err := match.NewAgents("count", []string{"builtin:random", "builtin:seven"}, 42)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	r, err := match.New(g, sim.Config{Seed: 42}, agents, match.Options{Replay: &buf, Agents: []string{"builtin:random", "builtin:seven"}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	want, err := replay.Read(&buf, "runner")
	if err != nil {
		t.Fatal(err)
	}
	if gh, wh := hashes(got), hashes(want); !equal(gh, wh) {
		t.Fatalf("hashes %x, runner's %x", gh, wh)
	}
	if got.Result == nil || want.Result == nil || got.Result.Hash != want.Result.Hash || !equal(got.Result.Outcome.Scores, want.Result.Outcome.Scores) {
		t.Fatalf("result %+v, runner's %+v", got.Result, want.Result)
	}
	if got.Result.Players[0].Status != sim.Done {
		t.Errorf("status %q, want DONE", got.Result.Players[0].Status)
	}
}

func equal[T comparable](a, b []T) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestOpenSeekAndViews opens a saved match and walks it: views carry the
// recorded commands, the last position the result's statuses.
func TestOpenSeekAndViews(t *testing.T) {
	s := start(t, "builtin:three", "builtin:seven")
	playOut(t, s)
	_, path := saved(t, s)
	o, err := session.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer o.Close()
	if m := o.Meta(); m.Game != "count" || m.Replay != filepath.Base(path) || len(m.Players) != 2 || m.Seed != 42 {
		t.Fatalf("meta %+v", m)
	}
	if o.Len() != 10 || o.Pos() != 0 || o.Current().Tick != 0 {
		t.Fatalf("len %d pos %d", o.Len(), o.Pos())
	}
	f, err := o.Next(context.Background())
	if err != nil || f.Tick != 1 || f.Prev == nil || f.Players[0].LastCommand != "add 3" || f.Players[1].LastCommand != "add 7" {
		t.Fatalf("next: %+v, %v", f, err)
	}
	if f, _ = o.Seek(7); f.Tick != 7 || f.Prev != nil || f.Done {
		t.Fatalf("seek 7: %+v", f)
	}
	if f, _ = o.Seek(8); f.Prev == nil {
		t.Fatal("a one-step seek keeps the previous state")
	}
	if f, _ = o.Seek(99); f.Tick != 10 || !f.Done || f.Outcome == nil || f.Players[1].Status != sim.Done {
		t.Fatalf("seek end: %+v", f)
	}
	if f2, _ := o.Seek(10); f2 != f {
		t.Fatal("seeking where the cursor is publishes a new frame")
	}
	if _, err := o.Next(context.Background()); !errors.Is(err, session.ErrEnded) {
		t.Fatalf("next at the end: %v", err)
	}
	if hs := mustOpen(t, path); o.Current().State.Hash() != hs[len(hs)-1] {
		t.Fatal("the last position is not the recorded end")
	}
	for _, m := range o.Markers() {
		if m.Kind != "lead" || m.Tick < 1 || m.Tick > 10 {
			t.Fatalf("marker %+v", m)
		}
	}
}

func mustOpen(t *testing.T, path string) []uint64 {
	rp, err := replay.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	return hashes(rp)
}

// TestEditInThePastForks edits a replay at position 4: the positions after
// it go, the built-ins play on from the edited state, and the saved fork
// keeps the first four steps, then the edit, then the new steps.
func TestEditInThePastForks(t *testing.T) {
	s := start(t, "builtin:three", "builtin:random")
	playOut(t, s)
	orig, path := saved(t, s)
	o, err := session.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer o.Close()
	o.Seek(4)
	if _, err := o.Edit("set 9 1"); err == nil {
		t.Fatal("a bad edit was accepted")
	}
	f, err := o.Edit("set 0 100")
	if err != nil {
		t.Fatal(err)
	}
	if f.Tick != 4 || f.End != 4 || o.Len() != 4 || len(f.Events) != 1 || f.Events[0].Kind != sim.KindEdit {
		t.Fatalf("after the edit: frame %+v, len %d", f, o.Len())
	}
	if sc := f.State.(interface{ Outcome() (sim.Outcome, bool) }); sc == nil {
		t.Fatal("no state")
	}
	// A second edit at the fork's end goes to the runner.
	if _, err := o.Edit("double"); err != nil {
		t.Fatal(err)
	}
	if n := playOut(t, o); n != 6 {
		t.Fatalf("played on %d positions, want 6", n)
	}
	fork, _ := saved(t, o)
	if !equal(hashes(fork)[:4], hashes(orig)[:4]) {
		t.Fatal("the fork changed the steps before it")
	}
	if equal(hashes(fork), hashes(orig)) {
		t.Fatal("the edit changed nothing")
	}
	pre := fork.Steps[4].Pre
	if len(pre) != 2 || pre[0].Edit != "set 0 100" || pre[1].Edit != "double" {
		t.Fatalf("ops before step 5: %+v", pre)
	}
	if fork.Result == nil {
		t.Fatal("the finished fork has no result")
	}
	// Seeking back into the recorded part and forward again shows the
	// edit at position 4.
	f, _ = o.Seek(2)
	if f.Tick != 2 {
		t.Fatal(f.Tick)
	}
	if f, _ = o.Seek(4); f.State.Hash() == mustState(t, path, 4).Hash() {
		t.Fatal("position 4 does not show the edit")
	}
}

func mustState(t *testing.T, path string, pos int) sim.State {
	t.Helper()
	o, err := session.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer o.Close()
	f, err := o.Seek(pos)
	if err != nil {
		t.Fatal(err)
	}
	return f.State
}

// TestForkIsReproducible forks one replay twice with a replaced seat: the
// two results are the same file, and it names the new player.
func TestForkIsReproducible(t *testing.T) {
	s := start(t, "builtin:three", "builtin:seven")
	playOut(t, s)
	_, path := saved(t, s)
	var files [2][]byte
	for i := range files {
		o, err := session.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		if err := o.SetPlayer(1, "builtin:random"); err != nil {
			t.Fatal(err)
		}
		if err := o.SetPlayer(2, "builtin:three"); err == nil {
			t.Fatal("seat 3 of 2 accepted")
		}
		if err := o.SetPlayer(0, "builtin:nonsense"); err == nil {
			t.Fatal("a bad spec accepted")
		}
		if _, err := o.Fork(11); err == nil {
			t.Fatal("fork past the end accepted")
		}
		f, err := o.Fork(3)
		if err != nil || f.Tick != 3 || o.Len() != 3 {
			t.Fatalf("fork: %+v %v", f, err)
		}
		playOut(t, o)
		var buf bytes.Buffer
		if err := o.Encode(&buf); err != nil {
			t.Fatal(err)
		}
		files[i] = buf.Bytes()
		rp, err := replay.Read(bytes.NewReader(buf.Bytes()), "fork")
		if err != nil {
			t.Fatal(err)
		}
		if a := rp.Header.Players[1].Agent; a != "builtin:random" || rp.Header.Players[1].Name != "random" {
			t.Fatalf("seat 2 is %+v", rp.Header.Players[1])
		}
		if *rp.Steps[3].Actions[1] == "add 7" && *rp.Steps[4].Actions[1] == "add 7" {
			t.Fatal("the new player did not play")
		}
		o.Close()
	}
	if !bytes.Equal(files[0], files[1]) {
		t.Fatal("two forks of one replay differ")
	}
}

// TestEditAtTheLiveEnd edits a running match: the runner records the edit
// and the match goes on.
func TestEditAtTheLiveEnd(t *testing.T) {
	s := start(t, "builtin:three", "builtin:seven")
	for range 3 {
		if _, err := s.Next(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
	f, err := s.Edit("set 1 0")
	if err != nil || f.Tick != 3 || len(f.Events) == 0 || f.Events[0].Kind != sim.KindEdit {
		t.Fatalf("edit: %+v %v", f, err)
	}
	if f, _ := s.Seek(1); f.Tick != 1 {
		t.Fatal(f.Tick)
	}
	if f, _ := s.Seek(3); f.Players[0].Name != "three" {
		t.Fatalf("live end players %+v", f.Players)
	}
	playOut(t, s)
	rp, _ := saved(t, s)
	if len(rp.Steps) != 10 || len(rp.Steps[3].Pre) != 1 || rp.Steps[3].Pre[0].Edit != "set 1 0" {
		t.Fatalf("steps %d, ops before step 4 %+v", len(rp.Steps), rp.Steps[3].Pre)
	}
}

// TestStopAndPlayOn stops a live match half-way; the saved file has no
// result, and opening it plays on from its end with the built-ins.
func TestStopAndPlayOn(t *testing.T) {
	s := start(t, "builtin:three", "builtin:seven")
	if err := s.Stop(); err != nil {
		t.Fatal(err) // stopping before the first tick is allowed
	}
	if _, err := s.Next(context.Background()); !errors.Is(err, session.ErrEnded) {
		t.Fatalf("next after stop: %v", err)
	}
	if err := s.Stop(); err == nil {
		t.Fatal("stopped twice")
	}

	s = start(t, "builtin:three", "builtin:seven")
	for range 5 {
		s.Next(context.Background())
	}
	if err := s.Stop(); err != nil {
		t.Fatal(err)
	}
	rp, path := saved(t, s)
	if rp.Result != nil || len(rp.Steps) != 5 {
		t.Fatalf("stopped match: %d steps, result %+v", len(rp.Steps), rp.Result)
	}
	o, err := session.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer o.Close()
	o.Seek(5)
	if n := playOut(t, o); n != 5 {
		t.Fatalf("played on %d, want 5", n)
	}
	full, _ := saved(t, o)
	if len(full.Steps) != 10 || full.Result == nil || !equal(hashes(full)[:5], hashes(rp)) {
		t.Fatalf("played on: %d steps, result %v", len(full.Steps), full.Result)
	}
}

// TestBuiltinCrashIsAFault checks that a panicking built-in playing on from
// a fork gets the runner's fault handling: a CRASHED fault, penalised by
// the game and recorded in the replay.
func TestBuiltinCrashIsAFault(t *testing.T) {
	s := start(t, "builtin:three", "builtin:seven")
	playOut(t, s)
	_, path := saved(t, s)
	o, err := session.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer o.Close()
	o.SetPlayer(0, "builtin:crasher")
	if _, err := o.Fork(1); err != nil {
		t.Fatal(err)
	}
	playOut(t, o)
	f := o.Current()
	if f.Players[0].Status != sim.Crashed || !strings.Contains(f.Players[0].Reason, "boom") {
		t.Fatalf("crasher: %+v", f.Players[0])
	}
	var faults int
	for _, m := range o.Markers() {
		if m.Kind == sim.KindFault && m.Player == 0 {
			faults++
		}
	}
	if faults != 1 {
		t.Fatalf("%d fault markers, want 1", faults)
	}
	rp, _ := saved(t, o)
	if l := rp.Steps[2].Pre; len(l) != 1 || l[0].Fault == nil || l[0].Fault.Status != sim.Crashed {
		t.Fatalf("ops before step 3: %+v", l)
	}
	if logs := o.Logs(0, 3, 10); len(logs) != 2 || logs[1].Status != sim.Crashed {
		t.Fatalf("logs %+v", logs)
	}
	if logs := o.Logs(0, 10, 2); len(logs) != 2 {
		t.Fatalf("the newest 2 logs: %+v", logs)
	}
}

// TestForkNeedsPlayers: a match between processes cannot play on from the
// past unless its seats get players.
func TestForkNeedsPlayers(t *testing.T) {
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh")
	}
	bot := `proc:sh -c 'while read l; do echo "add 2"; echo note >&2; done'`
	s := start(t, bot, "builtin:seven")
	for range 4 {
		if _, err := s.Next(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
	if f := s.Current(); f.Players[0].LastCommand != "add 2" {
		t.Fatalf("proc player: %+v", f.Players[0])
	}
	if s.CanPlayOn() {
		t.Fatal("a process seat can play on")
	}
	s.Seek(2)
	if _, err := s.Edit("set 0 1"); err == nil || !strings.Contains(err.Error(), "built-in") {
		t.Fatalf("edit in the past of a process match: %v", err)
	}
	if _, err := s.Fork(2); err == nil {
		t.Fatal("fork without players accepted")
	}
	if err := s.SetPlayer(0, bot); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Fork(2); err != nil {
		t.Fatal(err)
	}
	playOut(t, s)
	rp, _ := saved(t, s)
	var stderr int
	for _, l := range rp.Logs {
		if strings.Contains(l.Stderr, "note") {
			stderr++
		}
	}
	if len(rp.Steps) != 10 || stderr < 2 {
		t.Fatalf("%d steps, %d stderr lines", len(rp.Steps), stderr)
	}
}

// TestErrors covers bad input: unknown games, maps and agents, a game
// without edits, an unreadable file.
func TestErrors(t *testing.T) {
	for _, sp := range []session.Spec{
		{Game: "nope", Players: []string{"builtin:three", "builtin:three"}},
		{Game: "count", Players: []string{"builtin:nope", "builtin:three"}},
		{Game: "count", Players: []string{"builtin:three"}},
		{Game: "count", Map: "/nonexistent/map", Players: []string{"builtin:three", "builtin:three"}},
	} {
		if _, err := session.Start(sp); err == nil {
			t.Errorf("%+v started", sp)
		}
	}
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.arena.jsonl.gz")
	os.WriteFile(bad, []byte("not a replay"), 0o644)
	if _, err := session.Open(bad); err == nil {
		t.Error("garbage opened")
	}
	if _, err := session.Open(filepath.Join(dir, "missing.txt")); err == nil {
		t.Error("a missing file opened")
	}
	p, err := session.Start(session.Spec{Game: "plaincount", Players: []string{"builtin:three", "builtin:three"}, Names: []string{"a", "b"}})
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	if _, err := p.Edit("double"); err == nil {
		t.Error("plaintally took an edit")
	}
	if p.Meta().Players[1].Name != "b" || p.Header().Players[0].Name != "a" || p.Game().Info().ID != "plaincount" {
		t.Errorf("names: %+v", p.Meta().Players)
	}
	p.Next(context.Background())
	p.Seek(0)
	if _, err := p.Edit("double"); err == nil {
		t.Error("plaintally took an edit in the past")
	}
	if err := p.Save(filepath.Join(dir, "no", "such", "dir.arena.jsonl.gz")); err == nil {
		t.Error("saved into a missing directory")
	}
}
