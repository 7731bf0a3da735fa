package proc

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"arena/ai"
	"arena/sim"
)

// Default caps; see Options.
const (
	DefaultMaxLine    = 64 << 10
	DefaultMaxReply   = 1 << 20
	DefaultStderrCap  = 64 << 10
	DefaultTickStderr = 1 << 10
)

// Every bot process carries these in its environment: EnvHost is the pid of
// the host that started it, EnvBot names the agent. Children inherit them,
// so the processes of a bot (and of a host) can be found and killed even
// after they left the bot's process group (group_linux.go).
const (
	EnvHost = "ARENA_BOT_HOST"
	EnvBot  = "ARENA_BOT"
)

var nextID atomic.Uint64

// live holds the started agents not yet closed, for CloseAll.
var (
	liveMu sync.Mutex
	live   = map[*Agent]struct{}{}
)

func register(a *Agent) {
	liveMu.Lock()
	live[a] = struct{}{}
	liveMu.Unlock()
}

// CloseAll closes every agent still running in this process, at once: a
// host calls it when it is told to stop (SIGTERM, SIGINT) so that no bot
// outlives it.
func CloseAll() {
	liveMu.Lock()
	as := make([]*Agent, 0, len(live))
	for a := range live {
		as = append(as, a)
	}
	liveMu.Unlock()
	var wg sync.WaitGroup
	for _, a := range as {
		wg.Go(func() { a.Close() })
	}
	wg.Wait()
}

// Options tunes one process agent. The zero value is usable: one-line
// replies, the default caps, the caller's working directory.
type Options struct {
	Framing    sim.Framing // where a reply ends; zero = one line
	Dir        string      // working directory; "" = the caller's
	Env        []string    // extra KEY=VALUE pairs added to the caller's environment
	Args       []string    // arguments appended to the command line (Paintball's "tournament")
	MaxLine    int         // longest accepted reply line in bytes (longer = INVALID)
	MaxReply   int         // longest accepted reply in bytes, for terminator framing
	StderrCap  int         // stderr ring buffer size
	TickStderr int         // cap on Reply.Stderr per Ask

	// Pick, when set, chooses the reply among the lines of stdout, for a
	// protocol that marks its reply line among others (the Entelect 2019
	// runner's "C;N;", ai/entelect): each line is offered (without its
	// line break, blank lines too), one it refuses is dropped, the first
	// it takes ends the wait, and of the lines already arrived by then
	// the last it takes is the reply (Pick's result, not the line). A turn
	// that ends without one owes nothing: lines that arrive later are
	// dropped before the next state is sent. Framing is then ignored.
	Pick func(line []byte) (reply []byte, ok bool)
}

func (o *Options) defaults() {
	if o.MaxLine <= 0 {
		o.MaxLine = DefaultMaxLine
	}
	if o.MaxReply <= 0 {
		o.MaxReply = DefaultMaxReply
	}
	if o.StderrCap <= 0 {
		o.StderrCap = DefaultStderrCap
	}
	if o.TickStderr <= 0 {
		o.TickStderr = DefaultTickStderr
	}
}

// Agent is a bot running as a local process. It implements ai.Agent; Ask
// must not be called concurrently with itself (the runner asks each agent
// from one goroutine at a time).
type Agent struct {
	argv []string
	opt  Options
	id   string // the EnvBot mark of the bot's processes

	cmd     *exec.Cmd
	stdin   *os.File
	stdout  *os.File
	stderrR *os.File
	out     outBuf        // stdout, read on the caller's goroutine (read.go)
	outSys  outSys        // the platform's way of reading stdout (read_unix.go)
	exited  chan struct{} // closed once Wait returns
	errDone chan struct{} // closed once stderr reaches end of file
	waitErr error         // valid after exited is closed
	done    chan struct{} // closed by Close
	stderr  *ring
	errRead atomic.Int64 // bytes read from the stderr pipe (settle.go)
	mark    int64        // stderr position at the previous Ask

	owed      int      // units of a late reply still to discard; -1 = up to the terminator
	owedTick  int      // the tick that late reply answers
	unwritten []byte   // the rest of a state the bot stopped reading
	words     [][]byte // words read past the last reply (word framing)
	wordLine  []byte   // the line words point into

	// rd serves every Ask in turn (Ask is never concurrent with itself),
	// so that a turn allocates no reader.
	rd reader

	dead      *ai.Fault // set once the process is gone; every later Ask returns it
	closeOnce sync.Once
}

