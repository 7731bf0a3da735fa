package paintball_test

import (
	"bytes"
	"fmt"
	"path/filepath"
	"testing"

	aipb "arena/ai/paintball"
	"arena/maps"
	"arena/sim"
	"arena/sim/paintball"
	"arena/sim/simtest"
)

// TestGolden plays captain against sample on fixed seeds (a generated field
// and a shipped one) and compares every round's canonical actions, score
// and state hash with testdata/golden, so any change of the rules shows up
// as a reviewable diff. Refresh with: go test ./sim/paintball -run Golden -update.
func TestGolden(t *testing.T) {
	for _, c := range []struct {
		name, field string
		seed        uint64
	}{{"generated-1", "", 1}, {"generated-2", "", 2}, {"fortress-3", "fortress", 3}} {
		got := goldenGame(t, c.field, c.seed)
		path := filepath.Join("testdata", "golden", c.name+".txt")
		simtest.Golden(t, path, got)
	}
}

func goldenGame(t *testing.T, field string, seed uint64) []byte {
	cfg := sim.Config{Seed: seed, Map: field}
	if field != "" {
		data, err := maps.Lookup(paintball.ID, field)
		if err != nil {
			t.Fatal(err)
		}
		cfg.MapData = data
	}
	st, err := paintball.Game{}.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*paintball.State)
	var b bytes.Buffer
	fmt.Fprintf(&b, "# paintball field %q seed %d: captain (0) vs sample (1); round, actions, score, hash\n", field, seed)
	bots := []interface {
		Act(sim.State, sim.PlayerID) sim.Action
	}{aipb.NewCaptain(seed), aipb.NewSample(seed)}
	for !s.Over {
		acts := []sim.Action{bots[0].Act(s.Clone(), 0), bots[1].Act(s.Clone(), 1)}
		round := s.Round
		if _, err := s.Step(acts); err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&b, "%d | %s | %s | %d:%d | %016x\n", round, acts[0], acts[1], s.Score[0], s.Score[1], sim.HashV1(s)) // replay format 1's hash: the golden file predates format 2
	}
	o, _ := s.Outcome()
	fmt.Fprintf(&b, "# outcome %v ranks %v: %s\n", o.Scores, o.Ranks, o.Reason)
	return b.Bytes()
}
