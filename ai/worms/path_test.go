package worms

import (
	"math/rand/v2"
	"testing"

	"arena/sim"
	"arena/sim/worms"
)

// fullDistances is the plain reference for the path search: a Dijkstra
// over the whole map (buckets by cost, costs being small) from the goals
// (occupied ones only with open), stepping from a cell into a neighbour at
// the cost of the cell entered (air 1, dirt 2), never into deep space or
// another worm than self.
func fullDistances(s *worms.State, goals []int, self int, open bool) around {
	n := s.Size * s.Size
	blocked := make([]bool, n)
	for i, c := range s.Cells {
		blocked[i] = c == worms.DeepSpace
	}
	for wi, w := range s.Worms {
		if wi != self {
			blocked[w.Y*s.Size+w.X] = true
		}
	}
	dist := make([]int, n)
	for i := range dist {
		dist[i] = unreachable
	}
	buckets := [][]int{nil}
	for _, g := range goals {
		if open || !blocked[g] {
			dist[g] = 0
			buckets[0] = append(buckets[0], g)
		}
	}
	for d := 0; d < len(buckets); d++ {
		for _, i := range buckets[d] {
			if dist[i] != d {
				continue
			}
			x, y := i%s.Size, i/s.Size
			for dir := worms.N; dir <= worms.NW; dir++ {
				dx, dy := dir.Delta()
				nx, ny := x+dx, y+dy
				if !s.In(nx, ny) || blocked[ny*s.Size+nx] {
					continue
				}
				if nd := d + cellCost(s.Cells[i]); nd < dist[ny*s.Size+nx] {
					dist[ny*s.Size+nx] = nd
					for len(buckets) <= nd {
						buckets = append(buckets, nil)
					}
					buckets[nd] = append(buckets[nd], ny*s.Size+nx)
				}
			}
		}
	}
	var a around
	me := s.Worms[self]
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			a[(dy+1)*3+dx+1] = unreachable
			if x, y := me.X+dx, me.Y+dy; s.In(x, y) && !blocked[y*s.Size+x] {
				a[(dy+1)*3+dx+1] = dist[y*s.Size+x]
			}
		}
	}
	return a
}

// The A* returns exactly the reference's distances around the worm, for
// every worm of states from seeded games (both rulesets, tiny maps too)
// and for the goal sets its callers use: firing cells, enemy cells (open),
// health packs, and random cells.
func TestPathSearchExact(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	var h Hunter // one searcher for all: its marks carry over between calls
	searches := 0
	check := func(s *worms.State, goals []int, self int, open bool, what string) {
		t.Helper()
		searches++
		if got, want := h.path.run(s, goals, self, open), fullDistances(s, goals, self, open); got != want {
			t.Fatalf("%s, worm %d at %d,%d, open %v: got %v, want %v\n%s", what, self, s.Worms[self].X, s.Worms[self].Y, open, got, want, s.MapText())
		}
	}
	states := []*worms.State{
		tiny(t, "a#.", "###", "..A"),
		tiny(t, "a#X..", "#X...", "X.#.#", "..#B.", "...#A"),
	}
	for seed := uint64(1); seed <= 6; seed++ {
		st, err := worms.Game{}.New(sim.Config{Seed: seed, Ruleset: []string{"", "classic"}[seed%2]})
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*worms.State)
		b0, b1 := NewSample(seed), NewSample(seed+1)
		for r := 0; r < 120 && !s.Over; r++ {
			if r%8 == 0 {
				states = append(states, s.Clone().(*worms.State))
			}
			s.Step([]sim.Action{b0.Act(s, 0), b1.Act(s, 1)})
		}
	}
	for k, s := range states {
		for self, w := range s.Worms {
			check(s, h.firingCells(s, 1-w.Player, self), self, false, "firing cells")
			var enemies, packs, random []int
			for _, e := range s.Worms {
				if e.Player != w.Player {
					enemies = append(enemies, e.Y*s.Size+e.X)
				}
			}
			for _, p := range s.Packs {
				packs = append(packs, p.Y*s.Size+p.X)
			}
			for range 1 + k%5 {
				random = append(random, rng.IntN(s.Size*s.Size))
			}
			check(s, enemies, self, true, "enemy cells")
			check(s, packs, self, false, "packs")
			check(s, random, self, false, "random cells")
			check(s, random, self, true, "random cells")
		}
	}
	if searches < 500 {
		t.Fatalf("only %d searches", searches)
	}
}
