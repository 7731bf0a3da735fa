package windward

import (
	"reflect"
	"testing"
)

// TestSnapshotCoversEveryField fails when a field is added to a snapshot
// struct: binary.go must then write and read it too.
func TestSnapshotCoversEveryField(t *testing.T) {
	for _, tc := range []struct {
		v    any
		want int
	}{
		{State{}, 25}, {Car{}, 34}, {Passenger{}, 10}, {CardInst{}, 6}, {Msg{}, 6}, {Rules{}, 18},
		{RoundResult{}, 8}, {Stop{}, 2}, {Traffic{}, 2},
	} {
		if n := reflect.TypeOf(tc.v).NumField(); n != tc.want {
			t.Errorf("%T has %d fields; binary.go encodes %d — update it and this test", tc.v, n, tc.want)
		}
	}
}

// FuzzUnmarshal: a corrupt snapshot is an error, never a panic.
func FuzzUnmarshal(f *testing.F) {
	s := newGame(f, "", 2, 4)
	stepN(f, s, 300)
	b, _ := s.MarshalBinary()
	f.Add(b)
	f.Add(b[:len(b)/2])
	f.Fuzz(func(t *testing.T, data []byte) {
		var st State
		if st.UnmarshalBinary(data) == nil {
			back, _ := st.MarshalBinary()
			var again State
			if err := again.UnmarshalBinary(back); err != nil || again.Hash() != st.Hash() {
				t.Fatalf("accepted snapshot does not round-trip: %v", err)
			}
		}
	})
}
