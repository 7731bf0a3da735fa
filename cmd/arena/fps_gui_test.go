//go:build gui

package main

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/app"
	"arena/app/control"
	"arena/cmd/internal/games"
	"arena/render/guitest"
)

// hosted is the app as the test loop hosts it: a quit is not a failure.
type hosted struct{ *app.App }

func (h hosted) Update() error {
	if err := h.App.Update(); err != nil && !errors.Is(err, ebiten.Termination) {
		return err
	}
	return nil
}

func TestMain(m *testing.M) {
	exportChild()
	cfg, _ := os.MkdirTemp("", "arena-fps-cfg")
	os.Setenv("XDG_CONFIG_HOME", cfg)
	register()
	ebiten.SetWindowSize(1280, 800)
	code := guitest.Run(m)
	os.RemoveAll(cfg)
	os.Exit(code)
}

// TestFrameRatePerGame plays every game between its default players at
// 1000 ticks per second and logs the frames per second the window reached,
// the ticks played per second and the mean Draw time (the figures of the
// README's Figures table). The frame rate depends on the machine and its
// load, so the test asserts only that each match advanced and drew; each
// game's rate is also logged as a ratio to an empty ebiten loop measured
// in the same run, with the CPU each frame cost (see measureFrames), and
// measured again paused, which splits that CPU into drawing and playing.
func TestFrameRatePerGame(t *testing.T) {
	const frames = 120
	// As app.Run sets it: the app paints the whole screen every frame, so
	// ebiten's own clear would be one full-screen pass more than the
	// window pays.
	ebiten.SetScreenClearedEveryFrame(false)
	defer ebiten.SetScreenClearedEveryFrame(true)
	empty := emptyLoop(frames)
	t.Logf("GL: %s (render/gfx.Setup; ARENA_GL overrides), LP_NUM_THREADS=%q", guitest.GL, os.Getenv("LP_NUM_THREADS"))
	t.Logf("empty loop: %v", empty)
	var table []fpsRow
	defer func() { t.Logf("the window at 1000 ticks/s (make bench-fps):\n%s", fpsTable(empty, table)) }()
	for _, e := range games.Table {
		id := e.ID()
		if renderers[id] == nil {
			continue
		}
		t.Run(id, func(t *testing.T) {
			a, err := app.New(app.Options{
				Match:   app.MatchSpec{Game: id, Seed: 7, Players: games.DefaultPlayers(id)},
				Speed:   1000,
				ShotDir: t.TempDir(),
			})
			if err != nil {
				t.Fatal(err)
			}
			guitest.Host(hosted{a})
			defer func() {
				guitest.Host(nil)
				a.Controller().Close()
			}()
			// F3 switches the frame-time display on; the test logs its line.
			guitest.OnLoop(func() { a.PressKeys(control.Mods{}, "F3") })
			if _, on := a.FrameStats(); !on {
				t.Error("F3 did not switch the frame-time display on")
			}
			// Let the first frames (atlas uploads, fitting) pass.
			guitest.WaitFrames(30)
			// played counts ticks across matches: a match lasts a
			// fraction of a second at this speed, so a new one starts
			// whenever it ends.
			played, last := 0, -1
			count := func() {
				f := a.CurrentFrame()
				if f == nil {
					return
				}
				if last >= 0 && f.Tick > last {
					played += f.Tick - last
				}
				last = f.Tick
				if f.Done && f.Tick == f.End {
					last = -1
					a.Do(control.NewSeed)
				}
			}
			guitest.OnLoop(count)
			var draw float64
			r := measureFrames(frames, func() { draw += a.LastDrawTime(); count() })
			el := frames / r.fps
			t.Logf("%s at 1000 ticks/s: %.1f fps (%.2f of the empty loop), %.0f ticks/s, Draw %.2f ms/frame; %v",
				id, r.fps, r.fps/empty.fps, float64(played)/el, draw*1000/frames, r)
			var line string
			guitest.OnLoop(func() { line, _ = a.FrameStats() })
			t.Logf("%s: F3 shows %q", id, line)
			if !strings.Contains(line, "fps") || !strings.Contains(line, "Draw") {
				t.Errorf("frame-time display %q", line)
			}
			if played == 0 {
				t.Error("the match did not advance")
			}
			// Paused, a frame costs only drawing: the difference in
			// CPU from playing is the engine and its bots, per tick.
			guitest.OnLoop(func() { a.Controller().SetPlaying(false) })
			guitest.WaitFrames(5)
			p := measureFrames(frames/2, nil)
			cost := ((r.cpuMs+r.xvMs)*frames - (p.cpuMs+p.xvMs)*frames) / max(float64(played), 1)
			t.Logf("%s paused: %v; playing cost %.2f ms of CPU a tick over drawing", id, p, cost)
			table = append(table, fpsRow{id, r, p, float64(played) / el, cost})
		})
	}
}

// fpsRow is one game's line of the table TestFrameRatePerGame ends with.
type fpsRow struct {
	game            string
	playing, paused frameRate
	ticks, cost     float64 // ticks a second played; CPU ms a tick over drawing
}

// fpsTable is the test's figures as the README's Figures table gives
// them: for each game, frames per second and the CPU a frame costs this
// process, playing at 1000 ticks/s and paused, beside the empty loop; the
// rast columns are the rasteriser's part of each CPU figure.
func fpsTable(empty frameRate, rows []fpsRow) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%-12s %9s %9s %6s %8s %9s %9s %6s %10s\n", "", "fps", "CPU ms", "rast", "ticks/s", "paused", "CPU ms", "rast", "ms/tick")
	fmt.Fprintf(&b, "%-12s %9.1f %9.1f %6.1f %8s %9s %9s %6s %10s\n", "empty loop", empty.fps, empty.cpuMs, empty.rastMs, "", "", "", "", "")
	for _, r := range rows {
		fmt.Fprintf(&b, "%-12s %9.1f %9.1f %6.1f %8.0f %9.1f %9.1f %6.1f %10.2f\n", r.game, r.playing.fps, r.playing.cpuMs, r.playing.rastMs, r.ticks,
			r.paused.fps, r.paused.cpuMs, r.paused.rastMs, r.cost)
	}
	return b.String()
}
