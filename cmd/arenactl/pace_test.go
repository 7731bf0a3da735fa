package main

import (
	"strings"
	"testing"

	"arena/sim"
)

// TestPaceFor: --pace is real time at the game's own pace when a TCP
// client plays and no pacing otherwise, unless given: a number of ticks
// per second, or lockstep.
func TestPaceFor(t *testing.T) {
	ww, err := sim.Lookup("windward")
	if err != nil {
		t.Fatal(err)
	}
	worms, err := sim.Lookup("worms")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		game  sim.Game
		arg   string
		specs []string
		tps   float64
		err   string
	}{
		{ww, "", []string{"builtin:tycoon", "builtin:sample"}, 0, ""},
		{ww, "", []string{"builtin:tycoon", "proc:java -jar c.jar"}, 96, ""},
		{ww, "", []string{"tcp:", "sample"}, 96, ""},
		{ww, "lockstep", []string{"tcp:"}, 0, ""},
		{ww, "24", []string{"tcp:"}, 24, ""},
		{ww, "1000", []string{"builtin:sample"}, 1000, ""},
		{worms, "", []string{"proc:python3 bot.py", "builtin:hunter"}, 0, ""},
		{ww, "fast", nil, 0, "want ticks per second"},
		{ww, "0", nil, 0, "want ticks per second"},
		{ww, "-5", nil, 0, "want ticks per second"},
	} {
		p, err := paceFor(c.game, c.arg, c.specs)
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%q %q: error %v, want %q", c.arg, c.specs, err, c.err)
			}
			continue
		}
		if err != nil || p.TPS != c.tps {
			t.Errorf("%s %q %q: pace %v (%v), want %v", c.game.Info().ID, c.arg, c.specs, p.TPS, err, c.tps)
		}
	}
}
