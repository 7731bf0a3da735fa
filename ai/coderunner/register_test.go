package coderunner

import (
	"testing"

	"arena/ai"
	"arena/sim"
	cr "arena/sim/coderunner"
)

// TestRegister: both built-ins are found by name and answer with a valid
// move on a fresh game, and a dead runner answers NONE.
func TestRegister(t *testing.T) {
	Register()
	st, err := cr.Game{}.New(sim.Config{Map: "towers"})
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"sample", "digger"} {
		info, err := ai.LookupBot(cr.ID, name)
		if err != nil {
			t.Fatal(err)
		}
		bot := info.New(1)
		for p := sim.PlayerID(0); p < 2; p++ {
			a := bot.Act(st, p)
			if _, err := (cr.Game{}).ParseAction(p, a.String()); err != nil {
				t.Errorf("%s: %v", name, err)
			}
		}
		dead := st.(*cr.State).Copy()
		dead.Runners[0].Alive = false
		if a := bot.Act(dead, 0); a != cr.None {
			t.Errorf("%s: dead runner moved %v", name, a)
		}
	}
}
