package madmax

import (
	"encoding/binary"
	"errors"
	"math"
)

const marshalMagic = "madmax-state-1"

// MarshalBinary encodes the whole state, generator included, with no Go
// maps, so equal states give equal bytes on every platform.
func (s *State) MarshalBinary() ([]byte, error) {
	return s.appendBinary(make([]byte, 0, 64+len(s.Cells)*2+len(s.Cars)*8+len(s.Miss)*6)), nil
}

// appendBinary appends MarshalBinary's encoding to b; Hash hashes it too.
func (s *State) appendBinary(b []byte) []byte {
	b = append(b, marshalMagic...)
	v := func(x int) { b = binary.AppendVarint(b, int64(x)) }
	p := s.Params
	for _, x := range []int{p.Players, p.Rounds, p.Rows, p.Cols, p.WinCols, p.CarsPerPlayer, p.RegenRounds,
		p.MissileBonuses, p.GasBonuses, p.WaterBonuses, p.BonusMissiles, p.BonusGas, p.WaterPoints, p.KillPoints, p.InitialGas} {
		v(x)
	}
	for _, n := range s.Names {
		v(len(n))
		b = append(b, n...)
	}
	v(int(s.Seed))
	v(s.Round)
	for _, c := range s.Cells {
		b = append(b, byte(c.Kind))
		if c.Kind == CarCell || c.Kind == MissileCell {
			v(int(c.ID))
		}
	}
	v(len(s.Cars))
	for _, c := range s.Cars {
		alive := 0
		if c.Alive {
			alive = 1
		}
		for _, x := range []int{c.ID, c.Row, c.Col, c.Missiles, c.Gas, alive, c.Time} {
			v(x)
		}
	}
	v(len(s.Miss))
	for _, m := range s.Miss {
		v(m.ID)
		v(m.Car)
		v(m.Row)
		v(m.Col)
	}
	for p := range 4 {
		v(s.Score[p])
		b = binary.LittleEndian.AppendUint64(b, math.Float64bits(s.Status[p]))
	}
	v(s.NextMID)
	v(int(s.RNG.X))
	for _, a := range [][4][]Instr{s.Asked, s.Done} {
		for p := range 4 {
			v(len(a[p]))
			for _, in := range a[p] {
				v(in.Car)
				b = append(b, in.Type)
				v(in.DR)
				v(in.DC)
			}
		}
	}
	return b
}

var errCorrupt = errors.New("madmax: corrupt state snapshot")

// UnmarshalBinary restores a state written by MarshalBinary.
func (s *State) UnmarshalBinary(data []byte) error {
	if len(data) < len(marshalMagic) || string(data[:len(marshalMagic)]) != marshalMagic {
		return errCorrupt
	}
	b := data[len(marshalMagic):]
	bad := false
	v := func() int {
		x, n := binary.Varint(b)
		if n <= 0 || x > math.MaxInt32 || x < math.MinInt32 {
			bad = true
			return 0
		}
		b = b[n:]
		return int(x)
	}
	byt := func() byte {
		if len(b) == 0 {
			bad = true
			return 0
		}
		c := b[0]
		b = b[1:]
		return c
	}
	var t State
	p := &t.Params
	for _, dst := range []*int{&p.Players, &p.Rounds, &p.Rows, &p.Cols, &p.WinCols, &p.CarsPerPlayer, &p.RegenRounds,
		&p.MissileBonuses, &p.GasBonuses, &p.WaterBonuses, &p.BonusMissiles, &p.BonusGas, &p.WaterPoints, &p.KillPoints, &p.InitialGas} {
		*dst = v()
	}
	if bad || p.Players != 4 || p.Rows < 1 || p.Rows > 1000 || p.Cols < 1 || p.Cols > 1000 || p.CarsPerPlayer < 1 || p.CarsPerPlayer > 64 {
		return errCorrupt
	}
	for i := range t.Names {
		n := v()
		if bad || n < 0 || n > len(b) {
			return errCorrupt
		}
		t.Names[i] = string(b[:n])
		b = b[n:]
	}
	t.Seed = int32(v())
	t.Round = v()
	t.Cells = make([]Cell, p.Rows*p.Cols)
	for i := range t.Cells {
		k := Kind(byt())
		if k > GasBonus {
			return errCorrupt
		}
		t.Cells[i] = Cell{k, -1}
		if k == CarCell || k == MissileCell {
			t.Cells[i].ID = int32(v())
		}
	}
	n := v()
	if bad || n != p.Cars() {
		return errCorrupt
	}
	t.Cars = make([]Car, n)
	for i := range t.Cars {
		c := &t.Cars[i]
		c.ID, c.Row, c.Col, c.Missiles, c.Gas = v(), v(), v(), v(), v()
		c.Alive = v() == 1
		c.Time = v()
	}
	n = v()
	if bad || n < 0 || n > len(b) {
		return errCorrupt
	}
	t.Miss = make([]Missile, n)
	for i := range t.Miss {
		t.Miss[i] = Missile{ID: v(), Car: v(), Row: v(), Col: v()}
	}
	for p := range 4 {
		t.Score[p] = v()
		if len(b) < 8 {
			return errCorrupt
		}
		t.Status[p] = math.Float64frombits(binary.LittleEndian.Uint64(b))
		b = b[8:]
	}
	t.NextMID = v()
	t.RNG.X = int64(v())
	for _, a := range []*[4][]Instr{&t.Asked, &t.Done} {
		for p := range 4 {
			n := v()
			if bad || n < 0 || n > len(b) {
				return errCorrupt
			}
			for range n {
				in := Instr{Car: v(), Type: byt(), DR: v(), DC: v()}
				a[p] = append(a[p], in)
			}
		}
	}
	if bad || len(b) != 0 {
		return errCorrupt
	}
	t.recount()
	if err := t.validate(); err != nil {
		return err
	}
	*s = t
	return nil
}

// validate checks that cells, cars and missiles agree, so a restored
// snapshot can never make Step index out of range.
func (s *State) validate() error {
	p := s.Params
	if p.Rounds < 1 || p.WinCols < 1 || p.WinCols > p.Cols || s.Round < 0 || s.Round > p.Rounds {
		return errCorrupt
	}
	for i, c := range s.Cars {
		if c.ID != i || c.Row < 0 || c.Row >= p.Rows || c.Col < 0 || c.Col >= p.Cols || c.Time < 0 {
			return errCorrupt
		}
		if c.Alive != (s.At(c.Row, c.Col) == Cell{CarCell, int32(i)}) {
			return errCorrupt
		}
	}
	for i, m := range s.Miss {
		if (i > 0 && m.ID <= s.Miss[i-1].ID) || !s.CarOK(m.Car) || m.Row < 0 || m.Row >= p.Rows || m.Col < 0 || m.Col >= p.Cols {
			return errCorrupt
		}
		if s.At(m.Row, m.Col) != (Cell{MissileCell, int32(m.ID)}) {
			return errCorrupt
		}
	}
	cars, miss := 0, 0
	for _, c := range s.Cells {
		switch c.Kind {
		case CarCell:
			cars++
		case MissileCell:
			miss++
		}
	}
	alive := 0
	for _, c := range s.Cars {
		if c.Alive {
			alive++
		}
	}
	c := s.counts
	s.recount()
	if cars != alive || miss != len(s.Miss) || c != s.counts {
		return errCorrupt
	}
	return nil
}
