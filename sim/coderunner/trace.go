package coderunner

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"arena/sim"
)

// Trace is an original trace file (reference §4.3) checked against this
// engine: the map it was played on, its length and every turn's moves.
type Trace struct {
	Map     []byte     // the board in the original map format (ParseMap reads it)
	Turns   int        // match length from the trace header
	Actions [][]string // per turn, the canonical move text of red (0) and blue (1)
	Scores  [2]int64   // final scores, red and blue
}

// Config is the match configuration that replays the trace: the classic
// ruleset, the trace's map and its length.
func (t *Trace) Config(name string) sim.Config {
	return sim.Config{Ruleset: "classic", Map: name, MapData: t.Map, Params: map[string]string{"turns": strconv.Itoa(t.Turns)}}
}

// traceReader walks a trace line by line, counting lines for errors.
type traceReader struct {
	sc   *bufio.Scanner
	line int
}

func (tr *traceReader) next() (string, error) {
	for tr.sc.Scan() {
		tr.line++
		if s := strings.TrimSpace(tr.sc.Text()); s != "" {
			return s, nil
		}
	}
	if err := tr.sc.Err(); err != nil {
		return "", fmt.Errorf("trace: line %d: %v", tr.line, err)
	}
	return "", fmt.Errorf("trace: line %d: unexpected end of file", tr.line)
}

func (tr *traceReader) errf(f string, a ...any) error {
	return fmt.Errorf("trace: line %d: %s", tr.line, fmt.Sprintf(f, a...))
}

func (tr *traceReader) ints(n int) ([]int, error) {
	s, err := tr.next()
	if err != nil {
		return nil, err
	}
	f := strings.Fields(s)
	if len(f) < n {
		return nil, tr.errf("want %d numbers, got %q", n, s)
	}
	out := make([]int, n)
	for i := 0; i < n; i++ {
		v, err := strconv.ParseFloat(f[i], 64)
		if err != nil {
			return nil, tr.errf("bad number %q", f[i])
		}
		out[i] = int(v)
	}
	return out, nil
}

// traceState is one recorded state block (positions unscaled).
type traceState struct {
	cells   [Rows]string
	runners [2][4]int // row, col, score, cooldown
	enemies [][3]int  // row, col, master
}

func (tr *traceReader) state(n int, scale int) (*traceState, error) {
	st := &traceState{enemies: make([][3]int, n)}
	for r := 0; r < Rows; r++ {
		s, err := tr.next()
		if err != nil {
			return nil, err
		}
		if len(s) != Cols {
			return nil, tr.errf("map row %d has %d characters, want %d", r, len(s), Cols)
		}
		st.cells[r] = s
	}
	unscale := func(v int) int {
		if v < 0 {
			return -1
		}
		return v / scale
	}
	for p := 0; p < 2; p++ {
		v, err := tr.ints(4)
		if err != nil {
			return nil, err
		}
		st.runners[p] = [4]int{unscale(v[0]), unscale(v[1]), v[2], v[3]}
	}
	for i := 0; i < n; i++ {
		v, err := tr.ints(3)
		if err != nil {
			return nil, err
		}
		st.enemies[i] = [3]int{unscale(v[0]), unscale(v[1]), v[2]}
	}
	return st, nil
}

