//go:build gui

package app

import (
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"arena/app/control"
	"arena/app/ui"
	"arena/render"
	"arena/sim"
	"arena/sim/worms"
	"arena/sound"
)

func rgba(img *image.RGBA, x, y float64) color.RGBA {
	return img.RGBAAt(int(math.Floor(x)), int(math.Floor(y)))
}

func isDirt(c color.RGBA) bool { return int(c.R) > int(c.B)+20 && c.R >= c.G }
func isAir(c color.RGBA) bool  { return int(c.B) > int(c.R)+20 }
func isSpace(c color.RGBA) bool {
	return int(c.R)+int(c.G)+int(c.B) < 300 || (c.R > 200 && c.G > 200 && c.B > 200)
}
func isSkin(c color.RGBA) bool { return c.R > 200 && c.G > 140 && c.G < 200 && c.B > 150 && c.B < 200 }

// pauseAndSettle pauses playback and waits until movement interpolation
// has finished, so pixels match the state exactly.
func pauseAndSettle(a *App) {
	onLoop(func() { a.ctl.SetPlaying(false) })
	waitFrames(3)
	onLoop(func() {})
	waitFrames(20)
}

// TestPlaysAndDraws plays a seeded match and checks on a captured frame
// that the map, the worms and the HUD are where they should be.
func TestPlaysAndDraws(t *testing.T) {
	a := startApp(t, 50, nil)
	waitFor(t, "20 turns played", 20*time.Second, func(a *App) bool { return a.frame != nil && a.frame.Tick >= 20 })
	pauseAndSettle(a)
	var st *worms.State
	var cam render.Camera
	var lay layoutRects
	onLoop(func() { st, cam, lay = wormsState(a), a.cam.Camera, a.layout() })
	img := capture()

	// Terrain: the middle-low part of every cell without a worm or pack
	// has its cell type's colour.
	good, total := 0, 0
	for y := 0; y < st.Size; y++ {
		for x := 0; x < st.Size; x++ {
			if st.WormAt(x, y) >= 0 || st.PackAt(x, y) >= 0 || st.WormAt(x, y+1) >= 0 || st.WormAt(x, y-1) >= 0 {
				continue
			}
			sx, sy := cam.ToScreen(float64(x)+0.5, float64(y)+0.7)
			c := rgba(img, sx, sy)
			total++
			switch st.At(x, y) {
			case worms.Dirt:
				if isDirt(c) {
					good++
				}
			case worms.Air:
				if isAir(c) {
					good++
				}
			case worms.DeepSpace:
				if isSpace(c) {
					good++
				}
			}
		}
	}
	if good < total*9/10 {
		t.Errorf("terrain: only %d of %d cells have their type's colour", good, total)
	}
	t.Logf("terrain: %d of %d sampled cells match", good, total)

	// Worms: each live worm's cell shows skin pixels.
	for _, w := range st.Worms {
		skin := 0
		x0, y0 := cam.ToScreen(float64(w.X), float64(w.Y))
		for py := y0; py < y0+cam.Zoom; py++ {
			for px := x0; px < x0+cam.Zoom; px++ {
				if isSkin(rgba(img, px, py)) {
					skin++
				}
			}
		}
		if skin < 5 {
			t.Errorf("worm %v at %d,%d: %d skin pixels drawn", w.Ref(), w.X, w.Y, skin)
		}
	}

	// HUD: the top bar, both players' colour stripes in the sidebar and
	// the timeline's playhead at the current turn.
	if c := img.RGBAAt(3, 3); c != ui.Bar {
		t.Errorf("top bar colour %v, want %v", c, ui.Bar)
	}
	for p := 0; p < 2; p++ {
		want := render.PlayerColor(sim.PlayerID(p))
		found := false
		for y := lay.side.Min.Y; y < lay.side.Max.Y && !found; y++ {
			found = img.RGBAAt(lay.side.Min.X+7, y) == want
		}
		if !found {
			t.Errorf("no stripe of player %d's colour in the sidebar", p)
		}
	}
	var tick, span int
	onLoop(func() { tick, span = a.frame.Tick, a.timelineSpan() })
	tl := lay.timeline
	px := float64(tl.Min.X) + float64(tick)/float64(span)*float64(tl.Dx())
	found := false
	for x := px - 2; x <= px+2; x++ {
		if rgba(img, x, float64(tl.Min.Y+tl.Dy()/2)) == render.Accent {
			found = true
		}
	}
	if !found {
		t.Errorf("no playhead at turn %d (x=%.0f) on the timeline", tick, px)
	}
}

