package main

import (
	"encoding/json"
	"fmt"
	"os"

	"github.com/spf13/pflag"

	"arena/ai/session"
	"arena/cmd/internal/games"
	"arena/sim/fileio"
	"arena/sim/replay"
	"arena/sim/scenario"
)

// scenarioOut is scenario's one-line JSON result.
type scenarioOut struct {
	Scenario string `json:"scenario"`
	From     string `json:"from"`
	Game     string `json:"game"`
	Seed     uint64 `json:"seed"`
	At       int    `json:"at"`
	Tick     int    `json:"tick"`
	Edits    int    `json:"edits"`
	Hash     string `json:"hash"`
}

// scenarioCmd writes the scenario of a replay's position --at with edits
// (what the window's "save scenario" writes), checking that it plays back
// to the same state.
type scenarioCmd struct {
	at    int
	out   string
	edits multi
}

func (c *scenarioCmd) flags(fs *pflag.FlagSet) {
	fs.IntVar(&c.at, "at", -1, "the timeline position (tick) `T` of the scenario")
	fs.StringVar(&c.out, "out", "", "where to write the scenario `FILE`")
	fs.Var(&c.edits, "edit", "an edit `TEXT` applied at the position, in order (the right-click menu's texts)")
	required(fs, "at", "out")
}

func (c *scenarioCmd) run(std stdio, pos []string) error {
	if len(pos) != 1 {
		return badArgs("scenario: want exactly one replay file, got %d arguments", len(pos))
	}
	if c.at < 0 {
		return badArgs("scenario: --at is required (a position of the replay, 0 or more)")
	}
	if c.out == "" {
		return badArgs("scenario: --out is required")
	}
	s, err := session.Open(pos[0])
	if err != nil {
		return badArgs("scenario: %v", err)
	}
	defer s.Close()
	if c.at > s.Len() {
		return badArgs("scenario: --at %d: %s has positions 0..%d", c.at, pos[0], s.Len())
	}
	if _, err := s.Seek(c.at); err != nil {
		return badArgs("scenario: %v", err)
	}
	sc, err := s.Scenario(c.edits...)
	if err != nil {
		return badArgs("scenario: %s: %v", pos[0], err)
	}
	// The file must open: play it back before writing it.
	pl, err := sc.Play()
	if err != nil {
		return fmt.Errorf("scenario: %s does not play back: %v", c.out, err)
	}
	if pl.Changed {
		return fmt.Errorf("scenario: %s plays back to another state (hash %s, saved %s)", c.out, replay.HashString(pl.State.Hash()), replay.HashString(sc.Hash))
	}
	if err := os.WriteFile(c.out, sc.Bytes(), 0o644); err != nil {
		return badArgs("scenario: %v", err)
	}
	enc := json.NewEncoder(std.out)
	enc.SetEscapeHTML(false)
	return enc.Encode(scenarioOut{Scenario: c.out, From: pos[0], Game: sc.Game, Seed: sc.Seed, At: c.at, Tick: sc.Tick,
		Edits: len(c.edits), Hash: replay.HashString(sc.Hash)})
}

// loadScenario reads --scenario for run and tournament: the game, ruleset,
// map and parameters come from the file (giving them too is an error
// unless they agree), and the players default to the game's built-ins,
// one per seat of the scenario.
func loadScenario(cmd, path string, m *matchFlags) (*scenario.Scenario, *scenario.Played, error) {
	data, err := fileio.ReadFile(path, scenario.Limit)
	if err != nil {
		return nil, nil, badArgs("%s: --scenario: %v", cmd, err)
	}
	sc, err := scenario.Parse(data, path)
	if err != nil {
		return nil, nil, badArgs("%s: --scenario: %v", cmd, err)
	}
	if m.game != "" && m.game != sc.Game {
		return nil, nil, badArgs("%s: --game %s, but %s is a scenario of %s", cmd, m.game, path, sc.Game)
	}
	if m.mapArg != "" || m.Rules != "" || m.Ruleset != "" || len(m.Params) > 0 || m.Rounds != 0 {
		return nil, nil, badArgs("%s: --map, --rules, --param and --rounds come from the scenario %s", cmd, path)
	}
	m.game = sc.Game
	pl, err := sc.Play()
	if err != nil {
		return nil, nil, badArgs("%s: --scenario %s: %v", cmd, path, err)
	}
	if len(m.players) == 0 {
		def := games.DefaultPlayers(sc.Game)
		for i := range sc.Players {
			if len(def) > 0 {
				m.players = append(m.players, def[i%len(def)])
			}
		}
	}
	return sc, pl, nil
}
