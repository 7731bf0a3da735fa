package tcp

import (
	"bufio"
	"bytes"
	"context"
	"encoding/binary"
	"encoding/xml"
	"fmt"
	"net"
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
	// Wait, when set, is how long Ask waits in lockstep for the answer to
	// a status; 0 = the turn's limit (ai.Turn.Limit: the game's per-reply
	// limit, for Windwardopolis the time the original's pace leaves before
	// the next periodic status), at most MaxAnswerWait. Silence is not a
	// fault.
	Wait time.Duration
	// ReadyWait is how long Ask waits for <ready> after a <setup>, in
	// lockstep and in real time alike (reference §3.2: the original waits
	// for every <ready> or 2 s before the game runs). 0 = 2 s.
	ReadyWait time.Duration
	// RealTime makes Ask never wait on a status: it sends the turn's
	// messages and returns whatever the client sent since the last call,
	// like the original server, whose game never waits for a bot. A runner
	// ticking at wall-clock speed (the window, arenactl --pace TPS) then
	// plays as the original did; lockstep runs leave it off.
	RealTime bool
	// ExitGrace is how long a launched client may take to exit by itself
	// after <exit/> before it is killed. 0 = 1 s.
	ExitGrace time.Duration
}

// Agent is one TCP seat. It implements ai.Async: Push and Take for real
// time (the server never waits), Ask for lockstep runs.
type Agent struct {
	srv  *Server
	opt  Options
	name string // the joined team name (for rejoins)

	mu     sync.Mutex
	conn   net.Conn
	joined chan struct{}
	once   sync.Once
	out    chan []byte
	inbox  []byte // received frames since the last Ask/Take, each re-framed
	notify chan struct{}
	logbuf []byte
	guid   string // my-guid from the setup, to tell which messages are about this seat
	closed bool
	proc   *process // the launched client, nil when none
	Team   string   // from <join>
	School string
	Lang   string
	avatar []byte // PNG from <join>, nil when none
	// quiet holds the kinds of message (kindUpdate, ...) the client let
	// a wait run out on and has not answered since: they are not waited
	// for. last is the kinds of the newest messages sent, which whatever
	// the client sends next answers.
	quiet, last kinds
	// known holds the kinds the client has answered at least once.
	known kinds
	// lateUntil: in lockstep, a client whose <ready> or answer to a
	// status about its own car is overdue is busy, not silent (a JVM
	// reading its first map, on a loaded host, takes seconds): until it
	// sends something, or until this time, the game it plays in runs at
	// the original's pace (OriginalTPS) instead of the host's, so a slow
	// start costs it what it cost in 2014 and no more. lateAt is when the
	// seat last let a tick pass meanwhile.
	lateUntil, lateAt time.Time
	// sentAt is when the seat's last messages went out, sentTick their
	// tick (lockstep spacing, see spaceMessages).
	sentAt   time.Time
	sentTick int
	waits    int  // how many times Ask waited for the client
	crashed  bool // the launched client's exit was reported
}

// OriginalTPS is the original server's pace, ticks per wall second
// (reference §1.1), at which a lockstep game runs while a client is late.
const OriginalTPS = 96

// LateFor bounds how long a late client slows its game to the original's
// pace: past it, the client is taken for silent.
const LateFor = 10 * time.Second

// StartLateFor is LateFor for a client that has not answered its <setup>
// yet: a JVM that reads its first map on a loaded host may take many
// seconds, during which the original ran on at its pace.
const StartLateFor = time.Minute

// kinds is a set of the kinds of message a client may answer.
type kinds uint8

const (
	kindSetup  kinds = 1 << iota // <setup>: answered by <ready>
	kindUpdate                   // the periodic <status> UPDATE about the seat
	kindMine                     // any other <status> about the seat: a bus stop's outcome, NO_PATH
	kindOthers                   // a <status> about another car (its bus stop)
	kindCard                     // a <powerup-status>
)

