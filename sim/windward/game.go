package windward

import (
	"fmt"
	"strconv"
	"time"

	"arena/sim"
)

// ID is the game's registry and replay name.
const ID = "windward"

// Game is Windwardopolis 2 for the sim registry. One match is a session of
// Config.Params["rounds"] rounds (default: the ruleset's, 10).
type Game struct{}

// Info describes the game.
func (Game) Info() sim.Info {
	return sim.Info{ID: ID, Title: "Windwardopolis 2", MinPlayers: 1, MaxPlayers: NumPlayers,
		Rulesets: []string{"", "classic"}, TPS: OriginalTPS, Limits: limits(DefaultRules()), EventKinds: EventKinds,
		Markers: []sim.EventKind{KindDelivery, KindRoundEnd},
		// Rule text: a session is ten rounds on random maps; by default the
		// rounds draw from every shipped city.
		DefaultMap: "all"}
}

// limits: the original never waits for a bot (reference §3.5), but it
// ran at 96 ticks a second (§1.1), so a client had until the next periodic
// status to answer one before its orders landed on a game that had moved
// on. PerTick is that time: the status interval at the original's pace
// (classic: 97 ticks, 1.01 s; the rule text's 16 ticks, 167 ms). A headless
// lockstep run (arenactl --pace lockstep, ai/tcp) waits that long at most
// for a client's answer to a status; a real-time run never waits on a
// status. FirstReply covers a client started by hand joining. Silence is
// never a fault.
func limits(r Rules) sim.Limits {
	per := time.Duration(r.StatusEvery) * time.Second / OriginalTPS
	return sim.Limits{FirstReply: 60 * time.Second, PerTick: per, MaxStrikes: 0, OnFault: sim.NoOp}
}

// OriginalTPS is the original server's default pace in ticks per wall
// second (reference §1.1: 24 frames a second, 4 ticks a frame), which the
// window and arenactl's real-time runs keep by default.
const OriginalTPS = 96

// LimitsFor returns the limits of a ruleset.
func (Game) LimitsFor(ruleset string) (sim.Limits, error) {
	r, err := RulesFor(ruleset)
	if err != nil {
		return sim.Limits{}, err
	}
	return limits(r), nil
}

// RulesFor returns the rules of a ruleset name.
func RulesFor(ruleset string) (Rules, error) {
	switch ruleset {
	case "":
		return DefaultRules(), nil
	case "classic":
		return ClassicRules(), nil
	}
	return Rules{}, fmt.Errorf("windward: unknown ruleset %q (want \"\" or classic)", ruleset)
}

// New starts a session. Config.MapData holds one map file or several <map>
// documents back to back (one is drawn per round); nil uses the built-in
// city. Params: "rounds" (default 10).
func (Game) New(cfg sim.Config) (sim.State, error) {
	rules, err := RulesFor(cfg.Ruleset)
	if err != nil {
		return nil, err
	}
	rounds := rules.Rounds
	for k, v := range cfg.Params {
		switch k {
		case "rounds":
			n, err := strconv.Atoi(v)
			if err != nil || n < 1 || n > 1000 {
				return nil, fmt.Errorf("windward: rounds %q: want 1..1000", v)
			}
			rounds = n
		default:
			return nil, fmt.Errorf("windward: unknown parameter %q (known: rounds)", k)
		}
	}
	var maps []*Map
	if cfg.MapData == nil {
		m, err := ParseASCII("downtown", DefaultCity)
		if err != nil {
			return nil, err
		}
		maps = []*Map{m}
	} else {
		name := cfg.Map
		if name == "" {
			name = "map"
		}
		if maps, err = LoadMaps(name, cfg.MapData); err != nil {
			return nil, err
		}
	}
	return NewSession(maps, rules, cfg.Ruleset, cfg.Seed, cfg.Players, rounds)
}

// ParseAction parses the canonical order text.
func (Game) ParseAction(p sim.PlayerID, text string) (sim.Action, error) {
	return ParseOrders(text)
}

// Codec returns the original XML protocol.
func (Game) Codec() sim.Codec { return Codec{} }
