// Package hashtest checks a game's state hash from its tests: that every
// field the hash must cover changes it when a single bit of it changes.
package hashtest
