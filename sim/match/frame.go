package match

import (
	"io"
	"time"

	"arena/sim"
	"arena/sim/replay"
)

// Frame is what one tick produced. It is immutable once published: the
// runner never touches it again, and readers must not change it.
type Frame struct {
	Tick    int         // State.Tick() of State
	State   sim.State   // a clone owned by the frame
	Events  []sim.Event // events since the previous frame (faults, edits, the step's)
	Players []PlayerView
	Done    bool         // the match is over
	Outcome *sim.Outcome // set when Done
}

// PlayerView is one player's line in the frame.
type PlayerView struct {
	Name      string
	Agent     string // the agent spec, e.g. "builtin:hunter"
	Status    sim.Status
	Reason    string        // why the last fault happened
	Faults    int           // faults so far
	Score     int64         // from Scorer while playing, from the Outcome at the end
	LastReply string        // the raw reply text (or canonical action of a built-in)
	ReplyTime time.Duration // how long the last reply took
	LogTail   string        // the end of what the bot wrote to stderr
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
