package replay_test

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"strconv"
	"strings"
	"testing"
	"time"

	"arena/ai/aitest/fakegame"
	"arena/sim"
	"arena/sim/replay"
)

// record plays the count game for ticks ticks with fixed actions, an edit at
// tick 30 and a fault at tick 50, writing a replay; it returns the file,
// the state hash after each step and the hash a Timeline shows at each
// position (after the step and the edits and faults that follow it).
func record(t testing.TB, ticks int) ([]byte, []uint64, []uint64) {
	t.Helper()
	var g fakegame.Game
	cfg := sim.Config{Seed: 7, Players: []string{"A", "B"}, Params: map[string]string{"ticks": strconv.Itoa(ticks)}}
	s, err := g.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	w, err := replay.NewWriter(&buf, replay.Header{Engine: "test", Game: "count", Seed: 7, Params: cfg.Params,
		Players: []replay.Player{{"A", "builtin:a"}, {"B", "proc:b"}}})
	if err != nil {
		t.Fatal(err)
	}
	var hashes, views []uint64
	for s.Tick() < ticks {
		tick := s.Tick()
		if tick == 30 {
			s.(sim.Editor).ApplyEdit("set 1 100")
			w.Edit(tick, "set 1 100")
		}
		if tick == 50 {
			s.(sim.Penalizer).Fault(0, sim.Timeout, "no reply within 50ms")
			w.Log(replay.Log{T: tick, P: 0, MS: 51, Status: sim.Timeout, Reason: "no reply within 50ms", Stderr: strings.Repeat("e", 3000)})
		}
		views = append(views, s.Hash())
		acts := []sim.Action{fakegame.Add(tick % 10), nil}
		if tick%3 != 0 {
			acts[1] = fakegame.Add((tick * 7) % 10)
		}
		if _, err := s.Step(acts); err != nil {
			t.Fatal(err)
		}
		hashes = append(hashes, s.Hash())
		w.Tick(tick, acts, s.Hash())
		if s.Tick()%replay.SnapEvery == 0 {
			w.Snap(s.Tick(), s)
		}
	}
	views = append(views, s.Hash())
	out, _ := s.Outcome()
	w.Result(replay.Result{Outcome: out, Turns: s.Tick(), Hash: replay.HashString(s.Hash())})
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes(), hashes, views
}

func TestRoundTrip(t *testing.T) {
	file, _, views := record(t, 150)
	rp, err := replay.Read(bytes.NewReader(file), "rt.arena.jsonl.gz")
	if err != nil {
		t.Fatal(err)
	}
	if rp.Truncated {
		t.Errorf("complete file read as truncated: %s", rp.Why)
	}
	if len(rp.Steps) != 150 || len(rp.Snaps) != 2 || rp.Result == nil {
		t.Fatalf("steps %d snaps %d result %v", len(rp.Steps), len(rp.Snaps), rp.Result)
	}
	if len(rp.Logs) != 1 || len(rp.Logs[0].Stderr) != 1024 {
		t.Errorf("logs %+v: want one with 1024 bytes of stderr", len(rp.Logs))
	}
	if got := rp.Steps[30].Pre; len(got) != 1 || got[0].Edit != "set 1 100" {
		t.Errorf("step 30 ops %+v", got)
	}
	if err := replay.Verify(fakegame.Game{}, rp); err != nil {
		t.Fatalf("Verify: %v", err)
	}
	tl, err := replay.Load(fakegame.Game{}, rp)
	if err != nil {
		t.Fatal(err)
	}
	for _, pos := range []int{150, 0, 1, 31, 64, 63, 129, 128, 10, 100, 150, 51, 50, 30, 29, 30} {
		v, err := tl.Seek(pos)
		if err != nil {
			t.Fatalf("Seek(%d): %v", pos, err)
		}
		if v.State.Tick() != pos {
			t.Errorf("Seek(%d) at tick %d", pos, v.State.Tick())
		}
		// Positions 30 and 50 show the edit and the fault made there.
		if v.State.Hash() != views[pos] {
			t.Errorf("Seek(%d): hash %x, want %x", pos, v.State.Hash(), views[pos])
		}
	}
}

// TestForkKeepsEditsAtPosition: forking where an edit was already made
// keeps that edit, so the state shown before the fork is the one played on.
func TestForkKeepsEditsAtPosition(t *testing.T) {
	tl, _, views := loadRecorded(t, 100)
	v, err := tl.Fork(30)
	if err != nil {
		t.Fatal(err)
	}
	if tl.Len() != 30 || v.State.Hash() != views[30] {
		t.Fatalf("after Fork(30): len %d, hash %x, want %x", tl.Len(), v.State.Hash(), views[30])
	}
	s := v.State
	acts := []sim.Action{fakegame.Add(1), fakegame.Add(2)}
	s.Step(acts)
	tl.RecordStep(30, acts, s)
	for _, pos := range []int{31, 30, 0, 30} {
		v, err := tl.Seek(pos)
		if err != nil {
			t.Fatal(err)
		}
		if pos == 30 && v.State.Hash() != views[30] {
			t.Errorf("Seek(30) after the fork lost the edit")
		}
		if pos == 31 && v.State.Hash() != s.Hash() {
			t.Errorf("Seek(31) = %x, want the state played on from the edit %x", v.State.Hash(), s.Hash())
		}
	}
}

