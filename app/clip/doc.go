// Package clip exports a range of a replay's timeline as an animated GIF
// (image/gif, each frame quantised to the fixed Plan 9 palette with
// Floyd–Steinberg dithering) and as a sequence of PNG files, through the
// same renderers as the window.
//
// An Exporter reads the replay on its own goroutine (a ai/session opened
// from the file, seeking forward), draws each frame offscreen on the
// ebiten goroutine (Step, called from a game's Update: ebiten images work
// only inside the game loop), and quantises and writes on a third. The
// window's clip export (mark in, mark out, export) saves its timeline to a
// temporary replay and runs one; `arena --replay FILE --export-gif OUT.gif
// --from T1 --to T2` runs one in a minimal game loop (Run) and exits.
//
// A clip is bounded (package frames): at most MaxFrames frames and MaxPixels pixels in all,
// frames at most MaxSide pixels a side. A range too long for that is
// stepped (every Nth position) unless Every is given, which is then
// checked, and the error says which Every would fit.
package clip