var _ ai.Agent = (*Agent)(nil)

// New prepares an agent for command line cmdline; nothing runs until Start.
func New(cmdline string, opt Options) (*Agent, error) {
	argv, err := ai.SplitCommand(cmdline)
	if err != nil {
		return nil, err
	}
	if opt.Framing.XML {
		return nil, fmt.Errorf("proc: XML framing is not supported for process bots (use tcp:)")
	}
	if opt.Framing.Lines < 0 {
		return nil, fmt.Errorf("proc: negative line count %d in framing", opt.Framing.Lines)
	}
	opt.defaults()
	argv = append(argv, opt.Args...)
	return &Agent{
		argv:    argv,
		opt:     opt,
		exited:  make(chan struct{}),
		errDone: make(chan struct{}),
		done:    make(chan struct{}),
		stderr:  newRing(opt.StderrCap),
	}, nil
}

// SelfTimed reports that Ask times the reply itself, from Turn.Limit and
// from the moment the state has been written; a caller that sets
// Turn.Limit should give Ask a context that only carries cancellation.
func (a *Agent) SelfTimed() bool { return true }

// Command is the split command line.
func (a *Agent) Command() []string { return append([]string(nil), a.argv...) }

// Start launches the process and writes hello (if any). A program that
// cannot be started is reported as a CRASHED fault.
func (a *Agent) Start(ctx context.Context, hello []byte) error {
	if a.cmd != nil {
		return fmt.Errorf("proc: %s started twice", a.argv[0])
	}
	inR, inW, err := botPipe(false)
	if err != nil {
		return err
	}
	outR, outW, err := botPipe(true)
	if err != nil {
		inR.Close()
		inW.Close()
		return err
	}
	errR, errW, err := os.Pipe()
	if err != nil {
		inR.Close()
		inW.Close()
		outR.Close()
		outW.Close()
		return err
	}
	cmd := exec.Command(a.argv[0], a.argv[1:]...)
	cmd.Dir = a.opt.Dir
	a.id = strconv.Itoa(os.Getpid()) + "-" + strconv.FormatUint(nextID.Add(1), 10)
	cmd.Env = append(os.Environ(), a.opt.Env...)
	cmd.Env = append(cmd.Env, EnvHost+"="+strconv.Itoa(os.Getpid()), EnvBot+"="+a.id)
	// Giving exec *os.File values means it copies nothing itself: our own
	// goroutines own the parent ends, and Wait never waits on a pipe.
	cmd.Stdin, cmd.Stdout, cmd.Stderr = inR, outW, errW
	setGroup(cmd, a.id)
	a.cmd = cmd
	startErr := startCmd(cmd)
	if startErr == nil {
		register(a)
	}
	inR.Close()
	outW.Close()
	errW.Close()
	if startErr != nil {
		inW.Close()
		outR.Close()
		errR.Close()
		close(a.exited)
		a.dead = &ai.Fault{Status: sim.Crashed, Reason: startErr.Error()}
		return a.dead
	}
	a.stdin, a.stdout, a.stderrR = inW, outR, errR
	a.out.max = a.opt.MaxLine + 2
	a.out.buf = make([]byte, min(4096, a.out.max))
	a.outSys.init(a.stdout, a.stdin, a.done)
	// One goroutine waits for the exit and one drains stderr, for the
	// whole game; stdout is read by Ask itself, so a turn starts none.
	go func() {
		a.waitErr = cmd.Wait()
		close(a.exited)
	}()
	go a.readStderr()
	if len(hello) > 0 {
		limit := time.Duration(NoLimit)
		if dl, ok := ctx.Deadline(); ok {
			limit = time.Until(dl)
		}
		if f := a.write(ctx, hello, time.Now(), limit); f != nil {
			return f
		}
	}
	return nil
}

func (a *Agent) readStderr() {
	// io.Copy into the ring never blocks on us, so a chatty bot never
	// stalls on a full stderr pipe.
	_, _ = io.Copy(a.stderr, countingReader{a.stderrR, &a.errRead})
	close(a.errDone)
}

// StderrTail returns the last StderrCap bytes the bot wrote to stderr.
func (a *Agent) StderrTail() []byte {
	b, _ := a.stderr.since(0, a.opt.StderrCap)
	return b
}

