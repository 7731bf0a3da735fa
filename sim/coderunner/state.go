package coderunner

import (
	"fmt"
	"strings"

	"arena/sim"
)

// Cell is the content of one map cell, spelled as in the map files and the
// wire protocol.
type Cell byte

// The cell values of rule text "The Game Map".
const (
	Empty   Cell = '.'
	Brick   Cell = '='
	Ladder  Cell = 'H'
	Gold    Cell = '*'
	Removed Cell = '-' // Removed_Brick: a hole dug by a runner
)

// Move is one runner or enemy command (rule text "Runner Behavior,
// Movement": the seven moves).
type Move uint8

// The moves, in the protocol's spelling (reference §3).
const (
	None Move = iota
	Left
	Right
	Top
	Bottom
	DigLeft
	DigRight
)

var moveNames = [...]string{"NONE", "LEFT", "RIGHT", "TOP", "BOTTOM", "DIG_LEFT", "DIG_RIGHT"}

// String is the canonical action text: the protocol's move word.
func (m Move) String() string {
	if int(m) < len(moveNames) {
		return moveNames[m]
	}
	return fmt.Sprintf("Move(%d)", int(m))
}

// Letter is the program letter of a walking move (L, R, T, B), '?' otherwise.
func (m Move) Letter() byte {
	switch m {
	case Left:
		return 'L'
	case Right:
		return 'R'
	case Top:
		return 'T'
	case Bottom:
		return 'B'
	}
	return '?'
}

// Reverse is the move that undoes a walking move.
func (m Move) Reverse() Move {
	switch m {
	case Left:
		return Right
	case Right:
		return Left
	case Top:
		return Bottom
	case Bottom:
		return Top
	}
	return m
}

// Delta is the row and column change of a walking move.
func (m Move) Delta() (dr, dc int) {
	switch m {
	case Left:
		return 0, -1
	case Right:
		return 0, 1
	case Top:
		return -1, 0
	case Bottom:
		return 1, 0
	}
	return 0, 0
}

// ParseMove reads a move word; it is strict (exact upper-case words).
func ParseMove(text string) (Move, error) {
	for i, n := range moveNames {
		if text == n {
			return Move(i), nil
		}
	}
	return None, fmt.Errorf("coderunner: unknown move %q (want one of %s)", text, strings.Join(moveNames[:], ", "))
}

// Runner is one player's character. Row and Col are meaningless while dead.
type Runner struct {
	Row, Col           int
	SpawnRow, SpawnCol int
	Alive              bool
	Score              int64
	Cooldown           int  // turns until the runner may dig again (0 = may dig)
	LastMove           Move // the move the player sent last turn
	// Statistics for the result screen (reference §3: the engine's stderr lines).
	Golds, EnemyKills, OpponentKills, Visits, Deaths int
}

// Enemy is one game-controlled character with its patrol program and
// pursuit state (rule text "Enemy Behavior", reference §1.6).
type Enemy struct {
	Row, Col           int
	SpawnRow, SpawnCol int
	Alive              bool
	Program            []Move // patrol circuit: Left, Right, Top, Bottom
	PC                 int    // index of the next program instruction
	Stack              []Move // chase moves, undone in reverse on the way back
	Master             int    // runner that last killed it: -1 none, 0 red, 1 blue
	LastActed          int    // last turn in which it took an action
	Chasing            int    // runner chased at the last decision, -1 none
	Path               []Move // planned reversible path to the chased runner
	LastMove           Move   // the move chosen in the last turn
}

// RightSide reports whether the enemy started on the right half, which sets
// its move preference (rule text "Pursuit Mode").
func (e *Enemy) RightSide() bool { return e.SpawnCol >= Cols/2 }

// Trapped reports whether a live enemy sits in a hole.
func (e *Enemy) Trapped(s *State) bool { return e.Alive && s.At(e.Row, e.Col) == Removed }

// TimerKind says what a Timer does when it fires.
type TimerKind uint8

// Timer kinds, fired in insertion order when due (reference §1.3 step 8).
const (
	RestoreBrick TimerKind = iota + 1
	RespawnGold
	RespawnEnemy
	RespawnRunner
)

