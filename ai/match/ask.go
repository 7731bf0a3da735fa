package match

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"arena/ai"
	"arena/sim"
	"arena/sim/replay"
)

func (r *Runner) grace() time.Duration {
	if r.opt.Grace > 0 {
		return r.opt.Grace
	}
	return time.Second
}

// selfTimed is an agent that times each reply itself from Turn.Limit,
// starting the clock once the state has been written (ai/proc); its
// context then only carries cancellation.
type selfTimed interface {
	SelfTimed() bool
}

// maxWaiter is a self-timed agent that may wait longer than the turn's
// limit for some messages (ai/tcp: a client's <ready>, up to 2 s, whatever
// the per-reply limit); the runner's guard leaves it that long.
type maxWaiter interface {
	MaxWait() time.Duration
}

// ender is an agent that can announce the end of the game (ai/proc).
type ender interface {
	End(msg []byte, grace time.Duration) bool
}

func (r *Runner) exitGrace() time.Duration {
	if r.opt.ExitGrace > 0 {
		return r.opt.ExitGrace
	}
	return time.Second
}

// endAll closes the agents of a finished match, announcing the end first.
func (r *Runner) endAll() { r.closeAgents(true) }

// endAgent sends player i the game's end message (sim.Ender; CodeRunner's
// and Paintball's turn -1), then gives the bot ExitGrace to exit by itself
// before its process group is killed.
func (r *Runner) endAgent(i int) {
	pl := r.players[i]
	e, ok := pl.agent.(ender)
	if !ok {
		pl.agent.Close()
		return
	}
	var msg []byte
	if c, ok := r.codec.(sim.Ender); ok {
		msg = c.End(r.state, sim.PlayerID(i))
	}
	e.End(msg, r.exitGrace())
}

// start starts every agent concurrently under the first-reply limit and
// sends each its hello.
func (r *Runner) start(ctx context.Context) {
	errs := make([]error, len(r.players))
	var wg sync.WaitGroup
	for i, pl := range r.players {
		if pl.builtin {
			// A built-in's Start returns at once: no goroutine for it.
			errs[i] = pl.agent.Start(ctx, nil)
			continue
		}
		hello := r.codec.Hello(r.state, sim.PlayerID(i))
		if pl.readsState {
			hello = nil // it reads the state itself, every turn (ai.StateReader)
		}
		wg.Go(func() {
			c, cancel := context.WithTimeout(ctx, r.limits.FirstReply)
			defer cancel()
			errs[i] = pl.agent.Start(c, hello)
		})
	}
	wg.Wait()
	for i, err := range errs {
		if pl := r.players[i]; r.insp != nil && !pl.builtin && (!pl.readsState || err != nil) {
			var hello []byte
			if !pl.readsState {
				hello = r.codec.Hello(r.state, sim.PlayerID(i))
			}
			r.insp.hello(r.state.Tick(), i, hello, err)
		}
		if err != nil {
			// No reply carries the bot's stderr here, and its last words
			// explain the failure: take them from the agent.
			if st, ok := r.players[i].agent.(ai.StderrTailer); ok {
				r.keepStderr(i, r.state.Tick(), 0, st.StderrTail())
			}
			f := ai.AsFault(err)
			r.fault(i, r.state.Tick(), 0, f.Status, f.Reason)
		}
	}
}

type answer struct {
	rep ai.Reply
	err error
	ok  bool // the agent returned at all
}

