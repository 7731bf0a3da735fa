// Package games is the table of games both binaries register: per game its
// engine, its built-in bots and the strongest of them (the default
// opponent), and its sound (cue table and effects, sound/<game>.go).
// Adding a game is one line here, plus its packages (sim/<game>,
// ai/<game>, maps/<game>, render/<game>, sound/<game>.go) and one
// renderer line in cmd/arena; the tests of both binaries check the table
// against what they register, and this package's test checks each game's
// cues against the event kinds its engine emits.
//
// It is pure: cmd/arenactl uses it, so it never imports ebiten, oto or
// dialog. Renderers are added by cmd/arena.
package games