// NoLimit stands for "no deadline" where a limit must be a duration.
const NoLimit = 1<<63 - 1

// Ask writes t.Wire and reads one framed reply, keeping every reply paired
// with the state it answers:
//
//   - The clock starts once t.Wire has been written; the bot then has
//     t.Limit (or, when zero, what ctx's deadline leaves) to answer.
//   - A reply that misses its deadline is owed: its lines (or words) are
//     read and discarded when they arrive, never taken for a later turn.
//   - A bot that still owes a reply when asked is busy: it is not sent the
//     new state (as CodeRunner's original engine drops states while a
//     player is late, reference §3); Ask waits out this turn's limit for
//     the late reply, discards it and returns TIMEOUT. The bot gets the
//     first state after that, so the turn numbers it sees jump.
func (a *Agent) Ask(ctx context.Context, t ai.Turn) (rep ai.Reply, err error) {
	begin := time.Now()
	var written time.Time
	defer func() {
		if !written.IsZero() {
			rep.Elapsed = time.Since(written)
		}
		if t.Inspect && rep.Raw != nil {
			a.settleStderr()
		}
		rep.Stderr, a.mark = a.stderr.since(a.mark, a.opt.TickStderr)
	}()
	if a.cmd == nil {
		return ai.Reply{}, fmt.Errorf("proc: Ask before Start")
	}
	if a.dead != nil {
		return ai.Reply{}, a.dead
	}
	limit := t.Limit
	if limit <= 0 {
		limit = NoLimit
		if dl, ok := ctx.Deadline(); ok {
			limit = max(dl.Sub(begin), 0)
		}
	}
	rd := a.reader(ctx)
	rd.ownClock = t.Limit <= 0
	// A late reply that has arrived in full by now is discarded, and the
	// bot is idle again: it gets this turn's state.
	if f := a.settle(rd, false); f != nil {
		return ai.Reply{}, f
	}
	if a.busy() {
		// Still answering an older state: this one is not sent. Wait out
		// the turn for the late reply so that a slow bot is not skipped
		// faster than the clock runs, then discard it.
		rd.arm(begin, limit)
		if f := a.settle(rd, true); f != nil {
			return ai.Reply{}, f
		}
		return ai.Reply{}, &ai.Fault{Status: sim.Timeout, Reason: fmt.Sprintf(
			"busy: still answering turn %d, so turn %d was not sent (waited %v)",
			a.owedTick, t.Tick, roundMS(time.Since(begin)))}
	}
	if f := a.dropUnsolicited(rd); f != nil {
		return ai.Reply{}, f
	}
	if f := a.write(ctx, t.Wire, begin, limit); f != nil {
		a.owe(t.Tick, a.want())
		return ai.Reply{}, f
	}
	written = time.Now()
	rd.arm(written, limit)
	if a.opt.Pick != nil {
		return a.askPick(rd, limit, written)
	}
	// Non-nil, so that an empty reply is one the codec must judge; sized
	// for a one-line reply so that it usually takes one allocation.
	reply := make([]byte, 0, 64)
	want := a.want()
	for n := 0; want < 0 || n < want; {
		u, st := rd.next(true)
		switch st {
		case gotUnit:
		case gotEnd:
			return ai.Reply{Raw: reply}, nil
		case gotLong:
			a.owe(t.Tick, a.remaining(want, n+1))
			return ai.Reply{}, &ai.Fault{Status: sim.Invalid, Reason: fmt.Sprintf("reply line longer than %d bytes", a.opt.MaxLine)}
		case gotEOF:
			return ai.Reply{Raw: reply}, a.crashed("closed stdout")
		case gotExit:
			return ai.Reply{Raw: reply}, a.crashed("")
		case gotCancel:
			return ai.Reply{Raw: reply}, &ai.Fault{Status: sim.Timeout, Reason: "match cancelled"}
		case gotTimeout:
			a.owe(t.Tick, a.remaining(want, n))
			f := &ai.Fault{Status: sim.Timeout, Reason: fmt.Sprintf(
				"no reply within %v (waited %v)", roundMS(limit), roundMS(time.Since(written)))}
			if n > 0 {
				// A bot that sent something, just not a whole reply
				// (garbage instead of four lines, no "end"), is told
				// what it sent.
				f.Reason += fmt.Sprintf(" (an incomplete reply, %d line(s): %q)", n, clipQuote(reply, 64))
			}
			return ai.Reply{Raw: reply}, f
		}
		if n > 0 {
			reply = append(reply, '\n')
		}
		reply = append(reply, u...)
		n++
		if len(reply) > a.opt.MaxReply {
			a.owe(t.Tick, a.remaining(want, n))
			return ai.Reply{}, &ai.Fault{Status: sim.Invalid, Reason: fmt.Sprintf("reply longer than %d bytes", a.opt.MaxReply)}
		}
	}
	return ai.Reply{Raw: reply}, nil
}

