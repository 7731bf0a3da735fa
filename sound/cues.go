package sound

import (
	"slices"
	"sync"

	"arena/sim"
)

// Table maps each event kind a game emits to the effect it plays. A kind
// mapped to Quiet is silent on purpose; a kind missing from the table is a
// gap that the game table's test (cmd/internal/games) reports.
type Table map[sim.EventKind]string

// Quiet is the effect name that plays nothing. Writing it out in a table
// records that the silence was chosen (moves happen every tick, a score
// change always comes with a louder event), not forgotten.
const Quiet = ""

// Game is one game's sound, declared beside the other games' in a file of
// its own (worms.go, madmax.go, ...) and registered under the game's ID by
// the game table (cmd/internal/games): its cue table, the effects only it
// plays (named "<game>.<what>"), and those of them a viewer must not miss
// (a Mixer admits them first).
type Game struct {
	Cues      Table
	effects   map[string]recipe
	important []string
}

// Effects lists the effects only this game plays, sorted.
func (g Game) Effects() []string {
	out := make([]string, 0, len(g.effects))
	for n := range g.effects {
		out = append(out, n)
	}
	slices.Sort(out)
	return out
}

// registered holds the games' sounds by game ID. It is the process's:
// effects are rendered once per process and cached by name (bank.go), so
// a game's effects are known wherever its cues play.
var registered struct {
	sync.RWMutex
	games map[string]Game
}

// Register adds game id's sound; a second registration replaces the
// first. The binaries register every game of their game table at start.
func Register(id string, g Game) {
	registered.Lock()
	defer registered.Unlock()
	if registered.games == nil {
		registered.games = map[string]Game{}
	}
	registered.games[id] = g
}

// Cues returns game id's cue table, nil for a game without sound.
func Cues(id string) Table {
	registered.RLock()
	defer registered.RUnlock()
	return registered.games[id].Cues
}

// Games lists the IDs of the games with sound, sorted.
func Games() []string {
	registered.RLock()
	defer registered.RUnlock()
	out := make([]string, 0, len(registered.games))
	for id := range registered.games {
		out = append(out, id)
	}
	slices.Sort(out)
	return out
}

// gameRecipe finds a registered game's effect.
func gameRecipe(name string) (recipe, bool) {
	registered.RLock()
	defer registered.RUnlock()
	for _, g := range registered.games {
		if r, ok := g.effects[name]; ok {
			return r, true
		}
	}
	return recipe{}, false
}

// gameImportant reports whether a registered game marks effect important.
func gameImportant(effect string) bool {
	registered.RLock()
	defer registered.RUnlock()
	for _, g := range registered.games {
		if slices.Contains(g.important, effect) {
			return true
		}
	}
	return false
}

// shared gives the cues every game uses for the runner's own kinds.
func shared(t Table) Table {
	t[sim.KindFault] = "fault"
	t[sim.KindEdit] = "edit"
	return t
}
