package render

import (
	"image"
	"math"
)

// Placer places labels so they avoid each other and the things they
// label: Block marks screen rectangles taken (units, earlier labels);
// Place takes the first candidate position whose box is free. A renderer
// makes one per frame (its zero value is ready).
type Placer struct {
	taken []image.Rectangle
}

// Block marks the rectangle (x, y, w, h) as taken.
func (p *Placer) Block(x, y, w, h float64) {
	p.taken = append(p.taken, rectOf(x, y, w, h))
}

// Place returns the first of cands (top-left corners) where a w×h box
// overlaps nothing taken nor any text already drawn on the map this frame
// (BeginMapText), and takes it. When none is free it returns the
// first candidate with ok false, taking nothing: the caller chooses to
// skip the label or draw it anyway.
func (p *Placer) Place(w, h float64, cands ...[2]float64) (x, y float64, ok bool) {
	for _, c := range cands {
		r := rectOf(c[0], c[1], w, h)
		if !p.overlaps(r) && !mapTextOverlaps(r) {
			p.taken = append(p.taken, r)
			return c[0], c[1], true
		}
	}
	if len(cands) == 0 {
		return 0, 0, false
	}
	return cands[0][0], cands[0][1], false
}

// Taken lists the rectangles taken so far, for tests that check no two
// labels overlap.
func (p *Placer) Taken() []image.Rectangle { return p.taken }

func (p *Placer) overlaps(r image.Rectangle) bool {
	for _, t := range p.taken {
		if t.Overlaps(r) {
			return true
		}
	}
	return false
}

func rectOf(x, y, w, h float64) image.Rectangle {
	return image.Rect(int(math.Floor(x)), int(math.Floor(y)), int(math.Ceil(x+w)), int(math.Ceil(y+h)))
}
