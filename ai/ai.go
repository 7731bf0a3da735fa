package ai

import (
	"context"
	"errors"
	"fmt"
	"time"

	"arena/sim"
)

// Agent is one player's bot, whatever its transport.
type Agent interface {
	// Start delivers the first message (nil for built-ins that need none).
	Start(ctx context.Context, hello []byte) error
	// Ask sends one observation and returns the reply; it returns by ctx's
	// deadline. A failure is returned as a *Fault.
	Ask(ctx context.Context, t Turn) (Reply, error)
	// Close is idempotent and kills whatever the agent started.
	Close() error
}

// Turn carries both forms of an observation: Wire (Codec.Observe bytes) for
// process and TCP bots, State (a clone the bot may keep) for built-ins and
// for transports that read the state themselves (StateReader).
type Turn struct {
	Tick   int
	Player sim.PlayerID
	Wire   []byte
	State  sim.State
	// Limit is the time the bot has to reply, counted from when Wire has
	// been written (0 = until ctx's deadline). Transports that can tell
	// when the observation left them honour it; others use ctx.
	Limit time.Duration
	// Inspect asks a transport to attribute the bot's stderr to this
	// turn as exactly as it can (ai/proc waits, briefly, until what the
	// bot wrote to stderr before its reply has been read), for a runner
	// that records debug drawing and the protocol inspector's stderr.
	Inspect bool
}

// Reply holds an Action from a built-in bot, or the Raw bytes a transport bot
// sent (the runner decodes them with the game's Codec).
type Reply struct {
	Action  sim.Action
	Raw     []byte
	Elapsed time.Duration
	Stderr  []byte // what the bot wrote to stderr since the last Ask, capped
	// Sent is what a transport sent its bot in place of Turn.Wire, for
	// the protocol inspector (ai/entelect: the round line on stdin and the
	// state files it wrote); nil when it sent Turn.Wire.
	Sent []byte
}

// StateReader is an agent whose transport reads the game's state itself
// rather than sending the codec's bytes (ai/entelect writes the original
// runner's state files from it): the runner gives it Turn.State, a copy
// it may keep, besides Turn.Wire, and its reply's Raw is decoded by the
// game's codec as any transport's. It is sent no hello (Start gets nil):
// the state it reads each turn says everything.
type StateReader interface {
	ReadsState() bool
}

// StderrTailer is an agent whose bot writes to stderr (a process):
// StderrTail returns the end of what it wrote. The runner reads it when a
// bot fails before any reply could carry its stderr (a crash at start).
type StderrTailer interface {
	StderrTail() []byte
}

// Async is the Windwardopolis shape: the server never waits, and a bot may
// send orders at any time.
type Async interface {
	Agent
	Push(tick int, msg []byte) error // never blocks
	Take(tick int) []Reply           // everything received since the last call
}

// Fault is the error an Agent returns when a bot misbehaves. Status is one of
// sim.Timeout, sim.Invalid, sim.Crashed.
type Fault struct {
	Status sim.Status
	Reason string
}

func (f *Fault) Error() string { return fmt.Sprintf("%s: %s", f.Status, f.Reason) }

// AsFault extracts a *Fault from err, turning any other error into CRASHED.
func AsFault(err error) *Fault {
	var f *Fault
	if errors.As(err, &f) {
		return f
	}
	if errors.Is(err, context.DeadlineExceeded) {
		return &Fault{Status: sim.Timeout, Reason: "no reply before the deadline"}
	}
	return &Fault{Status: sim.Crashed, Reason: err.Error()}
}
