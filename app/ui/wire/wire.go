package wire

import (
	"errors"
	"fmt"
	"image"
	"os"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/app/ui"
	"arena/render"
	"arena/sim"
	"arena/sim/debugdraw"
	"arena/sim/replay"
)

// Recorder is a source that kept the inspector's wire lines and the bots'
// debug drawing (*session.Session); other sources (the lobby) show an
// empty pane and no drawing.
type Recorder interface {
	Wire(p, tick int) (turn, hello *replay.Wire)
	HasWires() bool
	Draws(tick int) []replay.Draw
}

// Look is what the pane shows this frame: the source's records (nil when
// it keeps none), the seat and its player, and the tick on screen.
type Look struct {
	Rec    Recorder
	Seat   int
	Player sim.PlayerView
	Tick   int
}

// Inspector is the pane. Look reports what to show, false when there is
// no match on screen.
type Inspector struct {
	Look func() (Look, bool)
}

// Turn is the selected seat's turn on the shown tick, and the pane's
// text for it.
func (in *Inspector) Turn() (turn, hello *replay.Wire, text string) {
	l, ok := in.Look()
	if !ok {
		return nil, nil, "(no match)"
	}
	if l.Rec == nil || !l.Rec.HasWires() {
		return nil, nil, "This match has no wire records: it was saved before arena kept them, or by a source that does not record them."
	}
	turn, hello = l.Rec.Wire(l.Seat, l.Tick)
	if turn == nil {
		return nil, nil, fmt.Sprintf("%s was not asked on tick %d (the game skipped it, it had left, or recording stopped at its cap).", l.Player.Name, l.Tick)
	}
	return turn, hello, replay.Report(turn, hello, l.Player.Name)
}

// Scroll does nothing: the report is laid out to fit (Lines) and Ctrl+C
// copies it whole.
func (*Inspector) Scroll(int) {}

// Draw draws the inspector filling r.
func (in *Inspector) Draw(dst *ebiten.Image, r image.Rectangle) {
	render.Rect(dst, float64(r.Min.X), float64(r.Min.Y), float64(r.Dx()), float64(r.Dy()), render.PanelBG)
	render.Rect(dst, float64(r.Min.X), float64(r.Min.Y), float64(r.Dx()), 1, render.PanelBorder)
	l, ok := in.Look()
	if !ok {
		return
	}
	head := fmt.Sprintf("Wire: %s (%s), tick %d   [Tab: next bot, Ctrl+C: copy, Shift+W: save turn, W: close]", l.Player.Name, l.Player.Agent, l.Tick)
	render.Text(dst, ui.FitWidth(head, float64(r.Dx()-16)), float64(r.Min.X+8), float64(r.Min.Y+5), render.Small, render.PlayerColor(sim.PlayerID(l.Seat)))
	turn, _, text := in.Turn()
	rows := (r.Dy() - 26) / 15
	y := float64(r.Min.Y + 24)
	for _, line := range Lines(text, rows) {
		c := render.TextColor
		switch {
		case strings.HasPrefix(line, "---"):
			c = render.DimText
		case strings.HasPrefix(line, "status: ") && turn != nil && turn.Reason != "":
			c = render.Danger
		case strings.HasPrefix(line, "#arena "):
			c = render.Good
		}
		render.Text(dst, ui.FitWidth(line, float64(r.Dx()-16)), float64(r.Min.X+8), y, render.Small, c)
		y += 15
	}
}

// Lines lays the report out in at most rows lines: the head (seat,
// status, time, framing) and every section's title always, short
// sections whole, and the rows left shared among the long ones (the state
// sent, a long reply or stderr), each cut with a note that Ctrl+C copies
// it all.
func Lines(text string, rows int) []string {
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

// SaveInput writes a turn's input to path: what a fresh process of the
// bot needs to replay that turn (`python3 bot.py < turn.txt`).
func SaveInput(path string, turn, hello *replay.Wire) error {
	if turn == nil {
		return errors.New("no recorded turn to save here")
	}
	if turn.Sent == nil && hello == nil {
		return errors.New("a built-in is sent nothing: it reads the state in memory")
	}
	if err := os.WriteFile(path, replay.Input(turn, hello), 0o644); err != nil {
		if u := errors.Unwrap(err); u != nil {
			err = u
		}
		return fmt.Errorf("save turn: %w", err)
	}
	return nil
}

// DrawDebug draws the bots' debug drawing of one tick (draws) over the
// map dst, through the renderer's camera and projection; shapes that do
// not parse are left out.
func DrawDebug(dst *ebiten.Image, cam render.Camera, r render.Renderer, st sim.State, draws []replay.Draw) {
	for _, d := range draws {
		shapes := make([]debugdraw.Shape, 0, len(d.Shapes))
		for _, s := range d.Shapes {
			if sh, err := debugdraw.Parse(s); err == nil {
				shapes = append(shapes, sh)
			}
		}
		render.DrawDebugShapes(dst, cam, r, st, d.P, shapes)
	}
}
