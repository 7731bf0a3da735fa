package worms

import (
	"fmt"
	"time"

	"arena/sim"
	"arena/sim/worms/mapgen"
)

// Game is the Worms game (Entelect Challenge 2019). Register it with
// sim.Register(worms.Game{}).
type Game struct{}

var _ sim.Game = Game{}
var _ sim.RulesetInfo = Game{}
var _ sim.RulesetCodec = Game{}
var _ sim.State = (*State)(nil)
var _ sim.Editor = (*State)(nil)
var _ sim.Penalizer = (*State)(nil)

// ID is the game's registry and replay name.
const ID = "worms"

// Info describes Worms. Limits are the rule text's ("Constraints": 1000 ms
// for the first turn, 50 ms per turn; "Lose Conditions": no output in time
// or invalid output loses).
func (Game) Info() sim.Info {
	l, _ := Game{}.LimitsFor("")
	return sim.Info{
		ID:         ID,
		Title:      "Worms",
		MinPlayers: Players,
		MaxPlayers: Players,
		Rulesets:   []string{"", "classic"},
		TPS:        5,
		Limits:     l,
		EventKinds: append([]sim.EventKind(nil), EventKinds...),
		Markers:    []sim.EventKind{KindDeath},
	}
}

// LimitsFor returns the bot limits of a ruleset. The default is the rule
// text's (1000 ms first reply, 50 ms per turn, a fault loses the game). The
// classic preset is the original runner's (reference §2, §3.1): 1000 ms every
// round and a late reply counts as "No Command", so the runner only records
// the fault and the engine (State.Fault) applies it; the 13-in-a-row
// disqualification is the engine's too, so MaxStrikes stays 0.
func (Game) LimitsFor(ruleset string) (sim.Limits, error) {
	switch ruleset {
	case "":
		return sim.Limits{FirstReply: 1000 * time.Millisecond, PerTick: 50 * time.Millisecond, OnFault: sim.Eliminate}, nil
	case "classic":
		return sim.Limits{FirstReply: 1000 * time.Millisecond, PerTick: 1000 * time.Millisecond, OnFault: sim.NoOp}, nil
	}
	return sim.Limits{}, errUnknownRuleset(ruleset)
}

func errUnknownRuleset(r string) error {
	return fmt.Errorf("worms: unknown ruleset %q (want \"\" or \"classic\")", r)
}

// New starts a match. Config.MapData, when given, is a map file (see
// ParseMap); otherwise the map is generated from the seed by
// arena/sim/worms/mapgen, mirror-symmetric under the default rules and with the
// original's seats under classic. The seed also seeds the play RNG.
func (Game) New(cfg sim.Config) (sim.State, error) {
	r, err := RulesFor(cfg.Ruleset)
	if err != nil {
		return nil, err
	}
	if err := sim.NoParams("worms", cfg.Params); err != nil {
		return nil, err
	}
	var m *Map
	if cfg.MapData != nil {
		name := cfg.Map
		if name == "" {
			name = "map"
		}
		m, err = ParseMap(cfg.MapData)
		if err != nil {
			return nil, fmt.Errorf("worms: %s: %v", name, err)
		}
	} else {
		l := mapgen.Generate(cfg.Seed, r.SymmetricSeats)
		m, err = ParseMap(l.Text())
		if err != nil {
			return nil, fmt.Errorf("worms: generated map for seed %d: %v", cfg.Seed, err)
		}
	}
	return NewState(m, r, cfg.Seed), nil
}

// NewState starts a match on map m: every worm at full health, each
// player's lowest-numbered worm active, round 1.
func NewState(m *Map, r Rules, seed uint64) *State {
	s := &State{
		Rules: r,
		Size:  m.Size,
		Cells: append([]Cell(nil), m.Cells...),
		Worms: append([]Worm(nil), m.Worms...),
		Packs: append([]Pack(nil), m.Packs...),
		Round: 1,
	}
	for i := range s.Worms {
		s.Worms[i].HP = r.WormHP
	}
	for p := 0; p < Players; p++ {
		s.Status[p] = sim.Active
		for _, w := range s.Worms {
			if w.Player == p {
				s.Active[p] = w.ID
				break
			}
		}
	}
	s.Seed(seed)
	return s
}

// ParseAction reads a command's canonical text (see ParseCommand).
func (Game) ParseAction(p sim.PlayerID, text string) (sim.Action, error) {
	c, err := ParseCommand(text)
	if err != nil {
		return nil, err
	}
	return c, nil
}

// Codec returns the rule text's wire format.
func (Game) Codec() sim.Codec { return Codec{} }

// CodecFor returns the wire format of a ruleset (sim.RulesetCodec): the
// rule text's, which under classic reads replies as the original engine
// did (Codec.Classic).
func (Game) CodecFor(ruleset string) sim.Codec { return Codec{Classic: ruleset == "classic"} }
