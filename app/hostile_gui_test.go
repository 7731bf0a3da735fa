//go:build gui

package app

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"arena/app/driver"
	"arena/app/ui"
	"arena/render"
)

// TestOpenHostileFiles: a replay cut short opens with a note that it is
// incomplete; a device or a directory is refused in one line, at once.
func TestOpenHostileFiles(t *testing.T) {
	a := startApp(t, 200, nil)
	waitFor(t, "40 turns", 20*time.Second, func(a *App) bool { return a.frame.Tick >= 40 })
	dir := t.TempDir()
	path := filepath.Join(dir, "full.arena.jsonl.gz")
	done := make(chan error, 1)
	onLoop(func() { a.ctl.Save(path, done) })
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	cut := filepath.Join(dir, "cut.arena.jsonl.gz")
	os.WriteFile(cut, data[:len(data)*2/3], 0o644)
	hasToast := func(a *App, s string) bool {
		for _, tt := range a.toasts {
			if strings.Contains(tt.Text, s) {
				return true
			}
		}
		return false
	}
	onLoop(func() { a.OpenFile(cut) })
	waitFor(t, "incomplete note", 10*time.Second, func(a *App) bool { return hasToast(a, "incomplete replay") })
	for _, tc := range []struct{ path, want string }{
		{"/dev/zero", "/dev/zero: a character device"},
		{dir, ": a directory"},
	} {
		onLoop(func() { a.OpenFile(tc.path) })
		waitFor(t, tc.want, 5*time.Second, func(a *App) bool { return hasToast(a, tc.want) })
	}
}

// TestDroppedSpecialFile: a dropped FIFO is refused by its directory entry,
// before anything opens it.
func TestDroppedSpecialFile(t *testing.T) {
	fsys := fstest.MapFS{
		"pipe":             &fstest.MapFile{Mode: fs.ModeNamedPipe},
		"r.arena.jsonl.gz": &fstest.MapFile{Data: []byte("x")},
	}
	if _, err := driver.ReadDirFS(fsys); err == nil || !strings.Contains(err.Error(), "pipe: not a regular file") {
		t.Errorf("readDirFS = %v, want the pipe refused", err)
	}
	delete(fsys, "pipe")
	names, err := driver.ReadDirFS(fsys)
	if err != nil || len(names) != 1 {
		t.Fatalf("readDirFS = %v, %v", names, err)
	}
	f, _ := fsys.Open(names[0])
	if err := driver.CheckDropped(f, names[0]); err != nil {
		t.Errorf("driver.CheckDropped(a small regular file) = %v", err)
	}
}

// TestFitWidth: the title bar's left text (a replay's divergence note can
// be long) is cut to the room left by the status text.
func TestFitWidth(t *testing.T) {
	long := "ARENA  Worms  seed 7  replay x.arena.jsonl.gz (" + strings.Repeat("diverges at tick 5 ", 40) + ")"
	for _, w := range []float64{50, 300, 900} {
		got := ui.FitWidth(long, w)
		if gw, _ := render.Small.Measure(got); gw > w || !strings.HasSuffix(got, "...") {
			t.Errorf("ui.FitWidth(%v) = %q, %v px", w, got, gw)
		}
	}
	if ui.FitWidth("short", 500) != "short" {
		t.Error("a short title changed")
	}
}