// askAll asks every pending player that can still answer, concurrently, and
// turns the answers into actions, recording faults in player order so that
// replays apply them in a fixed order. The actions slice and the scratch it
// uses are the Runner's, reused every tick: nothing keeps them past Step
// (sim.State.Step reads actions; the replay and the timeline copy them).
func (r *Runner) askAll(ctx context.Context, tick int) ([]sim.Action, error) {
	n := len(r.players)
	if len(r.actions) != n {
		r.actions, r.answers, r.turns = make([]sim.Action, n), make([]answer, n), make([]ai.Turn, n)
	}
	if r.allSync && r.insp == nil {
		return r.askBuiltins(ctx, tick)
	}
	// answers and turns are written and read at the asked seats only, and
	// set back to zero there at the end of the tick.
	actions, answers, turns := r.actions, r.answers, r.turns
	clear(actions)
	pending := r.state.Pending()
	asks := r.asks[:0]
	shared := false // a read-only built-in is given the live state
	for _, p := range pending {
		i := int(p)
		if i < 0 || i >= n || r.players[i].gone {
			continue
		}
		pl := r.players[i]
		t := &turns[i] // filled in place: a Turn is several words
		*t = ai.Turn{Tick: tick, Player: p, Inspect: r.insp != nil}
		if pl.readOnly {
			t.State, shared = r.state, true
		} else if pl.builtin {
			t.State = r.state.Clone()
		} else if t.Wire = r.codec.Observe(r.state, p, r.observed); t.Wire == nil {
			*t = ai.Turn{}
			continue // nothing due for this player this tick
		} else if pl.readsState {
			t.State = r.state.Clone()
		}
		asks = append(asks, i)
	}
	r.asks = asks
	clear(r.observed) // drop the events' details for the collector
	r.observed = r.observed[:0]
	if r.anyAsync {
		r.takeAsync(tick, asks, actions)
	}
	if len(asks) == 0 {
		return actions, nil
	}
	var away *awayAsks // agents asked on goroutines, if any
	if r.allSync {
		// Built-ins only: all asked below, on this goroutine.
	} else if i, ok := r.soleSelfTimed(asks); ok {
		// One process bot and built-ins: it is asked right here, first,
		// as it keeps its own deadline; no goroutine, channel or timer
		// is spent on the turn.
		pl := r.players[i]
		t := turns[i]
		t.Limit = r.limit(pl)
		rep, err := pl.agent.Ask(ctx, t)
		answers[i] = answer{rep: rep, err: err, ok: true}
	} else {
		for _, i := range asks {
			if !r.syncBuiltin(r.players[i]) {
				if away == nil {
					away = r.newAwayAsks(n)
				}
				away.ask(ctx, r, i, turns[i])
			}
		}
	}
	// Built-ins play on this goroutine meanwhile, with no wall-clock
	// deadline: a busy machine never decides a built-in's move, and no
	// goroutine, channel or timer is spent on it.
	for _, i := range asks {
		if r.syncBuiltin(r.players[i]) {
			r.actBuiltin(i, &turns[i], &answers[i])
		}
	}
	if away != nil {
		away.wait(answers)
	}
	for _, i := range asks {
		if a := &answers[i]; shared && (!a.ok || a.err != nil) && turns[i].State == r.state {
			// A read-only bot that did not answer (abandoned, timed out
			// or cancelled) may still be reading the live state: leave
			// that object to it and play on with a copy.
			r.state = r.state.Clone()
		}
		if r.insp == nil {
			turns[i] = ai.Turn{} // no clone or wire kept alive until the next tick
		}
	}
	if err := ctx.Err(); err != nil {
		for _, i := range asks {
			answers[i], turns[i] = answer{}, ai.Turn{}
		}
		return nil, err // cancelled: faults caused by the cancel are not the bots'
	}
	for _, i := range asks {
		if r.insp != nil {
			// The inspector records the turn's wire with its answer.
			actions[i] = r.takeInspected(i, tick, turns[i], &answers[i])
			turns[i] = ai.Turn{}
		} else {
			actions[i] = r.take(i, tick, &answers[i])
		}
		answers[i] = answer{}
	}
	return actions, nil
}

// askBuiltins is askAll for a match of built-ins asked on this goroutine,
// with nothing inspected: the whole tick in two passes. The pending
// players' bots act in seat order (actRun), then, once all have acted,
// the answers are taken in seat order, as askAll takes them.
func (r *Runner) askBuiltins(ctx context.Context, tick int) ([]sim.Action, error) {
	n := len(r.players)
	actions, answers := r.actions, r.answers
	clear(actions)
	asks := r.asks[:0]
	for _, p := range r.state.Pending() {
		if i := int(p); i >= 0 && i < n && !r.players[i].gone {
			asks = append(asks, i)
		}
	}
	r.asks = asks
	for k := 0; k < len(asks); {
		k = r.actRun(asks, k)
	}
	if err := ctx.Err(); err != nil {
		for _, i := range asks {
			answers[i] = answer{}
		}
		return nil, err // cancelled: faults caused by the cancel are not the bots'
	}
	for _, i := range asks {
		if a := &answers[i]; a.err == nil {
			actions[i] = r.takeAction(i, a.rep)
		} else {
			actions[i] = r.take(i, tick, a)
		}
		answers[i] = answer{}
	}
	return actions, nil
}

