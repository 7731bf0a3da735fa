//go:build gui

package app

import (
	"testing"

	"arena/app/control"
)

// TestEveryBoundCommandIsHandled: each command the default keymap binds has
// an entry in Do's table, so a key never does nothing silently.
func TestEveryBoundCommandIsHandled(t *testing.T) {
	for _, b := range control.DefaultKeymap() {
		if _, ok := commands[b.Cmd]; !ok {
			t.Errorf("%q (%v) has no handler in commands", b.Cmd, b.Keys)
		}
	}
	for _, c := range []control.Command{cmdCommands, cmdHover} {
		if _, ok := commands[c]; !ok {
			t.Errorf("button command %q has no handler", c)
		}
	}
}
