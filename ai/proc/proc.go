package proc

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"sync"
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

// queuedLines is how many stdout lines may wait for an Ask; with MaxLine it
// bounds the memory a flooding bot can make us hold.
const queuedLines = 16

// Options tunes one process agent. The zero value is usable: one-line
// replies, the default caps, the caller's working directory.
type Options struct {
	Framing    sim.Framing // where a reply ends; zero = one line
	Dir        string      // working directory; "" = the caller's
	Env        []string    // extra KEY=VALUE pairs added to the caller's environment
	MaxLine    int         // longest accepted reply line in bytes (longer = INVALID)
	MaxReply   int         // longest accepted reply in bytes, for terminator framing
	StderrCap  int         // stderr ring buffer size
	TickStderr int         // cap on Reply.Stderr per Ask
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

// line is one stdout line as the reader goroutine hands it over. eof marks
// the end of stdout, after which nothing more is sent.
type line struct {
	text []byte
	long bool
	eof  bool
}

// Agent is a bot running as a local process. It implements ai.Agent; Ask
// must not be called concurrently with itself (the runner asks each agent
// from one goroutine at a time).
type Agent struct {
	argv []string
	opt  Options

	cmd     *exec.Cmd
	stdin   *os.File
	stdout  *os.File
	stderrR *os.File
	lines   chan line
	exited  chan struct{} // closed once Wait returns
	waitErr error         // valid after exited is closed
	done    chan struct{} // closed by Close, to stop the reader goroutines
	stderr  *ring
	mark    int64 // stderr position at the previous Ask

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
	return &Agent{
		argv:   argv,
		opt:    opt,
		lines:  make(chan line, queuedLines),
		exited: make(chan struct{}),
		done:   make(chan struct{}),
		stderr: newRing(opt.StderrCap),
	}, nil
}

// Command is the split command line.
func (a *Agent) Command() []string { return append([]string(nil), a.argv...) }

// Start launches the process and writes hello (if any). A program that
// cannot be started is reported as a CRASHED fault.
func (a *Agent) Start(ctx context.Context, hello []byte) error {
	if a.cmd != nil {
		return fmt.Errorf("proc: %s started twice", a.argv[0])
	}
	inR, inW, err := os.Pipe()
	if err != nil {
		return err
	}
	outR, outW, err := os.Pipe()
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
	if len(a.opt.Env) > 0 {
		cmd.Env = append(os.Environ(), a.opt.Env...)
	}
	// Giving exec *os.File values means it copies nothing itself: our own
	// goroutines own the parent ends, and Wait never waits on a pipe.
	cmd.Stdin, cmd.Stdout, cmd.Stderr = inR, outW, errW
	setGroup(cmd)
	a.cmd = cmd
	startErr := cmd.Start()
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
	go func() {
		a.waitErr = cmd.Wait()
		close(a.exited)
	}()
	go a.readStdout()
	go a.readStderr()
	if len(hello) > 0 {
		if f := a.write(ctx, hello, time.Now()); f != nil {
			return f
		}
	}
	return nil
}

// readStdout splits stdout into lines, never holding more than MaxLine
// bytes of one line: the rest of an overlong line is skipped and the line
// is handed over marked long.
func (a *Agent) readStdout() {
	br := bufio.NewReaderSize(a.stdout, 4096)
	for {
		var buf []byte
		long := false
		var err error
		for {
			var chunk []byte
			chunk, err = br.ReadSlice('\n')
			if !long {
				if len(buf)+len(chunk) > a.opt.MaxLine+1 {
					long, buf = true, nil
				} else {
					buf = append(buf, chunk...)
				}
			}
			if err != bufio.ErrBufferFull {
				break
			}
		}
		if err != nil && len(buf) == 0 && !long {
			a.send(line{eof: true})
			return
		}
		buf = bytes.TrimSuffix(buf, []byte("\n"))
		buf = bytes.TrimSuffix(buf, []byte("\r"))
		if !a.send(line{text: buf, long: long}) {
			return
		}
		if err != nil {
			a.send(line{eof: true})
			return
		}
	}
}

func (a *Agent) send(l line) bool {
	select {
	case a.lines <- l:
		return true
	case <-a.done:
		return false
	}
}

func (a *Agent) readStderr() {
	// io.Copy into the ring never blocks on us, so a chatty bot never
	// stalls on a full stderr pipe.
	_, _ = io.Copy(a.stderr, a.stderrR)
}

// StderrTail returns the last StderrCap bytes the bot wrote to stderr.
func (a *Agent) StderrTail() []byte {
	b, _ := a.stderr.since(0, a.opt.StderrCap)
	return b
}

// Ask writes t.Wire and reads one framed reply.
func (a *Agent) Ask(ctx context.Context, t ai.Turn) (rep ai.Reply, err error) {
	start := time.Now()
	defer func() {
		rep.Elapsed = time.Since(start)
		rep.Stderr, a.mark = a.stderr.since(a.mark, a.opt.TickStderr)
	}()
	if a.cmd == nil {
		return ai.Reply{}, fmt.Errorf("proc: Ask before Start")
	}
	if a.dead != nil {
		return ai.Reply{}, a.dead
	}
	// Late lines answer an earlier observation; drop them now.
	for drained := false; !drained; {
		select {
		case l := <-a.lines:
			if l.eof {
				return ai.Reply{}, a.crashed(ctx, "closed stdout")
			}
		default:
			drained = true
		}
	}
	if f := a.write(ctx, t.Wire, start); f != nil {
		return ai.Reply{}, f
	}
	fr := a.opt.Framing
	want := fr.Lines
	if want == 0 && fr.Until == "" {
		want = 1
	}
	reply := []byte{} // non-nil: an empty line is a reply the codec must judge
	n := 0
	for {
		select {
		case l := <-a.lines:
			switch {
			case l.eof:
				return ai.Reply{Raw: reply}, a.crashed(ctx, "closed stdout")
			case l.long:
				return ai.Reply{}, &ai.Fault{Status: sim.Invalid, Reason: fmt.Sprintf("reply line longer than %d bytes", a.opt.MaxLine)}
			case fr.Until != "" && string(l.text) == fr.Until:
				return ai.Reply{Raw: reply}, nil
			}
			if n > 0 {
				reply = append(reply, '\n')
			}
			reply = append(reply, l.text...)
			n++
			if len(reply) > a.opt.MaxReply {
				return ai.Reply{}, &ai.Fault{Status: sim.Invalid, Reason: fmt.Sprintf("reply longer than %d bytes", a.opt.MaxReply)}
			}
			if fr.Until == "" && n == want {
				return ai.Reply{Raw: reply}, nil
			}
		case <-ctx.Done():
			f := a.timeout(ctx, start)
			if n > 0 && f.Status == sim.Timeout && ctx.Err() != context.Canceled {
				// A bot that sent something, just not a whole reply
				// (garbage instead of four lines, no "end"), is told
				// what it sent.
				f.Reason += fmt.Sprintf(" (an incomplete reply, %d line(s): %q)", n, clipQuote(reply, 64))
			}
			return ai.Reply{Raw: reply}, f
		}
	}
}

// write sends b under ctx's deadline; a bot that stops reading stdin cannot
// block us once the pipe is full.
func (a *Agent) write(ctx context.Context, b []byte, start time.Time) *ai.Fault {
	if dl, ok := ctx.Deadline(); ok {
		_ = a.stdin.SetWriteDeadline(dl)
	} else {
		_ = a.stdin.SetWriteDeadline(time.Time{})
	}
	if _, err := a.stdin.Write(b); err != nil {
		if errors.Is(err, os.ErrDeadlineExceeded) {
			return a.timeout(ctx, start)
		}
		return a.crashed(ctx, "closed stdin")
	}
	return nil
}

func (a *Agent) timeout(ctx context.Context, start time.Time) *ai.Fault {
	limit := time.Since(start)
	if dl, ok := ctx.Deadline(); ok {
		limit = dl.Sub(start)
	}
	reason := fmt.Sprintf("no reply within %v", limit.Round(time.Millisecond))
	if ctx.Err() == context.Canceled {
		reason = "match cancelled"
	}
	return &ai.Fault{Status: sim.Timeout, Reason: reason}
}

// exitWait is how long a bot whose stdout closed gets to exit before we call
// it "closed stdout" rather than quoting its exit status.
const exitWait = 200 * time.Millisecond

// crashed records that the process is gone (or unusable) and kills what is
// left of it. The reason is its exit status when it exits soon enough.
func (a *Agent) crashed(ctx context.Context, fallback string) *ai.Fault {
	reason := fallback
	select {
	case <-a.exited:
		reason = a.exitReason()
	case <-time.After(exitWait):
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
		killGroup(a.cmd.Process)
	}
}

// Close kills the process group and releases the pipes. It is idempotent and
// returns within a couple of seconds whatever the bot does.
func (a *Agent) Close() error {
	a.closeOnce.Do(func() {
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
