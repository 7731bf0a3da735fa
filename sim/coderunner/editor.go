package coderunner

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"arena/sim"
)

// EditsAt lists the edits for the cell under world point (x, y), where
// x is the column and y the row (1 unit = 1 cell).
func (s *State) EditsAt(x, y float64) []sim.EditOption {
	c, r := int(math.Floor(x)), int(math.Floor(y))
	if r < 0 || r >= Rows || c < 0 || c >= Cols {
		return nil
	}
	var out []sim.EditOption
	add := func(label, text string) { out = append(out, sim.EditOption{Label: label, Text: text}) }
	if s.At(r, c) != Brick {
		add("Move red runner here", fmt.Sprintf("runner 0 %d %d", r, c))
		add("Move blue runner here", fmt.Sprintf("runner 1 %d %d", r, c))
		for i := range s.Enemies {
			add(fmt.Sprintf("Move enemy %d here", i), fmt.Sprintf("enemy %d %d %d", i, r, c))
		}
	}
	for _, o := range []struct {
		cell  Cell
		label string
	}{{Empty, "Make empty"}, {Brick, "Make brick"}, {Ladder, "Make ladder"}, {Gold, "Place gold"}, {Removed, "Dig a hole"}} {
		// A hole is a dug brick and closes back into one (rule text
		// "Brick Destruction"), so digging is offered on bricks only: on
		// any other cell it would make a brick 25 turns later.
		if o.cell == Removed && s.At(r, c) != Brick {
			continue
		}
		if s.At(r, c) != o.cell {
			add(o.label, fmt.Sprintf("cell %d %d %c", r, c, o.cell))
		}
	}
	return out
}

// ApplyEdit applies one edit in the grammar documented in doc.go:
//
//	runner P ROW COL     move runner P (0 red, 1 blue) there, alive
//	enemy I ROW COL      move enemy I there, alive, with an empty stack
//	cell ROW COL C       set the cell to C, one of . = H * -
//	gold ROW COL         the same as "cell ROW COL *"
func (s *State) ApplyEdit(text string) error {
	f := strings.Fields(text)
	bad := func(format string, a ...any) error {
		return fmt.Errorf("coderunner: edit %q: %s", text, fmt.Sprintf(format, a...))
	}
	if len(f) == 0 {
		return bad("empty edit")
	}
	num := func(i int) (int, bool) {
		if i >= len(f) {
			return 0, false
		}
		n, err := strconv.Atoi(f[i])
		return n, err == nil
	}
	cellArgs := func(i int) (int, int, error) {
		r, ok1 := num(i)
		c, ok2 := num(i + 1)
		if !ok1 || !ok2 || r < 0 || r >= Rows || c < 0 || c >= Cols {
			return 0, 0, bad("want a cell ROW COL inside the %dx%d map", Rows, Cols)
		}
		return r, c, nil
	}
	switch f[0] {
	case "runner", "enemy":
		if len(f) != 4 {
			return bad("want %q ID ROW COL", f[0])
		}
		i, ok := num(1)
		r, c, err := cellArgs(2)
		if err != nil {
			return err
		}
		if s.At(r, c) == Brick {
			return bad("cell (%d,%d) is Brick", r, c)
		}
		if f[0] == "runner" {
			if !ok || i < 0 || i > 1 {
				return bad("runner must be 0 or 1")
			}
			ru := &s.Runners[i]
			ru.Row, ru.Col, ru.Alive = r, c, true
			s.dropTimers(func(t Timer) bool { return t.Kind == RespawnRunner && t.Index == i })
			return nil
		}
		if !ok || i < 0 || i >= len(s.Enemies) {
			return bad("no enemy %s (there are %d)", f[1], len(s.Enemies))
		}
		e := &s.Enemies[i]
		e.Row, e.Col, e.Alive = r, c, true
		e.Stack = e.Stack[:0]
		s.dropTimers(func(t Timer) bool { return t.Kind == RespawnEnemy && t.Index == i })
		return nil
	case "cell", "gold":
		want := 4
		if f[0] == "gold" {
			want = 3
		}
		if len(f) != want {
			return bad("want \"cell ROW COL C\" or \"gold ROW COL\"")
		}
		r, c, err := cellArgs(1)
		if err != nil {
			return err
		}
		v := Gold
		if f[0] == "cell" {
			if len(f[3]) != 1 || !strings.Contains(".=H*-", f[3]) {
				return bad("cell value must be one of . = H * -")
			}
			v = Cell(f[3][0])
		}
		s.dropTimers(func(t Timer) bool {
			return (t.Kind == RestoreBrick || t.Kind == RespawnGold) && t.Row == r && t.Col == c
		})
		s.set(r, c, v)
		if v == Removed {
			// A hole made by hand closes like a dug one, credited to nobody.
			s.Timers = append(s.Timers, Timer{At: s.Turn + s.Rules.BrickRestore - 1, Kind: RestoreBrick, Row: r, Col: c})
		}
		return nil
	}
	return bad("unknown edit %q (want runner, enemy, cell or gold)", f[0])
}

func (s *State) dropTimers(drop func(Timer) bool) {
	keep := s.Timers[:0]
	for _, t := range s.Timers {
		if !drop(t) {
			keep = append(keep, t)
		}
	}
	s.Timers = keep
}
