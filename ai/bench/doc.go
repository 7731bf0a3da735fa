// Package bench holds benchmarks that span packages: for each game, the
// engine and its built-in bots in a direct loop against the same match
// through match.Runner (headless, and recording a replay), so that
// `make bench-compare` can print what the runner adds on top of the game.
// It has no code of its own outside tests.
package bench
