package paintball

import (
	"fmt"
	"strconv"
	"strings"
)

// Op is a child's command (Rules §5.3).
type Op uint8

// The commands of Rules §5.3.
const (
	OpIdle Op = iota
	OpMove
	OpPickup
	OpLaunch
	OpDefend
	OpUndefend
	OpDrop
	OpCrouch
	OpStand
	OpPlant
)

var opWords = [...]string{"idle", "move", "pickup", "launch", "defend", "undefend", "drop", "crouch", "stand", "plant"}

// String is the command word.
func (o Op) String() string {
	if int(o) < len(opWords) {
		return opWords[o]
	}
	return "Op(" + strconv.Itoa(int(o)) + ")"
}

// DropItem is what a drop command drops (Rules §5.3.7).
type DropItem uint8

// Droppable things; DropBalls carries its count in Command.N.
const (
	DropBalls DropItem = iota
	DropShield
	DropBasic
	DropRapid
)

var dropWords = [...]string{"", "shield", "basiclauncher", "rapidlauncher"}

// Command is one child's order for a turn, in engine (absolute) coordinates.
type Command struct {
	Op     Op
	X, Y   int      // target space (move, pickup, launch, drop, plant)
	X2, Y2 int      // launch: the second target of a rapid-fire spread when Two
	Two    bool     // launch: a second target was given
	N      int      // pickup: count when HasN; drop: paintball count when Item is DropBalls
	HasN   bool     // pickup: a count was given
	Item   DropItem // drop
}

// String is the command's canonical text, the wire form of Rules §5.3.
func (c Command) String() string {
	xy := func() string { return strconv.Itoa(c.X) + " " + strconv.Itoa(c.Y) }
	switch c.Op {
	case OpMove, OpPlant:
		return c.Op.String() + " " + xy()
	case OpPickup:
		if c.HasN {
			return "pickup " + xy() + " " + strconv.Itoa(c.N)
		}
		return "pickup " + xy()
	case OpLaunch:
		if c.Two {
			return "launch " + xy() + " " + strconv.Itoa(c.X2) + " " + strconv.Itoa(c.Y2)
		}
		return "launch " + xy()
	case OpDrop:
		if c.Item == DropBalls {
			return "drop " + xy() + " " + strconv.Itoa(c.N)
		}
		return "drop " + xy() + " " + dropWords[c.Item]
	}
	return c.Op.String()
}

// Coordinates in commands are limited so that distance arithmetic never
// overflows; anything farther than this is off the field anyway. The range
// is symmetric about the centre (15) so Mirror keeps a command parseable.
const (
	minCoord = 15 - 9999
	maxCoord = 15 + 9999
)

// ParseCommand reads one child's command (Rules §5.3), words in any case,
// fields separated by any whitespace. Well-formed commands that the rules
// forbid (a move too far, a pickup from an empty space) parse and are
// canceled by the engine; malformed text is an error.
func ParseCommand(text string) (Command, error) {
	f := strings.Fields(text)
	if len(f) == 0 {
		return Command{}, fmt.Errorf("empty command")
	}
	word := strings.ToLower(f[0])
	var c Command
	found := false
	for i, w := range opWords {
		if w == word {
			c.Op, found = Op(i), true
		}
	}
	if !found {
		return Command{}, fmt.Errorf("unknown command %q", f[0])
	}
	args := f[1:]
	nums := func(n int) ([]int, error) {
		out := make([]int, n)
		for i := 0; i < n; i++ {
			v, err := strconv.Atoi(args[i])
			if err != nil || v < minCoord || v > maxCoord || args[i][0] == '+' {
				return nil, fmt.Errorf("%s: %q is not a number from %d to %d", word, args[i], minCoord, maxCoord)
			}
			out[i] = v
		}
		return out, nil
	}
	argc := func(ok bool, want string) error {
		if !ok {
			return fmt.Errorf("%s takes %s, got %d argument(s)", word, want, len(args))
		}
		return nil
	}
	switch c.Op {
	case OpIdle, OpDefend, OpUndefend, OpCrouch, OpStand:
		if err := argc(len(args) == 0, "no arguments"); err != nil {
			return Command{}, err
		}
	case OpMove, OpPlant:
		if err := argc(len(args) == 2, "x y"); err != nil {
			return Command{}, err
		}
		v, err := nums(2)
		if err != nil {
			return Command{}, err
		}
		c.X, c.Y = v[0], v[1]
	case OpPickup:
		if err := argc(len(args) == 2 || len(args) == 3, "x y [n]"); err != nil {
			return Command{}, err
		}
		v, err := nums(len(args))
		if err != nil {
			return Command{}, err
		}
		c.X, c.Y = v[0], v[1]
		if len(v) == 3 {
			if v[2] < 1 {
				return Command{}, fmt.Errorf("pickup: count %d is not positive", v[2])
			}
			c.N, c.HasN = v[2], true
		}
	case OpLaunch:
		if err := argc(len(args) == 2 || len(args) == 4, "x y [x2 y2]"); err != nil {
			return Command{}, err
		}
		v, err := nums(len(args))
		if err != nil {
			return Command{}, err
		}
		c.X, c.Y = v[0], v[1]
		if len(v) == 4 {
			c.X2, c.Y2, c.Two = v[2], v[3], true
		}
	case OpDrop:
		if err := argc(len(args) == 3, "x y shield|basiclauncher|rapidlauncher|n"); err != nil {
			return Command{}, err
		}
		v, err := nums(2)
		if err != nil {
			return Command{}, err
		}
		c.X, c.Y = v[0], v[1]
		item := strings.ToLower(args[2])
		switch item {
		case "shield":
			c.Item = DropShield
		case "basiclauncher":
			c.Item = DropBasic
		case "rapidlauncher":
			c.Item = DropRapid
		default:
			n, err := strconv.Atoi(item)
			if err != nil || n < 1 || n > maxCoord || item[0] == '+' {
				return Command{}, fmt.Errorf("drop: %q is not shield, basiclauncher, rapidlauncher or a positive count", args[2])
			}
			c.Item, c.N = DropBalls, n
		}
	}
	return c, nil
}

// Action is one player's game move: a command for each of its four children,
// in child order (Rules §5.3, §5.6.2). Its canonical text joins the four
// commands with "; ".
type Action [PerTeam]Command

// String is the canonical text, e.g. "move 3 4; idle; launch 10 12; crouch".
func (a Action) String() string {
	parts := make([]string, PerTeam)
	for i, c := range a {
		parts[i] = c.String()
	}
	return strings.Join(parts, "; ")
}

// ParseAction reads an Action's canonical text: exactly four commands
// separated by ';'.
func ParseAction(text string) (Action, error) {
	parts := strings.Split(text, ";")
	if len(parts) != PerTeam {
		return Action{}, fmt.Errorf("want %d commands separated by ';', got %d", PerTeam, len(parts))
	}
	var a Action
	for i, p := range parts {
		c, err := ParseCommand(p)
		if err != nil {
			return Action{}, fmt.Errorf("child %d: %v", i, err)
		}
		a[i] = c
	}
	return a, nil
}

// Mirror returns c with every coordinate mapped by (x, y) → (30−x, 30−y),
// the player-centric transform for Blue (Rules §3.2).
func (c Command) Mirror() Command {
	switch c.Op {
	case OpMove, OpPlant, OpPickup, OpLaunch, OpDrop:
		c.X, c.Y = Size-1-c.X, Size-1-c.Y
		if c.Two {
			c.X2, c.Y2 = Size-1-c.X2, Size-1-c.Y2
		}
	}
	return c
}
