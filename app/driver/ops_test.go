package driver

import (
	"slices"
	"testing"

	"arena/sim/scenario"
)

// TestParseSeat reads the fork prompt's text.
func TestParseSeat(t *testing.T) {
	cases := []struct {
		text string
		def  int
		seat int
		spec string
	}{
		{"2=builtin:hunter", 0, 1, "builtin:hunter"},
		{" 1 = proc:python3 bot.py --v2 ", 1, 0, "proc:python3 bot.py --v2"},
		{"proc:./bot a=b", 1, 1, "proc:./bot a=b"},
		{"x=proc:./bot", 2, 2, "x=proc:./bot"},
	}
	for _, c := range cases {
		if seat, spec := ParseSeat(c.text, c.def); seat != c.seat || spec != c.spec {
			t.Errorf("%q: seat %d spec %q, want %d %q", c.text, seat, spec, c.seat, c.spec)
		}
	}
}

// TestScenarioPlayers: the given players when they fit the seats, else
// the defaults repeated over them.
func TestScenarioPlayers(t *testing.T) {
	sc := &scenario.Scenario{Game: "no-such-game", Players: make([]string, 3)}
	cases := []struct {
		given, defaults, want []string
	}{
		{[]string{"a", "b", "c"}, []string{"d"}, []string{"a", "b", "c"}},
		{[]string{"a", "b"}, []string{"d", "e"}, []string{"d", "e", "d"}},
		{nil, nil, nil},
	}
	for _, c := range cases {
		if got := ScenarioPlayers(sc, c.given, c.defaults); !slices.Equal(got, c.want) {
			t.Errorf("given %q defaults %q: %q, want %q", c.given, c.defaults, got, c.want)
		}
	}
}
