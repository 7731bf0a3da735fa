package madmax

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"arena/sim"
)

// TestExportGolden: the final state of a Demo game writes the original's
// .res by itself (match.Exporter), as arenactl run --res does.
func TestExportGolden(t *testing.T) {
	want := readRef(t, "madmax_demo4_s7_maze4.res.gz")
	st, err := Game{}.New(sim.Config{MapData: readRef(t, "maze4.cnf"), Seed: 7, Players: []string{"demo", "demo (2)", "demo (3)", "demo (4)"}})
	if err != nil {
		t.Fatal(err)
	}
	var demos [4]Demo
	for {
		if _, over := st.Outcome(); over {
			break
		}
		acts := make([]sim.Action, 4)
		for p := range 4 {
			acts[p] = demos[p].Play(st.(*State), p)
		}
		st = st.Clone() // the runner steps clones too
		if _, err := st.Step(acts); err != nil {
			t.Fatal(err)
		}
	}
	var out bytes.Buffer
	if err := st.(*State).Export("res", &out); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(out.Bytes(), want) {
		t.Fatalf("Export differs from the original: %s", firstDiff(out.Bytes(), want))
	}
	if err := st.(*State).Export("json", &out); err == nil {
		t.Fatal("unknown export kind accepted")
	}
}

// TestExportWithEdits: edits between rounds are replayed, so the .res shows
// their effect in the next state; a restored snapshot cannot export.
func TestExportWithEdits(t *testing.T) {
	s := newGame(t, 11)
	s.Step(nil)
	if err := s.ApplyEdit("bonus water at 3 5"); err != nil {
		t.Fatal(err)
	}
	if err := s.ApplyEdit("car 0 gas 7"); err != nil {
		t.Fatal(err)
	}
	s.Step(nil)
	var out bytes.Buffer
	if err := s.Export("res", &out); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "rnd 2") || !strings.Contains(out.String(), "\n0\t0\t2\t5\t6\ty\t0\n") {
		t.Fatalf("edited gas not in the .res:\n%s", out.String()[len(out.String())-900:])
	}
	b, _ := s.MarshalBinary()
	var r State
	if err := r.UnmarshalBinary(b); err != nil {
		t.Fatal(err)
	}
	if err := r.Export("res", &out); err == nil {
		t.Fatal("a restored snapshot has no history and must not export")
	}
}

// BenchmarkDemoGameExport is the arenactl path: play 300 rounds of four
// Demo players, then let the final state write the .res to memory (Export
// replays the history).
func BenchmarkDemoGameExport(b *testing.B) {
	data := readRef(b, "default.cnf")
	var buf bytes.Buffer
	b.ReportAllocs()
	for b.Loop() {
		buf.Reset()
		st, err := Game{}.New(sim.Config{MapData: data, Seed: 3424, Players: []string{"Demo", "Demo", "Demo", "Demo"}})
		if err != nil {
			b.Fatal(err)
		}
		s := st.(*State)
		var demos [4]Demo
		for !s.Over() {
			var asked [4][]Instr
			for p := range 4 {
				asked[p] = demos[p].Play(s, p).Instrs
			}
			s.Advance(asked)
		}
		if err := s.Export("res", &buf); err != nil {
			b.Fatal(err)
		}
	}
	b.SetBytes(int64(buf.Len()))
}

// TestExportRedrawsOnlyLoggedCells: Export's writer redraws only the cells
// each round wrote (the state's cell log), so its .res must equal the one
// WriteRes draws in full from a copy of every state, with edits that add
// and clear bonuses and tyres between rounds.
func TestExportRedrawsOnlyLoggedCells(t *testing.T) {
	for _, tc := range []struct {
		name  string
		edits map[int][]string // round -> edits applied after it
	}{
		{"no edits", nil},
		{"bonuses and tyres", map[int][]string{
			2: {"bonus water at 3 5", "tyre at 4 6"},
			5: {"clear at 3 5", "bonus gas at 3 5"},
			9: {"clear at 4 6", "car 0 gas 7"},
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newGame(t, 17)
			var demos [4]Demo
			states := []*State{s.Copy()}
			for r := 0; r < 40 && !s.Over(); r++ {
				for _, e := range tc.edits[r] {
					if err := s.ApplyEdit(e); err != nil {
						t.Fatalf("round %d: %q: %v", r, e, err)
					}
				}
				var asked [4][]Instr
				for p := range 4 {
					asked[p] = demos[p].Play(s, p).Instrs
				}
				s.Advance(asked)
				states = append(states, s.Copy())
			}
			var full, got bytes.Buffer
			if err := WriteRes(&full, states); err != nil {
				t.Fatal(err)
			}
			if err := s.Export("res", &got); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got.Bytes(), full.Bytes()) {
				t.Fatalf("Export differs from drawing every state in full: %s", firstDiff(got.Bytes(), full.Bytes()))
			}
		})
	}
}

