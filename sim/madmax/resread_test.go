package madmax

import (
	"bytes"
	"strings"
	"testing"
)

// TestReadResGolden reads the original's recorded games back: every state
// must equal the one this engine computes, generator and missile counter
// included, and re-simulating from the recorded actions_asked must give the
// same states again (a check of the engine that does not rely on Demo).
func TestReadResGolden(t *testing.T) {
	for _, tc := range []struct {
		cnf, res string
		seed     uint64
	}{
		{"default.cnf", "madmax_demo4_s3424_default.res.gz", 3424},
		{"maze4.cnf", "madmax_demo4_s7_maze4.res.gz", 7},
	} {
		t.Run(tc.res, func(t *testing.T) {
			data := readRef(t, tc.res)
			states, err := ReadRes(tc.res, data)
			if err != nil {
				t.Fatal(err)
			}
			if len(states) != 301 {
				t.Fatalf("got %d states, want 301", len(states))
			}
			var out bytes.Buffer
			if err := WriteRes(&out, states); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(out.Bytes(), data) {
				t.Fatalf("read and rewritten file differs: %s", firstDiff(out.Bytes(), data))
			}
			s := states[0].Copy()
			for r := 1; r < len(states); r++ {
				s.Advance(states[r].Asked)
				if s.Hash() != states[r].Hash() {
					t.Fatalf("re-simulated round %d differs:\n%#v\nwant\n%#v", r, s, states[r])
				}
			}
		})
	}
}

func TestReadResErrors(t *testing.T) {
	for _, tc := range []struct{ name, data, want string }{
		{"empty", "", "g.res:1: expected \"mad_max_2020\""},
		{"version", "mad_max_2020 v2", "g.res:1: expected \"v1\", found \"v2\""},
		{"seed", "mad_max_2020 v1\nsecgame 0\nseed x", "g.res:3: seed: \"x\" is not an integer"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ReadRes("g.res", []byte(tc.data))
			if err == nil || !bytes.HasPrefix([]byte(err.Error()), []byte(tc.want)) {
				t.Fatalf("got %v, want prefix %q", err, tc.want)
			}
		})
	}
}

// TestReadResTruncated: a file cut in the middle of a round still gives the
// complete states before the cut, with an error naming the line.
func TestReadResTruncated(t *testing.T) {
	data := readRef(t, "madmax_demo4_s7_maze4.res.gz")
	cut := data[:len(data)/3]
	states, err := ReadRes("cut.res", cut)
	if err == nil {
		t.Fatal("a truncated file must report an error")
	}
	if len(states) < 90 || len(states) > 110 {
		t.Fatalf("got %d states from a third of the file (%v)", len(states), err)
	}
	if !strings.HasPrefix(err.Error(), "cut.res:") {
		t.Fatalf("error %q does not name the file", err)
	}
}
