package paintball

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
)

// Field dimensions and fixed numbers of the rule text.
const (
	// Size is the side of the square field (Rules §5.5.3: 31×31, x and y from 0 to 30).
	Size = 31
	// Rounds is the length of a game (Rules §5.1: 150 rounds).
	Rounds = 150
	// PerTeam is the number of children a side (Rules §1: four children).
	PerTeam = 4
	// Children is the number of children on the field.
	Children = 2 * PerTeam
)

// Kind is what a field space holds (Rules §5.5.3, Table 6). A space holds
// at most one thing: an obstacle, an item, or nothing.
type Kind uint8

// The space contents of Table 6.
const (
	Empty Kind = iota
	Tree
	LowWall
	HighWall
	RedFlag
	BlueFlag
	Balls // paintballs; Cell.N holds the count
	Shield
	Adapter
	BasicLauncher
	RapidLauncher
	numKinds
)

var kindTokens = [numKinds]string{".", "T", "V", "W", "R", "B", "P", "S", "A", "L", "F"}
var kindNames = [numKinds]string{"empty", "tree", "low wall", "high wall", "red flag", "blue flag", "paintballs", "shield", "rapid-fire adapter", "basic launcher", "rapid-fire launcher"}

// String is the kind's name for people ("high wall").
func (k Kind) String() string {
	if k < numKinds {
		return kindNames[k]
	}
	return "Kind(" + strconv.Itoa(int(k)) + ")"
}

// Obstacle reports whether the kind blocks children (trees, walls, flags).
func (k Kind) Obstacle() bool { return k >= Tree && k <= BlueFlag }

// Item reports whether a child can pick the kind up.
func (k Kind) Item() bool { return k >= Balls && k <= RapidLauncher }

// Height is the kind's height in units (Rules §5.5.3: tree 20, high wall 7,
// low wall 3; a planted flag behaves as a high wall). Items and empty
// spaces have height 0.
func (k Kind) Height() int {
	switch k {
	case Tree:
		return 20
	case HighWall, RedFlag, BlueFlag:
		return 7
	case LowWall:
		return 3
	}
	return 0
}

// FlagOf is the flag kind of a team (0 red, 1 blue).
func FlagOf(team int) Kind {
	if team == 0 {
		return RedFlag
	}
	return BlueFlag
}

// Cell is one field space: its kind and, for paintballs, the count.
type Cell struct {
	Kind Kind
	N    int // paintballs on the space when Kind == Balls (never 0 then)
}

// Token is the cell's Table 6 encoding: ".", "T", "P12", ...
func (c Cell) Token() string {
	if c.Kind == Balls {
		return "P" + strconv.Itoa(c.N)
	}
	if c.Kind < numKinds {
		return kindTokens[c.Kind]
	}
	return "?"
}

// ParseToken reads one Table 6 encoding ("P0" is refused: Rules §5.5.3
// says an emptied space becomes ".").
func ParseToken(tok string) (Cell, error) {
	if len(tok) > 1 && tok[0] == 'P' {
		n, err := strconv.Atoi(tok[1:])
		if err != nil || n <= 0 || n > 9999 || tok[1] == '+' || tok[1] == '0' {
			return Cell{}, fmt.Errorf("bad paintball count in %q (want P1 to P9999)", shortToken(tok))
		}
		return Cell{Kind: Balls, N: n}, nil
	}
	for k, t := range kindTokens {
		if t == tok && Kind(k) != Balls {
			return Cell{Kind: Kind(k)}, nil
		}
	}
	return Cell{}, fmt.Errorf("unknown space %q (want one of . T V W R B S A L F Pn)", shortToken(tok))
}

// Point is a field position.
type Point struct{ X, Y int }

// OnField reports whether p is inside the field.
func (p Point) OnField() bool { return p.X >= 0 && p.X < Size && p.Y >= 0 && p.Y < Size }

// Mirror is p's point-symmetric counterpart (x, y) ↔ (30−x, 30−y) (Rules
// §5.5.3), which is also the player-centric transform for Blue (Rules §3.2).
func (p Point) Mirror() Point { return Point{Size - 1 - p.X, Size - 1 - p.Y} }

// Starts are the starting positions of children 0–7 (Rules §5.6.1).
var Starts = [Children]Point{{0, 2}, {1, 2}, {2, 1}, {2, 0}, {28, 30}, {28, 29}, {29, 28}, {30, 28}}

// Field is a 31×31 field: obstacles and items, indexed by Index(x, y).
type Field struct {
	Cells [Size * Size]Cell
}

// Index is the position of (x, y) in Field.Cells and State.Cells.
func Index(x, y int) int { return y*Size + x }

// At returns the cell at (x, y), which must be on the field.
func (f *Field) At(x, y int) Cell { return f.Cells[Index(x, y)] }

