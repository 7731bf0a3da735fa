package worms_test

import (
	"testing"

	"arena/maps"
	simworms "arena/sim/worms"
)

// Every shipped Worms map parses with the engine's loader, round-trips
// through its canonical text and is mirror-symmetric with the players
// swapped, like the generated maps.
func TestShippedMaps(t *testing.T) {
	names := maps.List("worms")
	if len(names) == 0 {
		t.Fatal("no shipped worms maps")
	}
	for _, name := range names {
		data, err := maps.Lookup("worms", name)
		if err != nil {
			t.Fatal(err)
		}
		m, err := simworms.ParseMap(data)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if string(m.Text()) != string(data) {
			t.Errorf("%s is not in canonical form", name)
		}
		n := m.Size
		for y := 0; y < n; y++ {
			for x := 0; x < n; x++ {
				if m.Cells[y*n+x] != m.Cells[y*n+n-1-x] {
					t.Fatalf("%s: cell %d %d is not mirrored", name, x, y)
				}
			}
		}
		for _, w := range m.Worms {
			found := false
			for _, v := range m.Worms {
				found = found || (v.Player == 1-w.Player && v.ID == w.ID && v.X == n-1-w.X && v.Y == w.Y)
			}
			if !found {
				t.Errorf("%s: worm %d.%d has no mirror image", name, w.Player, w.ID)
			}
		}
	}
}
