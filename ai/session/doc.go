// Package session is a match you can seek, edit, fork, play on and save:
// the engine behind the desktop app's timeline and `arenactl fork`, with no
// window in it.
//
// A Session keeps the whole history in one replay.Timeline (a snapshot every
// replay.SnapEvery steps, so any played position can be revisited). New
// positions come from a match.Runner: the live match's own, or, after an
// edit in the past, a fork or the end of an opened replay, a runner made by
// match.Resume that continues the timeline from there with the seats'
// players (their built-ins unless a seat was given another spec). Every
// tick therefore goes through the runner's ask, deadline and fault path;
// the session adds only the bookkeeping a viewer needs: player views and
// logs per position, timeline markers, and saving the timeline as a replay
// file whose hashes any engine of this version reproduces.
//
// What a viewer does not show costs nothing per tick. The runner streams
// no replay (match.Options.Viewer keeps the bots' stderr and the
// inspector's lines in memory); the timeline hashes a step and writes its
// actions' text only when a file or a scenario reads them (it re-simulates
// from its snapshots then); and Skim plays a tick without copying its
// state for a frame, for a window that shows one tick in many: the next
// frame made (Next, Current, any other method) shows what Next would
// have shown there, its Prev included.
//
// ForkWith gives a seat a new player at any position and keeps the
// timeline it leaves as a Branch that can still be saved; the fork is a
// KindFork marker. Scenario writes the cursor's position as a scenario file
// (sim/scenario) and FromScenario plays on from one.
//
// Positions are timeline positions: position p is the state after p steps
// (for lockstep games, tick p), after the edits and faults recorded before
// step p+1. A Session is driven from one goroutine; only Meta and Logs may
// be called from another.
package session
