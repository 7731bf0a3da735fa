package madmax

import (
	"arena/sim/simtest"
	"bytes"
	"testing"

	"arena/ai"
	"arena/sim"
	"arena/sim/madmax"
)

// refFile reads ../shared/reference/data/madmax/NAME beside the module root
// (gunzipping .gz files), or skips the test when it is absent
// (simtest.RefFile).
func refFile(t *testing.T, name string) []byte {
	t.Helper()
	return simtest.RefFile(t, "madmax", name)
}

// TestDemoBotsReproduceOriginal drives the game the way the runner does
// (registered built-in bots, Step with their actions, a ResWriter fed after
// every Step) and compares with the original's recorded games byte for
// byte (reference §4.3).
func TestDemoBotsReproduceOriginal(t *testing.T) {
	if _, err := ai.LookupBot(ID, "demo"); err != nil {
		Register()
	}
	info, err := ai.LookupBot(ID, "demo")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		cnf, res string
		seed     uint64
	}{
		{"default.cnf", "madmax_demo4_s3424_default.res.gz", 3424},
		{"maze4.cnf", "madmax_demo4_s7_maze4.res.gz", 7},
	} {
		t.Run(tc.res, func(t *testing.T) {
			want := refFile(t, tc.res)
			spec := "builtin:demo"
			st, err := madmax.Game{}.New(sim.Config{Map: tc.cnf, MapData: refFile(t, tc.cnf), Seed: tc.seed, Players: []string{spec, spec, spec, spec}})
			if err != nil {
				t.Fatal(err)
			}
			var bots [4]ai.Bot
			for p := range bots {
				bots[p] = info.New(12345) // the factory seed is not what Demo uses
			}
			var out bytes.Buffer
			rw := madmax.NewResWriter(&out)
			rw.Write(st)
			acts := make([]sim.Action, 4)
			for {
				if _, over := st.Outcome(); over {
					break
				}
				for p, b := range bots {
					acts[p] = b.Act(st.Clone(), sim.PlayerID(p))
				}
				if _, err := st.Step(acts); err != nil {
					t.Fatal(err)
				}
				if err := rw.Write(st); err != nil {
					t.Fatal(err)
				}
			}
			if err := rw.Flush(); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(out.Bytes(), want) {
				t.Fatalf("%s differs from the original", tc.res)
			}
		})
	}
}
