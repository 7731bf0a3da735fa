package replay

import (
	"fmt"
	"runtime/debug"
	"strconv"
	"time"

	"arena/sim"
)

// Format and Version identify the file format in every header. Version 2
// changed only the state hash ("h" and the result's "hash"): version 1
// hashed with FNV-1a over the state's snapshot (sim.HashV1), version 2
// with State.Hash, XXH64 over a compact binary encoding (sim.HashOf).
// Readers accept both; see HashFor.
const (
	Format  = "arena-replay"
	Version = 2
)

// SnapEvery is how many ticks lie between snapshots, in files and in
// Timeline.
const SnapEvery = 64

// Header is the first line of a replay.
type Header struct {
	Type      string            `json:"type"` // "header"
	Format    string            `json:"format"`
	Version   int               `json:"version"`
	Engine    string            `json:"engine"`
	Game      string            `json:"game"`
	Ruleset   string            `json:"ruleset"`
	Map       string            `json:"map"`
	MapSHA256 string            `json:"map_sha256"`
	MapData   []byte            `json:"map_data,omitempty"` // custom maps only; base64 in JSON
	Seed      uint64            `json:"seed"`
	Params    map[string]string `json:"params"`
	Players   []Player          `json:"players"`
}

// Player names one seat: its display name and agent spec.
type Player struct {
	Name  string `json:"name"`
	Agent string `json:"agent"`
}

// Config is the sim.Config that recreates the match's initial state. mapData
// are the map bytes when the header does not carry them itself.
func (h *Header) Config(mapData []byte) sim.Config {
	cfg := sim.Config{Ruleset: h.Ruleset, Seed: h.Seed, Map: h.Map, MapData: h.MapData, Params: h.Params}
	if cfg.MapData == nil {
		cfg.MapData = mapData
	}
	for _, p := range h.Players {
		cfg.Players = append(cfg.Players, p.Name)
	}
	return cfg
}

// Log is one "log" line: a fault (Status set, which Timeline replays through
// sim.Penalizer) or just the stderr a bot wrote during a tick.
type Log struct {
	Type   string       `json:"type"` // "log"
	T      int          `json:"t"`
	P      sim.PlayerID `json:"p"`
	MS     int64        `json:"ms"`
	Status sim.Status   `json:"status,omitempty"`
	Reason string       `json:"reason,omitempty"`
	Stderr string       `json:"stderr,omitempty"`
}

// IsFault reports whether the line records a fault the game was told about.
func (l *Log) IsFault() bool {
	switch l.Status {
	case sim.Timeout, sim.Invalid, sim.Crashed, sim.Disqualified:
		return true
	}
	return false
}

// Result is the last line of a finished match.
type Result struct {
	Type    string         `json:"type"` // "result"
	Outcome sim.Outcome    `json:"outcome"`
	Turns   int            `json:"turns"`
	Hash    string         `json:"hash"`
	Players []PlayerResult `json:"players"`
}

// PlayerResult is one seat's line in the result.
type PlayerResult struct {
	Name   string     `json:"name"`
	Agent  string     `json:"agent"`
	Score  int64      `json:"score"`
	Rank   int        `json:"rank"`
	Status sim.Status `json:"status"`
	Reason string     `json:"reason,omitempty"`
	Faults int        `json:"faults,omitempty"`
}

// Op is an input applied between steps, in file order: an edit or a fault.
type Op struct {
	Edit  string // edit text, when Fault is nil
	Fault *Log
}

// Step is one recorded Step: the ops before it, the canonical action of
// every player (nil = none) and the state hash after it.
type Step struct {
	T       int // State.Tick() before the step
	Pre     []Op
	Actions []*string
	Hash    uint64
}

// Snap is a recorded snapshot taken after Index steps.
type Snap struct {
	T     int
	Index int
	State []byte
}

// Replay is a whole replay file in memory.
type Replay struct {
	Name      string // file name, for messages
	Header    Header
	Steps     []Step
	Tail      []Op // ops after the last step
	Logs      []Log
	Wires     []Wire // protocol inspector records, when the match kept them
	Draws     []Draw // bots' debug drawing, when the match kept it
	Snaps     []Snap
	Result    *Result
	Truncated bool   // the stream ended early or its last line was torn
	Why       string // what was wrong at the end when Truncated
}

// HashString is the hex form of a state hash used in "h" and results.
func HashString(h uint64) string { return fmt.Sprintf("%016x", h) }

// ParseHash parses HashString's output.
func ParseHash(s string) (uint64, error) { return strconv.ParseUint(s, 16, 64) }

// FileName is the conventional name of a replay:
// <game>-<date>-<seed>.arena.jsonl.gz.
func FileName(game string, when time.Time, seed uint64) string {
	return fmt.Sprintf("%s-%s-%d.arena.jsonl.gz", game, when.UTC().Format("20060102-150405"), seed)
}

// EngineVersion names this build for headers: the module version and VCS
// revision when the binary carries them.
func EngineVersion() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "unknown"
	}
	v := bi.Main.Version
	for _, s := range bi.Settings {
		if s.Key == "vcs.revision" && len(s.Value) >= 7 {
			v += "+" + s.Value[:7]
		}
	}
	if v == "" {
		v = "devel"
	}
	return v
}
