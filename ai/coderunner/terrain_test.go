package coderunner

import (
	"testing"

	cr "arena/sim/coderunner"
)

// TestTerrainRoutes checks the terrain's turns on tiny maps: a dig through
// a floor and the drop (rule text "Destroying Brick Cells", "Falling"), a
// walk when no dig helps, and no way out of a pit.
func TestTerrainRoutes(t *testing.T) {
	const floor = "========================="
	for _, tc := range []struct {
		name string
		top  []string
		goal [2]int // row, column
		dist int    // unreached for none
	}{
		{
			// Dig right, step onto the hole, fall into it and on to the
			// gold below: 4 turns, rather than walk to the ladder.
			name: "dig and drop",
			top: []string{
				".R......................H",
				"========================H",
				"..*.....................H",
				floor[:24] + "H",
			},
			goal: [2]int{2, 2}, dist: 4,
		},
		{
			// A ladder beside the runner: step onto it, climb down, on to the gold.
			name: "ladder",
			top: []string{
				".RH.....................H",
				"==H=====================H",
				"..*.....................H",
				floor[:24] + "H",
			},
			goal: [2]int{2, 2}, dist: 3,
		},
		{
			// Under the floor is a second Brick row: a hole there is a
			// pit, and the only way down is the ladder at the far end.
			name: "pit",
			top: []string{
				".R......................H",
				"========================H",
				"========================H",
				"..*.....................H",
				floor[:24] + "H",
			},
			goal: [2]int{3, 2}, dist: 23 + 3 + 22,
		},
		{
			// No ladder: the gold under two floors is out of reach.
			name: "unreached",
			top: []string{
				".R.......................",
				"=========================",
				"=========================",
				"..*......................",
				floor,
			},
			goal: [2]int{3, 2}, dist: unreached,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := digWorld(t, tc.top...)
			var tr terrain
			tr.build(s)
			me := s.Runners[0].Row*cols + s.Runners[0].Col
			g := tc.goal[0]*cols + tc.goal[1]
			if got := int(tr.gold(g)[me]); got != tc.dist {
				t.Errorf("turns to the gold %d, want %d", got, tc.dist)
			}
			var fw [nodes]uint16
			tr.from(me, &fw)
			if got := int(fw[g]); got != tc.dist {
				t.Errorf("forward turns %d, want %d", got, tc.dist)
			}
		})
	}
}

// TestTerrainTables: on every shipped map the gold tables (searched
// backwards from each gold) agree with searches forwards from every cell,
// and they never exceed the dig search's turns on the closed map (which
// also counts the cooldown between digs), matching them on most cells.
func TestTerrainTables(t *testing.T) {
	var ds digSearch
	var g graph
	for _, m := range shippedMaps(t) {
		s := cr.NewState(m, cr.ClassicRules())
		var tr terrain
		tr.build(s)
		w := tr.cells
		closed := *s
		closed.Cells = w
		closed.Enemies = nil
		g.valid = false
		g.update(&closed)
		var fw [nodes]uint16
		same, all := 0, 0
		for c := 0; c < cells; c++ {
			if w[c] == cr.Brick {
				continue
			}
			tr.from(c, &fw)
			ds.run(&g, &w, c, 0, nil, nil)
			for i, gc := range s.Cells {
				if gc != cr.Gold {
					continue
				}
				back := tr.gold(i)[c]
				if back != fw[i] {
					t.Fatalf("%s: from %d to gold %d: backwards %d, forwards %d", m.Name, c, i, back, fw[i])
				}
				ex := ds.cdist[i]
				switch {
				case ex < 0 && back != unreached, ex >= 0 && back == unreached:
					t.Fatalf("%s: from %d to gold %d: terrain %d, dig search %d", m.Name, c, i, back, ex)
				case ex >= 0 && int(back) > int(ex):
					t.Fatalf("%s: from %d to gold %d: terrain %d over the dig search's %d", m.Name, c, i, back, ex)
				}
				all++
				if ex < 0 || int(back) == int(ex) {
					same++
				}
			}
		}
		t.Logf("%s: %d of %d routes as the dig search", m.Name, same, all)
		if same*10 < all*9 {
			t.Errorf("%s: only %d of %d routes as the dig search", m.Name, same, all)
		}
	}
}

// TestReachAll: the reach counts found per component equal a search from
// each cell, on every shipped map.
func TestReachAll(t *testing.T) {
	for _, m := range shippedMaps(t) {
		var tr terrain
		tr.build(cr.NewState(m, cr.DefaultRules()))
		for c := range cells {
			var seen [cells]bool
			seen[c] = true
			q := []int{c}
			for h := 0; h < len(q); h++ {
				for _, n := range tr.walk[q[h]] {
					if !seen[n] {
						seen[n] = true
						q = append(q, int(n))
					}
				}
			}
			if got := tr.reachOf(c); got != len(q) {
				t.Fatalf("%s: cell %d reaches %d cells, reachOf says %d", m.Name, c, len(q), got)
			}
		}
	}
}
