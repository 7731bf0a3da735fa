package tournament

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"arena/ai/match"
	"arena/sim"
	"arena/sim/scenario"
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

	// Gauntlet, when not empty, names the one player (a spec or display
	// name) who meets each of the others; the others do not meet.
	Gauntlet string
	// Swap plays every seating of every pairing on every seed; without it
	// each pairing is played once per seed, the seating alternating with
	// the seed so that seat bias evens out over many seeds.
	Swap bool

	// Start, when set, is the state every match starts from instead of
	// the game's first state: a scenario's (sim/scenario), whose Config
	// then holds the ruleset, map and params (Map, MapData, Ruleset and
	// Params must match it). Each match plays on from a copy whose play
	// RNG is reseeded with the match's seed (scenario.Reseed), and its
	// built-ins are seeded with it as usual: the seeds vary the luck after
	// the scenario's tick, never the situation.
	Start sim.State
	// Registry resolves the player specs (arenactl binds its --listen
	// address into it); nil means match.Default. It decides nothing about
	// results, so the fingerprint leaves it out.
	Registry *match.Registry
	// Pace plays every match in real time (match.Options.Pace); its TPS
	// is part of the fingerprint when set.
	Pace match.Pace
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
	Start   time.Time
	Elapsed time.Duration
	// Rounds is the game's "rounds" export (Windwardopolis 2 sessions), as
	// arenactl run prints it; nil for games without rounds.
	Rounds json.RawMessage
	// Stopped is set when the tournament was cancelled before the match
	// ended: it is not a result and a resumed tournament plays it again.
	Stopped bool
}

// gauntletIndex is the index of the gauntlet player, or -1 for a round
// robin.
func (p Plan) gauntletIndex() (int, error) {
	if p.Gauntlet == "" {
		return -1, nil
	}
	names := Names(p.Players)
	for i := range p.Players {
		if p.Players[i] == p.Gauntlet || names[i] == p.Gauntlet || strings.TrimPrefix(p.Players[i], "builtin:") == p.Gauntlet {
			return i, nil
		}
	}
	return -1, fmt.Errorf("gauntlet player %q is not one of the players %q", p.Gauntlet, names)
}

// Matches lists the plan's matches, in plan order: seeds in the given
// order, and within a seed the seatings.
//
// In a two-player game (and in a game for more players when there are more
// players than seats and two may play) every pair of players meets on every
// seed; with Swap in both seatings, otherwise once, the first seat going to
// the lower-numbered player on odd seed+pair numbers and to the other on
// even ones. A game for more players seats everyone at once, rotating the
// seats by the seed (Swap: every rotation on every seed). A gauntlet pairs
// its player with each of the others in turn; in a game that needs more
// than two seats the opponent fills every other seat.
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
	gi, err := p.gauntletIndex()
	if err != nil {
		return nil, err
	}
	// groups are the line-ups that meet, each in a canonical seating; the
	// seatings of a group are its rotations.
	var groups [][]int
	switch {
	case gi >= 0:
		k := max(2, info.MinPlayers)
		if k > info.MaxPlayers {
			return nil, fmt.Errorf("%s takes %d to %d players", p.Game, info.MinPlayers, info.MaxPlayers)
		}
		for j := range n {
			if j == gi {
				continue
			}
			grp := []int{gi}
			for len(grp) < k {
				grp = append(grp, j)
			}
			groups = append(groups, grp)
		}
	case info.MaxPlayers == 2 && info.MinPlayers <= 2, n > info.MaxPlayers && info.MinPlayers <= 2:
		for i := range n {
			for j := i + 1; j < n; j++ {
				groups = append(groups, []int{i, j})
			}
		}
	case n >= info.MinPlayers && n <= info.MaxPlayers:
		all := make([]int, n)
		for i := range all {
			all[i] = i
		}
		groups = [][]int{all}
	default:
		return nil, fmt.Errorf("%s takes %d to %d players, got %d", p.Game, info.MinPlayers, info.MaxPlayers, n)
	}
	rotate := func(g []int, r int) []int {
		s := make([]int, len(g))
		for k := range s {
			s[k] = g[(k+r)%len(g)]
		}
		return s
	}
	var out []Match
	for _, seed := range p.Seeds {
		for gi, grp := range groups {
			if p.Swap {
				for r := range grp {
					out = append(out, Match{Index: len(out), Seed: seed, Seats: rotate(grp, r)})
				}
				continue
			}
			// The seating depends on the seed's value, not its position
			// in the list, so a seed always meets the same seating.
			r := int((seed + uint64(gi)) % uint64(len(grp)))
			if p.Start != nil {
				// A scenario's seats are sides of one situation: the
				// players keep the seats they were given (--swap plays
				// both ways).
				r = 0
			}
			out = append(out, Match{Index: len(out), Seed: seed, Seats: rotate(grp, r)})
		}
	}
	return out, nil
}

