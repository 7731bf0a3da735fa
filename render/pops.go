package render

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Pops lays out the pop-ups of one frame (scores, damage, "KO") so that
// none overprints another: at full speed many events land on the same few
// cells within a second, and pop-ups drawn where they happen pile into
// garbled text ("+100a+20nf+20"). A renderer Adds them while drawing its
// effects, then calls Draw once; a pop-up that would cover one already
// placed is lifted just above it, so a burst reads as a column of numbers.
// The zero value is ready to use.
type Pops struct {
	items  []pop
	placed []image.Rectangle
}

type pop struct {
	s         string
	x, y      float64
	f         Face
	c, dark   color.RGBA
	alpha     float64
	placedBox image.Rectangle
}

// maxLift bounds how many times a pop-up is lifted past others; a burst
// taller than that is drawn where its last lift left it rather than
// climbing off the screen.
const maxLift = 12

// Add queues a pop-up with FloatText's arguments: s centred on (x, y).
func (p *Pops) Add(s string, x, y float64, f Face, c, outline color.RGBA, alpha float64) {
	if s == "" || alpha <= 0 {
		return
	}
	p.items = append(p.items, pop{s: s, x: x, y: y, f: f, c: c, dark: outline, alpha: alpha})
}

// box is the rectangle a pop-up centred on (x, y) covers, its outline
// included.
func (q pop) box(y float64) image.Rectangle {
	w, h := q.f.Measure(q.s)
	o := q.f.scale()
	return image.Rect(int(math.Floor(q.x-w/2-o)), int(math.Floor(y-h/2-o)), int(math.Ceil(q.x+w/2+o)), int(math.Ceil(y+h/2+o)))
}

// layout places the queued pop-ups in the order they were added (the
// events' order, so a frame's layout is the same every time it is drawn),
// lifting each above any placed one, or any label drawn on the map
// earlier in the frame (BeginMapText), it would overlap.
func (p *Pops) layout() {
	p.placed = p.placed[:0]
	for i := range p.items {
		q := &p.items[i]
		for range maxLift {
			b := q.box(q.y)
			var hit image.Rectangle
			for _, r := range p.placed {
				if r.Overlaps(b) {
					hit = r
					break
				}
			}
			if hit.Empty() {
				hit = mapTextHit(b)
			}
			if hit.Empty() {
				break
			}
			// Sit just above the one in the way.
			q.y -= float64(b.Max.Y-hit.Min.Y) + 1
		}
		q.placedBox = q.box(q.y)
		p.placed = append(p.placed, q.placedBox)
	}
}

// Draw lays out and draws the queued pop-ups, then empties the queue for
// the next frame.
func (p *Pops) Draw(dst *ebiten.Image) {
	p.layout()
	for _, q := range p.items {
		FloatText(dst, q.s, q.x, q.y, q.f, q.c, q.dark, q.alpha)
	}
	p.items = p.items[:0]
}

// Boxes returns the rectangles the pop-ups of the last Draw covered, for
// tests and for layout code that keeps other labels clear of them.
func (p *Pops) Boxes() []image.Rectangle { return p.placed }
