package simtest

import (
	"bytes"
	"testing"

	"arena/sim"
)

// Match is a deterministic match for CheckDeterminism.
type Match struct {
	// New makes the initial state; every call must give the same one.
	New func(t testing.TB) sim.State
	// Players makes fresh seeded players; every call must give players
	// that play the same way.
	Players func() []Player
	// Max bounds the steps played (0 = to the end); SnapAt is where the
	// snapshot and clone checks cut the match (0 = half-way).
	Max, SnapAt int
}

// CheckDeterminism plays m twice and compares every step's hash; then it
// cuts the first run at SnapAt, restores a snapshot there into a fresh
// state and continues it with the recorded actions, which must end with the
// same hashes; and CheckClone checks that a clone at the cut shares no
// state with its original. It returns the first run's steps.
func CheckDeterminism(t testing.TB, m Match) []Step {
	t.Helper()
	a := Play(t, m.New(t), m.Players(), m.Max)
	b := Play(t, m.New(t), m.Players(), m.Max)
	if i := firstDiff(Hashes(a), Hashes(b)); i >= 0 {
		t.Fatalf("two runs of one seed differ at step %d (of %d and %d)", i, len(a), len(b))
	}
	if len(a) == 0 {
		t.Fatal("the match has no steps")
	}
	cut := m.SnapAt
	if cut <= 0 || cut >= len(a) {
		cut = len(a) / 2
	}
	st := m.New(t)
	Replay(t, st, a[:cut])
	CheckSnapshot(t, st, m.New(t), a[cut:])
	CheckClone(t, st, a[cut:])
	return a
}

// CheckSnapshot marshals st, restores it into fresh (a state of the same
// game, changed freely), and checks that the copy has the same hash,
// marshals to the same bytes and plays the steps rest to the same hashes.
// st is left as it was.
func CheckSnapshot(t testing.TB, st, fresh sim.State, rest []Step) {
	t.Helper()
	snap, err := st.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	if err := fresh.UnmarshalBinary(snap); err != nil {
		t.Fatalf("restoring a snapshot at tick %d: %v", st.Tick(), err)
	}
	again, err := fresh.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(snap, again) || fresh.Hash() != st.Hash() {
		t.Fatalf("a snapshot at tick %d does not round-trip", st.Tick())
	}
	got := Replay(t, fresh, rest)
	if i := firstDiff(Hashes(got), Hashes(rest)); i >= 0 {
		t.Fatalf("a snapshot restored at tick %d diverges %d steps later", st.Tick(), i+1)
	}
}

// CheckClone checks that a clone of st shares no state with it: playing the
// clone on with rest leaves st's hash and snapshot as they were, and
// playing st on leaves the clone's. It ends with st played on too.
func CheckClone(t testing.TB, st sim.State, rest []Step) {
	t.Helper()
	h := st.Hash()
	before, err := st.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	c := st.Clone()
	played := Replay(t, c, rest)
	after, _ := st.MarshalBinary()
	if st.Hash() != h || !bytes.Equal(before, after) {
		t.Fatalf("playing a clone made at tick %d on changed its original", st.Tick())
	}
	ch := c.Hash()
	d := st.Clone()
	Replay(t, st, rest)
	if c.Hash() != ch || d.Hash() != h {
		t.Fatalf("playing the original on from tick %d changed its clones", d.Tick())
	}
	if len(played) > 0 && st.Hash() != played[len(played)-1].Hash {
		t.Fatal("the original and its clone played the same steps to different hashes")
	}
}

func firstDiff(a, b []uint64) int {
	for i := range max(len(a), len(b)) {
		if i >= len(a) || i >= len(b) || a[i] != b[i] {
			return i
		}
	}
	return -1
}
