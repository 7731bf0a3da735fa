package paintball

import (
	"fmt"
	"time"

	"arena/sim"
)

// ID is the game's registry and replay name.
const ID = "paintball"

// Game is Paintball Panic (Operation: Code Clash 2014). Register it with
// sim.Register(paintball.Game{}).
type Game struct{}

var _ sim.Game = Game{}
var _ sim.RulesetInfo = Game{}
var _ sim.State = (*State)(nil)
var _ sim.Editor = (*State)(nil)

// Info describes Paintball Panic.
func (Game) Info() sim.Info {
	l, _ := Game{}.LimitsFor("")
	return sim.Info{
		ID:         ID,
		Title:      "Paintball Panic",
		MinPlayers: 2,
		MaxPlayers: 2,
		Rulesets:   []string{"", "classic"},
		TPS:        4,
		Limits:     l,
		EventKinds: append([]sim.EventKind(nil), EventKinds...),
		// Hits happen nearly every round (a solid bar on the timeline);
		// flags planted and bonuses scored are the game's turning points.
		Markers: []sim.EventKind{KindFlag, KindBonus},
	}
}

// LimitsFor returns the tournament mode's limits (Rules §3.3, §4.2): 1.0 s
// for the first move, 0.5 s after, and a move not given in time is skipped
// (every child idles). The original engine is lost, so "classic" is the rule
// text too (reference paintball-panic.md).
func (Game) LimitsFor(ruleset string) (sim.Limits, error) {
	if ruleset != "" && ruleset != "classic" {
		return sim.Limits{}, fmt.Errorf("paintball: unknown ruleset %q (want \"\" or \"classic\")", ruleset)
	}
	return sim.Limits{FirstReply: 1000 * time.Millisecond, PerTick: 500 * time.Millisecond, OnFault: sim.NoOp}, nil
}

// New starts a match on Config.MapData (a ParseField file) or, when it is
// nil, on the field Generate builds from the seed. The seed also seeds the
// play RNG (where a hit child's paintballs land).
func (Game) New(cfg sim.Config) (sim.State, error) {
	if _, err := (Game{}).LimitsFor(cfg.Ruleset); err != nil {
		return nil, err
	}
	if err := sim.NoParams("paintball", cfg.Params); err != nil {
		return nil, err
	}
	var f *Field
	if cfg.MapData != nil {
		name := cfg.Map
		if name == "" {
			name = "map"
		}
		var err error
		if f, err = ParseField(name, cfg.MapData); err != nil {
			return nil, fmt.Errorf("paintball: %v", err)
		}
		// The rules promise a symmetric, fair field (Rules §5.2, §5.5.3):
		// a file that breaks the promise is refused, naming the first
		// space that does.
		if err := ValidateField(f); err != nil {
			return nil, fmt.Errorf("paintball: %s: %v", name, err)
		}
	} else {
		f = Generate(cfg.Seed)
	}
	return NewState(f, cfg.Seed), nil
}

// ParseAction reads an Action's canonical text (ParseAction).
func (Game) ParseAction(p sim.PlayerID, text string) (sim.Action, error) {
	a, err := ParseAction(text)
	if err != nil {
		return nil, err
	}
	return a, nil
}

// Codec returns the original wire format.
func (Game) Codec() sim.Codec { return Codec{} }
