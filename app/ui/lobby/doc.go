// Package lobby is the window's side of the original server's Join
// (reference §5): while TCP clients connect to the listen address it
// lists them as they join and leave (Poll, a few times a second), draws
// who is in and how to start over the map (Draw), and gives Lock its
// seats ("tcp:@NAME" per client, Seats). Notes relays what went wrong on
// connections before their <join>.
//
// It starts no match itself: the app turns what Poll reports into a new
// lobby source (app/driver's Lobby) or, with every seat taken, into Lock.
package lobby
