package render

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// Text drawn the same way frame after frame (a button's label, a name, a
// paused game's numbers) is laid out once and drawn as one image. text/v2
// shapes a line and draws one quad per glyph every time, which was most
// of the window's Go Draw time (70–85%) and, under a software GL, a
// setup per quad. A line drawn in two frames running gets a mask: its
// glyph images copied into one image, white like theirs, at the same
// whole-pixel offsets, which Draw then tints and places as text/v2 places
// each glyph (the same translation, filter and colour scale), so every
// pixel reads the same texel and comes out the same. A line whose glyph
// images overlap keeps being drawn glyph by glyph: where two glyphs'
// edges blend, a mask would blend them before the tint and round
// differently. A line drawn in one frame only (most that change, change
// the next frame) is laid out in a reused buffer and kept nowhere but in
// a small map of what the last frame drew. Lines not drawn for maskTTL
// frames are let go (looked for every quarter of it).
//
// The cache belongs to the UI thread, like drawing. NewTextFrame counts
// frames (the app calls it once a Draw); without it nothing is cached.

// maskTTL is how many frames a mask outlives its last use, and maxMasks
// how many are kept at most.
const (
	maskTTL  = 120
	maxMasks = 2048
)

type lineKey struct {
	s string
	f Face
}

// lineMask is a line seen lately: once it has been drawn in two frames
// running, its layout and (glyph images apart) its mask.
type lineMask struct {
	glyphs []text.Glyph // nil until the second frame running
	// img is the mask (nil: not built, or none for an empty line);
	// at is where its top-left corner lies from the text's origin.
	img  *ebiten.Image
	at   image.Point
	flat bool // the glyph images do not overlap: a mask is exact
	last int  // the last frame the line was drawn in
	runs int  // frames running the line was drawn in, up to 2
}

var lines = struct {
	m map[lineKey]*lineMask
	// seen holds the lines drawn once lately, by the frame they were
	// drawn in (most lines that change, change the next frame: they get
	// no entry in m).
	seen  map[lineKey]int
	frame int
	build []*lineMask // to mask at the next frame's start
}{m: map[lineKey]*lineMask{}, seen: map[lineKey]int{}}

// NewTextFrame starts a frame for the line cache: it builds the masks of
// the lines drawn in the last two frames (all at once, before the frame
// draws anything, so the GPU switches targets once) and lets go of the
// lines unused for maskTTL frames.
func NewTextFrame() {
	lines.frame++
	for _, m := range lines.build {
		m.mask()
	}
	lines.build = lines.build[:0]
	for k, f := range lines.seen {
		if f < lines.frame-1 {
			delete(lines.seen, k)
		}
	}
	if lines.frame%(maskTTL/4) == 0 || len(lines.m) > maxMasks {
		for k, m := range lines.m {
			if lines.frame-m.last > maskTTL || len(lines.m) > maxMasks {
				if m.img != nil {
					m.img.Deallocate()
				}
				delete(lines.m, k)
			}
		}
	}
}

// scratchGlyphs lays out lines seen once (most change the next frame).
var scratchGlyphs []text.Glyph

// drawLine draws one line of text with its top-left at (x, y).
func drawLine(dst *ebiten.Image, s string, x, y float64, f Face, clr color.Color) {
	m := lineFor(s, f)
	var op ebiten.DrawImageOptions
	op.ColorScale.ScaleWithColor(clr)
	if m != nil && m.img != nil {
		op.GeoM.Translate(float64(m.at.X), float64(m.at.Y))
		op.GeoM.Translate(x, y)
		dst.DrawImage(m.img, &op)
		return
	}
	var gs []text.Glyph
	if m != nil {
		gs = m.glyphs
	}
	if gs == nil {
		scratchGlyphs = text.AppendGlyphs(scratchGlyphs[:0], s, f.TextFace(), nil)
		gs = scratchGlyphs
	}
	// text.Draw's own loop, on the layout.
	for _, g := range gs {
		if g.Image == nil {
			continue
		}
		op.GeoM.Reset()
		op.GeoM.Translate(g.X, g.Y)
		op.GeoM.Translate(x, y)
		dst.DrawImage(g.Image, &op)
	}
}

// lineFor returns the cache's entry for s in f, nil for a line not drawn
// in the last frame, and counts this frame's use; the second frame
// running lays the line out for good and, when its glyphs do not
// overlap, asks for its mask.
func lineFor(s string, f Face) *lineMask {
	if lines.frame == 0 {
		return nil
	}
	k := lineKey{s, f}
	m := lines.m[k]
	if m == nil {
		if last, ok := lines.seen[k]; !ok || last < lines.frame-1 {
			lines.seen[k] = lines.frame
			return nil
		} else if last == lines.frame {
			return nil
		}
		delete(lines.seen, k)
		m = &lineMask{last: lines.frame - 1, runs: 1}
		lines.m[k] = m
	}
	if m.last == lines.frame-1 && m.runs < 2 {
		m.runs++
		if m.glyphs == nil {
			m.glyphs = text.AppendGlyphs(nil, s, f.TextFace(), nil)
			m.flat = disjoint(m.glyphs)
		}
		if m.flat && m.img == nil {
			lines.build = append(lines.build, m)
		}
	} else if m.last < lines.frame-1 {
		m.runs = 1
	}
	m.last = lines.frame
	return m
}

// disjoint reports whether no two glyph images of a line overlap.
func disjoint(gs []text.Glyph) bool {
	var rs []image.Rectangle
	for _, g := range gs {
		if g.Image == nil {
			continue
		}
		r := g.Image.Bounds().Sub(g.Image.Bounds().Min).Add(image.Pt(int(g.X), int(g.Y)))
		for _, o := range rs {
			if r.Overlaps(o) {
				return false
			}
		}
		rs = append(rs, r)
	}
	return true
}

// mask copies the line's glyph images into one image.
func (m *lineMask) mask() {
	var b image.Rectangle
	for _, g := range m.glyphs {
		if g.Image != nil {
			b = b.Union(g.Image.Bounds().Sub(g.Image.Bounds().Min).Add(image.Pt(int(g.X), int(g.Y))))
		}
	}
	if b.Empty() {
		return
	}
	m.img = ebiten.NewImage(b.Dx(), b.Dy())
	m.at = b.Min
	for _, g := range m.glyphs {
		if g.Image == nil {
			continue
		}
		var op ebiten.DrawImageOptions
		op.GeoM.Translate(g.X-float64(b.Min.X), g.Y-float64(b.Min.Y))
		op.Blend = ebiten.BlendCopy
		m.img.DrawImage(g.Image, &op)
	}
}
