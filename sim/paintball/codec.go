package paintball

import (
	"errors"
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

// Framing: four command lines, one per child (reference §2); blank lines
// are not command lines.
func (Codec) Framing() sim.Framing { return sim.Framing{Lines: PerTeam} }

// End is the turn number -1 that ends the game (reference §1.1: players
// loop while the turn number is >= 0).
func (Codec) End(sim.State, sim.PlayerID) []byte { return []byte("-1\n") }

var _ sim.Ender = Codec{}

// TournamentArgs is what a bot's main gets in tournament mode: the single
// argument "tournament" (Rules §3.3; practice mode passes none).
func (Codec) TournamentArgs() []string { return []string{"tournament"} }

// viewChild is the child shown on line j of team's lists, and commanded by
// line j of its reply: Blue's children are listed in reverse, so that its
// child on line j starts where Red's child j does, mirrored, and Blue's
// view is the exact mirror of Red's (Rules §3.2, "no difference in what
// color you are assigned"; reference §1.2 row 14). The opponent's list is
// reversed the same way.
func viewChild(team, j int) int {
	if team == 1 {
		return PerTeam - 1 - j
	}
	return j
}

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
		for j := range PerTeam {
			k := s.Kids[t*PerTeam+viewChild(team, j)]
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
// §5.3 command in the player's own coordinates; line j commands the child
// on line j of its input (viewChild). Blank lines and surrounding
// whitespace (CRLF) are skipped. A malformed line idles only its child
// (Rules §5.3.1: "the child remains idle"): the action is returned with
// that child idle together with the error, which the runner records as
// INVALID. Missing lines idle their children the same way; more than four
// lines is an error for the whole reply. Well-formed commands the rules
// forbid are canceled by the engine instead.
func (Codec) Decode(p sim.PlayerID, reply []byte) (sim.Action, error) {
	var a Action // zero Commands are idle
	var errs []string
	n := 0
	for ln, line := range strings.Split(string(reply), "\n") {
		if strings.TrimSpace(line) == "" {
			continue
		}
		if n == PerTeam {
			return nil, fmt.Errorf("line %d: more than %d commands", ln+1, PerTeam)
		}
		child := viewChild(int(p), n)
		n++
		c, err := ParseCommand(line)
		if err != nil {
			errs = append(errs, fmt.Sprintf("line %d (child %d idles): %v", ln+1, n-1, err))
			continue
		}
		if p == 1 {
			c = c.Mirror()
		}
		a[child] = c
	}
	if n != PerTeam {
		errs = append(errs, fmt.Sprintf("%d commands, want %d (one line per child; the others idle)", n, PerTeam))
	}
	if len(errs) > 0 {
		return a, errors.New(strings.Join(errs, "; "))
	}
	return a, nil
}
