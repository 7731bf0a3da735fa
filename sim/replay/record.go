package replay

import (
	"bytes"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"arena/maps"
	"arena/sim"
	"arena/sim/fileio"
)

// WriteRecorded writes a game read by a sim.Importer as a replay: the
// header, every tick's actions with the state hash after it, a snapshot
// every SnapEvery ticks and the result. agent names how the players were
// played ("recorded:trace_5.txt"). It returns the final state, so callers
// can report its outcome and hash.
func WriteRecorded(w io.Writer, g sim.Game, rec *sim.Recorded, agent string) (sim.State, error) {
	cfg := rec.Config
	st, err := g.New(cfg)
	if err != nil {
		return nil, err
	}
	h := Header{Engine: EngineVersion(), Game: g.Info().ID, Ruleset: cfg.Ruleset, Map: cfg.Map,
		Seed: cfg.Seed, Params: cfg.Params, MapData: cfg.MapData}
	if cfg.MapData != nil {
		h.MapSHA256 = maps.SHA256(cfg.MapData)
	}
	for _, n := range cfg.Players {
		h.Players = append(h.Players, Player{Name: n, Agent: agent})
	}
	rw, err := NewWriter(w, h)
	if err != nil {
		return nil, err
	}
	for i, acts := range rec.Actions {
		t := st.Tick()
		if _, err := st.Step(acts); err != nil {
			return nil, fmt.Errorf("tick %d: %v", t, err)
		}
		rw.Tick(t, acts, st.Hash())
		if (i+1)%SnapEvery == 0 {
			rw.Snap(i+1, st)
		}
	}
	res := Result{Turns: len(rec.Actions), Hash: HashString(st.Hash())}
	if out, ok := st.Outcome(); ok {
		res.Outcome = out
		for p, n := range cfg.Players {
			pr := PlayerResult{Name: n, Agent: agent, Status: sim.Done}
			if p < len(out.Scores) {
				pr.Score = out.Scores[p]
			}
			if p < len(out.Ranks) {
				pr.Rank = out.Ranks[p]
			}
			res.Players = append(res.Players, pr)
		}
	}
	rw.Result(res)
	return st, rw.Close()
}

// ReadMaybeGzip reads a recorded game's file, inflating it when it is
// gzipped (original recordings often travel as .gz), within
// fileio.Recording's limits: only a regular file, capped on disk and once
// inflated, no overlong line.
func ReadMaybeGzip(path string) ([]byte, error) {
	return fileio.ReadFile(path, fileio.Recording)
}

// OpenRecorded reads a game recorded by an original engine (any registered
// game implementing sim.Importer: a CodeRunner trace, a Madmax .res) and
// returns it as a replay held in memory, so viewers open it like their
// own files. The error lists why each importer refused the file.
func OpenRecorded(path string) (*Replay, error) {
	data, err := ReadMaybeGzip(path)
	if err != nil {
		return nil, err
	}
	base := filepath.Base(path)
	var why []string
	for _, id := range sim.Games() {
		g, err := sim.Lookup(id)
		if err != nil {
			continue
		}
		imp, ok := g.(sim.Importer)
		if !ok {
			continue
		}
		rec, err := imp.Import(base, data)
		if err != nil {
			why = append(why, id+": "+err.Error())
			continue
		}
		var buf bytes.Buffer
		if _, err := WriteRecorded(&buf, g, rec, "recorded:"+base); err != nil {
			return nil, fmt.Errorf("%s: %v", base, err)
		}
		return Read(&buf, base)
	}
	if len(why) == 0 {
		return nil, fmt.Errorf("%s: no game reads recorded games", base)
	}
	return nil, fmt.Errorf("%s is not a recorded game (%s)", base, strings.Join(why, "; "))
}
