package match_test

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"arena/ai"
	"arena/ai/aitest"
	"arena/ai/match"
	"arena/ai/proc"
	"arena/sim"
)

// pairing wraps a process bot whose replies carry the turn they answer
// ("add T mod 10") and records any reply taken for another turn.
type pairing struct {
	*proc.Agent
	mu       sync.Mutex
	wrong    []string
	answered []int
}

func (p *pairing) Ask(ctx context.Context, t ai.Turn) (ai.Reply, error) {
	r, err := p.Agent.Ask(ctx, t)
	if err == nil {
		p.mu.Lock()
		if want := fmt.Sprintf("add %d", t.Tick%10); string(r.Raw) != want {
			p.wrong = append(p.wrong, fmt.Sprintf("turn %d got %q", t.Tick, r.Raw))
		}
		p.answered = append(p.answered, t.Tick)
		p.mu.Unlock()
	}
	return r, err
}

// TestLateReplyInMatch plays a bot that stalls far past the limit at turn 3
// against a built-in: no reply is applied to a turn it did not answer, the
// bot plays again after the stall, and at the end it reads the "-1" and
// exits by itself well within a long exit grace.
func TestLateReplyInMatch(t *testing.T) {
	t.Parallel()
	cmd := strings.TrimPrefix(aitest.Command(t, aitest.Tagged, "format=add", "stall=3", "delay=2500ms"), "proc:")
	pa, err := proc.New(cmd, proc.Options{Framing: sim.Framing{Lines: 1}})
	if err != nil {
		t.Fatal(err)
	}
	bot := &pairing{Agent: pa}
	b, _ := ai.LookupBot("count", "three")
	g, _ := sim.Lookup("count")
	lim := &sim.Limits{FirstReply: 5 * time.Second, PerTick: time.Second}
	r, err := match.New(g, sim.Config{Seed: 5, Params: map[string]string{"ticks": "12"}},
		[]ai.Agent{bot, ai.NewBuiltin(b.New(1))}, match.Options{Limits: lim, ExitGrace: time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	t0 := time.Now()
	res, err := r.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if d := time.Since(t0); d > 50*time.Second {
		t.Errorf("the match took %v: the bot did not exit by itself after the end message", d)
	}
	bot.mu.Lock()
	defer bot.mu.Unlock()
	if len(bot.wrong) > 0 {
		t.Errorf("replies applied to other turns: %v", bot.wrong)
	}
	if res.Players[0].Faults == 0 {
		t.Errorf("the stall cost no fault: %+v", res.Players[0])
	}
	late := 0
	for _, n := range bot.answered {
		if n > 3 {
			late++
		}
	}
	if late == 0 {
		t.Errorf("no turn after the stall was answered: %v", bot.answered)
	}
	if !strings.Contains(string(pa.StderrTail()), "end") {
		t.Errorf("the bot never read the end message (stderr %q)", pa.StderrTail())
	}
}

// TestTournamentArgs: in tournament mode a process bot's command line gets
// the game's tournament arguments (Paintball Rules §3.3), and only then.
func TestTournamentArgs(t *testing.T) {
	for _, tc := range []struct {
		tournament bool
		want       string
	}{{false, "bot --fast"}, {true, "bot --fast tournament"}} {
		a, err := match.NewAgentWith("count", "proc:bot --fast", 1, match.AgentOptions{Tournament: tc.tournament})
		if err != nil {
			t.Fatal(err)
		}
		if got := strings.Join(a.(*proc.Agent).Command(), " "); got != tc.want {
			t.Errorf("tournament %v: command %q, want %q", tc.tournament, got, tc.want)
		}
		a.Close()
	}
}