// ParseField reads a field file: 31 rows of 31 whitespace-separated Table 6
// tokens, the first row being y = 30 (the top of the field, as drawn) and
// the first token of a row x = 0. Blank lines and lines starting with '#'
// are ignored. Errors name the file, line and column. Start squares must be
// free of obstacles (Rules §5.5.3); ValidateField checks the rest of the
// generator's guarantees.
func ParseField(name string, data []byte) (*Field, error) {
	f := &Field{}
	row := 0
	for ln, line := range strings.Split(string(data), "\n") {
		line = strings.TrimRight(line, "\r")
		trim := strings.TrimSpace(line)
		if trim == "" || strings.HasPrefix(trim, "#") {
			continue
		}
		if row == Size {
			return nil, fmt.Errorf("%s:%d:1: more than %d rows", name, ln+1, Size)
		}
		y := Size - 1 - row
		x := 0
		col := 0
		for col < len(line) {
			if line[col] == ' ' || line[col] == '\t' {
				col++
				continue
			}
			end := col
			for end < len(line) && line[end] != ' ' && line[end] != '\t' {
				end++
			}
			if x == Size {
				return nil, fmt.Errorf("%s:%d:%d: more than %d spaces in row %d (y=%d)", name, ln+1, col+1, Size, row+1, y)
			}
			c, err := ParseToken(line[col:end])
			if err != nil {
				return nil, fmt.Errorf("%s:%d:%d: %v", name, ln+1, col+1, err)
			}
			if c.Kind.Obstacle() && isStart(Point{x, y}) {
				return nil, fmt.Errorf("%s:%d:%d: %s on the start square (%d,%d)", name, ln+1, col+1, c.Kind, x, y)
			}
			f.Cells[Index(x, y)] = c
			x++
			col = end
		}
		if x != Size {
			return nil, fmt.Errorf("%s:%d:%d: row %d (y=%d) has %d spaces, want %d", name, ln+1, len(line)+1, row+1, y, x, Size)
		}
		row++
	}
	if row != Size {
		return nil, fmt.Errorf("%s: %d rows, want %d", name, row, Size)
	}
	return f, nil
}

func isStart(p Point) bool {
	for _, s := range Starts {
		if s == p {
			return true
		}
	}
	return false
}

// Format writes f in the ParseField format, with optional '#' comment lines
// first.
func (f *Field) Format(comments ...string) []byte {
	var b bytes.Buffer
	for _, c := range comments {
		b.WriteString("# " + c + "\n")
	}
	for y := Size - 1; y >= 0; y-- {
		for x := 0; x < Size; x++ {
			if x > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(f.At(x, y).Token())
		}
		b.WriteByte('\n')
	}
	return b.Bytes()
}

// ValidateField checks the guarantees of Rules §5.2 and §5.5.3 that the
// generator and the shipped fields keep: point symmetry about the centre,
// no obstacle or item on a start square, at least two shields and two
// rapid-fire adapters, no planted flags, and every open square reachable
// from every other by orthogonal steps (so even a crawling child can get
// anywhere).
func ValidateField(f *Field) error {
	shields, adapters := 0, 0
	for y := 0; y < Size; y++ {
		for x := 0; x < Size; x++ {
			c := f.At(x, y)
			m := Point{x, y}.Mirror()
			if f.At(m.X, m.Y) != c {
				return fmt.Errorf("(%d,%d) holds %s but its mirror (%d,%d) holds %s", x, y, c.Token(), m.X, m.Y, f.At(m.X, m.Y).Token())
			}
			switch c.Kind {
			case Shield:
				shields++
			case Adapter:
				adapters++
			case RedFlag, BlueFlag:
				return fmt.Errorf("(%d,%d): a field starts without planted flags", x, y)
			}
			if c.Kind != Empty && isStart(Point{x, y}) {
				return fmt.Errorf("(%d,%d): start square holds %s", x, y, c.Kind)
			}
		}
	}
	if shields < 2 || adapters < 2 {
		return fmt.Errorf("%d shields and %d adapters, want at least 2 of each", shields, adapters)
	}
	if p, ok := unreachable(&f.Cells); ok {
		return fmt.Errorf("(%d,%d) cannot be reached from the start squares", p.X, p.Y)
	}
	return nil
}

// unreachable returns an open square that orthogonal steps from child 0's
// start cannot reach.
func unreachable(cells *[Size * Size]Cell) (Point, bool) {
	// A flood fill with a stack of cell indices: each cell is pushed at
	// most once, so a fixed array holds them (the generator calls this for
	// every obstacle it places).
	var seen [Size * Size]bool
	var stack [Size * Size]int16
	s0 := Index(Starts[0].X, Starts[0].Y)
	seen[s0] = true
	stack[0] = int16(s0)
	n := 1
	visit := func(j int) {
		if !seen[j] && !cells[j].Kind.Obstacle() {
			seen[j] = true
			stack[n] = int16(j)
			n++
		}
	}
	for n > 0 {
		n--
		i := int(stack[n])
		x, y := i%Size, i/Size
		if x+1 < Size {
			visit(i + 1)
		}
		if x > 0 {
			visit(i - 1)
		}
		if y+1 < Size {
			visit(i + Size)
		}
		if y > 0 {
			visit(i - Size)
		}
	}
	for i, c := range cells[:] {
		if !c.Kind.Obstacle() && !seen[i] {
			return Point{i % Size, i / Size}, true
		}
	}
	return Point{}, false
}

// shortToken cuts a token quoted in an error, so a binary file's "token"
// of thousands of bytes does not become the message.
func shortToken(t string) string {
	if len(t) > 16 {
		return t[:16] + "…"
	}
	return t
}
