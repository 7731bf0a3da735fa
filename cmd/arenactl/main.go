package main

import (
	"os"
	"runtime/debug"
	"sync/atomic"

	"arena/ai"

	"arena/ai/tcp"
	aiwindward "arena/ai/windward"
	"arena/cmd/internal/games"
	"arena/sim"
	"arena/sim/match"
)

// register adds every game of cmd/internal/games' table and its built-in
// bots. Games with extra outputs (Madmax's .res file) implement
// match.Exporter on their state; see exportAliases in run.go for flag
// shorthands such as --res.
func register() {
	games.Register(nil)
	// Windwardopolis 2 bots speak TCP. Headless runs are lockstep: after
	// each update the engine waits up to the limit for a bot's orders, so
	// results do not depend on the machine's speed.
	match.RegisterGameTransport(aiwindward.ID, "tcp", func(g sim.Game, arg string, seed uint64) (ai.Agent, error) {
		return tcp.NewTransport(*listenAddr.Load())(g, arg, seed)
	})
	match.RegisterGameTransport(aiwindward.ID, "proc", func(g sim.Game, arg string, seed uint64) (ai.Agent, error) {
		return tcp.NewLaunchTransport(*listenAddr.Load(), false)(g, arg, seed)
	})
}

// listenAddr is where TCP bots connect (--listen); flags set it before any
// seat is made.
var listenAddr atomic.Pointer[string]

func init() {
	addr := tcp.DefaultAddr
	listenAddr.Store(&addr)
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
