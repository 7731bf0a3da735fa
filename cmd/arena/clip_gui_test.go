//go:build gui

package main

import (
	"context"
	"errors"
	"image/gif"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"arena/ai/session"
	"arena/cmd/arena/cmdline"
)

// wormsReplay plays a seeded Worms match between built-ins and saves it.
func wormsReplay(t *testing.T) (path string, end int) {
	t.Helper()
	s, err := session.Start(session.Spec{Game: "worms", Seed: 5, Players: []string{"builtin:hunter", "builtin:sample"}})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for {
		if _, err := s.Next(context.Background()); errors.Is(err, session.ErrEnded) {
			break
		} else if err != nil {
			t.Fatal(err)
		}
	}
	path = filepath.Join(t.TempDir(), "w.arena.jsonl.gz")
	if err := s.Save(path); err != nil {
		t.Fatal(err)
	}
	return path, s.Len()
}

// clipFlags parses name, value, name, value... as arena's command line
// "--name value ..." would be.
func clipFlags(kv ...string) (*cmdline.Options, bool) {
	var args []string
	for i := 0; i+1 < len(kv); i += 2 {
		args = append(args, "--"+kv[i], kv[i+1])
	}
	o, _, done := cmdline.Parse(args, nil, io.Discard, io.Discard)
	return o, !done
}

// TestExportGIF is `arena --replay FILE --export-gif OUT.gif --from 20 --to
// 69 --export-png DIR --clip-size 320x200`: it draws offscreen under the
// display it is given (Xvfb here), writes a GIF of 50 frames of 320×200
// and the same frames as PNGs, and returns 0; bad input returns 2 before
// anything is drawn. ebiten runs one game loop per process, so the export
// itself runs in a child process (exportChild).
func TestExportGIF(t *testing.T) {
	register()
	replay, end := wormsReplay(t)
	out := filepath.Join(t.TempDir(), "clip.gif")
	pngs := filepath.Join(t.TempDir(), "frames")

	for _, bad := range [][]string{
		{"replay", replay, "export-gif", out, "from", "20", "to", "9999"},
		{"replay", replay, "export-gif", out, "from", "0", "to", "-1", "every", "1", "clip-size", "2000x2000"},
		{"replay", filepath.Join(t.TempDir(), "none.arena.jsonl.gz"), "export-gif", out, "from", "0", "to", "-1"},
		{"replay", "", "export-gif", out},
		{"replay", replay, "export-gif", out, "clip-size", "big"},
	} {
		o, ok := clipFlags(bad...)
		if !ok {
			t.Fatalf("%v: not a command line", bad)
		}
		if code := exportClip(o); code != 2 {
			t.Errorf("%v: exit %d, want 2", bad, code)
		}
	}
	if _, err := os.Stat(out); err == nil {
		t.Fatal("bad input wrote a GIF")
	}

	// The export runs ebiten's loop, which TestMain already runs for the
	// package's other window tests: it gets a process of its own.
	args := []string{"replay", replay, "export-gif", out, "export-png", pngs, "from", "20", "to", "69", "every", "0", "clip-size", "320x200"}
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), exportEnv+"="+strings.Join(args, "\x1f"))
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("export: %v\n%s", err, b)
	}
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	g, err := gif.DecodeAll(f)
	if err != nil {
		t.Fatal(err)
	}
	if len(g.Image) != 50 || g.Config.Width != 320 || g.Config.Height != 200 {
		t.Errorf("GIF: %d frames of %dx%d, want 50 of 320x200 (replay of %d ticks)", len(g.Image), g.Config.Width, g.Config.Height, end)
	}
	for _, fr := range g.Image {
		if fr.Bounds().Dx() != 320 || fr.Bounds().Dy() != 200 {
			t.Fatalf("a frame of %v", fr.Bounds())
		}
	}
	// Frames differ: the clip is not one picture repeated.
	if string(g.Image[0].Pix) == string(g.Image[49].Pix) {
		t.Error("the first and last frames are the same")
	}
	files, _ := filepath.Glob(filepath.Join(pngs, "frame-*.png"))
	if len(files) != 50 || filepath.Base(files[0]) != "frame-000020.png" || filepath.Base(files[49]) != "frame-000069.png" {
		t.Errorf("PNGs: %d, %v", len(files), files)
	}
}

// exportEnv names the child's flags for the export (name, value, name,
// value… joined by \x1f).
const exportEnv = "ARENA_TEST_EXPORT_CLIP"

// exportChild runs the export a parent TestExportGIF asked for and exits
// with its code, before any window test starts ebiten's loop.
func exportChild() {
	args := os.Getenv(exportEnv)
	if args == "" {
		return
	}
	register()
	o, ok := clipFlags(strings.Split(args, "\x1f")...)
	if !ok {
		os.Exit(2)
	}
	os.Exit(exportClip(o))
}
