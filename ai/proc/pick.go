package proc

import (
	"fmt"
	"time"

	"arena/ai"
	"arena/sim"
)

// askPick reads the reply of a turn whose state has been written, under
// Options.Pick: lines are offered to Pick until it takes one or the
// deadline passes; then the lines that have already arrived are offered
// too, and the last one taken is the reply. Nothing is ever owed, so a bot
// that misses a turn is sent the next state at once (the Entelect runner
// wrote every round's state, whatever the bot was doing).
func (a *Agent) askPick(rd *reader, limit time.Duration, written time.Time) (ai.Reply, error) {
	var reply []byte
	taken := false
	take := func(l []byte) {
		if r, ok := a.opt.Pick(l); ok {
			reply, taken = append(reply[:0], r...), true
		}
	}
	for !taken {
		l, st := rd.line(true)
		switch st {
		case gotUnit:
			take(l)
		case gotLong:
			// An overlong line is dropped like any line Pick refuses.
		case gotEOF:
			return ai.Reply{}, a.crashed("closed stdout")
		case gotExit:
			return ai.Reply{}, a.crashed("")
		case gotCancel:
			return ai.Reply{}, &ai.Fault{Status: sim.Timeout, Reason: "match cancelled"}
		case gotTimeout:
			return ai.Reply{}, &ai.Fault{Status: sim.Timeout, Reason: fmt.Sprintf(
				"no reply within %v (waited %v)", roundMS(limit), roundMS(time.Since(written)))}
		}
	}
	for {
		l, st := rd.line(false)
		if st == gotUnit {
			take(l)
			continue
		}
		if st != gotLong {
			break
		}
	}
	if reply == nil {
		reply = []byte{} // taken, empty: the codec judges it
	}
	return ai.Reply{Raw: reply}, nil
}
