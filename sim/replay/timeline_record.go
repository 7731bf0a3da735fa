package replay

import "arena/sim"

// Record returns what the timeline holds as replay lines, for saving it:
// every step (with the edits and faults before it) and the ops after the
// last one. The slices are the caller's; the states are not included.
func (t *Timeline) Record() (steps []Step, tail []Op) {
	steps = make([]Step, len(t.steps))
	for i, st := range t.steps {
		steps[i] = st.Step
	}
	return steps, append([]Op(nil), t.tail...)
}

// Snapshot is a clone of the state after n steps and before the ops
// recorded ahead of step n+1, when the timeline keeps one (n a multiple
// of SnapEvery up to Len): the raw state a replay's snapshot line holds.
func (t *Timeline) Snapshot(n int) (sim.State, bool) {
	if n < 0 || n%SnapEvery != 0 || n/SnapEvery >= len(t.snaps) || n > len(t.steps) {
		return nil, false
	}
	return t.snaps[n/SnapEvery].Clone(), true
}
