package app

import (
	"context"
	"errors"
	"image"
	"time"

	"arena/sim"
)

// ErrEnded is returned by Source.Next once the match is over and the
// cursor is at the last tick.
var ErrEnded = errors.New("match over")

// Frame is one published view of a source: immutable once published.
type Frame struct {
	Tick  int
	State sim.State
	// Prev is the state one tick before (nil after a jump), for
	// interpolation.
	Prev    sim.State
	Events  []sim.Event
	Players []PlayerView
	// End is the last tick recorded so far (the timeline's extent); Done
	// says the match is over at End.
	End  int
	Done bool
	// Outcome is set once Done.
	Outcome *sim.Outcome
}

// PlayerView is what the UI shows about a seat.
type PlayerView struct {
	Name   string
	Agent  string
	Status sim.Status
	Reason string
	// LastCommand is the canonical action of the tick that produced this
	// frame; Elapsed is how long the bot took.
	LastCommand string
	Elapsed     time.Duration
	// Avatar is the picture a remote client sent when it joined, nil
	// when none.
	Avatar image.Image
}

// LogEntry is one bot's record for one tick, for the log pane.
type LogEntry struct {
	Tick    int
	Player  int
	Command string // canonical action, or "" for none
	Raw     string // the bot's raw reply (transport bots)
	Stderr  string
	Elapsed time.Duration
	Status  sim.Status
	Reason  string
}

// Marker is a timeline marker: a death or a fault at a tick.
type Marker struct {
	Tick   int
	Kind   sim.EventKind
	Player sim.PlayerID
}

// Meta describes a source for titles, HUD and screenshots.
type Meta struct {
	Game    string
	Title   string
	Seed    uint64
	Map     string
	Ruleset string
	Players []PlayerView
	Replay  string // file name when the source is an opened replay
}

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
