package main

import (
	"os"
	"runtime/debug"

	"arena/ai/match"
	"arena/ai/tcp"
	"arena/ai/transports"
	"arena/cmd/internal/games"
)

// register adds every game of cmd/internal/games' table and its built-in
// bots, and every agent kind of cmd/internal/transports' table at the
// default address. Games with extra outputs (Madmax's .res file) implement
// match.Exporter on their state; see exportAliases in run.go for flag
// shorthands such as --res.
func register() {
	games.Register(nil)
	transports.Register(transports.Config{Listen: tcp.DefaultAddr})
}

// registryFor is match.Default with the transports bound to the --listen
// address listen and to the pace: a value the command passes to whatever
// makes its seats, so no global holds it. In real time (--pace TPS) TCP
// clients are never waited for on a status, as in the original; in
// lockstep the engine waits for each answer up to the game's limit.
func registryFor(listen string, realTime bool) *match.Registry {
	return transports.Registry(transports.Config{Listen: listen, RealTime: realTime})
}

// gcPercent is arenactl's garbage collector target (GOGC) unless GOGC is
// set: engines and bots allocate a lot of short-lived memory while the live
// heap stays at a few megabytes, so collecting four times less often saves
// about a third of a tournament's CPU for a few more megabytes of memory.
const gcPercent = 400

func main() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(gcPercent)
	}
	register()
	os.Exit(Main(os.Args[1:], os.Stdout, os.Stderr))
}
