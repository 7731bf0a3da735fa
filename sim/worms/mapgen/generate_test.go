package mapgen

import (
	"math"
	"testing"
)

// Every generated default map is the left/right mirror image of itself with
// the players swapped (the symmetry demand).
func TestGenerateSymmetric(t *testing.T) {
	for seed := uint64(0); seed < 1000; seed++ {
		l := Generate(seed*2654435761+seed, true)
		n := l.Size
		for y := 0; y < n; y++ {
			for x := 0; x < n; x++ {
				if l.At(x, y) != l.At(n-1-x, y) {
					t.Fatalf("seed %d: cell %d %d is %c, its mirror %c", seed, x, y, l.At(x, y), l.At(n-1-x, y))
				}
			}
		}
		for k := 0; k < 3; k++ {
			a, b := l.Worms[0][k], l.Worms[1][k]
			if b.X != n-1-a.X || b.Y != a.Y {
				t.Fatalf("seed %d: worm %d seats %v and %v are not mirrored", seed, k+1, a, b)
			}
		}
		p, q := l.Packs[0], l.Packs[1]
		if q.X != n-1-p.X || q.Y != p.Y || p == q {
			t.Fatalf("seed %d: packs %v %v are not a mirrored pair", seed, p, q)
		}
	}
}

// Every worm can reach the centre by digging: a path of air and dirt cells
// (8-connected, as worms move and dig diagonally) avoiding deep space.
// Checked for both seat layouts over 1000 seeds.
func TestGenerateReachable(t *testing.T) {
	for _, sym := range []bool{true, false} {
		for seed := uint64(0); seed < 1000; seed++ {
			l := Generate(seed*0x9e3779b97f4a7c15, sym)
			reach := flood(&l, Point{16, 16})
			for pl := range l.Worms {
				for k, w := range l.Worms[pl] {
					if l.At(w.X, w.Y) != '.' {
						t.Fatalf("seed %d: worm %d.%d stands on %c", seed, pl, k+1, l.At(w.X, w.Y))
					}
					if !reach[w.Y*l.Size+w.X] {
						t.Fatalf("seed %d sym %v: worm %d.%d at %v cannot dig to the centre\n%s", seed, sym, pl, k+1, w, l.Text())
					}
				}
			}
			for _, p := range l.Packs {
				if l.At(p.X, p.Y) != '.' {
					t.Fatalf("seed %d: pack on %c", seed, l.At(p.X, p.Y))
				}
			}
		}
	}
}

func flood(l *Layout, from Point) []bool {
	seen := make([]bool, l.Size*l.Size)
	q := []Point{from}
	seen[from.Y*l.Size+from.X] = true
	for len(q) > 0 {
		p := q[0]
		q = q[1:]
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				x, y := p.X+dx, p.Y+dy
				if x < 0 || y < 0 || x >= l.Size || y >= l.Size || seen[y*l.Size+x] || l.At(x, y) == 'X' {
					continue
				}
				seen[y*l.Size+x] = true
				q = append(q, Point{x, y})
			}
		}
	}
	return seen
}

// Reference §1.2 step 2: the original's seats, including its asymmetric
// rounding, for the classic layout.
func TestClassicSeats(t *testing.T) {
	l := Generate(42, false)
	want := [2][3]Point{{{24, 29}, {1, 16}, {24, 3}}, {{31, 16}, {9, 29}, {8, 3}}}
	if l.Worms != want {
		t.Fatalf("seats %v, want %v", l.Worms, want)
	}
}

// Reference §1.2 steps 3–4: the 5×5 room (dirt ring, air inside) around each
// worm, and deep space exactly beyond radius 17.
func TestRoomsAndDeepSpace(t *testing.T) {
	l := Generate(7, true)
	for y := 0; y < l.Size; y++ {
		for x := 0; x < l.Size; x++ {
			far := math.Hypot(float64(x-16), float64(y-16)) > 17
			if far != (l.At(x, y) == 'X') {
				t.Fatalf("cell %d %d: %c, beyond 17 = %v", x, y, l.At(x, y), far)
			}
		}
	}
	w := l.Worms[0][0] // (24, 29): its room is fully on the map
	for dy := -2; dy <= 2; dy++ {
		for dx := -2; dx <= 2; dx++ {
			c := l.At(w.X+dx, w.Y+dy)
			ring := dx == -2 || dx == 2 || dy == -2 || dy == 2
			if c == 'X' {
				continue
			}
			if ring != (c == '#') {
				t.Fatalf("room cell %+d %+d is %c", dx, dy, c)
			}
		}
	}
}

// The permutation table must be a permutation, or the noise is not
// Gustavson's.
func TestPermutation(t *testing.T) {
	var seen [256]bool
	for _, v := range perm {
		if seen[v] {
			t.Fatalf("%d twice", v)
		}
		seen[v] = true
	}
	// Spot values of the noise: bounded, and deterministic.
	for i := 0; i < 1000; i++ {
		v := Simplex3(float64(i)*0.37, float64(i%17)*0.3, float64(i%5))
		if v < -1 || v > 1 {
			t.Fatalf("noise %v out of range", v)
		}
	}
}

// Generation depends on the seed (the terrain varies).
func TestGenerateVaries(t *testing.T) {
	a, b := Generate(1, true), Generate(2, true)
	if string(a.Cells) == string(b.Cells) {
		t.Fatal("seeds 1 and 2 give the same terrain")
	}
	if string(Generate(1, true).Text()) != string(a.Text()) {
		t.Fatal("generation is not deterministic")
	}
}

func BenchmarkGenerate(b *testing.B) {
	for i := 0; i < b.N; i++ {
		Generate(uint64(i), true)
	}
}