// takeAction is take for a built-in's answer without error (it returned:
// actRun; no raw reply, no stderr).
func (r *Runner) takeAction(i int, rep ai.Reply) sim.Action {
	pl := r.players[i]
	pl.asked = true
	pl.replyTime = rep.Elapsed
	act := rep.Action
	switch {
	case act != nil && r.opt.Headless:
		// Its text is made only if a frame shows it.
		if pl.lastReply != "" {
			pl.lastReply = ""
		}
		pl.lastAct = act
	case act != nil:
		pl.lastReply, pl.lastAct = act.String(), nil
	default:
		pl.lastAct = nil
	}
	pl.strikes, pl.status, pl.last = 0, sim.Active, act
	return act
}

// actRun is actBuiltin for the built-ins of seats asks[k:], in order, under
// one deferred recover instead of one each: each acts on the live state
// when it only reads it, else on a copy. A bot that panics has crashed
// (actBuiltin); the run stops after it and returns the index of the next
// seat, for the caller to go on from. Headless, no reply time is measured.
func (r *Runner) actRun(asks []int, k int) (next int) {
	var start time.Time
	acting := false // a panic outside a bot's Act is not the bot's
	defer func() {
		if !acting {
			return
		}
		p := recover()
		i := asks[next]
		a := &r.answers[i]
		if !r.opt.Headless {
			a.rep.Elapsed = time.Since(start)
		}
		a.ok, a.err = true, &ai.Fault{Status: sim.Crashed, Reason: fmt.Sprintf("panic: %v", p)}
		if r.players[i].readOnly {
			// It may still hold the live state (askAll): play on with a
			// copy.
			r.state = r.state.Clone()
		}
		next++
	}()
	for next = k; next < len(asks); next++ {
		i := asks[next]
		pl, a := r.players[i], &r.answers[i]
		st := r.state
		if !pl.readOnly {
			st = st.Clone()
		}
		if !r.opt.Headless {
			start = time.Now()
		}
		acting = true
		a.rep.Action = pl.bi.Bot.Act(st, sim.PlayerID(i))
		acting = false
		a.ok = true
		if !r.opt.Headless {
			a.rep.Elapsed = time.Since(start)
		}
	}
	return next
}

// soleSelfTimed returns the one asked agent that is not a built-in asked
// on the runner's goroutine, when there is exactly one and it times its
// replies itself (ai/proc): it returns by its own deadline, so it needs no
// goroutine of its own.
func (r *Runner) soleSelfTimed(asks []int) (int, bool) {
	found := -1
	for _, i := range asks {
		if r.syncBuiltin(r.players[i]) {
			continue
		}
		if found >= 0 {
			return -1, false
		}
		found = i
	}
	if found < 0 {
		return -1, false
	}
	st, ok := r.players[found].agent.(selfTimed)
	return found, ok && st.SelfTimed()
}

// awayAsks are the agents of one tick asked on goroutines of their own
// (process and network bots, strict built-ins). Each tick has its own:
// an abandoned agent's goroutine may still write its answer after the tick.
type awayAsks struct {
	done      chan int
	mu        sync.Mutex
	answers   []answer
	waitUntil map[int]time.Time
	start     time.Time
}

func (r *Runner) newAwayAsks(n int) *awayAsks {
	return &awayAsks{done: make(chan int, n), answers: make([]answer, n),
		waitUntil: make(map[int]time.Time, n), start: time.Now()}
}

// ask starts player i's Ask on a goroutine.
func (w *awayAsks) ask(ctx context.Context, r *Runner, i int, t ai.Turn) {
	pl := r.players[i]
	limit := r.limit(pl)
	t.Limit = limit
	// Agents return by their deadline, counted from when the state was
	// written; the guard only matters for one that does not, which is
	// then abandoned rather than allowed to hang us.
	guard := 2 * limit
	if mw, ok := pl.agent.(maxWaiter); ok {
		guard = max(guard, mw.MaxWait())
	}
	w.waitUntil[i] = w.start.Add(guard + r.grace())
	go func() {
		var c context.Context
		var cancel context.CancelFunc
		if st, ok := pl.agent.(selfTimed); ok && st.SelfTimed() {
			c, cancel = context.WithCancel(ctx)
		} else {
			c, cancel = context.WithTimeout(ctx, limit)
		}
		defer cancel()
		rep, err := pl.agent.Ask(c, t)
		w.mu.Lock()
		w.answers[i] = answer{rep: rep, err: err, ok: true}
		w.mu.Unlock()
		w.done <- i
	}()
}

