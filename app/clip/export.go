package clip

import (
	"context"
	"errors"
	"fmt"
	"image"
	"image/color/palette"
	"image/draw"
	"image/gif"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/ai/session"
	"arena/render"
	"arena/sim"
)

// shot is one position to draw: its state and the seats' labels.
type shot struct {
	pos     int
	state   sim.State
	players []sim.PlayerView
}

// Exporter renders one clip. Start it with Start, call Step from the
// ebiten goroutine until it reports done, then read Result.
type Exporter struct {
	opts      Options
	positions []int
	rend      render.Renderer
	game      string

	shots  chan shot        // from the reader
	frames chan *image.RGBA // to the writer
	cancel context.CancelFunc
	img    *ebiten.Image
	drawn  int
	closed bool

	mu      sync.Mutex
	readErr error
	wrote   chan error // the writer's result
	result  error
	done    bool
}

// BadInput is Start's error for a replay that cannot be read or options
// that do not fit it: the command line's exit status 2.
type BadInput struct{ Err error }

func (e *BadInput) Error() string { return e.Err.Error() }
func (e *BadInput) Unwrap() error { return e.Err }

// Start opens the replay at path, checks o against it (Plan) and starts
// reading. The error is the replay's or the bounds' (one line, BadInput).
func Start(path string, o Options) (*Exporter, error) {
	s, err := session.Open(path)
	if err != nil {
		return nil, &BadInput{err}
	}
	positions, o, err := Plan(o, s.Len())
	if err != nil {
		s.Close()
		return nil, &BadInput{err}
	}
	game := s.Meta().Game
	rend, ok := render.Lookup(game)
	if !ok {
		s.Close()
		return nil, fmt.Errorf("clip: no renderer for %q", game)
	}
	if o.Delay == 0 {
		// A frame lasts one tick at the game's nominal speed, whatever
		// Every: a stepped clip plays fast-forward, not as a slide show.
		o.Delay = 10
		if g, err := sim.Lookup(game); err == nil && g.Info().TPS > 0 {
			o.Delay = int(math.Round(100 / g.Info().TPS))
		}
		o.Delay = max(2, min(o.Delay, 100))
	}
	if o.PNGDir != "" {
		if err := os.MkdirAll(o.PNGDir, 0o755); err != nil {
			s.Close()
			return nil, fmt.Errorf("clip: %v", err)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	e := &Exporter{opts: o, positions: positions, rend: rend, game: game, cancel: cancel,
		shots: make(chan shot, 4), frames: make(chan *image.RGBA, 4), wrote: make(chan error, 1)}
	go e.read(ctx, s)
	go func() { e.wrote <- e.write(ctx) }()
	return e, nil
}

// Frames is the number of frames the clip has; Options its settings.
func (e *Exporter) Frames() int      { return len(e.positions) }
func (e *Exporter) Options() Options { return e.opts }
func (e *Exporter) Progress() int    { return e.drawn }
func (e *Exporter) Positions() []int { return e.positions }
func (e *Exporter) Renderer() string { return e.game }
func (e *Exporter) setReadErr(err error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.readErr == nil {
		e.readErr = err
	}
}

// read seeks the session to each position in turn (forward: a step or a
// snapshot away) and hands the states over.
func (e *Exporter) read(ctx context.Context, s *session.Session) {
	defer s.Close()
	defer close(e.shots)
	for _, pos := range e.positions {
		f, err := s.Seek(pos)
		if err != nil {
			e.setReadErr(fmt.Errorf("clip: tick %d: %v", pos, err))
			return
		}
		sh := shot{pos: pos, state: f.State, players: f.Players}
		select {
		case e.shots <- sh:
		case <-ctx.Done():
			return
		}
	}
}

// Step draws up to max frames that are ready, on the ebiten goroutine. It
// returns true once the clip is written (or failed: see Result).
func (e *Exporter) Step(max int) bool {
	if e.done {
		return true
	}
	// The writer's queue is never waited on: the window keeps drawing
	// while a slow quantiser catches up.
	for i := 0; i < max && !e.closed && len(e.frames) < cap(e.frames); i++ {
		select {
		case sh, ok := <-e.shots:
			if !ok {
				e.closed = true
				close(e.frames)
				break
			}
			e.frames <- e.draw(sh)
			e.drawn++
		default:
			i = max // nothing ready yet
		}
	}
	if !e.closed {
		return false
	}
	select {
	case err := <-e.wrote:
		e.mu.Lock()
		if e.readErr != nil {
			err = e.readErr
		}
		e.mu.Unlock()
		e.result, e.done = err, true
		e.cancel()
		if e.img != nil {
			e.img.Deallocate() // the window may export again; free the GPU copy now
			e.img = nil
		}
		return true
	default:
		return false
	}
}

// Result is the clip's error once Step returned true.
func (e *Exporter) Result() error { return e.result }

// Cancel stops the export (its files may be incomplete).
func (e *Exporter) Cancel() {
	e.cancel()
	if !e.closed {
		e.closed = true
		close(e.frames)
	}
}

// draw renders one state as the window would, the world fitted to the
// frame, with the tick in a corner.
func (e *Exporter) draw(sh shot) *image.RGBA {
	w, h := e.opts.Width, e.opts.Height
	if e.img == nil {
		e.img = ebiten.NewImage(w, h)
	}
	e.img.Fill(render.PanelBG)
	cam := render.Camera{W: float64(w), H: float64(h)}
	ww, wh := e.rend.Bounds(sh.state)
	cam.Fit(ww, wh, 4)
	e.rend.Draw(e.img, render.View{Cur: sh.state, Alpha: 1, Camera: cam, Players: sh.players})
	label := fmt.Sprintf("tick %d", sh.pos)
	if hl := e.rend.Headline(sh.state); hl != "" {
		label = hl + "  " + label
	}
	render.TextShadow(e.img, label, 6, float64(h-18), render.Small, render.TextColor)
	out := image.NewRGBA(image.Rect(0, 0, w, h))
	e.img.ReadPixels(out.Pix)
	return out
}

// write quantises and writes the frames as they come: PNGs at once, the
// GIF at the end (image/gif writes all frames together).
func (e *Exporter) write(ctx context.Context) error {
	var g gif.GIF
	var first error
	i := 0
	for img := range e.frames {
		pos := e.positions[i]
		i++
		if first != nil || ctx.Err() != nil {
			continue // drain, so Step never blocks
		}
		if e.opts.PNGDir != "" {
			if err := writePNG(filepath.Join(e.opts.PNGDir, fmt.Sprintf("frame-%06d.png", pos)), img); err != nil {
				first = fmt.Errorf("clip: %v", err)
				continue
			}
		}
		if e.opts.GIF != "" {
			pm := image.NewPaletted(img.Bounds(), palette.Plan9)
			draw.FloydSteinberg.Draw(pm, img.Bounds(), img, image.Point{})
			g.Image = append(g.Image, pm)
			g.Delay = append(g.Delay, e.opts.Delay)
		}
	}
	if first != nil {
		return first
	}
	if ctx.Err() != nil {
		return errors.New("clip: cancelled")
	}
	if i != len(e.positions) {
		return nil // the reader failed; its error is reported
	}
	if e.opts.GIF != "" {
		if len(g.Delay) > 0 {
			g.Delay[len(g.Delay)-1] = max(g.Delay[len(g.Delay)-1], 100) // hold the last frame
		}
		if err := writeFile(e.opts.GIF, func(f *os.File) error { return gif.EncodeAll(f, &g) }); err != nil {
			return fmt.Errorf("clip: %v", err)
		}
	}
	return nil
}

func writePNG(path string, img image.Image) error {
	return writeFile(path, func(f *os.File) error { return png.Encode(f, img) })
}

// writeFile writes beside path and renames, so nobody sees half a file.
func writeFile(path string, enc func(f *os.File) error) error {
	if dir := filepath.Dir(path); dir != "" {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
	}
	tmp := path + ".part"
	f, err := os.Create(tmp)
	if err != nil {
		return err
	}
	if err := enc(f); err != nil {
		f.Close()
		os.Remove(tmp)
		return err
	}
	if err := f.Close(); err != nil {
		os.Remove(tmp)
		return err
	}
	return os.Rename(tmp, path)
}
