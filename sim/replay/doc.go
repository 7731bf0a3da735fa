// Package replay reads and writes arena replays and seeks through them.
//
// A replay is versioned, gzipped JSON Lines (ARCHITECTURE §6). It records
// inputs, not states: a header (game, ruleset, map and its SHA-256, the map
// bytes of custom maps, seed, params, players), one "tick" line per Step
// with the canonical action texts "a" and the state hash "h" after the step,
// "edit" lines, "log" lines (faults, which a sim.Penalizer turns into game
// events, and capped stderr), a "snap" every 64 ticks and a final "result".
// Matches played with match.Options.Inspect also hold "wire" lines (what
// each bot was sent and answered, for the protocol inspector and
// `arenactl replay-turn`) and "draw" lines (bots' debug drawing, see
// sim/debugdraw), both capped per turn and per match (wire.go); older
// readers skip these line types, and older files simply lack them.
//
// Contract:
//
//   - Writer streams and flushes the gzip stream at every snapshot and at
//     least once a second, so a killed run leaves a readable prefix.
//   - Read accepts a truncated stream and a torn last line (Replay.Truncated
//     says so); any other damage is an error naming the file and line: a
//     bad or blank line, a line over MaxLine, a gzip checksum error, more
//     than fileio.Replay allows on disk or inflated. Open reads regular
//     files only (sim/fileio).
//   - Load refuses a tampered header or tick line: a map name or bytes
//     without their checksum, a tick number that is not the state's.
//     Errors quote at most a short excerpt of the file.
//   - Timeline re-simulates with the recorded actions, edits and faults,
//     keeps a state every 64 ticks for seeking, checks every "h" and reports
//     the first mismatch as "diverges at tick N".
//   - Only ever add fields; Version is bumped when an old reader would
//     misread a file, and readers refuse versions newer than their own.
//   - The state hash depends on the version (HashFor): version 1 files
//     (FNV-1a over snapshots) verify under their own hash, and Load
//     upgrades them in memory to the current version's.
package replay
