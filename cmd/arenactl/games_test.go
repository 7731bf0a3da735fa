package main

import (
	"slices"
	"testing"

	"arena/ai/match"
	"arena/sim"
)

// TestGameInfo checks what every registered game declares about itself:
// its timeline markers are kinds it emits, and its default map resolves.
func TestGameInfo(t *testing.T) {
	for _, id := range sim.Games() {
		g, _ := sim.Lookup(id)
		info := g.Info()
		if len(info.Markers) == 0 {
			t.Errorf("%s: no timeline markers", id)
		}
		for _, k := range info.Markers {
			if !slices.Contains(info.EventKinds, k) {
				t.Errorf("%s: marker %q is not among its event kinds", id, k)
			}
		}
		if info.DefaultMap != "" {
			if _, data, err := match.ResolveMap(g, ""); err != nil || len(data) == 0 {
				t.Errorf("%s: default map %q: %v", id, info.DefaultMap, err)
			}
		}
	}
}
