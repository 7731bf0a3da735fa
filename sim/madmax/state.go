package madmax

import (
	"fmt"
	"strings"

	"arena/sim"
)

// Kind is what a cell of the universe holds (Rules §1: empty, a tyre, a car,
// a missile, or a water, gas or missile bonus). The values follow the
// original's CType enumeration.
type Kind uint8

// The cell kinds.
const (
	Empty Kind = iota
	Tyre
	CarCell
	MissileCell
	WaterBonus
	MissileBonus
	GasBonus
)

// Char is the kind's map character in .cnf and .res files; cars and
// missiles are never drawn on the map, so they print as empty.
func (k Kind) Char() byte {
	switch k {
	case Tyre:
		return 'X'
	case WaterBonus:
		return 'W'
	case GasBonus:
		return 'G'
	case MissileBonus:
		return 'M'
	}
	return '.'
}

func (k Kind) String() string {
	return [...]string{"empty", "tyre", "car", "missile", "water bonus", "missile bonus", "gas bonus"}[k]
}

// IsBonus reports whether k is one of the three bonuses.
func (k Kind) IsBonus() bool { return k == WaterBonus || k == GasBonus || k == MissileBonus }

// Cell is one cell of the universe. ID is the car id for CarCell and the
// missile id for MissileCell, and −1 otherwise, as in the original.
type Cell struct {
	Kind Kind
	ID   int32
}

// Car is one car (Rules §1: identifier, position, missiles, gas, alive, and
// the rounds left before it may regenerate). A dead car keeps the position
// where it died but occupies no cell. Col is always in 0 … Cols−1.
type Car struct {
	ID       int
	Row, Col int
	Missiles int
	Gas      int
	Alive    bool
	Time     int
}

// Missile is one missile in flight (Rules §1.1): its id, the car that shot
// it, and its position.
type Missile struct {
	ID       int
	Car      int
	Row, Col int
}

// Params are the game parameters of Rules §1.4, read from the .cnf file.
type Params struct {
	Players        int // fixed to 4
	Rounds         int // fixed to 300
	Rows           int // 15 … 20
	Cols           int // universe columns, 60 … 100
	WinCols        int // window columns, 30 … 40, ≤ Cols
	CarsPerPlayer  int // 2 in the rules; the original engine accepts any ≥ 1
	RegenRounds    int // 30 in the rules; the original accepts any ≥ 1
	MissileBonuses int // 5 … 30
	GasBonuses     int // 5 … 15
	WaterBonuses   int // 20 … 150
	BonusMissiles  int // fixed to 5
	BonusGas       int // fixed to 30
	WaterPoints    int // fixed to 10
	KillPoints     int // fixed to 30
	InitialGas     int // fixed to 60
}

// Cars is the total number of cars.
func (p Params) Cars() int { return p.Players * p.CarsPerPlayer }

// Instr is one instruction as the original records it: a car, 'm' (move)
// or 's' (shoot), and a direction (row delta, column delta). A shoot always
// carries the default direction (0, 1).
type Instr struct {
	Car    int
	Type   byte
	DR, DC int
}

// State is a whole Madmax match: the parameters, the universe, cars,
// missiles, scores and the original's generator, all plain data. The
// actions of the transition that produced it are kept (Asked, Done) so a
// .res writer can print them.
type State struct {
	Params  Params
	Names   [4]string  // player names for the .res header
	Seed    int32      // the generator seed, printed in the .res header
	Round   int        // 0 … Params.Rounds
	Cells   []Cell     // row-major: Cells[row*Params.Cols+col]
	Cars    []Car      // indexed by car id; player p owns p*CarsPerPlayer …
	Miss    []Missile  // in increasing id
	Score   [4]int     // per player
	Status  [4]float64 // the original's CPU status column, always 0 locally
	NextMID int        // the next missile id (one global counter, never reused)
	RNG     RNG        // the game stream G (reference §1.4)

	// Asked and Done are the instructions of the transition that produced
	// this state, per player: as asked, and as applied (reference §4.2).
	Asked [4][]Instr
	Done  [4][]Instr

	counts [8]int   // cells of each Kind, kept by set
	hist   *history // how this state came to be, for Export; shared by clones
	log    *cellLog // when not nil, set notes each cell it writes (Export's ResWriter)
	live   *liveRes // the .res written as this state is played (ExportLive), or nil; shared by copies
}

// cellLog lists the cells written since its reader last emptied it, so a
// ResWriter fed one state round after round redraws only those cells of
// its board text instead of every cell of every round (most of a .res).
type cellLog struct{ idx []int32 }

// Norm maps any column to 0 … Cols−1 (the universe is a cylinder, Rules §1).
func (s *State) Norm(c int) int {
	m := s.Params.Cols
	c %= m
	if c < 0 {
		c += m
	}
	return c
}

// At returns the cell at (row, col); col wraps around the cylinder.
func (s *State) At(row, col int) Cell { return s.Cells[row*s.Params.Cols+s.Norm(col)] }

func (s *State) at(row, col int) *Cell { return &s.Cells[row*s.Params.Cols+s.Norm(col)] }

// set writes a cell and keeps the per-kind counts that bonus placement
// needs every round (so it need not scan the universe).
func (s *State) set(row, col int, c Cell) {
	i := row*s.Params.Cols + s.Norm(col)
	p := &s.Cells[i]
	s.counts[p.Kind&7]--
	s.counts[c.Kind&7]++
	*p = c
	if s.log != nil {
		s.log.idx = append(s.log.idx, int32(i))
	}
}

