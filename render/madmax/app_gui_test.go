//go:build gui

package madmax

import (
	"errors"
	"image/color"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	aimadmax "arena/ai/madmax"
	"arena/app"
	"arena/app/control"
	"arena/render"
	"arena/render/guitest"
	"arena/sim"
	mm "arena/sim/madmax"
)

// One ebiten loop (guitest) serves both kinds of test: offscreen drawing
// jobs and, for the end-to-end tests, a whole app.App hosted in the loop,
// driven as a user would through its exported commands. The app package
// does not import this one, so the test can import it without a cycle.

// hostedApp is the app as the loop hosts it: an error from its Update is
// kept in appErr for the test to report, instead of stopping the loop.
type hostedApp struct{ *app.App }

// appErr is the last error the hosted app's Update returned.
var appErr error

func (h hostedApp) Update() error {
	if err := h.App.Update(); err != nil && !errors.Is(err, ebiten.Termination) {
		appErr = err
	}
	return nil
}

func TestMain(m *testing.M) {
	// Recent files and settings go to a scratch folder, not the user's.
	cfg, _ := os.MkdirTemp("", "madmax-gui-cfg")
	os.Setenv("XDG_CONFIG_HOME", cfg)
	sim.Register(mm.Game{})
	render.Register(mm.ID, New())
	aimadmax.Register()
	ebiten.SetWindowSize(1024, 768)
	code := guitest.Run(m)
	os.RemoveAll(cfg)
	os.Exit(code)
}

// startApp installs an app playing a seeded match of a raider and three
// Demo players on a map generated from the seed.
func startApp(t *testing.T, speed float64) *app.App {
	t.Helper()
	a, err := app.New(app.Options{
		Match:   app.MatchSpec{Game: mm.ID, Seed: 7, Players: []string{"builtin:raider", "builtin:demo", "builtin:demo", "builtin:demo"}},
		Speed:   speed,
		ShotDir: t.TempDir(),
	})
	if err != nil {
		t.Fatal(err)
	}
	guitest.Host(hostedApp{a})
	t.Cleanup(func() {
		guitest.Host(nil)
		a.Controller().Close()
	})
	guitest.WaitFrames(2)
	return a
}

func near(a, b color.RGBA, d int) bool {
	abs := func(v int) int { return max(v, -v) }
	return abs(int(a.R)-int(b.R)) <= d && abs(int(a.G)-int(b.G)) <= d && abs(int(a.B)-int(b.B)) <= d
}

func frameState(a *app.App) *mm.State {
	if f := a.CurrentFrame(); f != nil {
		return f.State.(*mm.State)
	}
	return nil
}

func tick(a *app.App) int {
	if f := a.CurrentFrame(); f != nil {
		return f.Tick
	}
	return -1
}

// settle pauses and waits until the move interpolation is over.
func settle(a *app.App) {
	guitest.OnLoop(func() { a.Controller().SetPlaying(false) })
	guitest.WaitFrames(25)
}

