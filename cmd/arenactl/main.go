package main

import (
	"os"
	"sync/atomic"

	"arena/ai"

	aicoderunner "arena/ai/coderunner"
	aimadmax "arena/ai/madmax"
	aipaintball "arena/ai/paintball"
	"arena/ai/tcp"
	aiwindward "arena/ai/windward"
	aiworms "arena/ai/worms"
	"arena/sim"
	"arena/sim/coderunner"
	"arena/sim/madmax"
	"arena/sim/match"
	"arena/sim/paintball"
	"arena/sim/windward"
	"arena/sim/worms"
)

// register adds every game and its built-in bots: one line per game, kept
// explicit so the dependency graph stays visible. Games with extra outputs
// (Madmax's .res file) implement match.Exporter on their state; see
// exportAliases in run.go for flag shorthands such as --res.
func register() {
	sim.Register(worms.Game{})
	aiworms.Register()
	sim.Register(coderunner.Game{})
	aicoderunner.Register()
	sim.Register(madmax.Game{})
	aimadmax.Register()
	sim.Register(paintball.Game{})
	aipaintball.Register()
	sim.Register(windward.Game{})
	aiwindward.Register()
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

func main() {
	register()
	os.Exit(Main(os.Args[1:], os.Stdout, os.Stderr))
}