func roundMS(d time.Duration) time.Duration {
	if d >= NoLimit/2 {
		return d.Round(time.Hour)
	}
	return max(d, 0).Round(time.Millisecond)
}

// want is how many units (words or lines) make a reply; -1 means lines up
// to the terminator.
func (a *Agent) want() int {
	fr := a.opt.Framing
	switch {
	case fr.Words > 0:
		return fr.Words
	case fr.Lines > 0:
		return fr.Lines
	case fr.Until != "":
		return -1
	}
	return 1
}

func (a *Agent) remaining(want, got int) int {
	if want < 0 {
		return -1
	}
	return want - got
}

// owe records that the reply to tick still lacks n units (-1: up to the
// terminator), to be discarded when they arrive.
func (a *Agent) owe(tick, n int) {
	if n == 0 {
		return
	}
	a.owed, a.owedTick = n, tick
}

func (a *Agent) busy() bool { return a.owed != 0 || len(a.unwritten) > 0 }

// settle finishes what the bot owes from an earlier turn: the rest of a
// state it has not read yet, and the late reply, which is discarded. With
// block false it takes only what has already arrived; with block it waits
// until the reader's deadline. Only a crash is returned as a fault.
func (a *Agent) settle(rd *reader, block bool) *ai.Fault {
	if len(a.unwritten) > 0 {
		if f := a.flushUnwritten(rd, block); f != nil || len(a.unwritten) > 0 {
			return f
		}
	}
	for a.owed != 0 {
		_, st := rd.next(block)
		switch st {
		case gotUnit:
			if a.owed > 0 {
				a.owed--
			}
		case gotEnd:
			a.owed = 0
		case gotLong:
			// An overlong late line still ends its reply only by count.
			if a.owed > 0 {
				a.owed--
			}
		case gotEOF:
			return a.crashed("closed stdout")
		case gotExit:
			return a.crashed("")
		default: // nothing more yet, timeout or cancel
			return nil
		}
	}
	return nil
}

// flushUnwritten writes the rest of a state the bot had stopped reading.
func (a *Agent) flushUnwritten(rd *reader, block bool) *ai.Fault {
	dl := time.Now()
	if block {
		dl = rd.deadline
	}
	n, err := a.writeBy(a.unwritten, dl)
	a.unwritten = a.unwritten[n:]
	if err != nil && !errors.Is(err, os.ErrDeadlineExceeded) {
		return a.crashed("closed stdin")
	}
	return nil
}

// dropUnsolicited discards complete lines that arrived while no reply was
// due: a line-framed bot that printed more than its reply would otherwise
// answer the coming state with them. Word framing keeps them, as
// CodeRunner's original reads a stream of words. It takes only what has
// arrived, and at most maxDropped lines, so a bot printing without end
// cannot hold the turn.
func (a *Agent) dropUnsolicited(rd *reader) *ai.Fault {
	if a.opt.Framing.Words > 0 {
		return nil
	}
	for range maxDropped {
		switch _, st := rd.line(false); st {
		case gotUnit, gotLong:
		case gotEOF:
			return a.crashed("closed stdout")
		default: // nothing more yet, or the process exited (the write finds out)
			return nil
		}
	}
	return nil
}

// maxDropped bounds the unsolicited lines one turn discards.
const maxDropped = 1024

// Results of reader.next.
const (
	gotUnit    = iota // a word or a non-blank line
	gotEnd            // the terminator line
	gotLong           // a line longer than MaxLine
	gotEOF            // stdout closed
	gotExit           // the main process exited while its stdout stays open
	gotTimeout        // the deadline passed
	gotCancel         // the match was cancelled
	gotNothing        // nothing queued (non-blocking read)
)