// TestAppPlaysStepsSeeksEditsAndReplays plays Madmax in the whole app: it
// draws cars, steps back, seeks, switches to the universe view, edits a
// car's gas and moves it through the right-click menu (in the window view,
// so the scrolling mapping is used), then saves the replay and reopens it.
func TestAppPlaysStepsSeeksEditsAndReplays(t *testing.T) {
	a := startApp(t, 60)
	guitest.WaitFor(t, "30 rounds", 30*time.Second, func() bool { return tick(a) >= 30 })
	settle(a)
	if appErr != nil {
		t.Fatal(appErr)
	}

	// Every live car shows its player's colour where the camera puts it.
	var st *mm.State
	var cam interface {
		ToScreen(wx, wy float64) (float64, float64)
	}
	img := guitest.CaptureWith(func() { st, cam = frameState(a), a.Camera() })
	saveShot(t, "app-playing", img)
	for _, c := range st.Cars {
		if !c.Alive || c.Gas <= 20 { // low on gas, it blinks
			continue
		}
		pc := render.PlayerColor(sim.PlayerID(st.PlayerOf(c.ID)))
		x0, y0 := cam.ToScreen(float64(c.Col-st.Round+1), float64(c.Row))
		x1, y1 := cam.ToScreen(float64(c.Col-st.Round+2), float64(c.Row+1))
		n := 0
		for y := int(y0); y < int(y1); y++ {
			for x := int(x0); x < int(x1); x++ {
				// Near the colour: a car turning into a lane change is
				// drawn rotated, with filtering.
				if near(img.RGBAAt(x, y), pc, 40) {
					n++
				}
			}
		}
		if n < 5 {
			t.Errorf("car %d at (%d,%d): %d pixels of its colour on screen", c.ID, c.Row, c.Col, n)
		}
	}

	// Step back, seek and come back to the same state.
	t0 := tick(a)
	guitest.OnLoop(func() { a.PressKeys(control.Mods{}, "ArrowLeft") })
	guitest.WaitFor(t, "step back", 5*time.Second, func() bool { return tick(a) == t0-1 })
	var h12, h12b uint64
	guitest.OnLoop(func() { a.Controller().Seek(12) })
	guitest.WaitFor(t, "seek 12", 5*time.Second, func() bool { return tick(a) == 12 })
	guitest.OnLoop(func() { h12 = a.CurrentFrame().State.Hash() })
	guitest.OnLoop(func() { a.PressKeys(control.Mods{}, "End") })
	guitest.WaitFor(t, "last round", 5*time.Second, func() bool { return tick(a) == a.CurrentFrame().End })
	guitest.OnLoop(func() { a.Controller().Seek(12) })
	guitest.WaitFor(t, "seek 12 again", 5*time.Second, func() bool { return tick(a) == 12 })
	guitest.OnLoop(func() { h12b = a.CurrentFrame().State.Hash() })
	if h12 != h12b {
		t.Errorf("round 12 differs after seeking away and back")
	}

	// The view setting: a sidebar command cycles it, and back.
	guitest.OnLoop(func() { a.Do(app.ViewCommand(settingView)) })
	if got := a.Setting(settingView); got != valueUniv {
		t.Errorf("view after one cycle: %q", got)
	}
	guitest.WaitFrames(3)
	saveShot(t, "app-universe", guitest.Capture())
	guitest.OnLoop(func() { a.Do(app.ViewCommand(settingView)) })
	if got := a.Setting(settingView); got != valueWindow {
		t.Errorf("view after two cycles: %q", got)
	}
	guitest.WaitFrames(3)

	// Right-click a live car of round 12 and set its gas.
	guitest.OnLoop(func() { st, cam = frameState(a), a.Camera() })
	car := -1
	for _, c := range st.Cars {
		if c.Alive && st.PlayerOf(c.ID) == 0 {
			car = c.ID
			break
		}
	}
	if car < 0 {
		t.Fatal("player 0 has no live car in round 12")
	}
	c := st.Cars[car]
	carScreen := func() (float64, float64) {
		return cam.ToScreen(float64(c.Col-st.Round+1)+0.5, float64(c.Row)+0.5)
	}
	var items []string
	guitest.OnLoop(func() {
		sx, sy := carScreen()
		a.RightClickMap(sx, sy)
		items = a.MenuItems()
	})
	saveShot(t, "app-menu", guitest.Capture())
	gas := slices.IndexFunc(items, func(s string) bool {
		return strings.Contains(s, "gas") && strings.Contains(s, "→") && !strings.Contains(s, "→ 1")
	})
	if len(items) == 0 || !strings.HasPrefix(items[0], "Move car") || gas < 0 {
		t.Fatalf("menu on car %d: %q", car, items)
	}
	want := c.Gas + st.Params.BonusGas
	guitest.OnLoop(func() { a.Choose(gas) })
	guitest.WaitFor(t, "gas edit", 5*time.Second, func() bool { return frameState(a).Cars[car].Gas == want })
	if end := a.CurrentFrame().End; end != 12 {
		t.Errorf("the edit did not fork the timeline at round 12: end %d", end)
	}

	// Move the car with "Move car N to…" and a click three rows away.
	guitest.OnLoop(func() { st = frameState(a) })
	tr, tc := (c.Row+3)%st.Params.Rows, st.Norm(st.Round+10)
	for st.At(tr, tc).Kind != mm.Empty {
		tc = st.Norm(tc + 1)
	}
	guitest.OnLoop(func() {
		sx, sy := carScreen()
		a.RightClickMap(sx, sy)
		a.Choose(0)
		tx, ty := cam.ToScreen(float64(tc-st.Round+1)+0.5, float64(tr)+0.5)
		if tc < st.Round {
			tx, ty = cam.ToScreen(float64(tc+st.Params.Cols-st.Round+1)+0.5, float64(tr)+0.5)
		}
		a.ClickMap(tx, ty)
	})
	guitest.WaitFor(t, "move edit", 5*time.Second, func() bool {
		k := frameState(a).Cars[car]
		return k.Alive && k.Row == tr && k.Col == tc
	})

	// Play on from the edits, then save and reopen the replay.
	guitest.OnLoop(func() { a.Do(control.PlayPause) })
	guitest.WaitFor(t, "play on 10 rounds", 20*time.Second, func() bool { return tick(a) >= 22 })
	settle(a)
	var end int
	var h13, hEnd uint64
	guitest.OnLoop(func() { a.Controller().Seek(13) })
	guitest.WaitFor(t, "seek 13", 5*time.Second, func() bool { return tick(a) == 13 })
	guitest.OnLoop(func() { h13 = a.CurrentFrame().State.Hash() })
	guitest.OnLoop(func() { end = a.CurrentFrame().End; a.Controller().Seek(end) })
	guitest.WaitFor(t, "seek end", 5*time.Second, func() bool { return tick(a) == end })
	guitest.OnLoop(func() { hEnd = a.CurrentFrame().State.Hash() })
	path := filepath.Join(t.TempDir(), "madmax.arena.jsonl.gz")
	done := make(chan error, 1)
	guitest.OnLoop(func() { a.Controller().Save(path, done) })
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	guitest.OnLoop(func() { a.OpenFile(path) })
	guitest.WaitFor(t, "replay opened", 20*time.Second, func() bool {
		f := a.CurrentFrame()
		return a.Controller().Meta().Replay != "" && f != nil && f.End == end
	})
	settle(a)
	if m := a.Controller().Meta().Replay; strings.Contains(m, "diverges") {
		t.Errorf("replay: %s", m)
	}
	// The edits are in the file: round 13, the first after them, and the
	// last round are the states that were played.
	for _, tc := range []struct {
		round int
		want  uint64
	}{{13, h13}, {end, hEnd}} {
		guitest.OnLoop(func() { a.Controller().Seek(tc.round) })
		guitest.WaitFor(t, "replay seek", 5*time.Second, func() bool { return tick(a) == tc.round })
		var got uint64
		guitest.OnLoop(func() { got = a.CurrentFrame().State.Hash() })
		if got != tc.want {
			t.Errorf("reopened replay, round %d: another state than was played", tc.round)
		}
	}
}

// TestAppStartsWithDefaults starts Madmax the way the window's start
// screen and command line do by default: a map generated from the seed.
func TestAppStartsWithDefaults(t *testing.T) {
	a := startApp(t, 1000)
	guitest.WaitFor(t, "the match to end", 60*time.Second, func() bool {
		f := a.CurrentFrame()
		return f != nil && f.Done && f.Tick == f.End
	})
	f := a.CurrentFrame()
	if f.Tick != 300 || f.Outcome == nil {
		t.Fatalf("ended at round %d, outcome %v", f.Tick, f.Outcome)
	}
	t.Logf("final scores %v", f.Outcome.Scores)
	settle(a)
	saveShot(t, "app-end", guitest.Capture())
}
