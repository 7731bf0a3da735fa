package madmax

import (
	"fmt"
	"io"
	"strconv"

	"arena/sim"
)

// ResWriter streams a game in the original's .res format (reference §4.2),
// byte for byte as the original engine prints it, so the original HTML5
// viewer can show arena's games. Feed it the state before round 0 and then
// the state after every Step; the first call writes the settings too.
type ResWriter struct {
	w     io.Writer
	buf   []byte // states not yet written out: the one buffer
	calls int
	err   error
}

// resFlushAt is how much the writer gathers before it writes: a few
// write calls for a whole game (a 300-round .res is about 750 kB), and one
// buffer of a few pages, which a short process pays for in page faults.
const resFlushAt = 32 << 10

// NewResWriter returns a writer that buffers its output; call Flush (or
// Close) at the end.
func NewResWriter(w io.Writer) *ResWriter {
	return &ResWriter{w: w, buf: make([]byte, 0, resFlushAt+8<<10)}
}

// Write appends one state. The first call prints the settings and the
// state; every later call prints the actions_asked and actions_done of the
// round that produced st, then st itself.
func (rw *ResWriter) Write(st sim.State) error {
	if rw.err != nil {
		return rw.err
	}
	s, ok := st.(*State)
	if !ok {
		rw.err = fmt.Errorf("madmax: ResWriter got a %T, not a *madmax.State", st)
		return rw.err
	}
	b := rw.buf
	if rw.calls == 0 {
		b = appendSettings(b, s)
	} else {
		b = append(b, "actions_asked\n"...)
		b = appendActions(b, &s.Asked)
		b = append(b, "\nactions_done\n"...)
		b = appendActions(b, &s.Done)
		b = append(b, '\n')
	}
	b = appendState(b, s)
	rw.calls++
	rw.buf = b
	if len(rw.buf) >= resFlushAt {
		return rw.Flush()
	}
	return nil
}

// Flush writes out whatever is buffered.
func (rw *ResWriter) Flush() error {
	if rw.err != nil {
		return rw.err
	}
	if len(rw.buf) > 0 {
		_, rw.err = rw.w.Write(rw.buf)
		rw.buf = rw.buf[:0]
	}
	return rw.err
}

// Close flushes; it does not close the underlying writer.
func (rw *ResWriter) Close() error { return rw.Flush() }

// WriteRes writes a whole game: states[0] is the state before round 0 and
// each later state the result of one Step.
func WriteRes(w io.Writer, states []*State) error {
	rw := NewResWriter(w)
	for _, s := range states {
		if err := rw.Write(s); err != nil {
			return err
		}
	}
	return rw.Flush()
}

func appendKV(b []byte, k string, v int) []byte {
	b = append(b, k...)
	b = append(b, '\t')
	b = strconv.AppendInt(b, int64(v), 10)
	return append(b, '\n')
}

// appendSettings is the original's print_settings (secgame is always 0).
func appendSettings(b []byte, s *State) []byte {
	p := s.Params
	b = append(b, "mad_max_2020\tv1\nsecgame\t0\n"...)
	b = appendKV(b, "seed", int(s.Seed))
	for _, kv := range []struct {
		k string
		v int
	}{{"nb_players", p.Players}, {"nb_rnds", p.Rounds}, {"nb_rows", p.Rows}, {"nb_uni_cols", p.Cols},
		{"nb_win_cols", p.WinCols}, {"nb_cars_x_player", p.CarsPerPlayer}, {"nb_rnds_regen", p.RegenRounds},
		{"nb_miss_bonuses", p.MissileBonuses}, {"nb_gas_bonuses", p.GasBonuses}, {"nb_water_bonuses", p.WaterBonuses},
		{"bonus_miss", p.BonusMissiles}, {"bonus_gas", p.BonusGas}, {"water_pnts", p.WaterPoints},
		{"kill_pnts", p.KillPoints}, {"init_gas", p.InitialGas}} {
		b = appendKV(b, kv.k, kv.v)
	}
	b = append(b, "names"...)
	for _, n := range s.Names {
		b = append(b, ' ')
		b = append(b, n...)
	}
	return append(b, "\n\n"...)
}

