package app

import (
	"errors"
	"fmt"
	"image"
	"os"
	"os/exec"
	"strings"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.design/x/clipboard"

	"arena/app/ui"
	"arena/render"
	"arena/sim"
	"arena/sim/debugdraw"
	"arena/sim/replay"
)

// inspectable is a source that kept the protocol inspector's wire lines
// and the bots' debug drawing (*session.Session); other sources (the
// lobby) show an empty pane and no drawing.
type inspectable interface {
	Wire(p, tick int) (turn, hello *replay.Wire)
	HasWires() bool
	Draws(tick int) []replay.Draw
}

// inspected returns the current source when it keeps wire lines.
func (a *App) inspected() inspectable {
	in, _ := a.ctl.Source().(inspectable)
	return in
}

// inspectorSeat is the seat the pane shows: the log pane's (Tab).
func (a *App) inspectorSeat() (int, PlayerView, bool) {
	if a.frame == nil || len(a.frame.Players) == 0 {
		return 0, PlayerView{}, false
	}
	seat := a.logPane.Seat % len(a.frame.Players)
	return seat, a.frame.Players[seat], true
}

// inspectorTurn is the selected seat's turn on the shown tick, and the
// pane's text for it.
func (a *App) inspectorTurn() (turn, hello *replay.Wire, text string) {
	seat, p, ok := a.inspectorSeat()
	if !ok {
		return nil, nil, "(no match)"
	}
	in := a.inspected()
	if in == nil || !in.HasWires() {
		return nil, nil, "This match has no wire records: it was saved before arena kept them, or by a source that does not record them."
	}
	turn, hello = in.Wire(seat, a.frame.Tick)
	if turn == nil {
		return nil, nil, fmt.Sprintf("%s was not asked on tick %d (the game skipped it, it had left, or recording stopped at its cap).", p.Name, a.frame.Tick)
	}
	return turn, hello, replay.Report(turn, hello, p.Name)
}

// wirePane is the protocol inspector as a row of the pane table
// (panes.go): it shows the turn on screen whole, so it does not scroll.
type wirePane struct{ a *App }

// Draw draws the inspector filling r.
func (p wirePane) Draw(dst *ebiten.Image, r image.Rectangle) { p.a.drawWire(dst, r) }

// Scroll does nothing: the report is laid out to fit (inspectorLines) and
// Ctrl+C copies it whole.
func (wirePane) Scroll(int) {}

// drawWire is the protocol inspector pane: for the shown tick and the
// selected seat, what the bot was sent and answered, how the reply was
// decoded, its stderr, its time against the limit and its status.
func (a *App) drawWire(dst *ebiten.Image, r image.Rectangle) {
	render.Rect(dst, float64(r.Min.X), float64(r.Min.Y), float64(r.Dx()), float64(r.Dy()), render.PanelBG)
	render.Rect(dst, float64(r.Min.X), float64(r.Min.Y), float64(r.Dx()), 1, render.PanelBorder)
	seat, p, ok := a.inspectorSeat()
	if !ok {
		return
	}
	head := fmt.Sprintf("Wire: %s (%s), tick %d   [Tab: next bot, Ctrl+C: copy, Shift+W: save turn, W: close]", p.Name, p.Agent, a.frame.Tick)
	render.Text(dst, ui.FitWidth(head, float64(r.Dx()-16)), float64(r.Min.X+8), float64(r.Min.Y+5), render.Small, render.PlayerColor(sim.PlayerID(seat)))
	turn, _, text := a.inspectorTurn()
	rows := (r.Dy() - 26) / 15
	lines := inspectorLines(text, rows)
	y := float64(r.Min.Y + 24)
	for _, l := range lines {
		c := render.TextColor
		switch {
		case strings.HasPrefix(l, "---"):
			c = render.DimText
		case strings.HasPrefix(l, "status: ") && turn != nil && turn.Reason != "":
			c = render.Danger
		case strings.HasPrefix(l, "#arena "):
			c = render.Good
		}
		render.Text(dst, ui.FitWidth(l, float64(r.Dx()-16)), float64(r.Min.X+8), y, render.Small, c)
		y += 15
	}
}

