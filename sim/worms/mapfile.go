package worms

import (
	"bytes"
	"fmt"
	"strings"
)

// Map is a parsed map file: terrain, starting worms and health packs.
type Map struct {
	Size  int
	Cells []Cell // row-major
	Worms []Worm // sorted by (Player, ID); HP is left 0 (New sets it)
	Packs []Pack // ids 1.. in reading order
}

// MaxMapSize bounds map files so a bad file cannot ask for a huge state.
const MaxMapSize = 128

// wormChars maps player p's worm id to its map-file letter.
const wormChars = "abcABC"

func wormChar(p, id int) byte { return wormChars[p*3+id-1] }

// ParseMap reads the Worms map-file format:
//
//   - one line per map row, top row first; every row has as many characters
//     as there are rows (the map is square, at most MaxMapSize cells wide);
//   - '.' air, '#' dirt, 'X' deep space (the wire's characters), '+' an air
//     cell holding a health pack;
//   - 'a', 'b', 'c' player 0's worms 1, 2, 3 and 'A', 'B', 'C' player 1's,
//     each standing on air; each letter at most once and each player at
//     least one worm;
//   - lines end with LF or CRLF; blank lines after the last row are ignored.
//
// Errors name the line (from 1) and the problem.
func ParseMap(data []byte) (*Map, error) {
	text := strings.ReplaceAll(string(data), "\r\n", "\n")
	lines := strings.Split(text, "\n")
	for len(lines) > 0 && strings.TrimSpace(lines[len(lines)-1]) == "" {
		lines = lines[:len(lines)-1]
	}
	n := len(lines)
	if n == 0 {
		return nil, fmt.Errorf("line 1: empty map")
	}
	if n > MaxMapSize {
		return nil, fmt.Errorf("line %d: map has %d rows, at most %d allowed", MaxMapSize+1, n, MaxMapSize)
	}
	m := &Map{Size: n, Cells: make([]Cell, n*n)}
	var seen [Players][WormsPerPlayer + 1]bool
	for y, line := range lines {
		if len(line) != n {
			return nil, fmt.Errorf("line %d: row has %d characters, want %d (the map is square: one row per line)", y+1, len(line), n)
		}
		for x := 0; x < n; x++ {
			c := line[x]
			switch c {
			case '.':
			case '#':
				m.Cells[y*n+x] = Dirt
			case 'X':
				m.Cells[y*n+x] = DeepSpace
			case '+':
				m.Packs = append(m.Packs, Pack{ID: len(m.Packs) + 1, X: x, Y: y})
			default:
				i := strings.IndexByte(wormChars, c)
				if i < 0 {
					return nil, fmt.Errorf("line %d, column %d: unknown character %q (want . # X + a b c A B C)", y+1, x+1, c)
				}
				p, id := i/3, i%3+1
				if seen[p][id] {
					return nil, fmt.Errorf("line %d, column %d: worm %q appears twice", y+1, x+1, c)
				}
				seen[p][id] = true
				m.Worms = append(m.Worms, Worm{Player: p, ID: id, X: x, Y: y})
			}
		}
	}
	for p := 0; p < Players; p++ {
		if !seen[p][1] && !seen[p][2] && !seen[p][3] {
			return nil, fmt.Errorf("line %d: player %d has no worm (use %q for player 0, %q for player 1)", n, p, "abc", "ABC")
		}
	}
	sortWorms(m.Worms)
	return m, nil
}

func sortWorms(ws []Worm) {
	// Insertion sort: at most six worms, and stable.
	for i := 1; i < len(ws); i++ {
		for j := i; j > 0 && less(ws[j], ws[j-1]); j-- {
			ws[j], ws[j-1] = ws[j-1], ws[j]
		}
	}
}

func less(a, b Worm) bool {
	if a.Player != b.Player {
		return a.Player < b.Player
	}
	return a.ID < b.ID
}

// Text is the map's canonical map-file text; ParseMap(m.Text()) gives m back.
func (m *Map) Text() []byte {
	return mapText(m.Size, m.Cells, m.Worms, m.Packs)
}

func mapText(n int, cells []Cell, worms []Worm, packs []Pack) []byte {
	rows := make([][]byte, n)
	for y := range rows {
		rows[y] = make([]byte, n)
		for x := range rows[y] {
			rows[y][x] = cells[y*n+x].Char()
		}
	}
	for _, p := range packs {
		rows[p.Y][p.X] = '+'
	}
	for _, w := range worms {
		rows[w.Y][w.X] = wormChar(w.Player, w.ID)
	}
	var b bytes.Buffer
	for _, r := range rows {
		b.Write(r)
		b.WriteByte('\n')
	}
	return b.Bytes()
}

// MapText is the state's current map in the map-file format (a worm standing
// on a pack hides it, and health is not shown).
func (s *State) MapText() []byte { return mapText(s.Size, s.Cells, s.Worms, s.Packs) }

// GoString prints the map as ASCII in the map-file format, then one line per
// player and per worm, so test failures read well.
func (s *State) GoString() string {
	var b strings.Builder
	fmt.Fprintf(&b, "round %d\n", s.Round)
	b.Write(s.MapText())
	for p := 0; p < Players; p++ {
		fmt.Fprintf(&b, "player %d: %s points %d total %d active %d idle %d\n", p, s.Status[p], s.Scores[p], s.Total(p), s.Active[p], s.Idle[p])
	}
	for _, w := range s.Worms {
		fmt.Fprintf(&b, "worm %s %c at %d %d hp %d\n", w.Ref(), wormChar(w.Player, w.ID), w.X, w.Y, w.HP)
	}
	for _, p := range s.Packs {
		fmt.Fprintf(&b, "pack %d at %d %d\n", p.ID, p.X, p.Y)
	}
	return b.String()
}
