//go:build gui

package wire

import (
	"strings"
	"testing"
)

// TestLines: a report longer than the pane keeps its head and every
// section's title, shows short sections whole and cuts long ones with a
// note.
func TestLines(t *testing.T) {
	long := "--- sent\n" + strings.Repeat("row\n", 20)
	text := "tick 3, seat 1\nstatus: ACTIVE\n" + long + "--- reply\nMOVE 1\n--- stderr\n"
	cases := []struct {
		rows  int
		want  int
		check string
	}{
		{100, 26, ""},
		{10, 10, "17 more line(s)"},
		{0, 26, ""},
	}
	for _, c := range cases {
		got := Lines(text, c.rows)
		if len(got) != c.want {
			t.Errorf("rows %d: %d lines, want %d:\n%s", c.rows, len(got), c.want, strings.Join(got, "\n"))
		}
		all := strings.Join(got, "\n")
		for _, must := range []string{"status: ACTIVE", "--- sent", "--- reply", "MOVE 1", "--- stderr", c.check} {
			if !strings.Contains(all, must) {
				t.Errorf("rows %d: %q missing:\n%s", c.rows, must, all)
			}
		}
	}
}
