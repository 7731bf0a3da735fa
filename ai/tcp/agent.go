package tcp

import (
	"bufio"
	"context"
	"encoding/binary"
	"encoding/xml"
	"fmt"
	"net"
	"os"
	"os/exec"
	"strings"
	"sync"
	"time"

	"arena/ai"
	"arena/sim"
)

// Options configure one TCP seat.
type Options struct {
	// Name is the team name the seat waits for; "" takes the first client
	// that joins under a name no other seat waits for.
	Name string
	// Command, when set, is started (in its own process group) and expected
	// to connect back by itself, like "java -jar client.jar".
	Command []string
	// Wait bounds how long Ask waits for a reply in lockstep runs (the
	// original server never waits; silence is not a fault). 0 = 100 ms.
	Wait time.Duration
	// ReadyWait is how long Start waits for <ready> after <setup>
	// (reference §3.2: 2 s).
	ReadyWait time.Duration
	// RealTime makes Ask never wait: it sends the turn's messages and
	// returns whatever the client sent since the last call, like the
	// original server, whose game never waits for a bot. The app's runner
	// ticking at wall-clock speed then plays exactly as the original did;
	// headless runs leave it off (lockstep).
	RealTime bool
}

// Agent is one TCP seat. It implements ai.Async: Push and Take for real
// time (the server never waits), Ask for lockstep runs.
type Agent struct {
	srv  *Server
	opt  Options
	name string // the joined team name (for rejoins)

	mu      sync.Mutex
	conn    net.Conn
	joined  chan struct{}
	once    sync.Once
	out     chan []byte
	inbox   []byte // received frames since the last Ask/Take, each re-framed
	notify  chan struct{}
	logbuf  []byte
	hello   []byte
	guid    string // my-guid from the setup, to tell which messages are about this seat
	closed  bool
	proc    *os.Process
	Team    string // from <join>
	School  string
	Lang    string
	avatar  []byte // PNG from <join>, nil when none
	started bool
}

var _ ai.Async = (*Agent)(nil)

// New makes a seat on srv. Nothing happens until Start.
func New(srv *Server, opt Options) *Agent {
	if opt.Wait <= 0 {
		opt.Wait = 100 * time.Millisecond
	}
	if opt.ReadyWait <= 0 {
		opt.ReadyWait = 2 * time.Second
	}
	return &Agent{srv: srv, opt: opt, name: opt.Name, joined: make(chan struct{}), notify: make(chan struct{}, 1)}
}

// NewTransport returns the constructor sim/match registers for "tcp:"
// specs: "tcp:" waits for any client, "tcp:NAME" or "tcp:@NAME" for the
// team NAME, and "tcp:COMMAND LINE" (anything with a space or a slash)
// starts the command and waits for it to connect. All seats share the
// Server on addr ("" = 127.0.0.1:1707).
func NewTransport(addr string) func(g sim.Game, arg string, seed uint64) (ai.Agent, error) {
	return newTransport(addr, false)
}

// NewLaunchTransport returns a constructor for specs whose argument is
// always a command line that connects back by itself — what "proc:COMMAND"
// means for Windwardopolis, whose 2014 clients speak TCP, not stdin. The
// seat takes whichever client joins first under a name no other seat
// waits for.
func NewLaunchTransport(addr string, realTime bool) func(g sim.Game, arg string, seed uint64) (ai.Agent, error) {
	return func(g sim.Game, arg string, seed uint64) (ai.Agent, error) {
		words, err := ai.SplitCommand(arg)
		if err != nil {
			return nil, err
		}
		srv, err := Shared(addr)
		if err != nil {
			return nil, err
		}
		return New(srv, Options{Command: words, RealTime: realTime}), nil
	}
}

// NewRealTimeTransport is NewTransport with Options.RealTime set, for the
// desktop app's live games.
func NewRealTimeTransport(addr string) func(g sim.Game, arg string, seed uint64) (ai.Agent, error) {
	return newTransport(addr, true)
}

func newTransport(addr string, realTime bool) func(g sim.Game, arg string, seed uint64) (ai.Agent, error) {
	return func(g sim.Game, arg string, seed uint64) (ai.Agent, error) {
		srv, err := Shared(addr)
		if err != nil {
			return nil, err
		}
		opt := ParseArg(arg)
		opt.RealTime = realTime
		return New(srv, opt), nil
	}
}

