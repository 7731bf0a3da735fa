package madmax

import (
	"fmt"
	"strconv"
)

// scanner reads a .cnf or .res file token by token, as the original reads
// it with C++ stream extraction (any whitespace separates tokens), and
// remembers line numbers for error messages.
type scanner struct {
	name string
	data []byte
	pos  int
	line int
}

func newScanner(name string, data []byte) *scanner { return &scanner{name: name, data: data, line: 1} }

func (sc *scanner) errf(format string, a ...any) error {
	return fmt.Errorf("%s:%d: %s", sc.name, sc.line, fmt.Sprintf(format, a...))
}

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'
}

func (sc *scanner) skip() {
	for sc.pos < len(sc.data) && isSpace(sc.data[sc.pos]) {
		if sc.data[sc.pos] == '\n' {
			sc.line++
		}
		sc.pos++
	}
}

// token returns the next whitespace-separated token, or "" at the end.
func (sc *scanner) token() string {
	sc.skip()
	start := sc.pos
	for sc.pos < len(sc.data) && !isSpace(sc.data[sc.pos]) {
		sc.pos++
	}
	return string(sc.data[start:sc.pos])
}

// char returns the next non-space byte, as `is >> c` does, or 0 at the end.
func (sc *scanner) char() byte {
	sc.skip()
	if sc.pos >= len(sc.data) {
		return 0
	}
	sc.pos++
	return sc.data[sc.pos-1]
}

// expect reads a token that must equal want.
func (sc *scanner) expect(want string) error {
	if t := sc.token(); t != want {
		if t == "" {
			return sc.errf("expected %q, found the end of the file", want)
		}
		return sc.errf("expected %q, found %q", want, excerpt(t))
	}
	return nil
}

// int reads an integer token; what names it in errors.
func (sc *scanner) int(what string) (int, error) {
	t := sc.token()
	if t == "" {
		return 0, sc.errf("expected %s, found the end of the file", what)
	}
	v, err := strconv.ParseInt(t, 10, 32)
	if err != nil {
		return 0, sc.errf("%s: %q is not an integer", what, excerpt(t))
	}
	return int(v), nil
}

// keyInt reads "key value" and checks lo ≤ value ≤ hi.
func (sc *scanner) keyInt(key string, lo, hi int) (int, error) {
	if err := sc.expect(key); err != nil {
		return 0, err
	}
	v, err := sc.int(key)
	if err != nil {
		return 0, err
	}
	if v < lo || v > hi {
		if lo == hi {
			return 0, sc.errf("%s is %d, must be %d (Rules §1.4)", key, v, lo)
		}
		return 0, sc.errf("%s is %d, must be in [%d, %d] (Rules §1.4)", key, v, lo, hi)
	}
	return v, nil
}

// ParseConfig reads a .cnf game configuration (reference §4.1) with the
// original engine's checks, and returns the state it describes: round,
// universe, cars, missiles and scores. Names and the generator are set by
// Game.New. Errors name the file, the line and the problem.
func ParseConfig(name string, data []byte) (*State, error) {
	sc := newScanner(name, data)
	if err := sc.expect("mad_max_2020"); err != nil {
		return nil, err
	}
	if err := sc.expect("v1"); err != nil {
		return nil, err
	}
	for _, k := range []string{"secgame", "seed"} {
		if err := sc.expect(k); err != nil {
			return nil, err
		}
		if sc.token() == "" {
			return nil, sc.errf("%s needs a value", k)
		}
	}
	s, err := parseSettings(sc)
	if err != nil {
		return nil, err
	}
	if err := sc.expect("names"); err != nil {
		return nil, err
	}
	for p := range 4 {
		if s.Names[p] = sc.token(); s.Names[p] == "" {
			return nil, sc.errf("names: expected 4 names")
		}
	}
	if err := parseBoard(sc, s, false); err != nil {
		return nil, err
	}
	// The original stops reading after the board; anything more is not
	// a .cnf (a .res, two files joined) and is refused rather than
	// silently ignored.
	if t := sc.token(); t != "" {
		return nil, sc.errf("unexpected %q after the end of the configuration", excerpt(t))
	}
	return s, nil
}

