package app

import (
	"arena/ai/match"
	"arena/ai/session"
	"arena/app/driver"
)

// Sources are app/driver's (driver.Source: a ai/session.Session, or the
// lobby's city); frames, players and metadata are ai/session's and sim's
// own types.

// sessionSpec is m as a ai/session match.
func sessionSpec(m MatchSpec) session.Spec {
	return session.Spec{Game: m.Game, Ruleset: m.Ruleset, Map: m.Map, Seed: m.Seed,
		Players: m.Players, Names: m.Names, Params: m.Params,
		Options: match.Options{NoTimeout: m.NoTimeout}}
}

// newRunnerSource starts a live match through match.Runner.
func newRunnerSource(m MatchSpec) (driver.Source, error) { return driver.Start(sessionSpec(m)) }

// OpenReplay opens a replay file, or a game recorded by an original engine
// (replay.OpenRecorded), as a source.
func OpenReplay(path string) (driver.Source, error) { return driver.Open(path) }