// ParseArg turns the text after "tcp:" into Options.
func ParseArg(arg string) Options {
	arg = strings.TrimSpace(arg)
	if name, ok := strings.CutPrefix(arg, "@"); ok {
		return Options{Name: name}
	}
	if arg != "" && !strings.ContainsAny(arg, " /\\") {
		return Options{Name: arg}
	}
	if arg == "" {
		return Options{}
	}
	words, err := ai.SplitCommand(arg)
	if err != nil {
		return Options{Command: []string{arg}}
	}
	return Options{Command: words}
}

func (a *Agent) logf(format string, x ...any) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.logbuf = append(a.logbuf, fmt.Sprintf(format+"\n", x...)...)
	if n := len(a.logbuf); n > 64<<10 {
		a.logbuf = a.logbuf[n-(64<<10):]
	}
}

// Start launches the command if any, waits for the client to join, sends
// hello (already framed by the codec) and waits briefly for <ready>.
func (a *Agent) Start(ctx context.Context, hello []byte) error {
	a.mu.Lock()
	a.hello = hello
	a.guid = myGUID(hello)
	a.started = true
	a.mu.Unlock()
	a.srv.wait(a)
	if len(a.opt.Command) > 0 {
		cmd := exec.Command(a.opt.Command[0], a.opt.Command[1:]...)
		setGroup(cmd)
		cmd.Stdout, cmd.Stderr = nil, nil
		if err := cmd.Start(); err != nil {
			return &ai.Fault{Status: sim.Crashed, Reason: fmt.Sprintf("cannot start %q: %v", a.opt.Command[0], err)}
		}
		a.mu.Lock()
		a.proc = cmd.Process
		a.mu.Unlock()
		go cmd.Wait()
	}
	select {
	case <-a.joined:
	case <-ctx.Done():
		who := "any team"
		if a.opt.Name != "" {
			who = fmt.Sprintf("team %q", a.opt.Name)
		}
		return &ai.Fault{Status: sim.Timeout, Reason: fmt.Sprintf("no client joined as %s on %s", who, a.srv.Addr())}
	}
	// Reference §3.2: the server waits for every <ready> or 2 s.
	timer := time.NewTimer(a.opt.ReadyWait)
	defer timer.Stop()
	for {
		a.mu.Lock()
		got := strings.Contains(string(a.inbox), "<ready")
		a.mu.Unlock()
		if got {
			return nil
		}
		select {
		case <-a.notify:
		case <-timer.C:
			return nil
		case <-ctx.Done():
			return nil
		}
	}
}

// attach gives the agent a joined connection (first join or a rejoin).
func (a *Agent) attach(conn net.Conn, r *bufio.Reader, j joinMsg) {
	a.srv.unwait(a)
	out := make(chan []byte, 256)
	a.mu.Lock()
	if a.closed {
		a.mu.Unlock()
		conn.Close()
		return
	}
	a.conn, a.out = conn, out
	a.name, a.Team, a.School, a.Lang = j.Name, j.Name, j.School, j.Language
	a.avatar = j.client().Avatar
	hello := a.hello
	a.mu.Unlock()
	a.once.Do(func() { close(a.joined) })
	a.logf("client %q joined from %v", j.Name, conn.RemoteAddr())
	go a.writer(conn, out)
	if hello != nil {
		// A rejoin gets the setup again (reference §3.2).
		a.send(hello)
	}
	go a.reader(conn, r)
}

func (a *Agent) writer(conn net.Conn, out chan []byte) {
	for b := range out {
		conn.SetWriteDeadline(time.Now().Add(2 * time.Second))
		if _, err := conn.Write(b); err != nil {
			a.logf("write failed: %v", err)
			conn.Close()
			for range out {
			}
			return
		}
	}
}

func (a *Agent) reader(conn net.Conn, r *bufio.Reader) {
	for {
		msg, err := readFrame(r)
		if err != nil {
			a.logf("connection lost: %v", err)
			conn.Close()
			a.mu.Lock()
			if a.conn == conn {
				a.conn = nil
				close(a.out)
				a.out = nil
			}
			closed := a.closed
			a.mu.Unlock()
			if !closed {
				a.srv.wait(a) // the client may rejoin under the same name
			}
			return
		}
		var probe struct{ XMLName xml.Name }
		if xml.Unmarshal(msg, &probe) == nil && probe.XMLName.Local == "join" {
			continue
		}
		a.mu.Lock()
		a.inbox = append(a.inbox, frame(msg)...)
		a.mu.Unlock()
		select {
		case a.notify <- struct{}{}:
		default:
		}
	}
}

