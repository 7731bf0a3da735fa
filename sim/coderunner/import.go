package coderunner

import (
	"bytes"
	"fmt"

	"arena/sim"
)

// Import reads an official trace (sim.Importer): ImportTrace re-simulates
// it under the classic ruleset and fails naming the first turn whose cells,
// positions or scores differ, and the result recreates the game with every
// turn's moves, red first.
func (g Game) Import(name string, data []byte) (*sim.Recorded, error) {
	t, err := ImportTrace(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	cfg := t.Config(name)
	cfg.Players = []string{"red", "blue"}
	rec := &sim.Recorded{Config: cfg}
	for i, mv := range t.Actions {
		acts := make([]sim.Action, 2)
		for p, text := range mv {
			if acts[p], err = g.ParseAction(sim.PlayerID(p), text); err != nil {
				return nil, fmt.Errorf("%s: turn %d: %v", name, i, err)
			}
		}
		rec.Actions = append(rec.Actions, acts)
	}
	return rec, nil
}
