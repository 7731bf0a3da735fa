//go:build gui

package app

import (
	"image"
	"image/color"
	"image/gif"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"arena/app/charts"
	"arena/app/control"
	"arena/render"
	"arena/sim/series"
)

// playedReplay plays the seeded Worms match of startApp to its end at full
// speed, saves it and opens the file: the app then shows a replay.
func playedReplay(t *testing.T) *App {
	t.Helper()
	a := startApp(t, math.Inf(1), nil)
	waitFor(t, "the match's end", 90*time.Second, func(a *App) bool { return a.frame.Done && a.frame.Tick == a.frame.End })
	var live int
	onLoop(func() { a.charts.With(func(acc *series.Accumulator) { live = acc.Len() }) })
	if live < 2 {
		t.Errorf("the live match charted %d points", live)
	}
	var end int
	onLoop(func() { end = a.frame.End })
	path := filepath.Join(t.TempDir(), "charts.arena.jsonl.gz")
	done := make(chan error, 1)
	onLoop(func() { a.ctl.Save(path, done) })
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	onLoop(func() { a.OpenFile(path) })
	waitFor(t, "the replay", 15*time.Second, func(a *App) bool { return a.meta.Replay != "" && a.frame.End == end })
	onLoop(func() { a.ctl.SetPlaying(false) })
	waitFrames(2)
	return a
}

// shotPNG saves img under ARENA_SHOTS, for looking at the pane.
func shotPNG(t *testing.T, img image.Image, name string) {
	f, err := os.Create(filepath.Join(os.Getenv("ARENA_SHOTS"), name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}

// countNear counts the pixels of img inside r within a small distance of c.
func countNear(img *image.RGBA, r image.Rectangle, c color.RGBA) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			p := img.RGBAAt(x, y)
			d := math.Abs(float64(p.R)-float64(c.R)) + math.Abs(float64(p.G)-float64(c.G)) + math.Abs(float64(p.B)-float64(c.B))
			if d < 60 {
				n++
			}
		}
	}
	return n
}

// TestChartPane: an opened replay is charted whole before it is played
// (every position of a 300-round Worms game, from the states), the pane
// (C) draws each player's line in each of the game's series, and a click
// on a chart seeks to the position under it; the summary carries the
// score chart.
func TestChartPane(t *testing.T) {
	a := playedReplay(t)
	var end int
	onLoop(func() { end = a.frame.End })
	waitFor(t, "the replay's scan", 60*time.Second, func(a *App) bool {
		ok := false
		a.charts.With(func(acc *series.Accumulator) { ok = acc.Last() == end && acc.Len() == end+1 })
		scanning, _ := a.charts.Scanning()
		return ok && !scanning
	})
	var names []string
	onLoop(func() { a.charts.With(func(acc *series.Accumulator) { names = append(names, acc.Names()...) }) })
	if want := []string{series.Score, "health", "command points"}; !reflect.DeepEqual(names, want) {
		t.Errorf("series %v, want %v", names, want)
	}

	onLoop(func() { a.Do(control.Charts) })
	waitFrames(2)
	img := capture()
	var r image.Rectangle
	var plots []image.Rectangle
	onLoop(func() { r = charts.Rect(a.layout().mapArea); plots = charts.Plots(r, len(names)) })
	if r.Dy() < 100 || len(plots) != 3 {
		t.Fatalf("chart pane %v, plots %v", r, plots)
	}
	if os.Getenv("ARENA_SHOTS") != "" {
		shotPNG(t, img.SubImage(image.Rect(0, r.Min.Y-300, r.Max.X, r.Max.Y)), "charts.png")
	}
	for i, pl := range plots {
		for p := range 2 {
			if n := countNear(img, pl, render.PlayerColor(render.PlayerIDOf(p))); n < 20 {
				t.Errorf("chart %s: %d pixels of player %d's colour", names[i], n, p)
			}
		}
	}

	// A click three quarters across the health chart seeks there.
	pl := plots[1]
	click := image.Pt(pl.Min.X+pl.Dx()*3/4, pl.Min.Y+pl.Dy()/2)
	want := int(math.Round(float64(click.X-pl.Min.X) / float64(pl.Dx()) * float64(end)))
	var took, outside bool
	onLoop(func() {
		lay := a.layout()
		took = a.clickCharts(lay, click)
		outside = a.clickCharts(lay, image.Pt(r.Min.X+4, r.Min.Y-20))
	})
	if !took || outside {
		t.Errorf("click on the chart taken %v, above it taken %v", took, outside)
	}
	waitFor(t, "the seek to the clicked tick", 10*time.Second, func(a *App) bool { return a.frame.Tick == want })
	if want < end/2 || want == end {
		t.Errorf("seeked to %d of %d", want, end)
	}

	// The end: the summary shows the score chart, pane or not.
	onLoop(func() { a.Do(control.Charts); a.ctl.Seek(end) })
	waitFor(t, "the end", 10*time.Second, func(a *App) bool { return a.frame.Tick == end })
	waitFrames(3)
	img = capture()
	var sr image.Rectangle
	onLoop(func() { sr = a.summaryChart })
	if sr.Dy() < 60 {
		t.Fatalf("summary chart %v", sr)
	}
	if os.Getenv("ARENA_SHOTS") != "" {
		shotPNG(t, img, "summary.png")
	}
	for p := range 2 {
		if n := countNear(img, charts.Plots(sr, 1)[0], render.PlayerColor(render.PlayerIDOf(p))); n < 20 {
			t.Errorf("summary chart: %d pixels of player %d's colour", n, p)
		}
	}
}

