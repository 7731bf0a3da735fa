package sound_test

import (
	"slices"
	"testing"

	"arena/sim"
	"arena/sim/coderunner"
	"arena/sim/madmax"
	"arena/sim/paintball"
	"arena/sim/windward"
	"arena/sim/worms"
	"arena/sound"
)

// engines lists every game engine that exists. To cover a new game, add one
// line: its Game value. The test then fails until sound.Tables has an entry
// for every kind in its Info().EventKinds.
var engines = []sim.Game{
	worms.Game{},
	coderunner.Game{},
	madmax.Game{},
	paintball.Game{},
	windward.Game{},
}

// TestCueCoverage fails on any kind an engine can emit that has neither a
// cue nor an explicit sound.Quiet in that game's table.
func TestCueCoverage(t *testing.T) {
	for _, g := range engines {
		info := g.Info()
		t.Run(info.ID, func(t *testing.T) {
			tb, ok := sound.Tables[info.ID]
			if !ok {
				t.Fatalf("no sound.Tables[%q]", info.ID)
			}
			if len(info.EventKinds) == 0 {
				t.Fatalf("%s lists no EventKinds", info.ID)
			}
			for _, k := range info.EventKinds {
				if _, ok := tb[k]; !ok {
					t.Errorf("kind %q has no cue: map it to an effect or to sound.Quiet", k)
				}
			}
			// A cue for a kind the engine never emits is dead weight, and
			// usually a misspelt kind.
			for k := range tb {
				if !slices.Contains(info.EventKinds, k) {
					t.Errorf("table maps %q, which %s never emits", k, info.ID)
				}
			}
		})
	}
}

// TestTablesNameRealEffects checks every table, landed engine or not, for
// effect names that do not exist.
func TestTablesNameRealEffects(t *testing.T) {
	for id, tb := range sound.Tables {
		for k, name := range tb {
			if name != sound.Quiet && !sound.Has(name) {
				t.Errorf("Tables[%q][%q] = %q: no such effect", id, k, name)
			}
		}
	}
}

// TestEveryEffectIsCued keeps the effect list honest: each effect is used by
// some table.
func TestEveryEffectIsCued(t *testing.T) {
	used := map[string]bool{}
	for _, tb := range sound.Tables {
		for _, name := range tb {
			used[name] = true
		}
	}
	for _, n := range sound.Names() {
		if !used[n] {
			t.Errorf("effect %q is in no cue table", n)
		}
	}
}
