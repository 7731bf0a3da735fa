package match_test

import (
	"testing"

	"arena/ai"
	"arena/ai/aitest/fakegame"
	"arena/ai/match"
	"arena/sim"
)

// TestRegistryValue: a registry built as a value resolves specs on its own,
// apart from the process's Default, and a derived registry binds a
// transport without changing the one it came from.
func TestRegistryValue(t *testing.T) {
	games, bots := sim.NewRegistry(), ai.NewRegistry()
	games.Register(fakegame.Game{})
	bots.Register("count", "two", "adds 2", func(uint64) ai.Bot { return fakegame.Adder(2) })
	reg := match.NewRegistry(games, bots)
	var got string
	derived := reg.WithGameTransport("count", "tcp", func(q match.Request) (ai.Agent, error) {
		got = q.Spec.Arg
		return ai.NewBuiltin(fakegame.Adder(1)), nil
	})
	cases := []struct {
		name string
		reg  *match.Registry
		spec string
		ok   bool
	}{
		{"own bot", reg, "builtin:two", true},
		{"Default lacks the registry's bot", nil, "builtin:two", false},
		{"the registry lacks Default's bot", reg, "builtin:three", false},
		{"no tcp in the original", reg, "tcp:@ada", false},
		{"tcp in the derived one", derived, "tcp:@ada", true},
		{"the derived one keeps the bots", derived, "builtin:two", true},
	}
	for _, c := range cases {
		a, err := match.NewAgentWith("count", c.spec, 1, match.AgentOptions{Registry: c.reg})
		if (err == nil) != c.ok {
			t.Errorf("%s: %s: err %v, want ok=%v", c.name, c.spec, err, c.ok)
		}
		if a != nil {
			a.Close()
		}
	}
	if got != "@ada" {
		t.Errorf("the derived transport got %q", got)
	}
	if g, err := reg.Game("count"); err != nil || g.Info().ID != "count" {
		t.Errorf("Game: %v %v", g, err)
	}
	if _, err := reg.Game("plaincount"); err == nil {
		t.Error("the registry knows a game only Default has")
	}
}