var _ ai.Async = (*Agent)(nil)

// New makes a seat on srv. Nothing happens until Start.
func New(srv *Server, opt Options) *Agent {
	if opt.ReadyWait <= 0 {
		opt.ReadyWait = 2 * time.Second
	}
	if opt.ExitGrace <= 0 {
		opt.ExitGrace = time.Second
	}
	return &Agent{srv: srv, opt: opt, name: opt.Name, joined: make(chan struct{}), notify: make(chan struct{}, 1)}
}

// NewTransport returns the constructor ai/match registers for "tcp:"
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
	a.logLocked(fmt.Sprintf(format+"\n", x...))
}

func (a *Agent) logLocked(text string) {
	a.logbuf = append(a.logbuf, text...)
	if n := len(a.logbuf); n > 64<<10 {
		a.logbuf = a.logbuf[n-(64<<10):]
	}
}

func (a *Agent) wake() {
	select {
	case a.notify <- struct{}{}:
	default:
	}
}

// Start launches the command if any and waits for the client to join. It
// does not send hello: the client's <join> goes to the game like its other
// messages (the first Take or Ask returns it), and the game answers with a
// <setup> built from its state, naming every joined team with the school
// and language it sent (reference §3.2). A launched client that exits
// before joining is CRASHED at once, with its exit status.
func (a *Agent) Start(ctx context.Context, hello []byte) error {
	a.mu.Lock()
	a.guid = myGUID(hello)
	a.mu.Unlock()
	a.srv.wait(a)
	var exited <-chan struct{}
	if len(a.opt.Command) > 0 {
		p, err := launch(a.opt.Command, a.logf)
		if err != nil {
			return &ai.Fault{Status: sim.Crashed, Reason: err.Error()}
		}
		a.mu.Lock()
		a.proc = p
		closed := a.closed
		a.mu.Unlock()
		if closed {
			p.kill()
		}
		exited = p.exited
	}
	select {
	case <-a.joined:
		return nil
	case <-exited:
		a.mu.Lock()
		a.crashed = true
		a.mu.Unlock()
		return &ai.Fault{Status: sim.Crashed, Reason: a.proc.status("before joining")}
	case <-ctx.Done():
		who := "any team"
		if a.opt.Name != "" {
			who = fmt.Sprintf("team %q", a.opt.Name)
		}
		reason := fmt.Sprintf("no client joined as %s on %s", who, a.srv.Addr())
		if notes, _ := a.srv.Notes(0); len(notes) > 0 {
			reason += fmt.Sprintf(" (%d connection problems before <join>, last: %s)", len(notes), notes[len(notes)-1])
		}
		return &ai.Fault{Status: sim.Timeout, Reason: reason}
	}
}

// live reports whether the agent holds a connection from team name.
func (a *Agent) live(name string) bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.conn != nil && a.name == name
}

