package scenario

import (
	"fmt"

	"arena/maps"
	"arena/sim"
	"arena/sim/fileio"
	"arena/sim/replay"
)

// Played is a scenario played out by this engine.
type Played struct {
	Game   sim.Game
	Config sim.Config // recreates the match's first state
	// Replay is the scenario as a replay in memory, with this engine's
	// hashes: replay.Load makes a seekable timeline of it.
	Replay *replay.Replay
	// State is the state at the scenario's position, its edits applied.
	State sim.State
	// Changed says the scenario was saved with another hash: the engine
	// changed since, and the state is this engine's reading of the same
	// inputs.
	Changed bool
}

// Play re-simulates the scenario from the game's first state: every
// step's ops and actions, then the scenario's edits. An action or edit this
// engine refuses, or a step whose tick does not match, is an error naming
// the step.
func (sc *Scenario) Play() (*Played, error) {
	g, err := sim.Lookup(sc.Game)
	if err != nil {
		return nil, err
	}
	info := g.Info()
	if n := len(sc.Players); n < info.MinPlayers || (info.MaxPlayers > 0 && n > info.MaxPlayers) {
		return nil, fmt.Errorf("%s needs %d to %d players, the scenario has %d", info.ID, info.MinPlayers, info.MaxPlayers, n)
	}
	h := sc.Header()
	if h.MapData == nil && h.Map == maps.All {
		// The pack of every shipped map (Windwardopolis sessions) is
		// known by name, like one shipped map.
		if h.MapData, err = shipped(h.Game, h.Map); err != nil {
			return nil, err
		}
	}
	data, err := replay.MapData(&h)
	if err != nil {
		return nil, err
	}
	cfg := h.Config(data)
	s, err := g.New(cfg)
	if err != nil {
		return nil, fmt.Errorf("cannot recreate the match: %s", fileio.Short(err))
	}
	rp := &replay.Replay{Name: "scenario", Header: h, Steps: make([]replay.Step, len(sc.Steps)), Tail: sc.Edits}
	for i, st := range sc.Steps {
		if now := s.Tick(); st.T != now {
			return nil, fmt.Errorf("step %d says tick %d, but the match is at tick %d", i+1, st.T, now)
		}
		if err := applyOps(s, st.T, st.Pre); err != nil {
			return nil, err
		}
		acts := make([]sim.Action, len(st.Actions))
		for p, a := range st.Actions {
			if a == nil {
				continue
			}
			if acts[p], err = g.ParseAction(sim.PlayerID(p), *a); err != nil {
				return nil, fmt.Errorf("step %d (tick %d): player %d: %s", i+1, st.T, p+1, fileio.Short(err))
			}
		}
		if _, err := s.Step(acts); err != nil {
			return nil, fmt.Errorf("step %d (tick %d): %s", i+1, st.T, fileio.Short(err))
		}
		rp.Steps[i] = st
		rp.Steps[i].Hash = s.Hash()
	}
	if s.Tick() != sc.Tick {
		return nil, fmt.Errorf("the scenario says tick %d, but its steps reach tick %d", sc.Tick, s.Tick())
	}
	if err := applyOps(s, s.Tick(), sc.Edits); err != nil {
		return nil, err
	}
	return &Played{Game: g, Config: cfg, Replay: rp, State: s, Changed: sc.HasHash && s.Hash() != sc.Hash}, nil
}

// shipped is a shipped map's bytes, or the pack of all of them (maps.All),
// by name; never a file.
func shipped(game, name string) ([]byte, error) {
	if name == maps.All {
		_, data, err := maps.Resolve(game, name)
		return data, err
	}
	return maps.Lookup(game, name)
}

// applyOps applies edits and faults like replay.Timeline does.
func applyOps(s sim.State, tick int, ops []replay.Op) error {
	for _, op := range ops {
		if f := op.Fault; f != nil {
			if pen, ok := s.(sim.Penalizer); ok {
				pen.Fault(f.P, f.Status, f.Reason)
			}
			continue
		}
		ed, ok := s.(sim.Editor)
		if !ok {
			return fmt.Errorf("tick %d: edit %q, but this game has no edits", tick, fileio.Excerpt(op.Edit))
		}
		if err := ed.ApplyEdit(op.Edit); err != nil {
			return fmt.Errorf("tick %d: edit %q: %s", tick, fileio.Excerpt(op.Edit), fileio.Short(err))
		}
	}
	return nil
}

// Reseeder is implemented by states whose play RNG can be reseeded, so
// many matches can play on from one scenario with different luck
// (`arenactl tournament --scenario`). Games without a play RNG
// (CodeRunner is deterministic) do not implement it.
type Reseeder interface {
	Reseed(seed uint64)
}

// Reseed reseeds s's play RNG with seed when the game has one, and says
// whether it did.
func Reseed(s sim.State, seed uint64) bool {
	r, ok := s.(Reseeder)
	if ok {
		r.Reseed(seed)
	}
	return ok
}

// FromTimeline makes the scenario of a recorded match at a position: h is
// its header, steps the steps before the position and edits the ops
// recorded there (followed by any new edits), end the state there with
// all of them applied.
func FromTimeline(h replay.Header, steps []replay.Step, edits []replay.Op, end sim.State) *Scenario {
	sc := &Scenario{Game: h.Game, Ruleset: h.Ruleset, Map: h.Map, MapSHA256: h.MapSHA256, Seed: h.Seed, Params: h.Params,
		Position: len(steps), Tick: end.Tick(), Hash: end.Hash(), HasHash: true, Edits: edits}
	if h.MapData != nil && h.MapSHA256 != "" {
		// A shipped map is found by its name and checksum; only a custom
		// map's bytes travel in the file.
		if data, err := shipped(h.Game, h.Map); err != nil || maps.SHA256(data) != h.MapSHA256 {
			sc.MapData = h.MapData
		}
	}
	for _, p := range h.Players {
		sc.Players = append(sc.Players, p.Name)
	}
	sc.Steps = make([]replay.Step, len(steps))
	for i, st := range steps {
		sc.Steps[i] = replay.Step{T: st.T, Pre: st.Pre, Actions: st.Actions}
	}
	return sc
}
