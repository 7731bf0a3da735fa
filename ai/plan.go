package ai

import "arena/sim/debugdraw"

// Planner is a built-in bot that shows its plan as debug drawing: after
// each Act, a runner that records drawing (match.Options.Inspect) calls
// Plan with an empty canvas, on the same goroutine and never while Act
// runs. What it draws becomes the same "draw" records as a process bot's
// "#arena" stderr lines, in the game's world coordinates. Plan should only
// turn what Act already decided into shapes: it is not called at all when
// nothing records.
type Planner interface {
	Plan(c *debugdraw.Canvas)
}