// loadRecorded records ticks ticks (see record) and loads the file as a
// Timeline, returning it with record's hashes.
func loadRecorded(t *testing.T, ticks int) (*replay.Timeline, []uint64, []uint64) {
	t.Helper()
	file, hashes, views := record(t, ticks)
	rp, err := replay.Read(bytes.NewReader(file), "f")
	if err != nil {
		t.Fatal(err)
	}
	tl, err := replay.Load(fakegame.Game{}, rp)
	if err != nil {
		t.Fatal(err)
	}
	return tl, hashes, views
}

func TestFork(t *testing.T) {
	tl, hashes, _ := loadRecorded(t, 100)
	v, err := tl.Fork(70)
	if err != nil {
		t.Fatal(err)
	}
	if tl.Len() != 70 || v.State.Hash() != hashes[69] {
		t.Fatalf("after Fork(70): len %d", tl.Len())
	}
	s := v.State
	s.(sim.Editor).ApplyEdit("set 0 9")
	tl.RecordOp(replay.Op{Edit: "set 0 9"})
	for range 20 {
		acts := []sim.Action{fakegame.Add(1), fakegame.Add(2)}
		tick := s.Tick()
		s.Step(acts)
		tl.RecordStep(tick, acts, s)
	}
	if tl.Len() != 90 {
		t.Fatalf("len %d after recording 20 more", tl.Len())
	}
	for _, pos := range []int{90, 3, 90} {
		got, err := tl.Seek(pos)
		if err != nil {
			t.Fatal(err)
		}
		if pos == 90 && got.State.Hash() != s.Hash() {
			t.Errorf("Seek(90) after fork: hash %x, want %x", got.State.Hash(), s.Hash())
		}
	}
}

func TestDivergence(t *testing.T) {
	file, _, _ := record(t, 100)
	rp, err := replay.Read(bytes.NewReader(file), "d.arena.jsonl.gz")
	if err != nil {
		t.Fatal(err)
	}
	rp.Steps[70].Hash ^= 1
	err = replay.Verify(fakegame.Game{}, rp)
	if err == nil || !strings.Contains(err.Error(), "diverges at tick 70") {
		t.Fatalf("Verify = %v, want a divergence at tick 70", err)
	}
	tl, err := replay.Load(fakegame.Game{}, rp)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tl.Seek(99); err != nil {
		t.Fatalf("a diverged replay stays viewable: %v", err)
	}
}

// TestTruncated cuts a gzipped replay at many points: every cut after the
// header reads without error as a prefix.
func TestTruncated(t *testing.T) {
	file, _, _ := record(t, 200)
	// The header is flushed on its own, so some short prefix already reads.
	minLen := 0
	for ; minLen < len(file); minLen++ {
		if _, err := replay.Read(bytes.NewReader(file[:minLen]), "cut"); err == nil {
			break
		}
	}
	if minLen > 400 {
		t.Fatalf("the header alone needs %d bytes", minLen)
	}
	prev := -1
	for cut := minLen; cut < len(file); cut += 97 {
		rp, err := replay.Read(bytes.NewReader(file[:cut]), "cut")
		if err != nil {
			t.Fatalf("cut at %d of %d: %v", cut, len(file), err)
		}
		if !rp.Truncated {
			t.Fatalf("cut at %d of %d: not marked truncated", cut, len(file))
		}
		if len(rp.Steps) < prev {
			t.Fatalf("cut at %d: %d steps, fewer than a shorter cut's %d", cut, len(rp.Steps), prev)
		}
		prev = len(rp.Steps)
		if err := replay.Verify(fakegame.Game{}, rp); err != nil {
			t.Fatalf("cut at %d: a prefix must verify: %v", cut, err)
		}
	}
	if prev < 128 {
		t.Errorf("longest cut kept only %d steps; snapshots should have flushed more", prev)
	}
}

// TestKilledWriter reads what a writer that was never closed has flushed.
func TestKilledWriter(t *testing.T) {
	var buf bytes.Buffer
	w, _ := replay.NewWriter(&buf, replay.Header{Game: "count", Players: []replay.Player{{"A", ""}, {"B", ""}}})
	s, _ := fakegame.Game{}.New(sim.Config{Params: map[string]string{"ticks": "100"}})
	for s.Tick() < 70 {
		tick := s.Tick()
		s.Step([]sim.Action{fakegame.Add(1), fakegame.Add(2)})
		w.Tick(tick, []sim.Action{fakegame.Add(1), fakegame.Add(2)}, s.Hash())
		if s.Tick()%64 == 0 {
			w.Snap(s.Tick(), s)
		}
	}
	rp, err := replay.Read(&buf, "killed")
	if err != nil {
		t.Fatal(err)
	}
	if !rp.Truncated || len(rp.Steps) < 64 {
		t.Fatalf("truncated %v, %d steps", rp.Truncated, len(rp.Steps))
	}
}

