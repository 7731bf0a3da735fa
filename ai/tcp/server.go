package tcp

import (
	"bufio"
	"encoding/base64"
	"encoding/binary"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"net"
	"strings"
	"sync"
	"time"
)

// DefaultAddr is the original server's port on loopback (reference §3.1).
const DefaultAddr = "127.0.0.1:1707"

// Limits on what a client may do before it has joined.
const (
	MaxMessage  = 1 << 20          // bytes in one message
	JoinTimeout = 10 * time.Second // a client that connects and says nothing is dropped
	MaxPending  = 16               // connections not yet joined; more are refused
)

// Server accepts clients on one loopback address and hands each to the agent
// waiting for its team name (or to any agent waiting for anybody). Several
// matches' agents may share one Server; Close stops it.
type Server struct {
	ln      net.Listener
	mu      sync.Mutex
	waiting []*Agent  // agents without a connection, in creation order
	lobby   []*joined // clients that joined before any seat wanted them
	pending int
	closed  bool
	keep    time.Duration // how long a joined client may wait for a seat; 0 = LobbyWait
	Log     func(string)  // connection-level problems with no agent yet; nil = dropped
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
	s := &Server{ln: ln}
	go s.accept()
	return s, nil
}

// Addr is the address the server listens on.
func (s *Server) Addr() string { return s.ln.Addr().String() }

// Close stops accepting clients (agents keep their connections).
func (s *Server) Close() error {
	s.mu.Lock()
	s.closed = true
	s.mu.Unlock()
	return s.ln.Close()
}

func (s *Server) logf(format string, a ...any) {
	if s.Log != nil {
		s.Log(fmt.Sprintf(format, a...))
	}
}

func (s *Server) accept() {
	for {
		conn, err := s.ln.Accept()
		if err != nil {
			if errors.Is(err, net.ErrClosed) {
				return
			}
			time.Sleep(10 * time.Millisecond)
			continue
		}
		s.mu.Lock()
		if s.pending >= MaxPending {
			s.mu.Unlock()
			s.logf("refused %v: too many connections waiting to join", conn.RemoteAddr())
			conn.Close()
			continue
		}
		s.pending++
		s.mu.Unlock()
		go s.handshake(conn)
	}
}

// joined is a client that has sent <join> but has no seat yet.
type joined struct {
	conn net.Conn
	r    *bufio.Reader
	join joinMsg
	at   time.Time
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
	if a := strings.TrimSpace(j.Avatar); a != "" {
		if b, err := base64.StdEncoding.DecodeString(a); err == nil {
			c.Avatar = b
		}
	}
	return c
}

// Lobby lists the clients that have joined but wait for a seat, in join
// order: what the desktop app's Join shows before Lock gives them seats.
func (s *Server) Lobby() []Client {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]Client, 0, len(s.lobby))
	for _, l := range s.lobby {
		out = append(out, l.join.client())
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

// handshake reads the join and gives the connection to an agent.
func (s *Server) handshake(conn net.Conn) {
	defer func() {
		s.mu.Lock()
		s.pending--
		s.mu.Unlock()
	}()
	conn.SetReadDeadline(time.Now().Add(JoinTimeout))
	r := bufio.NewReader(conn)
	msg, err := readFrame(r)
	if err != nil {
		s.logf("dropped %v before join: %v", conn.RemoteAddr(), err)
		conn.Close()
		return
	}
	var j joinMsg
	if err := xml.Unmarshal(msg, &j); err != nil || j.XMLName.Local != "join" || j.Name == "" {
		s.logf("dropped %v: the first message must be <join name=...>", conn.RemoteAddr())
		conn.Close()
		return
	}
	conn.SetReadDeadline(time.Time{})
	s.mu.Lock()
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
			s.logf("dropped %v: no seat waits for team %q", conn.RemoteAddr(), j.Name)
			conn.Close()
			return
		}
		s.lobby = append(s.lobby, &joined{conn: conn, r: r, join: j, at: time.Now()})
		s.mu.Unlock()
		return
	}
	s.mu.Unlock()
	a.attach(conn, r, j)
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
			s.logf("dropped %v: no seat wanted team %q within %v", l.conn.RemoteAddr(), l.join.Name, wait)
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
	s.expireLocked()
	for i, l := range s.lobby {
		if a.name == "" || a.name == l.join.Name {
			s.lobby = append(s.lobby[:i], s.lobby[i+1:]...)
			s.mu.Unlock()
			a.attach(l.conn, l.r, l.join)
			return
		}
	}
	s.waiting = append(s.waiting, a)
	s.mu.Unlock()
}

func (s *Server) unwait(a *Agent) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for i, w := range s.waiting {
		if w == a {
			s.waiting = append(s.waiting[:i], s.waiting[i+1:]...)
			return
		}
	}
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
