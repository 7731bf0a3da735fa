//go:build gui

package madmax

import (
	"errors"
	"image"
	"image/color"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	aimadmax "arena/ai/madmax"
	"arena/app"
	"arena/app/control"
	"arena/render"
	"arena/sim"
	mm "arena/sim/madmax"
)

// One ebiten loop serves both kinds of test: offscreen drawing jobs (run)
// and, for the end-to-end tests, a whole app.App installed in the loop,
// driven as a user would through its exported commands. The app package
// does not import this one, so the test can import it without a cycle.

type loop struct {
	mu      sync.Mutex
	app     *app.App
	jobs    []func()
	draws   []func(*ebiten.Image)
	frames  int
	done    chan struct{}
	lastErr error
}

var lp = &loop{done: make(chan struct{})}

func (l *loop) Update() error {
	select {
	case <-l.done:
		return ebiten.Termination
	default:
	}
	l.mu.Lock()
	jobs, a := l.jobs, l.app
	l.jobs = nil
	l.mu.Unlock()
	for _, j := range jobs {
		j()
	}
	if a != nil {
		if err := a.Update(); err != nil && !errors.Is(err, ebiten.Termination) {
			l.lastErr = err
		}
	}
	return nil
}

func (l *loop) Draw(screen *ebiten.Image) {
	l.mu.Lock()
	a, draws := l.app, l.draws
	l.draws = nil
	l.frames++
	l.mu.Unlock()
	if a != nil {
		a.Draw(screen)
	}
	for _, d := range draws {
		d(screen)
	}
}

func (l *loop) Layout(w, h int) (int, int) {
	l.mu.Lock()
	a := l.app
	l.mu.Unlock()
	if a != nil {
		return a.Layout(w, h)
	}
	return w, h
}

// run runs f on the game loop and waits for it.
func run(f func()) {
	done := make(chan struct{})
	lp.mu.Lock()
	lp.jobs = append(lp.jobs, func() { f(); close(done) })
	lp.mu.Unlock()
	<-done
}

// capture returns the pixels of the next frame drawn.
func capture() *image.RGBA { return captureWith(nil) }

// captureWith returns the pixels of the next frame drawn and runs also
// right after drawing it, to read what was drawn.
func captureWith(also func()) *image.RGBA {
	ch := make(chan *image.RGBA)
	lp.mu.Lock()
	lp.draws = append(lp.draws, func(s *ebiten.Image) {
		img := image.NewRGBA(s.Bounds())
		s.ReadPixels(img.Pix)
		if also != nil {
			also()
		}
		ch <- img
	})
	lp.mu.Unlock()
	return <-ch
}

func waitFrames(n int) {
	lp.mu.Lock()
	target := lp.frames + n
	lp.mu.Unlock()
	for {
		lp.mu.Lock()
		f := lp.frames
		lp.mu.Unlock()
		if f >= target {
			return
		}
		time.Sleep(5 * time.Millisecond)
	}
}

func TestMain(m *testing.M) {
	// Recent files and settings go to a scratch folder, not the user's.
	cfg, _ := os.MkdirTemp("", "madmax-gui-cfg")
	os.Setenv("XDG_CONFIG_HOME", cfg)
	sim.Register(mm.Game{})
	render.Register(mm.ID, New())
	aimadmax.Register()
	ebiten.SetWindowSize(1024, 768)
	code := 0
	go func() {
		defer close(lp.done)
		code = m.Run()
	}()
	if err := ebiten.RunGame(lp); err != nil {
		panic(err)
	}
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
	run(func() { lp.app = a })
	t.Cleanup(func() {
		run(func() { lp.app = nil })
		a.Controller().Close()
	})
	waitFrames(2)
	return a
}

