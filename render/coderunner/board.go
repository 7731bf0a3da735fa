package coderunner

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/render"
	cr "arena/sim/coderunner"
)

// board caches the static part of the map drawn at PPU pixels per cell:
// the cave wall behind everything, bricks, ladders and the cavities of dug
// holes. It is rebuilt only when a cell changes. solid is every cell drawn
// as brick, from which growing bricks are cut, so a restored brick looks
// exactly like the one that was dug.
type board struct {
	cells [cr.Rows * cr.Cols]cr.Cell
	spawn [2][2]int
	ok    bool
	rgba  *image.RGBA
	img   *ebiten.Image
	solid *ebiten.Image
	buf   []byte // render.WriteCells' scratch
}

const (
	boardW = cr.Cols * PPU
	boardH = cr.Rows * PPU
)

// Brick colours, after the original's (180, 80, 0) brick.
var (
	brickBase   = color.RGBA{176, 82, 38, 255}
	brickLight  = color.RGBA{218, 124, 70, 255}
	brickDark   = color.RGBA{126, 52, 26, 255}
	brickMortar = color.RGBA{74, 44, 42, 255}
	brickTop    = color.RGBA{246, 170, 110, 255}
)

// brickPixel colours pixel (px, py) of the whole map as brick. Courses are
// 8 pixels high and bricks 16 long, offset by half a brick on alternate
// courses, so the bond runs on across cells.
func brickPixel(px, py int) color.RGBA {
	course := py / 8
	off := 0
	if course%2 == 1 {
		off = 8
	}
	bx := (px + off) / 16
	x, y := (px+off)%16, py%8
	if y == 7 || x == 15 {
		return brickMortar
	}
	// Each brick has its own tone, and a few speckles.
	tone := render.PointRand(bx, course, 11)
	c := render.Mix(brickDark, brickBase, 0.55+tone*0.6)
	switch {
	case y == 0 || x == 0:
		c = render.Mix(c, brickLight, 0.7)
	case y == 6 || x == 14:
		c = render.Mix(c, brickDark, 0.7)
	case render.PointRand(px, py, 12) < 0.07:
		c = render.Mix(c, brickDark, 0.6)
	case render.PointRand(px, py, 13) < 0.05:
		c = render.Mix(c, brickLight, 0.5)
	}
	return c
}

// wallPixel is the cave wall behind the level: dark stone blocks with a
// faint texture, a little lighter at the top.
func wallPixel(px, py int) color.RGBA {
	top, bottom := color.RGBA{32, 34, 58, 255}, color.RGBA{20, 21, 38, 255}
	c := render.Mix(top, bottom, math.Floor(float64(py)/float64(boardH)*8)/8)
	row := py / 12
	off := 0
	if row%2 == 1 {
		off = 12
	}
	x, y := (px+off)%24, py%12
	if x == 0 || y == 0 {
		return render.Shade(c, 0.72)
	}
	if x == 1 || y == 1 {
		c = render.Shade(c, 1.12)
	}
	if render.PointRand(px/2, py/2, 3) < 0.12 {
		c = render.Shade(c, 0.88)
	}
	return c
}

func ladderPixel(x, y int, bg color.RGBA) color.RGBA {
	rail := color.RGBA{226, 190, 128, 255}
	railDark := color.RGBA{164, 122, 72, 255}
	rung := color.RGBA{208, 168, 106, 255}
	switch {
	case x == 2 || x == 12:
		return rail
	case x == 3 || x == 13:
		return railDark
	case x > 3 && x < 12 && y%4 == 1:
		return rung
	case x > 3 && x < 12 && y%4 == 2:
		return render.Shade(bg, 0.6) // the rung's shadow on the wall
	}
	return bg
}

// holePixel is a dug cell: a dark cavity with broken brick along its sides
// and rubble at the bottom.
func holePixel(px, py int) color.RGBA {
	x, y := px%16, py%16
	cell := px / 16 * 31
	jag := int(render.PointRand(cell, py/2, 21) * 3)
	if x < jag || x > 15-jag || (y >= 14 && render.PointRand(px, py/2, 22) < 0.6) {
		return render.Mix(brickPixel(px, py), brickDark, 0.5)
	}
	if y < 2 && render.PointRand(px, cell, 23) < 0.5 {
		return brickDark
	}
	c := color.RGBA{12, 9, 16, 255}
	if render.PointRand(px, py, 24) < 0.06 {
		c = color.RGBA{40, 24, 22, 255}
	}
	return c
}

