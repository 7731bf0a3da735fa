// Package charts is the window's chart pane: each player's score over the
// timeline and the game's own series (sim/series), one small chart per
// series side by side, with the current position marked. A click on a
// chart picks the nearest plotted position, which the app seeks to. The
// end-of-game summary draws the score chart alone.
//
// A Tracker feeds one series.Accumulator from two sides: the frames the
// window shows (a live match as it is played), and, for an opened replay,
// a scan that reads the file again on its own goroutine and samples every
// position, so the whole game is charted at once and replays saved before
// charts existed chart the same (series come from the states).
package charts
