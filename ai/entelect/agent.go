package entelect

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"arena/ai"
	"arena/ai/proc"
	"arena/sim"
	"arena/sim/fileio"
	"arena/sim/worms"
)

// The files the runner writes into rounds/N of the bot's directory every
// round (BotPlayer.java).
const (
	StateFile   = "state.json"
	TextMapFile = "textMap.txt"
)

// Agent is an Entelect bot folder playing one seat of a Worms match: a
// process started by ai/proc (its limits, process group and end), sent
// each round's number on stdin after its state files are written. It
// implements ai.Agent and ai.StateReader.
type Agent struct {
	Bot  *Bot
	proc *proc.Agent

	prefix  []byte // "C;N;" of the round awaited
	buf     []byte // the state files, reused
	release func() // frees the bot's directory for another seat
	once    sync.Once
}

var (
	_ ai.Agent       = (*Agent)(nil)
	_ ai.StateReader = (*Agent)(nil)
)

// New loads the bot folder dir (Load) and prepares its process; nothing
// runs until Start. base is what every process bot of the binary is given
// (ai/transports: its limits); the working directory and the reply's
// framing are the bot's. A folder already played by a seat of this
// process is refused: both would write and read the same rounds/N files.
func New(dir string, base proc.Options) (*Agent, error) {
	b, err := Load(dir)
	if err != nil {
		return nil, err
	}
	release, err := claim(b.Dir)
	if err != nil {
		return nil, err
	}
	a := &Agent{Bot: b, release: release}
	o := base
	o.Dir, o.Pick, o.Framing, o.Args = b.Dir, a.pick, sim.Framing{}, nil
	p, err := proc.New(quote(b.Argv), o)
	if err != nil {
		release()
		return nil, err
	}
	a.proc = p
	return a, nil
}

// ReadsState says that the runner is to give the agent the state itself
// (ai.StateReader): the state files are made from it.
func (a *Agent) ReadsState() bool { return true }

// SelfTimed reports that Ask times the reply itself (ai/proc's clock,
// started once the round's number has been written).
func (a *Agent) SelfTimed() bool { return true }

// Start starts the bot in its directory. The original sent nothing before
// the first round, so neither does this (hello is ignored).
func (a *Agent) Start(ctx context.Context, _ []byte) error { return a.proc.Start(ctx, nil) }

// Ask plays one round as BotPlayer.getCommand did: it writes
// rounds/N/state.json and rounds/N/textMap.txt for the seat (never
// deleting an earlier round's), writes N and a line break on stdin, and
// waits for a line starting with "C;N;"; the rest of the line is the
// command. Other lines are dropped. No such line within the limit is a
// TIMEOUT, which classic plays as the original's "No Command".
func (a *Agent) Ask(ctx context.Context, t ai.Turn) (ai.Reply, error) {
	s, ok := t.State.(*worms.State)
	if !ok {
		return ai.Reply{}, fmt.Errorf("entelect: the runner gave no Worms state (%T)", t.State)
	}
	p := int(t.Player)
	n := strconv.Itoa(s.Round)
	rel := filepath.Join("rounds", n)
	dir := filepath.Join(a.Bot.Dir, rel)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return ai.Reply{}, writeFault(err)
	}
	a.buf = worms.EntelectStateJSON(a.buf[:0], s, p)
	if err := os.WriteFile(filepath.Join(dir, StateFile), a.buf, 0o644); err != nil {
		return ai.Reply{}, writeFault(err)
	}
	jsonLen := len(a.buf)
	a.buf = worms.EntelectTextMap(a.buf[:0], s, p)
	if err := os.WriteFile(filepath.Join(dir, TextMapFile), a.buf, 0o644); err != nil {
		return ai.Reply{}, writeFault(err)
	}
	line := n + "\n"
	a.prefix = append(append(append(a.prefix[:0], "C;"...), n...), ';')
	rep, err := a.proc.Ask(ctx, ai.Turn{Tick: t.Tick, Player: t.Player, Wire: []byte(line), Limit: t.Limit, Inspect: t.Inspect})
	if t.Inspect {
		// The inspector shows what went on stdin and the text map, the
		// readable one of the two files (state.json is on disk).
		sent := make([]byte, 0, len(line)+len(a.buf)+128)
		sent = append(sent, line...)
		sent = fmt.Appendf(sent, "# wrote %s (%d bytes) and %s in %s:\n", filepath.Join(rel, StateFile), jsonLen, filepath.Join(rel, TextMapFile), a.Bot.Dir)
		rep.Sent = append(sent, a.buf...)
	}
	return rep, err
}

