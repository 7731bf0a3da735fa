package simtest

import (
	"testing"

	"arena/sim"
)

// Player chooses a seat's action; ai.Bot built-ins are Players.
type Player interface {
	Act(s sim.State, p sim.PlayerID) sim.Action
}

// Step is one played step: the tick before it, what every seat did and the
// state's hash after it.
type Step struct {
	Tick    int
	Actions []sim.Action
	Hash    uint64
}

// Play plays st to its end, or for at most max steps when max > 0, asking
// players for the pending seats with a clone of the state (as the runner
// does, so a bot cannot change the match by touching its argument).
func Play(t testing.TB, st sim.State, players []Player, max int) []Step {
	t.Helper()
	var out []Step
	for max <= 0 || len(out) < max {
		if _, over := st.Outcome(); over {
			break
		}
		acts := make([]sim.Action, len(players))
		for _, p := range st.Pending() {
			if int(p) < len(players) && players[p] != nil {
				acts[p] = players[p].Act(st.Clone(), p)
			}
		}
		out = append(out, step(t, st, acts))
	}
	return out
}

// Replay plays the recorded steps' actions on st, which must be at the
// first one's tick, and returns the steps it played.
func Replay(t testing.TB, st sim.State, steps []Step) []Step {
	t.Helper()
	out := make([]Step, 0, len(steps))
	for _, s := range steps {
		if st.Tick() != s.Tick {
			t.Fatalf("replaying: state at tick %d, the recorded step was at %d", st.Tick(), s.Tick)
		}
		out = append(out, step(t, st, s.Actions))
	}
	return out
}

func step(t testing.TB, st sim.State, acts []sim.Action) Step {
	t.Helper()
	tick := st.Tick()
	if _, err := st.Step(acts); err != nil {
		t.Fatalf("tick %d: %v", tick, err)
	}
	return Step{Tick: tick, Actions: acts, Hash: st.Hash()}
}

// Hashes are the steps' hashes.
func Hashes(steps []Step) []uint64 {
	out := make([]uint64, len(steps))
	for i, s := range steps {
		out[i] = s.Hash
	}
	return out
}
