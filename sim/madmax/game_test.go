package madmax

import (
	"bytes"
	"io"
	"strings"
	"testing"

	"arena/sim"
	"arena/sim/simtest"
)

var _ sim.Game = Game{}
var _ sim.Editor = (*State)(nil)
var _ sim.RulesetInfo = Game{}

func newGame(t testing.TB, seed uint64) *State {
	t.Helper()
	st, err := Game{}.New(sim.Config{Map: "t.cnf", MapData: []byte(cnf(nil)), Seed: seed, Players: []string{"builtin:demo", "proc:./bots/x.py --fast", "", "raider"}})
	if err != nil {
		t.Fatal(err)
	}
	return st.(*State)
}

func TestNewNames(t *testing.T) {
	s := newGame(t, 5)
	if want := [4]string{"Demo", "X.py", "Player2", "Raider"}; s.Names != want {
		t.Fatalf("names %q, want %q", s.Names, want)
	}
	if _, err := (Game{}).New(sim.Config{MapData: []byte(cnf(nil)), Ruleset: "modern"}); err == nil {
		t.Fatal("unknown ruleset must fail")
	}
}

// demoPlayer is the Demo bot as a simtest.Player.
type demoPlayer struct{ d Demo }

func (p *demoPlayer) Act(s sim.State, me sim.PlayerID) sim.Action {
	return p.d.Play(s.(*State), int(me))
}

// TestDeterminism plays a Demo game twice, and once more through a snapshot
// restored mid-game and a clone, comparing hashes every round
// (simtest.CheckDeterminism).
func TestDeterminism(t *testing.T) {
	simtest.CheckDeterminism(t, simtest.Match{
		New: func(testing.TB) sim.State { return newGame(t, 99) },
		Players: func() []simtest.Player {
			return []simtest.Player{&demoPlayer{}, &demoPlayer{}, &demoPlayer{}, &demoPlayer{}}
		},
		SnapAt: 150,
	})
	o, ok := newGame(t, 1).Outcome()
	if ok || o.Scores != nil {
		t.Fatal("a new game has no outcome")
	}
}

func TestUnmarshalRejectsGarbage(t *testing.T) {
	s := newGame(t, 3)
	b, _ := s.MarshalBinary()
	for _, cut := range []int{0, 5, len(b) / 2, len(b) - 1} {
		var r State
		if err := r.UnmarshalBinary(b[:cut]); err == nil {
			t.Errorf("truncated at %d accepted", cut)
		}
	}
}

// TestCodec runs one Hello/Observe and decodes replies (doc.go, "Bot
// protocol").
func TestCodec(t *testing.T) {
	s := newGame(t, 3)
	c := Game{}.Codec()
	h := string(c.Hello(s, 2))
	for _, want := range []string{"madmax 1\nme 2\nseed 3\nnb_players 4\n", "nb_win_cols 30\n", "init_gas 60\nnames Demo X.py Player2 Raider\nend\n"} {
		if !strings.Contains(h, want) {
			t.Errorf("hello lacks %q:\n%s", want, h)
		}
	}
	o := string(c.Observe(s, 2, nil))
	for _, want := range []string{"round 0\nwindow 0\nscores 0 0 0 0\nstatus 0 0 0 0\nrow ....", "car 7 14 0 5 60 1 0\nend\n"} {
		if !strings.Contains(o, want) {
			t.Errorf("observe lacks %q:\n%s", want, o)
		}
	}
	if strings.Count(o, "\nrow ") != 15 {
		t.Errorf("observe should have 15 rows:\n%s", o)
	}
	if f := c.Framing(); f.Until != "end" {
		t.Errorf("framing %+v", f)
	}
	a, err := c.Decode(2, []byte("4 m 1 2\n5 s\n4 m 0 1\nend\n"))
	if err != nil || a.String() != "4 m 1 2; 5 s" {
		t.Fatalf("decode = %v, %v", a, err)
	}
	if _, err := c.Decode(2, []byte("4 jump\n")); err == nil {
		t.Fatal("garbage must not decode")
	}
	if a, err := c.Decode(2, []byte("  4 m 1 2 \r\n\r\n5 s\r\n")); err != nil || a.String() != "4 m 1 2; 5 s" {
		t.Errorf("CRLF and surrounding spaces: %v, %v", a, err)
	}
	if e := string(c.(sim.Ender).End(s, 2)); e != "over\nscores 0 0 0 0\nend\n" {
		t.Errorf("end message %q", e)
	}
}

