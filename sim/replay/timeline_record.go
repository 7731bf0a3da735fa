package replay

import "arena/sim"

// Record returns what the timeline holds as replay lines, for saving it:
// every step (with the edits and faults before it) and the ops after the
// last one. The slices are the caller's; the states are not included.
func (t *Timeline) Record() (steps []Step, tail []Op) {
	t.settle()
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

// settle gives the steps recorded live (RecordStep) their canonical
// actions and the hash of the state after them, re-simulating from the
// snapshot before the first: the engines are deterministic, so these are
// the states the match went through (Seek shows the same ones), and the
// saved file is verified against them as any replay is.
func (t *Timeline) settle() {
	i0 := t.settled
	if i0 >= len(t.steps) {
		return
	}
	k := min(i0/SnapEvery, len(t.snaps)-1)
	s := t.snaps[k].Clone()
	for i := k * SnapEvery; i < len(t.steps); i++ {
		st := &t.steps[i]
		if _, err := t.apply(s, st, false); err != nil {
			// A live step always applies again; should one not, its
			// hash stays zero and the saved file says where.
			return
		}
		if i >= i0 {
			st.Hash, st.Actions = s.Hash(), Canonical(st.actions)
			t.settled = i + 1
		}
	}
}
