package worms

import (
	"testing"
	"time"

	"arena/sim"
)

// Rule text "Rules" and "The Map": 2 players with 3 worms each on a 33×33
// map of air, dirt and deep space; worms start with 150 health (reference
// §1.1), weapon damage 8, range 4, dig and move range 1 ("Game Input").
func TestNewGeneratedMatch(t *testing.T) {
	for _, ruleset := range []string{"", "classic"} {
		st, err := Game{}.New(sim.Config{Seed: 99, Ruleset: ruleset})
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		if s.Size != 33 || len(s.Cells) != 33*33 || len(s.Worms) != 6 || len(s.Packs) != 2 {
			t.Fatalf("%q: size %d worms %d packs %d", ruleset, s.Size, len(s.Worms), len(s.Packs))
		}
		for _, w := range s.Worms {
			if w.HP != 150 || s.At(w.X, w.Y) != Air {
				t.Fatalf("%q: worm %+v", ruleset, w)
			}
		}
		r := s.Rules
		if r.WeaponDamage != 8 || r.WeaponRange != 4 || r.DigRange != 1 || r.MoveRange != 1 || r.PackHeal != 10 {
			t.Fatalf("rules %+v", r)
		}
		if s.Round != 1 || s.Tick() != 0 || len(s.Pending()) != 2 || s.Active != [2]int{1, 1} {
			t.Fatalf("start %#v", s)
		}
	}
	if _, err := (Game{}).New(sim.Config{Ruleset: "modern"}); err == nil {
		t.Fatal("unknown ruleset accepted")
	}
}

// Rule text "Constraints": 1000 ms for the first turn, 50 ms per turn; the
// original runner allowed 1000 ms every round (reference §2).
func TestLimits(t *testing.T) {
	l, err := Game{}.LimitsFor("")
	if err != nil || l.FirstReply != time.Second || l.PerTick != 50*time.Millisecond || l.OnFault != sim.Eliminate {
		t.Fatalf("default limits %+v %v", l, err)
	}
	l, err = Game{}.LimitsFor("classic")
	if err != nil || l.FirstReply != time.Second || l.PerTick != time.Second || l.OnFault != sim.NoOp {
		t.Fatalf("classic limits %+v %v", l, err)
	}
	if _, err := (Game{}).LimitsFor("x"); err == nil {
		t.Fatal("unknown ruleset accepted")
	}
	info := Game{}.Info()
	if info.ID != "worms" || info.MinPlayers != 2 || info.MaxPlayers != 2 || info.Limits != (sim.Limits{FirstReply: time.Second, PerTick: 50 * time.Millisecond, OnFault: sim.Eliminate}) {
		t.Fatalf("info %+v", info)
	}
	if len(info.EventKinds) != len(EventKinds) {
		t.Fatalf("event kinds %v", info.EventKinds)
	}
}

// Rule text "Summary": the default is 300 rounds; classic keeps the
// original's 400 (reference §1.1).
func TestPresets(t *testing.T) {
	d, c := DefaultRules(), ClassicRules()
	if d.MaxRounds != 300 || c.MaxRounds != 400 || d.MaxIdle != 0 || c.MaxIdle != 12 || !d.FaultLoses || c.FaultLoses {
		t.Fatalf("presets %+v %+v", d, c)
	}
}

// Every event a game emits is listed in Info().EventKinds.
func TestEventKindsListed(t *testing.T) {
	listed := map[sim.EventKind]bool{}
	for _, k := range EventKinds {
		listed[k] = true
	}
	for _, ruleset := range []string{"", "classic"} {
		for seed := uint64(1); seed <= 3; seed++ {
			st, _ := Game{}.New(sim.Config{Seed: seed, Ruleset: ruleset})
			for i := 0; !st.(*State).Over && i < 400; i++ {
				s := st.(*State)
				evs, _ := st.Step([]sim.Action{scripted(s, 0, i), scripted(s, 1, i)})
				for _, e := range evs {
					if !listed[e.Kind] {
						t.Fatalf("event kind %q not listed", e.Kind)
					}
				}
			}
		}
	}
}

func TestParseAction(t *testing.T) {
	a, err := Game{}.ParseAction(0, "dig 5 6")
	if err != nil || a.String() != "dig 5 6" {
		t.Fatalf("%v %v", a, err)
	}
	if _, err := (Game{}).ParseAction(0, "dig"); err == nil {
		t.Fatal("bad action accepted")
	}
}
