package match

import (
	"crypto/rand"
	"encoding/binary"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"sync"

	"arena/ai"
	arenamaps "arena/maps"
	"arena/sim"
)

// Request is what a transport is asked for: one seat's agent.
type Request struct {
	Game sim.Game
	Spec ai.Spec // its Kind is the transport's; Arg is the text after the colon
	Seed uint64  // the seat's seed (AgentSeed), for built-ins
	// Tournament starts process bots in the game's tournament mode: when
	// the game's codec has TournamentArgs (Paintball: the single argument
	// "tournament", Rules §3.3), a transport appends them to the command line.
	Tournament bool
}

// TournamentArgs are the arguments a process bot of game g is given in a
// tournament (Paintball's "tournament", Rules §3.3), or nil.
func (r Request) TournamentArgs() []string {
	if !r.Tournament || r.Game == nil {
		return nil
	}
	if ta, ok := r.Game.Codec().(tournamentArgs); ok {
		return ta.TournamentArgs()
	}
	return nil
}

// Transport makes the agent of one spec kind ("proc", "tcp", ...). It
// never starts anything; the Runner does (ai.Agent.Start).
type Transport func(Request) (ai.Agent, error)

// Kind describes a registered agent kind for help texts and start screens.
type Kind struct {
	Name  string // "proc"
	Usage string // "proc:COMMAND LINE"
	Doc   string // one line: what it runs
}

// Registry is what turns agent specs into agents: the games and built-in
// bots it looks up, and the agent kinds (transports). "builtin:" is always
// there (ai's built-ins); every other kind is registered by the binaries
// from one table (cmd/internal/transports): a new transport is one package
// and one row there. Default uses the process registries (sim.Default,
// ai.Default); a binary that binds a transport to a value of one command,
// such as arenactl's --listen address, builds a registry of its own and
// passes it (AgentOptions.Registry, session.Spec.Registry) instead of
// changing a global.
type Registry struct {
	Games *sim.Registry
	Bots  *ai.Registry

	mu         sync.RWMutex
	transports map[string]Transport
	kinds      map[string]Kind
	// perGame override a kind for one game, keyed "game/kind".
	perGame map[string]Transport
}

// Builtin is the kind every registry has: "builtin:NAME", a built-in bot.
const Builtin = "builtin"

// NewRegistry returns a registry of games and bots whose only agent kind
// is builtin:.
func NewRegistry(games *sim.Registry, bots *ai.Registry) *Registry {
	r := &Registry{Games: games, Bots: bots, transports: map[string]Transport{}, kinds: map[string]Kind{}, perGame: map[string]Transport{}}
	r.RegisterKind(Kind{Name: Builtin, Usage: "builtin:NAME", Doc: "a built-in AI (arenactl bots --game G lists them)"}, r.builtin)
	return r
}

