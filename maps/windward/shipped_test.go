package windward

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"arena/sim/windward"
)

// TestShippedMaps: every shipped map loads, is playable and fully drivable,
// and a round with ten seat fillers ends with a winner.
func TestShippedMaps(t *testing.T) {
	files, err := filepath.Glob("*.xml")
	if err != nil || len(files) < 3 {
		t.Fatalf("want at least three shipped maps, have %v (%v)", files, err)
	}
	for _, f := range files {
		t.Run(f, func(t *testing.T) {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			m, err := windward.LoadMap(strings.TrimSuffix(f, ".xml"), b)
			if err != nil {
				t.Fatal(err)
			}
			if err := m.Validate(true); err != nil {
				t.Fatal(err)
			}
			s, err := windward.NewSession([]*windward.Map{m}, windward.DefaultRules(), "", 1, nil, 1)
			if err != nil {
				t.Fatal(err)
			}
			for k := 0; k < 200000 && !s.Over; k++ {
				if _, err := s.Step(nil); err != nil {
					t.Fatal(err)
				}
			}
			if !s.Over || s.Winner < 0 {
				t.Fatalf("no winner:\n%#v", s)
			}
		})
	}
}