// send queues already-framed bytes without blocking.
func (a *Agent) send(b []byte) error {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.out == nil {
		return nil // not connected: the car drives on (reference §3.5)
	}
	select {
	case a.out <- b:
		return nil
	default:
		a.logbuf = append(a.logbuf, "client is not reading; message dropped\n"...)
		return nil
	}
}

// Push sends msg (framed by the codec) without blocking.
func (a *Agent) Push(tick int, msg []byte) error {
	if len(msg) == 0 {
		return nil
	}
	return a.send(msg)
}

// Take returns what the client sent since the last call, as one reply of
// concatenated frames (nil when nothing came).
func (a *Agent) Take(tick int) []ai.Reply {
	a.mu.Lock()
	defer a.mu.Unlock()
	if len(a.inbox) == 0 && len(a.logbuf) == 0 {
		return nil
	}
	r := ai.Reply{Raw: a.inbox, Stderr: a.logbuf}
	a.inbox, a.logbuf = nil, nil
	return []ai.Reply{r}
}

// Ask sends the turn's frames and, when one of them is a status about this
// seat other than the periodic UPDATE (NO_PATH or a bus-stop outcome: the
// messages clients answer with a new path), waits up to Options.Wait (or
// the deadline) for the client's orders; otherwise it returns at once with
// whatever the client sent meanwhile. Silence is not a fault: the car keeps
// its path (architecture §7).
func (a *Agent) Ask(ctx context.Context, t ai.Turn) (ai.Reply, error) {
	start := time.Now()
	a.Push(t.Tick, t.Wire)
	wait := a.opt.Wait
	a.mu.Lock()
	guid := a.guid
	a.mu.Unlock()
	if a.opt.RealTime || !needsAnswer(t.Wire, guid) {
		wait = 0
	}
	timer := time.NewTimer(wait)
	defer timer.Stop()
	for {
		a.mu.Lock()
		if len(a.inbox) > 0 {
			r := ai.Reply{Raw: a.inbox, Stderr: a.logbuf, Elapsed: time.Since(start)}
			a.inbox, a.logbuf = nil, nil
			a.mu.Unlock()
			return r, nil
		}
		a.mu.Unlock()
		select {
		case <-a.notify:
		case <-timer.C:
			return a.silent(start), nil
		case <-ctx.Done():
			return a.silent(start), nil
		}
	}
}

// needsAnswer reports whether the frames hold a status about guid that a
// client answers (anything but the periodic UPDATE).
func needsAnswer(wire []byte, guid string) bool {
	for len(wire) >= 4 {
		n := int(binary.LittleEndian.Uint32(wire))
		if n < 0 || n > len(wire)-4 {
			return false
		}
		doc := string(wire[4 : 4+n])
		wire = wire[4+n:]
		head, _, _ := strings.Cut(doc, ">")
		if strings.HasPrefix(head, "<status") && (guid == "" || strings.Contains(head, `player-guid="`+guid+`"`)) &&
			!strings.Contains(head, `status="UPDATE"`) {
			return true
		}
	}
	return false
}

// myGUID finds my-guid="..." in the setup message.
func myGUID(hello []byte) string {
	s := string(hello)
	i := strings.Index(s, "my-guid=\"")
	if i < 0 {
		return ""
	}
	s = s[i+len("my-guid=\""):]
	if j := strings.IndexByte(s, '"'); j >= 0 {
		return s[:j]
	}
	return ""
}

func (a *Agent) silent(start time.Time) ai.Reply {
	a.mu.Lock()
	defer a.mu.Unlock()
	r := ai.Reply{Stderr: a.logbuf, Elapsed: time.Since(start)}
	a.logbuf = nil
	return r
}

// Avatar is the picture the client sent with its <join> (PNG bytes), nil
// when none or before a client joined.
func (a *Agent) Avatar() []byte {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.avatar
}

// Close sends <exit/>, closes the connection and kills a launched client.
// It is idempotent.
func (a *Agent) Close() error {
	a.mu.Lock()
	if a.closed {
		a.mu.Unlock()
		return nil
	}
	a.closed = true
	conn, proc := a.conn, a.proc
	a.mu.Unlock()
	a.srv.unwait(a)
	if conn != nil {
		conn.SetWriteDeadline(time.Now().Add(200 * time.Millisecond))
		conn.Write(frame([]byte("<exit/>")))
		conn.Close()
	}
	if proc != nil {
		killGroup(proc)
	}
	return nil
}