// TestClipExportFromTheWindow: mark in at 10, out at 22, export: a GIF of
// 13 frames of 640×400 and 13 PNGs land in the screenshot folder, and the
// toast names the GIF's full path.
func TestClipExportFromTheWindow(t *testing.T) {
	a := playedReplay(t)
	onLoop(func() { a.ctl.Seek(22) })
	waitFor(t, "tick 22", 10*time.Second, func(a *App) bool { return a.frame.Tick == 22 })
	onLoop(func() { a.Do(control.ClipOut); a.ctl.Seek(10) })
	waitFor(t, "tick 10", 10*time.Second, func(a *App) bool { return a.frame.Tick == 10 })
	onLoop(func() { a.Do(control.ClipIn); a.Do(control.ClipExport) })
	var saved string
	// Generous: a loaded machine quantises slowly.
	waitFor(t, "the clip", 400*time.Second, func(a *App) bool {
		for _, tt := range a.toasts {
			if rest, ok := strings.CutPrefix(tt.Text, "clip saved: "); ok {
				saved = strings.Fields(rest)[0]
				return true
			}
			if strings.HasPrefix(tt.Text, "clip: ") && strings.Contains(tt.Text, "error") {
				t.Fatal(tt.Text)
			}
		}
		return false
	})
	if !filepath.IsAbs(saved) || filepath.Ext(saved) != ".gif" {
		t.Errorf("toast names %q", saved)
	}
	f, err := os.Open(saved)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	g, err := gif.DecodeAll(f)
	if err != nil {
		t.Fatal(err)
	}
	if len(g.Image) != 13 || g.Config.Width != 640 || g.Config.Height != 400 {
		t.Errorf("GIF: %d frames of %dx%d, want 13 of 640x400", len(g.Image), g.Config.Width, g.Config.Height)
	}
	pngs, _ := filepath.Glob(filepath.Join(strings.TrimSuffix(saved, ".gif")+"-png", "frame-*.png"))
	if len(pngs) != 13 || filepath.Base(pngs[0]) != "frame-000010.png" || filepath.Base(pngs[12]) != "frame-000022.png" {
		t.Fatalf("PNGs: %v", pngs)
	}
	pf, err := os.Open(pngs[12])
	if err != nil {
		t.Fatal(err)
	}
	defer pf.Close()
	if cfg, err := png.DecodeConfig(pf); err != nil || cfg.Width != 640 || cfg.Height != 400 {
		t.Errorf("last PNG: %v %+v", err, cfg)
	}
	// The temporary replay the export read is gone.
	if tmp, _ := filepath.Glob(filepath.Join(os.TempDir(), "arena-clip-*")); len(tmp) > 0 {
		t.Logf("temporary files left (maybe another test's): %v", tmp)
	}
}
