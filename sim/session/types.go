package session

import (
	"errors"
	"image"
	"time"

	"arena/sim"
)

// ErrEnded is returned by Next once the match is over and the cursor is at
// the last position.
var ErrEnded = errors.New("match over")

// Frame is one published view of a session: immutable once published.
type Frame struct {
	Tick  int // the timeline position
	State sim.State
	// Prev is the state one position before (nil after a jump), for
	// interpolation.
	Prev    sim.State
	Events  []sim.Event
	Players []PlayerView
	// End is the last position recorded so far (the timeline's extent);
	// Done says the match is over at End.
	End  int
	Done bool
	// Outcome is set once Done.
	Outcome *sim.Outcome
}

// PlayerView is what a viewer shows about a seat.
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

// LogEntry is one bot's record for one tick, for a log pane.
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

// Marker is a timeline marker: a death or a fault at a position.
type Marker struct {
	Tick   int
	Kind   sim.EventKind
	Player sim.PlayerID
}

// Meta describes a session for titles, HUD and screenshots.
type Meta struct {
	Game    string
	Title   string
	Seed    uint64
	Map     string
	Ruleset string
	Players []PlayerView
	Replay  string // file name when the session is an opened replay
}

// AvatarSource is implemented by agents whose client sends a picture when
// it joins (ai/tcp's); Avatar is nil until then.
type AvatarSource interface {
	Avatar() []byte
}
