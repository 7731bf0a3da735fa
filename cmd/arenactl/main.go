package main

import (
	"os"
	"runtime/debug"

	"arena/ai/tcp"
	aiwindward "arena/ai/windward"
	"arena/cmd/internal/games"
	"arena/sim/match"
)

// register adds every game of cmd/internal/games' table and its built-in
// bots. Games with extra outputs (Madmax's .res file) implement
// match.Exporter on their state; see exportAliases in run.go for flag
// shorthands such as --res.
func register() {
	games.Register(nil)
	// Windwardopolis 2 bots speak TCP, at the default address unless a
	// command's --listen binds another (registryFor).
	match.RegisterGameTransport(aiwindward.ID, "tcp", tcp.NewTransport(tcp.DefaultAddr))
	match.RegisterGameTransport(aiwindward.ID, "proc", tcp.NewLaunchTransport(tcp.DefaultAddr, false))
}

// registryFor is match.Default with the Windwardopolis 2 transports bound
// to the --listen address listen: a value the command passes to whatever
// makes its seats, so no global holds the address. Headless runs are
// lockstep: after each update the engine waits up to the limit for a bot's
// orders, so results do not depend on the machine's speed.
func registryFor(listen string) *match.Registry {
	return match.Default.
		WithGameTransport(aiwindward.ID, "tcp", tcp.NewTransport(listen)).
		WithGameTransport(aiwindward.ID, "proc", tcp.NewLaunchTransport(listen, false))
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
