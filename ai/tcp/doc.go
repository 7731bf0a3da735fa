// Package tcp connects Windwardopolis 2 clients written for the 2014
// competition, unmodified, over loopback TCP: every message is a 4-byte
// little-endian length and one UTF-8 XML document (reference §3.1).
//
// A Server listens on one loopback address (127.0.0.1:1707 by default) and
// hands each client, by the team name in its <join>, to the Agent (one seat)
// waiting for it. An Agent implements ai.Async: Push and Take for real-time
// play, where the server never waits and a bot may send orders at any time;
// Ask for the turns that carry messages. After a <setup> Ask waits for the
// <ready> (up to Options.ReadyWait, 2 s, reference §3.2) in real time and
// in lockstep alike. In lockstep (arenactl --pace lockstep) it also waits
// for the client's answer to every status and card status it sends, up to
// the turn's limit (for Windwardopolis the time the original's 96 ticks/s
// leave before the next periodic status), so orders computed from a status
// apply on the next tick whatever the host's speed; a kind of message the
// client let a wait run out on is not waited for until it answers one, and
// a client whose ready or answer about its own car is overdue slows its
// game to the original's pace until it answers (Agent.Late). It never
// waits on a seat with no live client (never joined, or dropped), so such
// seats cost no time (Agent.Waits counts the waits). With Options.RealTime
// (NewRealTimeTransport; arenactl --pace TPS, the window) Ask never waits
// on a status, so a runner ticking at wall-clock speed plays like the
// original server. The agent keeps its own deadlines (SelfTimed, MaxWait):
// the runner's per-reply limit does not cut the ready wait. Silence is
// never a fault.
//
// A client's <join> goes to the game like its other messages: the game
// (sim/windward) gives the seat the team's name, school and language and
// answers with a <setup> built from its state, so a client that
// reconnects gets the round being played (reference §3.2).
//
// ai/match registers the transport with
//
//	match.RegisterTransport("tcp", tcp.NewTransport(listenAddr)) // "" = 127.0.0.1:1707
//
// after which "tcp:" waits for any client, "tcp:NAME" (or "tcp:@NAME") for
// the team NAME, and "tcp:COMMAND LINE" (or "proc:COMMAND LINE" through
// NewLaunchTransport) starts the command and waits for it to connect. A
// launched client gets a stdin that stays open and empty until the match
// ends, runs in its own process group (with a parent-death signal on
// Linux), is CRASHED at once with its exit status if it exits, and after
// <exit/> has a second to exit before everything it started is killed.
// Clients that connect before their seat is created wait in a lobby for
// LobbyWait.
//
// Misbehaving clients never stop a game: at most MaxPending connections
// wait to join, and a newer one pushes the oldest out (a flood never turns
// a real client away); a connection silent for JoinTimeout, an oversized
// length or a first message other than <join> is dropped; a second
// connection under a connected team's name is refused. Each such problem
// is noted (Server.Notes, for the window's messages pane and arenactl's
// results) and written to the log of every seat on the server. After the
// join, an oversized length closes that client's connection (its car
// drives on and it may rejoin under the same name) and malformed XML
// reaches the game's codec, which reports it as INVALID for that seat.
package tcp
