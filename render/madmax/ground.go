package madmax

import (
	"image"
	"image/color"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/render"
)

// ground holds the road textures: cracked asphalt with sand blown over
// it, faded lane marks between the rows, and a desert verge above and
// below. A texture is one tile tileCols(cols) columns wide and wraps
// seamlessly from its last column to its first, since the universe is a
// cylinder (Rules §1). Generating the noise of one costs tens of
// milliseconds, and a window at 1000 ticks/s starts a new seed's universe
// every fraction of a second, so the noise is generated once per tile
// width, for baseRows rows (every generated universe's height fits,
// Rules §1.4), and a universe of fewer rows takes its top rows and gets
// its bottom edge line drawn on the GPU, which costs next to nothing.
type ground struct {
	// bases are the generated textures, by (rows, tile width), without
	// the road's bottom edge line; sizes the roads cut from them, by
	// universe rows and tile width, sharing the bases' verges.
	bases, sizes          map[[2]int]*groundTex
	baseOrder, sizesOrder [][2]int // least recently made first, for the bounds
	// gens counts noise textures generated, for tests.
	gens int
}

// groundTex is the texture of one universe size.
type groundTex struct {
	road     *ebiten.Image // tile*PPU × rows*PPU
	top, bot *ebiten.Image // the verges, tile*PPU × verge pixels
}

// baseRows is the height of the generated noise textures: the most rows a
// generated universe has (sim/madmax.Generate); a map with more rows gets
// a base of its own height.
const baseRows = 20

// maxBases bounds the noise textures kept: the eight tile widths of the
// generated universes (60 to 100 columns) fit, so a window that keeps
// starting new seeds generates each once; the largest (92 columns wide)
// is about 2 MB of GPU memory. maxGrounds bounds the cut roads, which are
// cheap to remake.
const (
	maxBases   = 10
	maxGrounds = 6
)

// vergePx is the verge's height in sprite pixels.
const vergePx = int(shoulderRows * PPU)

// octave is one octave of smooth value noise over a texture period pixels
// wide: lattice spacing cell pixels, periodic in x over period pixels (a
// multiple of cell), so the texture wraps. A texture is generated row by
// row: row(py) computes the lattice's values along the rows above and
// below py (when py has entered another lattice row), and at(px) blends
// the four around pixel px. Generating a road tile evaluates six octaves
// at each of its half a million pixels; hashing the four lattice corners
// and wrapping them for each cost 80-150 ms a tile, the window's hitch
// the first time a universe of its width shows. The values are those of
// the per-pixel formula, operation for operation (TestOctaveIsNoise).
type octave struct {
	cell, salt int
	// x0, x1 are the wrapped lattice columns left and right of each
	// pixel column, tx its smoothed offset between them.
	x0, x1 []int
	tx     []float64
	// y0 is the lattice row above the current pixel row (-1 before the
	// first), ty the row's smoothed offset; a and b are PointRand along
	// lattice rows y0 and y0+1.
	y0   int
	ty   float64
	a, b []float64
}

func newOctave(cell, period, salt int) *octave {
	n := period / cell
	o := &octave{cell: cell, salt: salt, x0: make([]int, period), x1: make([]int, period), tx: make([]float64, period), y0: -1,
		a: make([]float64, n), b: make([]float64, n)}
	wrap := func(x int) int { return ((x % n) + n) % n }
	for px := range period {
		fx := float64(px) / float64(cell)
		x0 := int(math.Floor(fx))
		tx := fx - float64(x0)
		o.x0[px], o.x1[px], o.tx[px] = wrap(x0), wrap(x0+1), tx*tx*(3-2*tx)
	}
	return o
}

// row readies the octave for pixel row py.
func (o *octave) row(py int) {
	fy := float64(py) / float64(o.cell)
	y0 := int(math.Floor(fy))
	ty := fy - float64(y0)
	o.ty = ty * ty * (3 - 2*ty)
	if y0 == o.y0 {
		return
	}
	o.y0 = y0
	for x := range o.a {
		o.a[x], o.b[x] = render.PointRand(x, y0, o.salt), render.PointRand(x, y0+1, o.salt)
	}
}

// at is the noise at pixel column px of the current row.
func (o *octave) at(px int) float64 {
	x0, x1, tx := o.x0[px], o.x1[px], o.tx[px]
	a := o.a[x0] + (o.a[x1]-o.a[x0])*tx
	b := o.b[x0] + (o.b[x1]-o.b[x0])*tx
	return a + (b-a)*o.ty
}

