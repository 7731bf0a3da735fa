package tcp

import (
	"bufio"
	"bytes"
	"encoding/base64"
	"encoding/binary"
	"encoding/xml"
	"errors"
	"fmt"
	"image"
	_ "image/gif" // avatars
	_ "image/jpeg"
	"image/png"
	"io"
	"net"
	"slices"
	"strings"
	"sync"
	"time"

	_ "golang.org/x/image/bmp" // the Java sample's avatar is a BMP
)

// DefaultAddr is the original server's port on loopback (reference §3.1).
const DefaultAddr = "127.0.0.1:1707"

// Limits on what a client may do before it has joined.
const (
	MaxMessage  = 1 << 20          // bytes in one message
	JoinTimeout = 10 * time.Second // a client that connects and says nothing is dropped
	// MaxPending bounds the connections that have not sent <join> yet.
	// When one more arrives, the oldest of them is dropped: a flood of
	// connections that say nothing never turns a real client away, since a
	// real client joins as soon as it has connected.
	MaxPending = 64
	// maxNotes bounds the connection problems kept for Notes.
	maxNotes = 256
)

// Server accepts clients on one loopback address and hands each to the agent
// waiting for its team name (or to any agent waiting for anybody). Several
// matches' agents may share one Server; Close stops it.
type Server struct {
	ln       net.Listener
	mu       sync.Mutex
	waiting  []*Agent        // agents without a connection, in creation order
	agents   map[*Agent]bool // agents not closed, told of connection problems
	lobby    []*joined       // clients that joined before any seat wanted them
	pending  []*pendingConn  // connections that have not sent <join>, oldest first
	closed   bool
	keep     time.Duration // how long a joined client may wait for a seat; 0 = LobbyWait
	notes    []string      // connection problems, oldest first (at most maxNotes)
	noted    int           // notes ever made, so readers can ask for the new ones
	joinWait time.Duration // see SetJoinWait
	log      func(string)  // see SetLog
}

// pendingConn is a connection that has not sent <join> yet.
type pendingConn struct {
	conn net.Conn
	at   time.Time
}

var (
	sharedMu sync.Mutex
	shared   = map[string]*Server{}
)

// Shared returns the process-wide Server for addr ("" = DefaultAddr),
// listening on first use.
func Shared(addr string) (*Server, error) {
	if addr == "" {
		addr = DefaultAddr
	}
	sharedMu.Lock()
	defer sharedMu.Unlock()
	if s := shared[addr]; s != nil {
		return s, nil
	}
	s, err := Listen(addr)
	if err != nil {
		return nil, err
	}
	shared[addr] = s
	return s, nil
}

// Existing returns the process-wide Server for addr if Shared has opened
// it, else nil (it never starts listening).
func Existing(addr string) *Server {
	if addr == "" {
		addr = DefaultAddr
	}
	sharedMu.Lock()
	defer sharedMu.Unlock()
	return shared[addr]
}

// Listen opens a Server on addr, which must be a loopback address.
func Listen(addr string) (*Server, error) {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return nil, fmt.Errorf("tcp: listen address %q: %v", addr, err)
	}
	if ip := net.ParseIP(host); host != "localhost" && (ip == nil || !ip.IsLoopback()) {
		return nil, fmt.Errorf("tcp: %q is not a loopback address; bots connect over loopback only", addr)
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("tcp: %v", err)
	}
	s := &Server{ln: ln, agents: map[*Agent]bool{}}
	go s.accept()
	return s, nil
}

// Addr is the address the server listens on.
func (s *Server) Addr() string { return s.ln.Addr().String() }

// Close stops accepting clients (agents keep their connections) and drops
// the connections that have not joined a seat.
func (s *Server) Close() error {
	s.mu.Lock()
	s.closed = true
	for _, p := range s.pending {
		p.conn.Close()
	}
	for _, l := range s.lobby {
		l.conn.Close()
	}
	s.pending, s.lobby = nil, nil
	s.mu.Unlock()
	return s.ln.Close()
}

// note records a connection problem: for Notes, for Log, and in the log of
// every seat on this server (the replay's logs and the window's log pane),
// so that what happened before a client joined is never silent.
func (s *Server) note(format string, a ...any) {
	text := fmt.Sprintf(format, a...)
	s.mu.Lock()
	s.notes = append(s.notes, text)
	if len(s.notes) > maxNotes {
		s.notes = slices.Delete(s.notes, 0, len(s.notes)-maxNotes)
	}
	s.noted++
	agents := make([]*Agent, 0, len(s.agents))
	for a := range s.agents {
		agents = append(agents, a)
	}
	log := s.log
	s.mu.Unlock()
	for _, a := range agents {
		a.logf("server %s: %s", s.Addr(), text)
	}
	if log != nil {
		log(text)
	}
}

// SetJoinWait sets how long a connection may stay silent before <join>
// (0 = JoinTimeout), for connections accepted from now on.
func (s *Server) SetJoinWait(d time.Duration) {
	s.mu.Lock()
	s.joinWait = d
	s.mu.Unlock()
}