// TestKeysStepAndSeek drives stepping through the keymap layer.
func TestKeysStepAndSeek(t *testing.T) {
	a := startApp(t, 200, nil)
	waitFor(t, "40 turns", 20*time.Second, func(a *App) bool { return a.frame.Tick >= 40 })
	var cmds []control.Command
	onLoop(func() { cmds = a.PressKeys(control.Mods{}, "Space") })
	if !slices.Equal(cmds, []control.Command{control.PlayPause}) {
		t.Fatalf("Space gave %v", cmds)
	}
	waitFrames(5)
	var t0 int
	onLoop(func() { t0 = a.frame.Tick })
	if a.Controller().Playing() {
		t.Fatal("still playing after Space")
	}
	onLoop(func() { a.PressKeys(control.Mods{}, "ArrowLeft") })
	waitFor(t, "step back", 5*time.Second, func(a *App) bool { return a.frame.Tick == t0-1 })
	onLoop(func() { a.PressKeys(control.Mods{Shift: true}, "ArrowLeft") })
	waitFor(t, "10 back", 5*time.Second, func(a *App) bool { return a.frame.Tick == t0-11 })
	onLoop(func() { a.PressKeys(control.Mods{}, "ArrowRight") })
	waitFor(t, "step forward", 5*time.Second, func(a *App) bool { return a.frame.Tick == t0-10 })
	onLoop(func() { a.PressKeys(control.Mods{}, "Home") })
	waitFor(t, "first turn", 5*time.Second, func(a *App) bool { return a.frame.Tick == 0 })
	onLoop(func() { a.PressKeys(control.Mods{}, "End") })
	waitFor(t, "last turn", 5*time.Second, func(a *App) bool { return a.frame.Tick == a.frame.End })

	// Seeking back and forth gives identical states.
	var h1, h2 uint64
	onLoop(func() { a.ctl.Seek(17) })
	waitFor(t, "seek 17", 5*time.Second, func(a *App) bool { return a.frame.Tick == 17 })
	onLoop(func() { h1 = a.frame.State.Hash() })
	onLoop(func() { a.ctl.Seek(a.frame.End) })
	waitFor(t, "seek end", 5*time.Second, func(a *App) bool { return a.frame.Tick == a.frame.End })
	onLoop(func() { a.ctl.Seek(17) })
	waitFor(t, "seek 17 again", 5*time.Second, func(a *App) bool { return a.frame.Tick == 17 })
	onLoop(func() { h2 = a.frame.State.Hash() })
	if h1 != h2 {
		t.Errorf("tick 17 differs after seeking away and back: %x vs %x", h1, h2)
	}

	// Speed keys walk the ladder; 0 restores the nominal speed.
	onLoop(func() { a.PressKeys(control.Mods{}, "ArrowUp") })
	if a.Speed() != 500 {
		t.Errorf("speed after Up from 200 = %v", a.Speed())
	}
	onLoop(func() { a.PressKeys(control.Mods{}, "Digit0") })
	if a.Speed() != 5 {
		t.Errorf("nominal speed = %v, want worms' 5", a.Speed())
	}
	// Tapping D toggles the debug overlay; G the grid.
	onLoop(func() { a.PressKeys(control.Mods{}, "D"); a.PressKeys(control.Mods{}, "G") })
	if !a.overlays.Debug || !a.overlays.Grid {
		t.Errorf("overlays after D, G: %+v", a.overlays)
	}
}

