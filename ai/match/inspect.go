package match

import (
	"bytes"
	"fmt"
	"strconv"
	"sync"

	"arena/ai"
	"arena/sim"
	"arena/sim/debugdraw"
	"arena/sim/replay"
)

// drawErrors is how many unparsable #arena lines a draw line quotes.
const drawErrors = 8

// inspector writes the replay's "wire" and "draw" lines (Options.Inspect):
// the protocol inspector's record of every turn and the bots' debug
// drawing, and keeps them for Runner.Inspected. A runner without one (the
// default, and every tournament) pays one nil check per turn; everything
// here runs only when recording.
type inspector struct {
	w        *replay.Writer // nil: the lines are only kept (Options.Viewer)
	framing  string
	wireUsed int  // bytes of wire lines written, against replay.WireGameCap
	wireFull bool // the cap was reached: no more wire lines
	shapes   int  // shapes written, against replay.DrawGameCap
	drawFull bool

	// mu guards wires and draws, the lines written so far, which a viewer
	// reads while the match plays (Runner.Inspected).
	mu    sync.Mutex
	wires []replay.Wire
	draws []replay.Draw
}

func newInspector(w *replay.Writer, c sim.Codec) *inspector {
	in := &inspector{w: w}
	if c != nil {
		in.framing = describeFraming(c.Framing())
	}
	return in
}

// describeFraming says in words where a reply ends.
func describeFraming(f sim.Framing) string {
	switch {
	case f.XML:
		return "one length-prefixed XML document"
	case f.Words > 0:
		return strconv.Itoa(f.Words) + " whitespace-separated words, across lines"
	case f.Lines > 1:
		return strconv.Itoa(f.Lines) + " non-blank lines"
	case f.Until != "":
		return fmt.Sprintf("lines up to a line %q", f.Until)
	}
	return "1 line"
}

// capBytes cuts b to replay.WireTurnCap, noting the field in cut.
func capBytes(b []byte, field string, cut *[]string) []byte {
	if len(b) <= replay.WireTurnCap {
		return b
	}
	*cut = append(*cut, field)
	return b[:replay.WireTurnCap]
}

// put writes one wire line unless the match's wire budget is spent; the
// line that spends it is marked so a reader knows the rest is missing.
func (in *inspector) put(l replay.Wire) {
	if in.wireFull {
		return
	}
	l.Hello = capBytes(l.Hello, "hello", &l.Cut)
	l.Sent = capBytes(l.Sent, "sent", &l.Cut)
	l.Reply = capBytes(l.Reply, "reply", &l.Cut)
	l.Stderr = capBytes(l.Stderr, "stderr", &l.Cut)
	in.wireUsed += len(l.Hello) + len(l.Sent) + len(l.Reply) + len(l.Stderr) + len(l.Reason) + 64
	if in.wireUsed >= replay.WireGameCap {
		in.wireFull = true
		l.Cut = append(l.Cut, "game")
	}
	if in.w != nil {
		in.w.Wire(l)
	}
	in.mu.Lock()
	in.wires = append(in.wires, l)
	in.mu.Unlock()
}

// hello records the start message player p was sent on tick t.
func (in *inspector) hello(t, p int, hello []byte, err error) {
	if len(hello) == 0 && err == nil {
		return
	}
	l := replay.Wire{T: t, P: sim.PlayerID(p), Hello: append([]byte{}, hello...), Framing: in.framing}
	if err != nil {
		f := ai.AsFault(err)
		l.Status, l.Reason = f.Status, f.Reason
	}
	in.put(l)
}

