package ui

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// Input is the mouse and typed input a component sees in one update, in
// window (logical) pixels. The app reads it once per update so a component
// is testable without a window: a test fills one in.
type Input struct {
	Mouse image.Point
	// Click and RightClick are presses that began this update; Release
	// ends a left press.
	Click, RightClick, Release bool
	Wheel                      float64
	// Chars are the runes typed this update; Enter, Escape and Backspace
	// are counted presses (several in a slow frame are several).
	Chars                    []rune
	Enter, Escape, Backspace int
	// Now is wall-clock seconds since the app started (cursor blink).
	Now float64
}

// Component is the contract of the window's parts (the start screen, the
// menu, the summary, a pane): each lays itself out inside the rectangle it
// is given, takes input in Update (reporting whether it used it, so what
// is below does not get it too) and draws itself without changing state.
type Component interface {
	Update(area image.Rectangle, in *Input) bool
	Draw(dst *ebiten.Image, area image.Rectangle, in *Input)
}
