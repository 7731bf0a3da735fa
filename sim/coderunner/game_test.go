package coderunner

import (
	"testing"
	"time"

	"arena/sim"
)

// TestInfo checks the limits of reference §1.1 and §3 (1000 ms for turn 0,
// 120 ms after, a missed move is NONE) and the declared event kinds.
func TestInfo(t *testing.T) {
	info := Game{}.Info()
	want := sim.Limits{FirstReply: time.Second, PerTick: 120 * time.Millisecond, OnFault: sim.NoOp}
	if info.Limits != want || info.ID != "coderunner" || info.MinPlayers != 2 || info.MaxPlayers != 2 {
		t.Errorf("info %+v", info)
	}
	for _, rs := range []string{"", "classic"} {
		if l, err := (Game{}).LimitsFor(rs); err != nil || l != want {
			t.Errorf("LimitsFor(%q) = %v, %v", rs, l, err)
		}
	}
	if _, err := (Game{}).LimitsFor("nope"); err == nil {
		t.Error("unknown ruleset accepted")
	}
	declared := map[sim.EventKind]bool{}
	for _, k := range info.EventKinds {
		declared[k] = true
	}
	for _, k := range []sim.EventKind{"coderunner.dig", "coderunner.brick_closed", "coderunner.gold", "coderunner.enemy_trapped",
		"coderunner.runner_killed", "coderunner.respawn", "fault", "edit"} {
		if !declared[k] {
			t.Errorf("event kind %q not declared", k)
		}
	}
}

// TestNewParams: the turns parameter (400–1200, reference §1.1) and the
// ruleset choice.
func TestNewParams(t *testing.T) {
	st, err := Game{}.New(sim.Config{Map: "wells", Ruleset: "classic", Params: map[string]string{"turns": "400"}})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	if s.Rules.Turns != 400 || s.Rules != func() Rules { r := ClassicRules(); r.Turns = 400; return r }() {
		t.Errorf("rules %+v", s.Rules)
	}
	for _, p := range []map[string]string{{"turns": "399"}, {"turns": "1201"}, {"turns": "x"}, {"speed": "1"}} {
		if _, err := (Game{}).New(sim.Config{Map: "wells", Params: p}); err == nil {
			t.Errorf("params %v accepted", p)
		}
	}
	if _, err := (Game{}).New(sim.Config{Ruleset: "modern"}); err == nil {
		t.Error("unknown ruleset accepted")
	}
	if _, err := (Game{}).New(sim.Config{MapData: []byte("junk")}); err == nil {
		t.Error("bad map accepted")
	}
	// Every event Step emits has a declared kind.
	declared := map[sim.EventKind]bool{}
	for _, k := range EventKinds {
		declared[k] = true
	}
	for i := 0; !s.Over(); i++ {
		evs, err := s.Step([]sim.Action{scripted[i%len(scripted)], nil})
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range evs {
			if !declared[e.Kind] {
				t.Fatalf("undeclared event kind %q", e.Kind)
			}
		}
	}
	if _, err := s.Step(nil); err == nil {
		t.Error("step after the end accepted")
	}
}
