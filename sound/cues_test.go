package sound_test

import (
	"testing"

	"arena/sound"
)

// Each game's cues cover exactly the kinds its engine emits: the game
// table's test checks that (cmd/internal/games), where engines and sounds
// meet. The tests here check the sounds alone.

// TestTablesNameRealEffects checks every game's table for effect names
// that do not exist.
func TestTablesNameRealEffects(t *testing.T) {
	for _, id := range sound.Games() {
		for k, name := range sound.Cues(id) {
			if name != sound.Quiet && !sound.Has(name) {
				t.Errorf("Cues(%q)[%q] = %q: no such effect", id, k, name)
			}
		}
	}
}

// TestEveryEffectIsCued keeps the effect list honest: each effect is used by
// some table.
func TestEveryEffectIsCued(t *testing.T) {
	used := map[string]bool{}
	for _, id := range sound.Games() {
		for _, name := range sound.Cues(id) {
			used[name] = true
		}
	}
	for _, n := range sound.Names() {
		if !used[n] {
			t.Errorf("effect %q is in no cue table", n)
		}
	}
}
