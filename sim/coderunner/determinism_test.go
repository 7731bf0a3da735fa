package coderunner

import (
	"testing"

	"arena/sim"
	"arena/sim/simtest"
)

// scripted is a fixed move cycle, enough to exercise digs, falls and kills.
var scripted = []Move{Left, Left, DigLeft, Right, Bottom, Top, DigRight, Right, None, Left, Bottom, Bottom}

// cycler plays the scripted cycle from its own offset and stride, one
// move per turn.
type cycler struct{ i, mul, add int }

func (c *cycler) Act(sim.State, sim.PlayerID) sim.Action {
	m := scripted[(c.i*c.mul+c.add)%len(scripted)]
	c.i++
	return m
}

// TestDeterminism plays a match twice comparing hashes, then restores a
// mid-match snapshot into a fresh state and a clone and continues both
// (simtest.CheckDeterminism).
func TestDeterminism(t *testing.T) {
	bothRulesets(t, func(t *testing.T, r Rules) {
		cfg := sim.Config{Ruleset: rulesetName(r), Map: "stairs"}
		simtest.CheckDeterminism(t, simtest.Match{
			New: func(t testing.TB) sim.State {
				st, err := Game{}.New(cfg)
				if err != nil {
					t.Fatal(err)
				}
				return st
			},
			Players: func() []simtest.Player { return []simtest.Player{&cycler{mul: 1}, &cycler{mul: 7, add: 3}} },
			SnapAt:  300,
		})
		var restored State
		if err := restored.UnmarshalBinary([]byte("{}")); err == nil {
			t.Error("empty snapshot accepted")
		}
	})
}

// TestRevCache: the planner's incrementally patched cache of reversible
// moves, once its pending patches are applied, always equals a fresh
// build, through digs, restores and gold.
func TestRevCache(t *testing.T) {
	st, err := Game{}.New(sim.Config{Map: "stairs"})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	for i := 0; !s.Over(); i++ {
		s.Apply([2]Move{scripted[i%len(scripted)], scripted[(i*5+1)%len(scripted)]})
		s.syncRev()
		fresh := s.Copy()
		fresh.buildRev()
		if fresh.rev != s.rev {
			t.Fatalf("cache stale after turn %d", i)
		}
	}
}
