package app

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/app/ui/wire"
)

// The protocol inspector (W, app/ui/wire) is a row of the pane table
// (panes.go); this is its glue: what it looks at, and its commands.

// inspected returns the current source when it keeps wire lines.
func (a *App) inspected() wire.Recorder {
	in, _ := a.ctl.Source().(wire.Recorder)
	return in
}

// wireLook is what the inspector shows: the log pane's seat (Tab) on the
// tick on screen.
func (a *App) wireLook() (wire.Look, bool) {
	if a.frame == nil || len(a.frame.Players) == 0 {
		return wire.Look{}, false
	}
	seat := a.logPane.Seat % len(a.frame.Players)
	return wire.Look{Rec: a.inspected(), Seat: seat, Player: a.frame.Players[seat], Tick: a.frame.Tick}, true
}

// copyInspector puts the pane's report on the clipboard.
func (a *App) copyInspector() {
	_, _, text := a.wire.Turn()
	if err := wire.Copy(text); err != nil {
		a.toast("copy: " + err.Error())
		return
	}
	a.toast("inspector report copied to the clipboard")
}

// saveInspectorTurn saves the selected turn's input through the file
// dialog when the build has one.
func (a *App) saveInspectorTurn() {
	turn, _, _ := a.wire.Turn()
	if turn == nil {
		a.toast("no recorded turn to save here")
		return
	}
	l, _ := a.wireLook()
	a.saveAs("Save turn input", fmt.Sprintf("turn-t%d-seat%d.txt", turn.T, l.Seat+1), func(path string) {
		turn, hello, _ := a.wire.Turn()
		if err := wire.SaveInput(path, turn, hello); err != nil {
			a.toast(err.Error())
			return
		}
		a.toast("turn input saved: " + path)
	})
}

// drawDebugOverlay draws the bots' debug drawing of the shown tick over
// the map (with the debug overlay, D).
func (a *App) drawDebugOverlay(dst *ebiten.Image) {
	if !a.overlays.Debug || a.frame == nil {
		return
	}
	if in := a.inspected(); in != nil {
		wire.DrawDebug(dst, a.cam.Camera, a.rend, a.frame.State, in.Draws(a.frame.Tick))
	}
}