func waitFor(t *testing.T, what string, timeout time.Duration, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(timeout)
	for time.Now().Before(deadline) {
		ok := false
		run(func() { ok = cond() })
		if ok {
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatalf("timed out waiting for %s", what)
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
	run(func() { a.Controller().SetPlaying(false) })
	waitFrames(25)
}

// TestAppPlaysStepsSeeksEditsAndReplays plays Madmax in the whole app: it
// draws cars, steps back, seeks, switches to the universe view, edits a
// car's gas and moves it through the right-click menu (in the window view,
// so the scrolling mapping is used), then saves the replay and reopens it.
func TestAppPlaysStepsSeeksEditsAndReplays(t *testing.T) {
	a := startApp(t, 60)
	waitFor(t, "30 rounds", 30*time.Second, func() bool { return tick(a) >= 30 })
	settle(a)
	if lp.lastErr != nil {
		t.Fatal(lp.lastErr)
	}

	// Every live car shows its player's colour where the camera puts it.
	var st *mm.State
	var cam interface {
		ToScreen(wx, wy float64) (float64, float64)
	}
	img := captureWith(func() { st, cam = frameState(a), a.Camera() })
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
	run(func() { a.PressKeys(control.Mods{}, "ArrowLeft") })
	waitFor(t, "step back", 5*time.Second, func() bool { return tick(a) == t0-1 })
	var h12, h12b uint64
	run(func() { a.Controller().Seek(12) })
	waitFor(t, "seek 12", 5*time.Second, func() bool { return tick(a) == 12 })
	run(func() { h12 = a.CurrentFrame().State.Hash() })
	run(func() { a.PressKeys(control.Mods{}, "End") })
	waitFor(t, "last round", 5*time.Second, func() bool { return tick(a) == a.CurrentFrame().End })
	run(func() { a.Controller().Seek(12) })
	waitFor(t, "seek 12 again", 5*time.Second, func() bool { return tick(a) == 12 })
	run(func() { h12b = a.CurrentFrame().State.Hash() })
	if h12 != h12b {
		t.Errorf("round 12 differs after seeking away and back")
	}

	// The view setting: a sidebar command cycles it, and back.
	run(func() { a.Do(app.ViewCommand(settingView)) })
	if got := a.Setting(settingView); got != valueUniv {
		t.Errorf("view after one cycle: %q", got)
	}
	waitFrames(3)
	saveShot(t, "app-universe", capture())
	run(func() { a.Do(app.ViewCommand(settingView)) })
	if got := a.Setting(settingView); got != valueWindow {
		t.Errorf("view after two cycles: %q", got)
	}
	waitFrames(3)

	// Right-click a live car of round 12 and set its gas.
	run(func() { st, cam = frameState(a), a.Camera() })
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
	run(func() {
		sx, sy := carScreen()
		a.RightClickMap(sx, sy)
		items = a.MenuItems()
	})
	saveShot(t, "app-menu", capture())
	gas := slices.IndexFunc(items, func(s string) bool {
		return strings.Contains(s, "gas") && strings.Contains(s, "→") && !strings.Contains(s, "→ 1")
	})
	if len(items) == 0 || !strings.HasPrefix(items[0], "Move car") || gas < 0 {
		t.Fatalf("menu on car %d: %q", car, items)
	}
	want := c.Gas + st.Params.BonusGas
	run(func() { a.Choose(gas) })
	waitFor(t, "gas edit", 5*time.Second, func() bool { return frameState(a).Cars[car].Gas == want })
	if end := a.CurrentFrame().End; end != 12 {
		t.Errorf("the edit did not fork the timeline at round 12: end %d", end)
	}

	// Move the car with "Move car N to…" and a click three rows away.
	run(func() { st = frameState(a) })
	tr, tc := (c.Row+3)%st.Params.Rows, st.Norm(st.Round+10)
	for st.At(tr, tc).Kind != mm.Empty {
		tc = st.Norm(tc + 1)
	}
	run(func() {
		sx, sy := carScreen()
		a.RightClickMap(sx, sy)
		a.Choose(0)
		tx, ty := cam.ToScreen(float64(tc-st.Round+1)+0.5, float64(tr)+0.5)
		if tc < st.Round {
			tx, ty = cam.ToScreen(float64(tc+st.Params.Cols-st.Round+1)+0.5, float64(tr)+0.5)
		}
		a.ClickMap(tx, ty)
	})
	waitFor(t, "move edit", 5*time.Second, func() bool {
		k := frameState(a).Cars[car]
		return k.Alive && k.Row == tr && k.Col == tc
	})

	// Play on from the edits, then save and reopen the replay.
	run(func() { a.Do(control.PlayPause) })
	waitFor(t, "play on 10 rounds", 20*time.Second, func() bool { return tick(a) >= 22 })
	settle(a)
	var end int
	var h13, hEnd uint64
	run(func() { a.Controller().Seek(13) })
	waitFor(t, "seek 13", 5*time.Second, func() bool { return tick(a) == 13 })
	run(func() { h13 = a.CurrentFrame().State.Hash() })
	run(func() { end = a.CurrentFrame().End; a.Controller().Seek(end) })
	waitFor(t, "seek end", 5*time.Second, func() bool { return tick(a) == end })
	run(func() { hEnd = a.CurrentFrame().State.Hash() })
	path := filepath.Join(t.TempDir(), "madmax.arena.jsonl.gz")
	done := make(chan error, 1)
	run(func() { a.Controller().Save(path, done) })
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	run(func() { a.OpenFile(path) })
	waitFor(t, "replay opened", 20*time.Second, func() bool {
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
		run(func() { a.Controller().Seek(tc.round) })
		waitFor(t, "replay seek", 5*time.Second, func() bool { return tick(a) == tc.round })
		var got uint64
		run(func() { got = a.CurrentFrame().State.Hash() })
		if got != tc.want {
			t.Errorf("reopened replay, round %d: another state than was played", tc.round)
		}
	}
}

// TestAppStartsWithDefaults starts Madmax the way the window's start
// screen and command line do by default: a map generated from the seed.
func TestAppStartsWithDefaults(t *testing.T) {
	a := startApp(t, 1000)
	waitFor(t, "the match to end", 60*time.Second, func() bool {
		f := a.CurrentFrame()
		return f != nil && f.Done && f.Tick == f.End
	})
	f := a.CurrentFrame()
	if f.Tick != 300 || f.Outcome == nil {
		t.Fatalf("ended at round %d, outcome %v", f.Tick, f.Outcome)
	}
	t.Logf("final scores %v", f.Outcome.Scores)
	settle(a)
	saveShot(t, "app-end", capture())
}