// Fingerprint identifies the plan: everything that decides which matches
// are played and how they end (game, ruleset, map and its bytes, parameters,
// time limits, players, format and seeds). Every result line carries it, so
// resuming or merging results of another plan is refused.
func (p Plan) Fingerprint() string {
	mapSum := ""
	if p.MapData != nil {
		s := sha256.Sum256(p.MapData)
		mapSum = hex.EncodeToString(s[:])
	}
	var seeds bytes.Buffer
	for _, s := range p.Seeds {
		seeds.WriteString(strconv.FormatUint(s, 10))
		seeds.WriteByte(',')
	}
	// encoding/json sorts map keys, so the encoding is canonical.
	b, _ := json.Marshal(struct {
		Game, Ruleset, Map, MapSum string
		Params                     map[string]string
		NoTimeout                  bool
		Limits                     *sim.Limits
		Players                    []string
		Gauntlet                   string
		Swap                       bool
		Seeds                      string
	}{p.Game, p.Ruleset, p.Map, mapSum, p.Params, p.NoTimeout, p.Limits, p.Players, p.Gauntlet, p.Swap, seeds.String()})
	if p.Pace.TPS > 0 {
		// Unpaced plans keep the fingerprints they always had.
		b = append(b, "pace "+strconv.FormatFloat(p.Pace.TPS, 'g', -1, 64)...)
	}
	if p.Start != nil {
		// Plans without a scenario keep the fingerprints they always had.
		b = append(b, "scenario "+strconv.FormatUint(p.Start.Hash(), 16)...)
	}
	s := sha256.Sum256(b)
	return hex.EncodeToString(s[:8])
}

// Shard is the part K of N (0 <= K < N) of a plan that one machine plays:
// the matches whose plan index is K modulo N. The zero Shard is the whole
// plan.
type Shard struct{ K, N int }

// ParseShard reads "K/N".
func ParseShard(text string) (Shard, error) {
	a, b, ok := strings.Cut(text, "/")
	k, err1 := strconv.Atoi(strings.TrimSpace(a))
	n, err2 := strconv.Atoi(strings.TrimSpace(b))
	if !ok || err1 != nil || err2 != nil {
		return Shard{}, fmt.Errorf("shard %q: want K/N, e.g. 0/4", text)
	}
	if n < 1 || n > 1_000_000 || k < 0 || k >= n {
		return Shard{}, fmt.Errorf("shard %q: want 0 <= K < N <= 1000000", text)
	}
	return Shard{k, n}, nil
}

// Has reports whether the shard plays match index i.
func (s Shard) Has(i int) bool { return s.N <= 1 || i%s.N == s.K }

func (s Shard) String() string {
	if s.N <= 1 {
		return ""
	}
	return strconv.Itoa(s.K) + "/" + strconv.Itoa(s.N)
}

