package madmax

import (
	"fmt"
	"io"
	"slices"
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

	// board is the last state's cells as map characters, row-major. When
	// the states written carry a cell log (Export's replay), the next
	// state's board is this one with the logged cells redrawn.
	board  []byte
	logged *cellLog // the log board is kept up to date by, or nil
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
	b = appendStateBoard(b, s, rw.boardOf(s))
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
	b = appendInt(b, v)
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
		b = appendInt(b, p)
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
	b = appendInt(b, in.Car)
	b = append(b, ' ', in.Type, ' ')
	b = appendInt(b, in.DR)
	b = append(b, ' ')
	return appendInt(b, in.DC)
}

// boardOf returns s's cells as map characters, row-major: the previous
// board with the cells s's log lists redrawn when the writer follows that
// log, or else every cell drawn anew.
func (rw *ResWriter) boardOf(s *State) []byte {
	if s.log != nil && s.log == rw.logged && len(rw.board) == len(s.Cells) {
		for _, i := range s.log.idx {
			rw.board[i] = kindChars[s.Cells[i].Kind&7]
		}
	} else {
		rw.board = boardChars(rw.board, s)
	}
	rw.logged = s.log
	if s.log != nil {
		s.log.idx = s.log.idx[:0]
	}
	return rw.board
}

// boardChars draws every cell of s as its map character into dst, resized.
func boardChars(dst []byte, s *State) []byte {
	dst = slices.Grow(dst[:0], len(s.Cells))[:len(s.Cells)]
	for i, c := range s.Cells {
		dst[i] = kindChars[c.Kind&7]
	}
	return dst
}

// kindChars maps a Kind to its map character (Kind.Char) without a branch.
var kindChars = [8]byte{'.', 'X', '.', '.', 'W', 'M', 'G', '.'}

// appendState is the original's print_state.
func appendState(b []byte, s *State) []byte { return appendStateBoard(b, s, boardChars(nil, s)) }

// appendStateBoard is appendState with s's cells already drawn as map
// characters, row-major (ResWriter.boardOf).
func appendStateBoard(b []byte, s *State, board []byte) []byte {
	p := s.Params
	b = append(b, "\nrnd "...)
	b = appendInt(b, s.Round)
	b = append(b, "\n\n   "...)
	for j := 0; j < p.Cols; j++ {
		b = appendInt(b, j/10)
	}
	b = append(b, "\n   "...)
	for j := 0; j < p.Cols; j++ {
		b = append(b, byte('0'+j%10))
	}
	b = append(b, "\n\n"...)
	for i := 0; i < p.Rows; i++ {
		b = append(b, byte('0'+i/10%10), byte('0'+i%10), ' ')
		b = append(b, board[i*p.Cols:(i+1)*p.Cols]...)
		b = append(b, '\n')
	}
	b = append(b, "\n\ncars\ncid\trow\tcolumn\tnb_miss\tgas\talive\ttime\n"...)
	for _, c := range s.Cars {
		b = appendInt(b, c.ID)
		b = append(b, '\t')
		b = appendInt(b, c.Row)
		b = append(b, '\t')
		b = appendInt(b, c.Col)
		b = append(b, '\t')
		b = appendInt(b, c.Missiles)
		b = append(b, '\t')
		b = appendInt(b, c.Gas)
		b = append(b, '\t')
		if c.Alive {
			b = append(b, 'y')
		} else {
			b = append(b, 'n')
		}
		b = append(b, '\t')
		b = appendInt(b, c.Time)
		b = append(b, '\n')
	}
	b = append(b, "\nmissiles\n"...)
	b = appendInt(b, len(s.Miss))
	b = append(b, "\nmid\tcid\trow\tcolumn\n"...)
	for _, m := range s.Miss {
		b = appendInt(b, m.ID)
		b = append(b, '\t')
		b = appendInt(b, m.Car)
		b = append(b, '\t')
		b = appendInt(b, m.Row)
		b = append(b, '\t')
		b = appendInt(b, m.Col)
		b = append(b, '\n')
	}
	b = append(b, "\nplayers\npid\tscore\tstatus\n"...)
	for k := range 4 {
		b = appendInt(b, k)
		b = append(b, '\t')
		b = appendInt(b, s.Score[k])
		b = append(b, '\t')
		b = appendStatus(b, s.Status[k])
		b = append(b, '\n')
	}
	return append(b, '\n')
}

// appendInt appends v in decimal. Almost every number in a .res is below a
// thousand (rows, columns, gas, ids); those are written from a table
// rather than through strconv, a tenth of the file's cost.
func appendInt(b []byte, v int) []byte {
	switch {
	case v >= 0 && v < 10:
		return append(b, byte('0'+v))
	case v >= 10 && v < 100:
		return append(b, byte('0'+v/10), byte('0'+v%10))
	case v >= 100 && v < 1000:
		return append(b, byte('0'+v/100), byte('0'+v/10%10), byte('0'+v%10))
	}
	return strconv.AppendInt(b, int64(v), 10)
}

// appendStatus prints a double like a default C++ ostream (%g with six
// significant digits).
func appendStatus(b []byte, v float64) []byte {
	if v == float64(int64(v)) {
		return appendInt(b, int(v))
	}
	return strconv.AppendFloat(b, v, 'g', 6, 64)
}
