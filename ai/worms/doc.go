// Package worms holds the built-in Worms bots. Register adds them to the ai
// registry under the game id "worms":
//
//   - sample: a random valid command for the active worm each round
//     (moves, digs and shots alike), seeded, so the same seed replays the
//     same game;
//   - hunter, the strongest: a planner digs and walks toward the nearest
//     cell from which it can shoot an enemy, shoots when a shot hits an
//     enemy first (never a friend, lowest health first), dodges by
//     preferring steps the enemy's active worm cannot shoot into (moves
//     resolve before shots), detours for a health pack when hurt, and fires
//     a harmless shot rather than idle (a miss scores 2 and resets the
//     classic do-nothing streak). A look-ahead (lookahead.go) then tries
//     every useful command of the active worm, plays six rounds out through
//     the engine with a greedy model of both sides, and overrides the plan
//     when another command leaves a better health balance: the planner alone
//     lost to simple greedy play (its detours and dodges cost tempo), the
//     look-ahead wins 95-100% against each sparring bot (TestHunterBeatsSparring);
//   - greedy, focus, kiter: sparring bots written from the rule text
//     (sparring.go), the kind of player a contestant writes first: shoot the
//     weakest enemy in line, else dig along a shortest path toward the
//     nearest enemy; every worm on the weakest enemy; keep two cells away.
//
// Bots read the *worms.State they are given and never change it; they hold
// their own RNG, so they are deterministic for a seed.
package worms
