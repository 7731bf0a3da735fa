package frames

import (
	"errors"
	"fmt"
)

// The bounds of a clip: frames, pixels over all frames (the GIF's
// paletted frames are all held until it is written) and a frame's side.
const (
	MaxFrames = 500
	MaxPixels = 80_000_000
	MaxSide   = 2048
)

// Options say what to export.
type Options struct {
	// From and To are the first and last timeline positions (the ticks the
	// window shows), inclusive; To < 0 means the replay's end.
	From, To int
	// Every renders every Nth position; 0 picks the smallest step that
	// keeps the clip within its bounds.
	Every int
	// Width and Height are a frame's size in pixels (0 = 640×400).
	Width, Height int
	// GIF is the animated GIF to write, PNGDir the directory of the PNG
	// sequence (frame-<position>.png); at least one must be set.
	GIF, PNGDir string
	// Delay is the GIF's time between frames in hundredths of a second
	// (0 = one tick at the game's nominal speed, 2 to 100).
	Delay int
}

// Plan returns the positions to render for o on a timeline whose last
// position is end, and o with its defaults filled in.
func Plan(o Options, end int) ([]int, Options, error) {
	if o.GIF == "" && o.PNGDir == "" {
		return nil, o, errors.New("clip: nothing to write (no GIF file, no PNG directory)")
	}
	if o.Width == 0 && o.Height == 0 {
		o.Width, o.Height = 640, 400
	}
	if o.Width < 16 || o.Height < 16 || o.Width > MaxSide || o.Height > MaxSide {
		return nil, o, fmt.Errorf("clip: frame size %dx%d: each side must be 16 to %d pixels", o.Width, o.Height, MaxSide)
	}
	if o.To < 0 {
		o.To = end
	}
	if o.From < 0 || o.From > o.To || o.To > end {
		return nil, o, fmt.Errorf("clip: range %d..%d: want 0 <= from <= to <= %d (the replay's last tick)", o.From, o.To, end)
	}
	if o.Every < 0 {
		return nil, o, fmt.Errorf("clip: --every %d: want 1 or more", o.Every)
	}
	limit := min(MaxFrames, MaxPixels/(o.Width*o.Height))
	n := o.To - o.From + 1
	if o.Every == 0 {
		o.Every = (n + limit - 1) / limit
	}
	frames := (n + o.Every - 1) / o.Every
	if frames > limit {
		return nil, o, fmt.Errorf("clip: %d frames (ticks %d..%d every %d) at %dx%d is more than the %d allowed; use --every %d or more, a shorter range or smaller frames",
			frames, o.From, o.To, o.Every, o.Width, o.Height, limit, (n+limit-1)/limit)
	}
	out := make([]int, 0, frames)
	for p := o.From; p <= o.To; p += o.Every {
		out = append(out, p)
	}
	return out, o, nil
}
