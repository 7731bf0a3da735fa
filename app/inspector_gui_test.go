//go:build gui

package app

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"golang.design/x/clipboard"

	"arena/app/control"
	"arena/sim/debugdraw"
)

// TestInspectorAndDebugDrawing plays hunter against sample, opens the
// protocol inspector on a tick and checks its report, copies it to the
// clipboard, and turns on the debug overlay: the hunter's marked target
// cell changes colour on screen.
func TestInspectorAndDebugDrawing(t *testing.T) {
	a := startApp(t, 50, nil)
	waitFor(t, "12 turns", 30*time.Second, func(a *App) bool { return a.frame.Tick >= 12 })
	pauseAndSettle(a)
	onLoop(func() { a.ctl.Seek(10) })
	waitFor(t, "seek 10", 5*time.Second, func(a *App) bool { return a.frame.Tick == 10 })
	// The target mark of the hunter's plan on this tick.
	var mark *debugdraw.Shape
	for _, d := range a.inspected().Draws(10) {
		for _, s := range d.Shapes {
			if sh, err := debugdraw.Parse(s); err == nil && sh.Kind == debugdraw.Mark && d.P == 0 {
				mark = &sh
			}
		}
	}
	if mark == nil {
		t.Fatal("no mark drawn by the hunter on tick 10")
	}
	var sx, sy float64
	onLoop(func() {
		x, y := a.cam.ToScreen(float64(int(mark.X1)), float64(int(mark.Y1)))
		sx, sy = x+1, y+a.cam.Zoom/2 // on the mark's left edge
	})
	off := capture()
	onLoop(func() { a.Do(control.Debug) })
	waitFrames(5)
	on := capture()
	if before, after := rgba(off, sx, sy), rgba(on, sx, sy); before == after || after.R < after.B {
		t.Errorf("the mark's edge at (%.0f, %.0f) is %v with the overlay, %v without: not drawn", sx, sy, after, before)
	}
	onLoop(func() { a.Do(control.Wire) })
	waitFrames(3)
	saveShot(t, "inspector")
	var text string
	onLoop(func() {
		if turn, _, s := a.wire.Turn(); turn != nil {
			text = s
		}
	})
	for _, want := range []string{"tick 10, seat 1 (hunter)", "status: ACTIVE", "framing: built-in", "--- decoded: "} {
		if !strings.Contains(text, want) {
			t.Errorf("inspector report lacks %q:\n%s", want, text)
		}
	}
	onLoop(func() { a.Do(control.WireCopy) })
	waitFrames(2)
	if err := clipboard.Init(); err != nil {
		t.Skipf("no clipboard under this display (%v): copy falls back on xclip/xsel", err)
	}
	if got := string(clipboard.Read(clipboard.FmtText)); got != text {
		t.Errorf("clipboard holds %q, want the report", got)
	}
}

// TestInspectorOnOldReplay opens a replay saved before wire lines existed:
// the pane opens and says there is nothing recorded.
func TestInspectorOnOldReplay(t *testing.T) {
	a := startApp(t, 50, nil)
	path, _ := filepath.Abs("../sim/replay/testdata/worms-v1.arena.jsonl.gz")
	onLoop(func() { a.OpenFile(path) })
	waitFor(t, "replay opened", 10*time.Second, func(a *App) bool { return a.meta.Replay != "" && a.frame != nil })
	onLoop(func() { a.Do(control.Wire) })
	waitFrames(3)
	var text string
	onLoop(func() { _, _, text = a.wire.Turn() })
	if !strings.Contains(text, "no wire records") {
		t.Errorf("the pane says %q", text)
	}
	onLoop(func() { a.Do(control.WireSave) })
	waitFrames(2)
}
