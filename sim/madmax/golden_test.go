package madmax

import (
	"arena/sim/simtest"
	"bytes"
	"fmt"
	"testing"

	"arena/sim"
)

// refDir finds ../shared/reference/data/madmax beside the module root, or
// skips the test when it is absent (simtest.RefDir).
func refDir(t testing.TB) string {
	t.Helper()
	return simtest.RefDir(t, "madmax")
}

// readRef reads the reference file NAME (gunzipped when it ends in .gz),
// or skips the test when the reference data is absent (simtest.RefFile).
func readRef(t testing.TB, name string) []byte {
	t.Helper()
	return simtest.RefFile(t, "madmax", name)
}

// playDemos plays a whole game of four Demo players and returns the .res.
func playDemos(t testing.TB, cnf string, data []byte, seed uint64) []byte {
	t.Helper()
	st, err := Game{}.New(sim.Config{Map: cnf, MapData: data, Seed: seed, Players: []string{"builtin:demo", "builtin:demo", "builtin:demo", "builtin:demo"}})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	var out bytes.Buffer
	rw := NewResWriter(&out)
	if err := rw.Write(s); err != nil {
		t.Fatal(err)
	}
	var demos [4]Demo
	for !s.Over() {
		var asked [4][]Instr
		for p := range 4 {
			asked[p] = demos[p].Play(s, p).Instrs
		}
		s.Advance(asked)
		if err := rw.Write(s); err != nil {
			t.Fatal(err)
		}
	}
	if err := rw.Flush(); err != nil {
		t.Fatal(err)
	}
	return out.Bytes()
}

// firstDiff describes the first differing line of two texts.
func firstDiff(got, want []byte) string {
	g, w := bytes.Split(got, []byte("\n")), bytes.Split(want, []byte("\n"))
	for i := 0; i < len(g) || i < len(w); i++ {
		var a, b []byte
		if i < len(g) {
			a = g[i]
		}
		if i < len(w) {
			b = w[i]
		}
		if !bytes.Equal(a, b) || (i >= len(g)) != (i >= len(w)) {
			// Find the round for context.
			rnd := "?"
			for j := i; j >= 0 && j < len(w); j-- {
				if bytes.HasPrefix(w[j], []byte("rnd ")) {
					rnd = string(w[j])
					break
				}
			}
			return fmt.Sprintf("line %d (in %s): got %q, want %q", i+1, rnd, a, b)
		}
	}
	return "no difference"
}

// TestGoldenGames replays the two games recorded by the original engine
// (reference §4.3): same map, seed and four Demo players must give the same
// .res byte for byte.
func TestGoldenGames(t *testing.T) {
	for _, tc := range []struct {
		cnf, res string
		seed     uint64
	}{
		{"default.cnf", "madmax_demo4_s3424_default.res.gz", 3424},
		{"maze4.cnf", "madmax_demo4_s7_maze4.res.gz", 7},
	} {
		t.Run(tc.res, func(t *testing.T) {
			want := readRef(t, tc.res)
			got := playDemos(t, tc.cnf, readRef(t, tc.cnf), tc.seed)
			if !bytes.Equal(got, want) {
				t.Fatalf("%s differs from the original (%d vs %d bytes): %s", tc.res, len(got), len(want), firstDiff(got, want))
			}
		})
	}
}
