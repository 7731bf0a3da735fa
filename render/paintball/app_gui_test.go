//go:build gui

package paintball

import (
	"image"
	"image/color"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	aipaintball "arena/ai/paintball"
	"arena/app"
	"arena/app/control"
	"arena/render"
	"arena/render/guitest"
	"arena/sim"
	pb "arena/sim/paintball"
)

// These tests drive the whole desktop app on a Paintball match, the way a
// user does: play, step back, seek, edit through the right-click menu,
// switch the fog, save and reopen the replay. They import arena/app, which
// the renderer itself never does.

// registerForApp registers the game as cmd/arena does, for the app tests.
func registerForApp() {
	sim.Register(pb.Game{})
	render.Register(pb.ID, New())
	aipaintball.Register()
}

// hosted is the app the loop hosts, nil between app tests.
var hosted *app.App

// onApp runs f on the loop with the app installed.
func onApp(f func(a *app.App)) {
	guitest.OnLoop(func() { f(hosted) })
}

// waitApp polls cond on the loop until it holds.
func waitApp(t *testing.T, what string, timeout time.Duration, cond func(a *app.App) bool) {
	t.Helper()
	guitest.WaitFor(t, what, timeout, func() bool { return cond(hosted) })
}

func startMatch(t *testing.T, speed float64) *app.App {
	t.Helper()
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	t.Setenv("HOME", t.TempDir())
	a, err := app.New(app.Options{
		Match:   app.MatchSpec{Game: pb.ID, Seed: 11, Players: []string{"builtin:captain", "builtin:sample"}},
		Speed:   speed,
		ShotDir: t.TempDir(),
	})
	if err != nil {
		t.Fatal(err)
	}
	hosted = a
	guitest.Host(a)
	t.Cleanup(func() {
		guitest.Host(nil)
		hosted = nil
		a.Controller().Close()
	})
	guitest.WaitFrames(2)
	return a
}

func frameState(a *app.App) *pb.State {
	if f := a.CurrentFrame(); f != nil {
		return state(f.State)
	}
	return nil
}

func tickIs(n int) func(a *app.App) bool {
	return func(a *app.App) bool { f := a.CurrentFrame(); return f != nil && f.Tick == n }
}

// screenOf maps field space p's centre to the window.
func screenOf(a *app.App, p pb.Point) (float64, float64) {
	return a.Camera().ToScreen(center(p))
}