// attach gives the agent a joined connection (first join or a rejoin) and
// queues the client's <join> for the game, which sends it a setup of the
// current state (reference §3.2: a rejoin gets the game under way).
func (a *Agent) attach(conn net.Conn, r *bufio.Reader, j joinMsg, cl Client) {
	out := make(chan []byte, 256)
	a.mu.Lock()
	if a.closed {
		a.mu.Unlock()
		conn.Close()
		return
	}
	a.conn, a.out = conn, out
	a.name, a.Team, a.School, a.Lang = j.Name, j.Name, j.School, j.Language
	if cl.Avatar != nil {
		a.avatar = cl.Avatar
	}
	a.quiet = 0 // a new connection: every kind is waited for again
	var doc bytes.Buffer
	doc.WriteString("<join")
	for _, kv := range [][2]string{{"name", j.Name}, {"school", j.School}, {"language", j.Language}} {
		doc.WriteString(" " + kv[0] + `="`)
		xml.EscapeText(&doc, []byte(kv[1]))
		doc.WriteString(`"`)
	}
	doc.WriteString("/>")
	a.inbox = append(a.inbox, frame(doc.Bytes())...)
	a.logLocked(fmt.Sprintf("client %q (%s, %s) joined from %v\n", j.Name, j.School, j.Language, conn.RemoteAddr()))
	a.mu.Unlock()
	a.once.Do(func() { close(a.joined) })
	a.wake()
	go a.writer(conn, out)
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
			conn.Close()
			a.mu.Lock()
			if a.conn == conn {
				a.conn = nil
				close(a.out)
				a.out = nil
			}
			closed := a.closed
			a.mu.Unlock()
			// Logged once the seat is marked gone, so whoever reads the
			// log sees the state it describes (an Ask then never waits).
			a.logf("connection lost: %v", err)
			a.wake() // a waiting Ask returns at once
			if !closed {
				a.srv.wait(a) // the client may rejoin under the same name
			}
			return
		}
		var probe struct{ XMLName xml.Name }
		if xml.Unmarshal(msg, &probe) == nil && probe.XMLName.Local == "join" {
			// The original ignored a second <join> on a connection.
			continue
		}
		a.mu.Lock()
		a.inbox = append(a.inbox, frame(msg)...)
		a.known |= a.last // it answers what it was sent last
		a.quiet &^= a.last
		a.lateUntil = time.Time{}
		a.mu.Unlock()
		a.wake()
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
		a.logLocked("client is not reading; message dropped\n")
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
	a.paceLate()
	a.mu.Lock()
	defer a.mu.Unlock()
	if len(a.inbox) == 0 && len(a.logbuf) == 0 {
		return nil
	}
	r := ai.Reply{Raw: a.inbox, Stderr: a.logbuf}
	a.inbox, a.logbuf = nil, nil
	return []ai.Reply{r}
}

// MaxAnswerWait caps the lockstep wait for one answer to a status, even
// under --no-timeout (whose limit is a day): a client that leaves some
// kind of status unanswered costs that once, then that kind is not
// waited for until it answers one.
const MaxAnswerWait = 2 * time.Second

// SelfTimed tells the runner that Ask keeps its own deadlines (the ready
// wait, the answer wait), so the runner's context only carries
// cancellation: the turn's limit must not cut the 2-s ready wait.
func (a *Agent) SelfTimed() bool { return true }

// MaxWait is the longest one Ask may wait, for the runner's guard.
func (a *Agent) MaxWait() time.Duration { return max(a.opt.ReadyWait, a.opt.Wait, MaxAnswerWait) }

// answerWait is how long a lockstep Ask waits for the answer to a status.
func (a *Agent) answerWait(t ai.Turn) time.Duration {
	switch {
	case a.opt.Wait > 0:
		return a.opt.Wait
	case t.Limit > 0:
		return min(t.Limit, MaxAnswerWait)
	}
	return time.Second
}

