package clip

import "arena/app/clip/frames"

// Options say what to export (frames.Options: range, step, size, outputs).
type Options = frames.Options

// Plan is frames.Plan: the positions a clip draws and its bounds.
var Plan = frames.Plan
