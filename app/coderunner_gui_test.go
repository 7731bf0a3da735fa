//go:build gui

package app

import (
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"arena/ai"
	aicoderunner "arena/ai/coderunner"
	"arena/app/control"
	"arena/app/ui"
	"arena/render"
	crrender "arena/render/coderunner"
	"arena/sim"
	cr "arena/sim/coderunner"
)

var crOnce sync.Once

// registerCodeRunner adds CodeRunner's game, renderer and bots once,
// unless another test file already did.
func registerCodeRunner() {
	crOnce.Do(func() {
		if _, err := sim.Lookup(cr.ID); err != nil {
			sim.Register(cr.Game{})
		}
		if _, ok := render.Lookup(cr.ID); !ok {
			render.Register(cr.ID, crrender.New())
		}
		if _, err := ai.LookupBot(cr.ID, "digger"); err != nil {
			aicoderunner.Register()
		}
	})
}

func crState(a *App) *cr.State {
	if a.frame == nil {
		return nil
	}
	st, _ := a.frame.State.(*cr.State)
	return st
}

// startCodeRunner starts a seeded digger-versus-sample match.
func startCodeRunner(t *testing.T, speed float64) *App {
	t.Helper()
	registerCodeRunner()
	return startApp(t, speed, func(o *Options) {
		o.Match = MatchSpec{Game: cr.ID, Seed: 7, Players: []string{"builtin:digger", "builtin:sample"}}
	})
}

// freeCell finds an empty cell with nobody in it, for which ok holds.
func freeCell(st *cr.State, ok func(r, c int) bool) (row, col int) {
	for r := cr.Rows - 2; r >= 0; r-- {
		for c := 0; c < cr.Cols; c++ {
			if st.At(r, c) != cr.Empty || !ok(r, c) {
				continue
			}
			busy := false
			for _, ru := range st.Runners {
				busy = busy || (ru.Row == r && ru.Col == c)
			}
			for _, e := range st.Enemies {
				busy = busy || (e.Row == r && e.Col == c)
			}
			if !busy {
				return r, c
			}
		}
	}
	return -1, -1
}

