package paintball

import (
	"fmt"
	"strconv"
	"strings"

	"arena/sim"
)

// Codec is the original wire format (Rules §5.6, reference §3), spoken
// player-centrically (Rules §3.2): each player sees itself as Red starting
// near (0,0), so Blue's view and replies are mapped by (x, y) → (30−x,
// 30−y), and its flags read R and the enemy's B.
type Codec struct{}

var _ sim.Codec = Codec{}

// Hello is nil: the first turn's input is the first message.
func (Codec) Hello(sim.State, sim.PlayerID) []byte { return nil }

// Framing: four command lines, one per child (reference §2).
func (Codec) Framing() sim.Framing { return sim.Framing{Lines: PerTeam} }

// Observe is player p's input for the coming turn (Rules §5.6.1): the turn
// number, "mine theirs" scores, 31 lines for x = 0…30 of 31 tokens for
// y = 0…30 ('*' where p cannot see), then p's four children and the
// opponent's four ('*' for one p cannot see). Once the game is over it is
// the single line "-1" (reference §1.1).
func (Codec) Observe(st sim.State, p sim.PlayerID, _ []sim.Event) []byte {
	s, ok := st.(*State)
	if !ok || p < 0 || p > 1 {
		return nil
	}
	if s.Over {
		return []byte("-1\n")
	}
	return AppendInput(nil, s, int(p), false)
}

// fieldVisible reports whether team's input shows space p: at turn 0 the
// whole initial field (Rules §5.6.1: "at turn zero, each player sees the
// initial state of the field"), later its visible spaces.
func fieldVisible(s *State, vis *[Size * Size]bool, p Point) bool {
	return s.Round == 0 || vis[Index(p.X, p.Y)]
}

// AppendInput appends team's input to b; all shows the whole field (the
// original engine's turns file, Rules §4.2).
func AppendInput(b []byte, s *State, team int, all bool) []byte {
	view := func(p Point) Point {
		if team == 1 {
			return p.Mirror()
		}
		return p
	}
	b = strconv.AppendInt(b, int64(s.Round), 10)
	b = append(b, '\n')
	b = strconv.AppendInt(b, s.Score[team], 10)
	b = append(b, ' ')
	b = strconv.AppendInt(b, s.Score[1-team], 10)
	b = append(b, '\n')
	vis := s.VisibleMask(team)
	for i := 0; i < Size; i++ {
		for j := 0; j < Size; j++ {
			if j > 0 {
				b = append(b, ' ')
			}
			p := view(Point{i, j})
			if !all && !fieldVisible(s, &vis, p) {
				b = append(b, '*')
				continue
			}
			c := s.At(p.X, p.Y)
			if team == 1 && (c.Kind == RedFlag || c.Kind == BlueFlag) {
				c.Kind = RedFlag + BlueFlag - c.Kind // the player's own flags read R
			}
			b = append(b, c.Token()...)
		}
		b = append(b, '\n')
	}
	for _, t := range [2]int{team, 1 - team} {
		for _, k := range s.Kids[t*PerTeam : (t+1)*PerTeam] {
			if t != team && !all && !vis[Index(k.X, k.Y)] {
				b = append(b, "*\n"...)
				continue
			}
			b = append(b, childLine(k, view(k.Pos()))...)
			b = append(b, '\n')
		}
	}
	return b
}

// Decode reads a player's four command lines (Rules §5.6.2), each a Rules
// §5.3 command in the player's own coordinates. Blank lines are skipped;
// anything but exactly four commands, or a malformed command, is an error
// (the runner then skips the move). Well-formed commands the rules forbid
// are canceled by the engine instead, and the child idles.
func (Codec) Decode(p sim.PlayerID, reply []byte) (sim.Action, error) {
	var a Action
	n := 0
	for ln, line := range strings.Split(string(reply), "\n") {
		if strings.TrimSpace(line) == "" {
			continue
		}
		if n == PerTeam {
			return nil, fmt.Errorf("line %d: more than %d commands", ln+1, PerTeam)
		}
		c, err := ParseCommand(line)
		if err != nil {
			return nil, fmt.Errorf("line %d (child %d): %v", ln+1, n, err)
		}
		if p == 1 {
			c = c.Mirror()
		}
		a[n] = c
		n++
	}
	if n != PerTeam {
		return nil, fmt.Errorf("%d commands, want %d (one line per child)", n, PerTeam)
	}
	return a, nil
}