// TestEditMenu edits through the right-click menu and plays on from the
// edited state.
func TestEditMenu(t *testing.T) {
	a := startApp(t, 100, nil)
	waitFor(t, "30 turns", 20*time.Second, func(a *App) bool { return a.frame.Tick >= 30 })
	onLoop(func() { a.ctl.SetPlaying(false) })
	waitFrames(3)
	onLoop(func() { a.ctl.Seek(10) })
	waitFor(t, "seek 10", 5*time.Second, func(a *App) bool { return a.frame.Tick == 10 })
	var w worms.Worm
	onLoop(func() {
		st := wormsState(a)
		w = st.Worms[0]
		sx, sy := a.cam.ToScreen(float64(w.X)+0.5, float64(w.Y)+0.5)
		a.RightClickMap(sx, sy)
	})
	var items []string
	onLoop(func() { items = a.MenuItems() })
	saveShot(t, "menu")
	idx := -1
	for i, it := range items {
		if strings.Contains(it, "health to 50") {
			idx = i
		}
	}
	if idx < 0 {
		t.Fatalf("menu has no 'health to 50': %q", items)
	}
	onLoop(func() { a.Choose(idx) })
	waitFor(t, "hp edit", 5*time.Second, func(a *App) bool {
		st := wormsState(a)
		i := st.Find(w.Ref())
		return i >= 0 && st.Worms[i].HP == 50
	})
	var end int
	onLoop(func() { end = a.frame.End })
	if end != 10 {
		t.Errorf("timeline not forked at the edit: end %d, want 10", end)
	}

	// Two-step move: "Move…" then click a free air cell.
	var tx, ty int
	onLoop(func() {
		st := wormsState(a)
		i := st.Find(w.Ref())
		w = st.Worms[i]
		found := false
		for y := 0; y < st.Size && !found; y++ {
			for x := 0; x < st.Size && !found; x++ {
				if st.At(x, y) == worms.Air && st.WormAt(x, y) < 0 && st.PackAt(x, y) < 0 && (x != w.X || y != w.Y) {
					tx, ty, found = x, y, true
				}
			}
		}
		sx, sy := a.cam.ToScreen(float64(w.X)+0.5, float64(w.Y)+0.5)
		a.RightClickMap(sx, sy)
		if !strings.HasPrefix(a.MenuItems()[0], "Move") {
			t.Errorf("first item %q, want Move...", a.MenuItems()[0])
		}
		a.Choose(0)
		if a.picking == nil {
			t.Error("not picking after Move...")
		}
		sx, sy = a.cam.ToScreen(float64(tx)+0.5, float64(ty)+0.5)
		a.ClickMap(sx, sy)
	})
	waitFor(t, "move edit", 5*time.Second, func(a *App) bool {
		st := wormsState(a)
		i := st.Find(w.Ref())
		return i >= 0 && st.Worms[i].X == tx && st.Worms[i].Y == ty
	})

	// A right click on a cell offers cell edits.
	onLoop(func() {
		sx, sy := a.cam.ToScreen(float64(tx)+0.5, float64(ty)+0.5)
		a.RightClickMap(sx, sy+a.cam.Zoom) // the cell below the moved worm
	})
	onLoop(func() { items = a.MenuItems() })
	if len(items) == 0 {
		t.Error("no menu on a cell")
	}
	onLoop(func() { a.Do(control.Escape) })

	// Playing on from the edited state works.
	onLoop(func() { a.Do(control.PlayPause) })
	waitFor(t, "play on past the edit", 10*time.Second, func(a *App) bool { return a.frame.Tick >= 20 })
}

