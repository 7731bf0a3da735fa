package match_test

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"reflect"
	"sync/atomic"
	"testing"
	"time"

	"arena/ai"
	"arena/ai/aitest/fakegame"
	"arena/ai/match"
	aiworms "arena/ai/worms"
	"arena/sim"
	"arena/sim/worms"
)

// counted wraps a game so that its states count Hash and Clone calls.
type counted struct {
	sim.Game
	hashes, clones *atomic.Int64
}

type countedState struct {
	sim.State
	g *counted
}

func (g *counted) New(cfg sim.Config) (sim.State, error) {
	st, err := g.Game.New(cfg)
	if err != nil {
		return nil, err
	}
	return &countedState{st, g}, nil
}

func (s *countedState) Hash() uint64 { s.g.hashes.Add(1); return s.State.Hash() }
func (s *countedState) Clone() sim.State {
	s.g.clones.Add(1)
	return &countedState{s.State.Clone(), s.g}
}

// TestHeadless plays one Worms match three ways: watched (frames), headless,
// and headless recording a replay. The results must be identical; headless
// must neither hash nor clone per tick unless a replay is written, and
// Frame keeps the first frame until the last.
func TestHeadless(t *testing.T) {
	play := func(opt match.Options) (match.Result, *counted, *match.Runner) {
		g := &counted{Game: worms.Game{}, hashes: new(atomic.Int64), clones: new(atomic.Int64)}
		agents := []ai.Agent{ai.NewBuiltin(aiworms.NewHunter(1)), ai.NewBuiltin(aiworms.NewSample(2))}
		r, err := match.New(g, sim.Config{Seed: 9}, agents, opt)
		if err != nil {
			t.Fatal(err)
		}
		if opt.Headless {
			for range 5 {
				if _, err := r.Tick(context.Background()); err != nil {
					t.Fatal(err)
				}
			}
			if f := r.Frame(); f.Tick != 0 || f.State == nil {
				t.Errorf("headless: Frame during play is at tick %d (state %v), want the first frame", f.Tick, f.State != nil)
			}
		}
		res, err := r.Run(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		return res, g, r
	}
	watched, _, _ := play(match.Options{})
	headless, g, r := play(match.Options{Headless: true})
	recorded, gr, _ := play(match.Options{Headless: true, Replay: io.Discard})
	for _, res := range []*match.Result{&watched, &headless, &recorded} {
		res.Final = nil
	}
	if !reflect.DeepEqual(watched, headless) || !reflect.DeepEqual(watched, recorded) {
		t.Fatalf("results differ:\nwatched  %+v\nheadless %+v\nrecorded %+v", watched, headless, recorded)
	}
	if n := g.hashes.Load(); n != 1 {
		t.Errorf("headless: %d hashes, want 1 (the result's)", n)
	}
	// The agents' own clones (built-ins get one per turn) are not the
	// runner's frames: at most one per ask, and none for frames.
	if n, turns := g.clones.Load(), int64(2*watched.Turns); n > turns+1 {
		t.Errorf("headless: %d clones for %d built-in turns: frames are being cloned", n, turns)
	}
	if n := gr.hashes.Load(); n != int64(watched.Turns)+1 {
		t.Errorf("recording: %d hashes, want one per tick and the result's (%d)", n, watched.Turns+1)
	}
	f := r.Frame()
	if !f.Done || f.State == nil || f.Outcome == nil || len(f.Players) != 2 {
		t.Errorf("headless: last frame %+v, want the finished match with its state", f)
	}
}

// lingerer is a read-only built-in that, on its first turn, keeps reading
// the state it was given until released: long past its deadline.
type lingerer struct {
	release chan struct{}
	first   bool
}

func (l *lingerer) ReadsOnly() {}

func (l *lingerer) Act(s sim.State, p sim.PlayerID) sim.Action {
	if !l.first {
		l.first = true
		for t0 := s.Tick(); ; {
			select {
			case <-l.release:
				return nil
			default:
			}
			if s.Tick() != t0 {
				panic("the state changed under a read-only bot")
			}
			time.Sleep(time.Millisecond)
		}
	}
	return nil
}

// TestReadOnlyAbandoned: a read-only built-in that misses its deadline keeps
// the live state it was given, and the runner plays on with a copy, so
// nothing writes what the bot still reads (run under -race).
func TestReadOnlyAbandoned(t *testing.T) {
	g, err := sim.Lookup("plaincount")
	if err != nil {
		t.Fatal(err)
	}
	slow := &lingerer{release: make(chan struct{})}
	defer close(slow.release)
	agents := []ai.Agent{ai.NewBuiltin(slow), ai.NewBuiltin(fakegame.Adder(3))}
	lim := sim.Limits{FirstReply: 20 * time.Millisecond, PerTick: 20 * time.Millisecond}
	r, err := match.New(g, sim.Config{Seed: 1, Params: map[string]string{"ticks": "5"}}, agents,
		match.Options{Headless: true, Limits: &lim, StrictBuiltins: true, Grace: time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	res, err := r.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if res.Turns != 5 || res.Players[0].Faults == 0 {
		t.Fatalf("turns %d, slow bot's faults %d: want 5 turns and a timeout", res.Turns, res.Players[0].Faults)
	}
}

// roCrasher is fakegame's Crasher declaring itself read-only, so that the
// runner hands it the live state.
type roCrasher struct{ fakegame.Crasher }

func (roCrasher) ReadsOnly() {}

// A built-in that panics has crashed, whichever way the runner asks it:
// in place (watched, or headless with one recover for the tick's bots) or
// on a goroutine of its own (StrictBuiltins, ai.Builtin.Ask). The match
// plays on to the same result and the replay re-simulates; a read-only
// crasher leaves the live state behind it (run under -race).
func TestBuiltinPanic(t *testing.T) {
	g, err := sim.Lookup("count")
	if err != nil {
		t.Fatal(err)
	}
	for _, crasher := range []ai.Bot{fakegame.Crasher{}, roCrasher{}} {
		for seat := range 2 {
			var want *match.Result
			for _, opt := range []match.Options{{}, {Headless: true}, {Headless: true, StrictBuiltins: true}} {
				bots := []ai.Bot{fakegame.Adder(3), fakegame.Adder(7)}
				bots[seat] = crasher
				agents := []ai.Agent{ai.NewBuiltin(bots[0]), ai.NewBuiltin(bots[1])}
				var buf bytes.Buffer
				opt.Replay = &buf
				r, err := match.New(g, sim.Config{Seed: 4}, agents, opt)
				if err != nil {
					t.Fatal(err)
				}
				res, err := r.Run(context.Background())
				if err != nil {
					t.Fatal(err)
				}
				name := fmt.Sprintf("%T in seat %d, headless %v, strict %v", crasher, seat, opt.Headless, opt.StrictBuiltins)
				p, o := res.Players[seat], res.Players[1-seat]
				if p.Status != sim.Crashed || p.Reason != "panic: boom" || p.Faults != 1 || o.Status != sim.Done || res.Turns != 10 {
					t.Errorf("%s: crasher %s %q after %d faults, other %s, %d turns", name, p.Status, p.Reason, p.Faults, o.Status, res.Turns)
				}
				verify(t, "count", buf.Bytes())
				if want == nil {
					want = &res
				} else if res.Hash != want.Hash || res.Outcome.Scores[0] != want.Outcome.Scores[0] || res.Outcome.Scores[1] != want.Outcome.Scores[1] {
					t.Errorf("%s: hash %x, scores %v; asked in place: %x, %v", name, res.Hash, res.Outcome.Scores, want.Hash, want.Outcome.Scores)
				}
			}
		}
	}
}