// builtin makes a registered built-in bot, seeded with the seat's seed.
func (r *Registry) builtin(q Request) (ai.Agent, error) {
	b, err := r.Bots.LookupBot(q.Game.Info().ID, q.Spec.Arg)
	if err != nil {
		return nil, err
	}
	return ai.NewBuiltin(b.New(q.Seed)), nil
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
// registered kinds (tests use it to stand a fake transport in for one
// game). Registering a kind twice for a game panics.
func (r *Registry) RegisterGameTransport(game, kind string, t Transport) {
	r.mu.Lock()
	defer r.mu.Unlock()
	key := game + "/" + kind
	if _, dup := r.perGame[key]; dup {
		panic("match: transport registered twice: " + key)
	}
	r.perGame[key] = t
}

// RegisterTransport adds an agent kind with no help text.
func (r *Registry) RegisterTransport(kind string, t Transport) {
	r.RegisterKind(Kind{Name: kind, Usage: kind + ":ARG"}, t)
}

// RegisterKind adds an agent kind and its transport. Registering a kind
// twice panics; so does a name that ParseSpec would not read as a kind.
func (r *Registry) RegisterKind(k Kind, t Transport) {
	if !ai.ValidKind(k.Name) {
		panic("match: bad transport kind " + strconv.Quote(k.Name))
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if _, dup := r.transports[k.Name]; dup {
		panic("match: transport registered twice: " + k.Name)
	}
	r.transports[k.Name] = t
	r.kinds[k.Name] = k
}

// With returns a copy of r with kind k bound to t, replacing k's
// transport if r has one; r is unchanged. Binaries use it to bind a
// transport to one command's flags (arenactl's --listen).
func (r *Registry) With(k Kind, t Transport) *Registry {
	c := r.clone()
	c.transports[k.Name] = t
	c.kinds[k.Name] = k
	return c
}

// WithGameTransport returns a copy of r in which kind means t for game,
// replacing any such override of r; r is unchanged.
func (r *Registry) WithGameTransport(game, kind string, t Transport) *Registry {
	c := r.clone()
	c.perGame[game+"/"+kind] = t
	return c
}

func (r *Registry) clone() *Registry {
	r.mu.RLock()
	defer r.mu.RUnlock()
	c := &Registry{Games: r.Games, Bots: r.Bots, transports: maps.Clone(r.transports), kinds: maps.Clone(r.kinds), perGame: maps.Clone(r.perGame)}
	// builtin: looks bots up in the copy's own registry.
	c.transports[Builtin] = c.builtin
	return c
}

// Transports lists the registered agent kinds but builtin, sorted.
func (r *Registry) Transports() []string {
	r.mu.RLock()
	defer r.mu.RUnlock()
	var out []string
	for _, k := range slices.Sorted(maps.Keys(r.transports)) {
		if k != Builtin {
			out = append(out, k)
		}
	}
	return out
}

// Kinds describes every registered agent kind, builtin first, then by name.
func (r *Registry) Kinds() []Kind {
	r.mu.RLock()
	defer r.mu.RUnlock()
	out := []Kind{r.kinds[Builtin]}
	for _, k := range slices.Sorted(maps.Keys(r.kinds)) {
		if k != Builtin {
			out = append(out, r.kinds[k])
		}
	}
	return out
}

// transport finds what makes kind's agents for game.
func (r *Registry) transport(game, kind string) (Transport, bool) {
	r.mu.RLock()
	defer r.mu.RUnlock()
	if t, ok := r.perGame[game+"/"+kind]; ok {
		return t, true
	}
	t, ok := r.transports[kind]
	return t, ok
}

// unknownKind is the error for a spec whose kind nothing registered.
func (r *Registry) unknownKind(spec, kind string) error {
	var known []string
	for _, k := range r.Kinds() {
		known = append(known, k.Name+":")
	}
	return fmt.Errorf("agent spec %q: unknown kind %q (known: %s)", spec, kind, strings.Join(known, ", "))
}

// Check says whether spec names a kind r knows, without making anything:
// the binaries check their --player flags with it before a match starts.
func (r *Registry) Check(spec string) error {
	r = r.orDefault()
	sp, err := ai.ParseSpec(spec)
	if err != nil {
		return err
	}
	r.mu.RLock()
	_, ok := r.transports[sp.Kind]
	r.mu.RUnlock()
	if !ok {
		return r.unknownKind(spec, sp.Kind)
	}
	return nil
}

// RegisterGameTransport registers a per-game kind in Default (tests).
func RegisterGameTransport(game, kind string, t Transport) {
	Default.RegisterGameTransport(game, kind, t)
}

// RegisterTransport registers an agent kind in Default.
func RegisterTransport(kind string, t Transport) { Default.RegisterTransport(kind, t) }

// RegisterKind registers an agent kind in Default. The binaries call it
// explicitly for each row of their transport table, like sim.Register.
func RegisterKind(k Kind, t Transport) { Default.RegisterKind(k, t) }

// NewAgent makes the agent a spec names for game: "builtin:NAME" (a
// registered built-in seeded with seed) or a registered kind
// ("proc:COMMAND LINE", "tcp:", ...). It never starts anything; the Runner
// does.
func NewAgent(game, spec string, seed uint64) (ai.Agent, error) {
	return NewAgentWith(game, spec, seed, AgentOptions{})
}

// AgentOptions tunes the agents NewAgentWith makes.
type AgentOptions struct {
	// Tournament starts process bots in the game's tournament mode
	// (Request.Tournament).
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
	t, ok := reg.transport(game, sp.Kind)
	if !ok {
		return nil, reg.unknownKind(spec, sp.Kind)
	}
	return t(Request{Game: g, Spec: sp, Seed: seed, Tournament: o.Tournament})
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
