// Package match runs one match: it owns the state, asks the agents of the
// players the state says are pending, enforces time limits, turns bot
// misbehaviour into faults, records a replay and publishes immutable frames.
//
// Contract:
//
//   - Runner.Run plays headless to the end; Runner.Tick plays one tick, for
//     the desktop app's worker goroutine. Neither ever waits on a bot past
//     its deadline (plus a short grace for agents that ignore their context),
//     so whatever a bot does, the match finishes.
//   - Pending players are asked concurrently, each under its own limit:
//     Limits.FirstReply for a player's first reply, Limits.PerTick after,
//     counted by process bots from when the state has been written
//     (ai.Turn.Limit). Built-in bots are called on the runner's goroutine
//     with no wall-clock deadline (unless Options.StrictBuiltins, which
//     holds them to at least BuiltinLimit), so that matches between
//     built-ins reproduce from their seed however busy the machine is.
//   - A codec may return an action together with an error (a partly
//     invalid reply): the fault is recorded as INVALID and the action
//     played.
//   - At the end each bot still playing is sent the codec's sim.Ender
//     message and given Options.ExitGrace (1 s) to exit by itself before
//     it is killed; a match that is closed or cancelled kills at once.
//   - An ai.Async agent whose player is not pending this tick still acts:
//     the orders it sent since the last tick are collected with Take, and
//     the last one that decodes is its action (recorded like any other).
//   - A fault (TIMEOUT, INVALID, CRASHED, and DISQUALIFIED after
//     Limits.MaxStrikes consecutive faults) goes to the state's
//     sim.Penalizer when it has one; otherwise Limits.OnFault decides what
//     the player's action becomes. Faults and edits are recorded in the
//     replay before the step they precede, so replays re-simulate exactly.
//   - A Frame is never changed once published; Runner.Frame may be read
//     from any goroutine. Options.Headless (arenactl, tournaments) publishes
//     only the first and the last frame, so no state is cloned per tick.
//   - The state is hashed only when something reads the hash: the replay
//     being written (and the timeline), and once for the Result.
//   - A built-in whose bot is ai.ReadOnly is asked on the live state, not on
//     a clone; if it misses its deadline it keeps that object and the
//     runner plays on with a copy, so nothing writes what it still reads.
//   - A match of built-ins only (tournaments of built-ins, the benchmarks)
//     is asked on a short path: what the runner needs of each agent is
//     worked out once at New, and a tick's bots run under one deferred
//     recover (a bot that panics has crashed; the others still play).
//   - Options.Pace plays Run in real time (tick k no earlier than k/TPS
//     after the first, a lag of more than 1/24 s given up rather than
//     caught up), on an injected Clock in tests; Tick is never paced.
//   - A self-timed agent that declares a longer wait (MaxWait: a TCP
//     seat's 2-s ready wait) is given that long by the runner's guard.
//   - Runner.Edit never blocks on a running tick: it applies at once when
//     the runner is idle and otherwise right after the current tick.
package match
