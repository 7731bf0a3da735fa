package sim

import (
	"fmt"
	"hash/fnv"
	"time"
)

// PlayerID indexes a player (seat) in a match, from 0.
type PlayerID int

// EventKind names what happened. Shared kinds are plain ("shot", "hit",
// "death", "pickup", "score", "fault", "edit"); game-specific ones are
// prefixed with the game ID ("worms.dig").
type EventKind string

// Shared event kinds that every engine and tool understands.
const (
	KindFault EventKind = "fault"
	KindEdit  EventKind = "edit"
)

// Config describes one match. Engines read it once in Game.New.
type Config struct {
	Ruleset string            // "" = the rule text; "classic" = the original engine
	Seed    uint64            // 0 = pick one and record it (the runner does the picking)
	Map     string            // map name, recorded in replays
	MapData []byte            // exact bytes of the map; nil = generate from the seed
	Players []string          // display names; rules never read them
	Params  map[string]string // turn limits and other knobs, parsed once in New
}

// Info describes a game to registries, the CLI and the app.
type Info struct {
	ID         string   // "worms", "coderunner", ...
	Title      string   // human title
	MinPlayers int      // inclusive
	MaxPlayers int      // inclusive
	Rulesets   []string // "" first, then named presets such as "classic"
	TPS        float64  // nominal ticks per second for the viewer
	Limits     Limits   // bot time limits and fault policy under the default ruleset
	// EventKinds lists every kind Step, Fault and ApplyEdit can emit, so the
	// sound package can prove each has a cue (or is silent on purpose).
	EventKinds []EventKind
	// Markers lists the event kinds worth a mark on a viewer's timeline
	// (deaths, deliveries, round ends); faults are always marked.
	Markers []EventKind
	// DefaultMap is the map used when none is named: a shipped map's name,
	// or "all" for every shipped map (one per round). "" means the engine
	// generates or picks one from the seed.
	DefaultMap string
}

// FaultPolicy says what a fault costs a player beyond being recorded.
type FaultPolicy int

const (
	// NoOp treats a faulted turn as "no action".
	NoOp FaultPolicy = iota
	// RepeatLast repeats the player's previous action.
	RepeatLast
	// Eliminate removes the player from the match (it loses).
	Eliminate
)

func (f FaultPolicy) String() string {
	switch f {
	case NoOp:
		return "noop"
	case RepeatLast:
		return "repeat"
	case Eliminate:
		return "eliminate"
	}
	return fmt.Sprintf("FaultPolicy(%d)", int(f))
}

// Limits holds a game's bot deadlines and fault policy.
type Limits struct {
	FirstReply time.Duration // deadline for the first reply (process start-up, JIT)
	PerTick    time.Duration // deadline for every later reply
	MaxStrikes int           // consecutive faults before DISQUALIFIED; 0 = never
	OnFault    FaultPolicy   // what a TIMEOUT or INVALID reply costs
}

// Game is one game's factory and parser.
type Game interface {
	Info() Info
	New(cfg Config) (State, error)
	// ParseAction is strict; a rejection becomes INVALID for that player.
	ParseAction(p PlayerID, text string) (Action, error)
	Codec() Codec
}

// RulesetInfo is optionally implemented by a Game whose rulesets change its
// limits (for example a classic preset with longer deadlines).
type RulesetInfo interface {
	LimitsFor(ruleset string) (Limits, error)
}

// RulesetCodec is optionally implemented by a Game whose rulesets read bot
// replies differently (Worms' classic parses commands as the original
// engine did): the runner of a match under ruleset uses CodecFor(ruleset)
// instead of Codec. It is given only rulesets the game lists in
// Info.Rulesets.
type RulesetCodec interface {
	CodecFor(ruleset string) Codec
}

// CodecOf is the codec a match of g under ruleset speaks: g's CodecFor
// (RulesetCodec) when it has one, else g.Codec().
func CodecOf(g Game, ruleset string) Codec {
	if rc, ok := g.(RulesetCodec); ok {
		return rc.CodecFor(ruleset)
	}
	return g.Codec()
}

// Importer is optionally implemented by a Game that reads games recorded
// by the original engine (CodeRunner traces, Madmax .res files), so they
// can be verified against this engine, replayed and watched.
type Importer interface {
	// Import re-simulates the recorded game in data (name labels errors)
	// and returns how to recreate it. It fails naming the first tick where
	// this engine's positions or scores differ from the recording.
	Import(name string, data []byte) (*Recorded, error)
}

