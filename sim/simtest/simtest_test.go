package simtest_test

import (
	"encoding/binary"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"arena/sim"
	"arena/sim/simtest"
)

// walk is a one-player game for the checks' own tests: each tick the
// player adds its action to a running history; the game ends after 20
// ticks. shared makes Clone share the history (the bug CheckClone is
// for); flaky makes the hash depend on a global counter.
type walkState struct {
	hist   []int64
	shared bool
	flaky  bool
}

type num int64

func (n num) String() string { return fmt.Sprint(int64(n)) }

var global int

func (s *walkState) Tick() int               { return len(s.hist) }
func (s *walkState) Pending() []sim.PlayerID { return []sim.PlayerID{0} }
func (s *walkState) Step(a []sim.Action) ([]sim.Event, error) {
	v := int64(0)
	if a[0] != nil {
		v = int64(a[0].(num))
	}
	if len(s.hist) > 0 {
		v += s.hist[len(s.hist)-1]
	}
	if s.shared && len(s.hist) > 0 {
		s.hist[0]++ // writes through to every clone
	}
	s.hist = append(s.hist, v)
	return nil, nil
}
func (s *walkState) Outcome() (sim.Outcome, bool) { return sim.Outcome{}, len(s.hist) >= 20 }
func (s *walkState) Clone() sim.State {
	c := *s
	if !s.shared {
		c.hist = append([]int64(nil), s.hist...)
	}
	return &c
}
func (s *walkState) Hash() uint64 {
	h := uint64(len(s.hist))
	for _, v := range s.hist {
		h = h*31 + uint64(v)
	}
	if s.flaky {
		global++
		h += uint64(global)
	}
	return h
}
func (s *walkState) MarshalBinary() ([]byte, error) {
	var b []byte
	for _, v := range s.hist {
		b = binary.LittleEndian.AppendUint64(b, uint64(v))
	}
	return b, nil
}
func (s *walkState) UnmarshalBinary(b []byte) error {
	if len(b)%8 != 0 {
		return errors.New("bad length")
	}
	s.hist = nil
	for ; len(b) > 0; b = b[8:] {
		s.hist = append(s.hist, int64(binary.LittleEndian.Uint64(b)))
	}
	return nil
}

type stepper struct{ n int64 }

func (p *stepper) Act(s sim.State, _ sim.PlayerID) sim.Action { p.n++; return num(p.n % 3) }

func match(shared, flaky bool) simtest.Match {
	return simtest.Match{
		New:     func(testing.TB) sim.State { return &walkState{shared: shared, flaky: flaky} },
		Players: func() []simtest.Player { return []simtest.Player{&stepper{}} },
	}
}

// fatal is a testing.TB whose Fatal stops the check under test and is
// recorded instead of failing the real test.
type fatal struct {
	testing.TB
	msg string
}

type stop struct{}

func (f *fatal) Fatalf(format string, a ...any) { f.msg = fmt.Sprintf(format, a...); panic(stop{}) }
func (f *fatal) Fatal(a ...any)                 { f.msg = fmt.Sprint(a...); panic(stop{}) }
func (f *fatal) Skipf(format string, a ...any) {
	f.msg = "skip: " + fmt.Sprintf(format, a...)
	panic(stop{})
}
func (f *fatal) Helper() {}

// fails runs check and returns what it failed with, "" when it passed.
func fails(t *testing.T, check func(tb testing.TB)) (msg string) {
	f := &fatal{TB: t}
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(stop); !ok {
				panic(r)
			}
			msg = f.msg
		}
	}()
	check(f)
	return ""
}

func TestCheckDeterminism(t *testing.T) {
	tests := []struct {
		name          string
		shared, flaky bool
		want          string
	}{
		{"sound", false, false, ""},
		{"clone shares state", true, false, "changed its original"},
		{"hash reads a global", false, true, "differ at step 0"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := fails(t, func(tb testing.TB) {
				steps := simtest.CheckDeterminism(tb, match(tc.shared, tc.flaky))
				if len(steps) != 20 {
					tb.Fatalf("%d steps", len(steps))
				}
			})
			if (tc.want == "") != (got == "") || !strings.Contains(got, tc.want) {
				t.Fatalf("failed with %q, want %q", got, tc.want)
			}
		})
	}
	// Max bounds the match; a snapshot that does not restore fails.
	m := match(false, false)
	m.Max, m.SnapAt = 6, 2
	if steps := simtest.CheckDeterminism(t, m); len(steps) != 6 {
		t.Fatalf("%d steps, want 6", len(steps))
	}
	if got := fails(t, func(tb testing.TB) {
		simtest.CheckSnapshot(tb, &badSnap{walkState{hist: []int64{1}}}, &walkState{}, nil)
	}); !strings.Contains(got, "restoring") {
		t.Fatalf("bad snapshot: %q", got)
	}
	if got := fails(t, func(tb testing.TB) {
		simtest.Replay(tb, &walkState{}, []simtest.Step{{Tick: 3}})
	}); !strings.Contains(got, "at tick 0") {
		t.Fatalf("replay at the wrong tick: %q", got)
	}
}

type badSnap struct{ walkState }

func (b *badSnap) MarshalBinary() ([]byte, error) { return []byte{1, 2, 3}, nil }

func TestGolden(t *testing.T) {
	path := filepath.Join(t.TempDir(), "golden", "x.txt")
	if got := fails(t, func(tb testing.TB) { simtest.Golden(tb, path, []byte("a\n")) }); !strings.Contains(got, "-update") {
		t.Fatalf("missing golden: %q", got)
	}
	os.MkdirAll(filepath.Dir(path), 0o755)
	os.WriteFile(path, []byte("a\nb\n"), 0o644)
	simtest.Golden(t, path, []byte("a\nb\n"))
	if got := fails(t, func(tb testing.TB) { simtest.Golden(tb, path, []byte("a\nc\n")) }); !strings.Contains(got, "line 2") {
		t.Fatalf("changed line: %q", got)
	}
	if got := fails(t, func(tb testing.TB) { simtest.Golden(tb, path, []byte("a")) }); !strings.Contains(got, "length") {
		t.Fatalf("longer: %q", got)
	}
	if simtest.Updating() {
		t.Fatal("-update is set")
	}
}

func TestRefDir(t *testing.T) {
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "reference", "data", "g"), 0o755)
	os.WriteFile(filepath.Join(dir, "reference", "data", "g", "m.txt"), []byte("map"), 0o644)
	t.Setenv(simtest.RefEnv, dir)
	if b := simtest.RefFile(t, "g", "m.txt"); string(b) != "map" {
		t.Fatalf("%q", b)
	}
	if got := fails(t, func(tb testing.TB) { simtest.RefDir(tb, "absent") }); !strings.HasPrefix(got, "skip: ") {
		t.Fatalf("absent data: %q", got)
	}
	if got := fails(t, func(tb testing.TB) { simtest.RefFile(tb, "g", "none.txt") }); got == "" || strings.HasPrefix(got, "skip") {
		t.Fatalf("missing file: %q", got)
	}
	t.Setenv(simtest.RefEnv, "")
	got := fails(t, func(tb testing.TB) { simtest.RefDir(tb, "no-such-game") })
	if !strings.HasPrefix(got, "skip: ") || !strings.Contains(got, filepath.Join("shared", "reference", "data", "no-such-game")) {
		t.Fatalf("beside the module: %q", got)
	}
}
