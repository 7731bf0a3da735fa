// Package coderunner holds the built-in CodeRunner bots. Register adds them
// to the ai registry under the game id "coderunner":
//
//   - sample: walks to the nearest gold by breadth-first search over the
//     game's movement rules, as the official 2013 sample player did; it
//     ignores enemies and never digs.
//   - digger: plans routes over its moves and digs (a dig, a step onto
//     the hole, a fall through it, the cooldown counted: often the
//     quickest way down) to the gold it can reach before its opponent,
//     taking the first gold of the shortest tour through a chain of nearby
//     golds rather than merely the nearest; keeps out of the enemies'
//     reach (it predicts how soon each enemy can be on each cell) and out
//     of holes that close before it is out again; digs holes in front of
//     approaching enemies, lies in wait beside the opponent's likely route
//     to its nearest gold and digs the brick under it where the hole
//     cannot be left (+300 when it closes); heads for collected gold that
//     will be back when it arrives (it notes when gold vanishes; it
//     returns 150 turns later); never drops into a pocket of the map it
//     cannot climb out of (until the last turns); stops lying in wait for
//     an opponent that does not come, heads for the nearest gold even when
//     the opponent is nearer rather than drift, and explores unvisited
//     cells for their first-visit points when no gold is worth the trip.
//     It predicts the opponent's next golds (the first of its best tour,
//     then the nearest ones) and leaves it only those it reaches first;
//     goes for gold in a pocket of the map when no other gold lies ready,
//     and once the pocket is bare gets itself killed in a hole of its own
//     to come back at its spawn cell (at once: walking the pocket for its
//     first-visit points cost more gold than they are worth); and checks
//     every move by running the engine itself eight turns ahead
//     (safety.go), taking another move when whatever it does next an
//     enemy catches it. It is the strongest built-in.
//
// Bots read what the original protocol shows a player (cells, positions,
// scores, cooldowns) plus the visited grid, which a process bot can keep
// from the positions it is sent. Digger's safety check copies the whole
// state, the enemies' chase state included, and steps it with the engine
// (quietly, deciding the enemies once per state it tries moves from):
// a process bot knows that state too, since the protocol sends every
// enemy's patrol program and the enemies follow fixed rules from what
// every player sees (the 3rd-placed 2013 program simulated them so). Bots
// never change the state and draw no random numbers, so a game between
// built-ins is deterministic; testdata/golden.txt pins the results
// (refresh with go test -update).
package coderunner
