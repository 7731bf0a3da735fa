package simtest

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"
)

// update is -update: golden files are rewritten from what the engine does
// now instead of compared (go test ./sim/... -update), so that a rules
// change shows up as a reviewable diff of testdata/golden.
var update = flag.Bool("update", false, "rewrite golden files (testdata/golden) from the current engine")

// Updating reports whether the tests run with -update.
func Updating() bool { return *update }

// Golden compares got with the golden file at path (by convention
// testdata/golden/NAME), naming the first line that differs; with -update
// it writes got there instead.
func Golden(t testing.TB, path string, got []byte) {
	t.Helper()
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run the test with -update to create it)", err)
	}
	if bytes.Equal(got, want) {
		return
	}
	gl, wl := bytes.Split(got, []byte("\n")), bytes.Split(want, []byte("\n"))
	for i := 0; i < len(gl) && i < len(wl); i++ {
		if !bytes.Equal(gl[i], wl[i]) {
			t.Fatalf("%s differs at line %d (refresh with -update if the change is meant):\n got: %s\nwant: %s", path, i+1, gl[i], wl[i])
		}
	}
	t.Fatalf("%s differs in length: %d lines, want %d (refresh with -update if the change is meant)", path, len(gl), len(wl))
}
