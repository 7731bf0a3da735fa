package scenario

import (
	"os"
	"path/filepath"
	"testing"
)

// TestIsFile tells scenarios (comments and blank lines first allowed)
// from other files.
func TestIsFile(t *testing.T) {
	dir := t.TempDir()
	cases := []struct {
		name, body string
		want       bool
	}{
		{"plain", Magic + "\ngame worms\n", true},
		{"comments first", "# a note\n\n  " + Magic + "\n", true},
		{"replay", "\x1f\x8b\x08gzip", false},
		{"other text", "hello\n" + Magic + "\n", false},
		{"empty", "", false},
	}
	for _, c := range cases {
		p := filepath.Join(dir, c.name)
		if err := os.WriteFile(p, []byte(c.body), 0o644); err != nil {
			t.Fatal(err)
		}
		if got := IsFile(p); got != c.want {
			t.Errorf("%s: IsFile %v, want %v", c.name, got, c.want)
		}
	}
	if IsFile(filepath.Join(dir, "missing")) {
		t.Error("a missing file is a scenario")
	}
	if _, err := Load(filepath.Join(dir, "other text")); err == nil {
		t.Error("Load parsed a file that is no scenario")
	}
}
