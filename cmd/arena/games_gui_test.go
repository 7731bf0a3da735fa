//go:build gui

package main

import (
	"testing"

	"arena/cmd/internal/games"
)

// TestEveryGameHasARenderer lists the games of the table against the
// renderers this binary registers, both ways.
func TestEveryGameHasARenderer(t *testing.T) {
	for _, e := range games.Table {
		if renderers[e.ID()] == nil {
			t.Errorf("%s: no renderer in cmd/arena's renderers", e.ID())
		}
	}
	for id := range renderers {
		if _, ok := games.Lookup(id); !ok {
			t.Errorf("renderer for %q, which is not in games.Table", id)
		}
	}
}
