package coderunner

import (
	"testing"

	"arena/maps"
	"arena/sim"
)

// TestShippedMaps loads every map shipped in maps/coderunner through
// arena/maps and runs the original's checks on it (ParseMap), and checks
// that each is a playable map: at least one gold and one enemy pair.
func TestShippedMaps(t *testing.T) {
	names := maps.List(ID)
	if len(names) < 6 {
		t.Fatalf("%d shipped maps, want at least 6", len(names))
	}
	for _, name := range names {
		data, err := maps.Lookup(ID, name)
		if err != nil {
			t.Fatal(err)
		}
		m, err := ParseMap(name, data)
		if err != nil {
			t.Errorf("%v", err)
			continue
		}
		gold := 0
		for _, c := range m.Cells {
			if c == Gold {
				gold++
			}
		}
		if gold == 0 || len(m.Enemies) == 0 {
			t.Errorf("%s: %d gold and %d enemies", name, gold, len(m.Enemies))
		}
	}
}

// TestDefaultMap: without map data the seed picks one of the shipped maps,
// and a named shipped map is found without its bytes.
func TestDefaultMap(t *testing.T) {
	seen := map[uint64]bool{}
	for seed := uint64(0); seed < 12; seed++ {
		st, err := Game{}.New(sim.Config{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		seen[st.Hash()] = true
	}
	if len(seen) < 6 {
		t.Errorf("12 seeds gave %d different maps, want at least 6", len(seen))
	}
	if _, err := (Game{}).New(sim.Config{Map: "towers"}); err != nil {
		t.Error(err)
	}
	if _, err := (Game{}).New(sim.Config{Map: "nowhere"}); err == nil {
		t.Error("unknown map accepted")
	}
}
