// Package sim holds the contract every game engine in arena implements: Game,
// State, Action, Event, Outcome, Codec and Editor, plus the registry that binary
// entry points fill explicitly and the helpers shared by all engines (FNV hashing,
// limits, statuses).
//
// Everything under sim is pure: Step never reads the clock, never draws from a
// global random source, never starts a goroutine and never does I/O, so the same
// seed and the same actions always give the same states and hashes.
package sim
