// Package frames is the pure part of clip export (app/clip): which
// timeline positions a clip draws, and its bounds (frames, pixels, frame
// size), with the one-line errors the window and the command line show.
// It does not import ebiten, so its tests need no display.
package frames
