package app

import (
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"arena/render"
)

// prompt is a one-line text field over the map: typed text, Backspace,
// Enter to accept, Esc to cancel. While it is open it takes every key.
type prompt struct {
	title string
	hint  string
	text  string
	ok    func(text string)
}

// maxPromptLen bounds a typed command line.
const maxPromptLen = 1000

// openPrompt opens a text field with text typed in already.
func (a *App) openPrompt(title, hint, text string, ok func(string)) {
	a.menu, a.picking = nil, nil
	a.ext.prompt = &prompt{title: title, hint: hint, text: text, ok: ok}
}

// updatePrompt feeds the frame's keys to the open prompt.
func (a *App) updatePrompt() {
	p := a.ext.prompt
	p.typeRunes(ebiten.AppendInputChars(nil))
	switch {
	case inpututil.IsKeyJustPressed(ebiten.KeyEscape):
		a.ext.prompt = nil
	case inpututil.IsKeyJustPressed(ebiten.KeyEnter) || inpututil.IsKeyJustPressed(ebiten.KeyNumpadEnter):
		a.ext.prompt = nil
		p.ok(p.text)
	case inpututil.IsKeyJustPressed(ebiten.KeyBackspace) || repeating(ebiten.KeyBackspace):
		p.backspace()
	}
}

// repeating says a held key should fire again this frame (after half a
// second, then every third frame).
func repeating(k ebiten.Key) bool {
	d := inpututil.KeyPressDuration(k)
	return d > 30 && d%3 == 0
}

func (p *prompt) typeRunes(rs []rune) {
	for _, r := range rs {
		if r >= ' ' && len(p.text) < maxPromptLen {
			p.text += string(r)
		}
	}
}

func (p *prompt) backspace() {
	if _, n := utf8.DecodeLastRuneInString(p.text); n > 0 {
		p.text = p.text[:len(p.text)-n]
	}
}

// drawPrompt draws the open prompt across the top of the map.
func (a *App) drawPrompt(dst *ebiten.Image, lay layoutRects) {
	p := a.ext.prompt
	if p == nil {
		return
	}
	r := lay.mapArea
	w := float64(min(r.Dx()-40, 720))
	x := float64(r.Min.X) + (float64(r.Dx())-w)/2
	// A quarter down the map: below the toasts' column at the top.
	y := float64(r.Min.Y + r.Dy()/4)
	render.Rect(dst, x+3, y+3, w, 76, colorShadow)
	render.Rect(dst, x, y, w, 76, opaquePanel)
	render.Frame(dst, x, y, w, 76, 1, render.PanelBorder)
	render.Text(dst, p.title, x+10, y+8, render.Small, render.Accent)
	render.Rect(dst, x+8, y+28, w-16, 22, bgColor)
	shown := p.text + "_"
	// Show the end of a long line: that is where the typing is.
	for len(shown) > 1 {
		if tw, _ := render.Small.Measure(shown); tw < w-24 {
			break
		}
		_, n := utf8.DecodeRuneInString(shown)
		shown = shown[n:]
	}
	render.Text(dst, shown, x+12, y+32, render.Small, render.TextColor)
	render.Text(dst, p.hint, x+10, y+56, render.Small, render.DimText)
}
