//go:build gui

package start

import (
	"image"
	"testing"

	aiworms "arena/ai/worms"
	"arena/app/ui"
	"arena/sim"
	"arena/sim/windward"
	"arena/sim/worms"
)

func TestStartScreen(t *testing.T) {
	sim.Register(worms.Game{})
	aiworms.Register()
	games := sim.Games()
	win := image.Rect(0, 0, 1024, 640)
	s := New(Current{Games: games, Game: games[0], Seed: 42, Agents: nil})
	for _, g := range games {
		if !s.Select(g) {
			t.Fatalf("Select(%s) failed", g)
		}
		c, err := s.Spec()
		if err != nil {
			t.Fatalf("%s: %v", g, err)
		}
		if c.Game != g || c.Seed != 42 || len(c.Players) != s.Seats() {
			t.Errorf("%s: spec %+v", g, c)
		}
		// The panel and every button stay inside the smallest window, and
		// no two buttons overlap.
		r := s.Rect(win)
		bs := s.Buttons(win, 0)
		for i, b := range bs {
			if !b.R.In(r) {
				t.Errorf("%s: button %q at %v leaves the panel %v", g, b.Label, b.R, r)
			}
			for _, o := range bs[i+1:] {
				if b.R.Overlaps(o.R) {
					t.Errorf("%s: %q overlaps %q", g, b.Label, o.Label)
				}
			}
		}
	}
	// A local program without a command line is refused with a reason.
	s.SetPlayer(0, ProgramChoice)
	if a := s.Start(); a.Kind != None {
		t.Errorf("launch without a program: %+v", a)
	}
	s.SetProgram("/tmp/my bot.py") // nobody browsing: seat 0
	if a := s.Start(); a.Kind != Launch || a.Choice.Players[0] != "proc:'/tmp/my bot.py'" {
		t.Errorf("launch with a program: %+v", a)
	}
	// An Entelect bot folder: its bot.json browsed for, or entelect:DIR
	// typed, is played through the entelect: transport; a spec opened on
	// the screen comes back as it was.
	s.SetProgram("/bots/ref/bot.json")
	if a := s.Start(); a.Kind != Launch || a.Choice.Players[0] != "entelect:/bots/ref" {
		t.Errorf("launch with a bot.json: %+v", a)
	}
	e := New(Current{Games: games, Game: worms.ID, Agents: []string{"entelect:/bots/my bot", "builtin:hunter"}})
	if a := e.Start(); a.Kind != Launch || a.Choice.Players[0] != "entelect:/bots/my bot" {
		t.Errorf("an entelect: seat reopened: %+v", a)
	}
	// Typed digits go to the seed; Escape cancels.
	s.SetSeed("")
	s.focus = 0
	s.Update(win, &ui.Input{Chars: []rune("12x3")})
	if s.seed != "123" {
		t.Errorf("seed typed %q", s.seed)
	}
	if a := s.Update(win, &ui.Input{Escape: 1}); a.Kind != Cancel {
		t.Errorf("Escape: %+v", a)
	}
	if a := s.Press(win, NoTimeoutLabel); a.Kind != None || !s.noTimeout {
		t.Errorf("no-timeout switch: %+v %v", a, s.noTimeout)
	}
}

// TestDefaultMapLabel: the start screen says what each game plays on with
// no map chosen, in words that fit the map button (mapButtonW pixels).
func TestDefaultMapLabel(t *testing.T) {
	if _, err := sim.Lookup(windward.ID); err != nil {
		sim.Register(windward.Game{}) // its DefaultMap is "all"
	}
	for _, c := range []struct{ game, want string }{
		{"coderunner", "shipped map picked by seed"},
		{"windward", "every city, one a round"},
		{"worms", "new map made from the seed"},
		{"madmax", "new map made from the seed"},
		{"paintball", "new map made from the seed"},
	} {
		got := defaultMapLabel(c.game)
		if got != c.want || ui.TextW(got)+10 > mapButtonW {
			t.Errorf("%s: %q (%d px), want %q within the map button", c.game, got, ui.TextW(got), c.want)
		}
	}
}