// inspectorLines lays the report out in at most rows lines: the head
// (seat, status, time, framing) and every section's title always, short
// sections whole, and the rows left shared among the long ones (the state
// sent, a long reply or stderr), each cut with a note that Ctrl+C copies
// it all.
func inspectorLines(text string, rows int) []string {
	all := strings.Split(strings.TrimRight(text, "\n"), "\n")
	if len(all) <= rows || rows <= 0 {
		return all
	}
	var sections [][]string
	for _, l := range all {
		if strings.HasPrefix(l, "--- ") || len(sections) == 0 {
			sections = append(sections, nil)
		}
		sections[len(sections)-1] = append(sections[len(sections)-1], l)
	}
	// Rows owed to titles and the head, then body rows per section.
	keep := make([]int, len(sections))
	left := rows
	for i, s := range sections {
		if i == 0 {
			keep[i] = len(s)
		} else {
			keep[i] = 1
		}
		left -= keep[i]
	}
	// Hand the rest out one row at a time, round robin, so a short
	// section shows whole and the long ones share what remains; a cut
	// section spends one row on its note.
	for grew := true; left > 0 && grew; {
		grew = false
		for i, s := range sections {
			if left > 0 && keep[i] < len(s) {
				keep[i]++
				left--
				grew = true
			}
		}
	}
	var out []string
	for i, s := range sections {
		if keep[i] >= len(s) {
			out = append(out, s...)
			continue
		}
		n := max(keep[i]-1, 1)
		out = append(out, s[:n]...)
		out = append(out, fmt.Sprintf("    … %d more line(s): Ctrl+C copies them all", len(s)-n))
	}
	if len(out) > rows {
		out = out[:rows]
	}
	return out
}

// copyInspector puts the pane's report on the clipboard.
func (a *App) copyInspector() {
	_, _, text := a.inspectorTurn()
	if err := copyText(text); err != nil {
		a.toast("copy: " + err.Error())
		return
	}
	a.toast("inspector report copied to the clipboard")
}

var (
	clipOnce sync.Once
	clipErr  error
)

// copyText writes s to the system clipboard through golang.design/x/clipboard,
// falling back on xclip or xsel when it cannot start (no X11 library).
func copyText(s string) error {
	clipOnce.Do(func() { clipErr = clipboard.Init() })
	if clipErr == nil {
		clipboard.Write(clipboard.FmtText, []byte(s))
		return nil
	}
	for _, c := range [][]string{{"xclip", "-selection", "clipboard"}, {"xsel", "--clipboard", "--input"}} {
		if _, err := exec.LookPath(c[0]); err != nil {
			continue
		}
		cmd := exec.Command(c[0], c[1:]...)
		cmd.Stdin = strings.NewReader(s)
		return cmd.Run()
	}
	return fmt.Errorf("no clipboard (%v), and neither xclip nor xsel is installed; use Shift+W to save the turn instead", clipErr)
}

// saveInspectorTurn saves the selected turn's input, what a fresh process
// of the bot needs to replay that turn (`python3 bot.py < turn.txt`),
// through the file dialog when the build has one.
func (a *App) saveInspectorTurn() {
	turn, _, _ := a.inspectorTurn()
	if turn == nil {
		a.toast("no recorded turn to save here")
		return
	}
	seat, _, _ := a.inspectorSeat()
	a.saveAs("Save turn input", fmt.Sprintf("turn-t%d-seat%d.txt", turn.T, seat+1), a.saveTurnTo)
}

// saveTurnTo writes the selected turn's input to path.
func (a *App) saveTurnTo(path string) {
	turn, hello, _ := a.inspectorTurn()
	if turn == nil {
		a.toast("no recorded turn to save here")
		return
	}
	if turn.Sent == nil && hello == nil {
		a.toast("a built-in is sent nothing: it reads the state in memory")
		return
	}
	if err := os.WriteFile(path, replay.Input(turn, hello), 0o644); err != nil {
		a.toast("save turn: " + errors.Unwrap(err).Error())
		return
	}
	a.toast("turn input saved: " + path)
}

// drawDebugOverlay draws the bots' debug drawing of the shown tick over
// the map (with the debug overlay, D).
func (a *App) drawDebugOverlay(dst *ebiten.Image) {
	if !a.overlays.Debug || a.frame == nil {
		return
	}
	in := a.inspected()
	if in == nil {
		return
	}
	for _, d := range in.Draws(a.frame.Tick) {
		shapes := make([]debugdraw.Shape, 0, len(d.Shapes))
		for _, s := range d.Shapes {
			if sh, err := debugdraw.Parse(s); err == nil {
				shapes = append(shapes, sh)
			}
		}
		render.DrawDebugShapes(dst, a.cam, a.rend, a.frame.State, d.P, shapes)
	}
}
