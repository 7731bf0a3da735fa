package sim

import (
	"image"
	"time"
)

// Status is a player's standing in a match.
type Status string

// The player statuses, shown in the app, the results and replays.
const (
	Active       Status = "ACTIVE"
	Done         Status = "DONE"
	Timeout      Status = "TIMEOUT"
	Invalid      Status = "INVALID"
	Crashed      Status = "CRASHED"
	Disqualified Status = "DISQUALIFIED"
)

// FaultDetail is the Detail of a KindFault event.
type FaultDetail struct {
	Status Status
	Reason string
}

// PlayerView is what a viewer shows about a seat: the runner's frames
// (ai/match), a session's (ai/session), and the renderers' labels and
// overlays all use this one type. Fields a source does not know stay zero
// (an opened replay has no faults count, scores or stderr).
type PlayerView struct {
	Name   string
	Agent  string // the agent spec, e.g. "builtin:hunter"
	Status Status
	Reason string // why the last fault happened
	Faults int    // faults so far
	Score  int64  // from match.Scorer while playing, from the Outcome at the end
	// LastCommand is the last reply of the tick that produced the frame:
	// the raw reply text of a transport bot, the canonical action of a
	// built-in or of a replayed tick. Elapsed is how long the reply took.
	LastCommand string
	Elapsed     time.Duration
	LogTail     string // the end of what the bot wrote to stderr
	// Avatar is the picture a remote client sent when it joined (a
	// Windwardopolis <join> avatar), nil when none.
	Avatar image.Image
}