// TestScreenshotAndHelp checks F12 and the help overlay.
func TestScreenshotAndHelp(t *testing.T) {
	dir := t.TempDir()
	a := startApp(t, 20, func(o *Options) { o.ShotDir = dir })
	waitFor(t, "a few turns", 10*time.Second, func(a *App) bool { return a.frame.Tick >= 3 })
	onLoop(func() { a.PressKeys(control.Mods{}, "F12") })
	var name string
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		m, _ := filepath.Glob(filepath.Join(dir, "worms-seed42-t*.png"))
		if len(m) > 0 {
			name = m[0]
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
	if name == "" {
		t.Fatal("no screenshot written")
	}
	if st, err := os.Stat(name); err != nil || st.Size() < 1000 {
		t.Errorf("screenshot %s: %v", name, err)
	}
	// The toast names the full path, not only the file name.
	waitFor(t, "the screenshot toast with the full path", 10*time.Second, func(a *App) bool {
		for _, ts := range a.toasts {
			if ts.Text == "screenshot saved: "+name {
				return true
			}
		}
		return false
	})
	onLoop(func() { a.PressKeys(control.Mods{Shift: true}, "Slash") })
	if !a.help {
		t.Error("? did not open help")
	}
	onLoop(func() { a.PressKeys(control.Mods{}, "Escape") })
	if a.help {
		t.Error("Esc did not close help")
	}
	onLoop(func() { a.PressKeys(control.Mods{}, "Escape") })
	if a.start == nil {
		t.Error("Esc did not open the start screen")
	} else if !slices.Contains(a.start.Games(), "worms") {
		t.Errorf("start screen games %v", a.start.Games())
	}
	onLoop(func() { a.start = nil })
}

// TestFrameTimeAt1000 plays at 1000 turns per second and logs the frame
// rate reached; it asserts only that the match advanced.
func TestFrameTimeAt1000(t *testing.T) {
	a := startApp(t, 1000, func(o *Options) { o.Match.Players = []string{"builtin:hunter", "builtin:hunter"} })
	var t0 int
	onLoop(func() { t0 = a.frame.Tick })
	start := time.Now()
	var draw time.Duration
	n := 60
	played, restarts := 0, 0
	for i := 0; i < n; i++ {
		waitFrames(1)
		var d float64
		onLoop(func() {
			d = a.LastDrawTime()
			// A match lasts a few hundred turns, a fraction of a second
			// at this speed: start a new one whenever it ends.
			if a.frame.Done && a.frame.Tick == a.frame.End {
				played += a.frame.Tick
				restarts++
				a.Do(control.NewSeed)
			}
		})
		draw += time.Duration(d * float64(time.Second))
	}
	el := time.Since(start)
	var t1 int
	onLoop(func() { t1 = a.frame.Tick; played += t1 })
	t.Logf("1000 turns/s: %d frames in %v = %.1f fps (%.1f ms/frame), Draw CPU %.2f ms/frame, %d turns played (%.0f/s, %d new matches)",
		n, el.Round(time.Millisecond), float64(n)/el.Seconds(), el.Seconds()*1000/float64(n), draw.Seconds()*1000/float64(n),
		played-t0, float64(played-t0)/el.Seconds(), restarts)
	if played <= t0 {
		t.Error("the match did not advance")
	}
	// The same while paused, to separate drawing cost from playing cost.
	onLoop(func() { a.ctl.SetPlaying(false) })
	waitFrames(2)
	start = time.Now()
	waitFrames(n)
	el = time.Since(start)
	t.Logf("paused: %.1f fps (%.1f ms/frame)", float64(n)/el.Seconds(), el.Seconds()*1000/float64(n))
	// The loop with nothing drawn, for this machine's floor.
	onLoop(func() { h.app = nil })
	waitFrames(2)
	start = time.Now()
	waitFrames(n)
	el = time.Since(start)
	onLoop(func() { h.app = a })
	t.Logf("empty loop: %.1f fps (%.1f ms/frame)", float64(n)/el.Seconds(), el.Seconds()*1000/float64(n))
}

// TestSaveAndOpenReplay saves a played match, opens it, and checks that
// seeking in the replay gives the states that were played.
func TestSaveAndOpenReplay(t *testing.T) {
	a := startApp(t, 200, nil)
	waitFor(t, "70 turns", 20*time.Second, func(a *App) bool { return a.frame.Tick >= 70 })
	onLoop(func() { a.ctl.SetPlaying(false) })
	waitFrames(3)
	var h20 uint64
	onLoop(func() { a.ctl.Seek(20) })
	waitFor(t, "seek 20", 5*time.Second, func(a *App) bool { return a.frame.Tick == 20 })
	var before uint64
	onLoop(func() { before = a.frame.State.Hash() })
	// An edit in the past forks; the saved file must hold it, and tick 20
	// shows it, live and reopened.
	onLoop(func() { a.edit("cell 0 0 air") })
	waitFor(t, "fork", 5*time.Second, func(a *App) bool { return a.frame.End == 20 && a.frame.State.Hash() != before })
	onLoop(func() { h20 = a.frame.State.Hash() })
	onLoop(func() { a.Do(control.PlayPause) })
	waitFor(t, "play on 10 turns", 10*time.Second, func(a *App) bool { return a.frame.Tick >= 30 })
	onLoop(func() { a.ctl.SetPlaying(false) })
	waitFrames(3)
	var end int
	var hEnd uint64
	onLoop(func() { end, hEnd = a.frame.End, 0 })
	onLoop(func() { a.ctl.Seek(end) })
	waitFor(t, "seek end", 5*time.Second, func(a *App) bool { return a.frame.Tick == end })
	onLoop(func() { hEnd = a.frame.State.Hash() })
	path := filepath.Join(t.TempDir(), "saved.arena.jsonl.gz")
	done := make(chan error, 1)
	onLoop(func() { a.ctl.Save(path, done) })
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	onLoop(func() { a.OpenFile(path) })
	waitFor(t, "replay opened", 10*time.Second, func(a *App) bool { return a.meta.Replay != "" && a.frame != nil && a.frame.End == end })
	onLoop(func() { a.ctl.SetPlaying(false) })
	waitFrames(3)
	onLoop(func() { a.ctl.Seek(20) })
	waitFor(t, "replay seek 20", 5*time.Second, func(a *App) bool { return a.frame.Tick == 20 })
	var g20, gEnd uint64
	onLoop(func() { g20 = a.frame.State.Hash() })
	onLoop(func() { a.ctl.Seek(end) })
	waitFor(t, "replay seek end", 5*time.Second, func(a *App) bool { return a.frame.Tick == end })
	onLoop(func() { gEnd = a.frame.State.Hash() })
	if g20 != h20 {
		t.Errorf("replay tick 20 hash %x, played %x", g20, h20)
	}
	if gEnd != hEnd {
		t.Errorf("replay end (tick %d) hash %x, played %x", end, gEnd, hEnd)
	}
	if strings.Contains(a.meta.Replay, "diverges") {
		t.Errorf("replay diverges: %s", a.meta.Replay)
	}
}

// saveShot writes the next frame to $ARENA_SHOTS/<name>.png when that
// variable is set, for looking at what the tests see.
func saveShot(t *testing.T, name string) {
	dir := os.Getenv("ARENA_SHOTS")
	if dir == "" {
		return
	}
	img := capture()
	f, err := os.Create(filepath.Join(dir, name+".png"))
	if err != nil {
		t.Log(err)
		return
	}
	defer f.Close()
	png.Encode(f, img)
}

// TestHungBotNeverFreezesTheWindow plays against a program that never
// answers: frames keep coming while the runner waits, and the bot's
// TIMEOUT shows in its status.
func TestHungBotNeverFreezesTheWindow(t *testing.T) {
	a := startApp(t, 20, func(o *Options) {
		o.Match.Players = []string{"builtin:hunter", "proc:sh -c 'cat > /dev/null'"}
	})
	start := time.Now()
	var drawnBefore int
	onLoop(func() { drawnBefore = a.drawn })
	waitFor(t, "a TIMEOUT", 15*time.Second, func(a *App) bool {
		return len(a.frame.Players) == 2 && a.frame.Players[1].Status == sim.Timeout
	})
	var drawn int
	var reason string
	onLoop(func() { drawn, reason = a.drawn-drawnBefore, a.frame.Players[1].Reason })
	el := time.Since(start)
	// The first reply may take a whole second; the window kept drawing.
	if drawn < 5 {
		t.Errorf("only %d frames drawn in %v while the bot hung", drawn, el)
	}
	if reason == "" {
		t.Error("TIMEOUT without a reason")
	}
	t.Logf("TIMEOUT after %v (%q), %d frames drawn meanwhile", el.Round(time.Millisecond), reason, drawn)
}

// TestStartScreenLaunches picks players on the start screen and starts.
func TestStartScreenLaunches(t *testing.T) {
	a := startApp(t, 20, nil)
	onLoop(func() { a.Do(control.StartMenu) })
	onLoop(func() {
		s := a.start
		if s == nil {
			t.Fatal("no start screen")
		}
		for i := 0; i < s.Seats(); i++ {
			s.SetPlayer(i, "sample")
		}
		s.SetSeed("1234")
		a.startAction(s.Start())
	})
	waitFor(t, "the new match", 10*time.Second, func(a *App) bool {
		m := a.meta
		return m.Seed == 1234 && len(m.Players) == 2 && m.Players[0].Agent == "builtin:sample" && m.Players[1].Agent == "builtin:sample"
	})
	if a.start != nil {
		t.Error("start screen still open")
	}
	onLoop(func() { a.Do(control.Logs) })
	waitFor(t, "some turns", 10*time.Second, func(a *App) bool { return a.frame.Tick >= 5 })
	var n int
	onLoop(func() { n = len(a.ctl.Logs(0, a.frame.Tick, 100)) })
	if n < 4 {
		t.Errorf("log pane has %d entries after 5 turns", n)
	}
	saveShot(t, "logs")
}

// TestForward10PlaysNewTurns checks that +10 at the live end plays on.
func TestForward10PlaysNewTurns(t *testing.T) {
	a := startApp(t, 1, nil)
	onLoop(func() { a.ctl.SetPlaying(false) })
	waitFrames(3)
	var t0 int
	onLoop(func() { t0 = a.frame.Tick })
	onLoop(func() { a.PressKeys(control.Mods{}, "PageDown") })
	waitFor(t, "10 new turns", 10*time.Second, func(a *App) bool { return a.frame.Tick == t0+10 && a.frame.End == t0+10 })
}

// TestSoundControls: [ and ] step the volume by tenths within 0..1, and
// the sidebar's sound row shows it; with no audio output M says why.
func TestSoundControls(t *testing.T) {
	a := startApp(t, 10, func(o *Options) { o.Sound = sound.Silent })
	v0 := a.mixer.Volume()
	onLoop(func() { a.PressKeys(control.Mods{}, "BracketLeft") })
	if got := a.mixer.Volume(); math.Abs(got-(v0-0.1)) > 1e-9 {
		t.Errorf("[ took the volume from %v to %v", v0, got)
	}
	for range 15 {
		onLoop(func() { a.Do(control.Louder) })
	}
	if got := a.mixer.Volume(); got != 1 {
		t.Errorf("volume after many ] = %v, want 1", got)
	}
	var labels []string
	onLoop(func() {
		for _, b := range a.layout().buttons {
			labels = append(labels, b.Label)
		}
	})
	if !slices.Contains(labels, "No sound") || !slices.Contains(labels, "vol +") {
		t.Errorf("sidebar buttons %q: no sound row", labels)
	}
	onLoop(func() { a.Do(control.Mute) })
	if a.mixer.Muted() || len(a.toasts) == 0 || !strings.Contains(a.toasts[len(a.toasts)-1].Text, "no sound") {
		t.Error("M with no audio output should say why and change nothing")
	}
}
