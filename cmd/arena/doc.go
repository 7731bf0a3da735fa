// Command arena is the desktop viewer: one window that plays, steps, edits
// and replays the arena games with built-in bots and local programs.
//
// Games and bots come from cmd/internal/games' table, renderers from the
// renderers table here; register() adds them explicitly, so the dependency
// graph stays visible (ARCHITECTURE.md §11).
//
// For scripts, ARENA_AUTOSHOT=FRAMES:PATH[:CMD,CMD...] runs the listed
// commands (control.Command names such as "debug", "grid", "zoom-in",
// "logs", "start-screen") after the first frame, saves a screenshot of frame
// FRAMES to PATH and quits; ~/.config/arena/keys.txt remaps keys
// ("step+1 = ArrowRight, L").
package main
