package match

import (
	"crypto/rand"
	"encoding/binary"
	"fmt"
	"sort"
	"sync"

	"arena/ai"
	"arena/ai/proc"
	"arena/maps"
	"arena/sim"
)

// Transport makes an agent for one spec kind ("tcp") and argument.
type Transport func(g sim.Game, arg string, seed uint64) (ai.Agent, error)

var (
	transportMu sync.RWMutex
	transports  = map[string]Transport{}
	// gameTransports override a kind for one game, keyed "game/kind".
	gameTransports = map[string]Transport{}
)

// RegisterGameTransport makes kind mean t for one game only, ahead of the
// built-in kinds: Windwardopolis 2 clients speak TCP, so for that game
// "proc:COMMAND" starts a program that connects back (ai/tcp) instead of
// talking over stdin. cmd/* call it explicitly.
func RegisterGameTransport(game, kind string, t Transport) {
	transportMu.Lock()
	defer transportMu.Unlock()
	key := game + "/" + kind
	if _, dup := gameTransports[key]; dup {
		panic("match: transport registered twice: " + key)
	}
	gameTransports[key] = t
}

// RegisterTransport adds an agent kind beyond builtin: and proc:, such as
// tcp: (ai/tcp). cmd/* call it explicitly, like sim.Register.
func RegisterTransport(kind string, t Transport) {
	transportMu.Lock()
	defer transportMu.Unlock()
	if _, dup := transports[kind]; dup {
		panic("match: transport registered twice: " + kind)
	}
	transports[kind] = t
}

// NewAgent makes the agent a spec names for game: "builtin:NAME" (a
// registered built-in seeded with seed), "proc:COMMAND LINE" (a local
// process speaking the game's codec) or a registered transport such as
// "tcp:". It never starts anything; the Runner does.
func NewAgent(game, spec string, seed uint64) (ai.Agent, error) {
	return NewAgentWith(game, spec, seed, AgentOptions{})
}

// AgentOptions tunes the agents NewAgentWith makes.
type AgentOptions struct {
	// Tournament starts process bots in the game's tournament mode: when
	// the game's codec has TournamentArgs (Paintball: the single argument
	// "tournament", Rules §3.3), they are appended to each command line.
	Tournament bool
}

// tournamentArgs is implemented by a codec whose bots are told on their
// command line that they play in a tournament.
type tournamentArgs interface {
	TournamentArgs() []string
}

// NewAgentWith is NewAgent with options.
func NewAgentWith(game, spec string, seed uint64, o AgentOptions) (ai.Agent, error) {
	sp, err := ai.ParseSpec(spec)
	if err != nil {
		return nil, err
	}
	g, err := sim.Lookup(game)
	if err != nil {
		return nil, err
	}
	transportMu.RLock()
	override, ok := gameTransports[game+"/"+sp.Kind]
	transportMu.RUnlock()
	if ok {
		return override(g, sp.Arg, seed)
	}
	switch sp.Kind {
	case "builtin":
		b, err := ai.LookupBot(game, sp.Arg)
		if err != nil {
			return nil, err
		}
		return ai.NewBuiltin(b.New(seed)), nil
	case "proc":
		c := g.Codec()
		if c == nil {
			return nil, fmt.Errorf("agent %q: %s has no bot codec", spec, game)
		}
		po := proc.Options{Framing: c.Framing()}
		if ta, ok := c.(tournamentArgs); ok && o.Tournament {
			po.Args = ta.TournamentArgs()
		}
		return proc.New(sp.Arg, po)
	}
	transportMu.RLock()
	t, ok := transports[sp.Kind]
	transportMu.RUnlock()
	if !ok {
		return nil, fmt.Errorf("agent %q: %s: bots are not supported for %s yet", spec, sp.Kind, game)
	}
	return t(g, sp.Arg, seed)
}

// NewAgents makes one agent per spec, seeding built-ins with AgentSeed. On
// error it closes the agents already made.
func NewAgents(game string, specs []string, seed uint64) ([]ai.Agent, error) {
	return NewAgentsWith(game, specs, seed, AgentOptions{})
}

// NewAgentsWith is NewAgents with options.
func NewAgentsWith(game string, specs []string, seed uint64, o AgentOptions) ([]ai.Agent, error) {
	agents := make([]ai.Agent, 0, len(specs))
	for i, spec := range specs {
		a, err := NewAgentWith(game, spec, AgentSeed(seed, i), o)
		if err != nil {
			for _, x := range agents {
				x.Close()
			}
			return nil, fmt.Errorf("player %d: %v", i+1, err)
		}
		agents = append(agents, a)
	}
	return agents, nil
}

// AgentSeed derives player i's bot seed from the match seed (SplitMix64), so
// two copies of one built-in do not play identically.
func AgentSeed(seed uint64, i int) uint64 {
	z := seed + uint64(i+1)*0x9e3779b97f4a7c15
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// PickSeed draws a fresh non-zero seed from crypto/rand. Seeds stay below
// 2^53 so that they survive JSON readers that use float64.
func PickSeed() uint64 {
	var b [8]byte
	for {
		if _, err := rand.Read(b[:]); err != nil {
			panic("match: crypto/rand failed: " + err.Error())
		}
		if s := binary.LittleEndian.Uint64(b[:]) & (1<<53 - 1); s != 0 {
			return s
		}
	}
}

// Transports lists the registered extra agent kinds, sorted.
func Transports() []string {
	transportMu.RLock()
	defer transportMu.RUnlock()
	out := make([]string, 0, len(transports))
	for k := range transports {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// ResolveMap turns a --map argument into a name and bytes like
// maps.Resolve, using the game's Info().DefaultMap when arg is empty.
func ResolveMap(g sim.Game, arg string) (name string, data []byte, err error) {
	if arg == "" {
		arg = g.Info().DefaultMap
	}
	return maps.Resolve(g.Info().ID, arg)
}
