package scenario_test

import (
	"bytes"
	"context"
	"reflect"
	"strings"
	"sync"
	"testing"

	"arena/ai/match"
	aiworms "arena/ai/worms"
	"arena/sim"
	"arena/sim/replay"
	"arena/sim/scenario"
	"arena/sim/worms"
)

var once sync.Once

func register() {
	once.Do(func() {
		sim.Register(worms.Game{})
		aiworms.Register()
	})
}

// wormsAt plays a Worms match between built-ins for n ticks with a live
// timeline and returns the runner (closed by the test).
func wormsAt(t *testing.T, seed uint64, n int) *match.Runner {
	t.Helper()
	register()
	g, _ := sim.Lookup("worms")
	specs := []string{"builtin:hunter", "builtin:sample"}
	agents, err := match.NewAgents("worms", specs, seed)
	if err != nil {
		t.Fatal(err)
	}
	r, err := match.New(g, sim.Config{Seed: seed}, agents, match.Options{Agents: specs, Timeline: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { r.Close() })
	for r.Timeline().Len() < n {
		if _, err := r.Tick(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
	return r
}

// fromRunner makes the scenario of a runner's timeline at its end with
// edits applied.
func fromRunner(t *testing.T, r *match.Runner, edits ...string) (*scenario.Scenario, sim.State) {
	t.Helper()
	tl := r.Timeline()
	steps, tail := tl.Record()
	end := r.Frame().State.Clone()
	for _, e := range edits {
		if err := end.(sim.Editor).ApplyEdit(e); err != nil {
			t.Fatal(err)
		}
		tail = append(tail, replay.Op{Edit: e})
	}
	h := replay.Header{Game: "worms", Seed: r.Config().Seed, Players: []replay.Player{{Name: "a"}, {Name: "b"}}}
	return scenario.FromTimeline(h, steps, tail, end), end
}

// TestRoundTrip: a scenario written and parsed back is the same scenario,
// and playing it reaches the very state it was saved from, edits included.
func TestRoundTrip(t *testing.T) {
	r := wormsAt(t, 7, 30)
	sc, end := fromRunner(t, r, "worm 1.1 hp 8", "cell 0 0 air")
	text := sc.Bytes()
	back, err := scenario.Parse(text, "x")
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	if !reflect.DeepEqual(normal(back), normal(sc)) {
		t.Fatalf("round trip changed the scenario:\n%s\nvs\n%s", back.Bytes(), text)
	}
	if !bytes.Equal(back.Bytes(), text) {
		t.Fatal("writing the parsed scenario gives other text")
	}
	pl, err := back.Play()
	if err != nil {
		t.Fatal(err)
	}
	if pl.Changed || pl.State.Hash() != end.Hash() || pl.State.Tick() != 30 {
		t.Fatalf("played to tick %d hash %x (changed %v), want tick 30 hash %x", pl.State.Tick(), pl.State.Hash(), pl.Changed, end.Hash())
	}
	hp := -1
	for _, w := range pl.State.(*worms.State).Worms {
		if w.Ref().String() == "1.1" {
			hp = w.HP
		}
	}
	if hp != 8 {
		t.Fatalf("edit not applied: worm 1.1 has %d hp", hp)
	}
	for _, want := range []string{"game worms\n", "seed 7\n", "position 30\n", "tick 30\n", "\nedit worm 1.1 hp 8\nedit cell 0 0 air\n"} {
		if !strings.Contains(string(text), want) {
			t.Errorf("the file has no %q:\n%s", want, text)
		}
	}
	// The timeline made from the played scenario replays without a
	// divergence, to the same end.
	tl, err := replay.Load(pl.Game, pl.Replay)
	if err != nil || tl.Diverged() != nil || tl.Len() != 30 {
		t.Fatalf("load: %v, diverged %v, len %d", err, tl.Diverged(), tl.Len())
	}
}

// normal clears the fields parsing does not distinguish (nil vs empty).
func normal(sc *scenario.Scenario) *scenario.Scenario {
	c := *sc
	if len(c.Edits) == 0 {
		c.Edits = nil
	}
	c.Steps = append([]replay.Step(nil), sc.Steps...)
	for i := range c.Steps {
		if len(c.Steps[i].Pre) == 0 {
			c.Steps[i].Pre = nil
		}
	}
	return &c
}

// TestChangedEngine: a hash that differs from this engine's is reported,
// not refused (the scenario survives engine changes).
func TestChangedEngine(t *testing.T) {
	r := wormsAt(t, 3, 5)
	sc, _ := fromRunner(t, r)
	text := strings.Replace(string(sc.Bytes()), "hash "+replay.HashString(sc.Hash), "hash 0123456789abcdef", 1)
	back, err := scenario.Parse([]byte(text), "x")
	if err != nil {
		t.Fatal(err)
	}
	pl, err := back.Play()
	if err != nil || !pl.Changed {
		t.Fatalf("err %v, changed %v; want a playable, changed scenario", err, pl != nil && pl.Changed)
	}
}

const head = "arena-scenario 1\ngame worms\nseed 7\nplayer a\nplayer b\n"

// TestHostile: broken files are refused with a one-line error naming the
// problem; broken inputs are refused when played.
func TestHostile(t *testing.T) {
	register()
	parse := []struct{ name, text, want string }{
		{"empty", "", "not a scenario"},
		{"comments only", "# hi\n\n", "not a scenario"},
		{"no magic", "game worms\n", "line 1: not a scenario"},
		{"other version", "arena-scenario 2\n", "not a scenario"},
		{"no game", "arena-scenario 1\nseed 1\nposition 0\ntick 0\n", "no game line"},
		{"no seed", "arena-scenario 1\ngame worms\nplayer a\nposition 0\ntick 0\n", "no seed line"},
		{"no players", "arena-scenario 1\ngame worms\nseed 1\nposition 0\ntick 0\n", "no player lines"},
		{"two games", head + "game worms\n", "line 6: a second \"game\" line"},
		{"bad seed", "arena-scenario 1\ngame worms\nseed -1\n", "line 3: seed: want a number"},
		{"huge position", head + "position 99999999999\n", "line 6: position: want a number"},
		{"bad hash", head + "hash xyz\n", "hash: want 16 hex digits"},
		{"bad sha", head + "map x\nmap-sha256 ABC\n", "map-sha256: want 64"},
		{"bad map data", head + "map x\nmap-data !!!\n", "map-data"},
		{"unknown", head + "teleport 1\n", "line 6: unknown line \"teleport 1\""},
		{"header after body", head + "position 1\ntick 1\nstep 0\nseed 3\n", "header lines come first"},
		{"move before step", head + "position 0\ntick 0\nmove 1 nothing\n", "right after its step"},
		{"seat 0", head + "position 1\ntick 1\nstep 0\nmove 0 nothing\n", "want a seat 1 to 2"},
		{"seat 3", head + "position 1\ntick 1\nstep 0\nmove 3 nothing\n", "want a seat 1 to 2"},
		{"two moves", head + "position 1\ntick 1\nstep 0\nmove 1 nothing\nmove 1 nothing\n", "a second move for player 1"},
		{"ticks back", head + "position 2\ntick 1\nstep 1\nstep 0\n", "ticks never go back"},
		{"steps short", head + "position 3\ntick 1\nstep 0\n", "position 3, but 1 step lines"},
		{"bad fault", head + "position 0\ntick 0\nfault 1 ACTIVE fine\n", "not TIMEOUT"},
		{"empty edit", head + "position 0\ntick 0\nedit \n", "want the edit's text"},
		{"binary", head + "player \xff\xfe\n", "not UTF-8"},
		{"long line", head + "player " + strings.Repeat("x", scenario.MaxLine+1) + "\n", "larger than"},
	}
	for _, c := range parse {
		t.Run(c.name, func(t *testing.T) {
			_, err := scenario.Parse([]byte(c.text), "f.txt")
			if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") || len(err.Error()) > 400 {
				t.Fatalf("got %v, want a one-line error with %q", err, c.want)
			}
		})
	}
	play := []struct{ name, text, want string }{
		{"unknown game", "arena-scenario 1\ngame chess\nseed 1\nplayer a\nposition 0\ntick 0\n", "chess"},
		{"seats", "arena-scenario 1\ngame worms\nseed 1\nplayer a\nposition 0\ntick 0\n", "needs 2 to 2 players"},
		{"bad action", head + "position 1\ntick 1\nstep 0\nmove 1 fly to the moon\n", "step 1 (tick 0): player 1"},
		{"wrong tick", head + "position 1\ntick 1\nstep 5\n", "step 1 says tick 5"},
		{"tick mismatch", head + "position 1\ntick 9\nstep 0\n", "says tick 9, but its steps reach tick 1"},
		{"bad edit", head + "position 0\ntick 0\nedit worm 9.9 hp 1\n", "tick 0: edit \"worm 9.9 hp 1\""},
		{"unknown map", head + "map nowhere\nmap-sha256 " + strings.Repeat("0", 64) + "\nposition 0\ntick 0\n", "nowhere"},
	}
	for _, c := range play {
		t.Run(c.name, func(t *testing.T) {
			sc, err := scenario.Parse([]byte(c.text), "f.txt")
			if err != nil {
				t.Fatal(err)
			}
			_, err = sc.Play()
			if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
				t.Fatalf("got %v, want a one-line error with %q", err, c.want)
			}
		})
	}
}

// TestReseed: reseeding changes only the play RNG (the hash), and the same
// seed gives the same state.
func TestReseed(t *testing.T) {
	r := wormsAt(t, 5, 3)
	a, b := r.Frame().State.Clone(), r.Frame().State.Clone()
	if !scenario.Reseed(a, 11) || !scenario.Reseed(b, 11) || a.Hash() != b.Hash() {
		t.Fatal("the same seed gives other states")
	}
	if scenario.Reseed(b, 12); a.Hash() == b.Hash() {
		t.Fatal("another seed leaves the RNG as it was")
	}
}

func FuzzParse(f *testing.F) {
	f.Add([]byte(head + "position 1\ntick 1\nstep 0\nmove 1 nothing\nedit worm 1.1 hp 8\n"))
	f.Add([]byte(head + "param rounds 3\nmap x\nmap-data aGVsbG8=\nposition 0\ntick 0\nfault 2 TIMEOUT slow\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		sc, err := scenario.Parse(data, "fuzz")
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("multi-line error %q", err)
			}
			return
		}
		// What parses writes back to text that parses to the same.
		back, err := scenario.Parse(sc.Bytes(), "again")
		if err != nil {
			t.Fatalf("rewritten scenario does not parse: %v\n%s", err, sc.Bytes())
		}
		if !bytes.Equal(back.Bytes(), sc.Bytes()) {
			t.Fatalf("rewriting is not stable:\n%s\nvs\n%s", sc.Bytes(), back.Bytes())
		}
	})
}
