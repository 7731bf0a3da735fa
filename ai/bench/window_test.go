package bench

import (
	"context"
	"errors"
	"testing"

	"arena/ai/aitest"
	aicr "arena/ai/coderunner"
	aimm "arena/ai/madmax"
	"arena/ai/match"
	aipb "arena/ai/paintball"
	"arena/ai/session"
	aiww "arena/ai/windward"
	aiworms "arena/ai/worms"
	"arena/sim"
	"arena/sim/coderunner"
	"arena/sim/madmax"
	"arena/sim/paintball"
	"arena/sim/windward"
	"arena/sim/worms"
)

// windowGames are the matches the window opens on (cmd/internal/games'
// DefaultPlayers: two copies of each game's strongest built-in, Madmax's
// alternating with shooter), and CodeRunner between two sample bots,
// whose turns cost next to nothing, to show the window's own cost there.
var windowGames = []struct {
	name    string
	game    sim.Game
	reg     func()
	players []string
}{
	{"worms", worms.Game{}, aiworms.Register, []string{"builtin:hunter", "builtin:hunter"}},
	{"coderunner", coderunner.Game{}, aicr.Register, []string{"builtin:digger", "builtin:digger"}},
	{"coderunner-sample", coderunner.Game{}, aicr.Register, []string{"builtin:sample", "builtin:sample"}},
	{"madmax", madmax.Game{}, aimm.Register, []string{"builtin:raider", "builtin:shooter", "builtin:raider", "builtin:shooter"}},
	{"windward", windward.Game{}, aiww.Register, []string{"builtin:tycoon", "builtin:tycoon"}},
	{"paintball", paintball.Game{}, aipb.Register, []string{"builtin:captain", "builtin:captain"}},
}

func registerWindowGames() {
	for _, g := range windowGames {
		if _, err := sim.Lookup(g.game.Info().ID); err != nil {
			sim.Register(g.game)
			g.reg()
		}
	}
}

// BenchmarkWindowWorker plays what the window's worker plays at 1000
// ticks a second: a ai/session of the window's default match, one tick
// in sixteen with its frame (Next: the one a 60 fps window shows) and the
// others skimmed, a new seed whenever a match ends. cpu-ns/tick is the CPU
// a tick costs the window's process beside its drawing (issue #16);
// BenchmarkWindowHeadless plays the same matches headless, the engine
// and the bots alone.
func BenchmarkWindowWorker(b *testing.B) {
	registerWindowGames()
	for _, g := range windowGames {
		b.Run(g.name, func(b *testing.B) {
			ctx := context.Background()
			seed := uint64(7)
			spec := func() session.Spec {
				return session.Spec{Game: g.game.Info().ID, Seed: seed, Players: g.players}
			}
			s, err := session.Start(spec())
			if err != nil {
				b.Fatal(err)
			}
			ticks, cpu0 := 0, int64(aitest.ProcessCPU())
			for b.Loop() {
				if ticks%16 == 15 {
					_, err = s.Next(ctx)
				} else {
					_, err = s.Skim(ctx)
				}
				if errors.Is(err, session.ErrEnded) {
					s.Close()
					seed++
					s, err = session.Start(spec())
				}
				if err != nil {
					b.Fatal(err)
				}
				ticks++
			}
			s.Close()
			b.ReportMetric(float64(int64(aitest.ProcessCPU())-cpu0)/float64(ticks), "cpu-ns/tick")
		})
	}
}

// BenchmarkWindowHeadless plays BenchmarkWindowWorker's matches through
// a headless match.Runner: what the window's worker costs beyond it is
// the window's own.
func BenchmarkWindowHeadless(b *testing.B) {
	registerWindowGames()
	for _, g := range windowGames {
		b.Run(g.name, func(b *testing.B) {
			ctx := context.Background()
			seed := uint64(7)
			mk := func() *match.Runner {
				agents, err := match.NewAgentsWith(g.game.Info().ID, g.players, seed, match.AgentOptions{})
				if err != nil {
					b.Fatal(err)
				}
				r, err := match.New(g.game, sim.Config{Seed: seed}, agents, match.Options{Headless: true, Agents: g.players})
				if err != nil {
					b.Fatal(err)
				}
				return r
			}
			r := mk()
			ticks, cpu0 := 0, int64(aitest.ProcessCPU())
			for b.Loop() {
				f, err := r.Tick(ctx)
				if err != nil {
					b.Fatal(err)
				}
				if f.Done {
					r.Close()
					seed++
					r = mk()
				}
				ticks++
			}
			r.Close()
			b.ReportMetric(float64(int64(aitest.ProcessCPU())-cpu0)/float64(ticks), "cpu-ns/tick")
		})
	}
}
