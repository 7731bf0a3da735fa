package transports_test

import (
	"context"
	"strings"
	"sync/atomic"
	"testing"

	"arena/ai"
	"arena/ai/match"
	"arena/ai/transports"
	aiworms "arena/ai/worms"
	"arena/sim"
	"arena/sim/worms"
)

func init() {
	sim.Register(worms.Game{})
	aiworms.Register()
}

// relay is a transport written outside the table: its agent plays the
// built-in its argument names and counts the turns it was asked.
type relay struct {
	ai.Agent
	asked *atomic.Int32
}

func (r relay) Ask(ctx context.Context, t ai.Turn) (ai.Reply, error) {
	r.asked.Add(1)
	return r.Agent.Ask(ctx, t)
}

// TestKindFromOutside registers a kind the table does not have on a
// registry built from it and plays a whole match through it: nothing in
// ai, ai/match or the table needs to know the kind.
func TestKindFromOutside(t *testing.T) {
	reg := transports.Registry(transports.Config{})
	if err := reg.Check("relay:hunter"); err == nil || !strings.Contains(err.Error(), `unknown kind "relay"`) {
		t.Fatalf("Check before registering = %v, want unknown kind", err)
	}
	var asked atomic.Int32
	reg.RegisterKind(match.Kind{Name: "relay", Usage: "relay:BOT", Doc: "a built-in, counted"}, func(q match.Request) (ai.Agent, error) {
		bot, err := ai.Default.LookupBot(q.Game.Info().ID, q.Spec.Arg)
		if err != nil {
			return nil, err
		}
		return relay{ai.NewBuiltin(bot.New(q.Seed)), &asked}, nil
	})
	if err := reg.Check("relay:hunter"); err != nil {
		t.Fatalf("Check after registering: %v", err)
	}
	agents, err := match.NewAgentsWith(worms.ID, []string{"relay:hunter", "builtin:sample"}, 5, match.AgentOptions{Registry: reg})
	if err != nil {
		t.Fatal(err)
	}
	r, err := match.New(worms.Game{}, sim.Config{Seed: 5}, agents, match.Options{Headless: true})
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	res, err := r.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if asked.Load() == 0 || int(asked.Load()) > res.Turns+1 {
		t.Errorf("the relay was asked %d times in %d ticks", asked.Load(), res.Turns)
	}
	if got := res.Players[0].Status; got != sim.Done {
		t.Errorf("relay seat ended %v, want DONE", got)
	}
	var names []string
	for _, k := range reg.Kinds() {
		names = append(names, k.Name)
	}
	if got := strings.Join(names, " "); got != "builtin entelect proc relay tcp" {
		t.Errorf("kinds %q", got)
	}
}

// TestTableKinds checks that every row of the table is a kind ParseSpec
// reads and that each has its usage and help line.
func TestTableKinds(t *testing.T) {
	for _, e := range transports.Table() {
		if !ai.ValidKind(e.Kind.Name) || !strings.HasPrefix(e.Kind.Usage, e.Kind.Name+":") || e.Kind.Doc == "" {
			t.Errorf("row %+v", e.Kind)
		}
	}
}
