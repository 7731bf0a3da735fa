package clip

import (
	"fmt"
	"io"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/render"
)

// Run exports a clip of the replay at path from a minimal game loop (no
// app, no sound, no bots) and returns when it is written: the headless
// `arena --replay FILE --export-gif OUT.gif --from T1 --to T2`. It needs a
// display only because ebiten draws through one (Xvfb will do); progress
// goes to log.
func Run(path string, o Options, log io.Writer) error {
	e, err := Start(path, o)
	if err != nil {
		return err
	}
	o = e.Options()
	fmt.Fprintf(log, "clip: %d frames, ticks %d..%d every %d, %dx%d\n", e.Frames(), o.From, o.To, o.Every, o.Width, o.Height)
	ebiten.SetWindowTitle("arena - exporting a clip")
	ebiten.SetWindowSize(320, 60)
	ebiten.SetRunnableOnUnfocused(true)
	ebiten.SetTPS(ebiten.SyncWithFPS)
	ebiten.SetVsyncEnabled(false)
	if err := ebiten.RunGameWithOptions(&runner{e: e}, &ebiten.RunGameOptions{InitUnfocused: true}); err != nil {
		e.Cancel()
		return err
	}
	if err := e.Result(); err != nil {
		return err
	}
	for _, out := range []string{o.GIF, o.PNGDir} {
		if out != "" {
			fmt.Fprintln(log, "clip saved:", out)
		}
	}
	return nil
}

// runner is the game loop of Run: each update draws what frames are
// ready, and the loop ends once the clip is written.
type runner struct{ e *Exporter }

func (r *runner) Update() error {
	if r.e.Step(8) {
		return ebiten.Termination
	}
	return nil
}

func (r *runner) Draw(screen *ebiten.Image) {
	screen.Fill(render.PanelBG)
	render.Text(screen, fmt.Sprintf("clip: frame %d / %d", r.e.Progress(), r.e.Frames()), 10, 20, render.Small, render.TextColor)
}

func (r *runner) Layout(int, int) (int, int) { return 320, 60 }