// TestCodeRunnerInTheApp plays CodeRunner in the window end to end: the
// board and runners are drawn where the state says, stepping back and
// seeking give the same states, the view settings cycle, a right-click
// edit and a two-step move change the state and fork the timeline, and the
// saved replay reopens with the same states.
func TestCodeRunnerInTheApp(t *testing.T) {
	a := startCodeRunner(t, 60)
	waitFor(t, "30 turns played", 30*time.Second, func(a *App) bool { return a.frame != nil && a.frame.Tick >= 30 })
	pauseAndSettle(a)

	// The board: brick cells show brick colours, runners their colours.
	var st *cr.State
	var cam render.Camera
	var span int
	var headline string
	onLoop(func() {
		st, cam, span = crState(a), a.cam.Camera, a.timelineSpan()
		headline = a.rend.Headline(a.frame.State)
	})
	img := capture()
	saveShot(t, "coderunner-play")
	if span != 700 {
		t.Errorf("timeline span %d, want the match length 700", span)
	}
	if !strings.HasPrefix(headline, "Turn ") {
		t.Errorf("headline %q", headline)
	}
	bricks, good := 0, 0
	for r := 0; r < cr.Rows; r++ {
		for c := 0; c < cr.Cols; c++ {
			if st.At(r, c) != cr.Brick {
				continue
			}
			bricks++
			x, y := cam.ToScreen(float64(c)+0.3, float64(r)+0.3)
			if p := rgba(img, x, y); p.R > 90 && int(p.R) > int(p.B)+30 {
				good++
			}
		}
	}
	if good < bricks*9/10 {
		t.Errorf("only %d of %d brick cells look like brick", good, bricks)
	}
	for p, ru := range st.Runners {
		if !ru.Alive {
			continue
		}
		want := render.PlayerColor(sim.PlayerID(p))
		n := 0
		x0, y0 := cam.ToScreen(float64(ru.Col), float64(ru.Row))
		for y := y0; y < y0+cam.Zoom; y++ {
			for x := x0; x < x0+cam.Zoom; x++ {
				if rgba(img, x, y) == want {
					n++
				}
			}
		}
		if n < 10 {
			t.Errorf("runner %d at %d,%d: %d pixels of its colour", p, ru.Row, ru.Col, n)
		}
	}

	// Step back one turn, then seek, and come back to the same state.
	var t0 int
	var h0 uint64
	onLoop(func() { t0, h0 = a.frame.Tick, a.frame.State.Hash() })
	onLoop(func() { a.PressKeys(control.Mods{}, "ArrowLeft") })
	waitFor(t, "step back", 5*time.Second, func(a *App) bool { return a.frame.Tick == t0-1 })
	onLoop(func() { a.ctl.Seek(5) })
	waitFor(t, "seek 5", 5*time.Second, func(a *App) bool { return a.frame.Tick == 5 })
	onLoop(func() { a.ctl.Seek(t0) })
	waitFor(t, "seek back", 5*time.Second, func(a *App) bool { return a.frame.Tick == t0 })
	var h1 uint64
	onLoop(func() { h1 = a.frame.State.Hash() })
	if h0 != h1 {
		t.Errorf("turn %d differs after stepping and seeking: %x vs %x", t0, h0, h1)
	}

	// The renderer's view settings cycle from the sidebar command.
	onLoop(func() { a.Do(ViewCommand("radius")) })
	if v := a.Setting("radius"); v != "on" {
		t.Errorf("radius after one cycle: %q, want on", v)
	}
	onLoop(func() { a.Do(control.Debug) })
	pauseAndSettle(a)
	saveShot(t, "coderunner-debug")

	// A right-click edit in the past: place gold on a free cell.
	const editAt = 12
	onLoop(func() { a.ctl.Seek(editAt) })
	waitFor(t, "seek to the edit turn", 5*time.Second, func(a *App) bool { return a.frame.Tick == editAt })
	var gr, gc int
	var items []string
	onLoop(func() {
		gr, gc = freeCell(crState(a), func(r, c int) bool { return true })
		sx, sy := a.cam.ToScreen(float64(gc)+0.5, float64(gr)+0.5)
		a.RightClickMap(sx, sy)
		items = a.MenuItems()
	})
	saveShot(t, "coderunner-menu")
	gold := slices.Index(items, "Place gold")
	if gr < 0 || gold < 0 {
		t.Fatalf("no free cell (%d,%d) or no 'Place gold' in %q", gr, gc, items)
	}
	for _, want := range []string{"Move red runner here", "Move enemy 0 here", "Make brick", "Make ladder"} {
		if !slices.Contains(items, want) {
			t.Errorf("cell menu lacks %q: %q", want, items)
		}
	}
	// A hole is dug in bricks only (it closes into one).
	if slices.Contains(items, "Dig a hole") {
		t.Errorf("Dig a hole offered on a free cell: %q", items)
	}
	onLoop(func() { a.Choose(gold) })
	waitFor(t, "gold placed", 5*time.Second, func(a *App) bool { return crState(a).At(gr, gc) == cr.Gold })
	var end int
	onLoop(func() { end = a.frame.End })
	if end != editAt {
		t.Errorf("timeline not forked at the edit: end %d, want %d", end, editAt)
	}

	// The two-step move: "Move runner 0 to..." then click a free cell.
	var mr, mc int
	onLoop(func() {
		st := crState(a)
		ru := st.Runners[0]
		// Far from the new gold, so nobody takes it in the next turns.
		mr, mc = freeCell(st, func(r, c int) bool { return r != gr || c > gc+4 || c < gc-4 })
		sx, sy := a.cam.ToScreen(float64(ru.Col)+0.5, float64(ru.Row)+0.5)
		if !ru.Alive {
			sx, sy = a.cam.ToScreen(float64(ru.SpawnCol)+0.5, float64(ru.SpawnRow)+0.5)
		}
		a.RightClickMap(sx, sy)
		items = a.MenuItems()
		if len(items) == 0 || items[0] != "Move runner 0 to... (click a cell)" {
			t.Errorf("menu on red: %q", items)
			return
		}
		a.Choose(0)
		sx, sy = a.cam.ToScreen(float64(mc)+0.5, float64(mr)+0.5)
		a.ClickMap(sx, sy)
	})
	waitFor(t, "red moved", 5*time.Second, func(a *App) bool {
		ru := crState(a).Runners[0]
		return ru.Alive && ru.Row == mr && ru.Col == mc
	})

	// Play on from the edited state, then save and reopen the replay.
	onLoop(func() { a.Do(control.PlayPause) })
	waitFor(t, "play on past the edits", 20*time.Second, func(a *App) bool { return a.frame.Tick >= editAt+20 })
	onLoop(func() { a.ctl.SetPlaying(false) })
	waitFrames(3)
	onLoop(func() { end = a.frame.End })
	onLoop(func() { a.ctl.Seek(end) })
	waitFor(t, "seek end", 5*time.Second, func(a *App) bool { return a.frame.Tick == end })
	var hEnd, hEdit uint64
	onLoop(func() { hEnd = a.frame.State.Hash() })
	// The turn the edits were made at shows them (replay.Timeline).
	onLoop(func() { a.ctl.Seek(editAt) })
	waitFor(t, "seek to the edit", 5*time.Second, func(a *App) bool { return a.frame.Tick == editAt })
	var goldPlayed bool
	onLoop(func() { hEdit, goldPlayed = a.frame.State.Hash(), crState(a).At(gr, gc) == cr.Gold })
	if !goldPlayed {
		t.Errorf("the gold at %d,%d is not shown at the turn of the edit", gr, gc)
	}
	path := filepath.Join(t.TempDir(), "coderunner.arena.jsonl.gz")
	done := make(chan error, 1)
	onLoop(func() { a.ctl.Save(path, done) })
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	onLoop(func() { a.OpenFile(path) })
	waitFor(t, "replay opened", 15*time.Second, func(a *App) bool {
		return a.meta.Replay != "" && a.frame != nil && a.frame.End == end && crState(a) != nil
	})
	onLoop(func() { a.ctl.SetPlaying(false) })
	waitFrames(3)
	if strings.Contains(a.meta.Replay, "diverges") {
		t.Errorf("replay diverges: %s", a.meta.Replay)
	}
	onLoop(func() { a.ctl.Seek(editAt) })
	waitFor(t, "replay: at the edit", 5*time.Second, func(a *App) bool { return a.frame.Tick == editAt })
	var g1 uint64
	var goldThere bool
	onLoop(func() { g1, goldThere = a.frame.State.Hash(), crState(a).At(gr, gc) == cr.Gold })
	onLoop(func() { a.ctl.Seek(end) })
	waitFor(t, "replay: end", 5*time.Second, func(a *App) bool { return a.frame.Tick == end })
	var g2 uint64
	onLoop(func() { g2 = a.frame.State.Hash() })
	if g1 != hEdit || g2 != hEnd {
		t.Errorf("replay states differ from the played ones: turn %d %x vs %x, end %x vs %x", editAt, g1, hEdit, g2, hEnd)
	}
	if !goldThere {
		t.Error("the replay lost the gold edit")
	}
	// The reopened replay draws: the renderer is the CodeRunner one.
	pauseAndSettle(a)
	shot := capture()
	saveShot(t, "coderunner-replay")
	if c := shot.RGBAAt(3, 3); c != ui.Bar {
		t.Errorf("top bar colour %v", c)
	}
	var lay layoutRects
	onLoop(func() { lay = a.layout() })
	brickish := 0
	for y := lay.mapArea.Min.Y; y < lay.mapArea.Max.Y; y += 7 {
		for x := lay.mapArea.Min.X; x < lay.mapArea.Max.X; x += 7 {
			if c := shot.RGBAAt(x, y); c.R > 120 && int(c.R) > int(c.B)+50 {
				brickish++
			}
		}
	}
	if brickish < 500 {
		t.Errorf("the replay view shows %d brick-coloured samples", brickish)
	}

	// Fast play with every overlay on: the match keeps advancing and the
	// draw cost per frame is logged.
	onLoop(func() {
		a.Do(ViewCommand("radius")) // on -> all
		a.Do(control.Grid)
		a.setSpeed(1000)
		a.ctl.Seek(0)
		a.ctl.SetPlaying(true)
	})
	var drawSum float64
	for i := 0; i < 60; i++ {
		waitFrames(1)
		onLoop(func() { drawSum += a.LastDrawTime() })
	}
	var reached int
	onLoop(func() { reached = a.frame.Tick })
	t.Logf("1000 turns/s, all overlays: Draw %.2f ms/frame on average, reached turn %d", drawSum/60*1000, reached)
	if reached == 0 {
		t.Error("fast play did not advance")
	}
}