// ImportTrace reads an official trace (reference §4.3), rebuilds its map,
// re-simulates the recorded moves under the classic ruleset and compares
// every turn's snapshot (cells, runner positions, scores and cooldowns,
// enemy positions and masters). It fails naming the first turn that
// differs, so a nil error proves the engine reproduces the game.
func ImportTrace(r io.Reader) (*Trace, error) {
	tr := &traceReader{sc: bufio.NewScanner(r)}
	tr.sc.Buffer(make([]byte, 64*1024), 1<<20)
	// Header: "locale …", "begin …", then the initial description.
	var turns int
	for {
		s, err := tr.next()
		if err != nil {
			return nil, err
		}
		if strings.HasPrefix(s, "locale") || strings.HasPrefix(s, "begin") {
			continue
		}
		if turns, err = strconv.Atoi(s); err != nil || turns < 1 {
			return nil, tr.errf("want the number of turns, got %q", s)
		}
		break
	}
	m := &Map{Name: "trace"}
	for r := 0; r < Rows; r++ {
		s, err := tr.next()
		if err != nil {
			return nil, err
		}
		if len(s) != Cols {
			return nil, tr.errf("map row %d has %d characters, want %d", r, len(s), Cols)
		}
		for c := 0; c < Cols; c++ {
			m.Cells[r*Cols+c] = Cell(s[c])
		}
	}
	for p := 0; p < 2; p++ {
		v, err := tr.ints(2)
		if err != nil {
			return nil, err
		}
		m.Spawn[p] = [2]int{v[0], v[1]}
	}
	nv, err := tr.ints(1)
	if err != nil {
		return nil, err
	}
	n := nv[0]
	if n < 0 || n%2 != 0 || n > 2*maxEnemies {
		return nil, tr.errf("enemy count %d is not an even number up to %d", n, 2*maxEnemies)
	}
	all := make([]MapEnemy, n)
	for i := range all {
		s, err := tr.next()
		if err != nil {
			return nil, err
		}
		f := strings.Fields(s)
		if len(f) != 3 {
			return nil, tr.errf("enemy line %q: want \"row col program\"", s)
		}
		// ParseMap checks positions and programs once the map is rebuilt.
		r, err1 := strconv.Atoi(f[0])
		c, err2 := strconv.Atoi(f[1])
		if err1 != nil || err2 != nil {
			return nil, tr.errf("enemy position %q %q is not two numbers", f[0], f[1])
		}
		all[i].Row, all[i].Col = r, c
		for _, ch := range f[2] {
			mv, ok := map[rune]Move{'L': Left, 'R': Right, 'T': Top, 'B': Bottom}[ch]
			if !ok {
				return nil, tr.errf("program %q: letter %q is not L, R, T or B", f[2], ch)
			}
			all[i].Program = append(all[i].Program, mv)
		}
	}
	for k := 0; k < n/2; k++ {
		mir := all[k].Mirror()
		if o := all[n-1-k]; o.Row != mir.Row || o.Col != mir.Col || o.ProgramText() != mir.ProgramText() {
			return nil, tr.errf("enemy %d is not the mirror image of enemy %d, so the map has no file form", n-1-k, k)
		}
	}
	for p := 0; p < 2; p++ {
		if r, c := m.Spawn[p][0], m.Spawn[p][1]; r < 0 || r >= Rows || c < 0 || c >= Cols || m.Cells[r*Cols+c] != Empty {
			return nil, tr.errf("spawn %d at (%d,%d) is not an Empty cell, which the map format cannot express", p, r, c)
		}
	}
	m.Listed = all[:n/2]
	t := &Trace{Map: m.Format(), Turns: turns}
	pm, err := ParseMap("trace map", t.Map)
	if err != nil {
		return nil, err
	}
	rules := ClassicRules()
	rules.Turns = turns
	s := NewState(pm, rules)
	var moves [2]Move
	haveMoves := false
	for {
		line, err := tr.next()
		if err != nil {
			return nil, err
		}
		f := strings.Fields(line)
		switch f[0] {
		case "end":
			if s.Turn != turns {
				return nil, tr.errf("trace ends after %d of %d turns", s.Turn, turns)
			}
			t.Scores = [2]int64{s.Runners[0].Score, s.Runners[1].Score}
			return t, nil
		case "snapshot":
			if len(f) < 2 {
				return nil, tr.errf("snapshot without a time")
			}
			at, err := strconv.ParseFloat(f[1], 64)
			if err != nil {
				return nil, tr.errf("bad snapshot time %q", f[1])
			}
			st, err := tr.state(n, 100)
			if err != nil {
				return nil, err
			}
			want := int(at)
			if want != s.Turn+1 && !(want == 0 && s.Turn == 0 && !haveMoves) {
				return nil, tr.errf("snapshot %d out of order (engine at turn %d)", want, s.Turn)
			}
			if haveMoves {
				s.Apply(moves)
				t.Actions = append(t.Actions, []string{moves[0].String(), moves[1].String()})
				haveMoves = false
			}
			if err := compareTrace(s, st); err != nil {
				return nil, &sim.MismatchError{Err: fmt.Errorf("trace: line %d: state after turn %d differs: %v", tr.line, s.Turn-1, err)}
			}
		case "runnerMoveReport":
			var mv [2]Move
			for p := 0; p < 2; p++ {
				w, err := tr.next()
				if err != nil {
					return nil, err
				}
				a, err := Codec{}.Decode(sim.PlayerID(p), []byte(w))
				if err != nil {
					return nil, tr.errf("%v", err)
				}
				mv[p] = a.(Move)
				if _, err := tr.next(); err != nil { // true|false
					return nil, err
				}
			}
			moves, haveMoves = mv, true
		case "enemyMoveReport":
			for i := 0; i < 2*n; i++ {
				if _, err := tr.next(); err != nil {
					return nil, err
				}
			}
		case "step":
			if _, err := tr.state(n, 100); err != nil {
				return nil, err
			}
		default:
			if !strings.HasPrefix(f[0], "on") {
				return nil, tr.errf("unknown record %q", f[0])
			}
		}
	}
}

// compareTrace names the first difference between s and a recorded state.
func compareTrace(s *State, st *traceState) error {
	for r := 0; r < Rows; r++ {
		for c := 0; c < Cols; c++ {
			if got, want := s.At(r, c), Cell(st.cells[r][c]); got != want {
				return fmt.Errorf("cell (%d,%d) is %q, trace has %q", r, c, got, want)
			}
		}
	}
	for p := 0; p < 2; p++ {
		ru := &s.Runners[p]
		r, c := ru.Row, ru.Col
		if !ru.Alive {
			r, c = -1, -1
		}
		w := st.runners[p]
		if r != w[0] || c != w[1] {
			return fmt.Errorf("runner %d at (%d,%d), trace has (%d,%d)", p, r, c, w[0], w[1])
		}
		if ru.Score != int64(w[2]) {
			return fmt.Errorf("runner %d score %d, trace has %d", p, ru.Score, w[2])
		}
		if ru.Cooldown != w[3] {
			return fmt.Errorf("runner %d cooldown %d, trace has %d", p, ru.Cooldown, w[3])
		}
	}
	for i := range s.Enemies {
		e := &s.Enemies[i]
		r, c := e.Row, e.Col
		if !e.Alive {
			r, c = -1, -1
		}
		w := st.enemies[i]
		if r != w[0] || c != w[1] || e.Master != w[2] {
			return fmt.Errorf("enemy %d at (%d,%d) master %d, trace has (%d,%d) master %d", i, r, c, e.Master, w[0], w[1], w[2])
		}
	}
	return nil
}
