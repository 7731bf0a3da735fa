package madmax

import (
	"bytes"
	"fmt"

	"arena/sim"
)

// Import reads a .res game file (sim.Importer), rebuilds the .cnf it was
// played from (the file's settings and round 0 are exactly that), and
// re-simulates every round with the instructions the players asked for,
// comparing each round with the file. It fails naming the first round
// whose board, cars, missiles or scores differ, so a nil error proves this
// engine reproduces the recorded game.
func (g Game) Import(name string, data []byte) (*sim.Recorded, error) {
	states, err := ReadRes(name, data)
	if err != nil {
		return nil, err
	}
	first := states[0]
	cfg := sim.Config{Map: name, MapData: appendState(appendSettings(nil, first), first),
		Seed: uint64(uint32(first.Seed)), Players: append([]string(nil), first.Names[:]...)}
	st, err := g.New(cfg)
	if err != nil {
		return nil, fmt.Errorf("%s: round 0 does not load as a .cnf: %v", name, err)
	}
	rec := &sim.Recorded{Config: cfg}
	if err := sameRound(name, st.(*State), first); err != nil {
		return nil, err
	}
	for _, want := range states[1:] {
		acts := want.AskedActions()
		if _, err := st.Step(acts); err != nil {
			return nil, fmt.Errorf("%s: round %d: %v", name, want.Round, err)
		}
		if err := sameRound(name, st.(*State), want); err != nil {
			return nil, err
		}
		rec.Actions = append(rec.Actions, acts)
	}
	return rec, nil
}

// sameRound compares two states as the .res file prints them and names the
// first line that differs.
func sameRound(name string, got, want *State) error {
	g, w := appendState(nil, got), appendState(nil, want)
	if bytes.Equal(g, w) {
		return nil
	}
	gl, wl := bytes.Split(g, []byte("\n")), bytes.Split(w, []byte("\n"))
	for i := range min(len(gl), len(wl)) {
		if !bytes.Equal(gl[i], wl[i]) {
			return &sim.MismatchError{Err: fmt.Errorf("%s: round %d differs: this engine prints %q, the file %q", name, want.Round, gl[i], wl[i])}
		}
	}
	return &sim.MismatchError{Err: fmt.Errorf("%s: round %d differs in length", name, want.Round)}
}
