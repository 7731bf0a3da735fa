package ui

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"arena/app/control"
)

// Keys are the keyboard's state in one update: the keys pressed this
// update and those held, by ebiten name, modifiers apart.
type Keys struct {
	just, held []ebiten.Key
	Just, Held []string
	Mods       control.Mods
}

// Read reads this update's mouse, wheel and typed input into in (its
// Chars buffer is reused), once, for the components and the app alike,
// and the keys into k. The cursor is in window pixels: the screen's
// divided by scale (hi-DPI). now is the app's clock.
func Read(in *Input, k *Keys, scale, now float64) {
	mx, my := ebiten.CursorPosition() // screen pixels: the HUD's are window pixels
	_, wy := ebiten.Wheel()
	*in = Input{
		Mouse:      image.Pt(int(float64(mx)/scale), int(float64(my)/scale)),
		Click:      inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft),
		RightClick: inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonRight),
		Release:    inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft),
		Wheel:      wy,
		Chars:      ebiten.AppendInputChars(in.Chars[:0]),
		Now:        now,
	}
	k.just = inpututil.AppendJustPressedKeys(k.just[:0])
	for _, key := range k.just {
		switch key {
		case ebiten.KeyEnter, ebiten.KeyNumpadEnter:
			in.Enter++
		case ebiten.KeyEscape:
			in.Escape++
		case ebiten.KeyBackspace:
			in.Backspace++
		}
	}
	// A held Backspace repeats (after half a second, then every third
	// update), in the start screen's fields and the fork prompt alike.
	if d := inpututil.KeyPressDuration(ebiten.KeyBackspace); d > 30 && d%3 == 0 {
		in.Backspace++
	}
	k.held = inpututil.AppendPressedKeys(k.held[:0])
	// Fresh slices: the keymap may keep the last update's.
	k.Just, k.Held = names(nil, k.just), names(nil, k.held)
	k.Mods = control.Mods{
		Ctrl:  ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta),
		Shift: ebiten.IsKeyPressed(ebiten.KeyShift),
		Alt:   ebiten.IsKeyPressed(ebiten.KeyAlt),
	}
}

// names names keys by ebiten name, modifiers left out (they are Mods).
func names(out []string, keys []ebiten.Key) []string {
	for _, k := range keys {
		if n := k.String(); !control.IsModifier(n) {
			out = append(out, n)
		}
	}
	return out
}