// TestAppPlaysPaintball plays a seeded captain-vs-sample match in the app
// and checks what the window shows, steps back, seeks, edits through the
// right-click menu (posture, a move through the renderer's Mover, a tree
// placed), switches the fog, plays on, then saves the replay, reopens it
// and finds the edited states again.
func TestAppPlaysPaintball(t *testing.T) {
	startMatch(t, 100)
	waitApp(t, "30 rounds played", 30*time.Second, func(a *app.App) bool { f := a.CurrentFrame(); return f != nil && f.Tick >= 30 })
	onApp(func(a *app.App) { a.Controller().SetPlaying(false) })
	guitest.WaitFrames(30)

	// The window shows the field, both teams' children where the state
	// has them, and the round in the headline.
	var st *pb.State
	var pos [pb.Children][2]float64
	onApp(func(a *app.App) {
		st = frameState(a)
		for i, k := range st.Kids {
			pos[i][0], pos[i][1] = screenOf(a, k.Pos())
		}
	})
	img := guitest.Capture()
	shot{img: img}.save(t, "app")
	onApp(func(a *app.App) { t.Logf("Draw takes %.2f ms of CPU", a.LastDrawTime()*1000) })
	for i, k := range st.Kids {
		// The jersey, its shade or the mask: a raised shield, paint or a
		// pop-up may hide part of a child, never all of it.
		tc := teamColor(k.Team)
		mine := func(c color.RGBA) bool {
			return near(c, tc, 14) || near(c, render.Shade(tc, 0.72), 14) || near(c, render.Shade(tc, 0.55), 14)
		}
		n := 0
		for y := int(pos[i][1]) - 14; y <= int(pos[i][1])+14; y++ {
			for x := int(pos[i][0]) - 14; x <= int(pos[i][0])+14; x++ {
				if mine(img.RGBAAt(x, y)) {
					n++
				}
			}
		}
		if n < 4 {
			t.Errorf("child %d at %v: %d pixels of its team's colour on screen", i, k.Pos(), n)
		}
	}
	grass := 0
	for y := 0; y < pb.Size; y++ {
		for x := 0; x < pb.Size; x++ {
			var sx, sy float64
			onApp(func(a *app.App) { sx, sy = a.Camera().ToScreen(float64(x)+0.1, float64(y)+0.1) })
			if isGrass(img.RGBAAt(int(sx), int(sy))) {
				grass++
			}
		}
	}
	if grass < pb.Size*pb.Size/3 {
		t.Errorf("only %d of %d spaces show grass at their corner", grass, pb.Size*pb.Size)
	}
	if hl := New().Headline(st); !strings.HasPrefix(hl, "Round ") {
		t.Errorf("headline %q", hl)
	}

	// Step back one round and seek about; a seek back gives the same state.
	var t0 int
	onApp(func(a *app.App) { t0 = a.CurrentFrame().Tick })
	onApp(func(a *app.App) { a.PressKeys(control.Mods{}, "ArrowLeft") })
	waitApp(t, "step back", 5*time.Second, tickIs(t0-1))
	var h10, h10b uint64
	onApp(func(a *app.App) { a.Controller().Seek(10) })
	waitApp(t, "seek 10", 5*time.Second, tickIs(10))
	onApp(func(a *app.App) { h10 = a.CurrentFrame().State.Hash() })
	onApp(func(a *app.App) { a.PressKeys(control.Mods{}, "End") })
	waitApp(t, "seek the end", 5*time.Second, func(a *app.App) bool { f := a.CurrentFrame(); return f.Tick == f.End })
	onApp(func(a *app.App) { a.Controller().Seek(10) })
	waitApp(t, "seek 10 again", 5*time.Second, tickIs(10))
	onApp(func(a *app.App) { h10b = a.CurrentFrame().State.Hash() })
	if h10 != h10b {
		t.Errorf("round 10 differs after seeking away and back")
	}

	// Right-click child 0: crouch it. An edit in the past forks there.
	var items []string
	onApp(func(a *app.App) {
		st = frameState(a)
		sx, sy := screenOf(a, st.Kids[0].Pos())
		a.RightClickMap(sx, sy)
		items = a.MenuItems()
	})
	if len(items) == 0 || !strings.HasPrefix(items[0], "Move child 0 to") {
		t.Fatalf("menu at child 0: %q", items)
	}
	want := "Crouch child 0"
	if st.Kids[0].Crouched {
		want = "Stand child 0"
	}
	i := slices.Index(items, want)
	if i < 0 {
		t.Fatalf("menu has no %q: %q", want, items)
	}
	crouched := !st.Kids[0].Crouched
	onApp(func(a *app.App) { a.Choose(i) })
	waitApp(t, "the posture edit", 5*time.Second, func(a *app.App) bool { return frameState(a).Kids[0].Crouched == crouched })
	onApp(func(a *app.App) {
		if f := a.CurrentFrame(); f.End != 10 {
			t.Errorf("timeline not forked at the edit: end %d", f.End)
		}
	})

	// Move child 0 with the two-step Move: first menu entry, then a click
	// on a free space.
	var target pb.Point
	onApp(func(a *app.App) {
		st = frameState(a)
		target = freeSpace(st, st.Kids[0].Pos())
		sx, sy := screenOf(a, st.Kids[0].Pos())
		a.RightClickMap(sx, sy)
		a.Choose(0)
		tx, ty := screenOf(a, target)
		a.ClickMap(tx, ty)
	})
	waitApp(t, "the move edit", 5*time.Second, func(a *app.App) bool { return frameState(a).Kids[0].Pos() == target })

	// Place a tree on an empty space next to it.
	tree := freeSpace(st, target)
	onApp(func(a *app.App) {
		sx, sy := screenOf(a, tree)
		a.RightClickMap(sx, sy)
		items = a.MenuItems()
		if j := slices.Index(items, "Place tree"); j >= 0 {
			a.Choose(j)
		} else {
			t.Errorf("menu on an empty space: %q", items)
		}
	})
	waitApp(t, "the tree", 5*time.Second, func(a *app.App) bool { return frameState(a).At(tree.X, tree.Y).Kind == pb.Tree })
	// Round 10 now shows the three edits (replay.Timeline: a position
	// shows the edits made there); the reopened replay must too.
	var h10edited uint64
	onApp(func(a *app.App) { h10edited = a.CurrentFrame().State.Hash() })

	// The fog setting cycles from the keyboard command and changes what
	// is drawn.
	before := guitest.Capture()
	onApp(func(a *app.App) { a.Do(app.ViewCommand("fog")) })
	onApp(func(a *app.App) {
		if a.Setting("fog") != FogRed {
			t.Errorf("fog after one cycle: %q", a.Setting("fog"))
		}
	})
	guitest.WaitFrames(3)
	after := guitest.Capture()
	if diff := differing(before, after); diff < 1000 {
		t.Errorf("the red fog changed only %d pixels", diff)
	}
	onApp(func(a *app.App) {
		for a.Setting("fog") != FogAll {
			a.Do(app.ViewCommand("fog"))
		}
	})

	// Play on from the edited state, then save and reopen the replay.
	onApp(func(a *app.App) { a.Do(control.PlayPause) })
	waitApp(t, "play on past the edit", 15*time.Second, func(a *app.App) bool { return a.CurrentFrame().Tick >= 20 })
	onApp(func(a *app.App) { a.Controller().SetPlaying(false) })
	guitest.WaitFrames(3)
	var end int
	var hEnd, h11 uint64
	onApp(func(a *app.App) { a.Controller().Seek(11) })
	waitApp(t, "seek 11", 5*time.Second, tickIs(11))
	onApp(func(a *app.App) { h11 = a.CurrentFrame().State.Hash() })
	onApp(func(a *app.App) { end = a.CurrentFrame().End })
	onApp(func(a *app.App) { a.Controller().Seek(end) })
	waitApp(t, "seek the end", 5*time.Second, tickIs(end))
	onApp(func(a *app.App) { hEnd = a.CurrentFrame().State.Hash() })
	path := filepath.Join(t.TempDir(), "paintball.arena.jsonl.gz")
	done := make(chan error, 1)
	onApp(func(a *app.App) { a.Controller().Save(path, done) })
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	onApp(func(a *app.App) { a.OpenFile(path) })
	waitApp(t, "the replay", 15*time.Second, func(a *app.App) bool {
		f := a.CurrentFrame()
		return a.Controller().Meta().Replay != "" && f != nil && f.End == end
	})
	onApp(func(a *app.App) { a.Controller().SetPlaying(false) })
	guitest.WaitFrames(3)
	onApp(func(a *app.App) { a.Controller().Seek(10) })
	waitApp(t, "replay round 10", 5*time.Second, tickIs(10))
	// Round 10 shows the edits made there, round 11 was played from the
	// edited state.
	var g10, g11, gEnd uint64
	onApp(func(a *app.App) { g10 = a.CurrentFrame().State.Hash() })
	if g10 != h10edited || g10 == h10 {
		t.Errorf("replay round 10 differs from the edited one")
	}
	onApp(func(a *app.App) { a.PressKeys(control.Mods{}, "ArrowRight") })
	waitApp(t, "replay round 11", 5*time.Second, tickIs(11))
	onApp(func(a *app.App) { g11 = a.CurrentFrame().State.Hash(); st = frameState(a) })
	if g11 != h11 {
		t.Errorf("replay round 11 differs from the one played after the edits")
	}
	if st.At(tree.X, tree.Y).Kind != pb.Tree || pb.Dist2(st.Kids[0].Pos(), target) > 9 {
		t.Errorf("replay round 11 lost an edit: child 0 at %v (moved to %v), tree space %v", st.Kids[0].Pos(), target, st.At(tree.X, tree.Y))
	}
	onApp(func(a *app.App) { a.Controller().Seek(end) })
	waitApp(t, "replay end", 5*time.Second, tickIs(end))
	onApp(func(a *app.App) { gEnd = a.CurrentFrame().State.Hash() })
	if gEnd != hEnd {
		t.Errorf("replay end (round %d) differs from the played one", end)
	}
	onApp(func(a *app.App) {
		if m := a.Controller().Meta().Replay; strings.Contains(m, "diverges") {
			t.Errorf("replay: %s", m)
		}
	})
}

// freeSpace is an empty space without a child near p (not p itself).
func freeSpace(st *pb.State, p pb.Point) pb.Point {
	for r := 1; r < pb.Size; r++ {
		for dy := -r; dy <= r; dy++ {
			for dx := -r; dx <= r; dx++ {
				q := pb.Point{X: p.X + dx, Y: p.Y + dy}
				if q.OnField() && st.At(q.X, q.Y).Kind == pb.Empty && st.ChildAt(q) < 0 {
					return q
				}
			}
		}
	}
	return p
}

// differing counts pixels that differ between two captures.
func differing(a, b *image.RGBA) int {
	n := 0
	for i := 0; i+3 < len(a.Pix) && i+3 < len(b.Pix); i += 4 {
		if a.Pix[i] != b.Pix[i] || a.Pix[i+1] != b.Pix[i+1] || a.Pix[i+2] != b.Pix[i+2] {
			n++
		}
	}
	return n
}