// Run plays every match of the plan on jobs workers (at least 1) and returns
// the results in plan order. progress, if not nil, is called from the
// workers after each match. Run stops early only when ctx is cancelled.
func Run(ctx context.Context, p Plan, jobs int, progress func(MatchResult)) ([]MatchResult, error) {
	ms, err := p.Matches()
	if err != nil {
		return nil, err
	}
	results := make([]MatchResult, len(ms))
	err = RunMatches(ctx, p, ms, jobs, func(r MatchResult) {
		results[r.Index] = r
		if progress != nil {
			progress(r)
		}
	})
	return results, err
}

// RunMatches plays the given matches of the plan on jobs workers (at least
// 1) and calls done from the workers, one call at a time, as each match
// ends. When ctx is cancelled no further match starts and the running ones
// are stopped; done still sees them, marked Stopped.
func RunMatches(ctx context.Context, p Plan, ms []Match, jobs int, done func(MatchResult)) error {
	g, err := sim.Lookup(p.Game)
	if err != nil {
		return err
	}
	if len(ms) == 0 {
		return ctx.Err()
	}
	jobs = max(1, min(jobs, len(ms)))
	next := make(chan int)
	var wg sync.WaitGroup
	var mu sync.Mutex
	for range jobs {
		wg.Go(func() {
			for i := range next {
				r := p.play(ctx, g, ms[i])
				r.Stopped = r.Err != nil && ctx.Err() != nil
				mu.Lock()
				done(r)
				mu.Unlock()
			}
		})
	}
feed:
	for i := range ms {
		if ctx.Err() != nil {
			break
		}
		select {
		case next <- i:
		case <-ctx.Done():
			break feed
		}
	}
	close(next)
	wg.Wait()
	return ctx.Err()
}

func (p Plan) play(ctx context.Context, g sim.Game, m Match) MatchResult {
	start := time.Now()
	res := MatchResult{Match: m, Start: start}
	specs := make([]string, len(m.Seats))
	names := make([]string, len(m.Seats))
	all := Names(p.Players)
	for k, i := range m.Seats {
		specs[k], names[k] = p.Players[i], all[i]
	}
	// A gauntlet in a game of more than two seats seats one player several
	// times; each seat still gets a name of its own.
	seen := map[string]int{}
	for k, nm := range names {
		seen[nm]++
		if seen[nm] > 1 {
			names[k] = nm + "@" + strconv.Itoa(seen[nm])
		}
	}
	// A tournament runs process bots in the game's tournament mode
	// (Paintball Rules §3.3: the argument "tournament").
	agents, err := match.NewAgentsWith(p.Game, specs, m.Seed, match.AgentOptions{Tournament: true, Registry: p.Registry})
	if err != nil {
		res.Err = err
		res.Elapsed = time.Since(start)
		return res
	}
	cfg := sim.Config{Ruleset: p.Ruleset, Seed: m.Seed, Map: p.Map, MapData: p.MapData, Players: names, Params: p.Params}
	opt := match.Options{Agents: specs, NoTimeout: p.NoTimeout, Limits: p.Limits, Headless: true, Pace: p.Pace}
	if p.Start != nil {
		opt.Start = p.Start.Clone()
		scenario.Reseed(opt.Start, m.Seed)
	}
	r, err := match.New(g, cfg, agents, opt)
	if err != nil {
		for _, a := range agents {
			a.Close()
		}
		res.Err = err
		res.Elapsed = time.Since(start)
		return res
	}
	res.Result, res.Err = r.Run(ctx)
	if res.Err == nil {
		if ex, ok := res.Result.Final.(match.Exporter); ok && slices.Contains(ex.ExportKinds(), "rounds") {
			var b bytes.Buffer
			if err := ex.Export("rounds", &b); err == nil {
				res.Rounds = json.RawMessage(bytes.TrimSpace(b.Bytes()))
			}
		}
	}
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
		// Stop at b itself: "s <= b" never fails when b is the largest
		// uint64, and the counter would wrap to 0 and run forever.
		for s := a; ; s++ {
			out = append(out, s)
			if s == b {
				break
			}
		}
	}
	return out, nil
}