type failing struct{ n int }

func (f *failing) Write(b []byte) (int, error) {
	if f.n--; f.n < 0 {
		return 0, io.ErrShortWrite
	}
	return len(b), nil
}

func TestWriterReportsErrors(t *testing.T) {
	w, err := replay.NewWriter(&failing{n: 3}, replay.Header{Game: "count"})
	if err != nil {
		t.Fatal(err)
	}
	s, _ := fakegame.Game{}.New(sim.Config{})
	for range 5 {
		w.Snap(0, s)
	}
	if err := w.Close(); err == nil {
		t.Fatal("Close hid a write error")
	}
}

func TestTornLine(t *testing.T) {
	plain := `{"type":"header","format":"arena-replay","version":1,"game":"count","players":[{"name":"A"},{"name":"B"}]}
{"type":"tick","t":0,"a":["add 1",null],"h":"00000000000000ff"}
{"type":"tick","t":1,"a":["add 1",nu`
	rp, err := replay.Read(strings.NewReader(plain), "torn.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	if !rp.Truncated || len(rp.Steps) != 1 || rp.Steps[0].Actions[1] != nil {
		t.Fatalf("truncated %v steps %d", rp.Truncated, len(rp.Steps))
	}
}

func TestReadErrors(t *testing.T) {
	const head = `{"type":"header","format":"arena-replay","version":1,"game":"count","players":[{"name":"A"},{"name":"B"}]}` + "\n"
	tests := []struct{ name, text, want string }{
		{"empty", "", "bad.jsonl: no header line"},
		{"not a header", `{"type":"tick","t":0}` + "\n", "bad.jsonl:1: first line is \"tick\""},
		{"other format", `{"type":"header","format":"x","version":1,"game":"g"}` + "\n", `bad.jsonl:1: format "x"`},
		{"newer version", `{"type":"header","format":"arena-replay","version":9,"game":"g"}` + "\n", "format version 9"},
		{"bad json", head + "{nope}\n" + `{"type":"edit"}` + "\n", "bad.jsonl:2: bad JSON"},
		{"action count", head + `{"type":"tick","t":0,"a":["x"],"h":"00"}` + "\n\n", "bad.jsonl:2: tick 0 has 1 actions for 2 players"},
		{"bad hash", head + `{"type":"tick","t":3,"a":[null,null],"h":"zz"}` + "\n", `bad.jsonl:2: tick 3: bad hash "zz"`},
		{"log player", head + `{"type":"log","t":3,"p":5}` + "\n", "bad.jsonl:2: log for player 5 of 2"},
		{"no type", head + `{"t":3}` + "\n", "bad.jsonl:2: line has no type"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := replay.Read(strings.NewReader(tc.text), "bad.jsonl")
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("Read = %v, want %q", err, tc.want)
			}
		})
	}
}

func TestLoadErrors(t *testing.T) {
	const head = `{"type":"header","format":"arena-replay","version":1,"game":"count","players":[{"name":"A"},{"name":"B"}]}` + "\n"
	tests := []struct{ name, text, want string }{
		{"other game", `{"type":"header","format":"arena-replay","version":1,"game":"worms"}` + "\n", `replay of "worms"`},
		{"bad action", head + `{"type":"tick","t":4,"a":["add 11",null],"h":"00"}` + "\n", `x: tick 4: player 0: cannot parse "add 11"`},
		{"bad edit", head + `{"type":"edit","t":0,"text":"set 9 9"}` + "\n" + `{"type":"tick","t":0,"a":[null,null],"h":"00"}` + "\n", `x: tick 0: edit "set 9 9"`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rp, err := replay.Read(strings.NewReader(tc.text), "x")
			if err != nil {
				t.Fatal(err)
			}
			_, err = replay.Load(fakegame.Game{}, rp)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("Load = %v, want %q", err, tc.want)
			}
		})
	}
}

func TestFileName(t *testing.T) {
	got := replay.FileName("worms", time.Date(2026, 11, 22, 8, 5, 9, 0, time.UTC), 8123)
	if want := "worms-20261122-080509-8123.arena.jsonl.gz"; got != want {
		t.Fatalf("FileName = %q, want %q", got, want)
	}
}

func FuzzRead(f *testing.F) {
	file, _, _ := record(f, 70)
	f.Add(file)
	zr, _ := gzip.NewReader(bytes.NewReader(file))
	plain, _ := io.ReadAll(zr)
	f.Add(plain)
	f.Add(plain[:len(plain)/2])
	f.Fuzz(func(t *testing.T, b []byte) {
		timer := time.AfterFunc(2*time.Second, func() { panic(fmt.Sprintf("slow input %q", b)) })
		defer timer.Stop()
		rp, err := replay.Read(bytes.NewReader(b), "fuzz")
		if err != nil {
			return
		}
		if tl, err := replay.Load(fakegame.Game{}, rp); err == nil {
			tl.Seek(0)
			tl.Seek(tl.Len())
		}
	})
}
