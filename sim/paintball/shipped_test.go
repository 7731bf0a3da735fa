package paintball

import (
	"testing"

	"arena/maps"
	"arena/sim"
)

// The shipped fields load through arena/maps, keep the generator's
// guarantees and start a game.
func TestShippedFields(t *testing.T) {
	names := maps.List(ID)
	if len(names) < 6 {
		t.Fatalf("%d shipped fields, want at least 6: %v", len(names), names)
	}
	for _, name := range names {
		data, err := maps.Lookup(ID, name)
		if err != nil {
			t.Fatal(err)
		}
		f, err := ParseField(name, data)
		if err != nil {
			t.Fatal(err)
		}
		if err := ValidateField(f); err != nil {
			t.Errorf("%s: %v", name, err)
		}
		if _, err := (Game{}).New(sim.Config{Map: name, MapData: data, Seed: 1}); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}
