package madmax

import (
	"fmt"
	"strconv"
	"strings"
)

// Orders is one player's instructions for one round, in the order given
// (Rules §1.3: a player's instructions run in their original order). Its
// canonical text joins instructions with "; ": "3 m -1 2" moves car 3 by
// (−1, +2) and "4 s" makes car 4 shoot. The empty string gives no orders,
// so every car moves by default.
type Orders struct {
	Instrs []Instr
}

// Move returns a move instruction.
func Move(car int, d Dir) Instr { return Instr{Car: car, Type: 'm', DR: d.DR, DC: d.DC} }

// Shoot returns a shoot instruction; the original records it with the
// default direction (0, 1).
func Shoot(car int) Instr { return Instr{Car: car, Type: 's', DR: 0, DC: 1} }

// Add appends an instruction unless the car already has one, as the
// original's player API refuses a second instruction for a car in the same
// round (Rules §1.3: only the first one is taken into account).
func (o *Orders) Add(in Instr) bool {
	for _, x := range o.Instrs {
		if x.Car == in.Car {
			return false
		}
	}
	o.Instrs = append(o.Instrs, in)
	return true
}

func (o *Orders) String() string {
	if o == nil {
		return ""
	}
	var b strings.Builder
	for i, in := range o.Instrs {
		if i > 0 {
			b.WriteString("; ")
		}
		b.WriteString(in.String())
	}
	return b.String()
}

func (in Instr) String() string {
	if in.Type == 's' {
		return strconv.Itoa(in.Car) + " s"
	}
	return fmt.Sprintf("%d m %d %d", in.Car, in.DR, in.DC)
}

// ParseInstr reads one instruction: "CAR m DR DC", "CAR s", or the
// original's recorded shoot "CAR s 0 1". Instructions that are well formed
// but invalid in play (another player's car, a direction outside the nine,
// a car that is dead) parse fine and are ignored by Step, as the original
// ignores them (Rules §1.3).
func ParseInstr(text string) (Instr, error) {
	f := strings.Fields(text)
	if len(f) == 0 {
		return Instr{}, fmt.Errorf("empty instruction")
	}
	num := func(s, what string) (int, error) {
		v, err := strconv.ParseInt(s, 10, 32)
		if err != nil {
			return 0, fmt.Errorf("instruction %q: %s %q is not an integer", text, what, s)
		}
		return int(v), nil
	}
	car, err := num(f[0], "car id")
	if err != nil {
		return Instr{}, err
	}
	if car < 0 {
		return Instr{}, fmt.Errorf("instruction %q: car id %d is negative", text, car)
	}
	switch {
	case len(f) == 4 && f[1] == "m":
		dr, err := num(f[2], "row change")
		if err != nil {
			return Instr{}, err
		}
		dc, err := num(f[3], "column change")
		if err != nil {
			return Instr{}, err
		}
		return Instr{Car: car, Type: 'm', DR: dr, DC: dc}, nil
	case len(f) == 2 && f[1] == "s", len(f) == 4 && f[1] == "s" && f[2] == "0" && f[3] == "1":
		return Shoot(car), nil
	}
	return Instr{}, fmt.Errorf("cannot parse instruction %q (want \"CAR m DR DC\" or \"CAR s\")", text)
}

// ParseOrders reads canonical action text: instructions separated by ";".
// A second instruction for a car already instructed is dropped.
func ParseOrders(text string) (*Orders, error) {
	o := &Orders{}
	for _, part := range strings.Split(text, ";") {
		if strings.TrimSpace(part) == "" {
			continue
		}
		in, err := ParseInstr(part)
		if err != nil {
			return nil, err
		}
		o.Add(in)
	}
	return o, nil
}
