package paintball

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"arena/sim"
)

// Launcher is the launcher a child holds.
type Launcher uint8

// Launchers (Rules §5.2: a basic launcher becomes a rapid-fire launcher with
// an adapter).
const (
	NoLauncher Launcher = iota
	Basic
	Rapid
)

// Child is one child: position, posture, defence and inventory.
type Child struct {
	X, Y      int
	Team      int  // 0 red, 1 blue
	Crouched  bool // Rules §5.5.2: standing 9 units tall, crouching 3
	Defending bool // only with a shield (Rules §5.3.5)
	Shield    bool
	Launcher  Launcher
	Balls     int // 0–100 (Rules §5.2)
}

// Pos is the child's position.
func (c Child) Pos() Point { return Point{c.X, c.Y} }

// Height is the child's height in units (Rules §5.5.2).
func (c Child) Height() int {
	if c.Crouched {
		return CrouchHeight
	}
	return StandHeight
}

// Inventory is the Table 5 letter of the child's items (Rules §5.5.2).
func (c Child) Inventory() byte {
	// Rules §5.5.2, Table 5: a none, b basic, c shield, d shield + basic,
	// e rapid, f shield + rapid.
	switch {
	case c.Launcher == Basic && c.Shield:
		return 'd'
	case c.Launcher == Basic:
		return 'b'
	case c.Launcher == Rapid && c.Shield:
		return 'f'
	case c.Launcher == Rapid:
		return 'e'
	case c.Shield:
		return 'c'
	}
	return 'a'
}

// SetInventory sets the shield and launcher from a Table 5 letter.
func (c *Child) SetInventory(letter byte) error {
	i := strings.IndexByte("abcdef", letter)
	if i < 0 {
		return fmt.Errorf("inventory %q is not one of a b c d e f", letter)
	}
	c.Shield = letter == 'c' || letter == 'd' || letter == 'f'
	c.Launcher = [6]Launcher{NoLauncher, Basic, NoLauncher, Basic, Rapid, Rapid}[i]
	if !c.Shield {
		c.Defending = false
	}
	return nil
}

// Heights and ranges of the rule text.
const (
	StandHeight  = 9  // Rules §5.5.2
	CrouchHeight = 3  // Rules §5.5.2
	LaunchHeight = 9  // Rules §5.4.2: a ball starts at height 9
	MaxRange     = 24 // Rules §5.3.4: at most 24 Euclidean spaces
	MaxBallsHeld = 100
	StartBalls   = 50 // Rules §5.2
	FlagCost     = 25 // Rules §5.3.10
	VisionRange  = 8  // Rules §5.5.1: less than 8 Euclidean spaces
	QuietRounds  = 50 // Rules §5.2, Table 2
	DropOnHit    = 5  // Rules §5.2: a hit child drops 5 paintballs
)

// Points of Tables 2 and 3 (Rules §5.2).
const (
	PointsBurstHit   = 30
	PointsHit        = 20
	PointsSplatter   = 16
	PointsQuiet      = 30
	PointsFriendly   = -11
	PointsDefence    = 17
	PointsPlant      = 12
	PointsShieldEnd  = 6
	PointsRapidEnd   = 10
	BallsPerPointEnd = 2
)

// State is a Paintball Panic match: plain data a renderer may read.
type State struct {
	Round    int                   // turns played; the next turn's number (Rules §5.6.1)
	Cells    [Size * Size]Cell     // the field, Index(x, y)
	Kids     [Children]Child       // children 0–3 red, 4–7 blue (Rules §5.6.1)
	Score    [2]int64              // points so far, end bonuses included once Over
	Quiet    [2]int                // rounds since a child of the team was painted
	Over     bool                  // the game has ended
	Reason   string                // why it ended
	Seed     uint64                // the match seed
	Flights  []Flight              // the balls of the last turn, for renderers
	Trails   [Children][]TrailStep // each child's steps during the last turn
	Splats   []Splat               // spaces splattered during the last turn
	Canceled [Children]string      // why a child's last command was canceled ("" if it was not)
	rng      rand.PCG
	domain   *domainCache // derived from Cells; not part of the snapshot
}

// TrailStep is a child's position at time T (0–1) of the last turn.
type TrailStep struct {
	X, Y int
	T    float64
}

// Splat is a space painted by a burst during the last turn.
type Splat struct {
	X, Y int
	Team int // the team whose ball burst
}

// NewState starts a match on field f with the play RNG seeded from seed:
// each child at its start with a basic launcher and 50 paintballs (Rules
// §5.2), standing.
func NewState(f *Field, seed uint64) *State {
	s := &State{Cells: f.Cells, Seed: seed, rng: sim.NewPCG(seed, sim.StreamPlay)}
	for i, p := range Starts {
		s.Kids[i] = Child{X: p.X, Y: p.Y, Team: i / PerTeam, Launcher: Basic, Balls: StartBalls}
	}
	return s
}

// At returns the cell at (x, y), which must be on the field.
func (s *State) At(x, y int) Cell { return s.Cells[Index(x, y)] }

// ChildAt returns the index of the child at p, or -1.
func (s *State) ChildAt(p Point) int {
	for i := range s.Kids {
		if s.Kids[i].X == p.X && s.Kids[i].Y == p.Y {
			return i
		}
	}
	return -1
}

// Tick is the number of turns played.
func (s *State) Tick() int { return s.Round }

// Pending is both players until the game is over (the turns run in
// parallel, Rules §5.1).
func (s *State) Pending() []sim.PlayerID {
	if s.Over {
		return nil
	}
	return []sim.PlayerID{0, 1}
}

// Clone is a deep copy, RNG included.
func (s *State) Clone() sim.State { return s.clone() }

func (s *State) clone() *State {
	c := *s
	c.Flights = make([]Flight, len(s.Flights))
	for i, f := range s.Flights {
		f.Steps = append([]BallStep(nil), f.Steps...)
		c.Flights[i] = f
	}
	for i := range s.Trails {
		c.Trails[i] = append([]TrailStep(nil), s.Trails[i]...)
	}
	c.Splats = append([]Splat(nil), s.Splats...)
	return &c
}

// GoString prints the field as ASCII, y = 30 at the top: Table 6 letters
// ('P' for any stack), children as digits 0–7 (crouched ones in the
// lowercase letters a–h), then the round, scores and each child's line.
func (s *State) GoString() string {
	var b strings.Builder
	fmt.Fprintf(&b, "round %d score %d:%d over=%v %s\n", s.Round, s.Score[0], s.Score[1], s.Over, s.Reason)
	for y := Size - 1; y >= 0; y-- {
		for x := 0; x < Size; x++ {
			ch := kindTokens[s.At(x, y).Kind][0]
			if i := s.ChildAt(Point{x, y}); i >= 0 {
				ch = byte('0' + i)
				if s.Kids[i].Crouched {
					ch = byte('a' + i)
				}
			}
			b.WriteByte(ch)
		}
		fmt.Fprintf(&b, " %d\n", y)
	}
	for i, k := range s.Kids[:] {
		fmt.Fprintf(&b, "child %d: %s\n", i, childLine(k, Point{k.X, k.Y}))
	}
	return b.String()
}

// childLine is the Rules §5.6.1 child description at position p.
func childLine(k Child, p Point) string {
	post, def := "S", "U"
	if k.Crouched {
		post = "C"
	}
	if k.Defending {
		def = "D"
	}
	return fmt.Sprintf("%d %d %s %s %c %d", p.X, p.Y, post, def, k.Inventory(), k.Balls)
}
