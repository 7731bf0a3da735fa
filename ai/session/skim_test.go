package session_test

import (
	"context"
	"errors"
	"reflect"
	"testing"

	"arena/ai/session"
	aiworms "arena/ai/worms"
	"arena/sim"
	"arena/sim/worms"
)

// timeless is a copy of players without their reply times (the
// machine's, not the match's).
func timeless(ps []sim.PlayerView) []sim.PlayerView {
	out := append([]sim.PlayerView(nil), ps...)
	for i := range out {
		out[i].Elapsed = 0
	}
	return out
}

// stateHash is a state's hash, 0 for none.
func stateHash(st sim.State) uint64 {
	if st == nil {
		return 0
	}
	return st.Hash()
}

// TestSkimShowsWhatNextShows plays one match twice: with Next at every
// tick, and skimming runs of ticks (0 to 4) between Next and Current. Every
// frame made shows what Next showed at that tick (the state, its Prev,
// the players, the outcome), the skimmed frames and the frame after them
// carry all the events between, and both sessions record the same
// players' logs, markers, drawing and replay.
func TestSkimShowsWhatNextShows(t *testing.T) {
	wormsOnce.Do(func() {
		sim.Register(worms.Game{})
		aiworms.Register()
	})
	spec := session.Spec{Game: "worms", Seed: 7, Players: []string{"builtin:hunter", "builtin:sample"}}
	ctx := context.Background()
	ref, err := session.Start(spec)
	if err != nil {
		t.Fatal(err)
	}
	defer ref.Close()
	var want []*session.Frame // want[i] is Next's frame at position i
	want = append(want, ref.Current())
	for {
		f, err := ref.Next(ctx)
		if errors.Is(err, session.ErrEnded) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		want = append(want, f)
	}
	s, err := session.Start(spec)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	same := func(how string, got *session.Frame) {
		t.Helper()
		w := want[got.Tick]
		if got.State == nil || stateHash(got.State) != stateHash(w.State) || stateHash(got.Prev) != stateHash(w.Prev) ||
			got.End != w.End || got.Done != w.Done || !reflect.DeepEqual(got.Outcome, w.Outcome) || !reflect.DeepEqual(timeless(got.Players), timeless(w.Players)) {
			t.Fatalf("%s at %d: state %x prev %x end %d done %v players %v; Next showed %x, %x, %d, %v, %v", how, got.Tick,
				stateHash(got.State), stateHash(got.Prev), got.End, got.Done, got.Players, stateHash(w.State), stateHash(w.Prev), w.End, w.Done, w.Players)
		}
	}
	var evs []sim.Event // the events since the last frame compared
	for k := 0; ; k = (k + 1) % 5 {
		ended := false
		for range k {
			f, err := s.Skim(ctx)
			if errors.Is(err, session.ErrEnded) {
				ended = true
				break
			}
			if err != nil {
				t.Fatal(err)
			}
			evs = append(evs, f.Events...)
			if f.State != nil {
				same("the last skimmed tick", f)
				continue
			}
			if f.Tick != s.Pos() || f.Players == nil {
				t.Fatalf("skimmed frame at %d, cursor %d, players %v", f.Tick, s.Pos(), f.Players)
			}
		}
		if ended {
			break
		}
		var f *session.Frame
		if k%2 == 1 {
			f = s.Current()
			evs = append(evs, f.Events...)
		} else {
			if f, err = s.Next(ctx); errors.Is(err, session.ErrEnded) {
				break
			} else if err != nil {
				t.Fatal(err)
			}
			evs = append(evs, f.Events...)
		}
		same("the frame made", f)
		var wantEvs []sim.Event
		for i := f.Tick; i > 0 && len(wantEvs) < len(evs); i-- {
			wantEvs = append(append([]sim.Event(nil), want[i].Events...), wantEvs...)
		}
		if !reflect.DeepEqual(evs, wantEvs) && (len(evs) > 0 || len(wantEvs) > 0) {
			t.Fatalf("events up to %d: %v, want %v", f.Tick, evs, wantEvs)
		}
		evs = nil
		if f.Done {
			break
		}
	}
	if s.Pos() != ref.Pos() || s.Len() != ref.Len() {
		t.Fatalf("skimming ended at %d of %d, Next at %d of %d", s.Pos(), s.Len(), ref.Pos(), ref.Len())
	}
	if !reflect.DeepEqual(s.Markers(), ref.Markers()) {
		t.Errorf("markers %v, want %v", s.Markers(), ref.Markers())
	}
	for p := range spec.Players {
		got, w := s.Logs(p, s.Len(), 1<<20), ref.Logs(p, ref.Len(), 1<<20)
		for i := range got {
			got[i].Elapsed = 0
		}
		for i := range w {
			w[i].Elapsed = 0
		}
		if !reflect.DeepEqual(got, w) {
			t.Errorf("player %d: %d log entries, want %d", p+1, len(got), len(w))
		}
	}
	for tick := 0; tick < s.Len(); tick += 7 {
		if got, w := s.Draws(tick), ref.Draws(tick); !reflect.DeepEqual(got, w) {
			t.Errorf("tick %d: drawing %v, want %v", tick, got, w)
		}
	}
	a, _ := saved(t, s)
	b, _ := saved(t, ref)
	if !reflect.DeepEqual(hashes(a), hashes(b)) || !reflect.DeepEqual(a.Result, b.Result) || len(a.Draws) != len(b.Draws) || len(a.Wires) != len(b.Wires) {
		t.Errorf("the skimmed session saves another replay: %d steps, result %+v; want %d, %+v", len(a.Steps), a.Result, len(b.Steps), b.Result)
	}
}
