package prompt

import (
	"image"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/app/ui"
	"arena/render"
)

// Prompt is an open text field.
type Prompt struct {
	Title string
	Hint  string
	Text  string
	// OK gets the text accepted with Enter.
	OK func(text string)
}

// MaxLen bounds a typed command line.
const MaxLen = 1000

// Result is what an update did to the prompt.
type Result int

const (
	// Open: still typing.
	Open Result = iota
	// Cancel: Esc closed it.
	Cancel
	// Accept: Enter closed it; the caller runs OK with Text.
	Accept
)

// New opens a text field with text typed in already.
func New(title, hint, text string, ok func(string)) *Prompt {
	return &Prompt{Title: title, Hint: hint, Text: text, OK: ok}
}

// Update takes the update's typed input: characters, then Backspace,
// Escape (cancel) and Enter (accept). The caller closes the prompt on
// Cancel and Accept (and then runs OK), so OK may open another.
func (p *Prompt) Update(in *ui.Input) Result {
	for _, r := range in.Chars {
		if r >= ' ' && len(p.Text) < MaxLen {
			p.Text += string(r)
		}
	}
	for i := 0; i < in.Backspace; i++ {
		if _, n := utf8.DecodeLastRuneInString(p.Text); n > 0 {
			p.Text = p.Text[:len(p.Text)-n]
		}
	}
	switch {
	case in.Escape > 0:
		return Cancel
	case in.Enter > 0:
		return Accept
	}
	return Open
}

// Draw draws the prompt across the top of r (the map area).
func (p *Prompt) Draw(dst *ebiten.Image, r image.Rectangle) {
	w := float64(min(r.Dx()-40, 720))
	x := float64(r.Min.X) + (float64(r.Dx())-w)/2
	// A quarter down the map: below the toasts' column at the top.
	y := float64(r.Min.Y + r.Dy()/4)
	render.Rect(dst, x+3, y+3, w, 76, ui.Shadow)
	render.Rect(dst, x, y, w, 76, ui.Opaque)
	render.Frame(dst, x, y, w, 76, 1, render.PanelBorder)
	render.Text(dst, p.Title, x+10, y+8, render.Small, render.Accent)
	render.Rect(dst, x+8, y+28, w-16, 22, ui.Background)
	shown := p.Text + "_"
	// Show the end of a long line: that is where the typing is.
	for len(shown) > 1 {
		if tw, _ := render.Small.Measure(shown); tw < w-24 {
			break
		}
		_, n := utf8.DecodeRuneInString(shown)
		shown = shown[n:]
	}
	render.Text(dst, shown, x+12, y+32, render.Small, render.TextColor)
	render.Text(dst, p.Hint, x+10, y+56, render.Small, render.DimText)
}