var (
	asphalt     = color.RGBA{112, 102, 92, 255}
	asphaltDark = color.RGBA{94, 86, 78, 255}
	sand        = color.RGBA{186, 150, 102, 255}
	sandLight   = color.RGBA{214, 180, 128, 255}
	crack       = color.RGBA{70, 62, 56, 255}
	laneMark    = color.RGBA{224, 200, 120, 255}
	edgeMark    = color.RGBA{232, 224, 204, 255}
)

// roadNoise is the octaves roadPixel reads, in the order it reads them.
type roadNoise struct{ grain, fine, drift, driftFine, wear, ridge *octave }

func newRoadNoise(period int) *roadNoise {
	return &roadNoise{newOctave(8, period, 1), newOctave(2, period, 2), newOctave(32, period, 3), newOctave(8, period, 4),
		newOctave(64, period, 7), newOctave(16, period, 6)}
}

func (n *roadNoise) row(py int) {
	for _, o := range []*octave{n.grain, n.fine, n.drift, n.driftFine, n.wear, n.ridge} {
		o.row(py)
	}
}

// roadPixel is the road texture's pixel (px, py) of a tile period pixels
// wide, n readied for row py.
func roadPixel(n *roadNoise, px, py, period, rows int) color.RGBA {
	// Fine grain, quantised to a few shades of sun-bleached asphalt.
	q := render.Quantize(n.grain.at(px)*0.55+n.fine.at(px)*0.45, 4)
	c := render.Mix(asphaltDark, asphalt, q*1.4)
	// Sand blown over the road in drifts, thicker in their middle.
	if d := n.drift.at(px)*0.7 + n.driftFine.at(px)*0.3; d > 0.64 {
		c = render.Mix(c, sand, 0.35+render.Quantize((d-0.64)*3, 3))
	}
	// Gravel and oil spots.
	switch r := render.PointRand(px%period, py, 5); {
	case r < 0.02:
		c = render.Mix(c, color.RGBA{150, 140, 128, 255}, 0.7)
	case r < 0.03:
		c = render.Mix(c, color.RGBA{60, 54, 50, 255}, 0.6)
	}
	// Cracks: thin lines where a ridge of coarse noise crosses a level,
	// only in the patches where the road has worn out.
	if n.wear.at(px) > 0.55 {
		if v := n.ridge.at(px); math.Abs(v-0.5) < 0.014 {
			c = render.Mix(c, crack, 0.8)
		}
	}
	// Faded dashes between the lanes (every row is a lane) and solid
	// edge lines.
	y := py % PPU
	if py > 2 && py < rows*PPU-3 && y == 0 && px%PPU >= 4 && px%PPU < 12 {
		c = render.Mix(c, laneMark, 0.55)
	}
	// The top edge line; the bottom one is drawn where the road is cut
	// to its universe's rows (ground.images).
	if py == 1 {
		c = render.Mix(c, edgeMark, 0.8)
	}
	return c
}

// vergePixel is a verge texture's pixel (px, py) of a tile period pixels
// wide, the top verge's or the bottom's; o (the verges' octave) readied
// for row py plus vergeOff(top).
func vergePixel(o *octave, px, py, period int, top bool) color.RGBA {
	// d is the distance from the road, in pixels.
	d, off := py, vergeOff(top)
	if top {
		d = vergePx - 1 - py
	}
	n := render.Quantize(o.at(px), 5)
	c := render.Mix(sand, sandLight, n)
	if d < 2 {
		c = render.Mix(c, color.RGBA{120, 100, 76, 255}, 0.6) // the gravel shoulder
	}
	switch r := render.PointRand(px%period, py+off, 9); {
	case r < 0.03:
		c = color.RGBA{150, 120, 84, 255} // pebble
	case r < 0.045 && d > 3:
		c = color.RGBA{104, 112, 60, 255} // dry scrub
	case r < 0.05:
		c = color.RGBA{120, 96, 70, 255}
	}
	return c
}

// vergeOff is where a verge samples the noise: the bottom one further
// down than the top.
func vergeOff(top bool) int {
	if top {
		return 0
	}
	return 977
}

