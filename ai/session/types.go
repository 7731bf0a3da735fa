package session

import (
	"errors"
	"time"

	"arena/ai/match"
	"arena/sim"
)

// ErrEnded is returned by Next once the match is over and the cursor is at
// the last position.
var ErrEnded = errors.New("match over")

// Frame is one published view of a session (match.Frame: the runner's and
// a session's frames are one type). Its Tick is the timeline position.
type Frame = match.Frame

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
	Players []sim.PlayerView
	Replay  string // file name when the session is an opened replay
}

// AvatarSource is implemented by agents whose client sends a picture when
// it joins (ai/tcp's); Avatar is nil until then.
type AvatarSource interface {
	Avatar() []byte
}
