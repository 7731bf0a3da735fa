package scenario

import (
	"bufio"
	"bytes"
	"encoding/base64"
	"fmt"
	"io"
	"maps"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"arena/sim"
	"arena/sim/fileio"
	"arena/sim/replay"
)

// Magic is the first line of every scenario file; the number is the format
// version.
const Magic = "arena-scenario 1"

// Ext is the conventional file name ending.
const Ext = ".scenario.txt"

// Bounds of the format. A scenario holds every action since the match
// began, so the caps follow the replay's: a long Windwardopolis session is
// a few hundred thousand steps of short action lines.
const (
	MaxFile   = 64 << 20
	MaxLine   = 24 << 20 // a map-data line carries a custom city in base64
	MaxSteps  = 1 << 20
	MaxSeats  = 64
	MaxParams = 64
)

// Limit is the fileio.Limit scenario files are read under.
var Limit = fileio.Limit{What: "scenario", MaxFile: MaxFile, MaxLine: MaxLine}

// Scenario is a position of a match as the inputs that lead to it.
type Scenario struct {
	Game      string
	Ruleset   string
	Map       string
	MapSHA256 string
	MapData   []byte // a custom map's bytes; nil for shipped and generated maps
	Seed      uint64
	Params    map[string]string
	Players   []string // display names, one per seat
	// Position is the number of steps played; Tick the state's tick
	// there. Hash, when HasHash, is the state's hash when it was saved.
	Position int
	Tick     int
	Hash     uint64
	HasHash  bool
	// Steps are the steps before the position (their Hash fields unused);
	// Edits are the ops applied at the position: the scenario's edits.
	Steps []replay.Step
	Edits []replay.Op
}

// Header is the replay header of a match started from the scenario's
// first state (no agents: those are the caller's).
func (sc *Scenario) Header() replay.Header {
	h := replay.Header{Type: "header", Format: replay.Format, Version: replay.Version, Engine: replay.EngineVersion(),
		Game: sc.Game, Ruleset: sc.Ruleset, Map: sc.Map, MapSHA256: sc.MapSHA256, MapData: sc.MapData,
		Seed: sc.Seed, Params: sc.Params}
	for _, n := range sc.Players {
		h.Players = append(h.Players, replay.Player{Name: n})
	}
	return h
}

// Write writes the scenario as text.
func (sc *Scenario) Write(w io.Writer) error {
	b := bufio.NewWriter(w)
	fmt.Fprintln(b, Magic)
	fmt.Fprintf(b, "# %s, seed %d: %d steps played (tick %d); edits at the end: %d\n", sc.Game, sc.Seed, sc.Position, sc.Tick, countEdits(sc.Edits))
	fmt.Fprintf(b, "game %s\n", sc.Game)
	if sc.Ruleset != "" {
		fmt.Fprintf(b, "ruleset %s\n", sc.Ruleset)
	}
	if sc.Map != "" {
		fmt.Fprintf(b, "map %s\n", sc.Map)
	}
	if sc.MapSHA256 != "" {
		fmt.Fprintf(b, "map-sha256 %s\n", sc.MapSHA256)
	}
	if sc.MapData != nil {
		fmt.Fprintf(b, "map-data %s\n", base64.StdEncoding.EncodeToString(sc.MapData))
	}
	fmt.Fprintf(b, "seed %d\n", sc.Seed)
	for _, k := range slices.Sorted(maps.Keys(sc.Params)) {
		fmt.Fprintf(b, "param %s %s\n", k, sc.Params[k])
	}
	for _, n := range sc.Players {
		fmt.Fprintf(b, "player %s\n", n)
	}
	fmt.Fprintf(b, "position %d\ntick %d\n", sc.Position, sc.Tick)
	if sc.HasHash {
		fmt.Fprintf(b, "hash %s\n", replay.HashString(sc.Hash))
	}
	if len(sc.Steps) > 0 {
		fmt.Fprintf(b, "\n# the inputs that lead there, step by step\n")
	}
	for _, st := range sc.Steps {
		writeOps(b, st.Pre)
		fmt.Fprintf(b, "step %d\n", st.T)
		for p, a := range st.Actions {
			switch {
			case a == nil:
			case *a == "":
				fmt.Fprintf(b, "move %d\n", p+1)
			default:
				fmt.Fprintf(b, "move %d %s\n", p+1, *a)
			}
		}
	}
	if len(sc.Edits) > 0 {
		fmt.Fprintf(b, "\n# the scenario's edits, at tick %d\n", sc.Tick)
		writeOps(b, sc.Edits)
	}
	return b.Flush()
}