// MismatchError is an Importer's error for a recording that reads but that
// this engine plays differently (as opposed to a file that is not a
// readable recording): arenactl import exits 1 for it and 2 otherwise.
type MismatchError struct{ Err error }

func (e *MismatchError) Error() string { return e.Err.Error() }
func (e *MismatchError) Unwrap() error { return e.Err }

// Recorded is a game an Importer read: the configuration that recreates
// its first state, the players' names and every tick's actions, indexed
// by tick then by player (nil = no action).
type Recorded struct {
	Config  Config
	Actions [][]Action
}

// Action is one player's orders for one tick. String is the canonical text:
// one line, unit orders joined by "; " in unit order, and
// ParseAction(String()) round-trips.
type Action interface{ String() string }

// State is the whole state of a match. Implementations are plain data.
type State interface {
	Tick() int
	// Pending lists who owes an action before the next Step.
	Pending() []PlayerID
	// Step advances one tick. actions is indexed by PlayerID; a nil entry
	// means "no action". An error means an engine bug, never a bot fault.
	Step(actions []Action) ([]Event, error)
	Outcome() (Outcome, bool)
	Clone() State
	Hash() uint64
	MarshalBinary() ([]byte, error)
	UnmarshalBinary(b []byte) error
}

// Event is something that happened during a Step, for renderers, sound,
// logs and timeline markers.
type Event struct {
	Tick   int
	Kind   EventKind
	Player PlayerID // -1 when none
	X, Y   float64  // world position in the game's world units
	Detail any      // game-specific payload
}

// Outcome is the result of a finished match.
type Outcome struct {
	Scores []int64
	Ranks  []int // rank 1 is best; ties share a rank
	Reason string
}

// Framing says where one bot reply ends on the wire.
type Framing struct {
	// Words, when set, makes the reply this many whitespace-separated words
	// read from the stream, whatever the line breaks (CodeRunner's original
	// reads tokens): words a bot sends beyond a reply answer the next state.
	Words int
	Lines int    // the reply is this many non-blank lines (0 = use another rule)
	Until string // the reply ends with a line equal to this text
	XML   bool   // the reply is one length-prefixed XML document
}

// Codec is one game's bot wire format. It does no I/O.
type Codec interface {
	Hello(s State, p PlayerID) []byte
	// Observe returns the bytes for player p this tick, nil when nothing is due.
	Observe(s State, p PlayerID, evs []Event) []byte
	Framing() Framing
	// Decode parses one reply. It may return a non-nil Action together
	// with an error: the runner then records the error as INVALID and
	// still plays the action (Paintball idles only a malformed line's child).
	Decode(p PlayerID, reply []byte) (Action, error)
}

// Ender is optionally implemented by a Codec whose protocol announces the
// end of the game (CodeRunner's and Paintball's turn -1): End returns the
// bytes player p is sent once the match is over, before it is given a
// short grace to exit by itself.
type Ender interface {
	End(s State, p PlayerID) []byte
}

// PlayerNamer is optionally implemented by a State whose players name
// themselves in the protocol (a Windwardopolis client's <join> team name):
// PlayerName returns that name, or "" while player p has given none. The
// results use it for players whose name was not given in Config.Players.
type PlayerNamer interface {
	PlayerName(p PlayerID) string
}

// Editor is optionally implemented by a State that supports right-click edits.
type Editor interface {
	EditsAt(x, y float64) []EditOption
	ApplyEdit(text string) error
}

// EditOption is one context-menu entry: a label for people and the canonical
// edit text that ApplyEdit accepts. Group, when set, lists the entry in a
// submenu of that name instead of the top level ("Set passenger"); levels
// are separated by "/" ("Play card/STOP_CAR"). Disabled entries are shown
// greyed and cannot be chosen (a CEO this car already delivered).
type EditOption struct {
	Label, Text string
	Group       string
	Disabled    bool
}

// Penalizer is optionally implemented by a State whose rules punish faults
// (for example Worms, where a timeout loses the game). The runner calls it
// when a player faults, before the next Step.
type Penalizer interface {
	Fault(p PlayerID, status Status, reason string) []Event
}

// Hash64 is FNV-1a over b; every State.Hash uses it so hashes are stable
// across runs and platforms.
func Hash64(b []byte) uint64 {
	h := fnv.New64a()
	h.Write(b)
	return h.Sum64()
}

// HashState hashes a state's snapshot; engines may call it from Hash.
func HashState(s interface{ MarshalBinary() ([]byte, error) }) uint64 {
	b, err := s.MarshalBinary()
	if err != nil {
		panic(fmt.Sprintf("sim: MarshalBinary failed while hashing: %v", err))
	}
	return Hash64(b)
}
