package paintball

import (
	"math/rand/v2"

	"arena/sim"
)

// GenOptions sets how many symmetric pairs of each thing Generate places.
// Zero values are replaced by a seeded draw from the defaults' ranges.
type GenOptions struct {
	Trees, HighWalls, LowWalls   int // obstacle pairs (walls are 2–4 space segments)
	Shields, Adapters            int // item pairs (at least 1 pair each: two on the field)
	Launchers, RapidLaunchers    int // item pairs
	Stacks                       int // paintball stack pairs
	MinStack, MaxStack           int // paintballs per stack
	Clear                        int // Chebyshev radius around start squares kept free of obstacles
	TreeClusters, TreeClusterMax int // trees grow in up to this many clumps of this size
}

// Generate builds a field from seed (used when Config.MapData is nil). The
// field keeps every guarantee of ValidateField: point symmetry about the
// centre (Rules §5.5.3), at least two shields and two rapid-fire adapters
// (Rules §5.2), no obstacle on a start square and every square reachable.
func Generate(seed uint64) *Field {
	return GenerateWith(seed, GenOptions{})
}

// GenerateWith is Generate with explicit counts.
func GenerateWith(seed uint64, o GenOptions) *Field {
	pcg := sim.NewPCG(seed, sim.StreamMap)
	r := rand.New(&pcg)
	pick := func(v *int, lo, hi int) {
		if *v == 0 {
			*v = lo + r.IntN(hi-lo+1)
		}
	}
	pick(&o.Trees, 10, 20)
	pick(&o.HighWalls, 3, 6)
	pick(&o.LowWalls, 3, 6)
	pick(&o.Shields, 1, 2)
	pick(&o.Adapters, 1, 2)
	pick(&o.Launchers, 1, 2)
	pick(&o.RapidLaunchers, 0, 1)
	pick(&o.Stacks, 5, 9)
	pick(&o.MinStack, 5, 10)
	pick(&o.MaxStack, 20, 40)
	pick(&o.Clear, 2, 2)
	pick(&o.TreeClusters, 3, 6)
	pick(&o.TreeClusterMax, 2, 4)
	g := gen{r: r, clear: o.Clear}
	// Trees come in clumps so they offer cover; the rest are scattered.
	left := o.Trees
	for c := 0; c < o.TreeClusters && left > 0; c++ {
		p := g.randPoint()
		n := 1 + r.IntN(o.TreeClusterMax)
		for i := 0; i < n && left > 0; i++ {
			if g.placePair(p, Cell{Kind: Tree}) {
				left--
			}
			p = Point{p.X + r.IntN(3) - 1, p.Y + r.IntN(3) - 1}
		}
	}
	for tries := 0; left > 0 && tries < 500; tries++ {
		if g.placePair(g.randPoint(), Cell{Kind: Tree}) {
			left--
		}
	}
	g.walls(o.HighWalls, HighWall)
	g.walls(o.LowWalls, LowWall)
	g.items(o.Shields, func() Cell { return Cell{Kind: Shield} })
	g.items(o.Adapters, func() Cell { return Cell{Kind: Adapter} })
	g.items(o.Launchers, func() Cell { return Cell{Kind: BasicLauncher} })
	g.items(o.RapidLaunchers, func() Cell { return Cell{Kind: RapidLauncher} })
	g.items(o.Stacks, func() Cell { return Cell{Kind: Balls, N: o.MinStack + r.IntN(o.MaxStack-o.MinStack+1)} })
	// Rules §5.2: always at least two adapters and two shields; a crowded
	// field may have refused the pairs above, so insist.
	for count(&g.f, Shield) < 2 {
		g.items(1, func() Cell { return Cell{Kind: Shield} })
	}
	for count(&g.f, Adapter) < 2 {
		g.items(1, func() Cell { return Cell{Kind: Adapter} })
	}
	return &g.f
}

func count(f *Field, k Kind) int {
	n := 0
	for _, c := range f.Cells[:] {
		if c.Kind == k {
			n++
		}
	}
	return n
}

type gen struct {
	f     Field
	r     *rand.Rand
	clear int
}

func (g *gen) randPoint() Point { return Point{g.r.IntN(Size), g.r.IntN(Size)} }

// free reports whether p may take something: on the field, empty and, for
// obstacles, away from the start squares.
func (g *gen) free(p Point, obstacle bool) bool {
	if !p.OnField() || g.f.At(p.X, p.Y).Kind != Empty {
		return false
	}
	for _, s := range Starts {
		d := max(abs(p.X-s.X), abs(p.Y-s.Y))
		if d == 0 || (obstacle && d <= g.clear) {
			return false
		}
	}
	return true
}

// placePair puts c at p and at its mirror, keeping the field connected.
func (g *gen) placePair(p Point, c Cell) bool {
	m := p.Mirror()
	ob := c.Kind.Obstacle()
	if !g.free(p, ob) || !g.free(m, ob) {
		return false
	}
	g.f.Cells[Index(p.X, p.Y)] = c
	g.f.Cells[Index(m.X, m.Y)] = c
	if ob {
		if _, bad := unreachable(&g.f.Cells); bad {
			g.f.Cells[Index(p.X, p.Y)] = Cell{}
			g.f.Cells[Index(m.X, m.Y)] = Cell{}
			return false
		}
	}
	return true
}

// walls lays n symmetric wall segments of 2–4 spaces.
func (g *gen) walls(n int, k Kind) {
	for placed, tries := 0, 0; placed < n && tries < 300; tries++ {
		p := g.randPoint()
		d := [4]Point{{1, 0}, {0, 1}, {1, 1}, {1, -1}}[g.r.IntN(4)]
		length := 2 + g.r.IntN(3)
		ok := false
		for i := 0; i < length; i++ {
			if g.placePair(Point{p.X + i*d.X, p.Y + i*d.Y}, Cell{Kind: k}) {
				ok = true
			}
		}
		if ok {
			placed++
		}
	}
}

// items places n symmetric pairs of an item, never on a start square.
func (g *gen) items(n int, mk func() Cell) {
	for placed, tries := 0, 0; placed < n && tries < 500; tries++ {
		p := g.randPoint()
		if p == p.Mirror() {
			continue // the centre would hold one item, not a pair
		}
		if g.placePair(p, mk()) {
			placed++
		}
	}
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