// wait collects the answers into answers, abandoning the agents that
// overrun their guard (their answers stay not ok).
func (w *awayAsks) wait(answers []answer) {
	timer := time.NewTimer(time.Hour)
	defer timer.Stop()
	for len(w.waitUntil) > 0 {
		next := time.Time{}
		for _, t := range w.waitUntil {
			if next.IsZero() || t.Before(next) {
				next = t
			}
		}
		timer.Reset(time.Until(next))
		select {
		case i := <-w.done:
			delete(w.waitUntil, i)
			w.mu.Lock()
			answers[i] = w.answers[i]
			w.mu.Unlock()
		case now := <-timer.C:
			for i, t := range w.waitUntil {
				if !t.After(now) {
					delete(w.waitUntil, i) // abandoned: answers[i].ok stays false
				}
			}
		}
	}
}

// takeAsync collects orders that ai.Async agents sent on their own since
// the last tick, for the players not asked this tick: the last one that
// decodes becomes the player's action. Asked players answer through Ask.
func (r *Runner) takeAsync(tick int, asked []int, actions []sim.Action) {
	for i, pl := range r.players {
		as := pl.async
		if as == nil || pl.gone || slices.Contains(asked, i) {
			continue
		}
		for _, rep := range as.Take(tick) {
			a := &answer{rep: rep, ok: true}
			var act sim.Action
			if r.insp != nil {
				act = r.takeInspected(i, tick, ai.Turn{}, a)
			} else {
				act = r.take(i, tick, a)
			}
			if act != nil {
				actions[i] = act
			}
		}
	}
}

// syncBuiltin reports whether pl is a built-in asked on the runner's own
// goroutine (every built-in unless Options.StrictBuiltins).
func (r *Runner) syncBuiltin(pl *player) bool { return pl.sync }

// actBuiltin runs player i's built-in bot directly; a panic is its crash.
// Headless, its reply time is not measured: only frames show it, and
// reading the clock twice a turn costs as much as a simple bot's move.
// The answer is written into a, in place: no copies of turns and answers
// per turn.
func (r *Runner) actBuiltin(i int, t *ai.Turn, a *answer) {
	b := r.players[i].bi
	var start time.Time
	if !r.opt.Headless {
		start = time.Now()
	}
	defer func() {
		if !r.opt.Headless {
			a.rep.Elapsed = time.Since(start)
		}
		if p := recover(); p != nil {
			// The bot did return, by panicking: that is a crash, not a
			// bot still inside Act.
			a.ok, a.err = true, &ai.Fault{Status: sim.Crashed, Reason: fmt.Sprintf("panic: %v", p)}
		}
	}()
	a.rep.Action = b.Bot.Act(t.State, t.Player)
	a.ok = true
}

// BuiltinLimit is the deadline built-in bots get unless
// Options.StrictBuiltins is set. A built-in is trusted code in our own
// process; holding it to a 50 ms tick limit would let a busy machine (a GC
// pause, other jobs) decide matches, so built-in games would not reproduce
// from their seed. The guard still keeps a runaway built-in from hanging a
// match.
const BuiltinLimit = 10 * time.Second

func (r *Runner) limit(pl *player) time.Duration {
	l := r.limits.PerTick
	if !pl.asked {
		l = r.limits.FirstReply
	}
	if pl.builtin && !r.opt.StrictBuiltins {
		l = max(l, BuiltinLimit)
	}
	return l
}

// reply is the text of the player's last reply for a frame.
func (pl *player) reply() string {
	if pl.lastAct != nil {
		return pl.lastAct.String()
	}
	return pl.lastReply
}

// keepStderr adds what player i wrote to stderr to its log tail and to the
// replay's log lines.
func (r *Runner) keepStderr(i, tick int, ms int64, stderr []byte) {
	if len(stderr) == 0 {
		return
	}
	pl := r.players[i]
	pl.logTail = append(pl.logTail, stderr...)
	if n := len(pl.logTail); n > logTailCap {
		pl.logTail = append([]byte(nil), pl.logTail[n-logTailCap:]...)
	}
	if r.rec != nil || r.opt.Viewer {
		l := replay.Log{T: tick, P: sim.PlayerID(i), MS: ms, Stderr: string(stderr)}
		if r.rec != nil {
			r.rec.Log(l)
		}
		if r.opt.Viewer {
			r.logs = append(r.logs, l)
		}
	}
}

