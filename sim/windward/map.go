package windward

import (
	"fmt"
	"strings"
)

// TileType is what a map square holds (reference §4.1).
type TileType uint8

// The tile types; only Road, BusStop and CoffeeStop are driveable.
const (
	Park TileType = iota
	Road
	BusStop
	Company
	CoffeeStop
	CoffeeBuilding
)

var tileTypeNames = []string{"PARK", "ROAD", "BUS_STOP", "COMPANY", "COFFEE_STOP", "COFFEE_BUILDING"}

func (t TileType) String() string {
	if int(t) < len(tileTypeNames) {
		return tileTypeNames[t]
	}
	return "TILE?"
}

// Driveable reports whether cars may enter squares of this type.
func (t TileType) Driveable() bool { return t == Road || t == BusStop || t == CoffeeStop }

// RoadDir is a square's road shape, in the original's numeric order
// (reference §4.1).
type RoadDir uint8

// The road shapes. The names say which sides are open: NorthUTurn is a dead
// end open only to the south (the car arrives heading north), T_North is
// open north, east and west, CurveNE is open below and to the right.
const (
	NorthSouth RoadDir = iota
	EastWest
	Intersection
	NorthUTurn
	EastUTurn
	SouthUTurn
	WestUTurn
	TNorth
	TEast
	TSouth
	TWest
	CurveNE
	CurveNW
	CurveSE
	CurveSW
	numRoadDirs
)

var roadDirNames = [numRoadDirs]string{"NORTH_SOUTH", "EAST_WEST", "INTERSECTION", "NORTH_UTURN",
	"EAST_UTURN", "SOUTH_UTURN", "WEST_UTURN", "T_NORTH", "T_EAST", "T_SOUTH", "T_WEST",
	"CURVE_NE", "CURVE_NW", "CURVE_SE", "CURVE_SW"}

func (r RoadDir) String() string {
	if r < numRoadDirs {
		return roadDirNames[r]
	}
	return "DIR?"
}

// side bits, indexed by Dir.
const (
	sideN = 1 << North
	sideE = 1 << East
	sideS = 1 << South
	sideW = 1 << West
)

// openSides gives the open sides of each road shape (reference §4.1:
// "NORTH_UTURN = road only below; T_NORTH = above+left+right; CURVE_NE =
// below+right; ...").
var openSides = [numRoadDirs]uint8{
	NorthSouth: sideN | sideS, EastWest: sideE | sideW, Intersection: sideN | sideE | sideS | sideW,
	NorthUTurn: sideS, EastUTurn: sideW, SouthUTurn: sideN, WestUTurn: sideE,
	TNorth: sideN | sideE | sideW, TEast: sideN | sideS | sideE, TSouth: sideS | sideE | sideW,
	TWest:   sideN | sideS | sideW,
	CurveNE: sideS | sideE, CurveNW: sideS | sideW, CurveSE: sideN | sideE, CurveSW: sideN | sideW,
}

// roadDirForSides is the inverse of openSides (0xff where no shape fits).
var roadDirForSides = func() [16]RoadDir {
	var t [16]RoadDir
	for i := range t {
		t[i] = 0xff
	}
	for d := RoadDir(0); d < numRoadDirs; d++ {
		t[openSides[d]] = d
	}
	return t
}()

// Light is a traffic light's state. Green names the axis that may go; Yellow
// means the other axis has asked and gets the light once the intersection
// clears (rule text, "the other direction turns yellow").
type Light uint8

// The four light states, named as in the map file (reference §4.1).
const (
	NSGreen Light = iota
	NSYellow
	EWGreen
	EWYellow
)

var lightNames = []string{"NORTH_SOUTH_GREEN", "NORTH_SOUTH_YELLOW", "EAST_WEST_GREEN", "EAST_WEST_YELLOW"}

func (l Light) String() string {
	if int(l) < len(lightNames) {
		return lightNames[l]
	}
	return "LIGHT?"
}

// GreenFor reports whether a car heading d has green.
func (l Light) GreenFor(d Dir) bool {
	ns := d == North || d == South
	return (l == NSGreen && ns) || (l == EWGreen && !ns)
}

// Tile is one map square. StopSigns has bit 1<<d set when there is a sign on
// side d (a sign on the north side stops southbound cars entering from the
// north, reference §4.1). Start is the start heading plus one (0 = none).
type Tile struct {
	Type      TileType
	Dir       RoadDir
	StopSigns uint8
	HasLight  bool
	Light     Light // initial state of the light
	Start     uint8
}

// Open reports whether a driveable tile is open on side d.
func (t Tile) Open(d Dir) bool {
	return t.Type.Driveable() && t.Dir < numRoadDirs && openSides[t.Dir]&(1<<d) != 0
}

// Exits counts a tile's open sides.
func (t Tile) Exits() int {
	if !t.Type.Driveable() || t.Dir >= numRoadDirs {
		return 0
	}
	n := 0
	for s := openSides[t.Dir]; s != 0; s &= s - 1 {
		n++
	}
	return n
}

// IsStraight reports a straight road (where U-turns are allowed, rule text
// "Turns can only occur upon entrance to a straight map tile").
func (t Tile) IsStraight() bool {
	return t.Type == Road && (t.Dir == NorthSouth || t.Dir == EastWest)
}

