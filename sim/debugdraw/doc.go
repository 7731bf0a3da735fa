// Package debugdraw parses and builds bots' debug drawing: shapes a bot
// draws over the board on the tick it played, to show its plan.
//
// A process bot draws by writing lines to stderr that start with
// "#arena ", so its protocol on stdin and stdout is untouched:
//
//	#arena line X1 Y1 X2 Y2 COLOR
//	#arena circle X Y R COLOR
//	#arena text X Y MESSAGE
//	#arena mark X Y COLOR
//
// Coordinates and radii are in the game's world coordinates (the ones its
// protocol uses; see the README's "Bot debug drawing" section), decimal
// numbers with at most MaxCoord magnitude. COLOR is a name from Colors or
// #rgb, #rrggbb or #rrggbbaa. MESSAGE is the rest of the line, cut to
// MaxText runes, with control characters replaced.
//
// Built-in bots draw through Canvas, which makes the same Shape values, so
// both kinds end up as the same canonical text in a replay's "draw" lines
// (Shape.String, read back with Parse).
//
// Contract: Parse never panics and holds no more than the line it is
// given; Scan keeps at most its max shapes and reports how many it
// dropped, so a bot that floods stderr costs bounded memory.
package debugdraw
