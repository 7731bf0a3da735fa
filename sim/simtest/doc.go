// Package simtest holds the checks every game's tests share: playing a
// match with built-in bots while recording its hashes, the determinism check
// (same seed twice, a snapshot restored mid-match, a clone that shares no
// state with its original), golden files refreshed with -update, and finding
// the original engines' reference data beside the repository.
//
// It imports "testing", so only _test.go files import it.
package simtest
