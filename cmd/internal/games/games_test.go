package games

import (
	"slices"
	"strings"
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
		checkCues(t, e)
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
	if got := sound.Games(); !slices.Equal(got, ids) {
		t.Errorf("sound registered for %v, table %v", got, ids)
	}
	if DefaultPlayers("chess") != nil {
		t.Error("players for an unknown game")
	}
}

// checkCues checks a game's sound: a cue (or an explicit sound.Quiet) for
// every kind its engine can emit and for no other, effects that exist, and
// effects of its own named after it ("<game>.<what>"), so two games never
// claim one name.
func checkCues(t *testing.T, e Entry) {
	t.Helper()
	info := e.Game.Info()
	tb := sound.Cues(info.ID)
	if len(tb) == 0 || len(info.EventKinds) == 0 {
		t.Errorf("%s: no cues (%d) or no EventKinds (%d)", info.ID, len(tb), len(info.EventKinds))
		return
	}
	for _, k := range info.EventKinds {
		if _, ok := tb[k]; !ok {
			t.Errorf("%s: kind %q has no cue: map it to an effect or to sound.Quiet", info.ID, k)
		}
	}
	// A cue for a kind the engine never emits is dead weight, and usually
	// a misspelt kind.
	for k, name := range tb {
		if !slices.Contains(info.EventKinds, k) {
			t.Errorf("%s: cue for %q, which the engine never emits", info.ID, k)
		}
		if name != sound.Quiet && !sound.Has(name) {
			t.Errorf("%s: cue %q plays %q: no such effect", info.ID, k, name)
		}
	}
	if len(e.Sound.Effects()) == 0 {
		t.Errorf("%s: no effects of its own", info.ID)
	}
	for _, n := range e.Sound.Effects() {
		if !strings.HasPrefix(n, info.ID+".") {
			t.Errorf("%s: effect %q is not named %s.<what>", info.ID, n, info.ID)
		}
	}
}