// SetLog has every connection problem also passed to f (nil: none).
func (s *Server) SetLog(f func(string)) {
	s.mu.Lock()
	s.log = f
	s.mu.Unlock()
}

// Notes returns the connection problems recorded after the first `after`
// ones (at most the last maxNotes are kept) and the count to pass next
// time: what the window's messages pane and arenactl's results show.
func (s *Server) Notes(after int) ([]string, int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	first := s.noted - len(s.notes) // index of s.notes[0]
	k := max(after-first, 0)
	if k > len(s.notes) {
		k = len(s.notes)
	}
	return slices.Clone(s.notes[k:]), s.noted
}

func (s *Server) accept() {
	for {
		conn, err := s.ln.Accept()
		if err != nil {
			if errors.Is(err, net.ErrClosed) {
				return
			}
			// Out of descriptors or the like: try again shortly rather
			// than spin.
			time.Sleep(10 * time.Millisecond)
			continue
		}
		p := &pendingConn{conn: conn, at: time.Now()}
		s.mu.Lock()
		if s.closed {
			s.mu.Unlock()
			conn.Close()
			return
		}
		var evicted *pendingConn
		if len(s.pending) >= MaxPending {
			evicted = s.pending[0]
			s.pending = slices.Delete(s.pending, 0, 1)
		}
		s.pending = append(s.pending, p)
		s.mu.Unlock()
		if evicted != nil {
			evicted.conn.Close()
			s.note("dropped %v before <join>: %d connections were waiting to join (a flood?); the oldest goes first",
				evicted.conn.RemoteAddr(), MaxPending)
		}
		go s.handshake(p)
	}
}

// unpend removes p from the pending list; false when it was evicted.
func (s *Server) unpend(p *pendingConn) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	for i, q := range s.pending {
		if q == p {
			s.pending = slices.Delete(s.pending, i, i+1)
			return true
		}
	}
	return false
}

// joined is a client that has sent <join> but has no seat yet.
type joined struct {
	conn   net.Conn
	r      *bufio.Reader
	join   joinMsg
	client Client // join decoded once (the avatar above all)
	at     time.Time
}

// LobbyWait is how long a joined client may wait for a seat.
const LobbyWait = 2 * time.Minute

// joinMsg is the client's first message (reference §3.2).
type joinMsg struct {
	XMLName  xml.Name
	Name     string `xml:"name,attr"`
	School   string `xml:"school,attr"`
	Language string `xml:"language,attr"`
	Avatar   string `xml:"avatar"` // base64 PNG, optional
}

// Client describes a client that has joined: its team name, school and
// language, and its avatar (PNG bytes, nil when it sent none or the
// base64 did not decode).
type Client struct {
	Name, School, Language string
	Avatar                 []byte
}

func (j joinMsg) client() Client {
	c := Client{Name: j.Name, School: j.School, Language: j.Language}
	// Base64 from Java and C# may be wrapped in lines.
	if a := strings.Join(strings.Fields(j.Avatar), ""); a != "" {
		if b, err := base64.StdEncoding.DecodeString(a); err == nil {
			c.Avatar = avatarPNG(b)
		}
	}
	return c
}

// maxAvatarSide bounds a decoded avatar (the original expected 32×32 and
// only warned about other sizes).
const maxAvatarSide = 512

// avatarPNG returns the avatar as PNG bytes: PNG as sent, BMP (the Java
// sample's), GIF or JPEG re-encoded, nil when it is none of these or too
// large to decode safely.
func avatarPNG(b []byte) []byte {
	if bytes.HasPrefix(b, []byte("\x89PNG\r\n\x1a\n")) {
		return b
	}
	cfg, _, err := image.DecodeConfig(bytes.NewReader(b))
	if err != nil || cfg.Width < 1 || cfg.Height < 1 || cfg.Width > maxAvatarSide || cfg.Height > maxAvatarSide {
		return nil
	}
	img, _, err := image.Decode(bytes.NewReader(b))
	if err != nil {
		return nil
	}
	var out bytes.Buffer
	if png.Encode(&out, img) != nil {
		return nil
	}
	return out.Bytes()
}

// Lobby lists the clients that have joined but wait for a seat, in join
// order: what the desktop app's Join shows before Lock gives them seats.
func (s *Server) Lobby() []Client {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]Client, 0, len(s.lobby))
	for _, l := range s.lobby {
		out = append(out, l.client)
	}
	return out
}

// KeepLobby sets how long a joined client may wait for a seat (0 restores
// LobbyWait); the app raises it while it waits for clients to join.
func (s *Server) KeepLobby(d time.Duration) {
	s.mu.Lock()
	s.keep = d
	s.mu.Unlock()
}

