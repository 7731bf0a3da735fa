// Package cmdline holds the arena app's command line: its flags (the match
// flags shared with arenactl come from cmd/internal/matchflags), the help,
// --version and the exit codes of a bad command line. main calls Parse
// first; package early calls it too when there is no display.
//
// It imports only the standard library and the pure packages of the game
// table, so it can run before Ebitengine's package initializer (see
// package early).
package cmdline