// Ask sends the turn's frames and returns what the client sent meanwhile.
// After a <setup> it first waits for the <ready> (up to
// Options.ReadyWait, reference §3.2), in real time as in lockstep. In
// lockstep (not Options.RealTime) it also waits for the client's answer
// to every other message it sends, a <status> (the periodic UPDATE, a bus
// stop's outcome, NO_PATH, another car's bus stop) or a <powerup-status>,
// up to the answer wait (answerWait): the game stands still meanwhile, so
// orders computed from a status apply on the next tick, whatever the
// host's speed. A kind of message the client let a wait run out on is not
// waited for again until the client sends something after one of that
// kind (the 2014 samples answer statuses about their own car only, and
// the periodic UPDATE only when they play a card). A client whose
// <ready>, or answer to a status about its own car (a kind it has
// answered before), is overdue is busy rather than silent: the game runs
// on at the original's pace until it answers (up to LateFor), as the
// original's did, instead of the host's (see paceLate). It never waits on a
// seat with no live client (never joined, or disconnected): a silent,
// dropped or absent client costs no time (silence is not a fault; the car
// keeps its path, reference §3.5). A launched client whose process has
// exited is CRASHED, with its exit status.
func (a *Agent) Ask(ctx context.Context, t ai.Turn) (ai.Reply, error) {
	a.paceLate()
	a.spaceMessages(t)
	start := time.Now()
	a.Push(t.Tick, t.Wire)
	a.mu.Lock()
	if f := a.crashLocked(); f != nil {
		r := ai.Reply{Stderr: a.logbuf, Elapsed: time.Since(start)}
		a.logbuf = nil
		a.mu.Unlock()
		return r, f
	}
	sent := kindsOf(t.Wire, a.guid)
	if sent != 0 {
		a.last = sent
	}
	wait := time.Duration(0)
	if a.conn != nil && len(a.inbox) == 0 {
		switch {
		case sent&kindSetup != 0:
			wait = a.opt.ReadyWait
		case !a.opt.RealTime && sent&^a.quiet != 0:
			wait = a.answerWait(t)
		}
	}
	if wait > 0 {
		a.waits++
	}
	var exited <-chan struct{}
	if a.proc != nil {
		exited = a.proc.exited
	}
	a.mu.Unlock()
	timer := time.NewTimer(wait)
	defer timer.Stop()
	for {
		a.mu.Lock()
		// A dropped connection ends the wait, except for a launched
		// client: its exit, which may follow, is reported as CRASHED.
		if len(a.inbox) > 0 || wait == 0 || (a.conn == nil && a.proc == nil) {
			r := ai.Reply{Raw: a.inbox, Stderr: a.logbuf, Elapsed: time.Since(start)}
			a.inbox, a.logbuf = nil, nil
			a.mu.Unlock()
			return r, nil
		}
		a.mu.Unlock()
		select {
		case <-a.notify:
		case <-exited:
			a.mu.Lock()
			f := a.crashLocked()
			r := ai.Reply{Stderr: a.logbuf, Elapsed: time.Since(start)}
			a.logbuf = nil
			a.mu.Unlock()
			return r, f
		case <-timer.C:
			a.mu.Lock()
			if busy := sent & (kindSetup | a.known&kindMine); busy != 0 {
				// It starts, or it answers these: it is busy, and the
				// game goes on at the original's pace until it answers
				// (a start, however slow, up to StartLateFor).
				late := LateFor
				if busy&kindSetup != 0 {
					late = StartLateFor
				}
				a.lateUntil, a.lateAt = time.Now().Add(late), time.Now()
			}
			a.quiet |= sent &^ (kindSetup | a.known&kindMine)
			a.mu.Unlock()
			wait = 0
		case <-ctx.Done():
			wait = 0
		}
	}
}

// spaceMessages, in lockstep, sends the messages of a later tick no
// sooner than one of the original's ticks (1/OriginalTPS) after the last
// ones: the 2014 frameworks handle one message at a time and drop any
// that arrives meanwhile ("bad news - we're throwing this message
// away"), and the original never sent messages of two ticks closer
// together than that. Without it, a status that follows the one a client
// just answered by a few ticks arrives microseconds later, while the
// client is still finishing the first, and is lost.
func (a *Agent) spaceMessages(t ai.Turn) {
	if a.opt.RealTime || len(t.Wire) == 0 {
		return
	}
	a.mu.Lock()
	if a.conn == nil {
		a.mu.Unlock()
		return
	}
	var d time.Duration
	if !a.sentAt.IsZero() && t.Tick != a.sentTick {
		d = time.Second/OriginalTPS - time.Since(a.sentAt)
	}
	a.mu.Unlock()
	if d > 0 {
		time.Sleep(d)
	}
	a.mu.Lock()
	a.sentAt, a.sentTick = time.Now(), t.Tick
	a.mu.Unlock()
}

// Late reports whether the seat slows its game to the original's pace
// because the client's answer is overdue (see Agent.lateUntil).
func (a *Agent) Late() bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	return !a.lateUntil.IsZero() && time.Now().Before(a.lateUntil)
}

