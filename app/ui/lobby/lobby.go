package lobby

import (
	"fmt"
	"image"
	"image/color"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/ai/tcp"
	"arena/app/ui"
	"arena/render"
	"arena/sim"
)

// PollEvery is how often, in seconds, the server's lists are read.
const PollEvery = 0.25

// Lobby is the wait for clients on one server.
type Lobby struct {
	Srv     *tcp.Server
	Clients []tcp.Client
	polled  float64
}

// New waits for clients on srv.
func New(srv *tcp.Server) *Lobby { return &Lobby{Srv: srv} }

// Line is a message for the messages pane, in its colour.
type Line struct {
	Text  string
	Color color.RGBA
}

// Poll reads the joined clients a few times a second (now in seconds):
// it reports whether the list changed, with a line per client who joined
// or left.
func (l *Lobby) Poll(now float64) (changed bool, lines []Line) {
	if now-l.polled < PollEvery {
		return false, nil
	}
	l.polled = now
	cl := l.Srv.Lobby()
	same := len(cl) == len(l.Clients)
	for i := 0; same && i < len(cl); i++ {
		same = cl[i].Name == l.Clients[i].Name
	}
	if same {
		return false, nil
	}
	for _, c := range cl {
		if !slices.ContainsFunc(l.Clients, func(o tcp.Client) bool { return o.Name == c.Name }) {
			lines = append(lines, Line{fmt.Sprintf("%s joined (%s, %s)", c.Name, c.School, c.Language), render.Good})
		}
	}
	for _, c := range l.Clients {
		if !slices.ContainsFunc(cl, func(o tcp.Client) bool { return o.Name == c.Name }) {
			lines = append(lines, Line{c.Name + " left", render.Danger})
		}
	}
	l.Clients = cl
	return true, lines
}

// Seats are Lock's players: a "tcp:@NAME" seat and its name per client
// joined, at most maxPlayers.
func (l *Lobby) Seats(maxPlayers int) (players, names []string) {
	cl := l.Srv.Lobby()
	for _, c := range cl[:min(len(cl), maxPlayers)] {
		players = append(players, "tcp:@"+c.Name)
		names = append(names, c.Name)
	}
	return players, names
}

// Draw tells, over the map area r, who has joined and how to start.
func (l *Lobby) Draw(dst *ebiten.Image, r image.Rectangle) {
	lines := []string{fmt.Sprintf("Waiting for clients on %s", l.Srv.Addr()), ""}
	if len(l.Clients) == 0 {
		lines = append(lines, "nobody has joined yet")
	}
	for i, c := range l.Clients {
		lines = append(lines, fmt.Sprintf("%d  %-20s %s, %s", i, ui.Clip(c.Name, 20), ui.Clip(c.School, 11), c.Language))
	}
	lines = append(lines, "", "Lock (Ctrl+L) or Play starts: built-in AIs take the empty seats")
	ui.Note(dst, r, lines, 40, 12)
}

// Notes relays what went wrong on the TCP connections of a listen
// address before their <join> (floods, oversized lengths, silence, a team
// name already connected), a few times a second.
type Notes struct {
	seen   int
	polled float64
}

// Poll returns the notes new since the last poll, at most every PollEvery
// seconds (now), from the server listening on listen if there is one.
func (n *Notes) Poll(listen string, now float64) []string {
	if listen == "" || now-n.polled < PollEvery {
		return nil
	}
	n.polled = now
	srv := tcp.Existing(listen)
	if srv == nil {
		return nil
	}
	notes, next := srv.Notes(n.seen)
	n.seen = next
	return notes
}

// CanJoin reports whether game's bots connect over TCP (its codec frames
// XML documents, as Windwardopolis does) and the window listens (listen
// is not empty).
func CanJoin(game, listen string) bool {
	if listen == "" {
		return false
	}
	g, err := sim.Lookup(game)
	if err != nil || g.Codec() == nil {
		return false
	}
	return g.Codec().Framing().XML
}