// build paints the board for st: every cell the first time or when the
// spawns move (another map), else only the cells that changed and the
// neighbours whose shading reads them (the cell below for shadows and lit
// floors, the cell to the right for side shadows), so holes opening and
// closing at full speed cost a few cells each.
func (b *board) build(st *cr.State) {
	full := b.rgba == nil || !b.ok
	if b.rgba == nil {
		b.rgba = image.NewRGBA(image.Rect(0, 0, boardW, boardH))
		solid := image.NewRGBA(image.Rect(0, 0, boardW, boardH))
		for py := 0; py < boardH; py++ {
			for px := 0; px < boardW; px++ {
				solid.SetRGBA(px, py, brickPixel(px, py))
			}
		}
		b.solid = ebiten.NewImageFromImage(solid)
		b.img = ebiten.NewImage(boardW, boardH)
	}
	for p := range b.spawn {
		sp := [2]int{st.Runners[p].SpawnRow, st.Runners[p].SpawnCol}
		full = full || b.spawn[p] != sp
		b.spawn[p] = sp
	}
	var dirty [cr.Rows * cr.Cols]bool
	for i := range st.Cells {
		if full || b.cells[i] != st.Cells[i] {
			r, c := i/cr.Cols, i%cr.Cols
			dirty[i] = true
			if r+1 < cr.Rows {
				dirty[i+cr.Cols] = true
			}
			if c+1 < cr.Cols {
				dirty[i+1] = true
			}
		}
	}
	b.cells = st.Cells
	b.ok = true
	for i, d := range dirty {
		if d {
			b.paintCell(st, i/cr.Cols, i%cr.Cols)
		}
	}
	render.WriteCells(b.img, b.rgba, dirty[:], cr.Cols, PPU, &b.buf)
}

func (b *board) paintCell(st *cr.State, r, c int) {
	cell := st.At(r, c)
	above := st.At(r-1, c)
	if r == 0 {
		above = cr.Empty
	}
	for y := 0; y < PPU; y++ {
		for x := 0; x < PPU; x++ {
			px, py := c*PPU+x, r*PPU+y
			var col color.RGBA
			switch cell {
			case cr.Brick:
				col = brickPixel(px, py)
				// A lit edge where the brick is a floor to walk on.
				if above != cr.Brick && y == 0 {
					col = brickTop
				}
			case cr.Removed:
				col = holePixel(px, py)
			default:
				col = wallPixel(px, py)
				// Soft shadows under and beside bricks give depth.
				if above == cr.Brick && y < 4 {
					col = render.Shade(col, 0.55+0.1*float64(y))
				}
				if st.At(r, c-1) == cr.Brick && x < 2 && c > 0 {
					col = render.Shade(col, 0.8)
				}
				if cell == cr.Ladder {
					col = ladderPixel(x, y, col)
				}
			}
			b.rgba.SetRGBA(px, py, col)
		}
	}
	// The runners' respawn cells carry a pad in their colour.
	for p, sp := range b.spawn {
		if sp[0] == r && sp[1] == c && cell != cr.Brick {
			tc := teamColor(p)
			for x := 3; x < 13; x++ {
				b.rgba.SetRGBA(c*PPU+x, r*PPU+15, render.Shade(tc, 0.8))
				b.rgba.SetRGBA(c*PPU+x, r*PPU+14, render.Mix(b.rgba.RGBAAt(c*PPU+x, r*PPU+14), tc, 0.35))
			}
		}
	}
}

// image returns the board for st, rebuilding it when a cell changed.
func (b *board) image(st *cr.State) *ebiten.Image {
	if !b.ok || b.cells != st.Cells || b.spawn[0] != [2]int{st.Runners[0].SpawnRow, st.Runners[0].SpawnCol} ||
		b.spawn[1] != [2]int{st.Runners[1].SpawnRow, st.Runners[1].SpawnCol} {
		b.build(st)
	}
	return b.img
}

// brickPart returns the part of cell (r, c)'s brick from fraction top of its
// height to the bottom (0 = the whole brick), for bricks growing back and
// crumbling away.
func (b *board) brickPart(r, c int, top float64) *ebiten.Image {
	y0 := r*PPU + int(math.Round(top*PPU))
	return b.solid.SubImage(image.Rect(c*PPU, y0, (c+1)*PPU, (r+1)*PPU)).(*ebiten.Image)
}
