package sim

import (
	"fmt"
	"sort"
	"sync"
)

var (
	regMu sync.RWMutex
	games = map[string]Game{}
)

// Register adds a game under its Info().ID. Binaries call it explicitly from
// main so the dependency graph stays visible; registering an ID twice panics.
func Register(g Game) {
	regMu.Lock()
	defer regMu.Unlock()
	id := g.Info().ID
	if _, dup := games[id]; dup {
		panic("sim: game registered twice: " + id)
	}
	games[id] = g
}

// Lookup returns the game registered under id.
func Lookup(id string) (Game, error) {
	regMu.RLock()
	defer regMu.RUnlock()
	g, ok := games[id]
	if !ok {
		return nil, fmt.Errorf("unknown game %q (known: %v)", id, gameIDsLocked())
	}
	return g, nil
}

// Games lists the registered game IDs in sorted order.
func Games() []string {
	regMu.RLock()
	defer regMu.RUnlock()
	return gameIDsLocked()
}

func gameIDsLocked() []string {
	ids := make([]string, 0, len(games))
	for id := range games {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return ids
}

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
