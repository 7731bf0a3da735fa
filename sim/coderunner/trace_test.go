package coderunner

import (
	"os"
	"path/filepath"
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
