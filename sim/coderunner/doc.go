// Package coderunner is the CodeRunner engine (ICPC Challenge 2013): two
// runners collect gold, dig holes and dodge enemies on a 16×25 map.
//
// The default ruleset follows the rule text (../shared/rules/coderunner.txt)
// and the scoring table and event order of the original engine that the
// text leaves out; the "classic" ruleset reproduces the original engine
// where it differs (see Rules). Under classic, ImportTrace replays the
// official tournament traces exactly.
//
// Step is pure: it never reads the clock, draws no random numbers (the game
// has none; the seed only picks a shipped map when none is given), starts no
// goroutine and does no I/O. State is plain exported data for renderers:
// cells, timers for holes, gold and respawns, runners, enemies with master,
// chase target, planned path, program counter and stack, and the shared
// visited grid. For viewers, Plans runs the enemies' own AI on a copy and
// reports what each will do next turn (mode, move, chase path, reach grid),
// and Enemy.Circuit and Enemy.ReturnPath trace a program and a chase stack
// cell by cell; none of them changes the state.
//
// # Where the rule text is open
//
// Rules lists the two differences the presets keep apart: when enemies
// first move (turn 0 by the text, turn 1 in the original) and when a killed
// enemy is back (in time to move at t+25 by the text, at t+26 in the
// original). Everything else follows the original engine under both
// presets, because the text is silent or agrees with it: the scoring table
// and the shared first-visit grid (reference §1.2), both runners scoring a
// gold they reach together, the exchange kill checked at the quarter
// steps, a falling enemy spending one program step per turn even while
// chasing, no dig from on top of a trapped enemy, and a sideways step into
// a hole holding an enemy being allowed (and fatal).
//
// The game has no randomness. Config.MapData nil picks a shipped map:
// Config.Map by name, else the seed modulo the number of shipped maps.
//
// # Turn order
//
// Apply follows reference §1.3: enemies decide on the start-of-turn world;
// targets and digs are computed on it; runners that swap places with an
// enemy die; digs apply; due timers fire in the order they were queued
// (bricks, gold, enemy and runner respawns); gold is collected; first
// visits score; runners sharing an enemy's cell die; cooldowns run down.
// Apply is Decide (the enemies' decisions, which read nothing of the
// runners' moves) then Resolve (the rest), so a look-ahead trying several
// moves from one state decides once and resolves each move on a copy; a
// quiet state (SetQuiet) builds no events. An enemy searches for a runner
// only when one is within its chase radius in rows plus columns, and its
// planner's cache of reversible moves changes only when a cell changes
// between empty, solid (a hole counts as Brick) and Ladder.
//
// # Edits
//
// ApplyEdit accepts one line, words separated by spaces:
//
//	runner P ROW COL     move runner P (0 red, 1 blue) to the cell, alive
//	enemy I ROW COL      move enemy I to the cell, alive, with an empty stack
//	cell ROW COL C       set the cell to C, one of . = H * -  (a hole made
//	                     this way closes after 25 turns, credited to nobody)
//	gold ROW COL         the same as "cell ROW COL *"
//
// Rows count from 0 at the top, columns from 0 at the left. EditsAt offers
// them for the cell under a world point (x = column, y = row).
//
// # Wire protocol
//
// Codec speaks the original protocol of reference §3 byte for byte, so a
// 2013 competition program plays unmodified as proc:<command>.
package coderunner
