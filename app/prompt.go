package app

import (
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/app/ui"
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
	a.popup, a.picking = nil, nil
	a.ext.prompt = &prompt{title: title, hint: hint, text: text, ok: ok}
}

// updatePrompt feeds the update's typed input (ui.Input) to the open
// prompt: characters, then Backspace, Escape (cancel) and Enter (accept).
func (a *App) updatePrompt() {
	p := a.ext.prompt
	p.typeRunes(a.in.Chars)
	for i := 0; i < a.in.Backspace; i++ {
		p.backspace()
	}
	switch {
	case a.in.Escape > 0:
		a.ext.prompt = nil
	case a.in.Enter > 0:
		a.ext.prompt = nil
		p.ok(p.text)
	}
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
	render.Rect(dst, x+3, y+3, w, 76, ui.Shadow)
	render.Rect(dst, x, y, w, 76, ui.Opaque)
	render.Frame(dst, x, y, w, 76, 1, render.PanelBorder)
	render.Text(dst, p.title, x+10, y+8, render.Small, render.Accent)
	render.Rect(dst, x+8, y+28, w-16, 22, ui.Background)
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
