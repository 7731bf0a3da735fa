package replay

import (
	"fmt"
	"io"

	"arena/maps"
	"arena/sim"
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
