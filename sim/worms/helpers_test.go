package worms

import (
	"strings"
	"testing"

	"arena/sim"
)

// presets runs a rule test under both rulesets where the rule holds in both.
var presets = []struct {
	name  string
	rules Rules
}{{"default", DefaultRules()}, {"classic", ClassicRules()}}

// mk builds a state from a tiny ASCII map (map-file format, rows joined by
// newlines).
func mk(t *testing.T, r Rules, rows ...string) *State {
	t.Helper()
	m, err := ParseMap([]byte(strings.Join(rows, "\n")))
	if err != nil {
		t.Fatalf("bad test map: %v", err)
	}
	return NewState(m, r, 1)
}

// cmds parses one command text per player ("" = nothing).
func cmds(t *testing.T, texts ...string) [Players]Command {
	t.Helper()
	var out [Players]Command
	for i, s := range texts {
		if s == "" {
			continue
		}
		c, err := ParseCommand(s)
		if err != nil {
			t.Fatalf("bad test command %q: %v", s, err)
		}
		out[i] = c
	}
	return out
}

func wormOf(t *testing.T, s *State, p, id int) Worm {
	t.Helper()
	i := s.Find(WormRef{p, id})
	if i < 0 {
		t.Fatalf("worm %d.%d is gone\n%#v", p, id, s)
	}
	return s.Worms[i]
}

func kinds(evs []sim.Event) []sim.EventKind {
	var out []sim.EventKind
	for _, e := range evs {
		out = append(out, e.Kind)
	}
	return out
}

func has(evs []sim.Event, k sim.EventKind) bool {
	for _, e := range evs {
		if e.Kind == k {
			return true
		}
	}
	return false
}