// TestExportLive: a state given a writer before the game (ExportLive, as
// arenactl run --res does) writes the .res while it is played, and Export
// into that writer only finishes it. A bot's look-ahead on copies must not
// write into it; when the line breaks (an edit, the game going on with a
// copy) Export starts the file again and writes the .res from the history;
// a writer that cannot start again gets an error. A state that has played
// rounds declines the writer: its .res starts at the game's first state.
func TestExportLive(t *testing.T) {
	golden := readRef(t, "madmax_demo4_s7_maze4.res.gz")
	for _, tc := range []struct {
		name     string
		edit     int  // the round after which an edit comes, or 0
		copyAt   int  // the round from which a copy plays on, or 0
		twice    bool // Export twice into the file
		buffer   bool // the writer is a bytes.Buffer, which cannot start again
		late     int  // rounds played before ExportLive, which then declines
		wantErr  string
		original bool // the .res must be the original engine's
	}{
		{name: "unbroken", original: true},
		{name: "exported twice", twice: true, original: true},
		{name: "played on by a copy", copyAt: 10, original: true},
		{name: "edited", edit: 5},
		{name: "unbroken into a buffer", buffer: true, original: true},
		{name: "edited into a buffer", edit: 5, buffer: true, wantErr: "cannot be started again"},
		{name: "given the writer mid-game", late: 5, buffer: true, original: true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st, err := Game{}.New(sim.Config{MapData: readRef(t, "maze4.cnf"), Seed: 7, Players: []string{"demo", "demo (2)", "demo (3)", "demo (4)"}})
			if err != nil {
				t.Fatal(err)
			}
			s := st.(*State)
			var buf bytes.Buffer
			var w io.Writer = &buf
			var f *os.File
			if !tc.buffer {
				if f, err = os.Create(filepath.Join(t.TempDir(), "game.res")); err != nil {
					t.Fatal(err)
				}
				defer f.Close()
				w = f
			}
			var demos [4]Demo
			ask := func() (asked [4][]Instr) {
				for p := range 4 {
					asked[p] = demos[p].Play(s, p).Instrs
				}
				return asked
			}
			for range tc.late {
				s.Advance(ask())
			}
			if took := s.ExportLive("res", w); took != (tc.late == 0) {
				t.Fatalf("ExportLive after %d rounds: %v", tc.late, took)
			}
			for !s.Over() {
				asked := ask()
				ahead := s.Copy() // a look-ahead plays a round of its own
				ahead.Advance([4][]Instr{})
				if tc.copyAt > 0 && s.Round == tc.copyAt {
					s = s.Copy()
				}
				s.Advance(asked)
				if tc.edit > 0 && s.Round == tc.edit {
					if err := s.ApplyEdit("car 0 gas 7"); err != nil {
						t.Fatal(err)
					}
				}
			}
			err = s.Export("res", w)
			if tc.twice && err == nil {
				err = s.Export("res", w)
			}
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("Export: got error %v, want one saying %q", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			got := buf.Bytes()
			if f != nil {
				if got, err = os.ReadFile(f.Name()); err != nil {
					t.Fatal(err)
				}
			}
			var want bytes.Buffer // Export into another writer re-plays the history
			if err := s.Export("res", &want); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, want.Bytes()) {
				t.Fatalf("the .res written live differs from the re-played one: %s", firstDiff(got, want.Bytes()))
			}
			if tc.original && !bytes.Equal(got, golden) {
				t.Fatalf("the .res differs from the original: %s", firstDiff(got, golden))
			}
			if !tc.original && bytes.Equal(got, golden) {
				t.Fatal("the edit is not in the .res")
			}
		})
	}
}
