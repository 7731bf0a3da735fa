// Package fakegame is the tiny two-player game the tests of ai/match,
// ai/session and sim/replay share, so that the runner, the sessions and the
// replay machinery are exercised without any real game and without three
// copies of one.
//
// Game "count": every tick each player adds 0..9 to its total (the action
// and bot reply "add N"), plus a bonus of one to a player drawn from the
// state's RNG; after the edit "double" every add counts twice. Each add
// emits a "score" event, and a change of leader a "lead" event (the game's
// timeline marker). Param "ticks" sets the length (10 by default). Faults
// cost 5 (sim.Penalizer); edits are "set P V" and "double" (sim.Editor).
// Game "plaincount" is the same game without the penalty and the edits, to
// exercise sim.Limits.OnFault and games that take no edits.
//
// Register adds both games and the built-ins "three" and "seven" (they always
// add that much), "random" (a seeded random amount, so forks are
// reproducible) and "crasher" (panics on tick 2) to the process registries.
// It imports neither "testing" nor a real game.
package fakegame