// IsCrossing reports a T or 4-way intersection.
func (t Tile) IsCrossing() bool { return t.Type.Driveable() && t.Exits() >= 3 }

// Pt is a tile position.
type Pt struct{ X, Y int }

// Add returns the neighbour of p in heading d.
func (p Pt) Add(d Dir) Pt { return Pt{p.X + d.DX(), p.Y + d.DY()} }

func (p Pt) String() string { return fmt.Sprintf("%d,%d", p.X, p.Y) }

// DirTo returns the heading from p to an adjacent q.
func (p Pt) DirTo(q Pt) (Dir, bool) {
	for d := North; d <= West; d++ {
		if p.Add(d) == q {
			return d, true
		}
	}
	return 0, false
}

// Manhattan is the Manhattan distance in tiles.
func Manhattan(a, b Pt) int { return abs(a.X-b.X) + abs(a.Y-b.Y) }

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// Map is a city: W×H tiles, index y*W+x. It is never changed after loading
// and is shared between clones of a state.
type Map struct {
	Name  string
	W, H  int
	Tiles []Tile
}

// In reports whether p is on the map.
func (m *Map) In(p Pt) bool { return p.X >= 0 && p.Y >= 0 && p.X < m.W && p.Y < m.H }

// At returns the tile at p (a Park outside the map).
func (m *Map) At(p Pt) Tile {
	if !m.In(p) {
		return Tile{}
	}
	return m.Tiles[p.Y*m.W+p.X]
}

// CanMove reports whether a car may drive from p to its neighbour in heading d.
func (m *Map) CanMove(p Pt, d Dir) bool {
	return m.At(p).Open(d) && m.At(p.Add(d)).Open(d.Reverse())
}

// Find lists the positions of every tile of type t, in row order.
func (m *Map) Find(t TileType) []Pt {
	var out []Pt
	for y := 0; y < m.H; y++ {
		for x := 0; x < m.W; x++ {
			if m.Tiles[y*m.W+x].Type == t {
				out = append(out, Pt{x, y})
			}
		}
	}
	return out
}

// Starts lists the start-position squares in row order.
func (m *Map) Starts() []Pt {
	var out []Pt
	for y := 0; y < m.H; y++ {
		for x := 0; x < m.W; x++ {
			if m.Tiles[y*m.W+x].Start != 0 {
				out = append(out, Pt{x, y})
			}
		}
	}
	return out
}

// Validate checks that every open side meets an open side, that stops are
// dead ends, that signs and lights sit on intersections, and that every
// driveable square can reach every other (so the map is fully drivable).
// When playable is set it also asks for what a round needs: 12 bus stops,
// a coffee store and 10 start positions.
func (m *Map) Validate(playable bool) error {
	var roads []Pt
	for y := 0; y < m.H; y++ {
		for x := 0; x < m.W; x++ {
			p := Pt{x, y}
			t := m.At(p)
			if !t.Type.Driveable() {
				continue
			}
			roads = append(roads, p)
			if t.Dir >= numRoadDirs {
				return fmt.Errorf("square %v: bad direction", p)
			}
			for d := North; d <= West; d++ {
				if t.Open(d) && !m.At(p.Add(d)).Open(d.Reverse()) {
					return fmt.Errorf("square %v: %s %s is open to the %s but %v does not connect back",
						p, t.Type, t.Dir, strings.ToLower(d.String()), p.Add(d))
				}
			}
			if (t.Type == BusStop || t.Type == CoffeeStop) && t.Exits() != 1 {
				return fmt.Errorf("square %v: %s must be a dead end (a *_UTURN), not %s", p, t.Type, t.Dir)
			}
			if (t.StopSigns != 0 || t.HasLight) && !t.IsCrossing() {
				return fmt.Errorf("square %v: stop signs and lights need a T or 4-way intersection, not %s", p, t.Dir)
			}
			if t.Start != 0 && !t.IsStraight() {
				return fmt.Errorf("square %v: a start position needs a straight road", p)
			}
			if t.Start != 0 {
				d := Dir(t.Start - 1)
				if !t.Open(d) {
					return fmt.Errorf("square %v: start heading %s runs across the road", p, d)
				}
			}
		}
	}
	if len(roads) == 0 {
		return fmt.Errorf("the map has no roads")
	}
	seen := make([]bool, len(m.Tiles))
	stack := []Pt{roads[0]}
	seen[roads[0].Y*m.W+roads[0].X] = true
	n := 0
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		n++
		for d := North; d <= West; d++ {
			if q := p.Add(d); m.CanMove(p, d) && !seen[q.Y*m.W+q.X] {
				seen[q.Y*m.W+q.X] = true
				stack = append(stack, q)
			}
		}
	}
	if n != len(roads) {
		for _, p := range roads {
			if !seen[p.Y*m.W+p.X] {
				return fmt.Errorf("square %v cannot be reached from %v: the roads are not connected", p, roads[0])
			}
		}
	}
	if playable {
		if k := len(m.Find(BusStop)); k < NumCompanies {
			return fmt.Errorf("the map has %d bus stops; a round needs %d", k, NumCompanies)
		}
		if len(m.Find(CoffeeStop)) == 0 {
			return fmt.Errorf("the map has no coffee stop")
		}
		if k := len(m.Starts()); k < NumPlayers {
			return fmt.Errorf("the map has %d start positions; a round needs %d", k, NumPlayers)
		}
	}
	return nil
}
