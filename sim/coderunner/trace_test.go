package coderunner

import (
	"arena/sim"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestOfficialTraces replays both official tournament games (reference
// §4.2) under the classic ruleset: every turn's cells, positions, scores,
// cooldowns and masters must match the recorded ones.
func TestOfficialTraces(t *testing.T) {
	dir := refData(t)
	for _, tc := range []struct {
		file      string
		red, blue int64
	}{{"trace_5.txt", 3838, 3081}, {"trace_28.txt", 3483, 2803}} {
		t.Run(tc.file, func(t *testing.T) {
			f, err := os.Open(filepath.Join(dir, tc.file))
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			tr, err := ImportTrace(f)
			if err != nil {
				t.Fatal(err)
			}
			if len(tr.Actions) != tr.Turns {
				t.Errorf("%d actions for %d turns", len(tr.Actions), tr.Turns)
			}
			if tr.Scores != [2]int64{tc.red, tc.blue} {
				t.Errorf("final scores %v, want %d : %d", tr.Scores, tc.red, tc.blue)
			}
		})
	}
}

// TestTraceMismatch: a trace whose recorded state disagrees with the engine
// is refused, naming the first turn that differs.
func TestTraceMismatch(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(refData(t), "trace_28.txt"))
	if err != nil {
		t.Fatal(err)
	}
	// Change red's score in the snapshot of state 40 (the state after
	// turn 39).
	lines := strings.Split(string(data), "\n")
	for i, ln := range lines {
		if strings.HasPrefix(ln, "snapshot 40.") {
			f := strings.Fields(lines[i+17])
			f[2] = "99999"
			lines[i+17] = strings.Join(f, " ")
			break
		}
	}
	_, err = ImportTrace(strings.NewReader(strings.Join(lines, "\n")))
	if err == nil || !strings.Contains(err.Error(), "after turn 39 differs: runner 0 score") {
		t.Errorf("got %v, want a difference after turn 39", err)
	}
	tr, err := ImportTrace(strings.NewReader(string(data)))
	if err != nil {
		t.Fatal(err)
	}
	// The returned map and actions replay through the ordinary Game API.
	st, err := Game{}.New(tr.Config("trace_28"))
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range tr.Actions {
		var acts []sim.Action
		for p, txt := range a {
			act, err := Game{}.ParseAction(sim.PlayerID(p), txt)
			if err != nil {
				t.Fatal(err)
			}
			acts = append(acts, act)
		}
		if _, err := st.Step(acts); err != nil {
			t.Fatal(err)
		}
	}
	if o, ok := st.Outcome(); !ok || o.Scores[0] != tr.Scores[0] || o.Scores[1] != tr.Scores[1] {
		t.Errorf("replay through Game gives %+v, want %v", o, tr.Scores)
	}
}

// TestTraceErrors: malformed traces fail with a line number.
func TestTraceErrors(t *testing.T) {
	for _, in := range []string{"", "locale en US\nbegin 0\nxyz\n", "locale en US\n700\n....\n"} {
		_, err := ImportTrace(strings.NewReader(in))
		if err == nil || !strings.Contains(err.Error(), "trace: line") {
			t.Errorf("ImportTrace(%q) = %v, want an error with a line", in, err)
		}
	}
}

// FuzzImportTrace: the trace reader never panics.
func FuzzImportTrace(f *testing.F) {
	f.Add([]byte("locale en US\nbegin 0.000000\n700\n"))
	f.Add([]byte("700\n" + strings.Repeat(".........................\n", 16) + "0 3\n0 21\n0\nsnapshot 0.000000\nend\n"))
	f.Fuzz(func(t *testing.T, b []byte) {
		ImportTrace(strings.NewReader(string(b)))
	})
}
