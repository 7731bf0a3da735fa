package app

import (
	"arena/app/driver"
	"arena/sim/match"
	"arena/sim/session"
)

// The driver's types under the names the app has always used (the
// worker and its sources live in app/driver).
type (
	Frame      = driver.Frame
	PlayerView = driver.PlayerView
	LogEntry   = driver.LogEntry
	Marker     = driver.Marker
	Meta       = driver.Meta
	Source     = driver.Source
	Controller = driver.Controller
)

// ErrEnded is returned by Source.Next at the end of a finished match.
var ErrEnded = driver.ErrEnded

// NewController starts the worker on src, paused.
func NewController(src Source) *Controller { return driver.New(src) }

// sessionSpec is m as a sim/session match.
func sessionSpec(m MatchSpec) session.Spec {
	return session.Spec{Game: m.Game, Ruleset: m.Ruleset, Map: m.Map, Seed: m.Seed,
		Players: m.Players, Names: m.Names, Params: m.Params,
		Options: match.Options{NoTimeout: m.NoTimeout}}
}

// newRunnerSource starts a live match through match.Runner.
func newRunnerSource(m MatchSpec) (Source, error) { return driver.Start(sessionSpec(m)) }

// OpenReplay opens a replay file, or a game recorded by an original engine
// (replay.OpenRecorded), as a source.
func OpenReplay(path string) (Source, error) { return driver.Open(path) }
