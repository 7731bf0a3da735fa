package match_test

import (
	"context"
	"fmt"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"arena/ai"
	"arena/ai/match"
	aipaintball "arena/ai/paintball"
	"arena/ai/proc"
	"arena/sim"
	"arena/sim/paintball"
)

// blankLines wraps a process bot and records what each turn's reply was
// taken as and every fault.
type blankLines struct {
	*proc.Agent
	mu     sync.Mutex
	wrong  []string
	faults []string
	turns  int
}

func (b *blankLines) Ask(ctx context.Context, t ai.Turn) (ai.Reply, error) {
	r, err := b.Agent.Ask(ctx, t)
	b.mu.Lock()
	defer b.mu.Unlock()
	if err != nil {
		b.faults = append(b.faults, fmt.Sprintf("turn %d: %v", t.Tick, err))
		return r, err
	}
	b.turns++
	word := "crouch"
	if t.Tick%2 == 1 {
		word = "stand"
	}
	if want := strings.Repeat(word+"\n", 3) + word; string(r.Raw) != want {
		b.wrong = append(b.wrong, fmt.Sprintf("turn %d: %q, want %q", t.Tick, r.Raw, want))
	}
	return r, err
}

// TestPaintballBlankLineInReply plays a whole Paintball Panic game against
// a real process that ends each reply with an extra blank line, as
// print("\n".join(cmds) + "\n") does ("\n\n" at the end): blank lines are
// never command lines, so each turn's reply is its own four commands, the
// blank line is never taken for the next turn's first line, and the bot is
// never busy or late for it (rule text §5.6: four command lines).
func TestPaintballBlankLineInReply(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("the bot is a shell script")
	}
	t.Parallel()
	// Each turn: the turn number, the scores, 31 field lines and 8 child
	// lines (reference §3); the reply crouches on even turns and stands on
	// odd ones, every line of it followed by the blank one.
	script := `while read turn; do
	  [ "$turn" -lt 0 ] && exit 0
	  i=0; while [ $i -lt 40 ]; do read l; i=$((i+1)); done
	  if [ $((turn % 2)) = 0 ]; then w=crouch; else w=stand; fi
	  printf '%s\n%s\n%s\n%s\n\n' $w $w $w $w
	done`
	pa, err := proc.New("sh -c '"+strings.ReplaceAll(script, "'", `'\''`)+"'", proc.Options{Framing: paintball.Codec{}.Framing()})
	if err != nil {
		t.Fatal(err)
	}
	bot := &blankLines{Agent: pa}
	lim := &sim.Limits{FirstReply: 30 * time.Second, PerTick: 30 * time.Second}
	r, err := match.New(paintball.Game{}, sim.Config{Seed: 3}, []ai.Agent{bot, ai.NewBuiltin(aipaintball.NewSample(1))}, match.Options{Headless: true, Limits: lim})
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	res, err := r.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	bot.mu.Lock()
	defer bot.mu.Unlock()
	if len(bot.faults) > 0 || len(bot.wrong) > 0 {
		t.Fatalf("faults %v; replies taken wrong %v", bot.faults, bot.wrong)
	}
	if pr := res.Players[0]; pr.Faults != 0 || pr.Status != sim.Done || bot.turns != res.Turns {
		t.Fatalf("bot %+v answered %d of %d turns", pr, bot.turns, res.Turns)
	}
}
