//go:build gui

package clip

import "testing"

// TestMarksRange: unset marks are the start and the end; marks set the
// wrong way round are swapped.
func TestMarksRange(t *testing.T) {
	cases := []struct{ in, out, end, from, to int }{
		{-1, -1, 90, 0, 90},
		{10, -1, 90, 10, 90},
		{-1, 30, 90, 0, 30},
		{50, 20, 90, 20, 50},
	}
	for _, c := range cases {
		m := NewMarks()
		m.In, m.Out = c.in, c.out
		if from, to := m.Range(c.end); from != c.from || to != c.to {
			t.Errorf("marks %d,%d end %d: %d..%d, want %d..%d", c.in, c.out, c.end, from, to, c.from, c.to)
		}
		if m.Busy() {
			t.Error("busy without an export")
		}
	}
}
