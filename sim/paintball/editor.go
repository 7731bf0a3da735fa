package paintball

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"arena/sim"
)

// EditsAt lists the edits offered for the world point (x, y). One world
// unit is one space; the world is the field as drawn, x to the right and y
// down with the field's y = 30 row on top (Rules §5.5.3, Figure 2: Red
// starts at the bottom left), so the space is (floor(x), 30 − floor(y)).
// See WorldToSpace and the package documentation for the grammar.
func (s *State) EditsAt(x, y float64) []sim.EditOption {
	p, ok := WorldToSpace(x, y)
	if !ok {
		return nil
	}
	var out []sim.EditOption
	add := func(label, text string) { out = append(out, sim.EditOption{Label: label, Text: text}) }
	if i := s.ChildAt(p); i >= 0 {
		k := s.Kids[i]
		pre := "child " + strconv.Itoa(i)
		if k.Crouched {
			add("Stand child "+strconv.Itoa(i), pre+" stand")
		} else {
			add("Crouch child "+strconv.Itoa(i), pre+" crouch")
		}
		if k.Defending {
			add("Stop defending", pre+" undefend")
		} else if k.Shield {
			add("Defend (shield up)", pre+" defend")
		}
		for j, name := range []string{"empty-handed", "basic launcher", "shield", "shield + basic launcher", "rapid launcher", "shield + rapid launcher"} {
			if letter := byte('a' + j); letter != k.Inventory() {
				add("Hold "+name, pre+" inventory "+string(letter))
			}
		}
		for _, n := range []int{0, 25, 50, 100} {
			if n != k.Balls {
				add(fmt.Sprintf("Set paintballs to %d", n), pre+" balls "+strconv.Itoa(n))
			}
		}
		return out
	}
	cur := s.At(p.X, p.Y)
	xy := strconv.Itoa(p.X) + " " + strconv.Itoa(p.Y)
	if cur.Kind != Empty {
		add("Remove "+cur.Kind.String(), "cell "+xy+" .")
	}
	if cur.Kind == Balls {
		add(fmt.Sprintf("Add 10 paintballs (%d)", cur.N+10), fmt.Sprintf("cell %s P%d", xy, min(cur.N+10, 9999)))
	}
	for _, tok := range []string{"T", "W", "V", "S", "A", "L", "F", "P10", "R", "B"} {
		c, _ := ParseToken(tok)
		if c.Kind == cur.Kind {
			continue
		}
		label := "Place " + c.Kind.String()
		if c.Kind == Balls {
			label = "Place 10 paintballs"
		}
		add(label, "cell "+xy+" "+tok)
	}
	if !cur.Kind.Obstacle() {
		for i, k := range s.Kids[:] {
			add(fmt.Sprintf("Move child %d here (from %d,%d)", i, k.X, k.Y), fmt.Sprintf("child %d at %s", i, xy))
		}
	}
	return out
}

// WorldToSpace is the field space under the world point (x, y) of the
// field as drawn (see EditsAt): (floor(x), 30 − floor(y)), and whether it
// is on the field.
func WorldToSpace(x, y float64) (Point, bool) {
	if math.IsNaN(x) || math.IsNaN(y) || math.IsInf(x, 0) || math.IsInf(y, 0) {
		return Point{}, false
	}
	fx, fy := math.Floor(x), math.Floor(y)
	if fx < 0 || fy < 0 || fx >= Size || fy >= Size {
		return Point{}, false
	}
	return Point{int(fx), Size - 1 - int(fy)}, true
}

// SpaceToWorld is the world point of the top-left corner of space p as
// drawn (see EditsAt); the space covers [x, x+1) × [y, y+1).
func SpaceToWorld(p Point) (x, y float64) { return float64(p.X), float64(Size - 1 - p.Y) }

// ApplyEdit applies one edit in canonical text:
//
//	child I at X Y            move child I to an empty space
//	child I stand|crouch      change posture
//	child I defend|undefend   change defence (defend needs a shield)
//	child I inventory L       set the Table 5 letter a–f
//	child I balls N           set the paintballs held, 0–100
//	cell X Y TOKEN            set a space to a Table 6 token (. T V W R B S A L F Pn)
func (s *State) ApplyEdit(text string) error {
	f := strings.Fields(text)
	bad := func(why string) error { return fmt.Errorf("paintball edit %q: %s", text, why) }
	num := func(tok string, lo, hi int) (int, error) {
		v, err := strconv.Atoi(tok)
		if err != nil || v < lo || v > hi {
			return 0, bad(fmt.Sprintf("%q is not a number from %d to %d", tok, lo, hi))
		}
		return v, nil
	}
	if len(f) < 3 {
		return bad("want child I ... or cell X Y TOKEN")
	}
	switch f[0] {
	case "cell":
		if len(f) != 4 {
			return bad("want cell X Y TOKEN")
		}
		x, err := num(f[1], 0, Size-1)
		if err != nil {
			return err
		}
		y, err := num(f[2], 0, Size-1)
		if err != nil {
			return err
		}
		c, err := ParseToken(f[3])
		if err != nil {
			return bad(err.Error())
		}
		if c.Kind.Obstacle() && s.ChildAt(Point{x, y}) >= 0 {
			return bad("a child stands there")
		}
		s.Cells[Index(x, y)] = c
		return nil
	case "child":
	default:
		return bad("want child I ... or cell X Y TOKEN")
	}
	i, err := num(f[1], 0, Children-1)
	if err != nil {
		return err
	}
	k := &s.Kids[i]
	switch {
	case f[2] == "at" && len(f) == 5:
		x, err := num(f[3], 0, Size-1)
		if err != nil {
			return err
		}
		y, err := num(f[4], 0, Size-1)
		if err != nil {
			return err
		}
		if o := s.ChildAt(Point{x, y}); o >= 0 && o != i {
			return bad(fmt.Sprintf("child %d stands there", o))
		}
		if s.At(x, y).Kind.Obstacle() {
			return bad("an obstacle stands there")
		}
		k.X, k.Y = x, y
	case len(f) == 3 && f[2] == "stand":
		k.Crouched = false
	case len(f) == 3 && f[2] == "crouch":
		k.Crouched = true
	case len(f) == 3 && f[2] == "defend":
		if !k.Shield {
			return bad("the child holds no shield")
		}
		k.Defending = true
	case len(f) == 3 && f[2] == "undefend":
		k.Defending = false
	case f[2] == "inventory" && len(f) == 4 && len(f[3]) == 1:
		if err := k.SetInventory(f[3][0]); err != nil {
			return bad(err.Error())
		}
	case f[2] == "balls" && len(f) == 4:
		n, err := num(f[3], 0, MaxBallsHeld)
		if err != nil {
			return err
		}
		k.Balls = n
	default:
		return bad("unknown child edit")
	}
	return nil
}
