// Package ai defines how arena talks to bots: the Agent and Async interfaces
// that transports (ai/proc, ai/tcp) implement, the Bot interface of built-in
// Go bots with its registry and adapter, and agent specs such as
// "builtin:hunter" or "proc:python3 bot.py" (KIND:ARG; which kinds exist is
// the registry's to say, ai/match.Registry).
//
// ai is the layer that plays the engines of sim, from the bottom up: this
// package and the built-ins (ai/<game>, ai/aitest); the transports (ai/proc,
// ai/tcp), which start programs and open connections; the runner (ai/match:
// one match; ai/session: a match to seek, edit and fork; ai/tournament:
// many); and ai/transports, the table of agent kinds the binaries register.
// A package never imports a layer above its own (cmd/arenactl's
// TestLayers).
//
// Nothing here touches the UI; an Agent never blocks past its context's
// deadline, so a hung bot cannot hang a match.
package ai
