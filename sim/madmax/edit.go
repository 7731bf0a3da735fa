package madmax

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"arena/sim"
)

// EditsAt lists the context-menu edits for the cell under world point
// (x, y): x is the universe column, y the row, one unit a cell.
func (s *State) EditsAt(x, y float64) []sim.EditOption {
	if math.IsNaN(x) || math.IsNaN(y) || math.IsInf(x, 0) || math.IsInf(y, 0) || math.Abs(x) > 1e9 {
		return nil
	}
	row, col := int(math.Floor(y)), s.Norm(int(math.Floor(x)))
	if !s.InUniverse(row) {
		return nil
	}
	at := fmt.Sprintf("at %d %d", row, col)
	var out []sim.EditOption
	c := s.At(row, col)
	switch c.Kind {
	case Empty:
		for _, b := range []string{"water", "gas", "missile"} {
			out = append(out, sim.EditOption{Label: "Place " + b + " bonus", Text: "bonus " + b + " " + at})
		}
		out = append(out, sim.EditOption{Label: "Place tyre", Text: "tyre " + at})
		if s.InWindow(row, col, s.Round) {
			for _, k := range s.Cars {
				label := fmt.Sprintf("Move car %d here", k.ID)
				if !k.Alive {
					label = fmt.Sprintf("Bring wrecked car %d back here", k.ID)
				}
				out = append(out, sim.EditOption{Label: label, Text: fmt.Sprintf("car %d %s", k.ID, at)})
			}
		}
	case Tyre, WaterBonus, GasBonus, MissileBonus:
		out = append(out, sim.EditOption{Label: "Remove " + c.Kind.String(), Text: "clear " + at})
	case CarCell:
		k := s.Cars[c.ID]
		out = append(out,
			sim.EditOption{Label: fmt.Sprintf("Car %d: gas %d → %d", k.ID, k.Gas, k.Gas+s.Params.BonusGas), Text: fmt.Sprintf("car %d gas %d", k.ID, k.Gas+s.Params.BonusGas)},
			sim.EditOption{Label: fmt.Sprintf("Car %d: gas → 1", k.ID), Text: fmt.Sprintf("car %d gas 1", k.ID)},
			sim.EditOption{Label: fmt.Sprintf("Car %d: missiles %d → %d", k.ID, k.Missiles, k.Missiles+s.Params.BonusMissiles), Text: fmt.Sprintf("car %d missiles %d", k.ID, k.Missiles+s.Params.BonusMissiles)},
			sim.EditOption{Label: fmt.Sprintf("Car %d: no missiles", k.ID), Text: fmt.Sprintf("car %d missiles 0", k.ID)})
	}
	return out
}

// ApplyEdit applies one edit in the grammar of doc.go ("Edits").
func (s *State) ApplyEdit(text string) error {
	if err := s.applyEdit(text); err != nil {
		return err
	}
	if s.hist != nil {
		s.hist = &history{prev: s.hist, edit: text, isEdit: true}
	}
	return nil
}

func (s *State) applyEdit(text string) error {
	f := strings.Fields(text)
	bad := func(format string, a ...any) error {
		return fmt.Errorf("madmax edit %q: %s", text, fmt.Sprintf(format, a...))
	}
	num := func(i int) (int, error) {
		if i >= len(f) {
			return 0, bad("missing number")
		}
		v, err := strconv.ParseInt(f[i], 10, 32)
		if err != nil {
			return 0, bad("%q is not an integer", f[i])
		}
		return int(v), nil
	}
	// cellAt reads "at ROW COL" starting at f[i].
	cellAt := func(i int) (int, int, error) {
		if len(f) != i+3 || f[i] != "at" {
			return 0, 0, bad("want \"at ROW COL\"")
		}
		r, err := num(i + 1)
		if err != nil {
			return 0, 0, err
		}
		c, err := num(i + 2)
		if err != nil {
			return 0, 0, err
		}
		if !s.InUniverse(r) {
			return 0, 0, bad("row %d is outside 0…%d", r, s.Params.Rows-1)
		}
		return r, s.Norm(c), nil
	}
	if len(f) == 0 {
		return bad("empty edit")
	}
	switch f[0] {
	case "car":
		id, err := num(1)
		if err != nil {
			return err
		}
		if !s.CarOK(id) || len(f) < 3 {
			return bad("no car %d", id)
		}
		k := &s.Cars[id]
		switch f[2] {
		case "at":
			r, c, err := cellAt(2)
			if err != nil {
				return err
			}
			if k.Alive && k.Row == r && k.Col == c {
				return nil
			}
			if s.At(r, c).Kind != Empty {
				return bad("cell (%d,%d) holds a %s", r, c, s.At(r, c).Kind)
			}
			// A car outside the window could not make even its default
			// move (Rules §1.1), so edits keep cars inside it.
			if !s.InWindow(r, c, s.Round) {
				return bad("(%d,%d) is outside the window", r, c)
			}
			if k.Alive {
				s.set(k.Row, k.Col, Cell{Empty, -1})
			} else {
				k.Alive, k.Time = true, 0
				if k.Gas <= 0 {
					k.Gas = s.Params.InitialGas
				}
			}
			k.Row, k.Col = r, c
			s.set(r, c, Cell{CarCell, int32(id)})
			return nil
		case "gas", "missiles":
			if len(f) != 4 {
				return bad("want \"car C %s N\"", f[2])
			}
			v, err := num(3)
			if err != nil {
				return err
			}
			if f[2] == "gas" {
				if v < 1 {
					return bad("gas must be at least 1")
				}
				k.Gas = v
			} else {
				if v < 0 {
					return bad("missiles must not be negative")
				}
				k.Missiles = v
			}
			return nil
		}
		return bad("want \"car C at|gas|missiles …\"")
	case "bonus":
		if len(f) < 2 {
			return bad("want \"bonus water|gas|missile at ROW COL\"")
		}
		kind := map[string]Kind{"water": WaterBonus, "gas": GasBonus, "missile": MissileBonus}[f[1]]
		if kind == Empty {
			return bad("unknown bonus %q (want water, gas or missile)", f[1])
		}
		r, c, err := cellAt(2)
		if err != nil {
			return err
		}
		return s.put(r, c, kind, bad)
	case "tyre":
		r, c, err := cellAt(1)
		if err != nil {
			return err
		}
		return s.put(r, c, Tyre, bad)
	case "clear":
		r, c, err := cellAt(1)
		if err != nil {
			return err
		}
		switch k := s.At(r, c).Kind; k {
		case Tyre, WaterBonus, GasBonus, MissileBonus:
			s.set(r, c, Cell{Empty, -1})
			return nil
		default:
			return bad("cell (%d,%d) holds no bonus or tyre", r, c)
		}
	}
	return bad("unknown edit (want car, bonus, tyre or clear)")
}

func (s *State) put(r, c int, k Kind, bad func(string, ...any) error) error {
	if s.At(r, c).Kind != Empty {
		return bad("cell (%d,%d) holds a %s", r, c, s.At(r, c).Kind)
	}
	s.set(r, c, Cell{k, -1})
	return nil
}
