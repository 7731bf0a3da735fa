package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime"
	"strings"
	"sync"
	"text/tabwriter"

	"github.com/spf13/pflag"

	"arena/ai/match"
	"arena/ai/tournament"
	"arena/maps"
	"arena/sim"
	"arena/sim/windward"
)

// trafficRun is one round of the traffic survey.
type trafficRun struct {
	mapArg, ruleset, lineup string
	seed                    uint64
	res                     windward.RoundResult
	err                     error
}

// trafficCmd plays one Windwardopolis round per map, seed, ruleset and
// line-up and reports the traffic health of each group: ticks, unstick
// pushes, the longest hold and deliveries per round (issue: at most one
// unstick per round on average).
type trafficCmd struct {
	mapArgs, lineups, rulesets multi
	seeds                      string
	jobs                       int
}

func (c *trafficCmd) flags(fs *pflag.FlagSet) {
	fs.Var(&c.mapArgs, "map", "a shipped map `NAME|FILE` (XML), repeatable (default: every shipped map)")
	fs.Var(&c.lineups, "lineup", "one line-up: comma-separated player `SPEC,SPEC`..., repeatable (default: builtin:sample, and builtin:tycoon,builtin:tycoon); seat fillers take the other seats")
	fs.Var(&c.rulesets, "rules", "the ruleset `NAME`, repeatable (default: both, \"\" and classic)")
	fs.StringVar(&c.seeds, "seeds", "1-5", "the seeds to play: a `LIST` such as 1-20 or 1,5,9-12")
	fs.IntVarP(&c.jobs, "jobs", "j", runtime.NumCPU(), "`N` rounds played at once")
	defaultNote(fs, "jobs", "default: one per CPU")
}

func (c *trafficCmd) run(std stdio, pos []string) error {
	mapArgs, lineups, rulesets := c.mapArgs, c.lineups, c.rulesets // defaults filled below
	if err := noPositionals("traffic", pos); err != nil {
		return err
	}
	g, err := sim.Lookup(windward.ID)
	if err != nil {
		return badArgs("traffic: %v", err)
	}
	if len(mapArgs) == 0 {
		mapArgs = maps.List(windward.ID)
	}
	if len(lineups) == 0 {
		lineups = multi{"builtin:sample", "builtin:tycoon,builtin:tycoon"}
	}
	if len(rulesets) == 0 {
		rulesets = multi{"", "classic"}
	}
	seedList, err := tournament.ParseSeeds(c.seeds)
	if err != nil {
		return badArgs("traffic: %v", err)
	}
	if c.jobs < 1 {
		return badArgs("traffic: -j %d: want at least 1", c.jobs)
	}
	type mapData struct {
		name string
		data []byte
	}
	resolvedMaps := map[string]mapData{}
	for _, a := range mapArgs {
		name, data, err := match.ResolveMap(g, a)
		if err != nil {
			return badArgs("traffic: %v", err)
		}
		resolvedMaps[a] = mapData{name, data}
	}
	for _, rs := range rulesets {
		if rs != "" && rs != "classic" {
			return badArgs("traffic: unknown ruleset %q (want \"\" or classic)", rs)
		}
	}
	for _, l := range lineups {
		for _, spec := range strings.Split(l, ",") {
			a, err := match.NewAgent(windward.ID, spec, 1)
			if err != nil {
				return badArgs("traffic: %v", err)
			}
			a.Close()
		}
	}
	var runs []*trafficRun
	for _, m := range mapArgs {
		for _, rs := range rulesets {
			for _, l := range lineups {
				for _, sd := range seedList {
					runs = append(runs, &trafficRun{mapArg: m, ruleset: rs, lineup: l, seed: sd})
				}
			}
		}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	work := make(chan *trafficRun)
	var wg sync.WaitGroup
	for w := 0; w < c.jobs; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for r := range work {
				md := resolvedMaps[r.mapArg]
				r.res, r.err = playTrafficRound(ctx, g, md.name, md.data, r)
			}
		}()
	}
	for _, r := range runs {
		if ctx.Err() != nil {
			break
		}
		work <- r
	}
	close(work)
	wg.Wait()
	return writeTraffic(std.out, std.err, runs)
}

// playTrafficRound plays one single-round session and returns its result.
func playTrafficRound(ctx context.Context, g sim.Game, mapName string, mapData []byte, r *trafficRun) (windward.RoundResult, error) {
	specs := strings.Split(r.lineup, ",")
	agents, err := match.NewAgents(windward.ID, specs, r.seed)
	if err != nil {
		return windward.RoundResult{}, err
	}
	cfg := sim.Config{Ruleset: r.ruleset, Seed: r.seed, Map: mapName, MapData: mapData, Params: map[string]string{"rounds": "1"}}
	run, err := match.New(g, cfg, agents, match.Options{Agents: specs})
	if err != nil {
		for _, a := range agents {
			a.Close()
		}
		return windward.RoundResult{}, err
	}
	res, err := run.Run(ctx)
	if err != nil {
		return windward.RoundResult{}, err
	}
	st, ok := res.Final.(*windward.State)
	if !ok || len(st.History) == 0 {
		return windward.RoundResult{}, fmt.Errorf("no finished round")
	}
	return st.History[0], nil
}

// writeTraffic prints one row per map, ruleset and line-up, then one per
// ruleset and the overall figures.
func writeTraffic(stdout, stderr io.Writer, runs []*trafficRun) error {
	type agg struct {
		n, ticks, unsticks, deliveries, hold int
	}
	add := func(a *agg, r windward.RoundResult) {
		a.n++
		a.ticks += r.Ticks
		a.unsticks += r.Unsticks
		a.deliveries += r.Deliveries
		a.hold = max(a.hold, r.LongestHold)
	}
	var keys []string
	groups := map[string]*agg{}
	perRules := map[string]*agg{}
	var all agg
	failed := 0
	for _, r := range runs {
		if r.err != nil {
			failed++
			if failed <= 3 {
				fmt.Fprintf(stderr, "arenactl: traffic %s %q %s seed %d: %v\n", r.mapArg, r.ruleset, r.lineup, r.seed, r.err)
			}
			continue
		}
		rs := r.ruleset
		if rs == "" {
			rs = "default"
		}
		k := r.mapArg + "\t" + rs + "\t" + r.lineup
		if groups[k] == nil {
			groups[k] = &agg{}
			keys = append(keys, k)
		}
		add(groups[k], r.res)
		if perRules[rs] == nil {
			perRules[rs] = &agg{}
		}
		add(perRules[rs], r.res)
		add(&all, r.res)
	}
	tw := tabwriter.NewWriter(stdout, 0, 8, 2, ' ', 0)
	fmt.Fprintln(tw, "map\trules\tline-up\trounds\tticks/round\tunsticks/round\tlongest hold\tdeliveries/round")
	row := func(label string, a *agg) {
		if a.n == 0 {
			return
		}
		fmt.Fprintf(tw, "%s\t%d\t%d\t%.2f\t%d\t%.1f\n", label, a.n, a.ticks/a.n, float64(a.unsticks)/float64(a.n), a.hold,
			float64(a.deliveries)/float64(a.n))
	}
	for _, k := range keys {
		row(k, groups[k])
	}
	for _, rs := range []string{"default", "classic"} {
		if a := perRules[rs]; a != nil {
			row("all\t"+rs+"\tall", a)
		}
	}
	row("all\tall\tall", &all)
	if err := tw.Flush(); err != nil {
		return err
	}
	if failed > 0 {
		return fmt.Errorf("traffic: %d of %d rounds failed", failed, len(runs))
	}
	return nil
}