// turn records one answered (or unanswered) turn of player i: t is what it
// was sent, a its answer, act the action it is left with, limit its
// deadline and faultsBefore its fault count before the answer was taken,
// so that a fault of this turn is told from an older one.
func (in *inspector) turn(tick, i int, t ai.Turn, a answer, act sim.Action, limit int64, pl *player, faultsBefore int) {
	sent := t.Wire
	if a.rep.Sent != nil {
		sent = a.rep.Sent // what the transport sent instead (ai/entelect)
	}
	l := replay.Wire{T: tick, P: sim.PlayerID(i), Sent: sent, Reply: a.rep.Raw, Replied: a.rep.Raw != nil,
		Framing: in.framing, Status: pl.status, Stderr: a.rep.Stderr, US: a.rep.Elapsed.Microseconds(), LimitMS: limit}
	if pl.builtin {
		// A built-in's time is the machine's, not the bot's doing: left
		// out, so that a replay of built-ins is the same byte for byte
		// whenever it is played (a fork, a scenario, a tournament).
		l.Framing, l.US = "built-in: the action is passed in memory", 0
	}
	switch {
	case act == nil:
	case pl.builtin && pl.faults == faultsBefore && pl.lastAct == nil && pl.lastReply != "":
		// take has just written it: a built-in's reply is its action.
		l.Decoded = pl.lastReply
	default:
		l.Decoded = act.String()
	}
	if pl.faults > faultsBefore {
		l.Reason = pl.reason
		if pl.status == sim.Active || pl.status == "" {
			l.Status = pl.lastFault
		}
	}
	if f, ok := a.err.(*ai.Fault); ok && f.Status == sim.Timeout && len(f.Reason) > 5 && f.Reason[:5] == "busy:" {
		l.Unsent = true
	}
	in.put(l)
}

// draw records player i's debug drawing for tick: the #arena lines in its
// stderr and, for a built-in that plans (ai.Planner), its canvas.
func (in *inspector) draw(tick, i int, stderr []byte, agent ai.Agent) {
	if in.drawFull {
		return
	}
	var shapes []debugdraw.Shape
	var errs []string
	dropped := 0
	if len(stderr) > 0 {
		shapes, errs, dropped = debugdraw.Scan(untag(stderr), replay.DrawTickCap)
	}
	if b, ok := agent.(*ai.Builtin); ok {
		if p, ok := b.Bot.(ai.Planner); ok {
			var c debugdraw.Canvas
			p.Plan(&c)
			for _, s := range c.Shapes {
				if len(shapes) < replay.DrawTickCap {
					shapes = append(shapes, s)
				} else {
					dropped++
				}
			}
		}
	}
	if len(shapes) == 0 && len(errs) == 0 {
		return
	}
	d := replay.Draw{T: tick, P: sim.PlayerID(i), Errors: errs, Dropped: dropped}
	if len(errs) > drawErrors {
		d.Errors = errs[:drawErrors]
	}
	for _, s := range shapes {
		d.Shapes = append(d.Shapes, s.String())
	}
	in.shapes += len(shapes)
	if in.shapes >= replay.DrawGameCap {
		in.drawFull, d.Cut = true, true
	}
	if in.w != nil {
		in.w.Draw(d)
	}
	in.mu.Lock()
	in.draws = append(in.draws, d)
	in.mu.Unlock()
}

// takeInspected is take for a recording runner: it also writes the turn's
// wire line and the player's drawing.
func (r *Runner) takeInspected(i, tick int, t ai.Turn, a *answer) sim.Action {
	pl := r.players[i]
	limit, before := r.limit(pl).Milliseconds(), pl.faults
	act := r.take(i, tick, a)
	r.insp.turn(tick, i, t, *a, act, limit, pl, before)
	if a.ok && a.err == nil {
		r.insp.draw(tick, i, a.rep.Stderr, pl.agent)
	} else if len(a.rep.Stderr) > 0 {
		r.insp.draw(tick, i, a.rep.Stderr, nil)
	}
	return act
}

// Inspected returns the wire and draw lines recorded so far (nil without
// Options.Inspect). The slices are shared and only ever appended to; the
// caller must not modify them. It may be called from any goroutine.
func (r *Runner) Inspected() (wires []replay.Wire, draws []replay.Draw) {
	if r.insp == nil {
		return nil, nil
	}
	r.insp.mu.Lock()
	defer r.insp.mu.Unlock()
	return r.insp.wires[:len(r.insp.wires):len(r.insp.wires)], r.insp.draws[:len(r.insp.draws):len(r.insp.draws)]
}

// relayTag starts each stderr line a TCP client's process wrote, as ai/tcp
// relays it into the seat's log among its own notes ("connection lost").
var relayTag = []byte("stderr: " + debugdraw.Prefix)

// untag drops relayTag's "stderr: " before drawing lines, so a
// Windwardopolis client draws exactly as a stdin/stdout bot does.
func untag(b []byte) []byte {
	if !bytes.Contains(b, relayTag) {
		return b
	}
	b = bytes.ReplaceAll(b, append([]byte("\n"), relayTag...), []byte("\n"+debugdraw.Prefix))
	if bytes.HasPrefix(b, relayTag) {
		b = b[len("stderr: "):]
	}
	return b
}
