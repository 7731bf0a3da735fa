package main

import (
	"fmt"
	"io"

	"github.com/spf13/pflag"

	"arena/sim"
	"arena/sim/replay"
)

// replayTurnCmd prints what one bot received on one turn of a recorded
// match (its "wire" lines): the game's start message, when it has one,
// then that turn's state, so that `python3 bot.py < turn.txt` replays the
// turn in a fresh process. --explain prints the protocol inspector's
// whole report instead.
type replayTurnCmd struct {
	tick, seat int
	explain    bool
}

func (c *replayTurnCmd) flags(fs *pflag.FlagSet) {
	fs.IntVar(&c.tick, "tick", -1, "the tick `T` of the turn")
	fs.IntVar(&c.seat, "seat", 0, "the seat `P`, from 1")
	fs.BoolVar(&c.explain, "explain", false, "print the inspector's report (sent, reply, decoding, stderr, time, status) instead of the input")
	required(fs, "tick", "seat")
}

func (c *replayTurnCmd) run(std stdio, pos []string) error {
	var err error
	if len(pos) != 1 {
		return badArgs("replay-turn: want exactly one replay file, got %d arguments", len(pos))
	}
	if c.tick < 0 {
		return badArgs("replay-turn: --tick is required (0 or more)")
	}
	rp, err := replay.Open(pos[0])
	if err != nil {
		return badArgs("replay-turn: %v", err)
	}
	n := len(rp.Header.Players)
	if c.seat < 1 || c.seat > n {
		return badArgs("replay-turn: --seat %d: %s has seats 1 to %d", c.seat, pos[0], n)
	}
	if len(rp.Wires) == 0 {
		return badArgs("replay-turn: %s has no wire records (recorded without them, or before arena kept them; play it again with `arenactl run --replay`)", pos[0])
	}
	p := sim.PlayerID(c.seat - 1)
	w, hello := rp.WireAt(c.tick, p)
	if w == nil {
		first, last, ok := wireRange(rp, p)
		if !ok {
			return badArgs("replay-turn: %s: seat %d (%s) has no recorded turns", pos[0], c.seat, rp.Header.Players[p].Agent)
		}
		return badArgs("replay-turn: %s: seat %d was not asked on tick %d (its recorded turns run from tick %d to %d)%s",
			pos[0], c.seat, c.tick, first, last, cutNote(rp))
	}
	if c.explain {
		_, err = io.WriteString(std.out, replay.Report(w, hello, rp.Header.Players[p].Name))
		return err
	}
	if w.Sent == nil && hello == nil {
		return badArgs("replay-turn: %s: seat %d (%s) was sent nothing on tick %d (a built-in reads the state in memory); --explain shows the turn",
			pos[0], c.seat, rp.Header.Players[p].Agent, c.tick)
	}
	_, err = std.out.Write(replay.Input(w, hello))
	return err
}

// wireRange is the first and last tick seat p has a turn recorded on.
func wireRange(rp *replay.Replay, p sim.PlayerID) (first, last int, ok bool) {
	for _, w := range rp.Wires {
		if w.P != p || w.Hello != nil {
			continue
		}
		if !ok {
			first = w.T
		}
		last, ok = w.T, true
	}
	return first, last, ok
}

// cutNote says when the match stopped recording wire lines at its cap.
func cutNote(rp *replay.Replay) string {
	for _, w := range rp.Wires {
		for _, c := range w.Cut {
			if c == "game" {
				return fmt.Sprintf("; recording stopped at tick %d, when the match reached %d MiB of wire records", w.T, replay.WireGameCap>>20)
			}
		}
	}
	return ""
}