// excerpt shortens a token quoted in an error.
func excerpt(t string) string {
	if len(t) > 40 {
		return t[:40] + "…"
	}
	return t
}

// parseSettings reads the parameter lines shared by .cnf and .res files,
// with the original's range checks (Rules §1.4; reference §1.1).
func parseSettings(sc *scanner) (*State, error) {
	var p Params
	const big = 1 << 30
	fields := []struct {
		key    string
		dst    *int
		lo, hi int
	}{
		{"nb_players", &p.Players, 4, 4},
		{"nb_rnds", &p.Rounds, 300, 300},
		{"nb_rows", &p.Rows, 15, 20},
		{"nb_uni_cols", &p.Cols, 60, 100},
		{"nb_win_cols", &p.WinCols, 30, 40},
		{"nb_cars_x_player", &p.CarsPerPlayer, 1, 64},
		{"nb_rnds_regen", &p.RegenRounds, 1, big},
		{"nb_miss_bonuses", &p.MissileBonuses, 5, 30},
		{"nb_gas_bonuses", &p.GasBonuses, 5, 15},
		{"nb_water_bonuses", &p.WaterBonuses, 20, 150},
		{"bonus_miss", &p.BonusMissiles, 5, 5},
		{"bonus_gas", &p.BonusGas, 30, 30},
		{"water_pnts", &p.WaterPoints, 10, 10},
		{"kill_pnts", &p.KillPoints, 30, 30},
		{"init_gas", &p.InitialGas, 60, 60},
	}
	for _, f := range fields {
		v, err := sc.keyInt(f.key, f.lo, f.hi)
		if err != nil {
			return nil, err
		}
		*f.dst = v
		if f.dst == &p.WinCols && v > p.Cols {
			return nil, sc.errf("nb_win_cols is %d, must not exceed nb_uni_cols %d (Rules §1.4)", v, p.Cols)
		}
	}
	return newState(p), nil
}

// newState returns an empty universe with all cars dead at (0, 0).
func newState(p Params) *State {
	s := &State{Params: p, Cells: make([]Cell, p.Rows*p.Cols), Cars: make([]Car, p.Cars())}
	for i := range s.Cells {
		s.Cells[i] = Cell{Empty, -1}
	}
	for i := range s.Cars {
		s.Cars[i].ID = i
	}
	s.recount()
	return s
}