// Timer is a queued effect: it fires while turn At is processed.
type Timer struct {
	At       int
	Kind     TimerKind
	Row, Col int
	Index    int   // enemy or runner index for respawns
	Diggers  uint8 // RestoreBrick: bit p set when runner p dug the brick
}

// State is the whole state of a CodeRunner match, as plain data.
type State struct {
	Rules   Rules
	Turn    int               // turns processed so far; the next Step plays turn Turn
	Cells   [Rows * Cols]Cell // current cells, row-major; change them through ApplyEdit
	Visited [Rows * Cols]bool // cells already visited by either runner (reference §1.2)
	Runners [2]Runner
	Enemies []Enemy
	Timers  []Timer // pending effects in insertion order
	Spawned bool    // spawn-cell visits scored (turn 0, reference §1.3 step 1)

	// rev caches, per cell, a bit per walking move the enemy planner may
	// take from it (see reversible); revOK says it matches Cells once the
	// stale cells are patched (syncRev). It is derived data, left out of
	// snapshots and rebuilt on demand.
	rev   [Rows * Cols]uint8
	revOK bool
	// stale lists the cells changed since rev was last patched (the first
	// nStale): the patches wait for the next search, since most turns and
	// most look-ahead states have no enemy near enough to search.
	stale  [8]int16
	nStale uint8
	// quiet drops the events: see SetQuiet. Like rev it is not part of
	// the game and left out of hashes and snapshots.
	quiet bool
}

// SetQuiet makes Apply and Resolve record no events (they return nil) when
// q is set: a look-ahead that plays turns on a copy for their outcome only
// is spared building them. A copy of a quiet state is quiet.
func (s *State) SetQuiet(q bool) { s.quiet = q }

// At returns the cell at (r, c); cells off the map count as Brick
// (reference §1.4), so nobody leaves the field.
func (s *State) At(r, c int) Cell {
	if r < 0 || r >= Rows || c < 0 || c >= Cols {
		return Brick
	}
	return s.Cells[r*Cols+c]
}

func (s *State) set(r, c int, v Cell) {
	old := s.Cells[r*Cols+c]
	s.Cells[r*Cols+c] = v
	if (aiEmpty(old) && aiEmpty(v)) || (aiSolid(old) && aiSolid(v)) {
		// Gold coming and going, a brick dug or restored: the planner
		// reads cells only as empty, solid (a hole counts as Brick) or
		// Ladder (aiTarget), so no route changes.
		return
	}
	if s.revOK {
		if int(s.nStale) == len(s.stale) {
			s.revOK = false // rebuilt whole at the next search
		} else {
			s.stale[s.nStale] = int16(r*Cols + c)
			s.nStale++
		}
	}
}

// HoleTimer returns how many turns remain before the hole at (r, c) is
// restored (1 = restored while the next turn is processed), or 0 when there
// is no hole there.
func (s *State) HoleTimer(r, c int) int {
	for _, t := range s.Timers {
		if t.Kind == RestoreBrick && t.Row == r && t.Col == c {
			return t.At - s.Turn + 1
		}
	}
	return 0
}

// GoldTimer returns the turns before gold reappears at (r, c), 0 if none.
func (s *State) GoldTimer(r, c int) int {
	for _, t := range s.Timers {
		if t.Kind == RespawnGold && t.Row == r && t.Col == c {
			return t.At - s.Turn + 1
		}
	}
	return 0
}

// RespawnTimer returns the turns before runner (enemy=false) or enemy i is
// back, 0 if it is alive.
func (s *State) RespawnTimer(enemy bool, i int) int {
	k := RespawnRunner
	if enemy {
		k = RespawnEnemy
	}
	for _, t := range s.Timers {
		if t.Kind == k && t.Index == i {
			return t.At - s.Turn + 1
		}
	}
	return 0
}

// enemyAt reports whether a live enemy occupies (r, c).
func (s *State) enemyAt(r, c int) bool {
	for i := range s.Enemies {
		e := &s.Enemies[i]
		if e.Alive && e.Row == r && e.Col == c {
			return true
		}
	}
	return false
}

