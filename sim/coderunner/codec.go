package coderunner

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"

	"arena/sim"
)

// Codec speaks the original protocol (reference §3), so a program written
// for the 2013 competition plays unmodified over stdin and stdout.
type Codec struct{}

var _ sim.Codec = Codec{}

// Framing: the reply is one move word. The original reads words, not lines
// (reference §3: "tokens separated by whitespace"), so blank lines before a
// move are skipped and "LEFT RIGHT" on one line answers two turns.
func (Codec) Framing() sim.Framing { return sim.Framing{Words: 1} }

// End is the lone "-1" the original writes after the last turn (reference
// §3), after which a bot is expected to exit.
func (Codec) End(sim.State, sim.PlayerID) []byte { return []byte("-1\n") }

var _ sim.Ender = Codec{}

// enemyOrder is the enemy list as player p sees it: blue sees it reversed,
// so its entry i is the mirror image of red's entry i (reference §3).
func enemyOrder(n int, p sim.PlayerID, i int) int {
	if p == 1 {
		return n - 1 - i
	}
	return i
}

func writeCells(b *bytes.Buffer, s *State) {
	for r := 0; r < Rows; r++ {
		for c := 0; c < Cols; c++ {
			b.WriteByte(byte(s.Cells[r*Cols+c]))
		}
		b.WriteByte('\n')
	}
}

// Hello is the initial description: the turn count, the map, my spawn, the
// opponent's spawn and every enemy's spawn and program.
func (Codec) Hello(st sim.State, p sim.PlayerID) []byte {
	s := st.(*State)
	var b bytes.Buffer
	fmt.Fprintf(&b, "%d\n", s.Rules.Turns)
	writeCells(&b, s)
	me, opp := &s.Runners[p], &s.Runners[1-p]
	fmt.Fprintf(&b, "%d %d\n%d %d\n%d\n", me.SpawnRow, me.SpawnCol, opp.SpawnRow, opp.SpawnCol, len(s.Enemies))
	for i := range s.Enemies {
		e := &s.Enemies[enemyOrder(len(s.Enemies), p, i)]
		fmt.Fprintf(&b, "%d %d %s\n", e.SpawnRow, e.SpawnCol, MapEnemy{Program: e.Program}.ProgramText())
	}
	return b.Bytes()
}

// Observe is the state of the coming turn from p's side: the turn number,
// the cells, me and the opponent (row, col, score, cooldown; -1 -1 while
// dead), and each enemy (row, col, master: 0 me, 1 opponent, -1 none).
// After the last turn it is the lone "-1".
func (Codec) Observe(st sim.State, p sim.PlayerID, _ []sim.Event) []byte {
	s := st.(*State)
	if s.Over() {
		return []byte("-1\n")
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, "%d\n", s.Turn)
	writeCells(&b, s)
	for _, q := range []int{int(p), 1 - int(p)} {
		ru := &s.Runners[q]
		r, c := ru.Row, ru.Col
		if !ru.Alive {
			r, c = -1, -1
		}
		fmt.Fprintf(&b, "%d %d %d %d\n", r, c, ru.Score, ru.Cooldown)
	}
	for i := range s.Enemies {
		e := &s.Enemies[enemyOrder(len(s.Enemies), p, i)]
		r, c := e.Row, e.Col
		if !e.Alive {
			r, c = -1, -1
		}
		m := e.Master
		if m >= 0 && p == 1 {
			m = 1 - m
		}
		fmt.Fprintf(&b, "%d %d %d\n", r, c, m)
	}
	return b.Bytes()
}

// Decode reads one move word. Like the original, "null", DIG_TOP and
// DIG_BOTTOM mean NONE; anything else unknown is rejected, which the
// runner records as a fault and plays as NONE (the original's rule).
func (Codec) Decode(p sim.PlayerID, reply []byte) (sim.Action, error) {
	f := strings.Fields(string(reply))
	if len(f) == 0 {
		return nil, fmt.Errorf("empty reply (want a move word)")
	}
	if len(f) > 1 {
		return nil, fmt.Errorf("cannot parse %s: want one move word", strconv.Quote(truncate(string(reply))))
	}
	switch f[0] {
	case "null", "DIG_TOP", "DIG_BOTTOM":
		return None, nil
	}
	m, err := ParseMove(f[0])
	if err != nil {
		return nil, fmt.Errorf("cannot parse %s", strconv.Quote(truncate(f[0])))
	}
	return m, nil
}

func truncate(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}
