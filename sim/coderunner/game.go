package coderunner

import (
	"fmt"
	"strconv"
	"time"

	crmaps "arena/maps/coderunner"
	"arena/sim"
)

// ID is the game's registry and replay name.
const ID = "coderunner"

// Game is CodeRunner (ICPC Challenge 2013). Register it with
// sim.Register(coderunner.Game{}).
type Game struct{}

var (
	_ sim.Game        = Game{}
	_ sim.RulesetInfo = Game{}
	_ sim.State       = (*State)(nil)
	_ sim.Editor      = (*State)(nil)
	_ sim.Action      = None
)

// Info describes CodeRunner.
func (Game) Info() sim.Info {
	l, _ := Game{}.LimitsFor("")
	return sim.Info{
		ID:         ID,
		Title:      "CodeRunner",
		MinPlayers: 2,
		MaxPlayers: 2,
		Rulesets:   []string{"", "classic"},
		TPS:        7.5, // the original viewer's 132 ms per turn (reference §5)
		Limits:     l,
		EventKinds: append([]sim.EventKind(nil), EventKinds...),
		Markers:    []sim.EventKind{KindRunnerKilled},
	}
}

// LimitsFor returns the bot limits, the same under both rulesets: 1000 ms
// for turn 0 and 120 ms for later turns, and a missing or rejected move is
// NONE (reference §1.1 and §3).
func (Game) LimitsFor(ruleset string) (sim.Limits, error) {
	if _, err := RulesFor(ruleset); err != nil {
		return sim.Limits{}, err
	}
	return sim.Limits{FirstReply: 1000 * time.Millisecond, PerTick: 120 * time.Millisecond, OnFault: sim.NoOp}, nil
}

// New starts a match. Config.MapData is a map file in the original format
// (ParseMap). Without it, Config.Map names one of the shipped maps of
// arena/maps/coderunner, and with no name either the seed picks one of them
// (seed modulo their number, in name order). Params["turns"] sets the match
// length (400–1200, reference §1.1; default 700). The game draws no random
// numbers, so the seed matters only for that choice.
func (Game) New(cfg sim.Config) (sim.State, error) {
	r, err := RulesFor(cfg.Ruleset)
	if err != nil {
		return nil, err
	}
	for k, v := range cfg.Params {
		switch k {
		case "turns":
			n, err := strconv.Atoi(v)
			if err != nil || n < 400 || n > 1200 {
				return nil, fmt.Errorf("coderunner: turns %q: duration must be between 400 and 1200", v)
			}
			r.Turns = n
		default:
			return nil, fmt.Errorf("coderunner: unknown parameter %q (known: turns)", k)
		}
	}
	data, name := cfg.MapData, cfg.Map
	if data == nil {
		if name == "" {
			names := crmaps.Names()
			name = names[cfg.Seed%uint64(len(names))]
		}
		if data, err = crmaps.Lookup(name); err != nil {
			return nil, fmt.Errorf("coderunner: %v", err)
		}
	}
	m, err := ParseMap(name, data)
	if err != nil {
		return nil, err
	}
	return NewState(m, r), nil
}

// ParseAction reads a move word (NONE, LEFT, RIGHT, TOP, BOTTOM, DIG_LEFT,
// DIG_RIGHT); it is strict.
func (Game) ParseAction(p sim.PlayerID, text string) (sim.Action, error) {
	m, err := ParseMove(text)
	if err != nil {
		return nil, err
	}
	return m, nil
}

// Codec returns the original wire protocol (reference §3).
func (Game) Codec() sim.Codec { return Codec{} }
