package app

import (
	"fmt"
	"time"

	"arena/ai"
	"arena/ai/tcp"
	"arena/app/driver"
	"arena/app/ui/lobby"
	"arena/sim"
)

// joined is the wait for clients (Join, app/ui/lobby) with the match it
// will start: the current players are dropped, the city is shown as it
// will start, and clients are listed as they join, until Lock (or Play,
// or a full house) starts the match with them, built-in AIs in the empty
// seats.
type joined struct {
	*lobby.Lobby
	spec MatchSpec
}

// canJoin reports whether the current game's bots connect over TCP and
// the app listens (lobby.CanJoin).
func (a *App) canJoin() bool { return lobby.CanJoin(a.meta.Game, a.opts.Listen) }

// join drops the players and waits for clients.
func (a *App) join() {
	switch {
	case a.lobby != nil:
		a.toast("already waiting for clients on " + a.lobby.Srv.Addr())
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
	a.lobby = &joined{Lobby: lobby.New(srv), spec: spec}
	a.toast(fmt.Sprintf("Join: waiting for clients on %s; Lock (Ctrl+L) or Play starts", srv.Addr()))
}

// pollLobby lists new clients a few times a second, shows them in the
// city, and starts the match when every seat is taken.
func (a *App) pollLobby() {
	lb := a.lobby
	if lb == nil {
		return
	}
	changed, lines := lb.Poll(a.now)
	for _, l := range lines {
		a.message(l.Text, l.Color)
	}
	if !changed {
		return
	}
	if g, err := sim.Lookup(lb.spec.Game); err == nil && len(lb.Clients) >= g.Info().MaxPlayers {
		a.lock()
		return
	}
	// Show the joined teams in their cars.
	if src, err := driver.NewLobby(sessionSpec(lb.spec), lb.Clients); err == nil {
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
	g, err := sim.Lookup(spec.Game)
	if err != nil {
		a.toast("Lock: " + err.Error())
		return
	}
	spec.Players, spec.Names = lb.Seats(g.Info().MaxPlayers)
	if len(spec.Players) == 0 {
		// A match needs one seat; with nobody joined it goes to a built-in.
		if bots := ai.Bots(spec.Game); len(bots) > 0 {
			spec.Players = []string{"builtin:" + bots[0].Name}
		}
	}
	lb.Srv.KeepLobby(0)
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
