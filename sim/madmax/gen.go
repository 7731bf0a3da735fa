package madmax

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// Generate returns a .cnf game configuration made from seed, for matches
// started without a map (Game.New with no MapData; the app's "generated
// from the seed"). Sizes and bonus targets are drawn inside the ranges of
// Rules §1.4 and every fixed value is the rule's. Tyres form short walls
// across a few lanes, chicanes and single wrecks, never in the first
// columns where the cars start; water lies in short runs along a lane,
// gas and missile bonuses alone. The eight cars start two rows apart or
// more, in columns 0 and 3 by turns. The same seed always gives the
// same bytes; Generate uses its own generator, never the game stream.
func Generate(seed uint64) []byte {
	g := rand.New(rand.NewPCG(seed, 0x6d61646d6178)) // "madmax"
	n := 15 + g.IntN(6)                              // rows, 15 … 20
	m := 60 + 4*g.IntN(11)                           // universe columns, 60 … 100
	w := min(30+g.IntN(11), m)                       // window columns, 30 … 40
	nm, ng := 6+g.IntN(10), 6+g.IntN(7)
	nw := min(max(n*m/16+g.IntN(20), 20), 150)

	grid := make([][]byte, n)
	for i := range grid {
		grid[i] = []byte(strings.Repeat(".", m))
	}
	// The start columns stay clear so no car dies before it can steer.
	const clear = 4
	put := func(r, c int, ch byte) bool {
		c = (c + m) % m
		if r < 0 || r >= n || c < clear || grid[r][c] != '.' {
			return false
		}
		grid[r][c] = ch
		return true
	}

	// Tyres: about one cell in twelve, in shapes that make cars change
	// lanes rather than walls that close the road.
	tyres := n * m / 12
	for placed := 0; placed < tyres; {
		r, c := g.IntN(n), clear+g.IntN(m-clear)
		switch g.IntN(5) {
		case 0, 1: // a wall across two to five lanes
			for i := range 2 + g.IntN(4) {
				if put(r+i, c, 'X') {
					placed++
				}
			}
		case 2: // a chicane: a diagonal of wrecks
			dr := 1 - 2*g.IntN(2)
			for i := range 3 + g.IntN(3) {
				if put(r+i*dr, c+i, 'X') {
					placed++
				}
			}
		case 3: // a block of four
			for _, d := range [4][2]int{{0, 0}, {0, 1}, {1, 0}, {1, 1}} {
				if put(r+d[0], c+d[1], 'X') {
					placed++
				}
			}
		default:
			if put(r, c, 'X') {
				placed++
			}
		}
	}
	// Bonuses: the board starts with the target counts, so the first
	// rounds need no top-up (reference §1.3 step 8).
	for left := nw; left > 0; {
		r, c := g.IntN(n), clear+g.IntN(m-clear)
		run := 1 + g.IntN(4)
		for i := 0; i < run && left > 0; i++ {
			if put(r, c+i, 'W') {
				left--
			}
		}
	}
	for _, b := range []struct {
		ch byte
		k  int
	}{{'G', ng}, {'M', nm}} {
		for left := b.k; left > 0; {
			if put(g.IntN(n), clear+g.IntN(m-clear), b.ch) {
				left--
			}
		}
	}

	var sb strings.Builder
	sb.WriteString("mad_max_2020 v1\nsecgame ?\nseed ?\n")
	for _, kv := range []struct {
		k string
		v int
	}{{"nb_players", 4}, {"nb_rnds", 300}, {"nb_rows", n}, {"nb_uni_cols", m}, {"nb_win_cols", w},
		{"nb_cars_x_player", 2}, {"nb_rnds_regen", 30}, {"nb_miss_bonuses", nm}, {"nb_gas_bonuses", ng},
		{"nb_water_bonuses", nw}, {"bonus_miss", 5}, {"bonus_gas", 30}, {"water_pnts", 10}, {"kill_pnts", 30},
		{"init_gas", 60}} {
		fmt.Fprintf(&sb, "%-18s %d\n", kv.k, kv.v)
	}
	sb.WriteString("names ? ? ? ?\n\nrnd 0\n\n   ")
	for c := range m {
		sb.WriteByte(byte('0' + c/10%10))
	}
	sb.WriteString("\n   ")
	for c := range m {
		sb.WriteByte(byte('0' + c%10))
	}
	sb.WriteString("\n\n")
	for r := range n {
		fmt.Fprintf(&sb, "%02d %s\n", r, grid[r])
	}
	sb.WriteString("\ncars\ncid row column nb_miss gas alive time\n")
	for id := range 8 {
		// Spread evenly: rows 0, 2, … 14 on a 15-row road.
		// Neighbours start three columns apart, so their first moves
		// rarely cross.
		fmt.Fprintf(&sb, "%d %d %d 5 60 y 0\n", id, (2*id+1)*n/16, 3*(id%2))
	}
	sb.WriteString("\nmissiles\n0\nmid cid row column\n\nplayers\npid score status\n0 0 0\n1 0 0\n2 0 0\n3 0 0\n")
	return []byte(sb.String())
}
