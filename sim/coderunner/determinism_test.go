package coderunner

import (
	"testing"

	"arena/sim"
)

// scripted is a fixed move cycle, enough to exercise digs, falls and kills.
var scripted = []Move{Left, Left, DigLeft, Right, Bottom, Top, DigRight, Right, None, Left, Bottom, Bottom}

// TestDeterminism plays a match twice comparing hashes, then restores a
// mid-match snapshot into a fresh state and a clone and continues both.
func TestDeterminism(t *testing.T) {
	bothRulesets(t, func(t *testing.T, r Rules) {
		cfg := sim.Config{Ruleset: rulesetName(r), Map: "stairs"}
		run := func(snapAt int) ([]uint64, *State) {
			st, err := Game{}.New(cfg)
			if err != nil {
				t.Fatal(err)
			}
			s := st.(*State)
			var hs []uint64
			var snap *State
			for i := 0; !s.Over(); i++ {
				if i == snapAt {
					snap = s.Copy()
				}
				if _, err := s.Step([]sim.Action{scripted[i%len(scripted)], scripted[(i*7+3)%len(scripted)]}); err != nil {
					t.Fatal(err)
				}
				hs = append(hs, s.Hash())
			}
			return hs, snap
		}
		a, snap := run(300)
		b, _ := run(-1)
		for i := range a {
			if a[i] != b[i] {
				t.Fatalf("runs diverge at tick %d", i)
			}
		}
		data, err := snap.MarshalBinary()
		if err != nil {
			t.Fatal(err)
		}
		var restored State
		if err := restored.UnmarshalBinary(data); err != nil {
			t.Fatal(err)
		}
		clone := snap.Clone().(*State)
		for _, s := range []*State{&restored, clone} {
			if s.Hash() != snap.Hash() {
				t.Fatal("restored state hashes differently")
			}
			for i := 300; !s.Over(); i++ {
				s.Step([]sim.Action{scripted[i%len(scripted)], scripted[(i*7+3)%len(scripted)]})
				if s.Hash() != a[i] {
					t.Fatalf("restored run diverges at tick %d", i)
				}
			}
		}
		if err := restored.UnmarshalBinary([]byte("{}")); err == nil {
			t.Error("empty snapshot accepted")
		}
	})
}

// TestRevCache: the planner's incrementally patched cache of reversible
// moves always equals a fresh build, through digs, restores and gold.
func TestRevCache(t *testing.T) {
	st, err := Game{}.New(sim.Config{Map: "stairs"})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	for i := 0; !s.Over(); i++ {
		s.Apply([2]Move{scripted[i%len(scripted)], scripted[(i*5+1)%len(scripted)]})
		if !s.revOK {
			continue
		}
		fresh := s.Copy()
		fresh.buildRev()
		if fresh.rev != s.rev {
			t.Fatalf("cache stale after turn %d", i)
		}
	}
}
