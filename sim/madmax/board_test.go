package madmax

import (
	"strings"
	"testing"
)

// tinyParams are the parameters of the test boards: the real values of
// Rules §1.4 except the sizes, and no bonus targets, so that no bonus is
// placed unless a test asks for it.
func tinyParams(rows, cols, win int) Params {
	return Params{Players: 4, Rounds: 300, Rows: rows, Cols: cols, WinCols: win, CarsPerPlayer: 2, RegenRounds: 30,
		BonusMissiles: 5, BonusGas: 30, WaterPoints: 10, KillPoints: 30, InitialGas: 60}
}

// board builds a state at round 0 from ASCII rows: . X W G M as in a .cnf,
// a digit is a live car with that id (60 gas, 5 missiles), and a letter
// a…h a missile shot by car 0…7, numbered in reading order. Cars not drawn
// are dead with 99 rounds to wait. The window is win columns wide.
func board(t testing.TB, win int, rows ...string) *State {
	t.Helper()
	s := newState(tinyParams(len(rows), len(rows[0]), win))
	for i := range s.Cars {
		s.Cars[i].Time = 99
	}
	for r, line := range rows {
		if len(line) != s.Params.Cols {
			t.Fatalf("row %d has %d columns, want %d", r, len(line), s.Params.Cols)
		}
		for c := 0; c < len(line); c++ {
			ch := line[c]
			switch {
			case ch >= '0' && ch <= '7':
				id := int(ch - '0')
				s.Cars[id] = Car{ID: id, Row: r, Col: c, Missiles: 5, Gas: 60, Alive: true}
				*s.at(r, c) = Cell{CarCell, int32(id)}
			case ch >= 'a' && ch <= 'h':
				id := len(s.Miss)
				s.Miss = append(s.Miss, Missile{ID: id, Car: int(ch - 'a'), Row: r, Col: c})
				*s.at(r, c) = Cell{MissileCell, int32(id)}
				s.NextMID = id + 1
			default:
				k := map[byte]Kind{'.': Empty, 'X': Tyre, 'W': WaterBonus, 'G': GasBonus, 'M': MissileBonus}[ch]
				if k == Empty && ch != '.' {
					t.Fatalf("unknown cell %q", ch)
				}
				*s.at(r, c) = Cell{k, -1}
			}
		}
	}
	s.recount()
	if err := s.validate(); err != nil {
		t.Fatalf("test board is inconsistent: %v", err)
	}
	return s
}

// ascii prints the whole universe the way board reads it.
func ascii(s *State) string {
	var rows []string
	for r := 0; r < s.Params.Rows; r++ {
		var b strings.Builder
		for c := 0; c < s.Params.Cols; c++ {
			cell := s.At(r, c)
			switch cell.Kind {
			case CarCell:
				b.WriteByte(byte('0' + cell.ID))
			case MissileCell:
				b.WriteByte(byte('a' + s.Miss[s.MissileByID(int(cell.ID))].Car))
			default:
				b.WriteByte(cell.Kind.Char())
			}
		}
		rows = append(rows, b.String())
	}
	return strings.Join(rows, "\n")
}

// orders parses one action text per player ("" for none).
func orders(t testing.TB, texts ...string) [4][]Instr {
	t.Helper()
	var a [4][]Instr
	for p, txt := range texts {
		o, err := ParseOrders(txt)
		if err != nil {
			t.Fatal(err)
		}
		a[p] = o.Instrs
	}
	return a
}
