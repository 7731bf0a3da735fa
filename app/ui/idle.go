package ui

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// IdleAfter is how many quiet updates pass before Draw stops repainting.
const IdleAfter = 90

// Idle counts updates in which nothing could change the picture: paused,
// no effects, no input, nothing moved. Past IdleAfter, Draw leaves the
// last frame on screen (ARCHITECTURE.md §8: redraw only on change while
// paused), so an idle window costs next to nothing; idle animations stop
// until the next input.
type Idle struct {
	n    int
	last Look
}

// Look is what the picture depends on beside the app's busy state: the
// mouse, the window's size, the frame shown and the toasts.
type Look struct {
	MX, MY, W, H int
	Frame        any
	Toasts       int
}

// Update counts one update: busy is the app's own reason to repaint (a
// match playing, effects, an open menu...); keys or mouse buttons held
// and a changed look are reasons too.
func (i *Idle) Update(busy bool, look Look) {
	busy = busy || len(inpututil.AppendPressedKeys(nil)) > 0 || ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft) ||
		ebiten.IsMouseButtonPressed(ebiten.MouseButtonRight) || look != i.last
	i.last = look
	if busy {
		i.n = 0
	} else {
		i.n++
	}
}

// Quiet reports whether Draw may skip repainting.
func (i *Idle) Quiet() bool { return i.n > IdleAfter }
