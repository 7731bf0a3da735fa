package replay_test

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"

	"arena/ai/aitest/fakegame"
	"arena/sim"
	"arena/sim/replay"
)

// recount is count with a recording format of its own: a "recount" line,
// then one line per tick with both players' digits.
type recount struct{ fakegame.Game }

func (recount) Info() sim.Info {
	return sim.Info{ID: "recount", Title: "Recount", MinPlayers: 2, MaxPlayers: 2}
}

func (g recount) Import(name string, data []byte) (*sim.Recorded, error) {
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	if lines[0] != "recount" {
		return nil, fmt.Errorf("%s:1: not a recount recording", name)
	}
	rec := &sim.Recorded{Config: sim.Config{Seed: 5, Players: []string{"a", "b"},
		Params: map[string]string{"ticks": strconv.Itoa(len(lines) - 1)}}}
	for i, ln := range lines[1:] {
		f := strings.Fields(ln)
		if len(f) != 2 {
			return nil, fmt.Errorf("%s:%d: want two digits", name, i+2)
		}
		acts := make([]sim.Action, 2)
		for p := range acts {
			a, err := g.ParseAction(sim.PlayerID(p), "add "+f[p])
			if err != nil {
				return nil, fmt.Errorf("%s:%d: %v", name, i+2, err)
			}
			acts[p] = a
		}
		rec.Actions = append(rec.Actions, acts)
	}
	return rec, nil
}

var registerRecount sync.Once

// TestOpenRecorded opens recordings, plain and gzipped, as replays that
// verify, and names the importer's complaint for a bad one.
func TestOpenRecorded(t *testing.T) {
	registerRecount.Do(func() { sim.Register(recount{}) })
	dir := t.TempDir()
	var moves strings.Builder
	moves.WriteString("recount\n")
	for i := range 70 { // past one snapshot
		fmt.Fprintf(&moves, "%d %d\n", i%10, (i*7)%10)
	}
	plain := filepath.Join(dir, "game.txt")
	os.WriteFile(plain, []byte(moves.String()), 0o644)
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write([]byte(moves.String()))
	zw.Close()
	zipped := filepath.Join(dir, "game.txt.gz")
	os.WriteFile(zipped, gz.Bytes(), 0o644)
	bad := filepath.Join(dir, "bad.txt")
	os.WriteFile(bad, []byte("recount\n1 2\n3\n"), 0o644)

	for _, path := range []string{plain, zipped} {
		rp, err := replay.OpenRecorded(path)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		if rp.Header.Game != "recount" || len(rp.Steps) != 70 || rp.Result == nil || len(rp.Snaps) != 1 {
			t.Fatalf("%s: header %+v, %d steps, %d snaps, result %v", path, rp.Header, len(rp.Steps), len(rp.Snaps), rp.Result)
		}
		if a := rp.Header.Players[0].Agent; a != "recorded:"+filepath.Base(path) {
			t.Errorf("agent %q", a)
		}
		g, _ := sim.Lookup("recount")
		if err := replay.Verify(g, rp); err != nil {
			t.Errorf("%s: %v", path, err)
		}
	}
	if _, err := replay.OpenRecorded(bad); err == nil || !strings.Contains(err.Error(), "recount: bad.txt:3: want two digits") {
		t.Errorf("bad recording: %v", err)
	}
}
