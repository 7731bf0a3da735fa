package worms

import (
	"strconv"
	"strings"

	"arena/sim"
)

// Codec is the rule text's bot protocol ("Game Input"), used by both
// rulesets. It has no end message (neither the rule text nor the original
// runner sends one): at the end of the game the bot's stdin is closed. The
// original runner's file-based protocol (reference §3.1) is the entelect:
// transport's (ai/entelect), which writes EntelectState's files and hands
// its bot's command to this codec's Decode.
//
// Classic (Game.CodecFor("classic")) reads replies as the original engine
// did (ParseClassicCommand); the rule text's codec reads them strictly
// (ParseCommand).
type Codec struct {
	Classic bool
}

var _ sim.Codec = Codec{}

// Hello is the initialization input: one line with the player's id (0 or 1).
func (Codec) Hello(st sim.State, p sim.PlayerID) []byte {
	return []byte(strconv.Itoa(int(p)) + "\n")
}

// Observe is one turn's input for player p, exactly as the rule text lists
// it: roundNum; mapSize; mapSize map rows ('0'/'1' a worm of that player,
// '.' air, '#' dirt, 'X' deep space); numOfPlayers and "playerId score
// nextWormId" lines (score is the total score); numOfWorms and "wormId
// ownerId health x y digRange moveRange weaponDamage weaponRange" lines;
// numOfPotions and "potionId health strength x y" lines. Every player sees
// the whole state (the game has no hidden information); the hello line told
// it which id is its own. It is nil once p owes no command.
func (Codec) Observe(st sim.State, p sim.PlayerID, _ []sim.Event) []byte {
	s, ok := st.(*State)
	if !ok || s.Over || int(p) < 0 || int(p) >= Players || s.Status[p] != sim.Active {
		return nil
	}
	return AppendInput(nil, s)
}

// AppendInput appends the rule text's per-turn input for s to b.
func AppendInput(b []byte, s *State) []byte {
	nl := func() { b = append(b, '\n') }
	num := func(v int) { b = strconv.AppendInt(b, int64(v), 10) }
	sp := func() { b = append(b, ' ') }
	num(s.Round)
	nl()
	num(s.Size)
	nl()
	row := make([]byte, s.Size)
	for y := 0; y < s.Size; y++ {
		for x := 0; x < s.Size; x++ {
			row[x] = s.Cells[y*s.Size+x].Char()
		}
		for _, w := range s.Worms {
			if w.Y == y {
				row[w.X] = byte('0' + w.Player)
			}
		}
		b = append(b, row...)
		nl()
	}
	num(Players)
	nl()
	for p := 0; p < Players; p++ {
		num(p)
		sp()
		num(s.Total(p))
		sp()
		num(s.Active[p])
		nl()
	}
	num(len(s.Worms))
	nl()
	for _, w := range s.Worms {
		for i, v := range []int{w.ID, w.Player, w.HP, w.X, w.Y, s.Rules.DigRange, s.Rules.MoveRange, s.Rules.WeaponDamage, s.Rules.WeaponRange} {
			if i > 0 {
				sp()
			}
			num(v)
		}
		nl()
	}
	num(len(s.Packs))
	nl()
	for _, pk := range s.Packs {
		num(pk.ID)
		b = append(b, " health "...)
		num(s.Rules.PackHeal)
		sp()
		num(pk.X)
		sp()
		num(pk.Y)
		nl()
	}
	return b
}

// Framing: a reply is one line.
func (Codec) Framing() sim.Framing { return sim.Framing{Lines: 1} }

// Decode reads one reply line. Under the rule text it reads it strictly
// (see ParseCommand), and an error makes the reply INVALID, which loses.
// Surrounding whitespace (a trailing space, a CRLF line end from a bot
// written on Windows) is not what the rule text calls invalid, so it is
// trimmed first; inside the line the format stays strict.
//
// Under classic it reads it as the original engine's parser did
// (ParseClassicCommand): "MOVE 1 1" and "shoot ul" are commands, and
// nothing is trimmed, so "shoot N " is the original's invalid command
// (INVALID here, which classic plays as "No Command": -4 and one more
// toward the 13-round streak, as the original's InvalidCommand). The line
// break is the transport's: it is never part of the reply.
func (c Codec) Decode(p sim.PlayerID, reply []byte) (sim.Action, error) {
	if c.Classic {
		cmd, err := ParseClassicCommand(string(reply))
		if err != nil {
			return nil, err
		}
		return cmd, nil
	}
	cmd, err := ParseCommand(strings.Trim(string(reply), " \t\r\n"))
	if err != nil {
		return nil, err
	}
	return cmd, nil
}
