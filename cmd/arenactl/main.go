package main

import (
	"os"

	aiworms "arena/ai/worms"
	"arena/sim"
	"arena/sim/worms"
)

// register adds every game and its built-in bots: one line per game, kept
// explicit so the dependency graph stays visible. Games with extra outputs
// (Madmax's .res file) implement match.Exporter on their state; see
// exportAliases in run.go for flag shorthands such as --res.
func register() {
	sim.Register(worms.Game{})
	aiworms.Register()
}

func main() {
	register()
	os.Exit(Main(os.Args[1:], os.Stdout, os.Stderr))
}
