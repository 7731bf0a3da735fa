// Package start is the window's start screen: it picks the game, map or
// seed, ruleset, the "no time limits" switch and each player (a built-in
// bot by name or a local program: a typed command line or a file dialog),
// or opens a replay (typed path, Browse, or a recent file).
//
// The screen owns its fields and layout and never starts anything itself:
// Update returns an Action (launch this Choice, open this replay, browse,
// cancel) that the app carries out, reporting failures back through
// SetError.
package start
