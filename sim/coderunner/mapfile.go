package coderunner

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
)

// MapEnemy is an enemy's spawn cell and patrol program.
type MapEnemy struct {
	Row, Col int
	Program  []Move
}

// Map is a parsed map file (reference §4.1).
type Map struct {
	Name    string
	Cells   [Rows * Cols]Cell // R and B are stored as Empty
	Spawn   [2][2]int         // row, col of red (0) and blue (1)
	Listed  []MapEnemy        // the enemies as listed in the file
	Enemies []MapEnemy        // the engine's 2n enemies: listed k is k, its mirror 2n-1-k
}

// Mirror returns the left-right reflection of an enemy: column 24-col and
// Left and Right exchanged in its program (rule text "Patrol Mode Program").
func (e MapEnemy) Mirror() MapEnemy {
	p := make([]Move, len(e.Program))
	for i, m := range e.Program {
		switch m {
		case Left:
			m = Right
		case Right:
			m = Left
		}
		p[i] = m
	}
	return MapEnemy{Row: e.Row, Col: Cols - 1 - e.Col, Program: p}
}

// ProgramText is the program as its L/R/T/B letters.
func (e MapEnemy) ProgramText() string {
	b := make([]byte, len(e.Program))
	for i, m := range e.Program {
		b[i] = m.Letter()
	}
	return string(b)
}

// maxEnemies bounds the listed enemy count so a hostile file cannot make
// the loader allocate without limit.
const maxEnemies = 200

// ParseMap reads a map in the original format (reference §4.1): 16 lines of
// 25 characters from ". = H * -" plus one R and one B (the spawns), the
// number n of listed enemies, then n lines "row col program". It builds the
// 2n enemies and runs the original's checks; errors name the file, the line
// and the problem.
func ParseMap(name string, data []byte) (*Map, error) {
	if name == "" {
		name = "map"
	}
	lines := strings.Split(strings.ReplaceAll(string(data), "\r\n", "\n"), "\n")
	fail := func(line int, f string, a ...any) (*Map, error) {
		return nil, fmt.Errorf("%s:%d: %s", name, line, fmt.Sprintf(f, a...))
	}
	m := &Map{Name: name}
	seen := [2]bool{}
	for r := 0; r < Rows; r++ {
		if r >= len(lines) {
			return fail(r+1, "missing map row %d (want %d rows of %d characters)", r, Rows, Cols)
		}
		row := strings.TrimRight(lines[r], " \t\r")
		if len(row) != Cols {
			return fail(r+1, "row %d has %d characters, want %d", r, len(row), Cols)
		}
		for c := 0; c < Cols; c++ {
			ch := row[c]
			switch Cell(ch) {
			case Empty, Brick, Ladder, Gold, Removed:
				m.Cells[r*Cols+c] = Cell(ch)
			default:
				p := strings.IndexByte("RB", ch)
				if p < 0 {
					return fail(r+1, "column %d: unknown cell %q (want one of . = H * - R B)", c, ch)
				}
				if seen[p] {
					return fail(r+1, "column %d: a second %c spawn", c, ch)
				}
				seen[p] = true
				m.Spawn[p] = [2]int{r, c}
				m.Cells[r*Cols+c] = Empty
			}
		}
		// Rule text "The Game Map": the map is symmetric left to right.
		for c := 0; c < Cols/2; c++ {
			if m.Cells[r*Cols+c] != m.Cells[r*Cols+Cols-1-c] {
				return fail(r+1, "row %d is not symmetric: column %d is %q but column %d is %q", r, c, m.Cells[r*Cols+c], Cols-1-c, m.Cells[r*Cols+Cols-1-c])
			}
		}
	}
	for p, ch := range "RB" {
		if !seen[p] {
			return fail(Rows, "no %c spawn in the map", ch)
		}
	}
	if m.Spawn[0][0] != m.Spawn[1][0] || m.Spawn[0][1] != Cols-1-m.Spawn[1][1] {
		return fail(m.Spawn[1][0]+1, "spawns R at (%d,%d) and B at (%d,%d) are not mirror images", m.Spawn[0][0], m.Spawn[0][1], m.Spawn[1][0], m.Spawn[1][1])
	}
	ln := Rows
	next := func() (string, int) {
		for ln < len(lines) {
			s := strings.TrimSpace(lines[ln])
			ln++
			if s != "" {
				return s, ln
			}
		}
		return "", ln + 1
	}
	cnt, at := next()
	if cnt == "" {
		return fail(at, "missing enemy count")
	}
	n, err := strconv.Atoi(cnt)
	if err != nil || n < 0 || n > maxEnemies {
		return fail(at, "bad enemy count %q (want 0 to %d)", cnt, maxEnemies)
	}
	lineOf := make([]int, n)
	for k := 0; k < n; k++ {
		txt, at := next()
		if txt == "" {
			return fail(at, "missing enemy %d of %d", k+1, n)
		}
		lineOf[k] = at
		f := strings.Fields(txt)
		if len(f) != 3 {
			return fail(at, "enemy line %q: want \"row col program\"", txt)
		}
		r, err1 := strconv.Atoi(f[0])
		c, err2 := strconv.Atoi(f[1])
		if err1 != nil || err2 != nil || r < 0 || r >= Rows || c < 0 || c >= Cols {
			return fail(at, "enemy position %q %q is not a cell of the %dx%d map", f[0], f[1], Rows, Cols)
		}
		e := MapEnemy{Row: r, Col: c}
		for i := 0; i < len(f[2]); i++ {
			mv, ok := map[byte]Move{'L': Left, 'R': Right, 'T': Top, 'B': Bottom}[f[2][i]]
			if !ok {
				return fail(at, "program %q: letter %q is not L, R, T or B", f[2], f[2][i])
			}
			e.Program = append(e.Program, mv)
		}
		m.Listed = append(m.Listed, e)
	}
	if extra, at := next(); extra != "" {
		return fail(at, "unexpected text after the enemy list: %q", extra)
	}
	m.Enemies = make([]MapEnemy, 2*n)
	for k, e := range m.Listed {
		m.Enemies[k] = e
		m.Enemies[2*n-1-k] = e.Mirror()
	}
	for p := 0; p < 2; p++ {
		if m.Cells[m.Spawn[p][0]*Cols+m.Spawn[p][1]] == Brick {
			return fail(m.Spawn[p][0]+1, "spawn %c is in Brick", "RB"[p])
		}
	}
	probe := &State{Rules: DefaultRules(), Cells: m.Cells}
	for k, e := range m.Listed {
		at := lineOf[k]
		if err := checkEnemy(probe, m, e); err != nil {
			return fail(at, "enemy %d at (%d,%d): %v", k, e.Row, e.Col, err)
		}
		if err := checkEnemy(probe, m, e.Mirror()); err != nil {
			return fail(at, "mirror of enemy %d at (%d,%d): %v", k, e.Row, Cols-1-e.Col, err)
		}
	}
	return m, nil
}

