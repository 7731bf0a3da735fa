//go:build gui

package guitest

import (
	"errors"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/ai"
	"arena/ai/aitest"
	"arena/render/gfx"
	"arena/sim"
)

// loop is the ebiten.Game the tests run in. Jobs run at the start of an
// Update; draws run on the screen after the hosted game has drawn it.
type loop struct {
	mu     sync.Mutex
	jobs   []func()
	draws  []func(*ebiten.Image)
	host   ebiten.Game
	frames int
	// each runs on the loop after every frame (EachFrame).
	each func()
	done chan struct{}
}

var lp = &loop{done: make(chan struct{})}

func (l *loop) Update() error {
	select {
	case <-l.done:
		return ebiten.Termination
	default:
	}
	l.mu.Lock()
	jobs, g := l.jobs, l.host
	l.jobs = nil
	l.mu.Unlock()
	for _, j := range jobs {
		j()
	}
	if g != nil {
		// A hosted game that quits is not a failure; any other error
		// stops the loop, and Main panics with it.
		if err := g.Update(); err != nil && !errors.Is(err, ebiten.Termination) {
			return err
		}
	}
	return nil
}

func (l *loop) Draw(screen *ebiten.Image) {
	l.mu.Lock()
	g, draws, each := l.host, l.draws, l.each
	l.draws = nil
	l.frames++
	l.mu.Unlock()
	if g != nil {
		g.Draw(screen)
	}
	for _, d := range draws {
		d(screen)
	}
	if each != nil {
		each()
	}
}

// DrawFinalScreen presents the frame as the hosted game does (the app
// copies it without blending, render/gfx), else as the app would.
func (l *loop) DrawFinalScreen(screen ebiten.FinalScreen, offscreen *ebiten.Image, geoM ebiten.GeoM) {
	l.mu.Lock()
	g := l.host
	l.mu.Unlock()
	if d, ok := g.(ebiten.FinalScreenDrawer); ok {
		d.DrawFinalScreen(screen, offscreen, geoM)
		return
	}
	gfx.DrawFinalScreen(screen, offscreen, geoM)
}

func (l *loop) Layout(w, h int) (int, int) {
	l.mu.Lock()
	g := l.host
	l.mu.Unlock()
	if g != nil {
		return g.Layout(w, h)
	}
	return w, h
}

// Main runs m's tests on a goroutine while the game loop runs on the main
// thread, and exits with their code. A package's TestMain calls it after
// any set-up (registering games, the window size).
func Main(m *testing.M) { os.Exit(Run(m)) }

// GL is the OpenGL flavour Run chose (gfx.Setup): the tests draw through
// the same GL as the app.
var GL string

// Run is Main without the exit, for a TestMain that cleans up after the
// tests; it returns m's exit code.
func Run(m *testing.M) int {
	GL = gfx.Setup(gfx.OSEnv)
	code := 0
	go func() {
		defer close(lp.done)
		code = m.Run()
	}()
	if err := ebiten.RunGame(lp); err != nil {
		panic(err)
	}
	return code
}

// OnLoop runs f inside the loop's Update and waits for it: ebiten images
// may only be made, drawn and read there.
func OnLoop(f func()) {
	done := make(chan struct{})
	lp.mu.Lock()
	lp.jobs = append(lp.jobs, func() { f(); close(done) })
	lp.mu.Unlock()
	<-done
}

// Host installs g (an app.App, say) in the loop, which then updates,
// draws and lays out g every frame; Host(nil) removes it. It waits until
// the loop has taken the change.
func Host(g ebiten.Game) {
	OnLoop(func() {
		lp.mu.Lock()
		lp.host = g
		lp.mu.Unlock()
	})
}

// Pixels reads img back. Call it on the loop (OnLoop).
func Pixels(img *ebiten.Image) *image.RGBA {
	out := image.NewRGBA(img.Bounds())
	img.ReadPixels(out.Pix)
	return out
}

// Shot makes a w×h image on the loop, lets draw draw into it and returns
// what it drew.
func Shot(w, h int, draw func(dst *ebiten.Image)) *image.RGBA {
	var img *image.RGBA
	OnLoop(func() {
		dst := ebiten.NewImage(w, h)
		draw(dst)
		img = Pixels(dst)
	})
	return img
}

// Capture returns the pixels of the next frame drawn on the screen.
func Capture() *image.RGBA { return CaptureWith(nil) }

