package madmax

import (
	"fmt"
	"strings"
	"time"
	"unicode"

	"arena/sim"
)

// ID is the game's id in registries, flags and replays.
const ID = "madmax"

// Game is the Madmax engine as a sim.Game. Use the value madmax.Game{}.
type Game struct{}

// Limits is the bot policy: Rules §1.3 ignores invalid instructions and
// moves the car by default, so a missing or malformed reply counts as no
// instructions. The original had no clock locally (and 1 s of CPU for a
// whole game on Jutge); one second for the first reply covers process
// start-up and 200 ms a round keeps a 300-round game near a minute.
var Limits = sim.Limits{FirstReply: time.Second, PerTick: 200 * time.Millisecond, MaxStrikes: 0, OnFault: sim.NoOp}

// Info describes the game.
func (Game) Info() sim.Info {
	return sim.Info{
		ID:         ID,
		Title:      "Mad Max 2020",
		MinPlayers: 4,
		MaxPlayers: 4,
		Rulesets:   []string{"", "classic"},
		TPS:        25.0 / 8, // the original viewer: 8 frames a round at 25 frames/s
		Limits:     Limits,
		EventKinds: EventKinds,
		Markers:    []sim.EventKind{KindKill},
	}
}

// LimitsFor returns the same limits for both rulesets.
func (Game) LimitsFor(ruleset string) (sim.Limits, error) {
	if ruleset != "" && ruleset != "classic" {
		return sim.Limits{}, fmt.Errorf("madmax: unknown ruleset %q (known: \"\", classic)", ruleset)
	}
	return Limits, nil
}

// PMSeed turns a match seed into the original's int seed (C int
// conversion of the low 32 bits), which seeds the game stream and, plus the
// player index, each player's stream.
func PMSeed(seed uint64) int32 { return int32(uint32(seed)) }

// ResName turns a display name or agent spec into a one-word player name
// for the .res header, as the original prints its players' class names:
// "builtin:demo", "demo" and "demo (2)" become "Demo", "proc:./bots/x.py
// --fast" becomes "X.py" and "proc:python3 bots/x.py" "X.py"; whitespace becomes '_' and an empty name "Player<p>".
func ResName(name string, p int) string {
	name = strings.TrimSpace(name)
	if i := strings.IndexByte(name, ':'); i >= 0 && !strings.ContainsAny(name[:i], "/\\ ") {
		name = name[i+1:]
	}
	if f := strings.Fields(name); len(f) > 0 {
		name = f[0]
		for _, w := range f[1:] { // "python3 bots/x.py" reads better as x.py
			if strings.ContainsAny(w, "./\\") && !strings.HasPrefix(w, "-") {
				name = w
				break
			}
		}
		if i := strings.LastIndexAny(name, "/\\"); i >= 0 && i+1 < len(name) {
			name = name[i+1:]
		}
	}
	if name == "" {
		return fmt.Sprintf("Player%d", p)
	}
	r := []rune(name)
	r[0] = unicode.ToUpper(r[0])
	return strings.Map(func(c rune) rune {
		if unicode.IsSpace(c) {
			return '_'
		}
		return c
	}, string(r))
}

// New loads cfg.MapData as a .cnf file (ParseConfig), or Generate(Seed)
// when there is none, names the players after cfg.Players (ResName) and
// seeds the game stream with PMSeed(Seed).
// Both rulesets are the original engine (doc.go lists where it resolves
// the rule text's gaps); the game takes no Params and refuses any.
func (g Game) New(cfg sim.Config) (sim.State, error) {
	if _, err := g.LimitsFor(cfg.Ruleset); err != nil {
		return nil, err
	}
	if err := sim.NoParams("madmax", cfg.Params); err != nil {
		return nil, err
	}
	data, name := cfg.MapData, cfg.Map
	if data == nil {
		// No map: one generated from the seed, so a replay with no map
		// bytes recreates it from its header's seed.
		data, name = Generate(cfg.Seed), "generated"
	}
	if name == "" {
		name = "map"
	}
	s, err := ParseConfig(name, data)
	if err != nil {
		return nil, err
	}
	for p := 0; p < 4 && p < len(cfg.Players); p++ {
		s.Names[p] = ResName(cfg.Players[p], p)
	}
	s.Seed = PMSeed(cfg.Seed)
	s.RNG.Seed(s.Seed)
	s.remember()
	return s, nil
}

// ParseAction reads canonical action text (see Orders).
func (Game) ParseAction(p sim.PlayerID, text string) (sim.Action, error) {
	o, err := ParseOrders(text)
	if err != nil {
		return nil, err
	}
	return o, nil
}

// Codec returns the line protocol described in doc.go.
func (Game) Codec() sim.Codec { return Codec{} }

// Step plays one round with actions indexed by player; a nil action gives
// no instructions (every car of that player moves by default).
func (s *State) Step(actions []sim.Action) ([]sim.Event, error) {
	if s.Over() {
		return nil, fmt.Errorf("madmax: round %d is the last one", s.Round)
	}
	var asked [4][]Instr
	for p := 0; p < 4 && p < len(actions); p++ {
		switch a := actions[p].(type) {
		case nil:
		case *Orders:
			if a != nil {
				asked[p] = a.Instrs
			}
		default:
			o, err := ParseOrders(a.String())
			if err != nil {
				return nil, fmt.Errorf("madmax: player %d: %v", p, err)
			}
			asked[p] = o.Instrs
		}
	}
	return s.Advance(asked), nil
}