func TestEdits(t *testing.T) {
	s := board(t, 5, "0.........", "..W.......", "..........")
	for _, tc := range []struct{ edit, err string }{
		{"car 0 at 2 3", ""},
		{"car 0 gas 5", ""},
		{"car 0 missiles 9", ""},
		{"bonus gas at 0 7", ""},
		{"tyre at 0 8", ""},
		{"clear at 1 2", ""},
		{"car 1 at 0 1", ""}, // revives a dead car
		{"car 0 at 0 8", "holds a tyre"},
		{"car 0 at 0 6", "outside the window"},
		{"bonus beer at 0 0", "unknown bonus"},
		{"clear at 2 0", "holds no bonus or tyre"},
		{"tyre at 9 0", "row 9 is outside"},
		{"car 9 gas 5", "no car 9"},
		{"fly", "unknown edit"},
	} {
		err := s.ApplyEdit(tc.edit)
		if (err == nil) != (tc.err == "") || (err != nil && !strings.Contains(err.Error(), tc.err)) {
			t.Errorf("%q: got %v, want %q", tc.edit, err, tc.err)
		}
	}
	if got, want := ascii(s), ".1.....GX.\n..........\n...0......"; got != want {
		t.Fatalf("after edits:\n%s\nwant\n%s", got, want)
	}
	if c := s.Cars[0]; c.Gas != 5 || c.Missiles != 9 {
		t.Fatalf("car 0 = %+v", c)
	}
	if err := s.validate(); err != nil {
		t.Fatal(err)
	}
	for _, e := range s.EditsAt(3.5, 2.5) {
		if err := s.Copy().ApplyEdit(e.Text); err != nil {
			t.Errorf("offered edit %q fails: %v", e.Text, err)
		}
	}
	for _, e := range s.EditsAt(4.2, 0.9) {
		if err := s.Copy().ApplyEdit(e.Text); err != nil {
			t.Errorf("offered edit %q fails: %v", e.Text, err)
		}
	}
	if len(s.EditsAt(1, -3)) != 0 {
		t.Error("no edits outside the universe")
	}
}

// BenchmarkDemoGame plays a 300-round game of four Demo players on the
// original's default.cnf and writes the .res to memory.
func BenchmarkDemoGame(b *testing.B) {
	data := readRef(b, "default.cnf")
	proto, err := Game{}.New(sim.Config{MapData: data, Seed: 3424, Players: []string{"Demo", "Demo", "Demo", "Demo"}})
	if err != nil {
		b.Fatal(err)
	}
	var buf bytes.Buffer
	b.ReportAllocs()
	for b.Loop() {
		buf.Reset()
		s := proto.(*State).Copy()
		rw := NewResWriter(&buf)
		rw.Write(s)
		var demos [4]Demo
		for !s.Over() {
			var asked [4][]Instr
			for p := range 4 {
				asked[p] = demos[p].Play(s, p).Instrs
			}
			s.Advance(asked)
			rw.Write(s)
		}
		rw.Flush()
	}
	b.SetBytes(int64(buf.Len()))
	_ = io.Discard
}

func TestResName(t *testing.T) {
	for in, want := range map[string]string{"builtin:demo": "Demo", "demo (2)": "Demo", "Demo": "Demo", "": "Player1",
		"proc:python3 bots/greedy.py": "Greedy.py", "proc:./bots/x.py --fast": "X.py", "tcp:": "Player1", "Alice Smith": "Alice"} {
		if got := ResName(in, 1); got != want {
			t.Errorf("ResName(%q) = %q, want %q", in, got, want)
		}
	}
}

func FuzzDecode(f *testing.F) {
	for _, s := range []string{"0 m 1 2\n1 s\nend\n", "\n\nend", "3 m x 1\n"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		a, err := Codec{}.Decode(1, b)
		if err != nil {
			return
		}
		if _, err := (Game{}).ParseAction(1, a.String()); err != nil {
			t.Fatalf("decoded %q does not parse back: %v", a.String(), err)
		}
	})
}

// TestOutcome: after the last round the top scores share rank 1 (reference
// §1.6: no tie-break).
func TestOutcome(t *testing.T) {
	s := newGame(t, 1)
	s.Round = s.Params.Rounds
	s.Score = [4]int{20, 50, 50, 10}
	o, ok := s.Outcome()
	if !ok || o.Ranks[1] != 1 || o.Ranks[2] != 1 || o.Ranks[0] != 3 || o.Ranks[3] != 4 {
		t.Fatalf("outcome %+v, %v", o, ok)
	}
	if s.Pending() != nil {
		t.Fatal("nobody owes an action after the last round")
	}
	if _, err := s.Step(nil); err == nil {
		t.Fatal("stepping past the last round must fail")
	}
}

func FuzzUnmarshal(f *testing.F) {
	s := newGame(f, 4)
	var d [4]Demo
	for range 3 {
		var a [4][]Instr
		for p := range 4 {
			a[p] = d[p].Play(s, p).Instrs
		}
		a[0] = append(a[0], Shoot(0))
		s.Advance(a)
	}
	b, _ := s.MarshalBinary()
	f.Add(b)
	f.Fuzz(func(t *testing.T, b []byte) {
		var r State
		if err := r.UnmarshalBinary(b); err != nil {
			return
		}
		if !r.Over() {
			r.Step(r.AskedActions())
		}
		r.GoString()
		r.EditsAt(1, 1)
	})
}