// appendActions prints one actions block: per player a blank line, the id,
// one line per instruction, and -1.
func appendActions(b []byte, a *[4][]Instr) []byte {
	for p := range 4 {
		b = append(b, '\n')
		b = strconv.AppendInt(b, int64(p), 10)
		b = append(b, '\n')
		for _, in := range a[p] {
			b = appendInstr(b, in)
			b = append(b, '\n')
		}
		b = append(b, "-1\n"...)
	}
	return b
}

func appendInstr(b []byte, in Instr) []byte {
	b = strconv.AppendInt(b, int64(in.Car), 10)
	b = append(b, ' ', in.Type, ' ')
	b = strconv.AppendInt(b, int64(in.DR), 10)
	b = append(b, ' ')
	return strconv.AppendInt(b, int64(in.DC), 10)
}

// kindChars maps a Kind to its map character (Kind.Char) without a branch.
var kindChars = [8]byte{'.', 'X', '.', '.', 'W', 'M', 'G', '.'}

// appendState is the original's print_state.
func appendState(b []byte, s *State) []byte {
	p := s.Params
	b = append(b, "\nrnd "...)
	b = strconv.AppendInt(b, int64(s.Round), 10)
	b = append(b, "\n\n   "...)
	for j := 0; j < p.Cols; j++ {
		b = strconv.AppendInt(b, int64(j/10), 10)
	}
	b = append(b, "\n   "...)
	for j := 0; j < p.Cols; j++ {
		b = append(b, byte('0'+j%10))
	}
	b = append(b, "\n\n"...)
	for i := 0; i < p.Rows; i++ {
		b = append(b, byte('0'+i/10%10), byte('0'+i%10), ' ')
		n := len(b)
		b = append(b, make([]byte, p.Cols+1)...)
		for j, c := range s.Cells[i*p.Cols : (i+1)*p.Cols] {
			b[n+j] = kindChars[c.Kind&7]
		}
		b[n+p.Cols] = '\n'
	}
	b = append(b, "\n\ncars\ncid\trow\tcolumn\tnb_miss\tgas\talive\ttime\n"...)
	for _, c := range s.Cars {
		b = strconv.AppendInt(b, int64(c.ID), 10)
		b = append(b, '\t')
		b = strconv.AppendInt(b, int64(c.Row), 10)
		b = append(b, '\t')
		b = strconv.AppendInt(b, int64(c.Col), 10)
		b = append(b, '\t')
		b = strconv.AppendInt(b, int64(c.Missiles), 10)
		b = append(b, '\t')
		b = strconv.AppendInt(b, int64(c.Gas), 10)
		b = append(b, '\t')
		if c.Alive {
			b = append(b, 'y')
		} else {
			b = append(b, 'n')
		}
		b = append(b, '\t')
		b = strconv.AppendInt(b, int64(c.Time), 10)
		b = append(b, '\n')
	}
	b = append(b, "\nmissiles\n"...)
	b = strconv.AppendInt(b, int64(len(s.Miss)), 10)
	b = append(b, "\nmid\tcid\trow\tcolumn\n"...)
	for _, m := range s.Miss {
		b = strconv.AppendInt(b, int64(m.ID), 10)
		b = append(b, '\t')
		b = strconv.AppendInt(b, int64(m.Car), 10)
		b = append(b, '\t')
		b = strconv.AppendInt(b, int64(m.Row), 10)
		b = append(b, '\t')
		b = strconv.AppendInt(b, int64(m.Col), 10)
		b = append(b, '\n')
	}
	b = append(b, "\nplayers\npid\tscore\tstatus\n"...)
	for k := range 4 {
		b = strconv.AppendInt(b, int64(k), 10)
		b = append(b, '\t')
		b = strconv.AppendInt(b, int64(s.Score[k]), 10)
		b = append(b, '\t')
		b = appendStatus(b, s.Status[k])
		b = append(b, '\n')
	}
	return append(b, '\n')
}

// appendStatus prints a double like a default C++ ostream (%g with six
// significant digits).
func appendStatus(b []byte, v float64) []byte {
	if v == float64(int64(v)) {
		return strconv.AppendInt(b, int64(v), 10)
	}
	return strconv.AppendFloat(b, v, 'g', 6, 64)
}
