package games

import (
	"slices"
	"testing"

	"arena/ai"
	"arena/maps"
	"arena/sim"
	"arena/sound"
)

// TestTable registers the table and checks it against every registry a
// game needs an entry in: the engines, the built-in bots (the strongest
// among them), the sound cue tables and the shipped maps' folders (cmd/arena
// checks the renderers); so adding a game is one line here plus its
// packages, and forgetting one of them fails here.
func TestTable(t *testing.T) {
	got := Register(nil)
	if len(got) != len(Table) {
		t.Fatalf("registered %d games of %d", len(got), len(Table))
	}
	var ids []string
	for _, e := range Table {
		id := e.ID()
		if id == "" || slices.Contains(ids, id) {
			t.Fatalf("game ID %q empty or twice in the table", id)
		}
		ids = append(ids, id)
		if g, err := sim.Lookup(id); err != nil || g.Info().ID != id {
			t.Errorf("%s: not registered: %v", id, err)
		}
		if _, err := ai.LookupBot(id, e.Strongest); err != nil {
			t.Errorf("%s: the strongest built-in: %v", id, err)
		}
		if _, ok := sound.Tables[id]; !ok {
			t.Errorf("%s: no cue table in sound.Tables", id)
		}
		ps := DefaultPlayers(id)
		if len(ps) < max(2, e.Game.Info().MinPlayers) || ps[0] != "builtin:"+e.Strongest {
			t.Errorf("%s: default players %v", id, ps)
		}
		if _, ok := Lookup(id); !ok {
			t.Errorf("%s: Lookup fails", id)
		}
	}
	slices.Sort(ids)
	reg := sim.Games()
	slices.Sort(reg)
	if !slices.Equal(ids, reg) {
		t.Errorf("registered games %v, table %v", reg, ids)
	}
	for _, id := range ids {
		if len(maps.List(id)) == 0 {
			t.Errorf("%s: no shipped maps under maps/%s", id, id)
		}
	}
	if got := maps.Games(); !slices.Equal(got, ids) {
		t.Errorf("maps has folders %v, table %v", got, ids)
	}
	for id := range sound.Tables {
		if !slices.Contains(ids, id) {
			t.Errorf("sound has a cue table for %q, which is not in the table", id)
		}
	}
	if DefaultPlayers("chess") != nil {
		t.Error("players for an unknown game")
	}
}
