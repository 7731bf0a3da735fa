// Package tcp connects Windwardopolis 2 clients written for the 2014
// competition, unmodified, over loopback TCP: every message is a 4-byte
// little-endian length and one UTF-8 XML document (reference §3.1).
//
// A Server listens on one loopback address (127.0.0.1:1707 by default) and
// hands each client, by the team name in its <join>, to the Agent (one seat)
// waiting for it. An Agent implements ai.Async: Push and Take for real-time
// play, where the server never waits and a bot may send orders at any time;
// Ask for lockstep runs, where after each message the engine waits up to
// Options.Wait for the bot's orders when the message is a status about its
// own seat other than the periodic UPDATE (NO_PATH or a bus-stop outcome,
// the messages clients answer with a new path). With
// Options.RealTime (NewRealTimeTransport) Ask never waits, so a runner
// ticking at wall-clock speed plays like the original server. Silence is
// never a fault.
//
// sim/match registers the transport with
//
//	match.RegisterTransport("tcp", tcp.NewTransport(listenAddr)) // "" = 127.0.0.1:1707
//
// after which "tcp:" waits for any client, "tcp:NAME" (or "tcp:@NAME") for
// the team NAME, and "tcp:COMMAND LINE" starts the command (in its own
// process group, killed on Close) and waits for it to connect. Clients that
// connect before their seat is created wait in a lobby for LobbyWait.
//
// Misbehaving clients never stop a game: a client that connects and says
// nothing is dropped after JoinTimeout, at most MaxPending connections wait
// to join at once (a flood is refused), an oversized length closes that
// client's connection (its car drives on and it may rejoin under the same
// name), and malformed XML reaches the game's codec, which reports it as
// INVALID for that seat. Each event is logged against the client in the
// Reply's Stderr.
package tcp