// handshake reads the join and gives the connection to an agent. Every
// way a connection can fail before <join> is noted.
func (s *Server) handshake(p *pendingConn) {
	conn := p.conn
	s.mu.Lock()
	wait := s.joinWait
	s.mu.Unlock()
	if wait <= 0 {
		wait = JoinTimeout
	}
	conn.SetReadDeadline(time.Now().Add(wait))
	r := bufio.NewReader(conn)
	msg, err := readFrame(r)
	if !s.unpend(p) {
		return // dropped for a newer connection; already noted
	}
	if err != nil {
		conn.Close()
		var ne net.Error
		switch {
		case errors.As(err, &ne) && ne.Timeout():
			s.note("dropped %v before <join>: nothing within %v", conn.RemoteAddr(), wait)
		case errors.Is(err, io.EOF):
			s.note("%v closed the connection before <join>", conn.RemoteAddr())
		default:
			s.note("dropped %v before <join>: %v", conn.RemoteAddr(), err)
		}
		return
	}
	var j joinMsg
	if err := xml.Unmarshal(msg, &j); err != nil || j.XMLName.Local != "join" || j.Name == "" {
		s.note("dropped %v: the first message must be <join name=...>, got %q", conn.RemoteAddr(), clip(msg, 60))
		conn.Close()
		return
	}
	conn.SetReadDeadline(time.Time{})
	s.mu.Lock()
	if s.liveLocked(j.Name) {
		// Reference §3.2: names are unique; a join under the name of a
		// connected team is not a reconnect.
		s.mu.Unlock()
		s.note("refused %v: team %q is already connected", conn.RemoteAddr(), j.Name)
		conn.Close()
		return
	}
	var a *Agent
	for _, w := range s.waiting {
		if w.name == j.Name {
			a = w
			break
		}
	}
	if a == nil {
		for _, w := range s.waiting {
			if w.name == "" {
				a = w
				break
			}
		}
	}
	if a == nil {
		// Early: keep the client until a seat asks for it (a launched
		// client often connects before the match starts its seats).
		s.expireLocked()
		if len(s.lobby) >= MaxPending {
			s.mu.Unlock()
			s.note("dropped %v: no seat waits for team %q and %d teams already wait", conn.RemoteAddr(), j.Name, MaxPending)
			conn.Close()
			return
		}
		s.lobby = append(s.lobby, &joined{conn: conn, r: r, join: j, client: j.client(), at: time.Now()})
		s.mu.Unlock()
		return
	}
	s.unwaitLocked(a)
	s.mu.Unlock()
	a.attach(conn, r, j, j.client())
}

// liveLocked reports whether a team of that name is connected: seated or
// waiting in the lobby.
func (s *Server) liveLocked(name string) bool {
	for _, l := range s.lobby {
		if l.join.Name == name {
			return true
		}
	}
	for a := range s.agents {
		if a.live(name) {
			return true
		}
	}
	return false
}

func clip(b []byte, n int) string {
	if len(b) > n {
		return string(b[:n]) + "…"
	}
	return string(b)
}

// expireLocked drops lobby clients that waited too long.
func (s *Server) expireLocked() {
	wait := LobbyWait
	if s.keep > 0 {
		wait = s.keep
	}
	keep := s.lobby[:0]
	for _, l := range s.lobby {
		if time.Since(l.at) > wait {
			// Under s.mu: note after the lock, from a goroutine.
			go s.note("dropped %v: no seat wanted team %q within %v", l.conn.RemoteAddr(), l.join.Name, wait)
			l.conn.Close()
			continue
		}
		keep = append(keep, l)
	}
	s.lobby = keep
}

// wait registers a seat without a client, or hands it a client already
// waiting in the lobby.
func (s *Server) wait(a *Agent) {
	s.mu.Lock()
	s.agents[a] = true
	s.expireLocked()
	for i, l := range s.lobby {
		if a.name == "" || a.name == l.join.Name {
			s.lobby = append(s.lobby[:i], s.lobby[i+1:]...)
			s.mu.Unlock()
			a.attach(l.conn, l.r, l.join, l.client)
			return
		}
	}
	if !slices.Contains(s.waiting, a) {
		s.waiting = append(s.waiting, a)
	}
	s.mu.Unlock()
}

func (s *Server) unwaitLocked(a *Agent) {
	if i := slices.Index(s.waiting, a); i >= 0 {
		s.waiting = slices.Delete(s.waiting, i, i+1)
	}
}

// forget removes a closed agent.
func (s *Server) forget(a *Agent) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.unwaitLocked(a)
	delete(s.agents, a)
}

// readFrame reads one length-prefixed message.
func readFrame(r io.Reader) ([]byte, error) {
	var hdr [4]byte
	if _, err := io.ReadFull(r, hdr[:]); err != nil {
		return nil, err
	}
	n := int32(binary.LittleEndian.Uint32(hdr[:]))
	if n < 0 || n > MaxMessage {
		return nil, fmt.Errorf("message length %d is out of range (0..%d)", n, MaxMessage)
	}
	b := make([]byte, n)
	if _, err := io.ReadFull(r, b); err != nil {
		return nil, err
	}
	return b, nil
}

// frame prefixes a message with its little-endian length.
func frame(doc []byte) []byte {
	out := make([]byte, 4, 4+len(doc))
	binary.LittleEndian.PutUint32(out, uint32(len(doc)))
	return append(out, doc...)
}
