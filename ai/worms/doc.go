// Package worms holds the built-in Worms bots. Register adds them to the ai
// registry under the game id "worms":
//
//   - sample: a random valid command for the active worm each round
//     (moves, digs and shots alike), seeded, so the same seed replays the
//     same game;
//   - hunter: digs and walks toward the nearest cell from which it can shoot
//     an enemy, shoots when a shot hits an enemy first (never a friend,
//     lowest health first), dodges by preferring steps the enemy's active
//     worm cannot shoot into (moves resolve before shots), detours for a
//     health pack when hurt, and fires a harmless shot rather than idle (a
//     miss scores 2 and resets the classic do-nothing streak). It beats
//     sample in 200 of 200 seeded games under each ruleset
//     (TestHunterBeatsSample).
//
// Bots read the *worms.State they are given and never change it; they hold
// their own RNG, so they are deterministic for a seed.
package worms