// reader hands out the units of one Ask under one deadline.
type reader struct {
	a        *Agent
	ctx      context.Context
	done     <-chan struct{} // ctx.Done, nil once it fired for its deadline
	deadline time.Time       // zero until arm: non-blocking reads only
	exitAt   time.Time       // when the main process's exit is declared (it exited)
	ownClock bool            // ctx's deadline is the turn limit, re-counted from the write
}

func (a *Agent) reader(ctx context.Context) *reader {
	a.rd = reader{a: a, ctx: ctx, done: ctx.Done()}
	return &a.rd
}

// arm starts the deadline: limit after from.
func (rd *reader) arm(from time.Time, limit time.Duration) {
	if limit >= NoLimit/2 {
		limit = NoLimit / 2
	}
	rd.deadline = from.Add(limit)
}

// next returns the next unit of the reply stream. The bytes are valid
// until the next call: a word or a line in the agent's buffers.
func (rd *reader) next(block bool) ([]byte, int) {
	a := rd.a
	if a.opt.Framing.Words > 0 && len(a.words) > 0 {
		w := a.words[0]
		a.words = a.words[1:]
		return w, gotUnit
	}
	for {
		text, st := rd.line(block)
		if st != gotUnit {
			return nil, st
		}
		fr := a.opt.Framing
		if fr.Words > 0 {
			// The words outlive this line in the buffer: they are kept
			// in a copy, reused once they have all been taken.
			a.wordLine = append(a.wordLine[:0], text...)
			ws := bytes.Fields(a.wordLine)
			if len(ws) == 0 {
				continue
			}
			a.words = append(a.words[:0], ws[1:]...)
			return ws[0], gotUnit
		}
		trimmed := bytes.TrimSpace(text)
		if fr.Until != "" && string(trimmed) == fr.Until {
			return nil, gotEnd
		}
		if len(trimmed) == 0 {
			continue // a blank line is never a reply (nor a command line)
		}
		return text, gotUnit
	}
}

// line returns the next stdout line, without its line break. With block it
// waits for one until the deadline, the match's cancellation or the main
// process's exit; without, it takes only what has arrived. The bytes are
// valid until the next call.
func (rd *reader) line(block bool) ([]byte, int) {
	a := rd.a
	o := &a.out
	for {
		if l, st, ok := o.take(a.opt.MaxLine); ok {
			return l, st
		}
		o.makeRoom()
		var wait time.Duration
		if block {
			now := time.Now()
			if rd.exitAt.IsZero() {
				select {
				case <-a.exited:
					// The main process is gone. What it wrote before
					// exiting is read first; if stdout then stays open
					// (a child holds it), the bot is crashed all the same.
					rd.exitAt = now.Add(exitDrain)
				default:
				}
			}
			if !now.Before(rd.deadline) {
				// The turn's own limit first: a caller's deadline at the
				// same moment is this one.
				if n, _ := a.readSome(o.buf[o.w:], 0); n > 0 {
					o.w += n
					continue
				}
				return nil, gotTimeout
			}
			if rd.done != nil {
				select {
				case <-rd.done:
					switch {
					case rd.ctx.Err() == context.Canceled:
						return nil, gotCancel
					case !rd.ownClock:
						return nil, gotTimeout // the caller's deadline
					}
					rd.done = nil // the turn's deadline, which our own clock restarts from the write
				default:
				}
			}
			until, st := rd.deadline, gotTimeout
			if !rd.exitAt.IsZero() && rd.exitAt.Before(until) {
				until, st = rd.exitAt, gotExit
			}
			wait = until.Sub(now)
			if wait <= 0 {
				// One last look at what has arrived, then give up.
				if n, _ := a.readSome(o.buf[o.w:], 0); n > 0 {
					o.w += n
					continue
				}
				return nil, st
			}
			// Cancellation and the exit are looked at between waits.
			wait = min(wait, pollSlice)
		}
		n, err := a.readSome(o.buf[o.w:], wait)
		o.w += n
		if err != nil {
			o.eof = true // end of file, or our end closed
			continue
		}
		if n == 0 && !block {
			select {
			case <-a.exited:
				return nil, gotExit
			default:
			}
			return nil, gotNothing
		}
	}
}

// pollSlice is the longest a blocked Ask waits for stdout before it looks
// at the match's cancellation and the process's exit again.
const pollSlice = 10 * time.Millisecond

// exitDrain is how long the output of a main process that exited is read
// before it is declared crashed although its stdout is still open.
const exitDrain = 100 * time.Millisecond