func countEdits(ops []replay.Op) int {
	n := 0
	for _, op := range ops {
		if op.Fault == nil {
			n++
		}
	}
	return n
}

func writeOps(b *bufio.Writer, ops []replay.Op) {
	for _, op := range ops {
		if f := op.Fault; f != nil {
			fmt.Fprintf(b, "fault %d %s %s\n", f.P+1, f.Status, oneLine(f.Reason))
		} else {
			fmt.Fprintf(b, "edit %s\n", op.Edit)
		}
	}
}

// oneLine keeps a fault's reason on its line.
func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

// Bytes is Write into memory.
func (sc *Scenario) Bytes() []byte {
	var b bytes.Buffer
	sc.Write(&b)
	return b.Bytes()
}

// parser holds what Parse has read so far.
type parser struct {
	sc      *Scenario
	seen    map[string]bool
	body    bool // a step, move, edit or fault was read: the header is over
	pending []replay.Op
	ln      int
}

// Parse reads a scenario. name labels errors, which are one line and name
// the line at fault.
func Parse(data []byte, name string) (*Scenario, error) {
	if len(data) > MaxFile {
		return nil, &fileio.TooLargeError{Name: name, What: "file", Limit: MaxFile}
	}
	if err := fileio.CheckLines(name, data, MaxLine); err != nil {
		return nil, err
	}
	p := &parser{sc: &Scenario{}, seen: map[string]bool{}}
	magic := false
	for len(data) > 0 {
		p.ln++
		i := bytes.IndexByte(data, '\n')
		if i < 0 {
			i = len(data)
		}
		line := strings.TrimSuffix(string(data[:i]), "\r")
		data = data[min(i+1, len(data)):]
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if !utf8.ValidString(line) {
			return nil, fmt.Errorf("%s: line %d: not UTF-8 text", name, p.ln)
		}
		if !magic {
			if line != Magic {
				return nil, fmt.Errorf("%s: line %d: not a scenario (want %q first, got %q)", name, p.ln, Magic, fileio.Excerpt(line))
			}
			magic = true
			continue
		}
		if err := p.line(line); err != nil {
			return nil, fmt.Errorf("%s: line %d: %v", name, p.ln, err)
		}
	}
	if !magic {
		return nil, fmt.Errorf("%s: not a scenario (no %q line)", name, Magic)
	}
	if err := p.finish(); err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	return p.sc, nil
}

func (p *parser) line(line string) error {
	key, rest, _ := strings.Cut(line, " ")
	sc := p.sc
	switch key {
	case "step", "move", "edit", "fault":
		p.body = true
		return p.bodyLine(key, rest)
	}
	if p.body {
		return fmt.Errorf("%q after the first step, move, edit or fault: header lines come first", fileio.Excerpt(key))
	}
	if key != "param" && key != "player" {
		if p.seen[key] {
			return fmt.Errorf("a second %q line", fileio.Excerpt(key))
		}
		p.seen[key] = true
	}
	var err error
	switch key {
	case "game":
		sc.Game, err = word(rest)
	case "ruleset":
		sc.Ruleset, err = word(rest)
	case "map":
		if rest == "" {
			err = fmt.Errorf("map: want a name")
		}
		sc.Map = rest
	case "map-sha256":
		sc.MapSHA256, err = word(rest)
		if err == nil && (len(rest) != 64 || strings.Trim(rest, "0123456789abcdef") != "") {
			err = fmt.Errorf("map-sha256: want 64 lowercase hex digits, got %q", fileio.Excerpt(rest))
		}
	case "map-data":
		if sc.MapData, err = base64.StdEncoding.DecodeString(rest); err != nil || len(sc.MapData) == 0 {
			err = fmt.Errorf("map-data: want the map's bytes in base64")
		}
	case "seed":
		sc.Seed, err = strconv.ParseUint(rest, 10, 64)
		if err != nil {
			err = fmt.Errorf("seed: want a number 0 to 2^64-1, got %q", fileio.Excerpt(rest))
		}
	case "param":
		k, v, ok := strings.Cut(rest, " ")
		switch {
		case !ok || k == "" || v == "":
			err = fmt.Errorf("param: want \"param KEY VALUE\"")
		case sc.Params[k] != "":
			err = fmt.Errorf("param %q given twice", fileio.Excerpt(k))
		case len(sc.Params) >= MaxParams:
			err = fmt.Errorf("more than %d params", MaxParams)
		default:
			if sc.Params == nil {
				sc.Params = map[string]string{}
			}
			sc.Params[k] = v
		}
	case "player":
		if len(sc.Players) >= MaxSeats {
			return fmt.Errorf("more than %d players", MaxSeats)
		}
		sc.Players = append(sc.Players, rest)
	case "position":
		sc.Position, err = count(key, rest, MaxSteps)
	case "tick":
		sc.Tick, err = count(key, rest, 1<<40)
	case "hash":
		sc.Hash, err = replay.ParseHash(rest)
		if err != nil {
			err = fmt.Errorf("hash: want 16 hex digits, got %q", fileio.Excerpt(rest))
		}
		sc.HasHash = true
	default:
		return fmt.Errorf("unknown line %q (want game, ruleset, map, map-sha256, map-data, seed, param, player, position, tick, hash, step, move, edit or fault)", fileio.Excerpt(line))
	}
	return err
}

