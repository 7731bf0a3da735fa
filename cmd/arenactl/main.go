// Command arenactl runs arena matches without a window: single matches
// printed as JSON, replay verification and tournaments.
//
//	arenactl run --game worms --seed 7 --player builtin:hunter --player 'proc:python3 bot.py'
//	arenactl verify worms-20261122-080509-7.arena.jsonl.gz
//	arenactl tournament --game worms --player builtin:hunter --player builtin:sample --seeds 1-200 -j 2
//	arenactl games
//	arenactl bots --game worms
//
// It never imports ebiten, oto or dialog (deps_test.go checks), so it builds
// with CGO_ENABLED=0 and runs on machines with no display or sound.
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
