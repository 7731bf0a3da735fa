// Package coderunner holds the built-in CodeRunner bots. Register adds them
// to the ai registry under the game id "coderunner":
//
//   - sample: walks to the nearest gold by breadth-first search over the
//     game's movement rules, as the official 2013 sample player did; it
//     ignores enemies and never digs.
//   - digger: plans routes to the gold it can reach before its opponent,
//     keeps out of the enemies' reach (it predicts how soon each enemy can
//     be on each cell), digs holes in front of approaching enemies and
//     under an opponent standing beside it, and explores unvisited cells
//     for their first-visit points when no gold is worth the trip.
//
// Bots read only what the original protocol shows a player (cells,
// positions, scores, cooldowns, masters); they never change the state and
// draw no random numbers, so a game between built-ins is deterministic.
package coderunner
