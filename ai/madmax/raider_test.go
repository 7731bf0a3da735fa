package madmax

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"arena/ai"
	"arena/sim"
	"arena/sim/madmax"
)

var shippedMaps = []string{"canyon", "oasis", "rally"}

func mapData(t testing.TB, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", "maps", "madmax", name+".cnf"))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// play runs one game with the given bots and returns the final scores.
func play(t testing.TB, data []byte, seed uint64, bots [4]ai.Bot) [4]int {
	t.Helper()
	st, err := madmax.Game{}.New(sim.Config{MapData: data, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*madmax.State)
	acts := make([]sim.Action, 4)
	for !s.Over() {
		for p, b := range bots {
			acts[p] = b.Act(s, sim.PlayerID(p))
		}
		if _, err := s.Step(acts); err != nil {
			t.Fatal(err)
		}
	}
	return s.Score
}

// TestRaiderBeatsDemos plays raider against three demos on the shipped maps,
// changing seat and seed each game; raider must finish first (strictly
// ahead) in at least 75% of 100 games.
func TestRaiderBeatsDemos(t *testing.T) {
	games := 100
	if testing.Short() {
		games = 24
	}
	start := time.Now()
	wins, total, best := 0, 0, 0
	for g := range games {
		seat := g % 4
		var bots [4]ai.Bot
		for p := range bots {
			if p == seat {
				bots[p] = NewRaider()
			} else {
				bots[p] = &Demo{}
			}
		}
		sc := play(t, mapData(t, shippedMaps[g%len(shippedMaps)]), uint64(1000+g), bots)
		first := true
		for p, v := range sc {
			if p != seat && v >= sc[seat] {
				first = false
			}
			if p != seat && v > best {
				best = v
			}
		}
		if first {
			wins++
		}
		total += sc[seat]
	}
	rate := float64(wins) / float64(games)
	t.Logf("raider first in %d of %d games (%.0f%%), mean score %.1f, best demo score %d, %v", wins, games, 100*rate, float64(total)/float64(games), best, time.Since(start).Round(time.Millisecond))
	if rate < 0.75 {
		t.Fatalf("raider won %.0f%% of games, want at least 75%%", 100*rate)
	}
}

// TestRaiderValid checks that raider only ever gives well-formed orders for
// its own cars.
func TestRaiderValid(t *testing.T) {
	st, err := madmax.Game{}.New(sim.Config{MapData: mapData(t, "rally"), Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*madmax.State)
	r := NewRaider()
	for range 50 {
		a := r.Act(s, 2)
		if _, err := (madmax.Game{}).ParseAction(2, a.String()); err != nil {
			t.Fatal(err)
		}
		for _, in := range a.(*madmax.Orders).Instrs {
			if s.PlayerOf(in.Car) != 2 {
				t.Fatalf("order for car %d of another player: %s", in.Car, a)
			}
		}
		s.Step([]sim.Action{nil, nil, a, nil})
	}
	_ = fmt.Sprint
}
