package bench

import (
	"context"
	"io"
	"testing"

	"arena/ai"
	"arena/ai/aitest"
	aicr "arena/ai/coderunner"
	aimm "arena/ai/madmax"
	"arena/ai/match"
	aipb "arena/ai/paintball"
	aiww "arena/ai/windward"
	aiworms "arena/ai/worms"
	"arena/sim"
	"arena/sim/coderunner"
	"arena/sim/madmax"
	"arena/sim/paintball"
	"arena/sim/windward"
	"arena/sim/worms"
)

// pair is one game's benchmark match: the game, its configuration and a
// fresh set of built-in bots (one per seat) for every match played.
type pair struct {
	name string
	game sim.Game
	cfg  sim.Config
	bots func() []ai.Bot
}

func pairs() []pair {
	ww := make([]string, windward.NumPlayers)
	for i := range ww {
		ww[i] = string(rune('A' + i))
	}
	return []pair{
		{"worms", worms.Game{}, sim.Config{Seed: 7},
			func() []ai.Bot { return []ai.Bot{aiworms.NewHunter(1), aiworms.NewSample(2)} }},
		{"coderunner", coderunner.Game{}, sim.Config{Seed: 7},
			func() []ai.Bot { return []ai.Bot{aicr.NewDigger(), aicr.NewSample()} }},
		{"madmax", madmax.Game{}, sim.Config{Seed: 3424},
			func() []ai.Bot { return []ai.Bot{&aimm.Demo{}, &aimm.Demo{}, &aimm.Demo{}, &aimm.Demo{}} }},
		{"paintball", paintball.Game{}, sim.Config{Seed: 7},
			func() []ai.Bot { return []ai.Bot{aipb.NewCaptain(1), aipb.NewSample(2)} }},
		{"windward", windward.Game{}, sim.Config{Seed: 7, Players: ww, Params: map[string]string{"rounds": "1"}},
			func() []ai.Bot {
				bots := make([]ai.Bot, windward.NumPlayers)
				for i := range bots {
					if i%2 == 0 {
						bots[i] = aiww.NewTycoon(uint64(i))
					} else {
						bots[i] = aiww.NewSample(uint64(i))
					}
				}
				return bots
			}},
	}
}

// BenchmarkDirect plays each game's match in a plain loop: the engine and
// its bots, each bot handed the live state (no clone, no runner). It is the
// floor BenchmarkRunner is compared against.
func BenchmarkDirect(b *testing.B) {
	for _, pc := range pairs() {
		b.Run(pc.name, func(b *testing.B) {
			b.ReportAllocs()
			ticks, cpu0 := 0, int64(aitest.ProcessCPU())
			for b.Loop() {
				st, err := pc.game.New(pc.cfg)
				if err != nil {
					b.Fatal(err)
				}
				bots := pc.bots()
				actions := make([]sim.Action, len(bots))
				for {
					if _, done := st.Outcome(); done {
						break
					}
					clear(actions)
					for _, p := range st.Pending() {
						actions[p] = bots[p].Act(st, p)
					}
					if _, err := st.Step(actions); err != nil {
						b.Fatal(err)
					}
					ticks++
				}
			}
			report(b, ticks, int64(aitest.ProcessCPU())-cpu0)
		})
	}
}

// BenchmarkRunner plays the same matches through match.Runner as
// `arenactl run` and tournaments do without --replay: headless, built-in
// agents, nothing recorded.
func BenchmarkRunner(b *testing.B) {
	runnerBench(b, func() match.Options { return match.Options{Headless: true} })
}

// BenchmarkRunnerReplay is BenchmarkRunner recording a replay (to
// io.Discard): the cost of hashing every tick, snapshots and the gzip
// stream.
func BenchmarkRunnerReplay(b *testing.B) {
	runnerBench(b, func() match.Options { return match.Options{Headless: true, Replay: io.Discard} })
}

func runnerBench(b *testing.B, opts func() match.Options) {
	for _, pc := range pairs() {
		b.Run(pc.name, func(b *testing.B) {
			b.ReportAllocs()
			ticks, cpu0 := 0, int64(aitest.ProcessCPU())
			for b.Loop() {
				bots := pc.bots()
				agents := make([]ai.Agent, len(bots))
				for i, bot := range bots {
					agents[i] = ai.NewBuiltin(bot)
				}
				r, err := match.New(pc.game, pc.cfg, agents, opts())
				if err != nil {
					b.Fatal(err)
				}
				res, err := r.Run(context.Background())
				if err != nil {
					b.Fatal(err)
				}
				ticks += res.Turns
			}
			report(b, ticks, int64(aitest.ProcessCPU())-cpu0)
		})
	}
}

// report adds ticks per op and per second, and the CPU time per op and
// ticks per CPU-second: the machine these run on is shared, so CPU time is
// the steadier measure (make bench-compare uses it when present).
func report(b *testing.B, ticks int, cpu int64) {
	if ticks == 0 {
		b.Fatal("no tick played")
	}
	b.ReportMetric(float64(ticks)/b.Elapsed().Seconds(), "ticks/s")
	b.ReportMetric(float64(ticks)/float64(b.N), "ticks/op")
	if cpu > 0 {
		b.ReportMetric(float64(cpu)/float64(b.N), "cpu-ns/op")
		b.ReportMetric(float64(ticks)/(float64(cpu)/1e9), "ticks/cpu-s")
	}
}