// NewState starts a match on map m under rules r.
func NewState(m *Map, r Rules) *State {
	s := &State{Rules: r}
	s.Cells = m.Cells
	for p := 0; p < 2; p++ {
		s.Runners[p] = Runner{Row: m.Spawn[p][0], Col: m.Spawn[p][1], SpawnRow: m.Spawn[p][0], SpawnCol: m.Spawn[p][1], Alive: true}
	}
	for _, me := range m.Enemies {
		s.Enemies = append(s.Enemies, Enemy{
			Row: me.Row, Col: me.Col, SpawnRow: me.Row, SpawnCol: me.Col, Alive: true,
			Program: append([]Move(nil), me.Program...), Master: -1,
			// The enemy acts when LastActed < t-1, so starting two turns
			// before EnemyFirstTurn makes that its first acting turn.
			LastActed: r.EnemyFirstTurn - 2, Chasing: -1,
		})
	}
	return s
}

// Tick returns the number of turns processed.
func (s *State) Tick() int { return s.Turn }

// Over reports whether every turn has been played.
func (s *State) Over() bool { return s.Turn >= s.Rules.Turns }

// Pending lists both players until the match ends: the game is lockstep and
// even a dead runner is sent the state (reference §3).
func (s *State) Pending() []sim.PlayerID {
	if s.Over() {
		return nil
	}
	return []sim.PlayerID{0, 1}
}

// Outcome reports the scores once every turn is played; the higher score
// wins and equal scores tie (reference §1.2).
func (s *State) Outcome() (sim.Outcome, bool) {
	if !s.Over() {
		return sim.Outcome{}, false
	}
	sc := []int64{s.Runners[0].Score, s.Runners[1].Score}
	return sim.Outcome{Scores: sc, Ranks: sim.RanksFromScores(sc), Reason: fmt.Sprintf("%d turns played", s.Turn)}, true
}

// Clone returns a deep copy.
func (s *State) Clone() sim.State { return s.Copy() }

// Copy is Clone with the concrete type.
func (s *State) Copy() *State {
	c := *s
	c.Enemies = make([]Enemy, len(s.Enemies))
	for i, e := range s.Enemies {
		e.Program = append([]Move(nil), e.Program...)
		e.Stack = append([]Move(nil), e.Stack...)
		e.Path = append([]Move(nil), e.Path...)
		c.Enemies[i] = e
	}
	c.Timers = append([]Timer(nil), s.Timers...)
	return &c
}

// GoString prints the map as ASCII, with runners as R and B (r and b while
// dead, at their spawn) and enemies as E (X while trapped), then the scores.
func (s *State) GoString() string {
	var grid [Rows][Cols]byte
	for r := 0; r < Rows; r++ {
		for c := 0; c < Cols; c++ {
			grid[r][c] = byte(s.At(r, c))
		}
	}
	for i := range s.Enemies {
		e := &s.Enemies[i]
		if e.Alive {
			if e.Trapped(s) {
				grid[e.Row][e.Col] = 'X'
			} else {
				grid[e.Row][e.Col] = 'E'
			}
		}
	}
	for p, ch := range []byte{'R', 'B'} {
		ru := &s.Runners[p]
		if ru.Alive {
			grid[ru.Row][ru.Col] = ch
		} else if ru.SpawnRow >= 0 && ru.SpawnRow < Rows && ru.SpawnCol >= 0 && ru.SpawnCol < Cols {
			grid[ru.SpawnRow][ru.SpawnCol] = ch + 'a' - 'A'
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "turn %d\n", s.Turn)
	for r := range grid {
		b.Write(grid[r][:])
		b.WriteByte('\n')
	}
	fmt.Fprintf(&b, "red %d (cooldown %d)  blue %d (cooldown %d)\n", s.Runners[0].Score, s.Runners[0].Cooldown, s.Runners[1].Score, s.Runners[1].Cooldown)
	return b.String()
}

// Scores returns the running scores, red then blue, so match frames can
// show them while the game is played.
func (s *State) Scores() []int64 { return []int64{s.Runners[0].Score, s.Runners[1].Score} }
