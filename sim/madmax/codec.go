package madmax

import (
	"bytes"
	"fmt"
	"strconv"

	"arena/sim"
)

// Codec is the line protocol for process bots (doc.go, "Bot protocol").
type Codec struct{}

// Hello is the first message: the protocol line, the player's id and the
// parameters, one "key value" line each, then "end".
func (Codec) Hello(st sim.State, p sim.PlayerID) []byte {
	s := st.(*State)
	b := []byte("madmax 1\nme ")
	b = strconv.AppendInt(b, int64(p), 10)
	b = append(b, '\n')
	b = append(b, "seed "...)
	b = strconv.AppendInt(b, int64(s.Seed), 10)
	b = append(b, '\n')
	settings := appendSettings(nil, s)
	// Reuse the .res settings lines after "seed" and before "names".
	lines := bytes.Split(settings, []byte("\n"))
	for _, l := range lines[3:] {
		if bytes.HasPrefix(l, []byte("names")) {
			break
		}
		b = append(b, bytes.ReplaceAll(l, []byte("\t"), []byte(" "))...)
		b = append(b, '\n')
	}
	b = append(b, "names"...)
	for _, n := range s.Names {
		b = append(b, ' ')
		b = append(b, n...)
	}
	return append(b, "\nend\n"...)
}

// Observe sends the round's whole board, as the original Board API shows it
// to a player before play(): round, window start, scores, statuses, the
// universe rows, cars and missiles, then "end".
func (Codec) Observe(st sim.State, p sim.PlayerID, evs []sim.Event) []byte {
	s := st.(*State)
	if s.Over() {
		return nil
	}
	b := make([]byte, 0, 64+s.Params.Rows*(s.Params.Cols+4)+len(s.Cars)*24+len(s.Miss)*16)
	b = append(b, "round "...)
	b = strconv.AppendInt(b, int64(s.Round), 10)
	b = append(b, "\nwindow "...)
	b = strconv.AppendInt(b, int64(s.WindowStart()), 10)
	b = append(b, "\nscores"...)
	for _, v := range s.Score {
		b = append(b, ' ')
		b = strconv.AppendInt(b, int64(v), 10)
	}
	b = append(b, "\nstatus"...)
	for _, v := range s.Status {
		b = append(b, ' ')
		b = appendStatus(b, v)
	}
	b = append(b, '\n')
	for i := 0; i < s.Params.Rows; i++ {
		b = append(b, "row "...)
		for _, c := range s.Cells[i*s.Params.Cols : (i+1)*s.Params.Cols] {
			b = append(b, c.Kind.Char())
		}
		b = append(b, '\n')
	}
	for _, c := range s.Cars {
		b = fmt.Appendf(b, "car %d %d %d %d %d %d %d\n", c.ID, c.Row, c.Col, c.Missiles, c.Gas, btoi(c.Alive), c.Time)
	}
	for _, m := range s.Miss {
		b = fmt.Appendf(b, "missile %d %d %d %d\n", m.ID, m.Car, m.Row, m.Col)
	}
	return append(b, "end\n"...)
}

// End is the message that closes the game (doc.go, "Bot protocol"): "over",
// the final scores, then "end"; a bot is expected to exit after it.
func (Codec) End(st sim.State, p sim.PlayerID) []byte {
	s := st.(*State)
	b := []byte("over\nscores")
	for _, v := range s.Score {
		b = append(b, ' ')
		b = strconv.AppendInt(b, int64(v), 10)
	}
	return append(b, "\nend\n"...)
}

var _ sim.Ender = Codec{}

func btoi(v bool) int {
	if v {
		return 1
	}
	return 0
}

// Framing: a reply is any number of instruction lines ended by "end".
func (Codec) Framing() sim.Framing { return sim.Framing{Until: "end"} }

// Decode reads a reply: one instruction a line ("CAR m DR DC" or "CAR s"),
// blank lines ignored, an optional final "end". A second instruction for
// the same car is dropped, as the original's player API drops it.
func (Codec) Decode(p sim.PlayerID, reply []byte) (sim.Action, error) {
	o := &Orders{}
	for _, line := range bytes.Split(reply, []byte("\n")) {
		l := string(bytes.TrimSpace(line))
		if l == "" {
			continue
		}
		if l == "end" {
			break
		}
		in, err := ParseInstr(l)
		if err != nil {
			return nil, err
		}
		o.Add(in)
	}
	return o, nil
}
