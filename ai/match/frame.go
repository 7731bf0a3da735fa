package match

import (
	"io"

	"arena/sim"
	"arena/sim/replay"
)

// Frame is one published view of a match: what one tick of the runner
// produced, or a position of a ai/session (one Frame type for both). It is
// immutable once published: its publisher never touches it again, and
// readers must not change it.
type Frame struct {
	// Tick is the position: State.Tick() in the runner's frames, the
	// timeline position in a session's.
	Tick  int
	State sim.State // a clone owned by the frame
	// Prev is the state one position before (nil after a jump, and in the
	// runner's frames), for interpolation.
	Prev    sim.State
	Events  []sim.Event // events since the previous frame (faults, edits, the step's)
	Players []sim.PlayerView
	// End is the last position recorded so far (a session's timeline
	// extent; Tick in the runner's frames). Done says the match is over
	// at End.
	End     int
	Done    bool
	Outcome *sim.Outcome // set when Done
}

// Result is a finished match.
type Result struct {
	Game    string
	Ruleset string
	Map     string
	Seed    uint64
	Turns   int // State.Tick() at the end
	// Hash is the final state's State.Hash() (the current replay format's
	// hash), computed once at the end: it fingerprints the final state
	// only, not the path to it. The replay's tick hashes cover every tick.
	Hash    uint64
	Outcome sim.Outcome
	Players []replay.PlayerResult
	Final   sim.State // the final state, for Exporter and inspection; shared with the last frame, so read-only
}

// Scorer is optionally implemented by a State that can tell running scores;
// frames show them while the match is played.
type Scorer interface {
	Scores() []int64
}

// StatusReporter is optionally implemented by a State that keeps its own
// view of each player (for example Worms, whose engine disqualifies after 13
// rounds without a valid command). A status other than ACTIVE or DONE
// overrides the runner's in frames and results.
type StatusReporter interface {
	PlayerStatus(p sim.PlayerID) (sim.Status, string)
}

// Exporter is optionally implemented by a game's State to write extra
// outputs of a finished match under a kind name, such as Madmax's "res"
// file; arenactl offers them as --export KIND=FILE.
type Exporter interface {
	ExportKinds() []string
	Export(kind string, w io.Writer) error
}

// LiveExporter is an Exporter that can write an output while the match is
// played, which costs less than making it from the final state alone
// (Madmax's .res would otherwise re-play the game). Runner.ExportLive
// hands it the writer before the first tick; Export(kind, w) with that
// writer at the end finishes the output, and writes it again from the
// start, the slow way, if the live writing was cut short (the runner went
// on with a copy of its state, an edit). ExportLive reports whether it
// took w; declined, Export works as an Exporter's.
type LiveExporter interface {
	Exporter
	ExportLive(kind string, w io.Writer) bool
}
