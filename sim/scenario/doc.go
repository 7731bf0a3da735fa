// Package scenario reads and writes scenario files: a position of a match,
// usually an edited one, as plain text that reads well in a diff and does
// not depend on the engine's binary state encoding.
//
// A scenario names the game, ruleset, map and seed the match came from,
// then lists every input that led to the position in canonical text: each
// step's actions (the texts sim.Action.String gives and Game.ParseAction
// reads back), the recorded faults, and the edits (the texts of
// sim.Editor.ApplyEdit, the same the window's right-click menu and
// `arenactl fork --edit` use). Loading re-simulates those inputs from the
// game's first state, so a scenario saved by one engine version opens in the
// next as long as the action and edit grammars hold; the hash line saved
// with it tells whether this engine reaches the very same state (a mismatch
// is reported, not an error).
//
// The format, one item a line, fields separated by single spaces:
//
//	arena-scenario 1
//	game worms
//	ruleset classic            (optional)
//	map NAME                   (optional: the game's generated map when absent)
//	map-sha256 HEX             (with map: the map's checksum)
//	map-data BASE64            (optional: a custom map's bytes)
//	seed 7
//	param KEY VALUE            (repeatable)
//	player NAME                (one per seat, in seat order: the names the
//	                           match was created with)
//	position 37                (steps played)
//	tick 37                    (the state's tick there)
//	hash 0123456789abcdef      (optional: the state's hash when saved)
//	step T                     (a step from tick T; its moves follow)
//	move P ACTION              (seat P, from 1: its action in this step)
//	fault P STATUS REASON      (a fault the game was told about)
//	edit TEXT                  (an edit)
//
// Edits and faults apply before the next step line, or, after the last
// step, at the scenario's position: those are the scenario's own edits.
// Blank lines and lines starting with # are comments. Anything else (an
// unknown keyword, a duplicate header line, a number out of range, a step
// whose tick does not follow) is refused with a one-line error naming the
// line; files are capped at MaxFile bytes and MaxLine bytes a line.
package scenario
