package worms

import (
	"image"
	"image/color"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/render"
	ws "arena/sim/worms"
)

// terrain caches the map drawn at PPU pixels per cell. The three textures
// (air, dirt, deep space) are computed once per map size as continuous
// layers, so texture flows across cell borders; a changed cell and its
// four neighbours (whose edges read it) are re-composed from them by
// copying, then get their edges (grass on dirt under air, shadows under
// overhangs), and only those cells are uploaded.
type terrain struct {
	size   int
	cells  []ws.Cell
	layers [3]*image.RGBA
	rgba   *image.RGBA
	img    *ebiten.Image
	dirty  []bool
	buf    []byte // render.WriteCells' scratch
}

func airPixel(px, py, total int) color.RGBA {
	top, bottom := color.RGBA{120, 190, 236, 255}, color.RGBA{58, 104, 170, 255}
	c := render.Mix(top, bottom, render.Quantize(float64(py)/float64(total), 12))
	// Soft clouds, banded.
	n := render.Noise(px, py*2, 24, 1)*0.7 + render.Noise(px, py, 9, 2)*0.3
	if n > 0.62 {
		c = render.Mix(c, color.RGBA{214, 232, 248, 255}, render.Quantize((n-0.62)*2.2, 3))
	}
	return c
}

func dirtPixel(px, py int) color.RGBA {
	base := color.RGBA{138, 90, 54, 255}
	n := render.Quantize(render.Noise(px, py, 6, 3)*0.6+render.Noise(px, py, 2.5, 4)*0.4, 5)
	c := render.Mix(color.RGBA{104, 64, 38, 255}, base, n*1.6)
	switch r := render.PointRand(px/2, py/2, 5); {
	case r < 0.04:
		c = color.RGBA{176, 128, 86, 255} // pebble
	case r < 0.08:
		c = color.RGBA{84, 50, 30, 255} // dark speck
	}
	// Occasional stones two pixels wide.
	if render.PointRand(px/3, py/3, 6) < 0.015 {
		c = color.RGBA{150, 142, 132, 255}
	}
	return c
}

func spacePixel(px, py int) color.RGBA {
	c := color.RGBA{10, 8, 24, 255}
	n := render.Noise(px, py, 20, 7)
	if n > 0.55 {
		c = render.Mix(c, color.RGBA{60, 28, 84, 255}, render.Quantize((n-0.55)*2.5, 4))
	}
	if r := render.PointRand(px, py, 8); r < 0.006 {
		c = color.RGBA{255, 255, 255, 255}
	} else if r < 0.012 {
		c = color.RGBA{150, 170, 255, 255}
	}
	return c
}

func (t *terrain) ensureLayers(size int) {
	if t.size == size && t.layers[0] != nil {
		return
	}
	t.size = size
	n := size * PPU
	for i := range t.layers {
		t.layers[i] = image.NewRGBA(image.Rect(0, 0, n, n))
	}
	for py := 0; py < n; py++ {
		for px := 0; px < n; px++ {
			t.layers[ws.Air].SetRGBA(px, py, airPixel(px, py, n))
			t.layers[ws.Dirt].SetRGBA(px, py, dirtPixel(px, py))
			t.layers[ws.DeepSpace].SetRGBA(px, py, spacePixel(px, py))
		}
	}
	t.rgba = image.NewRGBA(image.Rect(0, 0, n, n))
	t.img = ebiten.NewImage(n, n)
	t.cells = nil
}

// image returns the terrain of s, re-composing the cells that changed
// (all of them after a new map size).
func (t *terrain) image(s *ws.State) *ebiten.Image {
	t.ensureLayers(s.Size)
	if slices.Equal(t.cells, s.Cells) {
		return t.img
	}
	full := len(t.cells) != len(s.Cells)
	t.dirty = slices.Grow(t.dirty[:0], len(s.Cells))[:len(s.Cells)]
	clear(t.dirty)
	for i := range s.Cells {
		if !full && t.cells[i] == s.Cells[i] {
			continue
		}
		cx, cy := i%s.Size, i/s.Size
		for _, d := range [5][2]int{{0, 0}, {-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			if x, y := cx+d[0], cy+d[1]; s.In(x, y) {
				t.dirty[y*s.Size+x] = true
			}
		}
	}
	t.cells = append(t.cells[:0], s.Cells...)
	for i, d := range t.dirty {
		if !d {
			continue
		}
		cx, cy := i%s.Size, i/s.Size
		src := t.layers[s.At(cx, cy)]
		for py := 0; py < PPU; py++ {
			o := (cy*PPU+py)*t.rgba.Stride + cx*PPU*4
			copy(t.rgba.Pix[o:o+PPU*4], src.Pix[o:o+PPU*4])
		}
		t.edges(s, cx, cy)
	}
	render.WriteCells(t.img, t.rgba, t.dirty, s.Size, PPU, &t.buf)
	return t.img
}

var (
	grass      = color.RGBA{96, 178, 70, 255}
	grassDark  = color.RGBA{62, 132, 50, 255}
	dirtEdge   = color.RGBA{70, 42, 26, 255}
	caveShadow = color.RGBA{0, 0, 0, 70}
)

func (t *terrain) set(x, y int, c color.RGBA) {
	if c.A == 255 {
		t.rgba.SetRGBA(x, y, c)
		return
	}
	// Blend a translucent colour over what is there.
	old := t.rgba.RGBAAt(x, y)
	a := float64(c.A) / 255
	t.rgba.SetRGBA(x, y, render.Mix(old, color.RGBA{c.R, c.G, c.B, 255}, a))
}

// edges decorates one cell: grass on dirt with air above, a dark rim on
// dirt beside air, and a shadow in air under dirt.
func (t *terrain) edges(s *ws.State, cx, cy int) {
	ox, oy := cx*PPU, cy*PPU
	switch s.At(cx, cy) {
	case ws.Dirt:
		if s.In(cx, cy-1) && s.At(cx, cy-1) == ws.Air {
			for px := 0; px < PPU; px++ {
				h := 2 + int(render.PointHash(ox+px, oy, 9)%3)
				for py := 0; py < h; py++ {
					c := grass
					if py == h-1 || (px+py)%5 == 0 {
						c = grassDark
					}
					t.set(ox+px, oy+py, c)
				}
			}
		}
		for _, d := range [3][2]int{{-1, 0}, {1, 0}, {0, 1}} {
			nx, ny := cx+d[0], cy+d[1]
			if !s.In(nx, ny) || s.At(nx, ny) != ws.Air {
				continue
			}
			for i := 0; i < PPU; i++ {
				switch {
				case d[0] == -1:
					t.set(ox, oy+i, dirtEdge)
				case d[0] == 1:
					t.set(ox+PPU-1, oy+i, dirtEdge)
				default:
					t.set(ox+i, oy+PPU-1, dirtEdge)
				}
			}
		}
	case ws.Air:
		if s.In(cx, cy-1) && s.At(cx, cy-1) == ws.Dirt {
			for py := 0; py < 4; py++ {
				for px := 0; px < PPU; px++ {
					t.set(ox+px, oy+py, color.RGBA{0, 0, 0, uint8(int(caveShadow.A) - py*16)})
				}
			}
		}
	}
}
