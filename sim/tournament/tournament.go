package tournament

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"

	"arena/sim"
	"arena/sim/match"
)

// Plan describes a tournament.
type Plan struct {
	Game      string
	Players   []string // agent specs; the same spec may appear twice
	Seeds     []uint64
	Ruleset   string
	Map       string // map name, recorded
	MapData   []byte // map bytes (see maps.Resolve); nil = generated from each seed
	Params    map[string]string
	NoTimeout bool
	Limits    *sim.Limits
}

// Match is one planned match: a seed and the players in seat order (indices
// into Plan.Players).
type Match struct {
	Index int
	Seed  uint64
	Seats []int
}

// MatchResult is one played match.
type MatchResult struct {
	Match
	Result  match.Result // valid when Err is nil
	Err     error
	Elapsed time.Duration
}

// Matches lists the plan's matches. For a two-player game every pair of
// players meets on every seed in both seatings; a game for more players
// seats everyone, in every rotation, on every seed.
func (p Plan) Matches() ([]Match, error) {
	g, err := sim.Lookup(p.Game)
	if err != nil {
		return nil, err
	}
	info := g.Info()
	n := len(p.Players)
	if n < 2 {
		return nil, fmt.Errorf("a tournament needs at least 2 players, got %d", n)
	}
	if len(p.Seeds) == 0 {
		return nil, fmt.Errorf("a tournament needs at least one seed")
	}
	pairs := func() (s [][]int) {
		for i := 0; i < n; i++ {
			for j := i + 1; j < n; j++ {
				s = append(s, []int{i, j}, []int{j, i})
			}
		}
		return s
	}
	var seatings [][]int
	switch {
	case info.MaxPlayers == 2 && info.MinPlayers <= 2:
		seatings = pairs()
	case n >= info.MinPlayers && n <= info.MaxPlayers:
		for r := 0; r < n; r++ {
			s := make([]int, n)
			for k := range s {
				s[k] = (k + r) % n
			}
			seatings = append(seatings, s)
		}
	case info.MinPlayers <= 2:
		seatings = pairs()
	default:
		return nil, fmt.Errorf("%s takes %d to %d players, got %d", p.Game, info.MinPlayers, info.MaxPlayers, n)
	}
	var out []Match
	for _, seed := range p.Seeds {
		for _, s := range seatings {
			out = append(out, Match{Index: len(out), Seed: seed, Seats: s})
		}
	}
	return out, nil
}

// Run plays every match of the plan on jobs workers (at least 1) and returns
// the results in plan order. progress, if not nil, is called from the
// workers after each match. Run stops early only when ctx is cancelled.
func Run(ctx context.Context, p Plan, jobs int, progress func(MatchResult)) ([]MatchResult, error) {
	ms, err := p.Matches()
	if err != nil {
		return nil, err
	}
	g, _ := sim.Lookup(p.Game)
	jobs = max(1, min(jobs, len(ms)))
	results := make([]MatchResult, len(ms))
	next := make(chan int)
	var wg sync.WaitGroup
	for range jobs {
		wg.Go(func() {
			for i := range next {
				results[i] = p.play(ctx, g, ms[i])
				if progress != nil {
					progress(results[i])
				}
			}
		})
	}
feed:
	for i := range ms {
		select {
		case next <- i:
		case <-ctx.Done():
			break feed
		}
	}
	close(next)
	wg.Wait()
	return results, ctx.Err()
}

func (p Plan) play(ctx context.Context, g sim.Game, m Match) MatchResult {
	start := time.Now()
	res := MatchResult{Match: m}
	specs := make([]string, len(m.Seats))
	names := make([]string, len(m.Seats))
	all := Names(p.Players)
	for k, i := range m.Seats {
		specs[k], names[k] = p.Players[i], all[i]
	}
	// A tournament runs process bots in the game's tournament mode
	// (Paintball Rules §3.3: the argument "tournament").
	agents, err := match.NewAgentsWith(p.Game, specs, m.Seed, match.AgentOptions{Tournament: true})
	if err != nil {
		res.Err = err
		return res
	}
	cfg := sim.Config{Ruleset: p.Ruleset, Seed: m.Seed, Map: p.Map, MapData: p.MapData, Players: names, Params: p.Params}
	r, err := match.New(g, cfg, agents, match.Options{Agents: specs, NoTimeout: p.NoTimeout, Limits: p.Limits})
	if err != nil {
		for _, a := range agents {
			a.Close()
		}
		res.Err = err
		return res
	}
	res.Result, res.Err = r.Run(ctx)
	res.Elapsed = time.Since(start)
	return res
}

// Names are the display names of specs: the spec itself, with "#2", "#3"
// added to repeats so every player stays distinguishable.
func Names(specs []string) []string {
	out := make([]string, len(specs))
	seen := map[string]int{}
	for i, s := range specs {
		seen[s]++
		out[i] = s
		if seen[s] > 1 {
			out[i] = s + "#" + strconv.Itoa(seen[s])
		}
	}
	return out
}

// ParseSeeds reads a seed list such as "1-200", "7" or "1,5,10-12".
func ParseSeeds(text string) ([]uint64, error) {
	var out []uint64
	for _, part := range strings.Split(text, ",") {
		part = strings.TrimSpace(part)
		lo, hi, isRange := strings.Cut(part, "-")
		a, err := strconv.ParseUint(lo, 10, 64)
		if err != nil {
			return nil, fmt.Errorf("seeds %q: bad number %q", text, lo)
		}
		b := a
		if isRange {
			if b, err = strconv.ParseUint(hi, 10, 64); err != nil {
				return nil, fmt.Errorf("seeds %q: bad number %q", text, hi)
			}
		}
		if a == 0 || b < a {
			return nil, fmt.Errorf("seeds %q: %q is not a range of positive seeds", text, part)
		}
		if b-a >= 1_000_000 || len(out)+int(b-a) >= 1_000_000 {
			return nil, fmt.Errorf("seeds %q: more than a million seeds", text)
		}
		for s := a; s <= b; s++ {
			out = append(out, s)
		}
	}
	return out, nil
}
