//go:build gui

package app

import (
	"image"
	"os"
	"sync"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	aiworms "arena/ai/worms"
	"arena/render"
	"arena/render/gfx"
	wormsrender "arena/render/worms"
	"arena/sim"
	"arena/sim/worms"
	"arena/sound"
)

// The GUI tests run inside ebiten.RunGame: TestMain starts the game loop on
// the main thread and runs the tests on another goroutine; a test installs
// an App in the harness and posts work to the loop.

type harness struct {
	mu      sync.Mutex
	app     *App
	updates []func()
	draws   []func(*ebiten.Image)
	done    chan struct{}
	frames  int
}

var h = &harness{done: make(chan struct{})}

func (h *harness) Update() error {
	select {
	case <-h.done:
		return ebiten.Termination
	default:
	}
	h.mu.Lock()
	jobs := h.updates
	h.updates = nil
	a := h.app
	h.mu.Unlock()
	for _, j := range jobs {
		j()
	}
	if a != nil {
		if err := a.Update(); err != nil && err != ebiten.Termination {
			return err
		}
	}
	return nil
}

func (h *harness) Draw(screen *ebiten.Image) {
	h.mu.Lock()
	a := h.app
	jobs := h.draws
	h.draws = nil
	h.frames++
	h.mu.Unlock()
	if a != nil {
		a.Draw(screen)
	}
	for _, j := range jobs {
		j(screen)
	}
}

func (h *harness) Layout(w, hh int) (int, int) {
	h.mu.Lock()
	a := h.app
	h.mu.Unlock()
	if a != nil {
		return a.Layout(w, hh)
	}
	return w, hh
}

// onLoop runs f inside Update and waits for it.
func onLoop(f func()) {
	done := make(chan struct{})
	h.mu.Lock()
	h.updates = append(h.updates, func() { f(); close(done) })
	h.mu.Unlock()
	<-done
}

// capture returns the pixels of the next drawn frame.
func capture() *image.RGBA {
	ch := make(chan *image.RGBA)
	h.mu.Lock()
	h.draws = append(h.draws, func(s *ebiten.Image) {
		img := image.NewRGBA(s.Bounds())
		s.ReadPixels(img.Pix)
		ch <- img
	})
	h.mu.Unlock()
	return <-ch
}

func waitFrames(n int) {
	h.mu.Lock()
	target := h.frames + n
	h.mu.Unlock()
	for {
		h.mu.Lock()
		f := h.frames
		h.mu.Unlock()
		if f >= target {
			return
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// waitFor polls cond on the loop until it holds or the timeout passes.
// Until the app has a frame (a new match may take a moment to publish its
// first) cond is not asked, so conditions may read a.frame freely.
func waitFor(t *testing.T, what string, timeout time.Duration, cond func(a *App) bool) {
	t.Helper()
	deadline := time.Now().Add(timeout)
	for time.Now().Before(deadline) {
		ok := false
		onLoop(func() { ok = h.app != nil && h.app.frame != nil && cond(h.app) })
		if ok {
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatalf("timed out waiting for %s", what)
}

func TestMain(m *testing.M) {
	// Saved replays and recent files go to a scratch home, never the
	// user's.
	home, err := os.MkdirTemp("", "arena-gui-home-")
	if err != nil {
		panic(err)
	}
	for _, v := range []string{"HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME"} {
		os.Setenv(v, home)
	}
	sim.Register(worms.Game{})
	render.Register(worms.ID, wormsrender.New())
	aiworms.Register()
	sound.Register(worms.ID, sound.Worms)
	ebiten.SetWindowSize(1024, 768)
	// The GL the app opens (Run), so the tests draw as it does.
	gfx.Setup(gfx.OSEnv)
	code := 0
	go func() {
		defer close(h.done)
		code = m.Run()
	}()
	if err := ebiten.RunGame(h); err != nil {
		panic(err)
	}
	os.RemoveAll(home)
	os.Exit(code)
}

// startApp installs a fresh app playing a seeded hunter-vs-sample match.
func startApp(t *testing.T, speed float64, mod func(*Options)) *App {
	t.Helper()
	opts := Options{
		Match:   MatchSpec{Game: "worms", Seed: 42, Players: []string{"builtin:hunter", "builtin:sample"}},
		Speed:   speed,
		ShotDir: t.TempDir(),
	}
	if mod != nil {
		mod(&opts)
	}
	a, err := New(opts)
	if err != nil {
		t.Fatal(err)
	}
	onLoop(func() { h.app = a })
	t.Cleanup(func() {
		onLoop(func() { h.app = nil })
		a.ctl.Close()
	})
	// Tests read a.frame from here on: wait for the source's first one.
	waitFor(t, "the first frame", 15*time.Second, func(*App) bool { return true })
	return a
}

func wormsState(a *App) *worms.State {
	if a.frame == nil {
		return nil
	}
	return a.frame.State.(*worms.State)
}
