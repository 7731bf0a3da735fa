package sim

import (
	"fmt"
	"sort"
	"sync"
)

// Registry maps game IDs to games. Binaries fill Default from the table
// of games (cmd/internal/games); code that must not depend on the process's
// registrations (tests, a second configuration in one process) builds its
// own with NewRegistry and passes it as a value.
type Registry struct {
	mu    sync.RWMutex
	games map[string]Game
}

// NewRegistry returns an empty registry.
func NewRegistry() *Registry { return &Registry{games: map[string]Game{}} }

// Default is the process's registry, which Register, Lookup and Games use.
var Default = NewRegistry()

// Register adds a game under its Info().ID; registering an ID twice panics.
func (r *Registry) Register(g Game) {
	r.mu.Lock()
	defer r.mu.Unlock()
	id := g.Info().ID
	if _, dup := r.games[id]; dup {
		panic("sim: game registered twice: " + id)
	}
	r.games[id] = g
}

// Lookup returns the game registered under id.
func (r *Registry) Lookup(id string) (Game, error) {
	r.mu.RLock()
	defer r.mu.RUnlock()
	g, ok := r.games[id]
	if !ok {
		return nil, fmt.Errorf("unknown game %q (known: %v)", id, r.idsLocked())
	}
	return g, nil
}

// Games lists the registered game IDs in sorted order.
func (r *Registry) Games() []string {
	r.mu.RLock()
	defer r.mu.RUnlock()
	return r.idsLocked()
}

func (r *Registry) idsLocked() []string {
	ids := make([]string, 0, len(r.games))
	for id := range r.games {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return ids
}

// Register adds a game to Default. Binaries call it explicitly from main
// (through cmd/internal/games) so the dependency graph stays visible.
func Register(g Game) { Default.Register(g) }

// Lookup returns the game registered under id in Default.
func Lookup(id string) (Game, error) { return Default.Lookup(id) }

// Games lists Default's game IDs in sorted order.
func Games() []string { return Default.Games() }

// RanksFromScores ranks players by descending score; ties share a rank
// (1, 1, 3, ...).
func RanksFromScores(scores []int64) []int {
	ranks := make([]int, len(scores))
	for i, si := range scores {
		r := 1
		for _, sj := range scores {
			if sj > si {
				r++
			}
		}
		ranks[i] = r
	}
	return ranks
}

// NoParams is the parameter check of a game that takes none: any
// Config.Params entry is refused, so a typo never passes silently.
func NoParams(game string, params map[string]string) error {
	if len(params) == 0 {
		return nil
	}
	keys := make([]string, 0, len(params))
	for k := range params {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return fmt.Errorf("%s: unknown parameter %q (%s takes no parameters)", game, keys[0], game)
}