// recount rebuilds the per-kind counts after Cells was written directly.
func (s *State) recount() {
	s.counts = [8]int{}
	for _, c := range s.Cells {
		s.counts[c.Kind&7]++
	}
}

// InUniverse reports whether row is a row of the universe; every column is
// in the universe because it wraps.
func (s *State) InUniverse(row int) bool { return row >= 0 && row < s.Params.Rows }

// WindowStart is the universe column shown at the window's left edge in
// this round (Rules §1.1: the window's corner is at (0, r)).
func (s *State) WindowStart() int { return s.Norm(s.Round) }

// InWindow reports whether (row, col) lies in the window of round r, with
// the original's wrap-around arithmetic (within_window).
func (s *State) InWindow(row, col, r int) bool {
	if row < 0 || row >= s.Params.Rows {
		return false
	}
	u, w := s.Params.Cols, s.Params.WinCols
	r %= u
	j := s.Norm(col)
	if r+w <= u {
		return r <= j && j < r+w
	}
	return r <= j || j < r+w-u
}

// PlayerOf returns the owner of car id.
func (s *State) PlayerOf(car int) int { return car / s.Params.CarsPerPlayer }

// CarOK reports whether id is a valid car id.
func (s *State) CarOK(id int) bool { return id >= 0 && id < len(s.Cars) }

// MissileByID returns the index in Miss of missile id, or −1.
func (s *State) MissileByID(id int) int {
	lo, hi := 0, len(s.Miss)
	for lo < hi {
		m := (lo + hi) / 2
		if s.Miss[m].ID < id {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo < len(s.Miss) && s.Miss[lo].ID == id {
		return lo
	}
	return -1
}

// Tick is the round number.
func (s *State) Tick() int { return s.Round }

// Over reports whether all rounds have been played.
func (s *State) Over() bool { return s.Round >= s.Params.Rounds }

// Pending lists every player while rounds remain: Madmax is lockstep and
// all four players give instructions each round (Rules §1.3).
func (s *State) Pending() []sim.PlayerID {
	if s.Over() {
		return nil
	}
	return []sim.PlayerID{0, 1, 2, 3}
}

// Outcome ranks players by score once round Rounds is reached; all players
// with the top score win, with no tie-break (reference §1.6).
func (s *State) Outcome() (sim.Outcome, bool) {
	if !s.Over() {
		return sim.Outcome{}, false
	}
	sc := make([]int64, 4)
	for i, v := range s.Score {
		sc[i] = int64(v)
	}
	return sim.Outcome{Scores: sc, Ranks: sim.RanksFromScores(sc), Reason: fmt.Sprintf("%d rounds played", s.Params.Rounds)}, true
}

// Clone returns a deep copy, generator included.
func (s *State) Clone() sim.State { return s.Copy() }

// Copy is Clone with the concrete type.
func (s *State) Copy() *State {
	c := *s
	c.log = nil // the log follows one state, not its copies
	c.Cells = append([]Cell(nil), s.Cells...)
	c.Cars = append([]Car(nil), s.Cars...)
	c.Miss = append([]Missile(nil), s.Miss...)
	for p := range s.Asked {
		c.Asked[p] = append([]Instr(nil), s.Asked[p]...)
		c.Done[p] = append([]Instr(nil), s.Done[p]...)
	}
	return &c
}

// GoString prints the window of the universe as ASCII, one row a line, with
// cars as their id digit (or letter past 9), missiles as '*', and a status
// line per car, so test failures read well.
func (s *State) GoString() string {
	var b strings.Builder
	fmt.Fprintf(&b, "round %d, window columns %d…%d, scores %v\n", s.Round, s.WindowStart(), s.Norm(s.Round+s.Params.WinCols-1), s.Score)
	for r := 0; r < s.Params.Rows; r++ {
		for j := 0; j < s.Params.WinCols; j++ {
			b.WriteByte(s.cellChar(r, s.Round+j))
		}
		b.WriteByte('\n')
	}
	for _, c := range s.Cars {
		fmt.Fprintf(&b, "car %d (%d,%d) miss %d gas %d alive %v time %d\n", c.ID, c.Row, c.Col, c.Missiles, c.Gas, c.Alive, c.Time)
	}
	for _, m := range s.Miss {
		fmt.Fprintf(&b, "missile %d of car %d (%d,%d)\n", m.ID, m.Car, m.Row, m.Col)
	}
	return b.String()
}

func (s *State) cellChar(r, col int) byte {
	c := s.At(r, col)
	switch c.Kind {
	case CarCell:
		return "0123456789abcdefghijklmnopqrstuvwxyz"[c.ID%36]
	case MissileCell:
		return '*'
	}
	return c.Kind.Char()
}

// AskedActions returns, per player, the instructions of the round that
// produced s as actions, so a game read with ReadRes can be replayed (or
// re-simulated) from its first state: step states[0] with
// states[1].AskedActions(), then states[2].AskedActions(), and so on.
func (s *State) AskedActions() []sim.Action {
	out := make([]sim.Action, 4)
	for p := range out {
		out[p] = &Orders{Instrs: append([]Instr(nil), s.Asked[p]...)}
	}
	return out
}

// Scores returns the running scores, for frames while a match is played
// (ai/match's Scorer).
func (s *State) Scores() []int64 {
	out := make([]int64, 4)
	for p, v := range s.Score {
		out[p] = int64(v)
	}
	return out
}