// checkEnemy runs the original loader's checks on one enemy (reference
// §4.1): a legal start, and a closed program in which every step moves it
// exactly one cell that way, falls counting as Bottom (rule text "Patrol
// Mode Program": the program is consistent and ends at the respawn cell).
func checkEnemy(probe *State, m *Map, e MapEnemy) error {
	switch {
	case probe.At(e.Row, e.Col) == Brick:
		return fmt.Errorf("starts in Brick")
	case e.Col == Cols/2:
		return fmt.Errorf("starts in the middle column %d", Cols/2)
	case (e.Row == m.Spawn[0][0] && e.Col == m.Spawn[0][1]) || (e.Row == m.Spawn[1][0] && e.Col == m.Spawn[1][1]):
		return fmt.Errorf("starts on a runner's spawn")
	case len(e.Program) == 0:
		return fmt.Errorf("empty program")
	}
	r, c := e.Row, e.Col
	for i, mv := range e.Program {
		dr, dc := mv.Delta()
		tr, tc := probe.Target(r, c, mv, true)
		if tr != r+dr || tc != c+dc {
			return fmt.Errorf("program step %d (%c) from (%d,%d) does not move one cell that way", i+1, mv.Letter(), r, c)
		}
		r, c = tr, tc
	}
	if r != e.Row || c != e.Col {
		return fmt.Errorf("program ends at (%d,%d), not at its start", r, c)
	}
	return nil
}

// Format writes m in the original map format, which ParseMap reads back.
func (m *Map) Format() []byte {
	var b bytes.Buffer
	for r := 0; r < Rows; r++ {
		for c := 0; c < Cols; c++ {
			ch := byte(m.Cells[r*Cols+c])
			if r == m.Spawn[0][0] && c == m.Spawn[0][1] {
				ch = 'R'
			} else if r == m.Spawn[1][0] && c == m.Spawn[1][1] {
				ch = 'B'
			}
			b.WriteByte(ch)
		}
		b.WriteByte('\n')
	}
	fmt.Fprintf(&b, "%d\n", len(m.Listed))
	for _, e := range m.Listed {
		fmt.Fprintf(&b, "%d %d %s\n", e.Row, e.Col, e.ProgramText())
	}
	return b.Bytes()
}