// paceLate lets a tick pass no sooner than 1/OriginalTPS after the last
// one while the client is late (lockstep only: a real-time runner keeps
// its own pace). Every tick calls Take or Ask on the runner's goroutine,
// so this paces the game; several late seats of one game sleep in turn
// within the same interval, not one interval each.
func (a *Agent) paceLate() {
	a.mu.Lock()
	if a.opt.RealTime || a.lateUntil.IsZero() {
		a.mu.Unlock()
		return
	}
	now := time.Now()
	if !now.Before(a.lateUntil) {
		a.lateUntil = time.Time{}
		a.mu.Unlock()
		return
	}
	d := a.lateAt.Add(time.Second / OriginalTPS).Sub(now)
	a.mu.Unlock()
	if d > 0 && d <= time.Second/OriginalTPS {
		time.Sleep(d)
	}
	a.mu.Lock()
	a.lateAt = time.Now()
	a.mu.Unlock()
}

// crashLocked returns the fault of a launched client that has exited,
// once; nil otherwise.
func (a *Agent) crashLocked() *ai.Fault {
	if a.proc == nil || a.crashed {
		return nil
	}
	select {
	case <-a.proc.exited:
	default:
		return nil
	}
	a.crashed = true
	return &ai.Fault{Status: sim.Crashed, Reason: a.proc.status("during the match")}
}

// Waits is how many times Ask has waited for the client's answer, so tests
// can tell that a seat cost no waiting without timing anything.
func (a *Agent) Waits() int {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.waits
}

// kindsOf returns the kinds of the messages in the frames, for the seat
// whose guid is given ("" = every status is about the seat).
func kindsOf(wire []byte, guid string) kinds {
	var k kinds
	for len(wire) >= 4 {
		n := int(binary.LittleEndian.Uint32(wire))
		if n < 0 || n > len(wire)-4 {
			break
		}
		doc := wire[4 : 4+n]
		wire = wire[4+n:]
		head, _, _ := bytes.Cut(doc, []byte(">"))
		switch {
		case bytes.HasPrefix(head, []byte("<setup")):
			k |= kindSetup
		case bytes.HasPrefix(head, []byte("<powerup-status")):
			k |= kindCard
		case !bytes.HasPrefix(head, []byte("<status")):
		case guid != "" && !bytes.Contains(head, []byte(`player-guid="`+guid+`"`)):
			k |= kindOthers
		case bytes.Contains(head, []byte(`status="UPDATE"`)):
			k |= kindUpdate
		default:
			k |= kindMine
		}
	}
	return k
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

// Avatar is the picture the client sent with its <join> (PNG bytes), nil
// when none or before a client joined.
func (a *Agent) Avatar() []byte {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.avatar
}

// Close sends <exit/>, closes the connection and stops a launched client:
// it gets a short grace (Options.ExitGrace) to exit by itself after <exit/>, then
// everything it started is killed (process.kill). It is idempotent.
func (a *Agent) Close() error {
	a.mu.Lock()
	if a.closed {
		a.mu.Unlock()
		return nil
	}
	a.closed = true
	conn, p := a.conn, a.proc
	a.mu.Unlock()
	a.srv.forget(a)
	if conn != nil {
		conn.SetWriteDeadline(time.Now().Add(200 * time.Millisecond))
		conn.Write(frame([]byte("<exit/>")))
		// End of stream after <exit/>: a client that reads until the
		// connection closes exits now too.
		if tc, ok := conn.(*net.TCPConn); ok {
			tc.CloseWrite()
		}
	}
	if p != nil && conn != nil {
		t := time.NewTimer(a.opt.ExitGrace)
		select {
		case <-p.exited:
		case <-t.C:
		}
		t.Stop()
	}
	if conn != nil {
		conn.Close()
	}
	if p != nil {
		p.kill()
	}
	return nil
}