// parseBoard reads one state: "rnd R", the map, cars, missiles and players
// (reference §4.1). inRes relaxes nothing but allows round = Rounds.
func parseBoard(sc *scanner, s *State, inRes bool) error {
	p := s.Params
	r, err := sc.keyInt("rnd", 0, p.Rounds)
	if err != nil {
		return err
	}
	if r == p.Rounds && !inRes {
		return sc.errf("rnd is %d, must be below nb_rnds %d", r, p.Rounds)
	}
	s.Round = r
	sc.token() // the two column-label lines
	sc.token()
	for i := 0; i < p.Rows; i++ {
		if sc.token() == "" {
			return sc.errf("map row %d is missing", i)
		}
		for j := 0; j < p.Cols; j++ {
			c := sc.char()
			k := Empty
			switch c {
			case '.':
			case 'X':
				k = Tyre
			case 'W':
				k = WaterBonus
			case 'G':
				k = GasBonus
			case 'M':
				k = MissileBonus
			case 0:
				return sc.errf("map row %d ends after %d of %d columns", i, j, p.Cols)
			default:
				return sc.errf("map row %d column %d: unknown cell %q (want . X W G M)", i, j, c)
			}
			s.Cells[i*p.Cols+j] = Cell{k, -1}
		}
	}
	s.recount()
	if err := sc.expect("cars"); err != nil {
		return err
	}
	for _, h := range []string{"cid", "row", "column", "nb_miss", "gas", "alive", "time"} {
		if err := sc.expect(h); err != nil {
			return err
		}
	}
	for k := range s.Cars {
		var v [6]int
		for f, what := range []string{"car id", "car row", "car column", "car missiles", "car gas"} {
			if v[f], err = sc.int(what); err != nil {
				return err
			}
		}
		a := sc.char()
		if v[5], err = sc.int("car time"); err != nil {
			return err
		}
		row, col := v[1], s.Norm(v[2])
		switch {
		case v[0] != k:
			return sc.errf("car id is %d, expected %d (cars are listed in id order)", v[0], k)
		case row < 0 || row >= p.Rows:
			return sc.errf("car %d: row %d is outside the universe", k, row)
		case v[3] < 0 || v[4] < 0 || v[5] < 0:
			return sc.errf("car %d: missiles, gas and time must not be negative", k)
		case a != 'y' && a != 'n':
			return sc.errf("car %d: alive is %q, must be y or n", k, a)
		case a == 'y' && v[5] != 0:
			return sc.errf("car %d: a live car must have time 0", k)
		case a == 'y' && s.At(row, col).Kind != Empty:
			return sc.errf("car %d: cell (%d,%d) is not empty", k, row, col)
		case s.At(row, col).Kind == Tyre:
			return sc.errf("car %d: cell (%d,%d) holds a tyre", k, row, col)
		}
		s.Cars[k] = Car{ID: k, Row: row, Col: col, Missiles: v[3], Gas: v[4], Alive: a == 'y', Time: v[5]}
		if a == 'y' {
			s.set(row, col, Cell{CarCell, int32(k)})
		}
	}
	if err := sc.expect("missiles"); err != nil {
		return err
	}
	n, err := sc.int("missile count")
	if err != nil {
		return err
	}
	if n < 0 || n > p.Rows*p.Cols {
		return sc.errf("missile count %d is out of range", n)
	}
	for _, h := range []string{"mid", "cid", "row", "column"} {
		if err := sc.expect(h); err != nil {
			return err
		}
	}
	s.Miss = s.Miss[:0]
	for range n {
		var v [4]int
		for f, what := range []string{"missile id", "missile car", "missile row", "missile column"} {
			if v[f], err = sc.int(what); err != nil {
				return err
			}
		}
		row, col := v[2], s.Norm(v[3])
		switch {
		case v[0] < 0 || (len(s.Miss) > 0 && v[0] <= s.Miss[len(s.Miss)-1].ID):
			return sc.errf("missile id %d: ids must be distinct, non-negative and increasing", v[0])
		case !s.CarOK(v[1]):
			return sc.errf("missile %d: car %d does not exist", v[0], v[1])
		case row < 0 || row >= p.Rows:
			return sc.errf("missile %d: row %d is outside the universe", v[0], row)
		case s.At(row, col).Kind != Empty:
			return sc.errf("missile %d: cell (%d,%d) is not empty", v[0], row, col)
		}
		s.Miss = append(s.Miss, Missile{ID: v[0], Car: v[1], Row: row, Col: col})
		s.set(row, col, Cell{MissileCell, int32(v[0])})
	}
	if err := sc.expect("players"); err != nil {
		return err
	}
	for _, h := range []string{"pid", "score", "status"} {
		if err := sc.expect(h); err != nil {
			return err
		}
	}
	for k := range 4 {
		id, err := sc.int("player id")
		if err != nil {
			return err
		}
		sco, err := sc.int("score")
		if err != nil {
			return err
		}
		t := sc.token()
		st, err := strconv.ParseFloat(t, 64)
		switch {
		case id != k:
			return sc.errf("player id is %d, expected %d", id, k)
		case sco < 0:
			return sc.errf("player %d: score %d is negative", k, sco)
		case err != nil:
			return sc.errf("player %d: status %q is not a number", k, excerpt(t))
		case st != -1 && (st < 0 || st > 1):
			return sc.errf("player %d: status %v must be -1 or in [0, 1]", k, st)
		}
		s.Score[k], s.Status[k] = sco, st
	}
	// The original's Board::ok: never more bonuses than the parameters say.
	var nM, nW, nG int
	for _, c := range s.Cells {
		switch c.Kind {
		case MissileBonus:
			nM++
		case WaterBonus:
			nW++
		case GasBonus:
			nG++
		}
	}
	if nM > p.MissileBonuses || nW > p.WaterBonuses || nG > p.GasBonuses {
		return sc.errf("the map holds %d M, %d W, %d G bonuses, more than nb_miss_bonuses %d, nb_water_bonuses %d, nb_gas_bonuses %d",
			nM, nW, nG, p.MissileBonuses, p.WaterBonuses, p.GasBonuses)
	}
	return nil
}
