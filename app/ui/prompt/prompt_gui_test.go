//go:build gui

package prompt

import (
	"testing"

	"arena/app/ui"
)

// TestUpdate types, deletes a multi-byte rune, and closes the field.
func TestUpdate(t *testing.T) {
	cases := []struct {
		name string
		in   ui.Input
		text string
		want Result
	}{
		{"type", ui.Input{Chars: []rune("ab\tc")}, "1=xabc", Open},
		{"backspace over é", ui.Input{Chars: []rune("é"), Backspace: 2}, "1=", Open},
		{"escape", ui.Input{Escape: 1}, "1=x", Cancel},
		{"enter", ui.Input{Chars: []rune("y"), Enter: 1}, "1=xy", Accept},
	}
	for _, c := range cases {
		p := New("t", "h", "1=x", nil)
		if got := p.Update(&c.in); got != c.want || p.Text != c.text {
			t.Errorf("%s: %v %q, want %v %q", c.name, got, p.Text, c.want, c.text)
		}
	}
}
