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
		Rulesets: []string{"", "classic"}, TPS: 96, Limits: limits(), EventKinds: EventKinds,
		Markers: []sim.EventKind{KindDelivery, KindRoundEnd},
		// Rule text: a session is ten rounds on random maps; by default the
		// rounds draw from every shipped city.
		DefaultMap: "all"}
}

// limits: the original never waits for a bot (reference §3.5). FirstReply
// covers a client started by hand joining; ai/tcp returns from Ask after its
// own short wait (50 ms) when the bot is silent, which is never a fault.
func limits() sim.Limits {
	return sim.Limits{FirstReply: 60 * time.Second, PerTick: time.Second, MaxStrikes: 0, OnFault: sim.NoOp}
}

// LimitsFor returns the limits of a ruleset (the same for both).
func (Game) LimitsFor(ruleset string) (sim.Limits, error) {
	if ruleset != "" && ruleset != "classic" {
		return sim.Limits{}, fmt.Errorf("windward: unknown ruleset %q", ruleset)
	}
	return limits(), nil
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