// writeFault is the fault of a round whose state files could not be
// written: the bot cannot play it, nor (a full disk, a folder made
// read-only) most likely any later one.
func writeFault(err error) *ai.Fault {
	return &ai.Fault{Status: sim.Crashed, Reason: "cannot write its state files: " + fileio.Short(err)}
}

// pick is ai/proc's Pick: the command of a line starting with the awaited
// round's "C;N;" (BotInputHandler.java). Java's Scanner, which read the
// bot's output there, also ends a line at a lone CR, U+2028, U+2029 and
// U+0085; of several such lines in one, the last counts.
func (a *Agent) pick(line []byte) ([]byte, bool) {
	var cmd []byte
	ok := false
	for {
		piece, rest, more := cutJavaLine(line)
		if bytes.HasPrefix(piece, a.prefix) {
			cmd, ok = piece[len(a.prefix):], true
		}
		if !more {
			return cmd, ok
		}
		line = rest
	}
}

// javaBreaks are the line terminators of java.util.Scanner's nextLine
// besides LF (which ai/proc splits on, cutting one CR before it).
var javaBreaks = []string{"\r", "\u2028", "\u2029", "\u0085"}

// cutJavaLine cuts line at its first Java line terminator.
func cutJavaLine(line []byte) (piece, rest []byte, found bool) {
	at, size := -1, 0
	for _, br := range javaBreaks {
		if i := bytes.Index(line, []byte(br)); i >= 0 && (at < 0 || i < at) {
			at, size = i, len(br)
		}
	}
	if at < 0 {
		return line, nil, false
	}
	return line[:at], line[at+size:], true
}

// End closes the bot's stdin and gives it grace to exit before its
// process group is killed (the original killed it at once), then frees
// its directory.
func (a *Agent) End(msg []byte, grace time.Duration) bool {
	defer a.free()
	return a.proc.End(nil, grace)
}

// Close kills the bot and frees its directory.
func (a *Agent) Close() error {
	defer a.free()
	return a.proc.Close()
}

// StderrTail returns the end of what the bot wrote to stderr.
func (a *Agent) StderrTail() []byte { return a.proc.StderrTail() }

// Command is the bot's command line, run in Bot.Dir.
func (a *Agent) Command() []string { return a.proc.Command() }

func (a *Agent) free() { a.once.Do(a.release) }

// busy holds the bot directories played by a seat of this process.
var (
	busyMu sync.Mutex
	busy   = map[string]bool{}
)

// claim marks dir as played until the returned release.
func claim(dir string) (func(), error) {
	busyMu.Lock()
	defer busyMu.Unlock()
	if busy[dir] {
		return nil, fmt.Errorf("bot directory %s is already played by another seat (a match against itself, or a tournament's parallel matches): both would use its rounds/ folder; give each seat a copy of the folder, or run tournaments with -j 1", dir)
	}
	busy[dir] = true
	return func() {
		busyMu.Lock()
		delete(busy, dir)
		busyMu.Unlock()
	}, nil
}

// quote makes argv a command line that ai.SplitCommand splits back into
// argv.
func quote(argv []string) string {
	q := make([]string, len(argv))
	for i, w := range argv {
		q[i] = "'" + strings.ReplaceAll(w, "'", `'\''`) + "'"
	}
	return strings.Join(q, " ")
}
