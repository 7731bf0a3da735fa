package main

import (
	"flag"
	"fmt"
	"io"

	"arena/sim"
	"arena/sim/replay"
)

// cmdReplayTurn prints what one bot received on one turn of a recorded
// match (its "wire" lines): the game's start message, when it has one,
// then that turn's state, so that `python3 bot.py < turn.txt` replays the
// turn in a fresh process. --explain prints the protocol inspector's
// whole report instead.
func cmdReplayTurn(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("replay-turn", flag.ContinueOnError)
	tick := fs.Int("tick", -1, "the tick of the turn")
	seat := fs.Int("seat", 0, "the seat, from 1")
	explain := fs.Bool("explain", false, "print the inspector's report (sent, reply, decoding, stderr, time, status) instead of the input")
	pos, err := parse(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return badArgs("replay-turn: want exactly one replay file, got %d arguments", len(pos))
	}
	if *tick < 0 {
		return badArgs("replay-turn: --tick is required (0 or more)")
	}
	rp, err := replay.Open(pos[0])
	if err != nil {
		return badArgs("replay-turn: %v", err)
	}
	n := len(rp.Header.Players)
	if *seat < 1 || *seat > n {
		return badArgs("replay-turn: --seat %d: %s has seats 1 to %d", *seat, pos[0], n)
	}
	if len(rp.Wires) == 0 {
		return badArgs("replay-turn: %s has no wire records (recorded without them, or before arena kept them; play it again with `arenactl run --replay`)", pos[0])
	}
	p := sim.PlayerID(*seat - 1)
	w, hello := rp.WireAt(*tick, p)
	if w == nil {
		first, last, ok := wireRange(rp, p)
		if !ok {
			return badArgs("replay-turn: %s: seat %d (%s) has no recorded turns", pos[0], *seat, rp.Header.Players[p].Agent)
		}
		return badArgs("replay-turn: %s: seat %d was not asked on tick %d (its recorded turns run from tick %d to %d)%s",
			pos[0], *seat, *tick, first, last, cutNote(rp))
	}
	if *explain {
		_, err = io.WriteString(stdout, replay.Report(w, hello, rp.Header.Players[p].Name))
		return err
	}
	if w.Sent == nil && hello == nil {
		return badArgs("replay-turn: %s: seat %d (%s) was sent nothing on tick %d (a built-in reads the state in memory); --explain shows the turn",
			pos[0], *seat, rp.Header.Players[p].Agent, *tick)
	}
	_, err = stdout.Write(replay.Input(w, hello))
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
