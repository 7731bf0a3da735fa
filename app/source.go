package app

import (
	"arena/sim"
	"arena/sim/session"
	"context"
)

// The types a source publishes are sim/session's (its Frame is
// match.Frame, its player view sim.PlayerView), so that the runner, the
// app, arenactl and the renderers share one Frame and one player view.
type (
	// Frame is one published view of a source: immutable once published.
	Frame = session.Frame
	// PlayerView is what the UI shows about a seat.
	PlayerView = sim.PlayerView
	// LogEntry is one bot's record for one tick, for the log pane.
	LogEntry = session.LogEntry
	// Marker is a timeline marker: a death or a fault at a tick.
	Marker = session.Marker
	// Meta describes a source for titles, HUD and screenshots.
	Meta = session.Meta
)

// ErrEnded is returned by Source.Next once the match is over and the
// cursor is at the last tick.
var ErrEnded = session.ErrEnded

// Source is what the Controller drives: a live match or a replay. Only the
// Controller's worker goroutine calls its methods, except Meta.
type Source interface {
	Meta() Meta
	// Current returns the frame at the cursor.
	Current() *Frame
	// Next moves the cursor one tick forward: it replays a recorded tick
	// when the cursor is behind the end, else plays a new one (asking the
	// bots). It returns ErrEnded at the end of a finished match.
	Next(ctx context.Context) (*Frame, error)
	// Seek moves the cursor to any recorded tick.
	Seek(tick int) (*Frame, error)
	// Edit applies an edit at the cursor; recorded ticks after it are
	// dropped (the timeline forks there).
	Edit(text string) (*Frame, error)
	// Markers returns the marked events (the game's Info().Markers, and
	// faults) recorded so far.
	Markers() []Marker
	// Logs returns the log entries of player p up to and including tick.
	Logs(p, tick, max int) []LogEntry
	// Save writes the replay of everything recorded to path.
	Save(path string) error
	Close() error
}
