package app

import (
	"fmt"
	"slices"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/ai"
	"arena/ai/tcp"
	"arena/app/driver"
	"arena/app/ui"
	"arena/render"
	"arena/sim"
)

// lobby is the original server's Join (reference §5): the current players
// are dropped, the city is shown as it will start, and clients connecting
// to the listen address are listed as they join, until Lock (or Play, or
// a full house) starts the match with them, built-in AIs in the empty seats.
type lobby struct {
	srv     *tcp.Server
	spec    MatchSpec
	clients []tcp.Client
	polled  float64
}

// canJoin reports whether the current game's bots connect over TCP (its
// codec frames XML documents, as Windwardopolis does) and the app listens.
func (a *App) canJoin() bool {
	if a.opts.Listen == "" {
		return false
	}
	g, err := sim.Lookup(a.meta.Game)
	if err != nil || g.Codec() == nil {
		return false
	}
	return g.Codec().Framing().XML
}

// join drops the players and waits for clients.
func (a *App) join() {
	switch {
	case a.lobby != nil:
		a.toast("already waiting for clients on " + a.lobby.srv.Addr())
		return
	case a.opts.Listen == "":
		a.toast("Join: start arena with --listen to accept clients")
		return
	case !a.canJoin():
		a.toast("Join: " + a.meta.Title + " bots do not connect over TCP")
		return
	}
	srv, err := tcp.Shared(a.opts.Listen)
	if err != nil {
		a.toast("Join: " + err.Error())
		return
	}
	// Clients may wait for Lock as long as it takes.
	srv.KeepLobby(24 * time.Hour)
	spec := a.spec()
	spec.Players, spec.Names = nil, nil
	src, err := driver.NewLobby(sessionSpec(spec), nil)
	if err != nil {
		a.toast("Join: " + err.Error())
		return
	}
	a.Replace(src)
	a.ctl.SetPlaying(false)
	a.lobby = &lobby{srv: srv, spec: spec}
	a.toast(fmt.Sprintf("Join: waiting for clients on %s; Lock (Ctrl+L) or Play starts", srv.Addr()))
}

// pollConnNotes shows in the messages pane, a few times a second, what
// went wrong on TCP connections before their <join> (floods, oversized
// lengths, silence, a team name already connected).
func (a *App) pollConnNotes() {
	if a.opts.Listen == "" || a.now-a.notesPolled < 0.25 {
		return
	}
	a.notesPolled = a.now
	srv := tcp.Existing(a.opts.Listen)
	if srv == nil {
		return
	}
	notes, next := srv.Notes(a.notesSeen)
	a.notesSeen = next
	for _, n := range notes {
		a.message("connection: "+n, render.Danger)
	}
}

// pollLobby lists new clients a few times a second, shows them in the
// city, and starts the match when every seat is taken.
func (a *App) pollLobby() {
	lb := a.lobby
	if lb == nil || a.now-lb.polled < 0.25 {
		return
	}
	lb.polled = a.now
	cl := lb.srv.Lobby()
	same := len(cl) == len(lb.clients)
	for i := 0; same && i < len(cl); i++ {
		same = cl[i].Name == lb.clients[i].Name
	}
	if same {
		return
	}
	for _, c := range cl {
		if !slices.ContainsFunc(lb.clients, func(o tcp.Client) bool { return o.Name == c.Name }) {
			a.message(fmt.Sprintf("%s joined (%s, %s)", c.Name, c.School, c.Language), render.Good)
		}
	}
	for _, c := range lb.clients {
		if !slices.ContainsFunc(cl, func(o tcp.Client) bool { return o.Name == c.Name }) {
			a.message(c.Name+" left", render.Danger)
		}
	}
	lb.clients = cl
	if g, err := sim.Lookup(lb.spec.Game); err == nil && len(cl) >= g.Info().MaxPlayers {
		a.lock()
		return
	}
	// Show the joined teams in their cars.
	if src, err := driver.NewLobby(sessionSpec(lb.spec), cl); err == nil {
		a.ctl.Replace(src)
		a.meta = src.Meta()
	}
}

// lock starts the match: a seat per joined client, the game's built-in
// seat fillers in the rest (Windwardopolis fills ten cars by itself).
func (a *App) lock() {
	lb := a.lobby
	if lb == nil {
		a.toast("Lock: Join (Ctrl+J) first to wait for clients")
		return
	}
	spec := lb.spec
	spec.Players, spec.Names = nil, nil
	g, err := sim.Lookup(spec.Game)
	if err != nil {
		a.toast("Lock: " + err.Error())
		return
	}
	cl := lb.srv.Lobby()
	for _, c := range cl[:min(len(cl), g.Info().MaxPlayers)] {
		spec.Players = append(spec.Players, "tcp:@"+c.Name)
		spec.Names = append(spec.Names, c.Name)
	}
	if len(spec.Players) == 0 {
		// A match needs one seat; with nobody joined it goes to a built-in.
		if bots := ai.Bots(spec.Game); len(bots) > 0 {
			spec.Players = []string{"builtin:" + bots[0].Name}
		}
	}
	lb.srv.KeepLobby(0)
	src, err := a.newMatch(spec)
	if err != nil {
		a.toast("Lock: " + err.Error())
		return
	}
	a.Replace(src)
	a.ctl.SetPlaying(true)
	a.toast(fmt.Sprintf("Lock: %d client(s); built-in AIs fill the other seats", len(spec.Names)))
}

// stop ends the live match (the original's Stop): bots are closed (TCP
// clients get <exit/>), and what was played stays on the timeline.
func (a *App) stop() {
	if a.lobby != nil {
		a.toast("Stop: nothing is playing yet")
		return
	}
	a.ctl.SetPlaying(false)
	a.ctl.Stop()
	// The match ends where it is: its summary (the scores so far) shows
	// once the last tick played is on screen.
	if f := a.frame; f != nil && !f.Done {
		a.stopped, a.hideSummary = true, false
	}
}

// drawLobby tells, over the map, who has joined and how to start.
func (a *App) drawLobby(dst *ebiten.Image, lay layoutRects) {
	lb := a.lobby
	lines := []string{fmt.Sprintf("Waiting for clients on %s", lb.srv.Addr()), ""}
	if len(lb.clients) == 0 {
		lines = append(lines, "nobody has joined yet")
	}
	for i, c := range lb.clients {
		lines = append(lines, fmt.Sprintf("%d  %-20s %s, %s", i, ui.Clip(c.Name, 20), ui.Clip(c.School, 11), c.Language))
	}
	lines = append(lines, "", "Lock (Ctrl+L) or Play starts: built-in AIs take the empty seats")
	ui.Note(dst, lay.mapArea, lines, 40, 12)
}
