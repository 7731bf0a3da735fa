package worms

import (
	"fmt"
	"strconv"
	"strings"
)

// Kind is a command's type. Its order is the resolution order (rule text
// "Game mechanics": movement, digging, shooting).
type Kind uint8

// The command kinds (rule text "The commands").
const (
	Nothing Kind = iota
	Move
	Dig
	Shoot
)

func (k Kind) String() string {
	switch k {
	case Move:
		return "move"
	case Dig:
		return "dig"
	case Shoot:
		return "shoot"
	}
	return "nothing"
}

// Direction is one of the eight principal directions of "shoot" (rule text
// "Shoot"); y grows downward, so N is (0, -1).
type Direction uint8

// The eight directions, clockwise from north.
const (
	N Direction = iota
	NE
	E
	SE
	S
	SW
	W
	NW
)

var dirNames = [8]string{"N", "NE", "E", "SE", "S", "SW", "W", "NW"}
var dirDX = [8]int{0, 1, 1, 1, 0, -1, -1, -1}
var dirDY = [8]int{-1, -1, 0, 1, 1, 1, 0, -1}

func (d Direction) String() string {
	if d < 8 {
		return dirNames[d]
	}
	return fmt.Sprintf("Direction(%d)", int(d))
}

// Delta returns the direction's unit step.
func (d Direction) Delta() (dx, dy int) { return dirDX[d&7], dirDY[d&7] }

// ParseDirection reads a direction name exactly as the rule text spells it.
func ParseDirection(s string) (Direction, bool) {
	for i, n := range dirNames {
		if n == s {
			return Direction(i), true
		}
	}
	return 0, false
}

// Command is one player's order for its active worm this round. It is the
// game's sim.Action; String gives its canonical text ("move 3 4", "dig 5 6",
// "shoot NE", "nothing").
type Command struct {
	Kind Kind
	X, Y int       // target cell of Move and Dig
	Dir  Direction // direction of Shoot
}

func (c Command) String() string {
	switch c.Kind {
	case Move, Dig:
		return c.Kind.String() + " " + strconv.Itoa(c.X) + " " + strconv.Itoa(c.Y)
	case Shoot:
		return "shoot " + c.Dir.String()
	}
	return "nothing"
}

// MoveTo, DigAt, ShootAt and DoNothing build commands.
func MoveTo(x, y int) Command     { return Command{Kind: Move, X: x, Y: y} }
func DigAt(x, y int) Command      { return Command{Kind: Dig, X: x, Y: y} }
func ShootAt(d Direction) Command { return Command{Kind: Shoot, Dir: d} }
func DoNothing() Command          { return Command{} }

// ParseCommand reads one command line exactly in the rule text's output
// format ("Output for one game turn"): a lower-case keyword, single spaces,
// integers in plain decimal and an upper-case direction. A trailing newline
// (LF or CRLF) is allowed. Anything else is an error, which the runner turns
// into INVALID output (rule text "Lose Conditions"). Coordinates off the map
// parse fine: such a command is well formed but illegal, which costs points
// in Step (rule text "Scoring").
func ParseCommand(text string) (Command, error) {
	line := strings.TrimSuffix(text, "\n")
	line = strings.TrimSuffix(line, "\r")
	if strings.ContainsAny(line, "\r\n") {
		return Command{}, fmt.Errorf("command %q: more than one line", text)
	}
	f := strings.Split(line, " ")
	switch f[0] {
	case "nothing":
		if len(f) == 1 {
			return Command{}, nil
		}
	case "move", "dig":
		if len(f) == 3 {
			x, ex := parseInt(f[1])
			y, ey := parseInt(f[2])
			if ex != nil {
				return Command{}, fmt.Errorf("command %q: x %v", line, ex)
			}
			if ey != nil {
				return Command{}, fmt.Errorf("command %q: y %v", line, ey)
			}
			k := Move
			if f[0] == "dig" {
				k = Dig
			}
			return Command{Kind: k, X: x, Y: y}, nil
		}
	case "shoot":
		if len(f) == 2 {
			d, ok := ParseDirection(f[1])
			if !ok {
				return Command{}, fmt.Errorf("command %q: unknown direction %q (want N, NE, E, SE, S, SW, W or NW)", line, f[1])
			}
			return Command{Kind: Shoot, Dir: d}, nil
		}
	default:
		return Command{}, fmt.Errorf("command %q: unknown command %q (want move, dig, shoot or nothing)", line, f[0])
	}
	return Command{}, fmt.Errorf("command %q: wrong number of arguments for %s", line, f[0])
}

// parseInt accepts only the canonical decimal form, so every accepted text
// is the String of what it parses to.
func parseInt(s string) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil || strconv.Itoa(n) != s || n < -1<<20 || n > 1<<20 {
		return 0, fmt.Errorf("%q is not a plain integer", s)
	}
	return n, nil
}