// StderrLogs returns the bots' stderr lines kept so far (Options.Viewer),
// in the order they were written; the slice is the caller's.
func (r *Runner) StderrLogs() []replay.Log {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]replay.Log(nil), r.logs...)
}

// take turns one answer into player i's action, or a fault.
func (r *Runner) take(i, tick int, a *answer) sim.Action {
	pl := r.players[i]
	pl.asked = true
	if !a.ok {
		pl.gone = true // still inside Ask: never call it again
		return r.fault(i, tick, r.limit(pl).Milliseconds(), sim.Timeout,
			fmt.Sprintf("agent did not return within %v", 2*r.limit(pl)+r.grace()))
	}
	rep, err := a.rep, a.err
	pl.replyTime = rep.Elapsed
	pl.lastAct = nil
	ms := rep.Elapsed.Milliseconds()
	if len(rep.Stderr) > 0 {
		r.keepStderr(i, tick, ms, rep.Stderr)
	}
	act := rep.Action
	if err == nil && act == nil && rep.Raw != nil {
		pl.lastReply = clip(string(rep.Raw), 256)
		if act, err = r.codec.Decode(sim.PlayerID(i), rep.Raw); err != nil {
			reason := err.Error()
			if !strings.Contains(reason, "cannot parse") {
				reason = fmt.Sprintf("cannot parse %q: %v", clip(string(rep.Raw), 64), err)
			}
			err = &ai.Fault{Status: sim.Invalid, Reason: reason}
			if act != nil {
				// Partly valid (sim.Codec): the fault is recorded and
				// the rest of the reply is played.
				r.fault(i, tick, ms, sim.Invalid, reason)
				pl.last = act
				return act
			}
		}
	} else if act != nil && r.opt.Headless {
		pl.lastReply, pl.lastAct = "", act // its text is made only if a frame shows it
	} else if act != nil {
		pl.lastReply = act.String()
	}
	if err != nil {
		f := ai.AsFault(err)
		return r.fault(i, tick, ms, f.Status, f.Reason)
	}
	pl.strikes, pl.status, pl.last = 0, sim.Active, act
	return act
}

// fault records one fault of player i and returns the action it leaves the
// player with.
func (r *Runner) fault(i, tick int, ms int64, status sim.Status, reason string) sim.Action {
	pl := r.players[i]
	pl.faults++
	pl.strikes++
	pl.status, pl.reason, pl.lastFault = status, reason, status
	r.tellGame(i, tick, ms, status, reason)
	if status == sim.Crashed {
		pl.gone = true
		go pl.agent.Close() // it is dead already; reap it without waiting
	}
	if m := r.limits.MaxStrikes; m > 0 && pl.strikes >= m && status != sim.Crashed {
		reason = fmt.Sprintf("%d faults in a row (last: %s)", pl.strikes, reason)
		pl.status, pl.reason, pl.lastFault, pl.gone = sim.Disqualified, reason, sim.Disqualified, true
		r.tellGame(i, tick, ms, sim.Disqualified, reason)
		go pl.agent.Close()
	}
	if _, ok := r.state.(sim.Penalizer); ok {
		return nil // the game has decided what the fault costs
	}
	switch r.limits.OnFault {
	case sim.RepeatLast:
		if !pl.gone {
			return pl.last
		}
	case sim.Eliminate:
		pl.gone = true
	}
	return nil
}

// tellGame logs a fault, records it and passes it to the state's Penalizer.
func (r *Runner) tellGame(i, tick int, ms int64, status sim.Status, reason string) {
	l := replay.Log{T: tick, P: sim.PlayerID(i), MS: ms, Status: status, Reason: reason}
	if r.rec != nil {
		r.rec.Log(l)
	}
	if r.tl != nil {
		r.tl.RecordOp(replay.Op{Fault: &l})
	}
	ev := sim.Event{Tick: tick, Kind: sim.KindFault, Player: sim.PlayerID(i), X: -1, Y: -1,
		Detail: sim.FaultDetail{Status: status, Reason: reason}}
	if pen, ok := r.state.(sim.Penalizer); ok {
		if evs := pen.Fault(sim.PlayerID(i), status, reason); len(evs) > 0 {
			r.events = append(r.events, evs...)
			r.collect(evs...)
			return
		}
	}
	r.events = append(r.events, ev)
}

func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}
