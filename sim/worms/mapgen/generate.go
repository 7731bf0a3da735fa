package mapgen

import (
	"bytes"
	"math"
)

// Size is the side of a generated map (reference §1.1: mapSize 33).
const Size = 33

// Point is a cell coordinate, x right and y down from the top-left corner.
type Point struct{ X, Y int }

// Layout is a generated map as plain data.
type Layout struct {
	Size  int
	Cells []byte      // row-major: '.' air, '#' dirt, 'X' deep space
	Worms [2][3]Point // Worms[player][id-1]
	Packs []Point     // health packs, in id order
}

// At returns the cell character at (x, y).
func (l Layout) At(x, y int) byte { return l.Cells[y*l.Size+x] }

// Text is the layout in sim/worms' map-file format: one row per line, '.'
// air, '#' dirt, 'X' deep space, '+' a health pack on air, 'a' 'b' 'c' player
// 0's worms 1–3 and 'A' 'B' 'C' player 1's.
func (l Layout) Text() []byte {
	rows := make([][]byte, l.Size)
	for y := range rows {
		rows[y] = append([]byte(nil), l.Cells[y*l.Size:(y+1)*l.Size]...)
	}
	for _, p := range l.Packs {
		rows[p.Y][p.X] = '+'
	}
	for pl := range l.Worms {
		for i, w := range l.Worms[pl] {
			rows[w.Y][w.X] = "abcABC"[pl*3+i]
		}
	}
	var b bytes.Buffer
	for _, r := range rows {
		b.Write(r)
		b.WriteByte('\n')
	}
	return b.Bytes()
}

// NoiseSeed is the original generator's seed for an arena seed: the
// original takes a 32-bit Int, so the seed's low 32 bits are used as a
// signed integer.
func NoiseSeed(seed uint64) int32 { return int32(uint32(seed)) }

// roundHalfUp is Kotlin's roundToInt (Java's Math.round).
func roundHalfUp(v float64) int { return int(math.Floor(v + 0.5)) }

// Generate builds the map for seed (reference §1.2, steps 1–5 in order).
// symmetric selects mirrored seats and packs (see the package comment).
func Generate(seed uint64, symmetric bool) Layout {
	const (
		zoom       = 0.3 // mapZoom
		dirtCut    = 0.5 // amountOfDirt: noise above it is air
		seatRadius = 15.0
		packRadius = 2.2
	)
	n := Size
	c := float64(n-1) / 2 // 16: the centre
	ns := NoiseSeed(seed)
	l := Layout{Size: n, Cells: make([]byte, n*n)}

	// Step 1: terrain, mirrored left/right.
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			xm := x
			if x > (n-1)/2 {
				xm = n - 1 - x
			}
			ch := byte('#')
			if Noise(float64(xm)*zoom, float64(y)*zoom, ns) > dirtCut {
				ch = '.'
			}
			l.Cells[y*n+x] = ch
		}
	}

	// Step 2: six seats on a circle; seat i goes to player (i+1) mod 2, each
	// player's worms in id order.
	var seats [6]Point
	for i := range seats {
		t := 2 * math.Pi * (float64(i) / 6)
		seats[i] = Point{roundHalfUp(seatRadius*math.Cos(t) + c), roundHalfUp(seatRadius*math.Sin(t) + c)}
	}
	var next [2]int
	for i, p := range seats {
		pl := (i + 1) % 2
		l.Worms[pl][next[pl]] = p
		next[pl]++
	}
	if symmetric {
		// Player 1's worm k mirrors player 0's worm k, so the map reads the
		// same from either side.
		for k := range l.Worms[0] {
			p := l.Worms[0][k]
			l.Worms[1][k] = Point{n - 1 - p.X, p.Y}
		}
	}

	// Step 3: a 5×5 room around each worm, dirt ring and 3×3 air inside;
	// cells off the map are skipped.
	for pl := range l.Worms {
		for _, w := range l.Worms[pl] {
			for dy := -2; dy <= 2; dy++ {
				for dx := -2; dx <= 2; dx++ {
					x, y := w.X+dx, w.Y+dy
					if x < 0 || y < 0 || x >= n || y >= n {
						continue
					}
					ch := byte('.')
					if dx == -2 || dx == 2 || dy == -2 || dy == 2 {
						ch = '#'
					}
					l.Cells[y*n+x] = ch
				}
			}
		}
	}

	// Step 4: deep space beyond radius 17 (after the rooms).
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			dx, dy := float64(x)-c, float64(y)-c
			if math.Sqrt(dx*dx+dy*dy) > c+1 {
				l.Cells[y*n+x] = 'X'
			}
		}
	}

	// Step 5: two health packs on a radius-2.2 circle at angles t and t+π,
	// with t = N(2, 0) (the original's n1d(count)).
	tilt := Noise(2, 0, ns)
	if symmetric {
		// Mirror the first pack's offset so the pair is symmetric too; the
		// offset is rounded before mirroring so both round alike.
		dx := roundHalfUp(packRadius * math.Cos(tilt))
		dy := roundHalfUp(packRadius * math.Sin(tilt))
		if dx == 0 {
			dx = 1 // two packs, never one cell on the mirror axis
		}
		l.Packs = []Point{{int(c) + dx, int(c) + dy}, {int(c) - dx, int(c) + dy}}
	} else {
		for i := 0; i < 2; i++ {
			t := 2*math.Pi*(float64(i)/2) + tilt
			l.Packs = append(l.Packs, Point{roundHalfUp(packRadius*math.Cos(t) + c), roundHalfUp(packRadius*math.Sin(t) + c)})
		}
	}
	for _, p := range l.Packs {
		l.Cells[p.Y*n+p.X] = '.'
	}
	return l
}