// tileCols is the width in columns of the texture tile for a universe of
// cols columns: the smallest divisor of cols from 16 up (a multiple of 4
// when there is one, so the coarsest noise lattice, 64 pixels, wraps
// exactly), so that whole tiles side by side make one turn of the
// cylinder and meet seamlessly at its seam. Universes of different widths
// share tiles, and a tile costs a fraction of the whole road to make.
func tileCols(cols int) int {
	for _, mult4 := range []bool{true, false} {
		for d := 16; d <= cols; d++ {
			if cols%d == 0 && (!mult4 || d%4 == 0) {
				return d
			}
		}
	}
	return cols
}

// images returns the textures of one tile (tileCols(cols) columns wide)
// for a universe of rows × cols cells, and the tile's width in columns.
func (g *ground) images(rows, cols int) (road, top, bot *ebiten.Image, tile int) {
	tile = tileCols(cols)
	key := [2]int{rows, tile}
	if t, ok := g.sizes[key]; ok {
		return t.road, t.top, t.bot, tile
	}
	base := g.base(max(rows, baseRows), tile)
	w, h := tile*PPU, rows*PPU
	cut := ebiten.NewImage(w, h)
	cut.DrawImage(base.road.SubImage(image.Rect(0, 0, w, h)).(*ebiten.Image), nil)
	// The bottom edge line, as roadPixel mixes the top one.
	render.Rect(cut, 0, float64(h-2), float64(w), 1, render.Fade(edgeMark, 0.8))
	t := &groundTex{road: cut, top: base.top, bot: base.bot}
	g.sizes = keep(g.sizes, &g.sizesOrder, key, t, maxGrounds, func(old *groundTex) { old.road.Deallocate() })
	return t.road, t.top, t.bot, tile
}

// base returns the noise texture of rows × tile cells, generating it on
// first use.
func (g *ground) base(rows, tile int) *groundTex {
	key := [2]int{rows, tile}
	if t, ok := g.bases[key]; ok {
		return t
	}
	g.gens++
	rimg, timg, bimg := basePixels(rows, tile)
	t := &groundTex{road: ebiten.NewImageFromImage(rimg), top: ebiten.NewImageFromImage(timg), bot: ebiten.NewImageFromImage(bimg)}
	g.bases = keep(g.bases, &g.baseOrder, key, t, maxBases, func(old *groundTex) {
		// The cuts of this base share its verges: drop them too.
		for k, c := range g.sizes {
			if c.top == old.top {
				c.road.Deallocate()
				delete(g.sizes, k)
			}
		}
		g.sizesOrder = slices.DeleteFunc(g.sizesOrder, func(k [2]int) bool { return g.sizes[k] == nil })
		old.road.Deallocate()
		old.top.Deallocate()
		old.bot.Deallocate()
	})
	return t
}

// basePixels generates the pixels of the noise textures of rows × tile
// cells: the road and its two verges.
func basePixels(rows, tile int) (road, top, bot *image.RGBA) {
	w, h := tile*PPU, rows*PPU
	road = image.NewRGBA(image.Rect(0, 0, w, h))
	rn := newRoadNoise(w)
	for py := range h {
		rn.row(py)
		for px := range w {
			road.SetRGBA(px, py, roadPixel(rn, px, py, w, rows))
		}
	}
	top = image.NewRGBA(image.Rect(0, 0, w, vergePx))
	bot = image.NewRGBA(image.Rect(0, 0, w, vergePx))
	for _, v := range []struct {
		img *image.RGBA
		top bool
	}{{top, true}, {bot, false}} {
		o := newOctave(6, w, 8)
		for py := range vergePx {
			o.row(py + vergeOff(v.top))
			for px := range w {
				v.img.SetRGBA(px, py, vergePixel(o, px, py, w, v.top))
			}
		}
	}
	return road, top, bot
}

// keep adds t to m under key, first dropping the least recently added
// entries (order) beyond bound with drop.
func keep(m map[[2]int]*groundTex, order *[][2]int, key [2]int, t *groundTex, bound int, drop func(*groundTex)) map[[2]int]*groundTex {
	if m == nil {
		m = map[[2]int]*groundTex{}
	}
	for len(*order) >= bound {
		k := (*order)[0]
		*order = (*order)[1:]
		if old := m[k]; old != nil {
			delete(m, k)
			drop(old)
		}
	}
	m[key] = t
	*order = append(*order, key)
	return m
}
