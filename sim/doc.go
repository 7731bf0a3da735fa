// Package sim holds the contract every game engine in arena implements: Game,
// State, Action, Event, Outcome, Codec and Editor, plus the registry that binary
// entry points fill explicitly and the helpers shared by all engines (the
// state hash, limits, statuses).
//
// sim is the bottom layer, and everything under it stays there:
//
//   - sim and the engines (sim/<game>) with what they alone need
//     (sim/series for charts, sim/fileio for bounded reading, the shipped
//     maps under maps/) are pure: Step never reads the clock, never draws
//     from a global random source, never starts a goroutine and never does
//     I/O, so the same seed and the same actions always give the same
//     states and hashes. They reach nothing outside the standard library but
//     the hash function (cmd/arenactl's TestEnginesArePure).
//   - The record formats above them (sim/replay, sim/scenario,
//     sim/debugdraw) and the test helpers (sim/hashtest, sim/simtest) read
//     and write games as data; they import nothing of ai/, start no process
//     and open no connection.
//
// What plays games, bots and the runner, lives under ai/ (ai/match,
// ai/session, ai/tournament, the transports); cmd/arenactl's TestLayers
// keeps every layer from importing the one above it.
package sim
