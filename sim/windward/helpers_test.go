package windward

import (
	"os"
	"path/filepath"
	"testing"
)

// refDir finds ../shared/reference/data/windwardopolis2 relative to the
// module root, or skips the test.
func refDir(t testing.TB) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			break
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Skip("module root not found")
		}
		dir = parent
	}
	ref := filepath.Join(dir, "..", "shared", "reference", "data", "windwardopolis2")
	if _, err := os.Stat(ref); err != nil {
		t.Skipf("reference data not available at %s (the original maps are not part of the project)", ref)
	}
	return ref
}

func loadRef(t testing.TB, name string) *Map {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(refDir(t), name))
	if err != nil {
		t.Fatal(err)
	}
	m, err := LoadMap(name, b)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// runRound plays one round with ten seat fillers and returns the state.
func runRound(t testing.TB, m *Map, rules Rules, seed uint64, maxTicks int) *State {
	t.Helper()
	s, err := NewSession([]*Map{m}, rules, "", seed, nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	for k := 0; k < maxTicks && !s.Over; k++ {
		if _, err := s.Step(nil); err != nil {
			t.Fatal(err)
		}
	}
	return s
}
