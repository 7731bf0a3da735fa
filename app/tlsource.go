package app

import (
	"arena/sim/match"
	"arena/sim/session"
)

// Sessions (sim/session) are the app's sources for live matches and opened
// replays: *session.Session implements Source, and stopper for Stop.
var _ interface {
	Source
	stopper
} = (*session.Session)(nil)

// newRunnerSource starts a live match through match.Runner.
func newRunnerSource(m MatchSpec) (Source, error) {
	s, err := session.Start(session.Spec{Game: m.Game, Ruleset: m.Ruleset, Map: m.Map, Seed: m.Seed,
		Players: m.Players, Names: m.Names, Params: m.Params,
		Options: match.Options{NoTimeout: m.NoTimeout}})
	if err != nil {
		return nil, err
	}
	return s, nil
}

// OpenReplay opens a replay file, or a game recorded by an original engine
// (replay.OpenRecorded), as a source.
func OpenReplay(path string) (Source, error) {
	s, err := session.Open(path)
	if err != nil {
		return nil, err
	}
	return s, nil
}
