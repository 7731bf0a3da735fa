package match

import (
	"crypto/rand"
	"encoding/binary"
	"fmt"
	"maps"
	"slices"
	"sync"

	"arena/ai"
	"arena/ai/proc"
	arenamaps "arena/maps"
	"arena/sim"
)

// Transport makes an agent for one spec kind ("tcp") and argument.
type Transport func(g sim.Game, arg string, seed uint64) (ai.Agent, error)

// Registry is what turns agent specs into agents: the games and built-in
// bots it looks up, and the extra agent kinds (transports). Default uses the
// process registries (sim.Default, ai.Default) that binaries fill from the
// table of games; a binary that binds a transport to a value of one
// command, such as arenactl's --listen address, derives a registry from
// Default with WithGameTransport and passes it (AgentOptions.Registry,
// session.Spec.Registry) instead of changing a global.
type Registry struct {
	Games *sim.Registry
	Bots  *ai.Registry

	mu         sync.RWMutex
	transports map[string]Transport
	// perGame override a kind for one game, keyed "game/kind".
	perGame map[string]Transport
}

// NewRegistry returns a registry of games and bots with no extra agent
// kinds.
func NewRegistry(games *sim.Registry, bots *ai.Registry) *Registry {
	return &Registry{Games: games, Bots: bots, transports: map[string]Transport{}, perGame: map[string]Transport{}}
}

// Default is the process's registry, which the package-level functions use.
var Default = NewRegistry(sim.Default, ai.Default)

// orDefault lets a nil *Registry mean Default.
func (r *Registry) orDefault() *Registry {
	if r == nil {
		return Default
	}
	return r
}

// Game looks a game up in r's games (nil r: Default's).
func (r *Registry) Game(id string) (sim.Game, error) { return r.orDefault().Games.Lookup(id) }

// RegisterGameTransport makes kind mean t for one game only, ahead of the
// built-in kinds: Windwardopolis 2 clients speak TCP, so for that game
// "proc:COMMAND" starts a program that connects back (ai/tcp) instead of
// talking over stdin. Registering a kind twice panics.
func (r *Registry) RegisterGameTransport(game, kind string, t Transport) {
	r.mu.Lock()
	defer r.mu.Unlock()
	key := game + "/" + kind
	if _, dup := r.perGame[key]; dup {
		panic("match: transport registered twice: " + key)
	}
	r.perGame[key] = t
}

// RegisterTransport adds an agent kind beyond builtin: and proc:, such as
// tcp: (ai/tcp). Registering a kind twice panics.
func (r *Registry) RegisterTransport(kind string, t Transport) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if _, dup := r.transports[kind]; dup {
		panic("match: transport registered twice: " + kind)
	}
	r.transports[kind] = t
}

// WithGameTransport returns a copy of r in which kind means t for game,
// replacing any such override of r; r is unchanged.
func (r *Registry) WithGameTransport(game, kind string, t Transport) *Registry {
	r.mu.RLock()
	defer r.mu.RUnlock()
	c := NewRegistry(r.Games, r.Bots)
	maps.Copy(c.transports, r.transports)
	maps.Copy(c.perGame, r.perGame)
	c.perGame[game+"/"+kind] = t
	return c
}

// Transports lists the registered extra agent kinds, sorted.
func (r *Registry) Transports() []string {
	r.mu.RLock()
	defer r.mu.RUnlock()
	return slices.Sorted(maps.Keys(r.transports))
}

// RegisterGameTransport registers a per-game kind in Default. cmd/* call it
// explicitly.
func RegisterGameTransport(game, kind string, t Transport) {
	Default.RegisterGameTransport(game, kind, t)
}

// RegisterTransport registers an agent kind in Default. cmd/* call it
// explicitly, like sim.Register.
func RegisterTransport(kind string, t Transport) { Default.RegisterTransport(kind, t) }

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
	// Registry resolves the specs; nil means Default.
	Registry *Registry
}

// tournamentArgs is implemented by a codec whose bots are told on their
// command line that they play in a tournament.
type tournamentArgs interface {
	TournamentArgs() []string
}

// NewAgentWith is NewAgent with options.
func NewAgentWith(game, spec string, seed uint64, o AgentOptions) (ai.Agent, error) {
	reg := o.Registry.orDefault()
	sp, err := ai.ParseSpec(spec)
	if err != nil {
		return nil, err
	}
	g, err := reg.Games.Lookup(game)
	if err != nil {
		return nil, err
	}
	reg.mu.RLock()
	override, ok := reg.perGame[game+"/"+sp.Kind]
	reg.mu.RUnlock()
	if ok {
		return override(g, sp.Arg, seed)
	}
	switch sp.Kind {
	case "builtin":
		b, err := reg.Bots.LookupBot(game, sp.Arg)
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
	reg.mu.RLock()
	t, ok := reg.transports[sp.Kind]
	reg.mu.RUnlock()
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

// Transports lists Default's extra agent kinds, sorted.
func Transports() []string { return Default.Transports() }

// ResolveMap turns a --map argument into a name and bytes like
// maps.Resolve, using the game's Info().DefaultMap when arg is empty.
func ResolveMap(g sim.Game, arg string) (name string, data []byte, err error) {
	if arg == "" {
		arg = g.Info().DefaultMap
	}
	return arenamaps.Resolve(g.Info().ID, arg)
}
