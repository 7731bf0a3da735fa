package hashtest

import (
	"fmt"
	"testing"

	"arena/sim"
	"arena/sim/coderunner"
	"arena/sim/madmax"
	"arena/sim/paintball"
	"arena/sim/windward"
	"arena/sim/worms"
)

// games lists each game's hash test: a configuration, how many ticks to
// play with no actions before hashing, and the fields its hash leaves out
// on purpose.
var games = []struct {
	game  sim.Game
	cfg   sim.Config
	ticks int
	skip  []string
}{
	{worms.Game{}, sim.Config{Seed: 5}, 20, nil},
	{coderunner.Game{}, sim.Config{Seed: 5}, 40, nil},
	// Madmax keeps the rounds played for the .res file outside snapshots,
	// and a cell's ID means something only on car and missile cells.
	{madmax.Game{}, sim.Config{Seed: 5}, 20, []string{"History", "Cells.ID"}},
	// A Paintball cell's count means something only on Balls cells, and a
	// kid's team follows from its index.
	{paintball.Game{}, sim.Config{Seed: 5}, 20, []string{"Cells.N", "Kids.Team"}},
	{windward.Game{}, sim.Config{Seed: 5, Players: []string{"a", "b", "c", "d"}}, 200, nil},
}

func played(t *testing.T, g sim.Game, cfg sim.Config, ticks int) sim.State {
	t.Helper()
	st, err := g.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	for range ticks {
		if _, err := st.Step(make([]sim.Action, max(len(cfg.Players), g.Info().MinPlayers))); err != nil {
			t.Fatal(err)
		}
	}
	return st
}

// TestHashCatchesOneBit changes every field of a game in progress by one bit.
func TestHashCatchesOneBit(t *testing.T) {
	for _, tc := range games {
		t.Run(tc.game.Info().ID, func(t *testing.T) {
			FlipEachField(t, played(t, tc.game, tc.cfg, tc.ticks), tc.skip...)
		})
	}
}

// TestHashPinned pins each game's hash of one state. XXH64 and the
// encodings are fixed byte for byte, so these values hold on every
// platform; a change here changes every replay's hashes and needs a new
// replay format version.
func TestHashPinned(t *testing.T) {
	want := map[string]string{
		"worms":      "2c9e062b4aa42d24",
		"coderunner": "093f5a452527735a",
		"madmax":     "67f182244a8a138d",
		"paintball":  "b1cf036d0f4dd414",
		"windward":   "d69122cac63e545d",
	}
	for _, tc := range games {
		id := tc.game.Info().ID
		st := played(t, tc.game, tc.cfg, tc.ticks)
		if got := fmt.Sprintf("%016x", st.Hash()); got != want[id] {
			t.Errorf("%s: hash %s, want %s", id, got, want[id])
		}
		if c := st.Clone(); c.Hash() != st.Hash() {
			t.Errorf("%s: a clone hashes %x, the original %x", id, c.Hash(), st.Hash())
		}
	}
}