// write sends b, giving up at begin+limit: a bot that stops reading stdin
// cannot block us once the pipe is full. What was not written is sent
// before anything else on the next ask.
func (a *Agent) write(ctx context.Context, b []byte, begin time.Time, limit time.Duration) *ai.Fault {
	var dl time.Time
	if limit < NoLimit/2 {
		dl = begin.Add(limit)
	}
	n, err := a.writeBy(b, dl)
	if err != nil {
		if errors.Is(err, os.ErrDeadlineExceeded) {
			a.unwritten = append([]byte(nil), b[n:]...)
			return &ai.Fault{Status: sim.Timeout, Reason: fmt.Sprintf(
				"did not read its input within %v (waited %v)", roundMS(limit), roundMS(time.Since(begin)))}
		}
		return a.crashed("closed stdin")
	}
	return nil
}

// exitWait is how long a bot whose stdout closed gets to exit before we call
// it "closed stdout" rather than quoting its exit status. It is generous so
// that a loaded machine, slow to report an exit, still gets the status; a
// bot that closes stdout and runs on costs it once.
const exitWait = 2 * time.Second

// crashed records that the process is gone (or unusable) and kills what is
// left of it. The reason is its exit status when it exits soon enough.
func (a *Agent) crashed(fallback string) *ai.Fault {
	reason := fallback
	select {
	case <-a.exited:
		reason = a.exitReason()
	case <-time.After(exitWait):
	}
	if reason == "" {
		reason = "the bot's process exited"
	}
	// The bot's last words on stderr explain its crash: let the reader take
	// them before this turn's stderr is cut (a grandchild still holding the
	// pipe is not waited for long).
	select {
	case <-a.errDone:
	case <-time.After(500 * time.Millisecond):
	}
	a.dead = &ai.Fault{Status: sim.Crashed, Reason: reason}
	a.kill()
	return a.dead
}

func (a *Agent) exitReason() string {
	if a.waitErr == nil {
		return "exited with status 0"
	}
	var ee *exec.ExitError
	if errors.As(a.waitErr, &ee) {
		return ee.Error()
	}
	return a.waitErr.Error()
}

func (a *Agent) kill() {
	if a.cmd != nil && a.cmd.Process != nil {
		killGroup(a.cmd.Process, a.id)
	}
}

// End announces the end of the game: it writes msg (the game's end
// message, if any), closes stdin and gives the bot up to grace to exit by
// itself, then closes the agent, killing whatever is left. It reports
// whether the bot exited within the grace.
func (a *Agent) End(msg []byte, grace time.Duration) bool {
	if a.cmd == nil || a.cmd.Process == nil || a.stdin == nil {
		a.Close()
		return false
	}
	exited := false
	select {
	case <-a.done:
		return false // already closed
	default:
	}
	if a.dead == nil {
		t := time.NewTimer(grace)
		defer t.Stop()
		if len(msg) > 0 && len(a.unwritten) == 0 {
			_, _ = a.writeBy(msg, time.Now().Add(grace))
		}
		a.stdin.Close()
		select {
		case <-a.exited:
			exited = true
		case <-t.C:
		}
	}
	a.Close()
	return exited
}

// Close kills the process group and releases the pipes. It is idempotent and
// returns within a couple of seconds whatever the bot does.
func (a *Agent) Close() error {
	a.closeOnce.Do(func() {
		liveMu.Lock()
		delete(live, a)
		liveMu.Unlock()
		close(a.done)
		if a.cmd == nil || a.cmd.Process == nil {
			return
		}
		a.kill()
		a.stdin.Close()
		select {
		case <-a.exited:
		case <-time.After(2 * time.Second):
		}
		// What the bot wrote to stderr before it exited is kept (its last
		// words explain a crash); a grandchild holding the pipe open is not
		// waited for long.
		select {
		case <-a.errDone:
		case <-time.After(500 * time.Millisecond):
		}
		// Closing our read ends unblocks the readers even if a grandchild
		// escaped the group and still holds the pipes open.
		a.stdout.Close()
		a.stderrR.Close()
	})
	return nil
}

// clipQuote returns at most n bytes of b for a message, marking a cut.
func clipQuote(b []byte, n int) string {
	if len(b) <= n {
		return string(b)
	}
	return string(b[:n]) + "…"
}