// word is a header value: one word.
func word(s string) (string, error) {
	if s == "" || strings.ContainsAny(s, " \t") {
		return "", fmt.Errorf("want one word, got %q", fileio.Excerpt(s))
	}
	return s, nil
}

func count(key, s string, max int) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 || n > max {
		return 0, fmt.Errorf("%s: want a number 0 to %d, got %q", key, max, fileio.Excerpt(s))
	}
	return n, nil
}

func (p *parser) bodyLine(key, rest string) error {
	sc := p.sc
	if !p.seen["game"] {
		return fmt.Errorf("%s before the game line", key)
	}
	if len(sc.Players) == 0 {
		return fmt.Errorf("%s before the player lines: the match needs its seats first", key)
	}
	switch key {
	case "step":
		t, err := count(key, rest, 1<<40)
		if err != nil {
			return err
		}
		if n := len(sc.Steps); n > 0 && t < sc.Steps[n-1].T {
			return fmt.Errorf("step %d after step %d: ticks never go back", t, sc.Steps[n-1].T)
		}
		if len(sc.Steps) >= MaxSteps {
			return fmt.Errorf("more than %d steps", MaxSteps)
		}
		sc.Steps = append(sc.Steps, replay.Step{T: t, Pre: p.pending, Actions: make([]*string, len(sc.Players))})
		p.pending = nil
	case "move":
		if len(sc.Steps) == 0 || len(p.pending) > 0 {
			return fmt.Errorf("a move belongs right after its step line")
		}
		ps, text, _ := strings.Cut(rest, " ")
		seat, err := p.seat(ps)
		if err != nil {
			return err
		}
		acts := sc.Steps[len(sc.Steps)-1].Actions
		if acts[seat] != nil {
			return fmt.Errorf("a second move for player %d in one step", seat+1)
		}
		acts[seat] = &text
	case "edit":
		if rest == "" {
			return fmt.Errorf("edit: want the edit's text")
		}
		p.pending = append(p.pending, replay.Op{Edit: rest})
	case "fault":
		f := strings.SplitN(rest, " ", 3)
		if len(f) < 2 {
			return fmt.Errorf("fault: want \"fault P STATUS REASON\"")
		}
		seat, err := p.seat(f[0])
		if err != nil {
			return err
		}
		l := &replay.Log{Type: "log", P: sim.PlayerID(seat), Status: sim.Status(f[1])}
		if !l.IsFault() {
			return fmt.Errorf("fault: status %q is not TIMEOUT, INVALID, CRASHED or DISQUALIFIED", fileio.Excerpt(f[1]))
		}
		if len(f) == 3 {
			l.Reason = f[2]
		}
		p.pending = append(p.pending, replay.Op{Fault: l})
	}
	return nil
}

func (p *parser) seat(s string) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 || n > len(p.sc.Players) {
		return 0, fmt.Errorf("player %q: want a seat 1 to %d", fileio.Excerpt(s), len(p.sc.Players))
	}
	return n - 1, nil
}

func (p *parser) finish() error {
	sc := p.sc
	if !p.seen["game"] {
		return fmt.Errorf("no game line")
	}
	for _, k := range []string{"seed", "position", "tick"} {
		if !p.seen[k] {
			return fmt.Errorf("no %s line", k)
		}
	}
	if len(sc.Players) == 0 {
		return fmt.Errorf("no player lines (one per seat)")
	}
	if sc.Map == "" && (sc.MapSHA256 != "" || sc.MapData != nil) {
		return fmt.Errorf("map-sha256 or map-data without a map line")
	}
	if len(sc.Steps) != sc.Position {
		return fmt.Errorf("position %d, but %d step lines", sc.Position, len(sc.Steps))
	}
	sc.Edits = p.pending
	return nil
}