// CaptureWith is Capture that also runs also right after the frame is
// drawn, on the loop, to read what that frame showed (the hosted game's
// state and camera).
func CaptureWith(also func()) *image.RGBA {
	ch := make(chan *image.RGBA)
	lp.mu.Lock()
	lp.draws = append(lp.draws, func(s *ebiten.Image) {
		img := Pixels(s)
		if also != nil {
			also()
		}
		ch <- img
	})
	lp.mu.Unlock()
	return <-ch
}

// EachFrame makes f run on the loop after every frame the loop draws,
// until the returned function is called. Unlike a WaitFrames and OnLoop
// per frame, it sees every frame even when the test's goroutine waits
// for a CPU: a frame-rate measurement counts frames with it.
func EachFrame(f func()) (stop func()) {
	OnLoop(func() {
		lp.mu.Lock()
		lp.each = f
		lp.mu.Unlock()
	})
	return func() {
		OnLoop(func() {
			lp.mu.Lock()
			lp.each = nil
			lp.mu.Unlock()
		})
	}
}

// WaitFrames waits until the loop has drawn n more frames.
func WaitFrames(n int) {
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

// WaitFor polls cond on the loop until it holds, and fails t when it
// still does not after timeout; what names the wait in the failure.
func WaitFor(t testing.TB, what string, timeout time.Duration, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(timeout)
	for time.Now().Before(deadline) {
		ok := false
		OnLoop(func() { ok = cond() })
		if ok {
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatalf("timed out waiting for %s", what)
}

// SaveShot writes img to name.png in the folder the environment variable
// env names, when it is set, for looking at what a test saw.
func SaveShot(t testing.TB, env, name string, img image.Image) {
	dir := os.Getenv(env)
	if dir == "" {
		return
	}
	f, err := os.Create(filepath.Join(dir, name+".png"))
	if err != nil {
		t.Log(err)
		return
	}
	defer f.Close()
	png.Encode(f, img)
}

// BenchDraw is a Draw benchmark's body: on the loop, it clears a w×h
// image and lets draw(dst, i) draw frame i into it, b.N times, reading a
// pixel back after each frame so the time includes the GPU's work (under
// Xvfb, the software rasteriser's), not only queueing the commands. Frame
// -1 is drawn once before the timer starts, to fill the caches as a
// running window has. Beside the wall time it reports cpu-ms/op, the CPU
// the whole process spent a frame (Go and the rasteriser's threads): the
// steady figure, since on a loaded machine the wall time of a frame
// swings with how long the rasteriser's threads wait for a core (the
// same scene measured 6 ms and 99 ms a frame in runs minutes apart).
func BenchDraw(b *testing.B, w, h int, draw func(dst *ebiten.Image, i int)) {
	OnLoop(func() {
		dst := ebiten.NewImage(w, h)
		defer dst.Deallocate()
		px := make([]byte, 4)
		one := dst.SubImage(image.Rect(0, 0, 1, 1)).(*ebiten.Image)
		draw(dst, -1)
		one.ReadPixels(px)
		b.ReportAllocs()
		b.ResetTimer()
		cpu0 := aitest.ProcessCPU()
		for i := 0; i < b.N; i++ {
			dst.Clear()
			draw(dst, i)
			one.ReadPixels(px)
		}
		if cpu := aitest.ProcessCPU() - cpu0; cpu > 0 {
			b.ReportMetric(float64(cpu.Microseconds())/1000/float64(b.N), "cpu-ms/op")
		}
	})
}

// Play steps st ticks times (fewer if the match ends) with the built-in
// bots named, one per seat, seeded by their seat, and returns the state
// one tick before the last and the last tick's events: a mid-game scene
// for a Draw benchmark. The game's built-ins must be registered.
func Play(tb testing.TB, game string, st sim.State, bots []string, ticks int) (prev sim.State, evs []sim.Event) {
	tb.Helper()
	players := make([]ai.Bot, len(bots))
	for i, name := range bots {
		info, err := ai.LookupBot(game, name)
		if err != nil {
			tb.Fatal(err)
		}
		players[i] = info.New(uint64(i + 1))
	}
	prev = st.Clone()
	for range ticks {
		if _, over := st.Outcome(); over {
			break
		}
		acts := make([]sim.Action, len(players))
		for _, p := range st.Pending() {
			if int(p) < len(players) {
				acts[p] = players[p].Act(st, p)
			}
		}
		prev = st.Clone()
		var err error
		if evs, err = st.Step(acts); err != nil {
			tb.Fatal(err)
		}
	}
	return prev, evs
}
