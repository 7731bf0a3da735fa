package main

import (
	"os"

	aicoderunner "arena/ai/coderunner"
	aimadmax "arena/ai/madmax"
	aipaintball "arena/ai/paintball"
	aiwindward "arena/ai/windward"
	aiworms "arena/ai/worms"
	"arena/sim"
	"arena/sim/coderunner"
	"arena/sim/madmax"
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
}

func main() {
	register()
	os.Exit(Main(os.Args[1:], os.Stdout, os.Stderr))
}
