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

// noise is smooth value noise with lattice spacing cell pixels, periodic
// in x over period pixels (a multiple of cell), so the texture wraps.
func noise(px, py int, cell, period, salt int) float64 {
	n := period / cell
	fx, fy := float64(px)/float64(cell), float64(py)/float64(cell)
	x0, y0 := int(math.Floor(fx)), int(math.Floor(fy))
	tx, ty := fx-float64(x0), fy-float64(y0)
	tx, ty = tx*tx*(3-2*tx), ty*ty*(3-2*ty)
	wrap := func(x int) int { return ((x % n) + n) % n }
	a0, a1 := render.PointRand(wrap(x0), y0, salt), render.PointRand(wrap(x0+1), y0, salt)
	b0, b1 := render.PointRand(wrap(x0), y0+1, salt), render.PointRand(wrap(x0+1), y0+1, salt)
	a := a0 + (a1-a0)*tx
	b := b0 + (b1-b0)*tx
	return a + (b-a)*ty
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

func roadPixel(px, py, period, rows int) color.RGBA {
	// Fine grain, quantised to a few shades of sun-bleached asphalt.
	n := render.Quantize(noise(px, py, 8, period, 1)*0.55+noise(px, py, 2, period, 2)*0.45, 4)
	c := render.Mix(asphaltDark, asphalt, n*1.4)
	// Sand blown over the road in drifts, thicker in their middle.
	if d := noise(px, py, 32, period, 3)*0.7 + noise(px, py, 8, period, 4)*0.3; d > 0.64 {
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
	if noise(px, py, 64, period, 7) > 0.55 {
		if v := noise(px, py, 16, period, 6); math.Abs(v-0.5) < 0.014 {
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

func vergePixel(px, py, period int, top bool) color.RGBA {
	// d is the distance from the road, in pixels.
	d, off := py, 977 // the bottom verge samples the noise further down
	if top {
		d, off = vergePx-1-py, 0
	}
	n := render.Quantize(noise(px, py+off, 6, period, 8), 5)
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
	w, h := tile*PPU, rows*PPU
	rimg := image.NewRGBA(image.Rect(0, 0, w, h))
	for py := range h {
		for px := range w {
			rimg.SetRGBA(px, py, roadPixel(px, py, w, rows))
		}
	}
	timg := image.NewRGBA(image.Rect(0, 0, w, vergePx))
	bimg := image.NewRGBA(image.Rect(0, 0, w, vergePx))
	for py := range vergePx {
		for px := range w {
			timg.SetRGBA(px, py, vergePixel(px, py, w, true))
			bimg.SetRGBA(px, py, vergePixel(px, py, w, false))
		}
	}
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
