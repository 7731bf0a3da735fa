package simtest

import (
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"testing"
)

// RefEnv names a folder that replaces ../shared beside the module root, for
// checkouts that do not sit beside it (git worktrees elsewhere).
const RefEnv = "ARENA_SHARED"

// RefDir is ../shared/reference/data/NAME beside the module root (the
// folder holding go.mod), or $ARENA_SHARED/reference/data/NAME. The
// original engines' maps and recorded games live there and are never
// copied into the repository, so a test that needs them skips, saying so,
// when they are absent.
func RefDir(t testing.TB, name string) string {
	t.Helper()
	shared := os.Getenv(RefEnv)
	if shared == "" {
		root, err := moduleRoot()
		if err != nil {
			t.Skipf("reference data: %v", err)
		}
		shared = filepath.Join(root, "..", "shared")
	}
	dir := filepath.Join(shared, "reference", "data", name)
	if _, err := os.Stat(dir); err != nil {
		t.Skipf("reference data not available at %s (../shared is absent; set %s to use another copy): %v", dir, RefEnv, err)
	}
	return dir
}

// RefFile reads the file NAME of RefDir(t, game), skipping like RefDir;
// a NAME ending in .gz is read uncompressed (the recorded games).
func RefFile(t testing.TB, game, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(RefDir(t, game), name))
	if err != nil {
		t.Fatal(err)
	}
	if filepath.Ext(name) == ".gz" {
		zr, err := gzip.NewReader(bytes.NewReader(b))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if b, err = io.ReadAll(zr); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
	return b
}

func moduleRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", os.ErrNotExist
		}
		dir = parent
	}
}
